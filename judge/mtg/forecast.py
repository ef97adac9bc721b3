"""Playing a decision's options out on copies of the game, to show what each one leads to.

When a player's choice changes the result (the order of their simultaneous
triggers, 603.3b), the ruling lists the outcome of every option. The engine
finds it the way a judge would at a table: take each option in turn, let
everything resolve, and compare the end states. Copies never make decisions of
their own visible (`simulating`), so this stays one level deep.
"""

from __future__ import annotations

from typing import Any

from judge.events import Listing, Outcome
from judge.mtg import characteristics
from judge.mtg.state import Game
from judge.mtg.state_copy import StateCopy

MAX_OPTIONS = 24  # four simultaneous triggers; beyond that only the taken order is shown
# Work (events recorded in copies, objects copied) all the forecasts of one ruling may do. One
# decision's options cost a few hundred; 50 Raise the Alarms under two Soul Wardens made 50
# decisions of 24 orders, each played out to the end: 1200 copies and 21 s before this bound.
MAX_WORK = 20_000


class BudgetSpent(Exception):
    """The forecasts of this ruling have done their share: the decision at hand, and every later
    one, is reported without the outcome of each option (as beyond MAX_OPTIONS)."""


class Budget:
    """What is left of MAX_WORK; one object shared by the game and all its copies."""

    def __init__(self, left: int | None = None) -> None:
        self.left = MAX_WORK if left is None else left

    def spend(self, amount: int) -> None:
        self.left -= amount
        if self.left < 0:
            raise BudgetSpent


def budget(game: Game) -> Budget:
    if game.forecast_budget is None:
        game.forecast_budget = Budget()
    return game.forecast_budget


def fork(game: Game, *objects: Any) -> tuple[Any, ...]:
    """A copy of the game (and of `objects`, mapped into the copy) without its record.

    A structural copy (judge.mtg.state_copy): the state's own objects are copied, card
    definitions, the library and the scenario's answers shared, caches left to be rebuilt.
    The forecast budget, shared too, pays for the copy (BudgetSpent when it is spent).
    """
    spending = budget(game)
    spending.spend(1 + len(game.battlefield) + len(game.stack))
    copier = StateCopy()
    twin = copier.game(game)
    twin.simulating = True
    return (twin, *(copier.value(obj) for obj in objects))


def end_state(game: Game) -> dict[str, Any]:
    """What a teacher compares between options: life totals, permanents with their size, graveyards."""
    chars = characteristics.compute(game)
    board = {}
    for permanent in game.battlefield:
        c = chars[permanent.oid]
        size = (f"{c.power}/{c.toughness}",) if c.power is not None else ()
        board[permanent.oid] = Listing((permanent.name, *size), " ")
    return {
        "life": {p.name: p.life for p in game.players},
        "board": board,
        "graveyards": {p.name: [c.name for c in p.graveyard] for p in game.players},
        "hands": {p.name: [c.name for c in p.hand] for p in game.players},
        "lost": sorted(p.name for p in game.players if p.lost),
    }


def outcomes(states: dict[str, dict[str, Any]]) -> list[Outcome]:
    """One Outcome per option when the end states differ, naming only what differs."""
    distinct = {repr(state) for state in states.values()}
    if len(distinct) < 2:
        return []
    first = next(iter(states.values()))
    players = [name for name in first["life"]
               if len({s["life"][name] for s in states.values()}) > 1]
    oids = sorted({oid for s in states.values() for oid in s["board"]})
    varying = [oid for oid in oids if len({s["board"].get(oid) for s in states.values()}) > 1]
    result = []
    for option, state in states.items():
        board = [state["board"][oid] for oid in varying if oid in state["board"]]
        result.append(Outcome(option=option, kind="end_state", params={
            "life": Listing((f"{name} {state['life'][name]}" for name in players), empty="none"),
            "board": Listing(board, empty="none"),
            "graveyards": _differing(states, state, "graveyards"),
            "hands": _differing(states, state, "hands"),
            "lost": Listing(state["lost"], empty="none"),
        }))
    return result


def _differing(states: dict[str, dict[str, Any]], state: dict[str, Any], zone: str) -> str:
    """A zone of each player whose contents differ between the options, e.g. 'Bob: Glory Seeker'."""
    names = [name for name in state[zone] if len({tuple(s[zone][name]) for s in states.values()}) > 1]
    return Listing((Listing((name, Listing(state[zone][name], empty="none")), ": ") for name in names), "; ",
                   empty="none")
