"""Gaining and losing life (119)."""

from __future__ import annotations

from judge.mtg import replaceable, triggers
from judge.mtg.state import Game


def gain(game: Game, player_name: str, amount: int, rules: tuple[str, ...] = ("119.3",),
         terms: tuple[str, ...] = (), reason: str = "effect") -> int:
    """A player gains life; life-gain replacement effects apply first (614). Returns the gain."""

    amount = replaceable.modify_life_gain(game, player_name, amount)
    if amount <= 0:
        return 0
    player = game.player(player_name)
    player.life += amount
    player.life_gained_this_turn += amount
    game.emit("life_gained", rules=rules, terms=("life", *terms), player=player.name,
              amount=amount, life=player.life, reason=reason)
    triggers.life_gained(game, player_name, amount)
    return amount


def lose(game: Game, player_name: str, amount: int, rules: tuple[str, ...] = ("119.3",)) -> None:
    """A player loses life."""
    player = game.player(player_name)
    player.life -= amount
    game.emit("life_lost", rules=rules, terms=("life",), player=player.name, amount=amount,
              life=player.life)
