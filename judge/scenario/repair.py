"""What is left of an invalid scenario once its wrong parts are taken out.

A scenario with a wrong value (`life: lots`, `step: main1`, an action of no known kind) has
other problems too: a target that names nothing, a player who isn't there. Those are found by
the game's builder, which needs a valid model. So the wrong parts are left out (a key, or the
entry of a list that holds it), the rest is validated again, and the builder checks that
(judge.ruling.load_text). Positions stay those of the author's file: `RepairedDocument` maps each
path of the repaired data back to the original. If the rest is still not a scenario (a required
key was wrong), there is nothing to check and only the first problems are reported.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from judge.scenario.errors import PathPart, ScenarioError
from judge.scenario.validation import data_path
from judge.scenario.yaml_source import Document

MAX_REMOVED = 50  # past this many wrong parts, what is left says little


@dataclass
class RepairedDocument(Document):
    """The repaired data, located in the original document: `removed` lists, for each list
    (by its path in the original), the indices of the entries left out."""

    original: Document | None = None
    removed: dict[tuple[PathPart, ...], list[int]] = field(default_factory=dict)
    # every part removed (original paths), and whether it was an unknown key (maybe a misspelt one)
    left_out: list[tuple[tuple[PathPart, ...], bool]] = field(default_factory=list)

    def near_a_part_left_out(self, path: tuple[PathPart, ...]) -> bool:
        """Whether a problem at `path` (original) may only follow from a part's absence: at or
        inside a wrong value left out, or beside an unknown key left out (`targets` missing after
        `tagets:`)."""
        return any(path[:len(gone)] == gone
                   or (unknown and len(path) <= len(gone) and path[:len(gone) - 1] == gone[:-1])
                   for gone, unknown in self.left_out)

    def original_path(self, path: tuple[PathPart, ...]) -> tuple[PathPart, ...]:
        out: list[PathPart] = []
        for part in path:
            if isinstance(part, int):
                for gone in self.removed.get(tuple(out), ()):
                    if gone <= part:
                        part += 1
            out.append(part)
        return tuple(out)

    def position(self, path: tuple[PathPart, ...]) -> tuple[int, int]:
        assert self.original is not None
        return self.original.position(self.original_path(path))

    def error(self, path: tuple[PathPart, ...], message: str, hint: str | None = None) -> ScenarioError:
        assert self.original is not None
        return self.original.error(self.original_path(path), message, hint)


def repair(data: dict[str, Any], document: Document, model_class: type[BaseModel],
           exc: ValidationError) -> tuple[Any, RepairedDocument, set[str]] | None:
    """(model, repaired document, names and ids of what was left out) of `data` without the
    parts `exc` finds wrong, or None when what is left is not a scenario either."""
    paths, unknown = [], set()
    for error in exc.errors():
        path = data_path(data, tuple(error["loc"]))
        paths.append(path[:-1] if error["type"] == "missing" else path)
        if error["type"] == "extra_forbidden":
            unknown.add(path)
    if not paths or len(paths) > MAX_REMOVED or () in paths:
        return None
    repaired = copy.deepcopy(data)
    removed: dict[tuple[PathPart, ...], list[int]] = {}
    left_out: set[str] = set()
    # deepest and last first, so that a removal never shifts a path still to be removed
    for path in sorted(set(paths), key=lambda p: (len(p), p[-1] if isinstance(p[-1], int) else -1), reverse=True):
        if any(path[:n] in paths and n < len(path) for n in range(1, len(path))):
            continue  # inside a part that goes as a whole
        parent = _at(repaired, path[:-1])
        if isinstance(parent, dict) and path[-1] in parent:
            left_out |= _names(parent.pop(path[-1]))
        elif isinstance(parent, list) and isinstance(path[-1], int) and path[-1] < len(parent):
            left_out |= _names(parent.pop(path[-1]))
            removed.setdefault(path[:-1], []).append(path[-1])
    try:
        model = model_class.model_validate(repaired)
    except ValidationError:
        return None
    for indices in removed.values():
        indices.sort()
    kept = RepairedDocument(repaired, document.source, original=document, removed=removed,
                            left_out=[(p, p in unknown) for p in set(paths) if p])
    return model, kept, left_out


def _at(data: Any, path: tuple[PathPart, ...]) -> Any:
    for part in path:
        data = data[part]
    return data


def _names(value: Any) -> set[str]:
    """Every text in a part left out (its card names, ids): a later reference to one of them is
    not a new problem."""
    if isinstance(value, str):
        return {value.lower()}
    if isinstance(value, dict):
        return {name for item in value.values() for name in _names(item)}
    if isinstance(value, list):
        return {name for item in value for name in _names(item)}
    return set()
