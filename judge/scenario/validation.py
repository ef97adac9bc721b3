"""Turning pydantic's validation errors into ScenarioErrors at the right line and column."""

from __future__ import annotations

from typing import Any, NoReturn

from pydantic import BaseModel, ValidationError

from judge.scenario.errors import PathPart, ScenarioError, did_you_mean, format_path
from judge.scenario.yaml_source import Document


def data_path(data: Any, loc: tuple[Any, ...]) -> tuple[PathPart, ...]:
    """The path into the plain data that a pydantic `loc` designates.

    pydantic adds union-branch tags and validator names to `loc`; we keep only
    the parts that really index into the data.
    """
    path: list[PathPart] = []
    node = data
    for part in loc:
        in_dict = isinstance(node, dict) and part in node
        in_list = isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)
        if in_dict or in_list:
            path.append(part)
            node = node[part]
        elif isinstance(node, dict) and isinstance(part, str) and part == loc[-1]:
            path.append(part)  # a missing key: point at its parent mapping
            break
    return tuple(path)


def _model_keys(model: type[BaseModel] | None) -> list[str]:
    if model is None:
        return []
    return [f.alias or name for name, f in model.model_fields.items()]


ZONE_HINTS = {
    "monsters": "a player has 5 Main Monster Zones; put the other monsters in the hand or graveyard",
    "spells_traps": "a player has 5 Spell & Trap Zones; a Field Spell goes under 'field'",
    "players": "a scenario has at most this many players",
}


def _explain(error: dict[str, Any], keys: list[str]) -> tuple[str, str | None]:
    """Message and hint for one pydantic error, in words a scenario author understands."""
    kind = error["type"]
    loc = error["loc"]
    field = loc[-1] if loc else ""
    given = error.get("input")
    if kind == "extra_forbidden":
        hint = did_you_mean(str(field), keys)
        return f"unknown key {field!r}", hint or (f"allowed keys: {', '.join(keys)}" if keys else None)
    if kind == "missing":
        return f"the key {field!r} is required here", None
    if kind in ("literal_error", "enum"):
        expected = error.get("ctx", {}).get("expected", "")
        options = [o.strip().strip("'") for o in expected.replace(" or ", ", ").split(",")]
        hint = did_you_mean(str(given), options) if isinstance(given, str) else None
        return f"{_shown(given)} is not allowed here; expected {expected}", hint
    if kind == "too_long" and isinstance(given, list):
        limit = error.get("ctx", {}).get("max_length")
        return f"{len(given)} entries given, but at most {limit} are allowed here", ZONE_HINTS.get(str(field))
    if kind == "too_short":
        return "this list needs at least one entry", None
    if kind.endswith("_type") or kind.endswith("_parsing"):
        return f"expected {error['msg'].lower().removeprefix('input should be ')}, got {_shown(given)}", None
    return error["msg"].removeprefix("Value error, "), None


def _shown(value: Any, limit: int = 80) -> str:
    """A value as the message quotes it, cut short: a list of a thousand names is not a message."""
    text = repr(value)
    if len(text) <= limit:
        return text
    kind = f"a list of {len(value)} entries: " if isinstance(value, list) else ""
    return f"{kind}{text[:limit]}..."


def raise_validation_error(exc: ValidationError, document: Document,
                           prefix: tuple[PathPart, ...] = (),
                           model_at: Any = None) -> NoReturn:
    """Raise the first (most specific) error of `exc` as a located ScenarioError.

    `model_at(path)` may return the model class expected at a path, for key suggestions.
    """
    # the deepest first; at one depth, a branch of a union whose type fits (a list of 1001 cards
    # for `library: Count | list`) explains better than the branch whose type doesn't
    errors = sorted(exc.errors(), key=lambda e: (-len(e["loc"]), e["type"].endswith("_type")))
    error = errors[0]
    base: Any = document.data
    for part in prefix:
        base = base[part]
    path = (*prefix, *data_path(base, tuple(error["loc"])))
    parent = path[:-1] if error["type"] == "extra_forbidden" else path
    keys = _model_keys(model_at(parent) if model_at else None)
    message, hint = _explain(error, keys)
    more = len(errors) - 1
    if more:
        message += f" (and {more} more problem{'s' if more > 1 else ''})"
    raise document.error(path, message, hint)


__all__ = ["ScenarioError", "data_path", "format_path", "raise_validation_error"]


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """Every pydantic model class mentioned in a type annotation."""
    import typing

    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found: list[type[BaseModel]] = []
    for arg in typing.get_args(annotation):
        found.extend(_models_in(arg))
    return found


def model_locator(root: type[BaseModel], data: Any):
    """A function path -> the model class that validates the mapping at that path."""

    def locate(path: tuple[PathPart, ...]) -> type[BaseModel] | None:
        candidates = [root]
        node = data
        for part in path:
            fields = [m.model_fields[part] for m in candidates
                      if isinstance(part, str) and part in m.model_fields]
            if fields:
                candidates = [m for f in fields for m in _models_in(f.annotation)] or candidates
            if isinstance(node, dict | list):
                try:
                    node = node[part]  # type: ignore[index]
                except (KeyError, IndexError, TypeError):
                    node = None
        if isinstance(node, dict) and len(candidates) > 1:
            candidates.sort(key=lambda m: -len(set(node) & set(_model_keys(m))))
        return candidates[0] if candidates else None

    return locate
