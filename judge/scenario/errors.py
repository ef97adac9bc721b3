"""The one error type of bad input: where it is, what is wrong, and how to fix it."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

PathPart = str | int


def format_path(path: Sequence[PathPart]) -> str:
    """`players[1].battlefield[2]` from ('players', 1, 'battlefield', 2)."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def suggest(word: str, candidates: Iterable[str], cutoff: float = 0.6) -> str | None:
    """The closest candidate to a misspelt word (case-insensitive), or None."""
    pool = list(dict.fromkeys(candidates))
    lowered = {c.lower(): c for c in pool}
    if word.lower() in lowered:
        return lowered[word.lower()]
    hits = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=cutoff)
    return lowered[hits[0]] if hits else None


@dataclass
class ScenarioError(Exception):
    """Invalid input. Rendered as `file:line:column: path: message (hint)`.

    `line` and `column` are 1-based; 0 means the error concerns the whole file.
    """

    message: str
    source: str = "<scenario>"
    line: int = 0
    column: int = 0
    path: tuple[PathPart, ...] = field(default_factory=tuple)
    hint: str | None = None

    def __str__(self) -> str:
        where = self.source
        if self.line:
            where += f":{self.line}:{self.column}"
        text = f"{where}: "
        if self.path:
            text += f"{format_path(self.path)}: "
        text += self.message
        if self.hint:
            text += f" ({self.hint})"
        return text

    def to_json(self) -> dict[str, object]:
        """The HTTP API's 400 body: error, line, column (+ path and hint)."""
        return {
            "error": str(self),
            "message": self.message,
            "line": self.line,
            "column": self.column,
            "path": format_path(self.path),
            "hint": self.hint,
        }


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """A hint "did you mean 'X'?" for a misspelt name, or None."""
    best = suggest(word, candidates)
    return f"did you mean '{best}'?" if best else None
