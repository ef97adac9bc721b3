"""German and Dutch Yu-Gi-Oh! wording a native judge struck out, kept from coming back.

Each guard reads every place the wording lives: the message catalogs, the glossary prose, the
rulebook summaries (judge/rules/yugioh) and the library's scenario titles and descriptions.
docs/terminology.md records the decisions (German and Dutch Yu-Gi-Oh! sections).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
import yaml

from judge.explain.i18n import LOCALE_DIR

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def _texts(lang: str) -> tuple[tuple[str, str], ...]:
    """(where, text) for every Yu-Gi-Oh! text in `lang` and every message of the catalogs."""
    found = [(f"{path.name}:{number}", line) for path in sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if line.startswith("msgstr")]
    for path in sorted((ROOT / "glossary/yugioh").glob("*.yaml")):
        entry = yaml.safe_load(path.read_text(encoding="utf-8"))
        found.append((f"glossary/yugioh/{path.name}", (entry.get("definitions") or {}).get(lang, "")))
    for section, entry in yaml.safe_load((ROOT / "judge/rules/yugioh/core.yaml").read_text(encoding="utf-8")).items():
        found.append((f"rules {section}", entry.get(lang, "")))
    for path in sorted((ROOT / "scenarios/yugioh").rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for key in ("title", "description"):
            if isinstance(data.get(key), dict):
                found.append((f"{path.relative_to(ROOT)} {key}", data[key].get(lang, "")))
    return tuple((where, " ".join(text.split())) for where, text in found)


def _hits(lang: str, pattern: re.Pattern[str]) -> list[str]:
    return [f"{where}: ...{text[max(0, m.start() - 50):m.end() + 30]}..."
            for where, text in _texts(lang) for m in pattern.finditer(text)]


# German cards say "die ATK" and "die DEF" (Angriffskraft, Verteidigungskraft): feminine singular
# everywhere. These forms are masculine ("Der höhere ATK gewinnt", "den vollen ATK") or plural
# ("Sind die ATK höher", "Es zählen die ATK"); "in Höhe der ATK" (genitive) is right.
GERMAN_ATK_NOT_FEMININE = re.compile(
    r"\b(?:den|dem|des|einen|seinen|ihren)\s+(?:\w+e[nmr]?\s+)?(?:ATK|DEF)\b"
    r"|\b[Dd]er\s+\w+e\s+(?:ATK|DEF)\b|(?:^|[.:;]\s+)Der\s+(?:ATK|DEF)\b"
    r"|(?<!und )(?<![\d}] )\b(?:ATK|DEF)\s+(?:sind|werden|haben)\b|\b(?:[Ss]ind|zählen|werden)\s+die\s+(?:ATK|DEF)\b"
    r"|\b(?:ATK|DEF)\b[^.;:]{0,40}?\b[Ee]r\s+(?:zählt|wird)\b")


def test_german_atk_and_def_are_feminine_everywhere() -> None:
    assert not _hits("de", GERMAN_ATK_NOT_FEMININE)


def test_the_atk_guard_catches_the_old_forms() -> None:
    for old in ("Der höhere ATK gewinnt", "ein direkter Angriff verursacht den vollen ATK",
                "Sind die ATK höher, wird", "Es zählen die ATK, die", "neben den ATK gedruckt"):
        assert GERMAN_ATK_NOT_FEMININE.search(old), old
    for right in ("Die höhere ATK gewinnt", "Schaden in Höhe der ATK des Ziels", "Es zählt die ATK",
                  "ATK und DEF sind gleich", "wenn beide 0 ATK haben"):
        assert not GERMAN_ATK_NOT_FEMININE.search(right), right


# A player is never "er" (docs/terminology.md), and a card named in „…“ has no gender a pronoun
# could follow; German descriptions name the player or card again or say "das Monster".
GERMAN_PRONOUN = re.compile(r"\b(?:[Ee]r|ihn|ihm|sein(?:e|en|em|er|es))\b")


def test_german_yugioh_titles_and_descriptions_use_no_er_or_sein() -> None:
    hits = [f"{where}: {text}" for where, text in _texts("de")
            if where.startswith("scenarios/") and GERMAN_PRONOUN.search(text)]
    assert not hits, "\n".join(hits)


# Dutch "Set" is the glossary's headword: setten, set ("Yugi set ..."), geset, gesette. The
# Dutch verb "zetten" stays for a position change ("zet het monster in Defense Position").
DUTCH_SET_DRIFT = re.compile(r"(?<!Position )\bgezet(?:te)?\b|\(Set\)|\bzet\b[^.;:]*\bface-down\b|\bgesloten\b")
# Summoning is "summonen" (summont, gesummond, een Summon); "oproepen" is the old rulebook's word.
DUTCH_SUMMON_DRIFT = re.compile(r"\b(?:opgeroepen|oproep\w*|op te roepen|roept)\b")
# A bare "negate" as a Dutch finite verb ("Solemn Judgment negate een ..."): "doet ... teniet".
DUTCH_BARE_NEGATE = re.compile(r"(?<!\()\bnegate\b(?! Attack)(?!\))")


@pytest.mark.parametrize("pattern", [DUTCH_SET_DRIFT, DUTCH_SUMMON_DRIFT, DUTCH_BARE_NEGATE],
                         ids=["set", "summon", "negate"])
def test_dutch_yugioh_says_set_summon_and_negate_one_way(pattern: re.Pattern[str]) -> None:
    hits = [hit for hit in _hits("nl", pattern)
            if not hit.startswith(("errors.po", "web", "authoring.po", "card_text.po"))]
    assert not hits, "\n".join(hits[:30])


def test_the_dutch_guards_catch_the_old_forms() -> None:
    assert DUTCH_SET_DRIFT.search("Yugi zet Summoned Skull face-down in Defense Position (Set).")
    assert DUTCH_SET_DRIFT.search("Een gezet monster telt pas als gesummond")
    assert not DUTCH_SET_DRIFT.search("In Main Phase 2 zet Yugi Dark Magician in Defense Position.")
    assert not DUTCH_SET_DRIFT.search("Yugi heeft Dark Magician in Defense Position gezet")
    assert DUTCH_SUMMON_DRIFT.search("om Summoned Skull op te roepen")
    assert DUTCH_BARE_NEGATE.search("Solemn Judgment negate een Tribute Summon")
    assert not DUTCH_BARE_NEGATE.search("Kaiba activeert Negate Attack")
    assert not DUTCH_BARE_NEGATE.search("doet de aanval teniet (negate)")


# Dutch "hij"/"zijn" for a card named in the sentence guesses a gender the name doesn't have.
DUTCH_CARD_PRONOUN = ("zijn effecten gelden", "zolang hij daar", "zijn Flip-effect", "zijn Flip Effect")


@pytest.mark.parametrize("bad", DUTCH_CARD_PRONOUN)
def test_dutch_says_de_effecten_ervan_for_a_card(bad: str) -> None:
    """Glossary and rulebook prose say "een monster ... zijn" of a common noun, which is right."""
    assert not [hit for hit in _hits("nl", re.compile(re.escape(bad))) if not hit.startswith(("glossary", "rules"))]


@functools.cache
def _ruling(path: str, lang: str) -> str:
    from judge.explain.render import to_json
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    data = to_json(rule(load_scenario_file(str(ROOT / "scenarios/yugioh" / path))), lang)
    return "\n".join([step["text"] for step in data["steps"]] + [item["text"] for item in data["illegal"]])


@pytest.mark.parametrize(("path", "lang", "says"), [
    ("actions/two-attacks-one-turn.yaml", "de", "Die höhere ATK gewinnt"),
    ("actions/spell-speed-1-cannot-be-a-chain-link.yaml", "de",
     "hat Zaubergeschwindigkeit 1, das vorige Kettenglied aber Zaubergeschwindigkeit 1:"),
    ("actions/summon-in-battle-phase-is-illegal.yaml", "de",
     "kann nur in der eigenen Main Phase ein Monster als Normal- oder Flippbeschwörung beschwören"),
    ("seed/set-summoned-skull-with-one-tribute.yaml", "nl", "face-down in Defense Position."),
    ("seed/each-duelist-has-a-field-zone.yaml", "nl", "de effecten ervan gelden zolang de kaart daar blijft"),
])
def test_a_ruling_reads_as_the_judge_corrected_it(path: str, lang: str, says: str) -> None:
    assert says in _ruling(path, lang)


def test_a_change_of_atk_and_def_cites_the_monster_cards_section_not_targeting() -> None:
    from judge.explain.render import to_json
    from judge.rules import rule_table
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    data = to_json(rule(load_scenario_file(str(ROOT / "scenarios/yugioh/actions/damage-step-atk-boost.yaml"))), "en")
    cited = [step["rules"] for step in data["steps"] if step["event"] == "stats_gained"]
    assert cited == [["Monster Cards"]]
    assert {"en", "de", "nl"} <= set(rule_table("yugioh")["Monster Cards"])


@pytest.mark.parametrize(("lang", "says"), [
    ("de", "Jedes Monster vom Typ Fee verliert 200 ATK und 200 DEF."),
    ("nl", "Elk monster van het type Fairy verliest 200 ATK en 200 DEF."),
    ("en", "Each Fairy monster loses 200 ATK and 200 DEF."),
])
def test_a_monster_loses_atk_as_the_cards_print_it(lang: str, says: str) -> None:
    """Yami lowers Fairies: the cards say "verliert 200 ATK", never "erhält -200 ATK"."""
    from judge.cards.library import load_library
    from judge.explain.card_text import card_text

    text = card_text(load_library("yugioh").get("Yami"), "yugioh", lang).body()
    assert says in text and "-200" not in text and "+200" not in text


# Dutch Yu-Gi-Oh! couples an Equip Spell (koppelen, gekoppeld), as the rulings and the glossary do;
# "uitrusten" and "equippen" were a second and a third word for it.
DUTCH_EQUIP_DRIFT = re.compile(r"\b(?:uitgerust\w*|uitrust\w*|[Rr]ust\b[^.]*\buit\b|equipp\w*|equipt)\b")


def test_dutch_yugioh_couples_an_equip_spell() -> None:
    hits = [hit for hit in _hits("nl", DUTCH_EQUIP_DRIFT) if not hit.startswith(("card_text.po", "errors.po"))]
    assert not hits, "\n".join(hits)
