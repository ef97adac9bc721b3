"""Every message exists in de and nl, with the same placeholders as the English msgid."""

from __future__ import annotations

import re
import string

import pytest

from judge.explain.i18n import LOCALE_DIR, catalog, plural_catalog
from judge.explain.messages import MESSAGES


def _fields(template: str) -> set[str]:
    """The placeholders of a message. A card text noun phrase names the form of its slots in a
    translation ({adj_en}, {post_der_den}: judge/explain/catalog/card_text.py), so those count
    as the English {adj} and {post}."""
    fields = {field for _, field, _, _ in string.Formatter().parse(template) if field}
    return {re.sub(r"^(adj|post)_[a-z_]+$", r"\1", field) for field in fields}


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_message_is_translated(lang: str) -> None:
    translations = catalog(lang)
    missing = [key for key, message in MESSAGES.items() if not translations.get(message)]
    assert not missing, f"untranslated in {LOCALE_DIR / lang}: {missing}"


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_placeholders_match(lang: str) -> None:
    translations = catalog(lang)
    for key, message in MESSAGES.items():
        assert _fields(translations[message]) == _fields(message), key


def test_every_emitted_event_kind_has_a_message() -> None:
    """Scan the engines for emitted event kinds; each needs a message (and so a translation)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "judge"
    kinds = set()
    for path in root.rglob("*.py"):
        for match in re.finditer(r'\.emit\(\s*f?"([a-z_{}.]+)"', path.read_text(encoding="utf-8")):
            kinds.add(match.group(1))
    keys = {key.split(":")[0] for key in MESSAGES}
    dynamic = {k for k in kinds if "{" in k}
    missing = sorted(k for k in kinds - dynamic if k not in keys)
    assert not missing, f"event kinds without a message: {missing}"
    for pattern in dynamic:
        prefix = pattern.split("{")[0]
        assert any(k.startswith(prefix) for k in keys), pattern


@pytest.mark.parametrize(("keywords", "lang", "expected"), [
    (("double strike", "flying"), "en", "Grizzly Bears gains double strike and flying."),
    (("double strike", "flying"), "de", "„Grizzlybären“ erhält Doppelschlag und Flugfähigkeit."),
    (("double strike", "flying"), "nl", "Grizzly Bears krijgt double strike en flying."),
    # keywords with a parameter are named by the vocabulary
    (("protection from red", "islandwalk"), "en", "Grizzly Bears gains protection from red and islandwalk."),
    (("protection from red", "islandwalk"), "de", "„Grizzlybären“ erhält Schutz vor Rot und Inseltarnung."),
    (("protection from red", "islandwalk"), "nl", "Grizzly Bears krijgt protection from red en islandwalk."),
])
def test_keywords_are_named_as_the_glossary_names_them(keywords: tuple[str, ...], lang: str, expected: str) -> None:
    from judge.events import CardName, Keyword
    from judge.explain.render import sentence

    params = {"card": CardName("Grizzly Bears"), "keywords": tuple(Keyword(k) for k in keywords)}
    assert sentence("keywords_granted", params, lang) == expected


def test_a_keyword_neither_the_glossary_nor_the_vocabulary_knows_stays_as_written() -> None:
    from judge.events import CardName, Keyword
    from judge.explain.render import sentence

    params = {"card": CardName("Grizzly Bears"), "keywords": (Keyword("protection from Goblins"),)}
    assert sentence("keywords_granted", params, "de") == "„Grizzlybären“ erhält protection from Goblins."


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_a_message_has_one_translation_in_a_language(lang: str) -> None:
    """The catalogs of a language are merged: a msgid two .po files share must read the same in both."""
    from babel.messages.pofile import read_po

    seen: dict[tuple[str | None, str], tuple[str, str]] = {}
    clashes = []
    for path in sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle, locale=lang):
                key = (message.context, str(message.id))
                if not message.id:
                    continue
                if key in seen and seen[key][1] != message.string:
                    clashes.append(f"{key[1]!r}: {seen[key]} / {(path.name, message.string)}")
                seen[key] = (path.name, str(message.string))
    assert not clashes, "\n".join(clashes)


def test_every_yugioh_target_and_activation_condition_has_its_own_message() -> None:
    """So the general messages, which would show the engine's identifier, are never needed."""
    from typing import get_args

    from judge.cards.yugioh_effects import Event, TargetSpec

    targets = get_args(TargetSpec.model_fields["what"].annotation)
    keys = [f"illegal:chain_link_refused:{prefix}{what}" for what in targets for prefix in ("target_", "no_target_")]
    keys += [f"illegal:chain_link_refused:when_{event}" for event in get_args(Event)]
    assert [key for key in keys if key not in MESSAGES] == []


PLURAL_HACK = re.compile(r"\w\((s|n|en|e|es|sen)\)|\b(gaat/gaan|kommt/kommen|wird/werden|wordt/worden|is/are)\b")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_no_message_fakes_a_plural(lang: str) -> None:
    """Plurals come from gettext plural forms (NP_ in judge/explain/catalog), never "card(s)"."""
    translations = catalog(lang)
    texts = {key: translations.get(m, m) if lang != "en" else m for key, m in MESSAGES.items()}
    texts |= {f"{key} (plural)": form for key, m in MESSAGES.items() if getattr(m, "plural", None)
              for form in ([m.plural] if lang == "en" else plural_catalog(lang).get(m, ()))}
    assert not {key: t for key, t in texts.items() if PLURAL_HACK.search(t)}


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_plural_message_has_its_plural_forms(lang: str) -> None:
    """German and Dutch have two forms (n == 1, n != 1); each has the English placeholders."""
    forms = plural_catalog(lang)
    for key, message in MESSAGES.items():
        if getattr(message, "plural", None) is None:
            continue
        assert len(forms.get(message, ())) == 2, f"{key}: no msgid_plural with msgstr[0] and msgstr[1] in {lang}"
        for form in forms[message]:
            assert _fields(form) == _fields(message) == _fields(message.plural), key


@pytest.mark.parametrize(("count", "lang", "expected"), [
    (1, "de", "Alice verliert 1 Lebenspunkt und hat jetzt 19."),
    (3, "de", "Alice verliert 3 Lebenspunkte und hat jetzt 17."),
    (1, "nl", "Alice verliest 1 life en heeft nu 19."),
    (1, "en", "Alice loses 1 life and now has 19."),
])
def test_a_count_chooses_the_plural_form(count: int, lang: str, expected: str) -> None:
    from judge.explain.render import sentence

    assert sentence("life_lost", {"player": "Alice", "amount": count, "life": 20 - count}, lang) == expected


def test_counters_are_counted_with_their_plural() -> None:
    from judge.events import CardName, CounterKind
    from judge.explain.render import sentence

    params = {"card": CardName("Grizzly Bears"), "counter": CounterKind("+1/+1")}
    assert sentence("counters_added", {**params, "count": 1}, "de") == "1 +1/+1-Marke wird auf „Grizzlybären“ gelegt."
    assert sentence("counters_added", {**params, "count": 2}, "de") == \
        "2 +1/+1-Marken werden auf „Grizzlybären“ gelegt."
    assert sentence("counters_added", {**params, "count": 2}, "nl") == \
        "Er worden 2 +1/+1-counters op Grizzly Bears gelegd."
    assert sentence("counters_added", {**params, "count": 1}, "en") == "1 +1/+1 counter is put on Grizzly Bears."
