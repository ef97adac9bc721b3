"""Paying mana costs from untapped mana sources (judge/mtg/mana.py: 107.4, 601.2g-h, 302.6)."""

from __future__ import annotations

import pytest

from judge.mtg import mana
from judge.mtg.build import build_game
from judge.scenario import load_scenario_text


def _game(battlefield: str):
    return build_game(load_scenario_text(f"""
game: mtg
players:
  - name: Alice
    battlefield: {battlefield}
  - name: Bob
"""))


@pytest.mark.parametrize(("text", "generic", "colored", "x"), [
    ("{2}{R}{R}", 2, ("R", "R"), 0),
    ("{X}{G}", 0, ("G",), 1),
    ("{1}{R}, {T}", 1, ("R",), 0),
    ("{R/G}{2/W}{B/P}", 0, ("RG", "W", "B"), 0),
    (None, 0, (), 0),
])
def test_parse(text, generic, colored, x):
    cost = mana.ManaCost.parse(text)
    assert (cost.generic, cost.colored, cost.x) == (generic, colored, x)


@pytest.mark.parametrize(("lands", "cost", "payable"), [
    ("[Mountain, Mountain]", "{1}{R}", True),
    ("[Mountain, Forest]", "{R}{R}", False),
    ("[Forest, Mountain]", "{1}{R}", True),  # the Forest pays {1}, not the {R}
    ("[Mountain, {card: Mountain, tapped: true}]", "{1}{R}", False),
    ("[Mountain]", "{2}", False),
    ("[Forest, Mountain, Island]", "{G}{U}{R}", True),
    ("[{card: Llanowar Elves, sick: true}, Forest]", "{G}{G}", False),  # 302.6
    ("[Llanowar Elves, Forest]", "{G}{G}", True),
])
def test_payment(lands, cost, payable):
    game = _game(lands)
    assert mana.can_pay(game, "Alice", mana.ManaCost.parse(cost)) is payable
    assert not mana.can_pay(game, "Bob", mana.ManaCost.parse(cost))


def test_payment_names_the_sources_and_x():
    game = _game("[Forest, Mountain, Mountain]")
    tapped = mana.payment(game, "Alice", mana.ManaCost.parse("{X}{R}"), x_value=2)
    assert sorted(p.card.name for p in tapped) == ["Forest", "Mountain", "Mountain"]
    assert mana.payment(game, "Alice", mana.ManaCost.parse("{X}{R}"), x_value=3) is None
