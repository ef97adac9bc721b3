"""Destroying permanents (701.8), with indestructible (702.12b) and regeneration (701.19, judge.mtg.replacement)."""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import characteristics, replaceable, zone_changes
from judge.mtg.state import Game, Permanent


def destroy(game: Game, permanent: Permanent, rules: tuple[str, ...], reason: str,
            can_regenerate: bool = True, by: str | None = None, summary: bool = True) -> bool:
    """Destroy one permanent unless it is indestructible or regenerates. True if it left."""
    return bool(destroy_all(game, [permanent], rules, reason, can_regenerate, by, summary))


def destroy_all(game: Game, permanents: list[Permanent], rules: tuple[str, ...], reason: str,
                can_regenerate: bool = True, by: str | None = None, summary: bool = True) -> list[Permanent]:
    """Destroy permanents at the same time (a Wrath of God); returns those that left.

    Each is checked for indestructible and regeneration first, then all that are
    destroyed leave together, so every dies trigger sees all of them (603.10a).
    `summary=False` when the caller already put the reason into the ruling's summary.
    """
    doomed = [p for p in permanents if would_be_destroyed(game, p, rules, reason, can_regenerate, by, summary)]
    zone_changes.leave_together(game, [zone_changes.Departure(p, "graveyard", rules, reason) for p in doomed])
    return doomed


def would_be_destroyed(game: Game, permanent: Permanent, rules: tuple[str, ...], reason: str,
                       can_regenerate: bool = True, by: str | None = None, summary: bool = True,
                       announced: bool = False) -> bool:
    """Say whether it is destroyed (and why not: indestructible 702.12b, regeneration 701.19a).
    `announced`: the caller's own step already says it is destroyed (a state-based action), so
    one event stays one line."""

    if "indestructible" in characteristics.of(game, permanent).keywords:
        game.emit("indestructible", rules=("702.12b",), terms=("indestructible", "destroy"),
                  card=permanent.name)
        return False
    if not replaceable.is_destroyed(game, permanent, can_regenerate):
        return False
    if not announced:
        game.emit("destroyed", rules=rules, terms=("destroy", "dies"), card=permanent.name,
                  by=CardName(by) if by else None, reason=reason, summary=summary)
    return True
