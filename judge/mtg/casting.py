"""Could the scenario's stack have been built? Timing, costs and targets of each entry (601.2, 602.2).

The scenario lists its stack bottom first, each spell "already cast" and each
ability "already activated". Each entry is checked as it would have been put
on the stack, with the entries below it already there:

- timing: a noninstant spell without flash only in its controller's main phase
  while the stack is empty (117.1a, 301.1, 302.1, 303.1, 307.1); an ability that
  says "activate only as a sorcery" the same way (602.5d);
- costs: {T}, loyalty and counters can be paid, and are paid (judge.mtg.costs): list
  the source as it was before the activation (with its counters), or tapped as it stands:
  a source listed tapped paid the {T} of the first of its abilities on the stack;
- targets: each one legal as it is chosen (601.2c, 115.1, protection 702.16b).

An illegal entry is reported under `illegal` and left out. At the declare
attackers step or later the declarations come first (judge.mtg.combat.declare_made),
so a Crossbow Infantry may target an attacking creature: the check runs after them.
"""

from __future__ import annotations

from judge.cards.mtg_effects import TargetSpec
from judge.cards.mtg_model import ActivatedAbility
from judge.events import CardName, Illegal, Keyword, StepName
from judge.mtg import targets as targeting
from judge.mtg.state import Game, StackObject, Target
from judge.parts import Parts

# Modes, divided damage and activation costs, imported for the first object that has them (start-up).
parts = Parts(modes="judge.mtg.modes", division="judge.mtg.division", costs="judge.mtg.costs")

MAIN_PHASES = ("precombat_main", "postcombat_main")
# The rule that gives each noninstant card type its timing.
TYPE_TIMING = (("Sorcery", "307.1"), ("Creature", "302.1"), ("Artifact", "301.1"),
               ("Enchantment", "303.1"), ("Planeswalker", "306.1"), ("Battle", "310.1"))


def check_stack(game: Game) -> None:
    """Keep the entries that could have been put on the stack in this order; reject the others."""
    proposed, game.stack = game.stack, []
    listed_tapped = {p.oid for p in game.battlefield if p.tapped}  # the board as it stands
    for obj in proposed:
        tap_paid = obj.kind == "activated" and obj.source in listed_tapped and parts.costs.of_ability(obj).tap
        found = problem(game, obj, tap_paid)
        if found is not None:
            game.refuse(found)
            continue
        put_on_stack(game, obj, tap_paid)
        if tap_paid:
            listed_tapped.discard(obj.source or "")


def put_on_stack(game: Game, obj: StackObject, tap_paid: bool = False) -> None:
    """The modes were chosen before targets and costs (601.2b); the tracked costs are paid (602.2b).
    `tap_paid`: the source's {T} was paid before the moment the scenario describes."""
    if obj.modes is not None:
        parts.modes.announce(game, obj)
    if obj.division is not None:  # the division of divided damage is announced as it is cast (601.2d)
        parts.division.report(game, obj)
    if obj.kind == "activated":
        _pay(game, obj, tap_paid)
    game.stack.append(obj)


def problem(game: Game, obj: StackObject, tap_paid: bool = False) -> Illegal | None:
    """Why `obj` couldn't be put on the stack now (timing, costs, targets), or None; records nothing.

    `judge.mtg.options` asks the same question of every card a player could use."""
    if obj.kind == "spell":
        found = spell_timing_problem(game, obj)
    elif obj.kind == "activated":
        found = activation_problem(game, obj, tap_paid)
    else:
        found = None
    return found or target_problem(game, obj)


