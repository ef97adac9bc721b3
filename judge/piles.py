"""A library (Magic) or Deck (Yu-Gi-Oh!): cards named by the scenario on top, a count of unnamed ones below.

A scenario often gives a library only as a number (`library: 60`). Those cards are unknown and
all alike, so they stay a count: a card becomes an object of the game only when it is drawn or
found by a search (`take_top`, `take_unnamed`, given how the engine makes such an object).
Nothing else is built for them, so a game of two 60-card libraries holds no 120 placeholder
objects, and a copy of the game (judge.mtg.forecast) copies two numbers instead.

Iterating a pile, `in` and `remove` see its objects: the named cards (and unnamed ones after
they became objects and were put back). `len` counts every card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(eq=False)
class Pile(Generic[T]):
    """Objects on top, top first; below them `unnamed` cards that are not objects yet."""

    objects: list[T] = field(default_factory=list)
    unnamed: int = 0

    def __len__(self) -> int:
        return len(self.objects) + self.unnamed

    def __iter__(self) -> Iterator[T]:
        return iter(self.objects)

    def __contains__(self, obj: object) -> bool:
        return obj in self.objects

    def put_on_top(self, obj: T) -> None:
        self.objects.insert(0, obj)

    def append(self, obj: T) -> None:
        """Put a named card under the named ones (building the pile in the scenario's order)."""
        if self.unnamed:
            raise ValueError("named cards of a pile go above its unnamed ones")
        self.objects.append(obj)

    def remove(self, obj: T) -> None:
        self.objects.remove(obj)

    def take_top(self, make_unnamed: Callable[[], T]) -> T:
        """The top card, taken out (the caller checks the pile is not empty)."""
        if self.objects:
            return self.objects.pop(0)
        return self.take_unnamed(make_unnamed)

    def take_unnamed(self, make_unnamed: Callable[[], T]) -> T:
        """One of the unnamed cards, taken out as an object (a search that finds 'a card')."""
        if not self.unnamed:
            raise IndexError("no unnamed card left in this pile")
        self.unnamed -= 1
        return make_unnamed()

    def clear(self) -> None:
        self.objects.clear()
        self.unnamed = 0
