"""Triggered abilities in depth (issue 14): "you may" and "you may pay" triggers read from Oracle
text, refused when malformed; toxic instances counted one by one."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from judge.cards.imported.mtg_compile import compile_card
from judge.cards.mtg_model import MtgCard
from judge.mtg.characteristics import toxic_values

MENTOR = "Whenever another creature you control with power 2 or less enters, you may pay {1}. If you do, draw a card."


def _card(text: str) -> object:
    return compile_card({"name": "Test", "type_line": "Creature — Human", "mana_cost": "{2}{W}",
                         "power": "2", "toughness": "2", "oracle_text": text})


def test_you_may_pay_if_you_do_is_read_as_a_cost_paid_on_resolution() -> None:
    compiled = _card(MENTOR)
    assert compiled.status == "full"
    (ability,) = compiled.data["abilities"]
    assert ability["may_pay"] == "{1}" and ability["effects"] == [{"do": "draw", "who": "controller", "count": 1}]


def test_you_may_draw_is_optional_without_a_cost() -> None:
    (ability,) = _card("When Test enters, you may draw a card.").data["abilities"]
    assert ability["optional"] is True and "may_pay" not in ability


def test_may_pay_must_be_mana() -> None:
    with pytest.raises(ValidationError, match="may_pay"):
        MtgCard.model_validate({"name": "Bad", "types": ["Enchantment"], "abilities": [
            {"kind": "triggered", "when": {"event": "beginning_of_upkeep", "subject": "you"}, "may_pay": "2 life",
             "effects": [{"do": "draw"}]}]})


def test_each_toxic_ability_counts_even_with_the_same_value() -> None:
    assert sorted(toxic_values(["toxic 2", "flying", "toxic 1"])) == [1, 2]
