"""The rows of a trigger order's table: orders that read the same share one (603.3b).

A player's simultaneous triggers are named in the choice by their source (and which of its abilities
when a source has several: judge.mtg.trigger_rules._labels), so two triggers of one ability of two
permanents of one name read the same, and so do the orders that only swap them: five triggers of which
three read alike have 5! / 3! = 20 orders that read apart, not 120. The table has one row per such
order; `count` counts them without listing any (a hundred Soul Wardens' triggers have one), `rows` lists
them when there are few enough to play out (judge.mtg.forecast.MAX_OPTIONS), and each row's orders are
listed lazily, as only one of them is played out (the last one that ends: `Row.latest_first`).

A row is named by its first order, each label's triggers in the order they triggered; rows come in the
order of their first orders, and a row's orders from the last to the first, as listing every order
(itertools.permutations of the triggers' positions) and grouping them by how they read would give.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from math import factorial, prod


def count(labels: list[Hashable], at_most: int) -> int:
    """How many orders of triggers named `labels` read apart: n! over k! for each label's k triggers; or
    `at_most` + 1 if more than `at_most`. With two labels or more there are at least n (where one trigger
    of a label goes), so n beyond the bound is enough to know without working out 250 000 factorial."""
    sizes = Counter(labels).values()
    if len(sizes) > 1 and len(labels) > at_most:
        return at_most + 1
    return min(at_most + 1, factorial(len(labels)) // prod(factorial(k) for k in sizes))


@dataclass(frozen=True)
class Row:
    """The orders of one row: `first`, and the triggers of each label (`alike`: trigger -> the positions
    in the triggered order of its label's triggers, in that order)."""

    first: tuple[int, ...]
    alike: tuple[tuple[int, ...], ...]

    @property
    def single(self) -> bool:
        """No other order reads as this one does (no two triggers read alike)."""
        return all(len(group) == 1 for group in self.alike)

    def latest_first(self) -> Iterator[tuple[int, ...]]:
        """The row's orders from the last to the first: at each place, the unplaced triggers of its label
        from the latest to trigger to the earliest."""
        placed: set[int] = set()
        order: list[int] = []

        def extend(place: int) -> Iterator[tuple[int, ...]]:
            if place == len(self.first):
                yield tuple(order)
                return
            for trigger in reversed(self.alike[self.first[place]]):
                if trigger not in placed:
                    placed.add(trigger)
                    order.append(trigger)
                    yield from extend(place + 1)
                    order.pop()
                    placed.discard(trigger)

        return extend(0)


def rows(labels: list[Hashable]) -> Iterator[Row]:
    """Each row of the orders of triggers named `labels`, in the order of their first orders."""
    groups: dict[Hashable, tuple[int, ...]] = {}
    for position, label in enumerate(labels):
        groups[label] = (*groups.get(label, ()), position)
    alike = tuple(groups[label] for label in labels)
    taken = dict.fromkeys(groups, 0)  # label -> how many of its triggers the order has placed
    order: list[int] = []

    def extend() -> Iterator[Row]:
        if len(order) == len(labels):
            yield Row(tuple(order), alike)
            return
        # each label's next trigger, earliest first: the orders that start so come in that order
        for label, group in sorted(((label, group) for label, group in groups.items() if taken[label] < len(group)),
                                   key=lambda item: item[1][taken[item[0]]]):
            order.append(group[taken[label]])
            taken[label] += 1
            yield from extend()
            taken[label] -= 1
            order.pop()

    return extend()
