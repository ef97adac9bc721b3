"""Every keyword the card vocabulary accepts is handled by the Magic engine or refused at load."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.mtg_model import KEYWORDS
from judge.mtg import unsupported
from judge.scenario import ScenarioError
from judge.scenario.load import load_scenario_text

ENGINE = Path(__file__).resolve().parent.parent / "judge" / "mtg"


def test_every_keyword_is_implemented_or_refused() -> None:
    source = "\n".join(path.read_text(encoding="utf-8") for path in ENGINE.rglob("*.py")
                       if path.name != "unsupported.py")
    ignored = [k for k in KEYWORDS if f'"{k}"' not in source and k not in unsupported.KEYWORDS]
    assert ignored == [], f"keywords accepted but neither implemented nor refused: {ignored}"


@pytest.mark.parametrize(("extra", "word"), [
    ('keywords: [split second]', "split second"),
    ('keywords: ["ward {2}"]', "ward {2}"),
    ('abilities: [{kind: triggered, when: {event: cast_spell, subject: you}, '
     'effects: [{do: gain_life, amount: 1, who: controller}]}]', "cast spell"),
])
def test_a_card_with_an_unimplemented_keyword_is_a_located_error(extra: str, word: str) -> None:
    from judge.ruling import rule

    text = f"""game: mtg
title: t
description: d
cards:
  - {{name: Test Card, types: [Creature], mana_cost: "{{1}}", power: 1, toughness: 1, {extra}}}
players:
  - name: Alice
    battlefield: [Test Card]
  - name: Bob
"""
    with pytest.raises(ScenarioError) as raised:
        rule(load_scenario_text(text))
    message = str(raised.value)
    # line 8: the battlefield entry that names the card
    assert word in message and "not implemented" in message and ":8:" in message
