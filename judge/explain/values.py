"""Event parameters in the page language: the typed values of judge/events.py become words.

Card names come from the card library, step names from the outlines, keywords from the
glossary; options, counters, types and the parts of a target requirement from the vocabulary
catalog (judge/explain/catalog/vocabulary.py). Everything else (player names, numbers, rule
numbers) is shown as it is.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from judge.events import (
    UNKNOWN_CARD,
    CardName,
    CounterKind,
    Keyword,
    Listing,
    ModeChoice,
    Requirement,
    StepName,
    Tally,
    TypeLine,
    TypeName,
    Word,
)
from judge.explain.i18n import gettext
from judge.explain.messages import MESSAGES
from judge.explain.vocabulary import vocabulary
from judge.glossary.words import load_words
from judge.parts import Parts

# Words a ruling needs only when a step or a target requirement is named (start-up: the turn outline's
# model and the requirement phrases aren't compiled for a ruling without them), and the nouns with their
# articles and forms for the first word that has them (a step, a counter, a keyword's variants).
parts = Parts(outline="judge.outline", requirement="judge.explain.requirement", grammar="judge.explain.grammar")


def card_name(name: str, game: str, lang: str) -> str:
    """A card's printed name in `lang` when the library knows one, else its English name."""
    if name == UNKNOWN_CARD:
        return vocabulary("text:unknown_card", lang)
    if lang == "en":
        return name
    from judge.cards.library import load_library  # lazy: start-up (`judge glossary search` needs no card library)

    card = load_library(game).get(name)
    return card.localized_name(lang) if card is not None else name


def quoted_name(name: str, lang: str) -> str:
    """A card name in a German sentence, in German quotation marks: „Dunkler Magier“ stays as printed
    in every case ("greift „Dunkler Magier“ an", not "greift Dunkler Magier an"), and a plural name
    takes a verb in the singular as a title does („Grizzlybären“ greift an)."""
    return f"„{name}“" if lang == "de" and not name.startswith("„") else name


def joined(parts: list[str], separator: str, lang: str) -> str:
    """Parts of a Listing in the page language; a comma list ends with "und"/"en" in German and Dutch."""
    if separator != ", " or len(parts) < 2 or lang == "en":
        return separator.join(parts)
    return f"{', '.join(parts[:-1])} {vocabulary('word:and', lang, fallback='and')} {parts[-1]}"


def keyword(word: str, game: str, lang: str) -> str:
    """A keyword's glossary name in `lang`; in running text lower case except German nouns.
    Keywords with a parameter ("protection from red", "islandwalk") come from the vocabulary."""

    term = load_words().get((game, word.strip().lower().replace(" ", "-")))
    numbered = re.fullmatch(r"(\w+) (\d+)", word.strip())
    if term is None and numbered:  # "toxic 2": the glossary's keyword and its number
        return f"{keyword(numbered.group(1), game, lang)} {numbered.group(2)}"
    if term is None:
        return vocabulary(f"keyword:{word}", lang, fallback=word)
    name = term.names[lang]
    return name if lang == "de" or name.isupper() else name[:1].lower() + name[1:]


def keyword_value(word: str, game: str, lang: str) -> str:
    """A keyword as a message value, with the forms a message may ask for: the spells of a card
    type (`{card_type:spells}`: "Kreaturenzauber") and what a protection's quality says of the
    object it stops (`{keyword:quality}`: "ist schwarz" for protection from black, 702.16a)."""
    forms = {}
    spells = vocabulary(f"spells:{word}", lang, fallback="")
    if spells:
        forms["spells"] = spells
    if word.startswith("protection from "):
        quality = word.removeprefix("protection from ")
        forms["quality"] = vocabulary(f"quality:{quality}", lang, fallback=vocabulary("quality:other", lang))
    name = keyword(word, game, lang)
    return parts.grammar.Variants(name, **forms) if forms else name


def keyword_noun(word: str, game: str, lang: str) -> str:
    """A keyword after "mit"/"ohne": German cards name the keyword Fliegend as a noun there ("jede
    Kreatur ohne Flugfähigkeit"); a glossary form ending in -keit is that noun, else the headword."""
    name = keyword(word, game, lang)
    term = load_words().get((game, word.strip().lower().replace(" ", "-"))) if lang == "de" else None
    nouns = [form for form in (term.forms[lang] if term else []) if form.endswith(("keit", "heit"))]
    return nouns[0] if nouns else name


