"""A structural copy of a game state, for playing a decision's options out (judge.mtg.forecast).

`copy.deepcopy` of a Game walked every reachable object through the pickle protocol, card
definitions and cached layers included: 53-75% of a ruling with choices. A state is made of
a few kinds of things, and only some of them change while an option is played out:

- the game's own records (players, permanents, stack objects, effects, shields, combat): each
  copied once, field by field, so every reference to one object (the battlefield, a pending
  trigger, a damage event's recipient) leads to the same copy;
- lists, dicts, sets and tuples: copied one level, their contents mapped as above;
- what never changes during a ruling: strings, numbers, frozensets, card definitions and the
  scenario's answers (pydantic models), the card library, what is derived per card
  definition (`Game.derived`) and the forecast budget: shared;
- caches (layers, indexes, trigger sources, state-based actions' watch list): left empty in
  the copy, which works them out again when it needs them, as a fresh game would.

`StateCopy.copied` counts the objects and containers copied; tests bound it by the size of
the board (tests/test_forecast_copy.py).
"""

from __future__ import annotations

import copy
from typing import Any

from pydantic import BaseModel

from judge.mtg.state import Game

# Never changed in place by the engine, so a copy may share them.
_SHARED = (str, int, float, bool, type(None), frozenset, bytes, BaseModel)
# Fields of Game the copy starts without: its record (the options' events are not the ruling's,
# nor are the outcome tables that wait for the game's own play-out) and its caches (each rebuilt
# on first use; None always means "not worked out").
_EMPTY_RECORD = ("events", "summary", "decisions", "illegal", "own_play_outs")
_CACHES = ("chars_cache", "layer_profile", "trigger_sources", "roles", "_index", "sba_watch", "last_move")
# Fields of Game shared with the copy (see the module's docstring).
_SHARED_FIELDS = ("library", "choices", "derived", "forecast_budget")


class StateCopy:
    """One copy of a game and of objects that belong to it; `copied` counts what it copied."""

    def __init__(self) -> None:
        self.memo: dict[int, Any] = {}
        self.copied = 0

    def game(self, game: Game) -> Game:
        twin = copy.copy(game)
        self.memo[id(game)] = twin
        self.copied += 1
        for name, value in vars(game).items():
            if name in _EMPTY_RECORD:
                setattr(twin, name, [])
            elif name in _CACHES:
                setattr(twin, name, None)
            elif name == "_oids":
                twin._oids = value.copy()
            elif name not in _SHARED_FIELDS:
                setattr(twin, name, self.value(value))
        twin.record_boards = False
        return twin

    def value(self, value: Any) -> Any:
        """The copy of one value of the state (the same object when it never changes)."""
        if isinstance(value, _SHARED):
            return value
        known = self.memo.get(id(value))
        if known is not None:
            return known
        kind = type(value)
        if kind is list:
            result: Any = [self.value(item) for item in value]
        elif kind is dict:
            result = {key: self.value(item) for key, item in value.items()}
        elif kind is set:
            result = set(value)  # members are hashable: ids, names, tuples of them
        elif kind is tuple:
            result = tuple(self.value(item) for item in value)
        elif hasattr(value, "__dataclass_fields__"):
            result = object.__new__(kind)  # no __init__: the fields are filled in below
            self.memo[id(value)] = result  # before its fields: they may lead back to it
            fields = vars(result)  # frozen dataclasses too: their __dict__ is written directly
            for name, item in vars(value).items():
                fields[name] = item if isinstance(item, _SHARED) else self.value(item)
        else:  # not one of the state's own kinds: copied the slow, general way
            result = copy.deepcopy(value, self.memo)
        self.memo[id(value)] = result
        self.copied += 1
        return result
