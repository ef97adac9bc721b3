"""How far the game plays on by itself, and the work its forecasts may do: what every ruling needs
of judge/mtg/forecast.py.

The engine and the stack mark the stretches the game plays out itself (`plays_on`): a decision's
outcome table (judge.mtg.forecast.Table) takes the game's own state at the end of such a stretch as
the outcome of the option taken. Most rulings make no decision with options to compare, so the
tables, the copies and the wording of outcomes live in forecast.py, imported for the first
decision that has them (start-up: a stack-only ruling compiles 2 KB here instead of 10 KB there).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from judge.mtg.state import Game

# How far a copy is played out: the rest of the ruling (judge.mtg.engine.run), or until the
# stack is empty (judge.mtg.stack.resolve_stack). The game plays on the same way (`plays_on`).
RULING, STACK = "ruling", "stack"

# Work (events recorded in copies, objects copied) all the forecasts of one ruling may do. One
# decision's options cost a few hundred (the library's most: 557, five triggers of which three are
# alike, 20 copies); 50 Raise the Alarms under two Soul Wardens made 50 decisions of 24 orders, each
# played out to the end: 1200 copies and 21 s before this bound. At 20 000 one ruling could still
# spend 1.2 s on forecasts (its web POST held a worker that long); 2 000 is about 0.1 s.
MAX_WORK = 2_000


class BudgetSpent(Exception):
    """The forecasts of this ruling have done their share: the decision at hand, and every later
    one, is reported without the outcome of each option (as beyond MAX_OPTIONS)."""


class Budget:
    """What is left of MAX_WORK; one object shared by the game and all its copies. `said`: the ruling
    has said that it is spent (judge.mtg.forecast.spent)."""

    def __init__(self, left: int | None = None) -> None:
        self.left = MAX_WORK if left is None else left
        self.said = False

    def spend(self, amount: int) -> None:
        self.left -= amount
        if self.left < 0:
            raise BudgetSpent


def budget(game: Game) -> Budget:
    if game.forecast_budget is None:
        game.forecast_budget = Budget()
    return game.forecast_budget


@contextmanager
def plays_on(game: Game, scope: str) -> Iterator[None]:
    """The game itself plays on to the end of `scope`: the tables waiting for it are finished then
    (each a judge.mtg.forecast.Table, which reads the game's end state)."""
    if game.simulating:
        yield
        return
    waiting: list[tuple[Any, Any]] = []
    game.own_play_outs.append((scope, waiting))
    state = None
    try:
        yield
        state = waiting[0][0].end_state() if waiting else None
    finally:
        game.own_play_outs.pop()
        for table, decision in waiting:
            table.finish(decision, state)
