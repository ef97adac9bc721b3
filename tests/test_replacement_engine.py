"""Replacement-engine cases the teaching scenarios can't show (too large for the gallery, or a loop)."""

from __future__ import annotations

import pytest

from judge.explain import render
from judge.ruling import rule
from judge.scenario import load_scenario_text


def _ruling(text: str) -> dict:
    return render.to_json(rule(load_scenario_text(text)), "en")


def _alarm_with_lives(copies: int) -> str:
    lives = ", ".join(["Parallel Lives"] * copies)
    return f"""
game: mtg
players:
  - name: Alice
    battlefield: [{lives}]
  - name: Bob
stack:
  - {{cast: Raise the Alarm, controller: Alice}}
"""


def test_many_tokens_from_one_effect_are_no_loop() -> None:
    """Eight Parallel Lives: 2 x 2^8 = 512 tokens, a finite event (104.4b needs endless repetition)."""
    ruling = _ruling(_alarm_with_lives(8))
    kinds = [step["event"] for step in ruling["steps"]]
    assert "loop_detected" not in kinds and "token_growth_loop" not in kinds
    assert sum(1 for p in ruling["final"]["battlefield"] if p["token"]) == 512
    assert not ruling["outcome"].get("draw")


def test_past_the_judges_limit_the_ruling_stops_without_calling_a_draw() -> None:
    ruling = _ruling(_alarm_with_lives(10))
    kinds = [step["event"] for step in ruling["steps"]]
    assert "token_limit" in kinds
    assert "loop_detected" not in kinds and "token_growth_loop" not in kinds
    assert not ruling["outcome"].get("draw")


def test_a_trigger_that_keeps_making_tokens_is_a_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """A made-up enchantment: each token entering makes another; Parallel Lives doubles each (104.4b)."""
    from judge.mtg.replacement import counters

    monkeypatch.setattr(counters, "MAX_TOKENS", 40)
    ruling = _ruling("""
game: mtg
cards:
  - name: Test Echo Chamber
    types: [Enchantment]
    abilities:
      - kind: triggered
        when: {event: enters_battlefield, subject: any, filter: {token: true, controller: you}}
        effects: [{do: create_token, token: Soldier, count: 1}]
players:
  - name: Alice
    battlefield: [Test Echo Chamber, Parallel Lives]
  - name: Bob
stack:
  - {cast: Raise the Alarm, controller: Alice}
""")
    kinds = [step["event"] for step in ruling["steps"]]
    assert "token_growth_loop" in kinds and "loop_detected" in kinds
    assert "token_limit" not in kinds
    loop = next(step for step in ruling["steps"] if step["event"] == "token_growth_loop")
    assert loop["rules"] == ["104.4b"]
