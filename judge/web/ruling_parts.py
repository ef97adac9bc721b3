"""A stored ruling in parts: a head that every page shows whole, its steps in chunks, each board apart.

A thousand creatures dying into tokens make a ruling of 9 000 steps: 4.7 MB stored, over 40 MB
once parsed, while its page shows 200 steps. So the store keeps in the ruling's own row the head
(title, the events its summary tells, refusals, choices, the boards at the start and the end) and
in parts the steps, CHUNK events to a part, and each board a step drew (the big ones): a page reads
the head and the parts of its own frames (`StoredSteps`), the JSON and Markdown exports join all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, overload

from judge.explain.neutral import read_event
from judge.explain.render import note_positions, step_json, summary_positions

CHUNK = 200  # events per part: about one page of the step-through (judge/web/step_pages.py)

# name of a part -> its data (a chunk of events or a board), read from the store
Fetch = Callable[[list[str]], dict[str, Any]]


def split(neutral: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The head and the parts of a language-neutral ruling (judge/explain/neutral.py's `dump`).

    The head loads as a ruling of its own (`neutral.load`) whose events are those its summary
    tells, so rendering it gives every part of the ruling JSON but the steps; `parts` in it says
    how many steps there are, which drew a board and where the notes on unmodelled abilities go."""
    events = neutral["events"]
    summary = [_without_board(events[s] if isinstance(s, int) else s) for s in neutral["summary"]]
    told = [] if summary else [_without_board(events[i]) for i in summary_positions([e["kind"] for e in events])]
    cards = [note["card"] for note in neutral.get("unmodelled", [])]
    notes = note_positions([read_event(e) for e in events], cards) if cards else {}
    boards = [index for index, event in enumerate(events) if event.get("board") is not None]
    parts: dict[str, Any] = {f"events/{start // CHUNK}": [_without_board(e) for e in events[start:start + CHUNK]]
                             for start in range(0, len(events), CHUNK)}
    parts.update({f"board/{index}": events[index]["board"] for index in boards})
    head = {**neutral, "events": told, "summary": summary,
            "parts": {"steps": len(events), "chunk": CHUNK, "boards": boards,
                      "notes": {str(at): placed for at, placed in notes.items()}}}
    return head, parts


def names(head: dict[str, Any]) -> list[str]:
    """The names of every part of a ruling stored in parts."""
    info = head["parts"]
    chunks = -(-info["steps"] // info["chunk"])
    return [f"events/{n}" for n in range(chunks)] + [f"board/{index}" for index in info["boards"]]


def join(head: dict[str, Any], parts: dict[str, Any]) -> dict[str, Any]:
    """The whole language-neutral ruling again, from its head and all its parts."""
    info = head["parts"]
    events = [dict(event) for n in range(-(-info["steps"] // info["chunk"])) for event in parts[f"events/{n}"]]
    for index in info["boards"]:
        events[index]["board"] = parts[f"board/{index}"]
    whole = {key: value for key, value in head.items() if key != "parts"}
    whole["events"] = events
    return whole


def _without_board(event: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in event.items() if key != "board"}


class StoredSteps(Sequence[dict[str, Any]]):
    """The steps of a ruling stored in parts, each rendered in `lang` when it is read, the parts
    fetched when first needed: a page of 200 steps reads one or two chunks and its own boards."""

    def __init__(self, info: dict[str, Any], fetch: Fetch, notes: list[str], lang: str, game: str) -> None:
        self._count, self._chunk = info["steps"], info["chunk"]
        self._drawn = frozenset(info["boards"])
        self._notes = {int(at): [notes[n] for n in placed] for at, placed in info["notes"].items()}
        self._fetch, self._lang, self._game = fetch, lang, game
        self._chunks: dict[int, list[dict[str, Any]]] = {}
        self._last_board: tuple[int, Any] = (-1, None)  # a frame reads its board, then its step

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError(index)
        step = step_json(read_event(self._events(index // self._chunk)[index % self._chunk]), self._lang, self._game)
        if index in self._drawn:
            step["board"] = self.board_of(index)
        if index in self._notes:
            step["unmodelled"] = self._notes[index]
        return step

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return (self[i] for i in range(self._count))

    def board_of(self, index: int) -> Any:
        """The board step `index` drew (None if it drew none), without rendering the step."""
        if index not in self._drawn:
            return None
        if self._last_board[0] != index:
            self._last_board = (index, self._fetch([f"board/{index}"])[f"board/{index}"])
        return self._last_board[1]

    def _events(self, chunk: int) -> list[dict[str, Any]]:
        if chunk not in self._chunks:
            self._chunks[chunk] = self._fetch([f"events/{chunk}"])[f"events/{chunk}"]
        return self._chunks[chunk]


def board_of(steps: Sequence[dict[str, Any]], index: int) -> Any:
    """The board step `index` of a ruling's steps drew, whether they are stored in parts or whole."""
    return steps.board_of(index) if isinstance(steps, StoredSteps) else steps[index].get("board")
