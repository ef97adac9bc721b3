"""What an engine writes down while it rules: events, the summary, illegal actions, decisions.

Mixed into both game states (judge.mtg.state.Game, judge.yugioh.state.Duel), which declare
the lists as dataclass fields; the engine says how to draw its board (`draw_board`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from judge.events import Decision, Event, Illegal
from judge.limits import MAX_BOARD_ITEMS


class RulingTooLong(Exception):
    """The ruling went past its time budget (`deadline`); the caller reports it as such."""


class RulingRecord:
    events: list[Event]
    summary: list[Event]
    illegal: list[Illegal]
    decisions: list[Decision]
    record_boards: bool
    deadline: float | None = None  # time.monotonic() past which the ruling stops (the web sets one)
    board_items_left: int = MAX_BOARD_ITEMS  # cards the recorded boards may still draw, in all
    # How the engine draws its board (its snapshot module), given with `record_boards`: the snapshot
    # module reads the state, so the state can't import it.
    draw_board: Callable[[Any], Any] | None = None

    def board_size(self) -> int:
        """How many cards a board drawn now holds (field, stack or Chain, hands and piles)."""
        raise NotImplementedError

    def board_snapshot(self) -> Any:
        """The board as the web app draws it, after the event just recorded."""
        if self.draw_board is None:
            raise NotImplementedError("record_boards needs draw_board")
        return self.draw_board(self)

    def emit(self, event_kind: str, /, rules: tuple[str, ...] | list[str] = (),
             terms: tuple[str, ...] | list[str] = (), summary: bool = False, **params: Any) -> Event:
        """Record an event; `summary=True` also puts it into the ruling's summary.

        Every step of a ruling passes here, so this is where a time budget is kept: a server
        must not spend a worker's minute on one submission, whatever the scenario holds.
        """
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise RulingTooLong
        event = Event(event_kind, params, tuple(rules), tuple(terms))
        if self.record_boards:
            self.board_items_left -= 1 + self.board_size()
            if self.board_items_left >= 0:
                event.board = self.board_snapshot()
            else:  # the drawings of a huge board at every step would take gigabytes: no more of them
                self.record_boards = False
        self.events.append(event)
        if summary:
            self.summary.append(event)
        return event

    def withdraw(self, event: Event, decision: Decision) -> None:
        """Take back a step and the decision it reports, recorded before what decided that they are not
        needed (a choice whose options turned out to end alike); nothing was refused in between."""
        for record, item in ((self.events, event), (self.summary, event), (self.decisions, decision)):
            found = next((i for i in range(len(record) - 1, -1, -1) if record[i] is item), None)  # this one,
            if found is not None:  # not an equal one
                del record[found]

    def reject(self, action: str, kind: str, /, rules: tuple[str, ...] | list[str] = (),
               terms: tuple[str, ...] | list[str] = (), **params: Any) -> None:
        """Record an illegal action of the scenario (it is left out of what follows), with the
        moment it was refused at: after the events recorded so far."""
        self.refuse(Illegal(action, kind, params, tuple(rules), tuple(terms)))

    def refuse(self, found: Illegal) -> None:
        """Record an illegal action found by a check, at the moment it is refused (after the
        events recorded so far), so a step-through shows it where it happened."""
        self.illegal.append(replace(found, after=len(self.events)))

    def decide(self, decision: Decision) -> str:
        """Record a decision a player made (or its default); returns the option taken."""
        self.decisions.append(decision)
        return decision.taken
