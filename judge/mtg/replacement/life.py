"""Life gain: "can't gain life" first (119.7, 614.17), then life-gain replacement effects (614.1a).

"Players can't gain life" is not a replacement effect and never a choice: the
event can't happen, so no replacement effect other than a self-replacement
effect may modify it (614.17c), and nothing is gained.
"""

from __future__ import annotations

from typing import Any

from judge.cards.mtg_replacement import ReplaceLifeGain
from judge.events import CardName
from judge.mtg.replacement import order, shields, sources
from judge.mtg.replacement.damage import modification_variant, modified_amount
from judge.mtg.replacement.model import Replacement, Situation, Step, behaviour
from judge.mtg.state import Game, Permanent


def gain(game: Game, player: str, amount: int) -> int:
    """How much life `player` really gains when they would gain `amount`."""
    if amount <= 0:
        return amount
    forbidding = _cant_gain(game, player)
    if forbidding is not None:
        game.emit("cant_gain_life", rules=("119.7", "614.17c"), terms=("life",), player=player,
                  by=CardName(forbidding), amount=amount)
        return 0
    effects = [_replacement(player, spec, source)
               for source, spec in sources.static_effects(game, "replace_life_gain")
               if sources.player_watched(player, spec.who, source.controller)]
    if not effects:
        return amount

    def outcome(value: int) -> tuple[str, dict[str, Any]]:
        return "life_gain_result", {"player": player, "amount": value}

    situation = Situation("life_gain", subject=player, chooser=player, answers=(player,),
                          is_null=lambda value: value <= 0, outcome=outcome)
    return order.settle(game, situation, amount, effects)


def _cant_gain(game: Game, player: str) -> str | None:
    """The name of a source whose "can't gain life" effect applies to `player`, if any."""
    for permanent, spec in sources.static_effects(game, "cant_gain_life"):
        if sources.player_watched(player, spec.who, permanent.controller):
            return permanent.card.name
    for effect in shields.active(game, "cant_gain_life"):
        if sources.player_watched(player, effect.spec.who, effect.controller):
            return effect.source_name
    return None


def _replacement(player: str, spec: ReplaceLifeGain, source: Permanent) -> Replacement:
    variant = modification_variant(spec.modify)

    def apply(value: int) -> Step:
        after = modified_amount(spec.modify, value)
        return Step(after, "life_gain_replaced",
                    (("by", CardName(source.card.name)), ("player", player), ("before", value),
                     ("after", after), ("reason", variant)),
                    rules=("614.1a",), terms=("replacement-effect", "life"))

    return Replacement(
        key=sources.effect_key(source.oid, source.card, "life", spec),
        source_name=source.card.name, source_oid=source.oid,
        controller=source.controller, timestamp=source.timestamp, applies=lambda value: value > 0,
        apply=apply, signature=behaviour("life", spec, source.controller))
