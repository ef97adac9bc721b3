"""Triggered abilities (603) as the rest of the engine reports events to them: a permanent entered or
left, damage was dealt, life was gained, a player would receive priority.

Only what has a triggered ability printed on it can trigger (judge.mtg.board_index's "triggers"
role for the battlefield; a card's own abilities for the object an event is about, which may have
left it). Most rulings have none of those on the board: the rules that notice trigger events and put
the abilities on the stack (judge/mtg/trigger_rules.py) are imported only when something could
trigger, as they would find nothing otherwise (start-up: a stack-only ruling compiles 3 KB here
instead of 17 KB there).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from judge.mtg import board_index
from judge.mtg.damage_event import DamageEvent
from judge.mtg.state import Game, Permanent
from judge.parts import Parts

parts = Parts(rules="judge.mtg.trigger_rules")


def _quiet(game: Game, objects: Iterable[Permanent | None]) -> bool:
    """Nothing can trigger: no permanent on the battlefield has a triggered ability, nor has any of
    `objects` (what the event is about, and what left with it)."""
    return board_index.count(game, "triggers") == 0 and not any(
        obj is not None and board_index.card_has_role(game, obj.card, "triggers") for obj in objects)


def check(game: Game, event: str, subject: Permanent | None = None, player: str | None = None,
          extra_sources: Iterable[Permanent] = (), data: dict[str, Any] | None = None) -> None:
    """Note every triggered ability on the battlefield (and `extra_sources`) that `event` triggers."""
    if not _quiet(game, [subject, *extra_sources]):
        parts.rules.check(game, event, subject, player, extra_sources, data)


def entered_battlefield(game: Game, permanent: Permanent) -> None:
    if not _quiet(game, [permanent]):
        parts.rules.entered_battlefield(game, permanent)


def left_together(game: Game, departures: list[tuple[Permanent, str]]) -> None:
    """The leaves-the-battlefield triggers of permanents that left in one event (603.10a)."""
    if not _quiet(game, [permanent for permanent, _ in departures]):
        parts.rules.left_together(game, departures)


def left_the_game(game: Game, permanents: list[Permanent]) -> None:
    """Permanents that left the game with their owner (800.4a)."""
    if not _quiet(game, permanents):
        parts.rules.left_the_game(game, permanents)


def damage_dealt(game: Game, event: DamageEvent) -> None:
    source = game.permanent(event.source)
    if source is not None and not _quiet(game, [source]):
        parts.rules.damage_dealt(game, event)


def life_gained(game: Game, player: str, amount: int) -> None:
    if not _quiet(game, ()):
        parts.rules.life_gained(game, player, amount)


def put_on_stack(game: Game, play_out: Callable[[Game], None]) -> bool:
    """Put waiting triggered abilities on the stack in APNAP order (603.3b). True if any."""
    if not game.pending_triggers:
        return False
    return parts.rules.put_on_stack(game, play_out)
