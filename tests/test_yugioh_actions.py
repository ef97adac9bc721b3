"""The Yu-Gi-Oh! `actions:` API (judge/yugioh/actions.py) and its input errors (rulings: scenarios/yugioh/actions)."""

from __future__ import annotations

import pytest

from judge.scenario.errors import ScenarioError
from judge.scenario.load import load_scenario_file, load_scenario_text
from judge.scenario.schema import scenario_schema
from judge.yugioh import actions

BOARD = ("game: yugioh\nplayers:\n  - name: Yugi\n    monsters: [Dark Magician]\n    hand: [Celtic Guardian]\n"
         "  - name: Kaiba\n    spells_traps: [{card: Mirror Force, set: true}]\nturn: {active: Yugi, phase: main1}\n")


def test_play_stops_right_after_the_last_action() -> None:
    duel, _ = actions.play(load_scenario_text(BOARD + "actions:\n  - {to: battle}\n"
                                              "  - {attack: {attacker: Dark Magician, target: direct}}\n"
                                              "  - {activate: Mirror Force, by: Kaiba}\n"))
    assert [link.card.card.name for link in duel.chain] == ["Mirror Force"]
    assert actions.holder(duel) == "Yugi"  # after Kaiba's Chain Link, Yugi may respond
    assert duel.duelist("Kaiba").life == 8000 and not duel.finished


def test_finish_resolves_what_play_left_open() -> None:
    loaded = load_scenario_file("scenarios/yugioh/actions/summon-then-trap-hole.yaml")
    duel, _ = actions.play(loaded)
    actions.finish(duel)
    assert duel.attack is None and duel.duelist("Kaiba").life == 7200


def test_the_holder_passes_implicitly_before_a_response() -> None:
    duel, _ = actions.play(load_scenario_text(BOARD + "actions:\n  - {summon: {card: Celtic Guardian, by: Yugi}}\n"))
    assert actions.holder(duel) == "Yugi"  # the turn player acts first after his own Summon
    actions.pass_(duel, "Kaiba")  # Yugi passes first, then Kaiba: the moment of the Summon is over
    assert duel.summon is None and duel.passes == 0 and actions.holder(duel) == "Yugi"


@pytest.mark.parametrize(("entry", "line_text"), [
    ("{sumon: {card: Celtic Guardian}}", "did you mean 'summon'"),
    ("{to: battel}", "did you mean 'battle'"),
    ("{pass: Kaiba, by: Yugi}", "unknown key 'by' in the 'pass' action"),
    ("{activate: Mirror Force, efect: 2}", "did you mean 'effect'"),
    ("pass", "an action is a mapping"),
])
def test_a_bad_action_is_a_located_error(entry: str, line_text: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        load_scenario_text(BOARD + f"actions:\n  - {entry}\n")
    assert caught.value.line == BOARD.count("\n") + 2
    assert line_text in str(caught.value)


def test_a_reference_in_an_action_is_checked() -> None:
    from judge.yugioh.engine import rule

    with pytest.raises(ScenarioError) as caught:
        rule(load_scenario_text(BOARD + "actions:\n  - {pass: Kiaba}\n"))
    assert "Kaiba" in str(caught.value) and caught.value.line == BOARD.count("\n") + 2


def test_the_schema_lists_every_action() -> None:
    document = scenario_schema("yugioh")
    text = str(document["properties"]["actions"]) + str(document.get("$defs", {}))
    for key in ("SummonAction", "SetAction", "ActivateAction", "AttackAction", "ChangePositionAction",
                "PassAction", "ResolveAction", "ToAction"):
        assert key in text


def test_a_card_that_moved_earlier_is_an_illegal_action_a_misspelt_one_an_error() -> None:
    from judge.yugioh.engine import rule

    played = BOARD + "actions:\n  - {summon: {card: Celtic Guardian, by: Yugi}}\n  - {to: battle}\n"
    ruling = rule(load_scenario_text(played + "  - {summon: {card: Celtic Guardian, by: Yugi}}\n"))
    assert [i.params["reason"] for i in ruling.illegal] == ["not_there"]  # on the field now, not in the hand
    with pytest.raises(ScenarioError) as caught:
        rule(load_scenario_text(played + "  - {attack: {attacker: Celtic Guardain, target: direct}}\n"))
    assert "did you mean 'Celtic Guardian'" in str(caught.value)
