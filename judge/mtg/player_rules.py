"""Static effects that change the rules for players ("you can't lose the game", 101.2)."""

from __future__ import annotations

from typing import Any

from judge.cards.mtg_model import StaticAbility
from judge.mtg import characteristics
from judge.mtg.state import Game, Permanent


def _player_rules_of(card: Any) -> tuple:
    """The (rule, who) pairs of a card's static player_rule effects."""
    return tuple((effect.rule, effect.who) for ability in card.abilities
                 if isinstance(ability, StaticAbility)
                 for effect in ability.effects if effect.do == "player_rule")


def applies(game: Game, rule: str, player: str) -> bool:
    """Whether a permanent's static `player_rule` effect `rule` applies to `player` now."""
    return source_of(game, rule, player) is not None


def source_of(game: Game, rule: str, player: str) -> Permanent | None:
    """The first permanent whose static `player_rule` effect `rule` applies to `player` now.

    A permanent that lost all its abilities (Turn to Frog, layer 6) applies none.
    """

    for permanent in game.battlefield:
        rules = game.derived.get("player_rules", permanent.card, _player_rules_of)
        if not rules:
            continue
        if not characteristics.of(game, permanent).has_abilities:
            continue
        for effect_rule, who in rules:
            if effect_rule != rule:
                continue
            if who == "controller" and permanent.controller == player:
                return permanent
            if who == "each_opponent" and permanent.controller != player:
                return permanent
    return None
