"""Characteristics after continuous effects (613): what the rest of the engine asks.

`compute` gives every permanent's characteristics after all layers (judge.mtg.layer_system),
kept in `game.chars_cache` until `game.touch()` says something changed (judge.mtg.layer_cache
patches it in place when that is provably right). The values, filters and changes themselves
are judge.mtg.chars_model's.
"""

from __future__ import annotations

from judge.mtg import layer_system
from judge.mtg.chars_model import Characteristics, add_counters, base, matches, toxic_values
from judge.mtg.layer_system import statics_of
from judge.mtg.state import Game, Permanent


def compute(game: Game) -> dict[str, Characteristics]:
    """Characteristics of every permanent, through layers 4-7 (613.1)."""
    cache = game.chars_cache
    if cache and cache[0] == game.version:
        return cache[1]
    chars = layer_system.run(game)
    game.chars_cache = (game.version, chars)
    return chars


def of_alone(game: Game, permanent: Permanent) -> Characteristics:
    """Its characteristics when no continuous effect applies to it: printed, plus counters (613.4c)."""
    c = base(permanent, game)
    add_counters(c, permanent)
    return c


def of(game: Game, permanent: Permanent) -> Characteristics:
    """Characteristics of one permanent."""
    return compute(game)[permanent.oid]


def has_keyword(game: Game, permanent: Permanent, keyword: str) -> bool:
    return keyword in of(game, permanent).keywords


__all__ = ["Characteristics", "base", "compute", "has_keyword", "matches", "of", "of_alone", "statics_of",
           "toxic_values"]
