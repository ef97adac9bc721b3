"""The orders of simultaneous triggers (603.3b): which orders end alike without playing them out, and
the table of the others.

A player orders their simultaneous triggers, and the ruling shows what each order leads to when the
orders end differently (judge.mtg.triggers). Playing every order out on a copy of the game costs one
copy per order: six for three triggers, 24 for four. A trigger that does nothing but give players a
fixed amount of life (a "free" one, `_gains_only`) commutes with the others: where it goes in an order
doesn't change how that order ends, so orders that differ only in where the free triggers go share
one play-out (`tabulate`), and when every trigger is free, every order ends alike and none is played.

Every trigger free: life totals add up to the same in any order (119.3) and a gain can't make anyone
lose (704.5a). What sees a gain must not tell the orders apart either: no replacement effect may
change it (614), and what triggers on it (603.2) may only put a fixed number of +1/+1 counters on its
own source (Ajani's Pridemate), "you may" or not: each order gains the same life in the same gains, so
the same abilities trigger, and counters add up alike too (122.1; nothing triggers on a counter being
put, and toughness only grows, so no creature dies of it, 704.5f-g).

Some triggers doing more: a gain still commutes with each of them when they only damage, destroy,
return, tap or untap permanents (`_life_blind`: no player can be dealt damage, nothing of theirs reads a
life total), nothing triggers on a gain of life or on what they do (a creature dying or leaving, damage
dealt, a permanent tapped) and no delayed trigger waits: nothing that happens between them sees a life
total, and a gain changes nothing else.

A "you may" is answered the same way in every order (by the scenario, for its source, or yes:
judge.mtg.optional); a modal trigger counts in the modes the game chooses for it as it goes on the
stack (603.3c). Another player's triggers to go on the stack above them (they resolve first and could
choose a target among these) leave every order to be played out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.cards.mtg_effects import AddCounters, DealDamage, Destroy, Each, GainLife, ReturnToHand, Tap, Untap
from judge.cards.mtg_model import TriggeredAbility
from judge.events import Decision
from judge.mtg import board_index, forecast, replaceable
from judge.mtg.limits import LoopDetected
from judge.mtg.modal import modal_of
from judge.mtg.order_rows import Row
from judge.mtg.state import Game, StackObject
from judge.parts import Parts

# The modes of a modal trigger, imported for the first one that is ordered (start-up).
parts = Parts(trigger_modes="judge.mtg.trigger_modes")

# Whose life a gain_life effect may give without its answer depending on the order: the trigger's own
# controller, or every player (opponent) still in the game, and nobody leaves a game by gaining life.
_FIXED_PLAYERS = frozenset(("controller", "each_player", "each_opponent"))
# Targets that can only be permanents (115.1): never a player, a spell or an ability.
_PERMANENT_TARGETS = frozenset(("creature", "permanent", "artifact", "enchantment", "land", "planeswalker",
                                "artifact_or_enchantment", "artifact_creature_or_land", "creature_or_planeswalker"))
# Trigger events what a life-blind trigger does could set off (or a gain of life).
_REACTIONS = frozenset(("dies", "leaves_battlefield", "put_into_graveyard", "deals_damage", "deals_combat_damage",
                        "deals_combat_damage_to_player", "becomes_tapped", "gains_life"))
_LOOPS = object()  # an end state: the play-out looped (104.4b), the order has none

Place = Callable[[Game, StackObject], None]


def free_triggers(game: Game, own: list[StackObject], later: list[StackObject]) -> list[bool]:
    """For each of `own` (one player's simultaneous triggers, in order), whether it commutes with all the
    others (see the module's docstring). `later`: the next players' triggers, to go on the stack above."""
    if later or replaceable.changes_life_gain(game):
        return [False] * len(own)
    gains = [_gains_only(game, obj) for obj in own]
    abilities = [ability for permanent in board_index.with_role(game, "triggers")
                 for ability in permanent.card.abilities if isinstance(ability, TriggeredAbility)]
    if all(gains):
        return [all(_grows_itself(a) for a in abilities if a.when.event == "gains_life")] * len(own)
    if game.delayed_triggers or any(a.when.event in _REACTIONS for a in abilities):
        return [False] * len(own)
    return gains if all(gain or _life_blind(obj) for gain, obj in zip(gains, own, strict=True)) else [False] * len(own)


def tabulate(game: Game, decision: Decision, ranked: list[StackObject], later: list[StackObject],
             orders: dict[Any, Row], place: Place, play_out: Callable[[Game], None]) -> None:
    """`decision.outcomes`: each order's end state (`orders`: label -> the row of orders of `ranked` that
    read so; one of them is played out, the last one that ends). An order is played out on a copy unless an
    order with the free triggers elsewhere was (the same end), or it is the game's own (`ranked` as it
    is): the game's state when its stack is empty is the end of every order that goes with it."""
    free = free_triggers(game, ranked, later)
    if all(free):
        return  # every order ends the same: there is nothing to compare

    def key(order: tuple[int, ...]) -> tuple[int, ...]:  # what tells the end of an order: the others' order
        return tuple(index for index in order if not free[index])

    table = forecast.Table(game, forecast.STACK)
    ends: dict[tuple[int, ...], Any] = {}  # key -> end state (or _LOOPS) of an order played out
    by_the_game = None  # the key of the game's own order, when it is the play-out
    taken = tuple(range(len(ranked)))
    # the play-outs this table needs: one per end an order can have, but the game's own when it plays
    # the order taken out itself (alone in its row)
    own = table.frame is not None and any(alike.single and alike.first == taken for alike in orders.values())
    copies = len({key(alike.first) for alike in orders.values()}) - own
    try:
        with forecast.Pace(game, copies) as pace:
            for label, alike in orders.items():
                # the order taken is the game's own when no other order reads the same; so is an order that
                # goes with it, alone in its row (had the game's play-out looped, so would its copy)
                if alike.single and key(alike.first) in (by_the_game, key(taken) if alike.first == taken else None) \
                        and table.by_the_game(label):
                    by_the_game = key(taken)
                    continue
                for order in alike.latest_first():
                    found = ends.get(key(order))
                    if found is None:
                        pace.next()
                        found = ends[key(order)] = _played_out(game, ranked, later, order, place, play_out)
                    if found is not _LOOPS:
                        table.states[label] = found
                        break
    except forecast.BudgetSpent:
        table.drop()  # the ruling's forecasts have done their share: the order taken, without a table
        forecast.spent(game, decision.chooser)
    table.close(decision)


