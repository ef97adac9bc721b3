"""208.3: a noncreature permanent has no power or toughness, even if its card shows them.

Song of the Dryads makes Goblin King a colorless Forest land: the final state, the terminal's
final-state lines and the web board (both read the same snapshot) show no 2/2 for it any more,
while the creature next to it keeps its 1/1.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.explain.render import to_text
from judge.ruling import rule
from judge.scenario import load_scenario_file
from judge.web.boards import board_view

SCENARIO = Path(__file__).resolve().parent.parent / "scenarios/mtg/redteam/song-of-the-dryads-goblin-king.yaml"


@pytest.fixture(scope="module")
def ruling():
    return rule(load_scenario_file(str(SCENARIO)))


def test_a_land_that_was_a_creature_has_no_power_or_toughness(ruling) -> None:
    permanents = {p["name"]: p for p in ruling.final["battlefield"]}
    assert (permanents["Goblin King"]["power"], permanents["Goblin King"]["toughness"]) == (None, None)
    assert (permanents["Test Goblin"]["power"], permanents["Test Goblin"]["toughness"]) == (1, 1)


@pytest.mark.parametrize(("lang", "king"), [("en", "Goblin King"), ("de", "Goblinkönig"), ("nl", "Goblin King")])
def test_the_final_state_shows_power_only_for_creatures(ruling, lang: str, king: str) -> None:
    lines = [line for line in to_text(ruling, lang).splitlines() if line.startswith(" - ")]
    assert f" - {king} (Alice)" in lines
    assert " - Test Goblin (Alice) 1/1" in lines


def test_the_web_board_draws_the_land_without_stats(ruling) -> None:
    view = board_view(ruling.final, "mtg")
    cards = {card.name: card for player in view.players for _, row in player.rows for card in row}
    assert cards["Goblin King"].stats == ""
    assert cards["Goblin King"].zone == "lands"
    assert cards["Test Goblin"].stats == "1/1"
