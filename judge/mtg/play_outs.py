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

# Work (objects copied, events recorded in copies) the forecasts of one ruling may do: a unit for each
# object the game was set up with and PER_OWN_EVENT for each event it has recorded itself so far (Budget),
# plus the first copy of the table at hand, paid in advance of the game's own play-out (Pace); never more
# than MAX_WORK. A unit of a copy costs about half an event of the game's own (15-30 us against 44-53 us,
# an object set up 10-20 us; measured on the library's rulings), so a ruling with its outcome tables
# takes at most about twice the time it takes without them (issue 19's target; the library's worst is
# 1.8x). A decision that finds the budget spent has no table, and the ruling says so (forecast.spent).
# With MAX_WORK alone, 20 orders of five triggers were played out at 8.4x the ruling's own time and five
# Raise the Alarms spent 12x; 50 Raise the Alarms under two Soul Wardens made 1200 copies (21 s) before
# there was any bound. Three triggers' six orders on a small board are now beyond it (2.7x played out).
PER_OWN_EVENT = 2
MAX_WORK = 2_000


class BudgetSpent(Exception):
    """The forecasts of this ruling have done their share: the decision at hand, and every later
    one, is reported without the outcome of each option (as beyond MAX_OPTIONS)."""


class Budget:
    """The work the forecasts of one ruling have done, against what they may do by now: `board` (objects the
    game was set up with) plus PER_OWN_EVENT for each event of the game's own record (which grows as it
    plays on), plus the `advance` of the table at hand (Pace). One object shared by the game and all its
    copies. Once spent it stays spent, though the game's record grows on: the ruling says so once, for the
    choice that found it spent and every later one (`said`: it has, judge.mtg.forecast.spent)."""

    def __init__(self, record: list[Any], board: int) -> None:
        self.record = record
        self.board = board
        self.advance = 0.0
        self.per_copy = 0.0  # the work of a copy of the last table played out (0: none yet)
        self.used = 0
        self.spent = False
        self.said = False

    def limit(self) -> float:
        return min(MAX_WORK, self.board + PER_OWN_EVENT * len(self.record) + self.advance)

    def spend(self, amount: int) -> None:
        self.used += amount
        self.afford(0)

    def afford(self, more: float) -> None:
        """BudgetSpent unless `more` can still be paid on top of what is spent."""
        if self.spent or self.used + more > self.limit():
            self.spent = True
            raise BudgetSpent


class Pace:
    """The play-outs of one decision's options on copies (`copies` of them at most), paid at the pace of
    those done: a table that can't be finished is dropped after its first copy, not after most of its
    work (which would be lost).

    The first copy is paid in advance of the game's own work: the game plays the option taken out
    itself, as far as the copy plays its option (the rest of the stack's resolution, or of the ruling),
    and its record will hold about as many events once the table is finished. So a two-way choice is
    played out even as the scenario begins (a mode chosen as a spell is cast), when the game has
    recorded next to nothing, and a table of k options costs the budget k - 2 copies' work. A later
    table is first reckoned at the last one's work per copy (a ruling's later play-outs are shorter),
    so that a table that can't be paid costs no copy at all.
    """

    def __init__(self, game: Game, copies: int) -> None:
        self.budget = budget(game)
        self.start = self.budget.used
        self.copies = copies
        self.done = 0

    def __enter__(self) -> Pace:
        known = self.budget.per_copy
        if known and self.copies > 1:
            self.budget.advance = known
            self.budget.afford(known * (self.copies - 1))
        self.budget.advance = MAX_WORK  # the first copy: as far as the game's own play-out goes
        return self

    def __exit__(self, *_exc: object) -> None:
        self.budget.advance = 0
        if self.done:
            self.budget.per_copy = (self.budget.used - self.start) / self.done

    def next(self) -> None:
        """One more option is about to be played out on a copy."""
        if self.done == 1:  # the first copy's work: about what the game's own play-out will record
            self.budget.advance = self.budget.used - self.start
        if self.done:
            each = (self.budget.used - self.start) / self.done
            self.budget.afford(each * (self.copies - self.done))
        self.done += 1


def budget(game: Game) -> Budget:
    if game.forecast_budget is None:  # made by the game itself: a copy shares its game's
        game.forecast_budget = Budget(game.events, game.board_size())
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
