"""The one error type of bad input: where it is, what is wrong, and how to fix it.

Messages and hints are `Text`s: a gettext msgid (the English template) with its parameters, so
that judge/explain/errors.py renders them in any language; as a `str` a Text is its English
text, which is what the loader's callers, logs and tests see. A message without parameters may
be a plain string: it is its own msgid. Every msgid has its de/nl translation in
judge/locale/<lang>/LC_MESSAGES/errors.po (tests/test_error_messages.py finds them in the code).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any, NoReturn

PathPart = str | int
MAX_PROBLEMS = 50  # reported at once; past this many, the file is probably not a scenario at all


def format_path(path: Sequence[PathPart]) -> str:
    """`players[1].battlefield[2]` from ('players', 1, 'battlefield', 2)."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


class Text(str):
    """A message of bad input: its English text, plus the msgid and parameters it came from.

    Parameters are shown as they are (names, numbers, values of the file), except nested Texts,
    which are rendered in the same language, and lists (joined by "; ") or tuples (", ") of them. A message whose
    words change with a number has a `plural` msgid; its `count` parameter chooses the form.
    """

    msgid: str
    params: dict[str, Any]
    plural: str | None

    def __new__(cls, msgid: str, params: dict[str, Any] | None = None, plural: str | None = None) -> Text:
        params = dict(params or {})
        template = plural if plural is not None and params.get("count") != 1 else msgid
        shown = {key: joined(v, str) for key, v in params.items()}
        value = super().__new__(cls, template.format(**shown) if params else template)
        value.msgid, value.params, value.plural = msgid, params, plural
        return value

    def __reduce__(self) -> tuple[object, ...]:
        return Text, (self.msgid, self.params, self.plural)

    def filled(self, **params: Any) -> Text:
        """This message (from a table of messages) with its parameters given."""
        return Text(self.msgid, {**self.params, **params}, self.plural)


def joined(value: Any, show: Any) -> Any:
    """A list parameter as its items joined by "; ", a tuple by ", " (each shown by `show`)."""
    if isinstance(value, list):
        return "; ".join(show(item) for item in value)
    if isinstance(value, tuple):
        return ", ".join(show(item) for item in value)
    return value


def T(msgid: str, **params: Any) -> Text:
    """A message: `T("there is no player called {name!r}", name=name)` (`pybabel extract -k T`)."""
    return Text(msgid, params)


def NT(singular: str, plural: str, count: int, **params: Any) -> Text:
    """A message with plural forms, chosen by `count` (`pybabel extract -k NT:1,2`)."""
    return Text(singular, {"count": count, **params}, plural)


def suggest(word: str, candidates: Iterable[str], cutoff: float = 0.6) -> str | None:
    """The closest candidate to a misspelt word (case-insensitive), or None."""
    pool = list(dict.fromkeys(candidates))
    lowered = {c.lower(): c for c in pool}
    if word.lower() in lowered:
        return lowered[word.lower()]
    import difflib  # lazy: start-up (only a misspelt name of an invalid file asks for it)

    hits = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=cutoff)
    return lowered[hits[0]] if hits else None


class Invalid(ValueError):
    """A validator's refusal with its fix: the located error shows `hint` beside the message."""

    def __init__(self, message: str, hint: str | None = None) -> None:  # each a Text or a msgid
        super().__init__(message)
        self.message, self.hint = message, hint


@dataclass
class ScenarioError(Exception):
    """Invalid input. Rendered as `file:line:column: path: message (hint)`.

    `line` and `column` are 1-based; 0 means the error concerns the whole file. One error
    may carry the further problems found at the same time (`others`), so that an author
    fixes them all in one go: `problems` lists them all in the order of the file.
    """

    message: str
    source: str = "<scenario>"
    line: int = 0
    column: int = 0
    path: tuple[PathPart, ...] = field(default_factory=tuple)
    hint: str | None = None
    others: tuple[ScenarioError, ...] = ()
    # an invalid scenario without its wrong parts (judge/scenario/repair.py), for the builder to
    # find the problems of its references too (judge.ruling.load_text); None if there is none
    partial: Any = field(default=None, repr=False, compare=False)
    hidden: int = field(default=0, compare=False)  # problems found past MAX_PROBLEMS, not listed

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

    @property
    def problems(self) -> list[ScenarioError]:
        """This problem and the others found with it, in the order of the file."""
        return [replace(self, others=()), *self.others]

    def report(self) -> str:
        """Every problem, one per line, each line starting `file:line:column: ` (editors parse it)."""
        note = more_problems(self)
        return "\n".join([str(problem) for problem in self.problems] + ([f"{self.source}: {note}"] if note else []))

    def problem_json(self) -> dict[str, object]:
        return {"line": self.line, "column": self.column, "path": format_path(self.path),
                "message": self.message, "hint": self.hint}

    def errors_json(self) -> dict[str, object]:
        """`judge rule --json` on an invalid scenario: `{"errors": [{line, column, path, message, hint}]}`."""
        return {"errors": [problem.problem_json() for problem in self.problems]}

    def to_json(self) -> dict[str, object]:
        """The HTTP API's 400 body: the first error's error, line, column (+ path and hint), and `errors`."""
        return {"error": str(replace(self, others=())), **self.problem_json(), **self.errors_json()}


