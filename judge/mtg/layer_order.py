"""The order in which the effects of one layer apply: timestamps (613.7), overridden by dependency (613.8).

An effect depends on another in the same layer when applying the other would change whether it
exists, what it applies to or what it does (613.8a). The cases the card vocabulary can produce:

- an effect that removes all abilities (Turn to Frog, Humility) from the source of a static
  ability whose effect applies in the same layer (a lord granting mountainwalk in layer 6);
- an effect that sets a land's type to a basic land type, which removes the abilities of its
  rules text (305.7): Blood Moon makes Urborg, Tomb of Yawgmoth a Mountain, so Urborg's own
  "each land is a Swamp" (layer 4 too) depends on Blood Moon;
- a type-changing effect that changes what another type-changing effect's filter matches
  (all permanents become artifacts; then noncreature artifacts become creatures);
- in layer 6, a keyword added or removed that changes what another effect's filter matches
  ("all creatures lose flying" before "creatures with flying have first strike").

The dependent effect waits until the others have applied (613.8b); one whose ability is gone by
then never starts to apply, in this layer or the later ones (613.6). After each effect applies the
order is looked at again (613.8c). Effects that wait for one another in a loop apply in timestamp
order (613.8b). The caller (`characteristics`) says what depends on what: it knows the objects.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

Depends = Callable[[Any, Any], bool]


def reads_keywords(item: Any) -> bool:
    """Does the effect's filter look at abilities ("creatures with flying have first strike")?"""
    return item.selector is not None and bool(item.selector[0].keyword or item.selector[0].without_keyword)


def changers(items: list[Any], layer: str) -> list[Any]:
    """The effects of the layer whose application could change another one (613.8a): removing all
    abilities (layer 6); in layer 6 also adding or removing a keyword, when some effect's filter
    looks at keywords; changing types (layer 4): a land's type set to a basic one loses its rules
    text (305.7), and a type change may change what another type-changing effect applies to."""
    if layer == "4":
        return [item for item in items if item.change["do"] == "change_types"]
    if layer != "6":
        return []
    keywords = any(reads_keywords(item) for item in items)
    return [item for item in items if item.change["do"] == "lose_abilities"
            or (keywords and item.change["do"] in ("grant_keywords", "lose_keywords"))]


def may_depend(items: list[Any], layer: str) -> bool:
    """Is there a pair where one could depend on the other? If not, timestamp order alone decides."""
    found = changers(items, layer)
    return bool(found) and any(item.ability is not None and any(other is not item for other in found)
                               for item in items)


def in_order(items: list[Any], depends: Depends, layer: str) -> Iterator[tuple[Any, Any]]:
    """The layer's effects in the order they apply, each with the later-timestamped effect it waited
    for because of a dependency (None when timestamp order alone placed it). The caller applies each
    effect before asking for the next, so each choice sees the objects as they are then (613.8c)."""
    remaining = sorted(items, key=lambda p: p.timestamp)
    able = changers(remaining, layer)
    waiting = set(able)  # the changers not applied yet (items compare by identity)
    waited_for: dict[Any, Any] = {}
    while remaining:
        chosen = None
        for item in remaining:
            blocker = next((other for other in able if other in waiting and depends(item, other)), None)
            if blocker is None:
                chosen = item
                break
            if blocker.timestamp > item.timestamp:
                waited_for.setdefault(item, blocker)
        if chosen is None:  # every one waits for another: a dependency loop, timestamp order (613.8b)
            chosen = remaining[0]
            waited_for.pop(chosen, None)
        remaining.remove(chosen)
        waiting.discard(chosen)
        yield chosen, waited_for.get(chosen)
