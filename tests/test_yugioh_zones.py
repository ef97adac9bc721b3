"""Yu-Gi-Oh!: the Extra Monster Zones (rulings: scenarios/yugioh/zones). Only a monster summoned
from the Extra Deck can be there, one per duelist; it takes no Main Monster Zone."""

from __future__ import annotations

import pytest

from judge.scenario.errors import ScenarioError
from judge.scenario.load import load_scenario_text
from judge.yugioh import actions, zones
from judge.yugioh.engine import rule

FULL = "monsters: [Celtic Guardian, Mystical Elf, Skull Servant, Dark Magician, Giant Soldier of Stone]"


def _duel(yugi: str, kaiba: str = "", extra: str = "") -> str:
    return (f"game: yugioh\nplayers:\n  - name: Yugi\n    {yugi}\n  - name: Kaiba\n    {kaiba or 'life: 8000'}\n"
            f"turn: {{active: Yugi, phase: main1}}\n{extra}")


def test_a_main_deck_monster_is_refused_in_the_extra_monster_zone_at_its_line() -> None:
    with pytest.raises(ScenarioError) as error:
        rule(load_scenario_text(_duel("extra_monster_zone: Dark Magician"), "s.yaml"))
    text = str(error.value)
    assert "s.yaml:4:" in text and "Extra Deck" in text and "monsters:" in text


def test_the_extra_monster_zone_takes_no_main_monster_zone() -> None:
    duel, _ = actions.play(load_scenario_text(_duel(FULL[:-1].replace("Giant Soldier of Stone", "Hane-Hane") + "]\n"
                                                    "    extra_monster_zone: Darkfire Dragon")))
    assert len(duel.monsters("Yugi")) == 6
    assert zones.free_zones(duel, "Yugi", "monster") == 0
    assert not zones.extra_zone_free(duel, "Yugi") and zones.extra_zone_free(duel, "Kaiba")


def test_each_duelist_uses_one_extra_monster_zone_so_a_second_fusion_has_no_zone() -> None:
    fusion = ("chain:\n  - activate: Polymerization\n"
              "    summon: {card: Darkfire Dragon, materials: [Firegrass, Petit Dragon]}\n")
    yugi = (FULL + "\n    extra_monster_zone: {card: Darkfire Dragon, id: first}\n"
            "    hand: [Polymerization, Firegrass, Petit Dragon]\n    extra_deck: [Darkfire Dragon]")
    ruling = rule(load_scenario_text(_duel(yugi, extra=fusion)))
    kinds = [e.kind for e in ruling.events] + [i.kind for i in ruling.illegal]
    assert "fusion_summoned" not in kinds
    assert ruling.final["players"]["Yugi"]["extra_deck"] == ["Darkfire Dragon"]


def test_the_board_marks_the_monster_in_the_extra_monster_zone() -> None:
    ruling = rule(load_scenario_text(_duel("monsters: [Dark Magician]", "extra_monster_zone: Darkfire Dragon")))
    drawn = {c["name"]: c for c in ruling.final["field"]}
    assert drawn["Darkfire Dragon"].get("extra_zone") is True and "extra_zone" not in drawn["Dark Magician"]