class KeywordList(str):
    """Keywords a sentence names (its text: their names joined). A German message asks with
    `{keywords:gains}` for the predicate German cards print: "erhält Flugfähigkeit und
    Erstschlag", "verursacht Trampelschaden" (a glossary form starting with a verb replaces "erhält")."""

    gains: str

    def __new__(cls, text: str, gains: str) -> KeywordList:
        words = super().__new__(cls, text)
        words.gains = gains
        return words

    def __format__(self, spec: str) -> str:
        return self.gains if spec == "gains" else format(str(self), spec)


def keyword_list(words: tuple[str, ...], game: str, lang: str) -> KeywordList:
    """Several keywords in running text, and (German) the predicate of a creature that gains them."""
    names = [keyword(w, game, lang) for w in words]
    text = joined(names, ", ", lang) if lang != "en" or len(names) < 2 else \
        f"{', '.join(names[:-1])} {vocabulary('word:and', lang, fallback='and')} {names[-1]}"
    if lang != "de":
        return KeywordList(text, text)
    nouns, verbs = [], []
    for word in words:
        term = load_words().get((game, word.strip().lower().replace(" ", "-")))
        verb = [f for f in (term.forms["de"] if term else []) if f.startswith("verursacht ")]
        (verbs if verb else nouns).append(verb[0] if verb else keyword_noun(word, game, lang))
    gains = [f"erhält {joined(nouns, ', ', lang)}"] if nouns else []
    return KeywordList(text, joined([*gains, *verbs], ", ", lang))


# The order of card types on a printed type line ("Artifact Creature", "Enchantment Artifact")
TYPE_ORDER = ("Kindred", "Enchantment", "Artifact", "Land", "Creature", "Planeswalker", "Battle", "Instant", "Sorcery")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Token")


def subtype_name(name: str, lang: str) -> str:
    """A subtype in `lang` ("Forest" -> "Wald")."""
    key = f"card:subtype:{name}"
    return gettext(MESSAGES[key], lang) if key in MESSAGES else vocabulary(f"type:{name}", lang, fallback=name)


def type_line(words: list[str], subtypes: list[str], lang: str) -> str:
    """Supertypes and card types, then subtypes, as a type line in `lang`. A known combination is
    one message (German writes "Artefaktkreatur", "Verzauberungskreatur", "Artefaktland", never
    "Artefakt Kreatur"); German subtypes are separated by commas ("Zwerg, Adliger")."""
    order = {w: i for i, w in enumerate(TYPE_ORDER)}
    words = sorted(words, key=lambda w: order.get(w, -1))  # supertypes first, as printed
    key = f"card:typeline:{' '.join(words)}"
    line = gettext(MESSAGES[key], lang) if key in MESSAGES else \
        " ".join(vocabulary(f"type:{w}", lang, fallback=w) for w in words)
    separator = ", " if lang == "de" else " "
    named = separator.join(subtype_name(s, lang) for s in subtypes)
    return f"{line} — {named}" if line and named else line or named


def step_name(step: str, game: str, lang: str) -> str:
    """A step or phase by its outline id, as a noun with its article (`{step:The}` in a message): a
    judge.explain.grammar.Noun."""

    steps = {s.id: s for p in parts.outline.load_outline(game).phases for s in (p, *p.steps)}
    grammar = parts.grammar
    return grammar.noun(steps[step].name.get(lang), lang) if step in steps else grammar.Noun(step)


def counter_kind(kind: str, lang: str) -> str:
    """'loyalty' -> 'Loyalitätsmarke', plural 'Loyalitätsmarken' (German names the counter itself),
    'loyalty' (English and Dutch messages add "counter"/"counters"); `{counter:pl}` is the plural (a
    judge.explain.grammar.Forms)."""
    singular = vocabulary(f"counter:{kind}", lang, fallback=vocabulary("counter:other", lang, kind=kind))
    plural = vocabulary(f"counters:{kind}", lang, fallback=vocabulary("counters:other", lang, kind=kind))
    return parts.grammar.Forms(singular, plural)


def tally(value: Tally, lang: str) -> str:
    """Counters or damage a permanent has, after "with": "one +1/+1 counter", "einer +1/+1-Marke",
    "2 Schadenspunkten" (German dative), "één +1/+1-counter"."""
    one = ":one" if value.count == 1 else ""
    if isinstance(value.what, CounterKind):
        return vocabulary(f"with:counter{one}", lang, counter=counter_kind(value.what, lang), count=value.count)
    return vocabulary(f"with:{value.what}{one}", lang, count=value.count)


