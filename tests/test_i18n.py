"""Every message exists in de and nl, with the same placeholders as the English msgid."""

from __future__ import annotations

import re
import string

import pytest

from judge.explain.i18n import LOCALE_DIR, catalog
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
    (("double strike", "flying"), "en", "Grizzly Bears gains double strike, flying."),
    (("double strike", "flying"), "de", "Grizzlybären erhält Doppelschlag, Fliegend."),
    (("double strike", "flying"), "nl", "Grizzly Bears krijgt double strike, flying."),
    # keywords with a parameter are named by the vocabulary
    (("protection from red", "islandwalk"), "en", "Grizzly Bears gains protection from red, islandwalk."),
    (("protection from red", "islandwalk"), "de", "Grizzlybären erhält Schutz vor Rot, Inseltarnung."),
    (("protection from red", "islandwalk"), "nl", "Grizzly Bears krijgt protection from red, islandwalk."),
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
    assert sentence("keywords_granted", params, "de") == "Grizzlybären erhält protection from Goblins."


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
