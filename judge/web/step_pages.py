"""A ruling's step-through, one page of frames at a time.

The frames are the starting position (when recorded), one per step, and each refused action at
the moment it was refused. A ruling of 9 000 steps (a thousand creatures dying into tokens one by
one) drawn on one page was 13 MB of HTML and lifted a worker from 128 to over 200 MB; a page
holds FRAMES_PER_PAGE frames, `?page=N` (from 1) names each page, and a frame keeps its number
on every page (`#step-K`), so any frame can be linked from anywhere (`StepPage.href`). Only the
frames of the page asked for are built (their boards drawn); the rest are counted. A stored
ruling's steps are read and rendered only for the frames shown (judge/web/ruling_parts.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from judge.web.boards import board_view, mark_changes
from judge.web.i18n import _
from judge.web.ruling_parts import board_of

FRAMES_PER_PAGE = 200


@dataclass(frozen=True)
class Planned:
    """Where a frame comes from: the start, step `step` (from 1), or the refused action `illegal`
    (its index in the ruling's list) after `step` steps."""

    step: int
    illegal: int | None = None
    start: bool = False


def frame_plan(data: dict[str, Any]) -> list[Planned]:
    """Every frame of the step-through, in order, without drawing any (cheap: a tuple per frame)."""
    refused = _refused_by_step(data)
    plan = [Planned(0, start=True)] if data.get("initial_board") is not None else []
    plan += [Planned(0, index) for index in refused.get(0, [])]
    for number in range(1, len(data.get("steps", [])) + 1):
        plan.append(Planned(number))
        plan += [Planned(number, index) for index in refused.get(number, [])]
    return plan


def _refused_by_step(data: dict[str, Any]) -> dict[int, list[int]]:
    """The indices of the ruling's illegal actions by how many steps came before each (a ruling
    stored before that was recorded shows them first)."""
    steps = len(data.get("steps", []))
    by_step: dict[int, list[int]] = {}
    for index, item in enumerate(data.get("illegal") or []):
        after = item.get("after_steps")
        by_step.setdefault(min(after, steps) if isinstance(after, int) else 0, []).append(index)
    return by_step


def _raw_board(data: dict[str, Any], planned: Planned) -> Any:
    """The board a frame shows, as the ruling stores it (None: the step draws none)."""
    if planned.step == 0:
        return data.get("initial_board")
    return board_of(data["steps"], planned.step - 1)


def ruling_frames(data: dict[str, Any], first: int = 0, stop: int | None = None) -> list[dict[str, Any]]:
    """The frames `first` to `stop` (all by default), each with its number (`index`); each board
    marks what changed since the frame before, a refused action's board is the board it was
    refused on (the last one drawn before it)."""
    game, plan = data["game"], frame_plan(data)
    stop = len(plan) if stop is None else min(stop, len(plan))
    previous = _board_before(data, plan, first)
    frames = []
    for index in range(first, stop):
        planned = plan[index]
        if planned.illegal is not None:
            item = data["illegal"][planned.illegal]
            board = board_view(_raw_board(data, planned), game) if planned.step else None
            frames.append({"text": item.get("text", ""), "rules": item.get("rules", []),
                           "terms": item.get("terms", []), "board": board or previous, "start": False,
                           "illegal": item.get("action", ""), "illegal_index": planned.illegal, "index": index})
            continue
        board = board_view(_raw_board(data, planned), game)
        if board is not None and previous is not None and not planned.start:
            mark_changes(previous, board)
        previous = board or previous
        if planned.start:
            frames.append({"text": _("The starting position, before anything happens."), "rules": [], "terms": [],
                           "board": board, "start": True, "index": index})
            continue
        step = data["steps"][planned.step - 1]
        frames.append({"text": step["text"], "rules": step.get("rules", []), "terms": step.get("terms", []),
                       "board": board, "start": False, "event": step.get("event"),
                       "unmodelled": step.get("unmodelled", []), "index": index})
    return frames


def _board_before(data: dict[str, Any], plan: list[Planned], first: int) -> Any:
    """The last board drawn before frame `first` (what its changes are marked against)."""
    return board_view(_raw_board_before(data, plan, first), data["game"])


def _raw_board_before(data: dict[str, Any], plan: list[Planned], first: int) -> Any:
    for planned in reversed(plan[:first]):
        raw = _raw_board(data, planned) if planned.illegal is None else None
        if raw is not None:
            return raw
    return data.get("initial_board")


@dataclass(frozen=True)
class StepPage:
    """One page of a ruling's frames, and how to link any frame of the ruling from it."""

    number: int  # from 1
    pages: int
    total: int  # frames in the whole ruling
    frames: list[dict[str, Any]]
    refused_at: dict[int, int]  # illegal action's index -> the number of its frame
    last_has_board: bool  # the ruling's last frame draws a board (else the page shows the final one)
    page_url: Callable[[int], str]

    @property
    def size(self) -> int:
        """Frames per page."""
        return FRAMES_PER_PAGE

    @property
    def first(self) -> int:
        return (self.number - 1) * FRAMES_PER_PAGE

    def page_of(self, index: int) -> int:
        return index // FRAMES_PER_PAGE + 1

    def href(self, index: int) -> str:
        """A link to frame `index`: its anchor on this page, or its page's address and anchor."""
        anchor = f"#step-{index}"
        return anchor if self.page_of(index) == self.number else self.page_url(self.page_of(index)) + anchor

    def nearby(self) -> list[int | None]:
        """The page numbers the pager lists: the first, the last and two on each side of this one
        (None for the pages left out between them)."""
        shown = sorted({1, self.pages, *range(max(1, self.number - 2), min(self.pages, self.number + 2) + 1)})
        listed: list[int | None] = []
        for n in shown:
            if listed and n - (listed[-1] or 0) > 1:
                listed.append(None)
            listed.append(n)
        return listed


def step_page(data: dict[str, Any], number: int, page_url: Callable[[int], str]) -> StepPage:
    """Page `number` of a ruling's step-through (a number past either end is the nearest page)."""
    plan = frame_plan(data)
    pages = max(1, -(-len(plan) // FRAMES_PER_PAGE))
    number = min(max(1, number), pages)
    first = (number - 1) * FRAMES_PER_PAGE
    refused_at = {p.illegal: index for index, p in enumerate(plan) if p.illegal is not None}
    last = plan[-1] if plan else None  # a refused action shows the board it was refused on
    last_has_board = last is not None and (_raw_board(data, last) if last.illegal is None else
                                           _raw_board_before(data, plan, len(plan))) is not None
    return StepPage(number, pages, len(plan), ruling_frames(data, first, first + FRAMES_PER_PAGE), refused_at,
                    last_has_board, page_url)
