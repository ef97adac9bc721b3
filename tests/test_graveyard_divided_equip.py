"""Cards in graveyards as targets, divided damage (601.2d) and Equip (702.6a): what the gallery scenarios
(scenarios/mtg/graveyard, divided, equipment) don't show: the errors at their line, the data's
shorthand, `judge options`, and a division's bounds."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from judge import ruling
from judge.cards.mtg_model import MtgCard
from judge.explain import options as worded
from judge.explain import render
from judge.mtg import division
from judge.scenario import ScenarioError, load_scenario_text

CARDS = """
cards:
  - name: Test Quad Arc
    types: [Sorcery]
    mana_cost: "{2}{R}"
    spell:
      targets: [{type: any}, {type: any, optional: true}, {type: any, optional: true}, {type: any, optional: true}]
      effects: [{do: deal_damage_divided, amount: 3}]
players:
  - name: Alice
    graveyard: [Grizzly Bears, {card: Grizzly Bears, id: bears-two}, Shock]
    battlefield: [Glory Seeker]
  - name: Bob
    battlefield: [Craw Wurm]
turn: {active: Alice}
"""


def _ruling(stack: str) -> dict:
    return render.to_json(ruling.rule(load_scenario_text("game: mtg\n" + CARDS + "stack:\n" + stack)), "en")


@pytest.mark.parametrize(("entry", "where", "words"), [
    ("{cast: Arc Lightning, targets: [Bob, Craw Wurm], divide: [2, 2]}", "divide", "adding up to 3"),
    ("{cast: Arc Lightning, targets: [Bob, Craw Wurm], divide: [3]}", "divide", "one amount of at least 1 per target"),
    ("{cast: Shock, targets: [Bob], divide: [2]}", "divide", "divides nothing"),
    ("{cast: Arc Lightning, targets: [Bob, Bob]}", "targets", "chosen twice"),
    ("{cast: Test Quad Arc, targets: [Bob, Alice, Craw Wurm, Glory Seeker]}", "targets", "each target gets at least 1"),
    ("{cast: Raise Dead, targets: [Grizzly Bears]}", "targets[0]", "could mean any of the cards"),
])
def test_impossible_divisions_and_references_are_invalid_scenarios_at_their_line(entry: str, where: str,
                                                                                  words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        _ruling(f"  - {entry}\n")
    error = caught.value
    assert error.line > 0 and error.column > 0
    assert str(error).split(": ")[1].endswith(where) and words in error.message


def test_a_graveyard_card_is_named_by_its_id_and_returns_as_a_new_object() -> None:
    found = _ruling("  - {cast: Raise Dead, targets: [bears-two]}\n")
    assert found["final"]["players"]["Alice"]["hand"] == ["Grizzly Bears"]
    assert [s["event"] for s in found["steps"]].count("left_graveyard") == 1


def test_a_card_of_the_wrong_type_in_the_graveyard_is_an_illegal_target() -> None:
    found = _ruling("  - {cast: Raise Dead, targets: [Shock]}\n")
    assert len(found["illegal"]) == 1 and "creature card in a graveyard" in found["illegal"][0]["text"]


def test_a_permanent_is_not_a_card_in_a_graveyard_and_a_graveyard_card_is_no_creature() -> None:
    """'Target creature' means a permanent (115.1); 'target creature card' a card in a graveyard."""
    assert len(_ruling("  - {cast: Raise Dead, targets: [Glory Seeker]}\n")["illegal"]) == 1
    assert len(_ruling("  - {cast: Shock, targets: [bears-two]}\n")["illegal"]) == 1


@pytest.mark.parametrize(("total", "parts", "count"), [(3, 2, 2), (3, 3, 1), (5, 2, 4), (6, 3, 10)])
def test_every_division_gives_each_target_at_least_one(total: int, parts: int, count: int) -> None:
    found = division._compositions(total, parts)
    assert len(found) == count and all(sum(d) == total and min(d) >= 1 for d in found)
    assert division.even(total, parts) in found


def test_too_many_divisions_to_list_lists_none() -> None:
    assert division._compositions(40, 4) == []  # 9139 ways: only the one taken is listed


def test_equip_is_shorthand_for_a_sorcery_speed_attach_to_a_creature_you_control() -> None:
    card = MtgCard.model_validate({"name": "Test Blade", "types": ["Artifact"], "subtypes": ["Equipment"],
                                   "abilities": [{"kind": "activated", "cost": "{2}", "equip": True,
                                                  "targets": [{"type": "creature", "filter": {"colors": ["white"]}}]}]})
    ability = card.abilities[0]
    assert ability.sorcery_speed and ability.effects[0].do == "attach"
    assert ability.targets[0].filter.controller == "you" and ability.targets[0].filter.colors == ["white"]  # 702.6c


@pytest.mark.parametrize("ability", [
    {"kind": "activated", "cost": "{1}", "equip": True, "effects": [{"do": "draw"}]},
    {"kind": "activated", "cost": "{1}", "equip": True, "sorcery_speed": False},
])
def test_an_equip_ability_with_its_own_effect_or_timing_is_refused(ability: dict) -> None:
    with pytest.raises(ValidationError, match="equip ability says only"):
        MtgCard.model_validate({"name": "Test Blade", "types": ["Artifact"], "abilities": [ability]})


def test_a_graveyard_target_with_a_battlefield_filter_is_refused() -> None:
    with pytest.raises(ValidationError, match="can't be filtered by tapped"):
        MtgCard.model_validate({"name": "Test Raise", "types": ["Sorcery"], "spell": {
            "targets": [{"type": "card_in_graveyard", "filter": {"tapped": True}}],
            "effects": [{"do": "return_from_graveyard"}]}})


OPTIONS = """
game: mtg
players:
  - name: Alice
    hand: [Raise Dead]
    graveyard: [Grizzly Bears, Shock]
    battlefield: [Swamp, Mountain, Bonesplitter, Glory Seeker]
  - name: Bob
    graveyard: [Craw Wurm]
    battlefield: [Grizzly Bears]
