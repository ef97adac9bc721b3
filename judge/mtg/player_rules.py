"""Static effects that change the rules for players ("you can't lose the game", 101.2)."""

from __future__ import annotations

from judge.cards.mtg_model import StaticAbility
from judge.mtg.state import Game


def applies(game: Game, rule: str, player: str) -> bool:
    """Whether a permanent's static `player_rule` effect `rule` applies to `player` now.

    A permanent that lost all its abilities (Turn to Frog, layer 6) applies none.
    """
    from judge.mtg import characteristics

    chars = characteristics.compute(game)
    for permanent in game.battlefield:
        if not chars[permanent.oid].has_abilities:
            continue
        for ability in permanent.card.abilities:
            if not isinstance(ability, StaticAbility):
                continue
            for effect in ability.effects:
                if effect.do != "player_rule" or effect.rule != rule:
                    continue
                if effect.who == "controller" and permanent.controller == player:
                    return True
                if effect.who == "each_opponent" and permanent.controller != player:
                    return True
    return False
