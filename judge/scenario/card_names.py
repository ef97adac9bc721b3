"""Where a validated scenario names a card from the library, so that every unknown name is
reported at once (the builders resolve them one by one and would stop at the first).

Generic over the models: a `card` key (zone entries, summons), `cast` (a spell on the stack or
cast by an action) and a Yu-Gi-Oh! `field`. Inline `cards:`, `choices:` and `expect:` are not
places a card is put.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel

from judge.scenario.errors import PathPart

NAME_KEYS = ("card", "cast", "field")
NOT_PLACES = frozenset({"cards", "choices", "expect"})


def card_names(node: Any, path: tuple[PathPart, ...] = ()) -> Iterator[tuple[str, tuple[PathPart, ...]]]:
    """(card name, path of the name) for every card a scenario puts somewhere, in file order."""
    if isinstance(node, BaseModel):
        for name, field in type(node).model_fields.items():
            key = field.alias or name
            if not path and key in NOT_PLACES:
                continue
            value = getattr(node, name)
            if key in NAME_KEYS and isinstance(value, str):
                yield value, (*path, key)
            else:
                yield from card_names(value, (*path, key))
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from card_names(item, (*path, index))
