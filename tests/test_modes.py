"""Modal spells and abilities (700.2) beyond Healing Salve: cards written only as data.

The gallery scenarios (scenarios/mtg/stack/healing-salve-*.yaml) teach the common case;
these check what they don't show: "choose two", a modal activated ability, the errors.
"""

from __future__ import annotations

import pytest

from judge.explain import render
from judge.ruling import rule
from judge.scenario import ScenarioError, load_scenario_text

CARDS = """
cards:
  - name: Test Triple Charm
    types: [Instant]
    mana_cost: "{1}{R}"
    spell:
      choose: 2
      modes:
        - effects: [{do: draw, count: 1}]
        - targets: [{type: player}]
          effects: [{do: gain_life, amount: 2, who: target}]
        - targets: [{type: any}]
          effects: [{do: deal_damage, amount: 1, to: target}]
  - name: Test Modal Idol
    types: [Artifact]
    mana_cost: "{2}"
    abilities:
      - kind: activated
        cost: "{T}"
        modes:
          - targets: [{type: creature}]
            effects: [{do: modify_pt, power: 1, toughness: 1, who: target}]
          - targets: [{type: player}]
            effects: [{do: lose_life, amount: 1, who: target}]
players:
  - name: Alice
    battlefield: [Test Modal Idol, Grizzly Bears]
    library: 5
  - name: Bob
    life: 10
"""


def _ruling(stack: str) -> dict:
    return render.to_json(rule(load_scenario_text("game: mtg\n" + CARDS + "stack:\n" + stack)), "en")


def test_choose_two_does_both_modes_in_printed_order_each_with_its_own_target() -> None:
    ruling = _ruling("  - {cast: Test Triple Charm, controller: Alice, targets: [Bob], mode: [3, 1]}\n")
    assert ruling["final"]["players"]["Bob"]["life"] == 9
    assert ruling["final"]["players"]["Alice"]["library"] == 4
    kinds = [step["event"] for step in ruling["steps"]]
    assert kinds.index("card_drawn") < kinds.index("damage_dealt")
    assert ruling["steps"][0]["params"]["mode"] == "1+3"


def test_choose_two_inferred_from_two_targets() -> None:
    """Two targets: a player, then a creature, fit only modes 2 and 3 together."""
    ruling = _ruling("  - {cast: Test Triple Charm, controller: Alice, targets: [Bob, Grizzly Bears]}\n")
    assert ruling["final"]["players"]["Bob"]["life"] == 12
    assert ruling["steps"][0]["params"]["reason"] == "inferred"
    assert not ruling["choices"]


def test_a_modal_activated_ability_uses_the_same_modes() -> None:
    ruling = _ruling("  - {activate: Test Modal Idol, targets: [Bob], mode: 2}\n")
    assert ruling["final"]["players"]["Bob"]["life"] == 9
    step = ruling["steps"][0]
    assert step["event"] == "mode_chosen" and step["rules"] == ["602.2b", "700.2a"]


def test_a_defaulted_mode_is_a_decision_with_the_outcome_of_each_mode() -> None:
    """A player fits both of Healing Salve's modes: its `default_mode` is taken and reported."""
    ruling = _ruling("  - {cast: Shock, controller: Alice, targets: [Bob]}\n"
                     "  - {cast: Healing Salve, controller: Alice, targets: [Bob]}\n")
    choice = next(c for c in ruling["choices"] if c["kind"] == "mode")
    assert choice["default"] and choice["taken"] == "2"
    assert choice["labels"]["2"].startswith("2: Prevent the next 3 damage")  # worded from the card's data
    assert {o["option"][:1]: o["params"]["life"] for o in choice["outcomes"]} == {"1": "Bob 11", "2": "Bob 10"}


@pytest.mark.parametrize(("entry", "where", "words"), [
    ("{cast: Test Triple Charm, targets: [Bob], mode: 1}", "mode", "chooses 2 modes, 1 given"),
    ("{cast: Test Triple Charm, targets: [Bob], mode: [3, 3]}", "mode", "the same mode is chosen twice"),
    ("{cast: Healing Salve, targets: [Bob], mode: 4}", "mode", "has no mode 4"),
    ("{cast: Healing Salve, targets: [Grizzly Bears], mode: 1}", "targets[0]", "doesn't fit the target 'player'"),
    ("{cast: Shock, targets: [Bob], mode: 1}", "mode", "is not modal"),
])
def test_impossible_modes_are_invalid_scenarios_at_their_line(entry: str, where: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        _ruling(f"  - {entry}\n")
    error = caught.value
    assert error.line > 0 and error.column > 0
    assert str(error).split(": ")[1].endswith(where) and words in error.message
    if "not modal" not in words:
        assert ": 1 (" in (error.hint or "") and "judge card" in (error.hint or "")


def test_a_spell_on_the_stack_fits_only_a_mode_that_targets_spells() -> None:
    """'Counter target spell' or 'return target creature': a spell as target says which (115.1)."""
    text = """game: mtg
cards:
  - name: Test Counter Charm
    types: [Instant]
    spell:
      modes:
        - targets: [{type: creature}]
          effects: [{do: return_to_hand, what: target}]
        - targets: [{type: spell}]
          effects: [{do: counter, what: target}]
players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
stack:
  - {cast: Shock, controller: Bob, targets: [Grizzly Bears]}
  - {cast: Test Counter Charm, controller: Alice, targets: [Shock]}
"""
    ruling = render.to_json(rule(load_scenario_text(text)), "en")
    assert ruling["steps"][0]["params"]["mode"] == "2" and ruling["steps"][0]["params"]["reason"] == "inferred"
    assert ruling["final"]["players"]["Bob"]["graveyard"] == ["Shock"]