turn: {active: Alice}
"""


def _options(text: str, player: str | None = None) -> dict:
    return worded.to_json(ruling.options(load_scenario_text(text), player), "en")


def test_options_offer_only_your_own_creature_cards_and_your_own_creatures_to_equip() -> None:
    found = _options(OPTIONS)
    offered = {o["card"]: o for o in found["options"]}
    assert offered["Raise Dead"]["targets"] == [["Grizzly Bears"]]
    assert offered["Bonesplitter"]["targets"] == [["Glory Seeker"]]


def test_options_forbid_equip_outside_your_main_phase() -> None:
    found = _options(OPTIONS.replace("turn: {active: Alice}", "turn: {active: Bob}"), "Alice")
    assert not [o for o in found["options"] if o["card"] == "Bonesplitter"]
    why = [f for f in found["forbidden"] if f["card"] == "Bonesplitter"]
    assert why and "602.5d" in why[0]["rules"]


@pytest.mark.parametrize(("spell", "words"), [
    ({"effects": [{"do": "deal_damage_divided", "amount": 3}]}, "needs the targets it is divided among"),
    ({"modes": [{"targets": [{"type": "any"}], "effects": [{"do": "deal_damage_divided", "amount": 2}]},
                {"effects": [{"do": "draw"}]}]}, "not modelled yet"),
    ({"targets": [{"type": "card_in_graveyard"}], "effects": [{"do": "destroy", "what": "target"}]},
     "can't act on target, a card in a graveyard"),
    ({"targets": [{"type": "creature"}], "effects": [{"do": "return_from_graveyard", "what": "target"}]},
     "returns a target card in a graveyard"),
])
def test_effects_that_would_silently_do_nothing_are_refused_at_load(spell: dict, words: str) -> None:
    with pytest.raises(ValidationError, match=words):
        MtgCard.model_validate({"name": "Test Spell", "types": ["Sorcery"], "spell": spell})


def test_options_cite_the_equip_rule() -> None:
    offered = {o["card"]: o for o in _options(OPTIONS)["options"]}
    assert "702.6a" in offered["Bonesplitter"]["rules"] and "702.6a" not in offered["Raise Dead"]["rules"]
