"""Problems of bad input in the page language: each message and hint of a ScenarioError is a
`Text` (msgid and parameters, judge/scenario/errors.py) rendered through the gettext catalogs
(judge/locale/<lang>/LC_MESSAGES/errors.po). Line, column and path stay as they are, so an
editor jumps to the same place in any language; a message the catalog lacks stays English
(tests/test_error_messages.py makes sure none does).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge.explain.i18n import gettext, ngettext
from judge.scenario.errors import ScenarioError, Text, format_path, joined, more_problems


def render(message: str | None, lang: str) -> str | None:
    """A message or hint in `lang`: a Text by its msgid and parameters, a plain string as a msgid."""
    if message is None or lang == "en":
        return None if message is None else str(message)
    if not isinstance(message, Text):
        return gettext(message, lang)
    template = (ngettext(message.msgid, message.plural, message.params["count"], lang)
                if message.plural is not None else gettext(message.msgid, lang))
    if not message.params:
        return template
    return template.format(**{key: _param(value, lang) for key, value in message.params.items()})


def _param(value: Any, lang: str) -> Any:
    if isinstance(value, list | tuple):
        return joined(value, lambda item: str(_param(item, lang)))
    return render(value, lang) if isinstance(value, Text) else value


def problem_json(problem: ScenarioError, lang: str = "en") -> dict[str, object]:
    return {"line": problem.line, "column": problem.column, "path": format_path(problem.path),
            "message": render(problem.message, lang), "hint": render(problem.hint, lang)}


def errors_json(error: ScenarioError, lang: str = "en") -> dict[str, object]:
    """`{"errors": [{line, column, path, message, hint}]}`: every problem, in `lang`."""
    found: dict[str, object] = {"errors": [problem_json(problem, lang) for problem in error.problems]}
    if error.hidden:
        found["not_shown"] = error.hidden
    return found


def line(problem: ScenarioError, lang: str = "en") -> str:
    """`FILE:LINE:COLUMN: path: message (hint)` in `lang`."""
    return str(replace(problem, message=render(problem.message, lang), hint=render(problem.hint, lang), others=()))


def report(error: ScenarioError, lang: str = "en") -> str:
    """Every problem, one per line, each starting `FILE:LINE:COLUMN: ` (editors parse it)."""
    note = more_problems(error)
    lines = [line(problem, lang) for problem in error.problems]
    return "\n".join(lines + ([f"{error.source}: {render(note, lang)}"] if note else []))


def to_json(error: ScenarioError, lang: str = "en") -> dict[str, object]:
    """The HTTP API's 400 body in `lang`: the first problem's `error`, line, column, path, message,
    hint, and `errors`, every problem."""
    return {"error": line(error, lang), **problem_json(error, lang), **errors_json(error, lang)}
