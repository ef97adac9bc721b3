"""Rule references in glossary queries: numbers compared as parts, terms ranked by specificity."""

from __future__ import annotations

import pytest

from judge.glossary.rulerefs import EXACT, NEIGHBOUR, PARENT, SECTION, UNDER, numbers_in, parse_number, relation
from judge.glossary.search import search


@pytest.mark.parametrize(("query", "number"), [
    ("702.19b", "702.19b"), ("rule 702.19b", "702.19b"), ("CR 702.19", "702.19"), ("613", "613"),
    ("510.1c", "510.1c"), ("Regel 702.19b", "702.19b"), ("regel 302.6", "302.6"), ("cr702.19c", "702.19c"),
    ("CR 702.19B", "702.19b"), ("§ 613.8", "613.8"), ("702.019", "702.19"),
    ("702.19 b", "702.19b"), ("rule 702.19(b)", "702.19b"), ("r. 702.9", "702.9"), ("r702.9", "702.9"),
    ("art. 702.9", "702.9"), ("section 506", "506"), ("Abschnitt 506", "506"),
])
def test_rule_numbers_as_people_type_them(query: str, number: str) -> None:
    parsed = parse_number(query)
    assert parsed and parsed[0] == number


@pytest.mark.parametrize("query", ["7021", "1/1", "702.19 trample", "rule", "099", "2024", "702.19bb"])
def test_what_is_no_rule_number(query: str) -> None:
    assert parse_number(query) is None


def test_numbers_compare_as_parts_not_text() -> None:
    assert relation((702, 2), (702, 2)) == EXACT
    assert relation((702, 20, "a"), (702, 2)) == 0  # 702.2 is not 702.20
    assert relation((702, 156, "a"), (702, 15)) == 0  # 702.15 is not 702.156
    assert relation((702, 15, "a"), (702, 15)) == UNDER
    assert relation((702, 19), (702, 19, "b")) == PARENT


def ids(query: str, **kwargs) -> list[str]:
    return [r["id"] for r in search(query, **kwargs)["results"]]


def test_a_rule_number_finds_the_terms_citing_it() -> None:
    assert ids("702.19b")[0] == "trample"
    assert "ravenous" not in ids("702.15") and ids("702.15")[0] == "lifelink"
    assert ids("702.2")[0] == "deathtouch" and "vigilance" not in ids("702.2")
    assert ids("702.20")[0] == "vigilance"


def test_the_term_whose_main_rule_it_is_comes_first() -> None:
    """Summoning sickness lists 302.6 first; Haste and the tap symbol cite it in passing."""
    assert ids("302.6")[0] == "summoning-sickness"
    assert ids("613")[0] == "layer"  # six of its rules lie under 613


def test_a_section_asked_alone_is_the_home_of_the_term_citing_its_first_rule() -> None:
    """603.1 says what 603 is about: Triggered ability cites it (after its main rule 113.3c);
    Delayed triggered ability and Trigger cite other rules of 603 first."""
    assert ids("603")[0] == "triggered-ability"
    assert ids("603.7")[0] == "delayed-triggered-ability"


def test_obsolete_terms_come_after_todays() -> None:
    assert ids("701.21")[0] == "sacrifice"  # not Bury, which cited it too


def test_the_rule_itself_is_in_the_json() -> None:
    rule = search("rule 704.5j")["rule"]
    assert rule["game"] == "mtg" and rule["number"] == "704.5j" and rule["url"] == "/rules/mtg/704.5j"
    assert search("trample")["rule"] is None


def test_a_yugioh_section_name_finds_its_terms() -> None:
    found = search("rule Battle Positions")
    assert found["rule"]["game"] == "yugioh" and found["rule"]["number"] == "Battle Positions"
    assert found["results"][0]["id"] == "battle-position"
    assert search("Damage Calculation")["results"][0]["id"] == "damage-calculation"
    assert search("Damage Step rules")["rule"]["number"] == "Damage Step"
    assert search("Damage Step")["rule"] is None  # the term's own name: the term, not the section


def test_a_game_filter_keeps_numbers_to_magic() -> None:
    assert search("702.19b", game="yugioh")["results"] == []


def test_a_rule_no_term_cites_finds_the_terms_citing_its_neighbours() -> None:
    """702.15c: Lifelink cites 702.15a, b, d and e; 614.12: the replacement effect's section;
    never across a keyword section (702.130 is no other keyword's rule)."""
    assert ids("702.15c") == ["lifelink"]
    assert ids("614.12")[0] == "replacement-effect"
    assert ids("704.5d")[0] == "state-based-actions"
    assert ids("702.130") == []
    assert relation((702, 15, "a"), (702, 15, "c")) == NEIGHBOUR
    assert relation((614, 1, "a"), (614, 12)) == SECTION
    assert relation((702, 19, "a"), (702, 130)) == 0


def test_numbers_inside_a_longer_query() -> None:
    assert numbers_in("what does rule 702.19b say") == ([("702.19b", (702, 19, "b"))], "what does say")
    assert [n for n, _p in numbers_in("702.19b vs 702.2c")[0]] == ["702.19b", "702.2c"]
    assert numbers_in("rule 613 layers")[0] == [("613", (613,))]
    # a bare three-digit number in a sentence is a quantity, not a section
    assert numbers_in("deal 100 damage") == ([], "deal 100 damage")
    assert numbers_in("7021 life") == ([], "7021 life")


def test_a_rule_number_in_a_question_finds_its_terms_and_the_words_choose_among_them() -> None:
    answer = search("what does rule 702.19b say")
    assert ids("what does rule 702.19b say") == ["trample"] and answer["rule"]["number"] == "702.19b"
    assert ids("was sagt Regel 704.5j")[0] == "legend-rule"
    assert ids("rule 702.2c and deathtouch")[0] == "deathtouch"  # 702.2c: Lethal damage's and Trample's too
    assert ids("rule 702.2c trample")[0] == "trample"
    assert ids("cr 603.3b apnap")[0] == "apnap-order"
    assert ids("903.4a commander")[:2] == ["color-identity", "commander"]  # the number first: 903.4a
    assert "first-strike" in ids("rule 510.1c first strike")  # a term the words name, below the rule's
    assert {"trample", "deathtouch"} <= set(ids("702.19b vs 702.2c")[:3])
    assert search("deal 100 damage")["rule"] is None
