"""Simultaneous triggers whose order can't change the result, told without playing any order out.

A player orders their simultaneous triggers (603.3b), and the ruling shows what each order leads to
when the orders end differently (judge.mtg.triggers, judge.mtg.forecast). Playing every order out
on a copy of the game costs one copy per order: six for three triggers, 24 for four. Some orders
are known to end alike without a copy: when each trigger does nothing but give players a fixed
amount of life, life totals add up to the same in any order (119.3) and a gain can't make anyone
lose (704.5a). What sees a gain must not tell the orders apart either: no replacement effect may
change it (614), and what triggers on it (603.2) may only put a fixed number of +1/+1 counters on
its own source (Ajani's Pridemate), "you may" or not: each order gains the same life in the same
gains, so the same abilities trigger, and counters add up alike too (122.1; nothing triggers on a
counter being put, and toughness only grows, so no creature dies of it, 704.5f-g). The orders then
end in the same state, and the decision has no table, as when every order was played out and compared.

A "you may" among them is answered the same way in every order (by the scenario, for its source, or
yes: judge.mtg.optional), so it gains or doesn't whatever the order; a modal one counts in the modes
the game chooses for it as it goes on the stack (603.3c). Anything else (a target, a mode that does
more, a cost to pay, a reaction that does more, another player's triggers to go on the stack above
them) is left to the play-outs.
"""

from __future__ import annotations

from judge.cards.mtg_effects import AddCounters, GainLife
from judge.cards.mtg_model import TriggeredAbility
from judge.mtg import board_index, replaceable
from judge.mtg.state import Game, StackObject
from judge.parts import Parts

# The modes of a modal trigger, imported for the first one that is ordered (start-up).
parts = Parts(trigger_modes="judge.mtg.trigger_modes")

# Whose life a gain_life effect may give without its answer depending on the order: the trigger's own
# controller, or every player (opponent) still in the game, and nobody leaves a game by gaining life.
_FIXED_PLAYERS = frozenset(("controller", "each_player", "each_opponent"))


def orders_alike(game: Game, own: list[StackObject], later: list[StackObject]) -> bool:
    """True when every order of `own` (one player's simultaneous triggers, 603.3b) is known to end in
    the same state: each only gains life (`_gains_only`), nothing changes a gain of life (614: "can't
    gain life", doubling; nor counters put, which the same permanents would replace), what triggers on
    one only grows its own source (`_grows_itself`), and no other player's triggers go on the stack
    above them (`later`, 603.3b: theirs resolve first and could choose a target among these)."""
    if later or not all(_gains_only(game, obj) for obj in own) or replaceable.changes_life_gain(game):
        return False
    return all(_grows_itself(ability) for permanent in board_index.with_role(game, "triggers")
               for ability in permanent.card.abilities
               if isinstance(ability, TriggeredAbility) and ability.when.event == "gains_life")


def _plain(ability: TriggeredAbility) -> bool:
    """No targets, modes or cost to pay as it resolves: it does the same whenever it resolves."""
    return not (ability.targets or ability.modes or ability.may_pay) and bool(ability.effects)


def _gains(effects: list) -> bool:
    return all(isinstance(effect, GainLife) and effect.who in _FIXED_PLAYERS for effect in effects)


def _gains_only(game: Game, obj: StackObject) -> bool:
    """A triggered ability of a card (not a delayed one, 603.7) whose whole effect is that fixed players
    gain a fixed amount of life ("you may" or not: answered alike in every order, 603.5). A modal one
    (700.2b) in the modes the game chooses as it goes on the stack (603.3c): the same in every order
    when no mode can target a spell or ability (the orders differ only in what is on the stack)."""
    if obj.kind != "triggered" or obj.delayed is not None:
        return False
    ability = obj.card.abilities[obj.ability_index]
    if not isinstance(ability, TriggeredAbility) or ability.targets or ability.may_pay:
        return False
    if not ability.modes:
        return bool(ability.effects) and _gains(ability.effects)
    if any(spec.type in ("spell", "ability") for mode in ability.modes for spec in mode.targets):
        return False
    chosen = obj.modes if obj.modes is not None else parts.trigger_modes.mode_taken(game, obj)
    # no mode that can be chosen: it leaves the stack in every order, doing nothing
    return chosen is None or all(not ability.modes[i].targets and _gains(ability.modes[i].effects) for i in chosen)


def _grows_itself(ability: TriggeredAbility) -> bool:
    """An ability that triggers on a gain of life and only puts a fixed number of +1/+1 counters on its
    own source ("you may" answered the same way whatever the order: by the scenario, or yes)."""
    return _plain(ability) and all(isinstance(effect, AddCounters) and effect.what == "self"
                                   and effect.counter == "+1/+1" for effect in ability.effects)
