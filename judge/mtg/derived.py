"""Facts the engine works out once per card definition or filter, kept by the game that uses them.

A card's triggered abilities by event, its printed characteristics, its static effects, a
filter's compiled checks: each is derived from immutable data, so it is worked out the first
time a game asks and kept in that game's `Derived` (a declared field of the state). It lives
and dies with the game; the copies a forecast plays out share it. Nothing is kept at module
level, so a long-running server holds nothing for rulings that are over.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")


@dataclass(eq=False)
class Derived:
    """(kind, id of the data) -> (the data, what was derived from it). The entry keeps the data
    alive, so its id can't be reused by another object while the entry exists."""

    entries: dict[tuple[str, int], tuple[Any, Any]] = field(default_factory=dict)

    def get(self, kind: str, data: Any, build: Callable[[Any], T]) -> T:
        key = (kind, id(data))
        entry = self.entries.get(key)
        if entry is None or entry[0] is not data:
            entry = (data, build(data))
            self.entries[key] = entry
        return entry[1]
