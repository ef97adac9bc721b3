"""The order in which the effects of one layer apply: timestamps (613.7), overridden by dependency (613.8).

An effect depends on another in the same layer when applying the other would change whether it
exists, what it applies to or what it does (613.8a). The cases the card vocabulary can produce:

- an effect that removes all abilities (Turn to Frog, Humility) from the source of a static
  ability whose effect applies in the same layer (a lord granting mountainwalk in layer 6);
- an effect that sets a land's type to a basic land type, which removes the abilities of its
  rules text (305.7): Blood Moon makes Urborg, Tomb of Yawgmoth a Mountain, so Urborg's own
  "each land is a Swamp" (layer 4 too) depends on Blood Moon;
- a type-changing effect that changes what another type-changing effect's filter matches
  (all permanents become artifacts; then noncreature artifacts become creatures).

The dependent effect waits until the others have applied (613.8b); one whose ability is gone by
then never starts to apply, in this layer or the later ones (613.6). After each effect applies the
order is looked at again (613.8c). Effects that wait for one another in a loop apply in timestamp
order (613.8b). The caller (`characteristics`) says what depends on what: it knows the objects.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

Depends = Callable[[Any, Any], bool]


def may_change(item: Any, layer: str) -> bool:
    """Could applying this effect change another effect of its layer (613.8a)? Removing abilities
    (layer 6), or changing types (layer 4): a land's type set to a basic one loses its rules text
    (305.7), and any type change may change what another type-changing effect applies to."""
    kind = item.change["do"]
    return (layer == "6" and kind == "lose_abilities") or (layer == "4" and kind == "change_types")


def may_depend(items: list[Any], layer: str) -> bool:
    """Is there a pair where one could depend on the other? If not, timestamp order alone decides."""
    changers = [item for item in items if may_change(item, layer)]
    return bool(changers) and any(item.ability is not None and any(other is not item for other in changers)
                                  for item in items)


def in_order(items: list[Any], depends: Depends, layer: str) -> Iterator[tuple[Any, Any]]:
    """The layer's effects in the order they apply, each with the later-timestamped effect it waited
    for because of a dependency (None when timestamp order alone placed it). The caller applies each
    effect before asking for the next, so each choice sees the objects as they are then (613.8c)."""
    remaining = sorted(items, key=lambda p: p.timestamp)
    changers = [item for item in remaining if may_change(item, layer)]
    waited_for: dict[Any, Any] = {}
    while remaining:
        chosen = None
        for item in remaining:
            blocker = next((other for other in changers if other in remaining and depends(item, other)), None)
            if blocker is None:
                chosen = item
                break
            if blocker.timestamp > item.timestamp:
                waited_for.setdefault(item, blocker)
        if chosen is None:  # every one waits for another: a dependency loop, timestamp order (613.8b)
            chosen = remaining[0]
            waited_for.pop(chosen, None)
        remaining.remove(chosen)
        yield chosen, waited_for.get(chosen)