def collect(problems: Iterable[ScenarioError]) -> ScenarioError:
    """One error carrying all `problems` (each kept once), ordered by line and column, at most
    MAX_PROBLEMS of them. `problems` must not be empty."""
    unique: dict[tuple, ScenarioError] = {}
    hidden = 0
    for problem in problems:
        hidden += problem.hidden
        for p in problem.problems:
            # one problem found twice (by the names check and by the build): the first has the
            # better hint, the longer path the more precise place
            key = (p.line, p.column, p.message)
            if key not in unique:
                unique[key] = p
            elif len(p.path) > len(unique[key].path):
                unique[key] = replace(unique[key], path=p.path)
    ordered = sorted(unique.values(), key=lambda p: (p.line, p.column))
    hidden += max(0, len(ordered) - MAX_PROBLEMS)
    ordered = ordered[:MAX_PROBLEMS]
    return replace(ordered[0], others=tuple(ordered[1:]), hidden=hidden)


def more_problems(error: ScenarioError) -> Text | None:
    """The note after the problems listed, when more were found than are shown."""
    if not error.hidden:
        return None
    return NT("{count} more problem is not shown; fix these first", "{count} more problems are not shown; fix these "
              "first", error.hidden)


class Cascade(Exception):
    """A reference to an object whose own entry was already reported as broken: not a new problem."""


@dataclass
class Problems:
    """The problems found while a scenario is built, so that each is reported with all the others.

    A unit of the build (an entry of a zone, a stack entry, an action) runs under `each`: its
    problem is noted and the build goes on without it. The names and ids of a broken unit are
    remembered, so that a later reference to it raises `Cascade` (skipped silently) instead of a
    second, misleading "there is no such object".
    """

    found: list[ScenarioError] = field(default_factory=list)
    broken: set[str] = field(default_factory=set)

    @contextmanager
    def each(self, *refs: str | None) -> Iterator[None]:
        try:
            yield
        except ScenarioError as error:
            self.found.append(error)
            self.broken.update(ref.lower() for ref in refs if ref)
        except Cascade:
            self.broken.update(ref.lower() for ref in refs if ref)

    def check(self, ref: str) -> None:
        """Raise Cascade when `ref` names an object whose entry was broken."""
        if ref.lower() in self.broken:
            raise Cascade(ref)

    def raise_all(self) -> None:
        """Raise every problem found, at once (nothing when there is none)."""
        if self.found:
            raise collect(self.found)

    def raise_after(self, play: Callable[[], object]) -> NoReturn:
        """A build that found problems: `play` (the scenario's actions, on what could be built)
        runs only to find their problems too; then all are raised at once. A board built without
        its broken entries may not bear every action: any other failure is the consequence of a
        problem already found, never a traceback for the author."""
        try:
            play()
        except ScenarioError:
            raise
        except Exception:
            pass
        self.raise_all()
        raise AssertionError("a build with problems raises them")  # pragma: no cover


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """A hint "did you mean 'X'?" for a misspelt name, or None."""
    best = suggest(word, candidates)
    return T("did you mean {name!r}?", name=best) if best else None


def name_hint(name: str, names: Iterable[str], duelists: bool = False) -> Text:
    """The hint for a player's name that isn't one: the nearest name, or the names there are."""
    known = list(names)
    listed = ", ".join(repr(n) for n in known)
    return did_you_mean(name, known) or (T("the duelists are {names}", names=listed) if duelists
                                         else T("the players are {names}", names=listed))
