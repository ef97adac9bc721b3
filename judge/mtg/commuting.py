"""Simultaneous triggers whose order can't change the result, told without playing any order out.

A player orders their simultaneous triggers (603.3b), and the ruling shows what each order leads to
when the orders end differently (judge.mtg.triggers, judge.mtg.forecast). Playing every order out
on a copy of the game costs one copy per order: six for three triggers, 24 for four. Some orders
are known to end alike without a copy: when each trigger does nothing but give players a fixed
amount of life and nothing can see or change a gain of life, life totals add up to the same in any
order (119.3), a gain can't make anyone lose (704.5a), no ability triggers on it (603.2) and no
replacement effect applies to it (614). The orders then read the same in their end state, and the
decision has no table, as when every order was played out and compared.

Anything else (a target, a mode, "you may", an intervening condition, something that watches life
gain, another player's triggers to go on the stack above them) is left to the play-outs.
"""

from __future__ import annotations

from judge.cards.mtg_effects import GainLife
from judge.cards.mtg_model import TriggeredAbility
from judge.mtg import replaceable, triggers
from judge.mtg.state import Game, StackObject

# Whose life a gain_life effect may give without its answer depending on the order: the trigger's own
# controller, or every player (opponent) still in the game, and nobody leaves a game by gaining life.
_FIXED_PLAYERS = frozenset(("controller", "each_player", "each_opponent"))


def orders_alike(game: Game, own: list[StackObject], later: list[StackObject]) -> bool:
    """True when every order of `own` (one player's simultaneous triggers, 603.3b) is known to end in
    the same state: each only gains life (`_gains_only`), nothing on the battlefield triggers on a
    gain of life (603.2) or changes one (614: "can't gain life", doubling), and no other player's
    triggers go on the stack above them (`later`, 603.3b: theirs resolve first and could choose a
    target among these)."""
    if later or not all(_gains_only(obj) for obj in own):
        return False
    return not triggers.watched(game, "gains_life") and not replaceable.changes_life_gain(game)


def _gains_only(obj: StackObject) -> bool:
    """A triggered ability of a card (not a delayed one, 603.7) whose whole effect is that fixed players
    gain a fixed amount of life: no targets, modes, "you may" or cost to pay as it resolves."""
    if obj.kind != "triggered" or obj.delayed is not None:
        return False
    ability = obj.card.abilities[obj.ability_index]
    if not isinstance(ability, TriggeredAbility) or ability.targets or ability.modes or ability.optional \
            or ability.may_pay or not ability.effects:
        return False
    return all(isinstance(effect, GainLife) and effect.who in _FIXED_PLAYERS for effect in ability.effects)
