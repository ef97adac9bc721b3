"""Every distinct outcome the affected player could reach by ordering the effects (616.1).

The orders are explored depth first in the default order, so the first order
found for an outcome is the one closest to the default. Two states are the
same when the event's value is the same and the same *kinds* of effects have
been used (effects with equal signatures are interchangeable), which keeps
many copies of one card cheap. The search stops after `max_states` states and
says so: outcomes beyond the bound are not listed, and the ruling tells the
reader so instead of guessing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.events import CardName, Listing
from judge.mtg.replacement.model import Replacement, Situation

MAX_STATES = 4000  # states explored per event before the table is cut short
MAX_ROWS = 32  # distinct outcomes listed per event


@dataclass
class Row:
    """One distinct outcome and an order of effects that leads to it."""

    order: tuple[Replacement, ...]
    value: Any

    def label(self) -> str:
        return order_label(self.order)


@dataclass
class Table:
    """The distinct outcomes of one event; `complete` is False when a bound cut the search short."""

    rows: list[Row] = field(default_factory=list)
    explored: int = 0
    complete: bool = True


def order_label(order: Sequence[Replacement]) -> str:
    """'Furnace of Rath → Master Healer': the sources in the order their effects apply."""
    return Listing((CardName(effect.source_name) for effect in order), " → ", empty="—")


def choosable(effects: Sequence[Replacement], used: set[str], value: Any) -> list[Replacement]:
    """The effects the chooser may pick now (616.1a-e), in the default order.

    Only effects not yet applied to this event (614.5) that apply to the event as
    it is now (616.1f); if any of them is a self-replacement effect, one of those
    must be picked first (616.1a).
    """
    found = [e for e in effects if e.key not in used and e.applies(value)]
    selves = [e for e in found if e.self_replacement]
    return sorted(selves or found, key=lambda e: e.order_key)


def distinct_signatures(effects: Sequence[Replacement]) -> list[Replacement]:
    """One effect per signature: picking either of two identical effects leads to the same place."""
    seen: set[Hashable] = set()
    result = []
    for effect in effects:
        if effect.signature not in seen:
            seen.add(effect.signature)
            result.append(effect)
    return result


def outcomes(situation: Situation, value: Any, effects: Sequence[Replacement],
             max_states: int = MAX_STATES, max_rows: int = MAX_ROWS) -> Table:
    """The table of distinct outcomes, each with the first order (closest to the default) reaching it."""
    table = Table()
    found: dict[Hashable, Row] = {}
    seen_states: set[Hashable] = set()
    # Each stack entry: (value, effects used so far, in order).
    stack: list[tuple[Any, tuple[Replacement, ...]]] = [(value, ())]
    while stack:
        current, order = stack.pop()
        used_signatures = frozenset(Counter(e.signature for e in order).items())
        state = (_hashable(current), used_signatures)
        if state in seen_states:
            continue
        seen_states.add(state)
        table.explored += 1
        if table.explored > max_states:
            table.complete = False
            break
        options = [] if situation.is_null(current) else distinct_signatures(
            choosable(effects, {e.key for e in order}, current))
        if not options:
            key = _hashable(current)
            if key not in found:
                if len(found) >= max_rows:
                    table.complete = False
                    break
                found[key] = Row(order, current)
            continue
        # Push in reverse so that the default choice is explored first.
        for effect in reversed(options):
            stack.append((effect.apply(current).value, (*order, effect)))
    table.rows = list(found.values())
    return table


def _hashable(value: Any) -> Hashable:
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value
