"""Replacement and prevention effects (614, 615, 616).

The engine routes every event that such effects can modify through the
functions here: zone changes, entering the battlefield, damage, life gain.
This first version applies none; the replacement issue fills them in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.mtg.state import Game, GameObject, Permanent

if TYPE_CHECKING:
    from judge.mtg.damage import DamageEvent


def zone_change_destination(game: Game, obj: GameObject, to: str) -> str:
    """The zone an object really goes to (e.g. exile instead of a graveyard, 614.1a)."""
    return to


def entering_battlefield(game: Game, permanent: Permanent) -> None:
    """Apply 'enters tapped' / 'enters with counters' effects to a permanent about to enter (614.1c)."""


def modify_damage(game: Game, events: list[DamageEvent]) -> list[DamageEvent]:
    """Damage events after prevention (615) and replacement (614) effects."""
    return events


def modify_life_gain(game: Game, player: str, amount: int) -> int:
    """Life about to be gained, after replacement effects."""
    return amount


def modify_counters(game: Game, permanent: Permanent, counter: str, count: int) -> int:
    """How many counters are really put on a permanent (Hardened Scales, Doubling Season)."""
    return count


def modify_token_count(game: Game, player: str, count: int) -> int:
    """How many tokens a player really creates (Parallel Lives, Doubling Season)."""
    return count
