"""Destroying permanents (701.8), with indestructible (702.12b) and regeneration (701.19, judge.mtg.replacement)."""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import characteristics, zones
from judge.mtg.state import Game, Permanent


def destroy(game: Game, permanent: Permanent, rules: tuple[str, ...], reason: str,
            can_regenerate: bool = True, by: str | None = None, summary: bool = True) -> bool:
    """Destroy a permanent unless it is indestructible or regenerates. True if it left.

    `summary=False` when the caller already put the reason into the ruling's summary.
    """
    from judge.mtg import replacement

    if "indestructible" in characteristics.of(game, permanent).keywords:
        game.emit("indestructible", rules=("702.12b",), terms=("indestructible", "destroy"),
                  card=permanent.name)
        return False
    if not replacement.is_destroyed(game, permanent, can_regenerate):
        return False
    game.emit("destroyed", rules=rules, terms=("destroy", "dies"), card=permanent.name,
              by=CardName(by) if by else None, reason=reason, summary=summary)
    zones.leave_battlefield(game, permanent, "graveyard", rules, reason=reason)  # said after: cause, then effect
    return True
