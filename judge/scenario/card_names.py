"""Where a validated scenario names a card from the library, so that every unknown name is
reported at once (the builders resolve them one by one and would stop at the first).

Generic over the models: a `card` key (zone entries, summons), `cast` (a spell on the stack or
cast by an action) and a Yu-Gi-Oh! `field`. Inline `cards:`, `choices:` and `expect:` are not
places a card is put.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any, get_args, get_origin

from pydantic import BaseModel

from judge.scenario.errors import PathPart

NAME_KEYS = ("card", "cast", "field")
NOT_PLACES = frozenset({"cards", "choices", "expect"})


def card_names(node: Any, path: tuple[PathPart, ...] = ()) -> Iterator[tuple[str, tuple[PathPart, ...]]]:
    """(card name, path of the name) for every card a scenario puts somewhere, in file order."""
    if isinstance(node, BaseModel):
        for name, key in _keys(type(node)):
            if not path and key in NOT_PLACES:
                continue
            value = getattr(node, name)
            if key in NAME_KEYS and isinstance(value, str):
                yield value, (*path, key)
            elif isinstance(value, BaseModel | list):  # a plain value names no card: not walked
                yield from card_names(value, (*path, key))
    elif isinstance(node, list):
        for index, item in enumerate(node):
            if isinstance(item, BaseModel | list):
                yield from card_names(item, (*path, index))


@functools.cache
def _keys(model: type[BaseModel]) -> tuple[tuple[str, str], ...]:
    """(attribute, key in the file) of each field of a model that can name a card: a name key, or
    a field that can hold a model or a list (a plain field, such as a permanent's `tapped`, can't)."""
    return tuple((name, field.alias or name) for name, field in model.model_fields.items()
                 if (field.alias or name) in NAME_KEYS or _may_hold_models(field.annotation))


def _may_hold_models(annotation: Any) -> bool:
    if isinstance(annotation, type):
        return issubclass(annotation, BaseModel | list)
    origin = get_origin(annotation)
    if origin is list or (isinstance(origin, type) and issubclass(origin, BaseModel)):
        return True
    return any(_may_hold_models(argument) for argument in get_args(annotation))


# the keys of a player whose list holds cards (a name alone, or a mapping with `card:`)
ZONE_KEYS = frozenset({"hand", "graveyard", "exile", "library", "battlefield", "deck", "extra_deck",
                       "banished", "monsters", "spells_traps"})


def raw_card_names(data: Any, path: tuple[PathPart, ...] = ()) -> Iterator[tuple[str, tuple[PathPart, ...]]]:
    """(card name, path) for every card a scenario document puts somewhere, read from the plain
    data, so that the names are checked even when the document doesn't validate (the model's
    `card_names` needs a valid scenario)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if not path and key in NOT_PLACES:
                continue
            if key in NAME_KEYS and isinstance(value, str):
                yield value, (*path, key)
            elif key in ZONE_KEYS and isinstance(value, list) and len(path) == 2 and path[0] == "players":
                for index, item in enumerate(value):
                    if isinstance(item, str):
                        yield item, (*path, key, index)
                    else:
                        yield from raw_card_names(item, (*path, key, index))
            else:
                yield from raw_card_names(value, (*path, key))
    elif isinstance(data, list):
        for index, item in enumerate(data):
            yield from raw_card_names(item, (*path, index))


def inline_card_names(data: Any) -> set[str]:
    """The names (lower case) of the cards a scenario document defines under `cards:`."""
    cards = data.get("cards") if isinstance(data, dict) else None
    return {card["name"].lower() for card in cards or []
            if isinstance(card, dict) and isinstance(card.get("name"), str)}