def spell_timing_problem(game: Game, obj: StackObject) -> Illegal | None:
    """117.1a: instants (and spells with flash, 702.8a) any time; other spells at sorcery speed."""
    card = obj.card
    if "Instant" in card.types or "flash" in card.keywords:
        return None
    rule = next((r for t, r in TYPE_TIMING if t in card.types), "307.1")
    kind = next((t for t, _ in TYPE_TIMING if t in card.types), "Sorcery")
    reason = sorcery_speed_problem(game, obj.controller)
    if reason is None:
        return None
    return Illegal(f"{obj.controller} casts {card.name}", "cast_timing",
                   dict(reason=reason, card=CardName(card.name), player=obj.controller,
                        card_type=Keyword(kind.lower()), active=game.active_player.name,
                        step=StepName(game.step), top=top_name(game), rule=rule),
                   ("117.1a", rule), ("sorcery", "main-phase", "stack", "flash"))


def sorcery_speed_problem(game: Game, player: str) -> str | None:
    """Why `player` can't act at sorcery speed now: not their turn, not a main phase, a nonempty stack."""
    if game.active_player.name != player:
        return "not_your_turn"
    if game.step not in MAIN_PHASES:
        return "not_main_phase"
    if game.stack:
        return "stack_not_empty"
    return None


def top_name(game: Game) -> CardName | None:
    return CardName(game.stack[-1].source_name) if game.stack else None


def activation_problem(game: Game, obj: StackObject, tap_paid: bool = False) -> Illegal | None:
    """602.5d, 606.3: sorcery-speed and loyalty abilities; then whether the cost can be paid (118.3)."""
    ability = obj.card.abilities[obj.ability_index]
    assert isinstance(ability, ActivatedAbility)
    source = game.permanent(obj.source) if obj.source else None
    cost = parts.costs.of_ability(obj, tap_paid)
    if ability.sorcery_speed or cost.loyalty is not None:
        reason = sorcery_speed_problem(game, obj.controller)
        rule = "606.3" if cost.loyalty is not None else "602.5d"  # loyalty abilities: sorcery speed too
        if reason is not None:
            return Illegal(f"{obj.controller} activates {obj.source_name}", "activation_timing",
                           dict(reason=reason, card=CardName(obj.source_name), player=obj.controller,
                                step=StepName(game.step), top=top_name(game), rule=rule),
                           (rule,), ("sorcery", "main-phase"))
    return parts.costs.problem(game, obj, cost, source)


def _pay(game: Game, obj: StackObject, tap_paid: bool) -> None:
    """Pay the cost as the ability goes on the stack."""
    source = game.permanent(obj.source) if obj.source else None
    parts.costs.pay(game, obj, parts.costs.of_ability(obj, tap_paid), source)


def target_problem(game: Game, obj: StackObject) -> Illegal | None:
    """A target that was illegal when chosen (601.2c, 115.1) makes the whole request illegal."""
    for spec, target in zip(targeting.specs(obj), obj.targets, strict=False):
        found = single_target_problem(game, obj, target, spec)
        if found is not None:
            return found
    return None


def single_target_problem(game: Game, obj: StackObject, target: Target, spec: TargetSpec) -> Illegal | None:
    """Why `target` can't be chosen for `spec` of `obj` (601.2c, 115.1, 702.16b), or None."""
    reason = targeting.check(game, obj, target, spec)
    if reason is None:
        return None
    verb = "cast" if obj.kind == "spell" else "activate"
    name = targeting.describe(game, target)
    rules: tuple[str, ...] = ("601.2c", "115.1")
    if reason.startswith("protection"):  # an Aura spell can't enchant it either (702.16c)
        rules += ("702.16b", "702.16c") if obj.card.enchant is not None else ("702.16b",)
    return Illegal(f"{obj.controller} {verb}s {obj.source_name} targeting {name}", "illegal_target",
                   dict(card=CardName(obj.source_name), target=name, reason=_reason_key(reason),
                        keyword=Keyword(reason), requirement=targeting.requirement(spec)),
                   rules, ("target",))


def _reason_key(reason: str) -> str:
    """The message variant for a target problem: 'protection from red' -> 'protection'."""
    return "protection" if reason.startswith("protection from ") else reason
