"""Meaning errors a German or Dutch judge found once, kept from coming back.

Each was a word that reads fine but says something else: Dutch "willekeurig" is random, not
"any"; German "diese Karte" on a Counter Trap is the trap itself, not the card it answers;
"Stufe" is a monster's Level, not a Spell Speed; Dutch "negeren" is to ignore, not to negate.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from judge.explain.i18n import LOCALE_DIR

ROOT = Path(__file__).resolve().parent.parent


def _translations(lang: str, *areas: str) -> str:
    """Every msgstr of the given .po files (all areas when none is given), one per line."""
    paths = [LOCALE_DIR / lang / "LC_MESSAGES" / f"{a}.po" for a in areas] if areas else \
        sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"))
    return "\n".join(line for p in paths for line in p.read_text(encoding="utf-8").splitlines()
                     if line.startswith("msgstr"))


def _yaml_texts(folder: Path, lang: str) -> dict[str, str]:
    """The `lang` prose of every glossary entry or rule summary in a folder, by file and key."""
    found = {}
    for path in sorted(folder.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        entries = [("", data)] if "id" in data else list(data.items())
        for key, entry in entries:
            for part in ("definitions", None):
                block = entry.get(part, {}) if part else entry
                if isinstance(block, dict) and isinstance(block.get(lang), str):
                    found[f"{path.name}:{key}"] = block[lang]
    return found


def test_dutch_any_target_is_not_a_random_target() -> None:
    assert "willekeurig doelwit" not in _translations("nl")


def test_the_card_a_counter_trap_answers_is_not_this_card_in_german() -> None:
    from judge.explain.card_text.words import text

    assert "diese" not in text("card:ygo:group:responded_to", "de")


@pytest.mark.parametrize(("lang", "says"), [
    ("en", "Negate the activation of that Trap Card."), ("de", "Annulliere die Aktivierung der Fallenkarte."),
    ("nl", "Doe de activatie van die Trap Card teniet."),
])
def test_seven_tools_negates_only_the_activation_of_a_trap(lang: str, says: str) -> None:
    from judge.cards.library import load_library
    from judge.explain.card_text.yugioh import rules_lines

    written = " ".join(rules_lines(load_library("yugioh").get("Seven Tools of the Bandit"), lang))
    assert says in written and "Summon" not in written and "Beschwörung" not in written


def test_spell_speed_is_never_a_level_in_german() -> None:
    texts = {**_yaml_texts(ROOT / "glossary" / "yugioh", "de"),
             **_yaml_texts(ROOT / "judge" / "rules" / "yugioh", "de")}
    wrong = [where for where, text in texts.items()
             if re.search(r"Zaubergeschwindigkeit|Spell Speed", where + text) and re.search(r"\bStufe\b", text)
             and not re.search(r"Monster|Tribut|Level", text)]
    assert not wrong


def test_the_graveyard_is_not_a_stack_in_german() -> None:
    text = _yaml_texts(ROOT / "glossary" / "mtg", "de")["graveyard.yaml:"]
    assert "Stapel" not in text


def test_dutch_yugioh_never_says_ignore_for_negate() -> None:
    texts = [_translations("nl", "yugioh", "card_text_yugioh"),
             *_yaml_texts(ROOT / "glossary" / "yugioh", "nl").values(),
             *_yaml_texts(ROOT / "judge" / "rules" / "yugioh", "nl").values()]
    assert not [t for t in texts if re.search(r"\b(negeer\w*|negeren|genegeerd\w*)\b", t)]


def test_german_yugioh_has_no_magic_controller_word() -> None:
    """"Beherrscher" is Magic's German word; Yu-Gi-Oh! says who controls the card."""
    texts = [_translations("de", "yugioh", "card_text_yugioh"),
             *_yaml_texts(ROOT / "glossary" / "yugioh", "de").values(),
             *_yaml_texts(ROOT / "judge" / "rules" / "yugioh", "de").values()]
    assert not [t for t in texts if "Beherrscher" in t]