def mode_choice(value: ModeChoice, lang: str) -> str:
    """What the chosen modes do, written from the card's data ("2: " first when numbered)."""
    # cycle, not yet broken: the card-text writers (card_text/words.py) name keywords through this module
    from judge.explain.card_text.mtg import mode_text

    parts = [mode_text(value.card, value.modal, i, lang) for i in value.chosen]
    if value.numbered:
        return " ".join(f"{i + 1}: {part.rstrip('.')}" for i, part in zip(value.chosen, parts, strict=True))
    return " ".join(parts)


_PLAIN = frozenset({str, int, bool, float, type(None)})


class FrozenText(str):
    """A value whose words were rendered in every language when its ruling was stored (a chosen
    mode's text, judge/explain/neutral.py): shown in the page language."""

    texts: dict[str, str]

    def __new__(cls, key: str, texts: dict[str, str]) -> FrozenText:
        value = super().__new__(cls, key)
        value.texts = texts
        return value


def counted(parts: list[str], lang: str) -> list[str]:
    """Equal parts once each, in the order they first come, with their number when more than one:
    six Mountains are "Mountain (6×)", as a card name has no plural form to count with."""
    numbers = Counter(parts)
    return [part if numbers[part] == 1 else vocabulary("list:same_name", lang, name=part, count=numbers[part])
            for part in numbers]


def in_runs(parts: list[str], lang: str) -> list[str]:
    """Equal parts next to each other once, with their number when more than one, in their order: an
    order of 95 alike triggers reads "Blood Artist (1) (95×)" instead of naming it 95 times."""
    runs: list[tuple[str, int]] = []
    for part in parts:
        if runs and runs[-1][0] == part:
            runs[-1] = (part, runs[-1][1] + 1)
        else:
            runs.append((part, 1))
    return [part if count == 1 else vocabulary("list:same_name", lang, name=part, count=count)
            for part, count in runs]


def localized(value: Any, game: str, lang: str) -> Any:
    """A parameter in the page language; values that aren't words of the game as they are."""
    if type(value) in _PLAIN:  # most parameters (a word of the game is a subclass of str)
        return value
    if isinstance(value, FrozenText):
        return value.texts.get(lang) or value.texts.get("en", str(value))
    if isinstance(value, CardName):
        return quoted_name(card_name(value, game, lang), lang)
    if isinstance(value, Keyword):
        return keyword_value(value, game, lang)
    if isinstance(value, StepName):
        return step_name(value, game, lang)
    if isinstance(value, Word):
        return vocabulary(f"word:{value}", lang, fallback=str(value))
    if isinstance(value, CounterKind):
        return counter_kind(value, lang)
    if isinstance(value, Tally):
        return tally(value, lang)
    if isinstance(value, TypeLine):
        head, _, tail = value.partition(" — ")
        words = head.split()  # without a dash, subtypes alone ("Frog") are not types
        return type_line([w for w in words if w in TYPE_ORDER or w in SUPERTYPES],
                         [w for w in words if w not in TYPE_ORDER and w not in SUPERTYPES] + tail.split(), lang)
    if isinstance(value, TypeName):
        return vocabulary(f"type:{value}", lang, fallback=str(value))
    if isinstance(value, Listing):
        if not value.parts:  # its `empty` text is a word of the vocabulary ("none"), or nothing
            return vocabulary(f"word:{value}", lang, fallback=str(value)) if value else value
        shown = [str(localized(p, game, lang)) for p in value.parts]
        if value.counted:
            shown = counted(shown, lang)
        elif value.runs:
            shown = in_runs(shown, lang)
        if value.conjunction and len(shown) > 1:  # "Craw Wurm and Typhoid Rats leave ..."
            return f"{value.separator.join(shown[:-1])} {vocabulary('word:and', lang, fallback='and')} {shown[-1]}"
        return joined(shown, value.separator, lang)
    if isinstance(value, ModeChoice):
        return mode_choice(value, lang)
    if isinstance(value, Requirement):

        return parts.requirement.worded(value, lang)
    if isinstance(value, tuple) and value and all(isinstance(v, Keyword) for v in value):
        return keyword_list(value, game, lang)
    return value
