"""The order in which the effects of one layer apply: timestamps (613.7), overridden by dependency (613.8).

An effect depends on another in the same layer when applying the other would change whether it
exists, what it applies to or what it does (613.8a). The case the card vocabulary can produce: an
effect that removes all abilities (Turn to Frog, Humility) from the source of a static ability
whose effect applies in the same layer (a lord granting mountainwalk in layer 6). The lord's
effect then waits until the removal has applied (613.8b), finds its ability gone, and so never
starts to apply: it doesn't apply in the later layers either (613.6). Effects that form a loop
apply in timestamp order (613.8b).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Affected = Callable[[Any], frozenset[str]]


def depends(item: Any, other: Any, affected: Affected) -> bool:
    """613.8a: would applying `other` change the existence of `item` (remove its source's ability)?"""
    return (item.ability is not None and other is not item and other.change["do"] == "lose_abilities"
            and item.ability[0] in affected(other))


def in_order(items: list[Any], affected: Affected) -> list[tuple[Any, Any]]:
    """The layer's effects in the order they apply, each with the later-timestamped effect it waited
    for because of a dependency (None when timestamp order alone placed it)."""
    remaining = sorted(items, key=lambda p: p.timestamp)
    if not any(p.change["do"] == "lose_abilities" for p in remaining):
        return [(item, None) for item in remaining]
    ordered: list[tuple[Any, Any]] = []
    while remaining:
        chosen = next((item for item in remaining
                       if not any(depends(item, other, affected) for other in remaining)),
                      remaining[0])  # every one waits for another: a loop, timestamp order (613.8b)
        remaining.remove(chosen)
        waited = next((other for other, _ in ordered
                       if other.timestamp > chosen.timestamp and depends(chosen, other, affected)), None)
        ordered.append((chosen, waited))
    return ordered
