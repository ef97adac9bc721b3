"""A ruling's choices as its page lists them: a choice made again and again shown once, with how
often; at most CHOICES_SHOWN of them, and OPTIONS_SHOWN options of each.

A Wrath of God on five Blood Artists makes 4 976 choices: who each of 4 975 triggers targets (the
same two players, the same default every time) and the order of the triggers themselves. Listed
one by one that page was 9 MB of HTML and lifted a worker above 230 MB; the JSON and Markdown
exports keep every choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.explain.render import alike_choices

CHOICES_SHOWN = 20
OPTIONS_SHOWN = 12


@dataclass(frozen=True)
class ShownChoice:
    """One choice of the page, `times` the number of times the ruling made it alike."""

    choice: dict[str, Any]
    times: int
    # the options listed, each once with how often the choice offers it (95 alike triggers to
    # order): the first OPTIONS_SHOWN, and the one taken
    options: list[tuple[str, int]]
    more_options: int  # options left out of the table


@dataclass(frozen=True)
class ShownChoices:
    shown: list[ShownChoice]
    more: int  # choices left out (each repetition counted)


def shown_choices(choices: list[dict[str, Any]]) -> ShownChoices:
    """The ruling JSON's `choices` as the page shows them (see the module's docstring)."""
    groups = alike_choices(choices)
    shown = [ShownChoice(choice, times, *_options(choice)) for choice, times in groups[:CHOICES_SHOWN]]
    return ShownChoices(shown, sum(times for _choice, times in groups[CHOICES_SHOWN:]))


def _options(choice: dict[str, Any]) -> tuple[list[tuple[str, int]], int]:
    """The rows of a choice's table: its options, or, for the order of triggers (whose options are the
    triggers and whose outcomes are each an order's), the orders its outcomes name."""
    rows = choice["options"]
    outcomes = choice.get("outcomes") or []
    if outcomes and not set(rows) & {outcome["option"] for outcome in outcomes}:
        rows = [outcome["option"] for outcome in outcomes]  # each order of the triggers, with its end
    offered: dict[str, int] = {}
    for option in rows:
        offered[option] = offered.get(option, 0) + 1
    listed = list(offered)[:OPTIONS_SHOWN]
    if choice["taken"] in offered and choice["taken"] not in listed:
        listed.append(choice["taken"])
    return [(option, offered[option]) for option in listed], len(offered) - len(listed)
