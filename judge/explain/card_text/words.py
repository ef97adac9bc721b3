"""Words of generated card text: messages in a language, noun phrases with their slots, lists, tidying.

Messages are the card text catalogs (judge/explain/catalog/card_text*.py) and the shared game
words of catalog/vocabulary.py. A noun phrase's template names the forms of its slots (see the
catalog's docstring): `{adj_en}` asks for the adjectives with the ending "en", `{post_der_den}`
for what follows the noun with the relative pronouns "der" (as subject) and "den" (as object).
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from judge.explain import grammar
from judge.explain.i18n import gettext
from judge.explain.messages import MESSAGES
from judge.explain.values import keyword as named

_FORMATTER = string.Formatter()


def template(key: str, lang: str) -> str:
    """The message of `key` in `lang` (without its context)."""
    return gettext(MESSAGES[key], lang)


def fields(text: str) -> list[str]:
    return [name for _, name, _, _ in _FORMATTER.parse(text) if name]


def text(key: str, lang: str, **params: object) -> str:
    """A message filled in; a placeholder without a value shows as '?' (never an exception)."""
    raw = template(key, lang)
    names = fields(raw)
    if not names:
        return raw
    values = {name: params.get(name, "?") for name in names}
    return raw.format(**values)


def pick(lang: str, *keys: str, **params: object) -> str:
    """The first of `keys` the catalogs have, filled in."""
    for key in keys:
        if key in MESSAGES:
            return text(key, lang, **params)
    raise KeyError(f"no card text message among {keys}")


@dataclass
class Post:
    """Something that follows a noun: a message key and its values (besides the relative pronouns)."""

    key: str
    params: dict[str, object] = field(default_factory=dict)


@dataclass
class Slots:
    """What a filter puts into a noun phrase: adjectives in the phrase's language without ending
    (a tuple is joined by 'or': "attacking or blocking"), subtypes in words, what follows the noun."""

    adjectives: list[str | tuple[str, ...]] = field(default_factory=list)
    subtypes: str = ""
    posts: list[Post] = field(default_factory=list)


def inflect(adjective: str, ending: str, lang: str) -> str:
    """'schwarz' + 'e' -> 'schwarze'; Dutch spells its -e as Dutch does ('rood' -> 'rode'), and an
    unstressed last syllable just takes it ('ander' -> 'andere')."""
    if not ending:
        return adjective
    if lang != "nl":
        return adjective + ending
    return adjective + "e" if adjective.endswith(("der", "ter", "ven", "gen")) else grammar.dutch_inflected(adjective)


def _adjectives(slots: Slots, ending: str, lang: str) -> str:
    words = []
    for item in slots.adjectives:
        group = item if isinstance(item, tuple) else (item,)
        words.append(join([inflect(a, ending, lang) for a in group], lang, "or"))
    return " ".join(words)


def _posts(slots: Slots, rel: str, rel_acc: str, lang: str) -> str:
    return " ".join(text(p.key, lang, rel=rel, rel_acc=rel_acc, **p.params) for p in slots.posts)


def phrase(key: str, lang: str, slots: Slots | None = None) -> str:
    """A noun phrase with its slots filled in the forms its template asks for."""
    slots = slots or Slots()
    raw = template(key, lang)
    values: dict[str, str] = {}
    for name in fields(raw):
        family, _, form = name.partition("_")
        if family == "adj":
            values[name] = _adjectives(slots, form, lang)
        elif family == "post":
            pronouns = form.split("_") if form else ["that", ""]
            values[name] = _posts(slots, pronouns[0], pronouns[-1] if form else "", lang)
        elif name == "sub":
            values[name] = slots.subtypes
        else:
            values[name] = "?"
    return _spaces(raw.format(**values))


def join(items: Sequence[str], lang: str, conjunction: str = "and") -> str:
    """'a, b and c' (or 'or') in `lang`."""
    items = [i for i in items if i]
    if len(items) < 2:
        return items[0] if items else ""
    return text(f"card:list:{conjunction}", lang, first=", ".join(items[:-1]), last=items[-1])


def _spaces(value: str) -> str:
    """Collapse the spaces empty slots leave (a phrase keeps the comma that closes a German
    relative clause: 'jede Kreatur, die du kontrollierst, erhält')."""
    value = re.sub(r"\s+", " ", value).strip()
    value = re.sub(r"\s+([,.;:)])", r"\1", value)
    value = re.sub(r"\(\s+", "(", value)
    return re.sub(r",(\s*,)+", ",", value)


def tidy(value: str) -> str:
    """A finished text: spaces collapsed, and no closing comma before a stop, a bracket or the end."""
    value = _spaces(re.sub(r"\s*\(\s*\)", "", value))  # details nobody knows: a token not in the library
    value = re.sub(r",(?=\s*\(|\s*—)", "", value)
    return re.sub(r",(?=[.;:)]|$)", "", value)


def sentence(value: str, lang: str) -> str:
    """A finished sentence: tidied, capitalized, English articles agreeing ('an artifact')."""
    value = tidy(value)
    if lang == "en":
        value = re.sub(r"\b([Aa]) (?=[aeiouAEIOU])", r"\1n ", value)
    return value[:1].upper() + value[1:]


def capitalized(value: str) -> str:
    return value[:1].upper() + value[1:]


def keyword(name: str, game: str, lang: str) -> str:
    """A keyword as the rulings name it (the glossary, then the vocabulary: judge.explain.values);
    the few that neither has ("can't be countered", "ward {2}") from the card text catalog."""

    found = named(name, game, lang)
    ward = re.fullmatch(r"ward (\{.*\})", name)
    if found != name:
        return found
    if f"card:keyword:{name}" in MESSAGES:
        return text(f"card:keyword:{name}", lang)
    return text("card:keyword:ward", lang, cost=ward.group(1)) if ward else name


def keywords(names: Iterable[str], game: str, lang: str) -> str:
    return join([keyword(k, game, lang) for k in names], lang)
