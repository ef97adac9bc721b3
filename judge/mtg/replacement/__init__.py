"""Replacement and prevention effects (614, 615) and how they interact (616).

The engine routes every event such effects can modify through the functions
here: zone changes, entering the battlefield, damage, counters, tokens, life
gain and destruction. Each gathers the applicable effects (from static
abilities of permanents and from shields of resolved spells and abilities),
lets the affected player order them (order.py: 616.1, with the table of
every distinct outcome from enumeration.py) and returns the modified event.

    module           rules
    damage.py        614.1a, 614.15, 615, 702.16e   damage doubled, +N, prevented; can't be prevented
    simultaneous.py  615.7                          which of several sources' damage a shield takes first
    zones.py         614.1a, 614.1c-d, 614.12       exile instead; enters tapped / with counters
    counters.py      614.16                         counters and tokens
    life.py          614.1a, 614.17, 119.7          life gain; "can't gain life"
    regeneration.py  701.19, 614.8                  regeneration shields; "can't be regenerated"
    shields.py       614.3, 615.3, 615.7            effects left by resolved spells and abilities
    handlers.py      608.2c                         what those spells and abilities do on resolution
"""

from __future__ import annotations

from judge.mtg.damage_event import DamageEvent
from judge.mtg.replacement import counters, damage, life, regeneration, shields, zones
from judge.mtg.state import Game, GameObject, Permanent


def zone_change_destination(game: Game, obj: GameObject, to: str) -> str:
    """The zone an object really goes to (e.g. exile instead of a graveyard, 614.1a)."""
    return zones.destination(game, obj, to)


def entering_battlefield(game: Game, permanent: Permanent) -> None:
    """Apply 'enters tapped' / 'enters with counters' effects to a permanent about to enter (614.1c-d).

    The counters it enters with are put on it through the counter replacement
    effects (122.6): Hardened Scales adds to a creature entering with counters.
    """
    for counter, count in zones.entering(game, permanent).items():
        placed = counters.counters(game, permanent, counter, count)
        if placed > 0:
            game.add_counters(permanent, counter, placed)


def modify_damage(game: Game, events: list[DamageEvent]) -> list[DamageEvent]:
    """Damage events after replacement (614) and prevention (615) effects."""
    return damage.modify(game, events)


def modify_life_gain(game: Game, player: str, amount: int) -> int:
    """Life about to be gained, after "can't gain life" and replacement effects."""
    return life.gain(game, player, amount)


def modify_counters(game: Game, permanent: Permanent, counter: str, count: int) -> int:
    """How many counters are really put on a permanent (Hardened Scales, Doubling Season)."""
    return counters.counters(game, permanent, counter, count)


def modify_token_count(game: Game, player: str, count: int, token: str = "") -> int:
    """How many tokens a player really creates (Parallel Lives, Doubling Season)."""
    return counters.tokens(game, player, count, token)


def is_destroyed(game: Game, permanent: Permanent, can_regenerate: bool = True) -> bool:
    """Whether a permanent that would be destroyed really is (regeneration, 701.19)."""
    return regeneration.is_destroyed(game, permanent, can_regenerate)


def end_of_turn(game: Game) -> None:
    """'This turn' shields and effects of resolved spells and abilities end in the cleanup step (514.2)."""
    shields.end_of_turn(game)
