"""Unique object ids for the objects of a game state (shared by both engines).

An id is the scenario's own `id:` or a slug of the card name; repeats get a suffix
("forest", "forest-2", "forest-3"). The next suffix is remembered per name, so a library
of 60 identical cards costs 60 steps, not 60 x 60.
"""

from __future__ import annotations


class ObjectIds:
    def __init__(self) -> None:
        self._taken: set[str] = set()
        self._next_suffix: dict[str, int] = {}

    def new(self, wanted: str) -> str:
        """`wanted` if it is free, else `wanted-N` with the lowest N not yet handed out."""
        oid, n = wanted, self._next_suffix.get(wanted, 2)
        while oid in self._taken:  # also steps over ids a scenario gave explicitly ("bears-2")
            oid, n = f"{wanted}-{n}", n + 1
        self._next_suffix[wanted] = n
        self._taken.add(oid)
        return oid

    def reserve(self, oid: str) -> None:
        """Take an id the scenario gave explicitly (the builders check it is unique)."""
        self._taken.add(oid)

    def copy(self) -> ObjectIds:
        """The same ids taken, for a copy of the game: both go on from here independently."""
        twin = ObjectIds()
        twin._taken, twin._next_suffix = set(self._taken), dict(self._next_suffix)
        return twin
