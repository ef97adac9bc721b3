"""A structural copy of a game state, for playing a decision's options out (judge.mtg.forecast).

`copy.deepcopy` of a Game walked every reachable object through the pickle protocol, card
definitions and cached layers included: 53-75% of a ruling with choices. A state is made of
a few kinds of things, and only some of them change while an option is played out:

- the game's own records (players, permanents, stack objects, effects, shields, combat): each
  copied once, field by field, so every reference to one object (the battlefield, a pending
  trigger, a damage event's recipient, an index) leads to the same copy;
- lists, dicts, sets and tuples: copied one level, their contents mapped as above;
- what never changes during a ruling: strings, numbers, frozensets, card definitions and the
  scenario's answers (pydantic models), the card library, what is derived per card
  definition (`Game.derived`), the forecast budget, and computed characteristics (a
  `Characteristics` is never changed once the layers made it: judge.mtg.layer_cache patches
  the cache with a new one): shared;
- caches (layers, roles, trigger sources, state-based actions' watch list): carried over,
  mapped like the rest. The copy is in the same state as the original (same version, same
  battlefield changes), so what was valid stays valid; working the layers out again in every
  copy had been a third of an option's play-out. Dropped: the id -> permanent index (one pass
  over the battlefield rebuilds it, cheaper than mapping it) and the mark "state-based actions
  found nothing at this point of the record" (the copy's record starts empty).

`StateCopy.copied` counts the objects and containers copied; tests bound it by the size of
the board (tests/test_forecast_copy.py).
"""

from __future__ import annotations

import copy
import dataclasses
import re
from functools import cache
from types import FunctionType
from typing import Any

from pydantic import BaseModel

from judge.cards.mtg_model import MtgCard
from judge.mtg.chars_model import Characteristics
from judge.mtg.state import Game, GameObject

# Never changed in place by the engine, so a copy may share them.
_SHARED = (str, int, float, bool, type(None), frozenset, bytes, BaseModel, Characteristics, FunctionType)
# The same by exact type, most values being one of these (a set lookup is cheaper than `isinstance`
# against pydantic's abstract base class); and a card in a hand, library, graveyard or exile, which
# is a new object whenever it moves (400.7) and never changed in place (a Permanent or StackObject,
# its subclasses, is).
_ATOMIC = frozenset((str, int, float, bool, type(None), frozenset, bytes, Characteristics, FunctionType, MtgCard,
                     GameObject))
_CONTAINERS = frozenset((list, dict, set))
# Words of a field's declared type that name only values never changed in place: a field declared
# so is shared without a look at its value ("str | None", "tuple[int, ...]", "MtgCard").
_IMMUTABLE_WORDS = frozenset(("str", "int", "bool", "float", "None", "MtgCard", "CardName", "tuple", "frozenset",
                              "Literal"))
# Fields of Game the copy starts without: its record (the options' events are not the ruling's,
# nor are the outcome tables that wait for the game's own play-out).
_EMPTY_RECORD = frozenset(("events", "summary", "decisions", "illegal", "own_play_outs"))
# Fields of Game shared with the copy (see the module's docstring), or set apart below.
_AS_IS = frozenset(("library", "choices", "derived", "forecast_budget", "_oids", "_index", "last_move",
                    *_EMPTY_RECORD))


@cache  # per class of the state: a handful
def _to_copy(kind: type) -> tuple[int, tuple[str, ...]]:
    """(how many fields the class declares, those whose declared type may hold a value to copy)."""
    fields = dataclasses.fields(kind)
    return len(fields), tuple(f.name for f in fields if not _immutable(f.type))


@cache
def _game_to_copy() -> tuple[int, tuple[str, ...]]:
    """`_to_copy(Game)` without the fields a copy shares or starts anew."""
    declared, names = _to_copy(Game)
    return declared, tuple(name for name in names if name not in _AS_IS)


def _immutable(declared: Any) -> bool:
    if not isinstance(declared, str):
        return False
    words = re.findall(r"[A-Za-z_]\w*", re.sub(r"'[^']*'", "", declared))  # Literal['spell', ...] values aside
    return all(word in _IMMUTABLE_WORDS for word in words)


class StateCopy:
    """One copy of a game and of objects that belong to it; `copied` counts what it copied."""

    def __init__(self) -> None:
        self.memo: dict[int, Any] = {}
        self.copied = 0

    def game(self, game: Game) -> Game:
        twin = object.__new__(Game)  # no __init__: every field is filled in below
        self.memo[id(game)] = twin
        self.copied += 1
        fields = vars(twin)
        fields.update(vars(game))
        for name in _EMPTY_RECORD:
            fields[name] = []
        declared, names = _game_to_copy()
        self._fill(fields, names if len(fields) == declared else self._beyond(Game, fields, names))
        twin._oids = game._oids.copy()
        twin._index = twin.last_move = None  # rebuilt in one pass over the battlefield: cheaper than mapped
        # the copy's record starts empty: "nothing since the last check" can't be told by its length
        twin.sba_checked_at = None
        twin.record_boards = False
        return twin

    def value(self, value: Any) -> Any:
        """The copy of one value of the state (the same object when it never changes)."""
        kind = type(value)
        if kind in _ATOMIC:
            return value
        memo = self.memo
        key = id(value)
        known = memo.get(key)
        if known is not None:
            return known
        if kind is list:
            result: Any = [item if type(item) in _ATOMIC else self.value(item) for item in value] if value else []
        elif hasattr(kind, "__dataclass_fields__"):  # the state's own records (a Characteristics is shared above)
            result = memo[key] = object.__new__(kind)  # before its fields, which may lead back to it; no __init__:
            fields = vars(result)  # the fields are filled in below (frozen dataclasses too: into their __dict__)
            fields.update(vars(value))
            declared, names = _to_copy(kind)
            self._fill(fields, names if len(fields) == declared else self._beyond(kind, fields, names))
        elif kind is dict:
            result = {k: item if type(item) in _ATOMIC else self.value(item)
                      for k, item in value.items()} if value else {}
        elif kind is set:
            result = set(value)  # members are hashable: ids, names, tuples of them
        elif kind is tuple:
            result = tuple([item if type(item) in _ATOMIC else self.value(item) for item in value])
        elif isinstance(value, _SHARED):
            return value
        else:  # not one of the state's own kinds: copied the slow, general way
            result = copy.deepcopy(value, memo)
        memo[key] = result
        self.copied += 1
        return result

    @staticmethod
    def _beyond(kind: type, fields: dict[str, Any], names: tuple[str, ...]) -> list[str]:
        """`names` (the declared fields that may hold something to copy) and every attribute an
        object has beyond its class's fields."""
        return [*names, *(name for name in fields if name not in kind.__dataclass_fields__)]

    def _fill(self, fields: dict[str, Any], names: tuple[str, ...] | list[str]) -> None:
        """Replace the value of each of `names` in an object's fields (a copy of the original's) by its
        copy. Most containers of a state are empty (no counters, an empty graveyard): made here."""
        memo = self.memo
        for name in names:
            item = fields[name]
            kind = type(item)
            if kind in _ATOMIC:
                continue
            if kind in _CONTAINERS and not item:
                key = id(item)
                known = memo.get(key)
                if known is None:
                    known = memo[key] = kind()
                    self.copied += 1
                fields[name] = known  # a new value for a key already there: the dict keeps its size
            else:
                fields[name] = self.value(item)
