"""Destroying permanents (701.8), with indestructible (702.12b) and regeneration (701.19)."""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import characteristics, zones
from judge.mtg.state import Game, Permanent


def destroy(game: Game, permanent: Permanent, rules: tuple[str, ...], reason: str,
            can_regenerate: bool = True, by: str | None = None, summary: bool = True) -> bool:
    """Destroy a permanent unless it is indestructible or regenerates. True if it left.

    `summary=False` when the caller already put the reason into the ruling's summary.
    """
    if "indestructible" in characteristics.of(game, permanent).keywords:
        game.emit("indestructible", rules=("702.12b",), terms=("indestructible", "destroy"),
                  card=permanent.name)
        return False
    if permanent.regeneration_shields and not permanent.cant_regenerate and can_regenerate:
        regenerate(game, permanent)
        return False
    if not can_regenerate and permanent.regeneration_shields:
        game.emit("cant_regenerate", rules=("701.19c",), terms=("regenerate",), card=permanent.name)
    zones.leave_battlefield(game, permanent, "graveyard", rules, reason=reason)
    game.emit("destroyed", rules=rules, terms=("destroy", "dies"), card=permanent.name,
              by=CardName(by) if by else None, reason=reason, summary=summary)
    return True


def regenerate(game: Game, permanent: Permanent) -> None:
    """Use a regeneration shield: tap, remove damage, remove from combat (701.19a, 614.8)."""
    permanent.regeneration_shields -= 1
    permanent.tapped = True
    permanent.damage = 0
    permanent.deathtouch_damage = False
    if game.combat is not None:
        game.combat.remove(permanent.oid)
    game.touch()
    game.emit("regenerated", rules=("701.19a", "614.8"), terms=("regenerate", "replacement-effect"),
              card=permanent.name, summary=True)