def beyond_the_limit(game: Game, decision: Decision, ranked: list[StackObject], later: list[StackObject]) -> None:
    """More orders of `ranked` that read apart than forecast.MAX_OPTIONS (judge.mtg.order_rows.count):
    none is played out, and the ruling says so, unless every order is known to end alike (then no order
    needs playing out to know there is no table)."""
    if not all(free_triggers(game, ranked, later)):
        game.emit("trigger_orders_not_played_out", rules=("603.3b",), terms=("triggered-ability", "stack"),
                  player=decision.chooser, count=len(ranked), limit=forecast.MAX_OPTIONS)


def _played_out(game: Game, ranked: list[StackObject], later: list[StackObject], order: tuple[int, ...],
                place: Place, play_out: Callable[[Game], None]) -> Any:
    """The end state of one order, played out on a copy of the game (_LOOPS if it loops)."""
    copy, own_copy, later_copy = forecast.fork(game, ranked, later)
    for obj in (own_copy[index] for index in order):  # a modal one's mode first (603.3c)
        if modal_of(obj) is None or parts.trigger_modes.choose(copy, obj, place, play_out, [], []):
            place(copy, obj)
    copy.pending_triggers = list(later_copy)
    try:
        play_out(copy)
    except LoopDetected:
        return _LOOPS
    return forecast.end_state(copy)


def _plain(ability: TriggeredAbility) -> bool:
    """No targets, modes or cost to pay as it resolves: it does the same whenever it resolves."""
    return not (ability.targets or ability.modes or ability.may_pay) and bool(ability.effects)


def _gains(effects: list) -> bool:
    return all(isinstance(effect, GainLife) and effect.who in _FIXED_PLAYERS for effect in effects)


def _ability(obj: StackObject) -> TriggeredAbility | None:
    """The triggered ability of a card a stack object is (not a delayed one, 603.7), else None."""
    if obj.kind != "triggered" or obj.delayed is not None:
        return None
    ability = obj.card.abilities[obj.ability_index]
    return ability if isinstance(ability, TriggeredAbility) and not ability.may_pay else None


def _gains_only(game: Game, obj: StackObject) -> bool:
    """A trigger whose whole effect is that fixed players gain a fixed amount of life ("you may" or not:
    answered alike in every order, 603.5). A modal one (700.2b) in the modes the game chooses as it goes
    on the stack (603.3c): the same in every order when no mode can target a spell or ability (the orders
    differ only in what is on the stack)."""
    ability = _ability(obj)
    if ability is None or ability.targets:
        return False
    if not ability.modes:
        return bool(ability.effects) and _gains(ability.effects)
    if any(spec.type in ("spell", "ability") for mode in ability.modes for spec in mode.targets):
        return False
    chosen = obj.modes if obj.modes is not None else parts.trigger_modes.mode_taken(game, obj)
    # no mode that can be chosen: it leaves the stack in every order, doing nothing
    return chosen is None or all(not ability.modes[i].targets and _gains(ability.modes[i].effects) for i in chosen)


def _life_blind(obj: StackObject) -> bool:
    """A trigger (in any of its modes) that only damages, destroys, returns to hand, taps or untaps
    permanents: its targets can't be players (115.1), and it reads no life total."""
    ability = _ability(obj)
    if ability is None:
        return False
    parts_of = [(mode.targets, mode.effects) for mode in ability.modes] or [(ability.targets, ability.effects)]
    return all(spec.type in _PERMANENT_TARGETS for targets, _effects in parts_of for spec in targets) and all(
        effects and all(_on_permanents(effect) for effect in effects) for _targets, effects in parts_of)


def _on_permanents(effect: Any) -> bool:
    if isinstance(effect, DealDamage):
        ref = effect.to
    elif isinstance(effect, (Destroy, ReturnToHand, Tap, Untap)):
        ref = effect.what
    else:
        return False
    return isinstance(ref, Each) or ref in ("self", "enchanted", "equipped") or ref.startswith("target")


def _grows_itself(ability: TriggeredAbility) -> bool:
    """An ability that triggers on a gain of life and only puts a fixed number of +1/+1 counters on its
    own source ("you may" answered the same way whatever the order: by the scenario, or yes)."""
    return _plain(ability) and all(isinstance(effect, AddCounters) and effect.what == "self"
                                   and effect.counter == "+1/+1" for effect in ability.effects)
