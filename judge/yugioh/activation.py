"""Whether a card or effect may be activated now, and activating it (costs, targets, placing the card).

The checks, in the order a judge asks them:
1. where the card is (a Trap must be Set, and not Set this turn; a Spell from the hand
   needs a free zone and its controller's turn) — "Spell Cards", "Trap Cards";
2. Spell Speed: a Chain Link 2 or higher must have Spell Speed 2 or more, and at least the
   Spell Speed of the link it answers; Spell Speed 1 starts a Chain only in its controller's
   Main Phase — "Spell Speed";
3. the activation condition of the card ("when an opponent's monster declares an attack");
4. the cost can be paid — "Costs";
5. the effect has legal targets and can do something — "Targeting".
Each failed check is a reason (a message variant); the link is then left out of the Chain.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.cards.yugioh_effects import (
    CardEffect,
    DiscardCost,
    Draw,
    FusionSummon,
    PayLifePoints,
    SpecialSummonTarget,
    TributeCost,
)
from judge.yugioh import fusion, stats, targets, zones
from judge.yugioh.state import Card as FieldCard
from judge.yugioh.state import ChainLink, Duel, Summon


@dataclass
class Refusal:
    """Why an activation is not possible: a message variant and the sections behind it."""

    reason: str
    rules: tuple[str, ...]
    terms: tuple[str, ...]
    params: dict


def spell_speed(card: FieldCard, effect: CardEffect, card_activation: bool) -> int:
    """Spell Speed of an activation ("Spell Speed").

    1: Normal, Equip, Field, Continuous and Ritual Spells; Ignition, Trigger and Flip effects.
    2: Quick-Play Spells; Normal and Continuous Traps and their effects; Quick Effects.
    3: Counter Traps.
    """
    if card.card.kind == "trap":
        return 3 if card.card.property == "counter" else 2
    if card.card.kind == "spell":
        return 2 if card_activation and card.card.property == "quick-play" else 1
    return 2 if effect.kind == "quick" else 1


def check(duel: Duel, link: ChainLink) -> Refusal | None:
    """The first reason why `link` can't be added to the Chain now, or None."""
    return (_location(duel, link) or _speed(duel, link) or _condition(duel, link)
            or _cost(duel, link) or _targets(duel, link) or _applicable(duel, link))


def check_trigger(duel: Duel, link: ChainLink) -> Refusal | None:
    """A trigger or Flip effect whose event happened: only its cost, targets and use are checked."""
    return _cost(duel, link) or _targets(duel, link) or _applicable(duel, link)


def _refuse(reason: str, rules: tuple[str, ...], terms: tuple[str, ...] = (), **params) -> Refusal:
    return Refusal(reason, rules, terms, params)


def _location(duel: Duel, link: ChainLink) -> Refusal | None:
    card, own_turn = link.card, link.controller == duel.turn_player.name
    if not link.card_activation:
        if card.zone not in zones.FIELD_ZONES or card.face_down:
            return _refuse("not_face_up", ("Continuous Trap Cards",), ("continuous-trap",))
        return None
    if card.card.kind == "trap":
        if card.zone != "spell_trap":
            return _refuse("trap_not_set", ("Trap Cards",), ("set",))
        if card.set_this_turn:
            return _refuse("set_this_turn", ("Trap Cards",), ("set",))
        return None
    if card.card.property == "quick-play" and card.zone == "spell_trap" and card.set_this_turn:
        return _refuse("set_this_turn", ("Quick-Play Spell Cards",), ("quick-play-spell",))
    if card.zone == "hand" and not own_turn:
        return _refuse("not_your_turn", ("Spell Cards",), ("spell-card",))
    if card.zone == "hand" and card.card.property != "field" and zones.free_zones(duel, link.controller,
                                                                                    "spell_trap") < 1:
        return _refuse("no_free_zone", ("Spell & Trap Zones",), ("spell-trap-zone",))
    return None


def _speed(duel: Duel, link: ChainLink) -> Refusal | None:
    if duel.in_damage_step and link.spell_speed < 3 and not changes_stats(link.effect):
        # Before damage calculation only Counter Traps and cards that change ATK/DEF ("Damage Step").
        return _refuse("damage_step", ("Damage Step", "Spell Speed"), ("damage-step", "counter-trap"),
                       speed=link.spell_speed)
    if duel.chain:
        previous = duel.chain[-1].spell_speed
        if link.spell_speed < 2 or link.spell_speed < previous:
            return _refuse("spell_speed", ("Spell Speed", "Chain"), ("spell-speed", "chain-link"),
                           speed=link.spell_speed, previous=previous)
        return None
    if summon_pending(duel) and link.spell_speed < 3:
        return _refuse("summon_negation_window", ("Spell Speed", "Summon Negation"), ("spell-speed",),
                       speed=link.spell_speed)
    if link.spell_speed == 1:
        own_main = link.controller == duel.turn_player.name and duel.phase in ("main1", "main2")
        if own_main and duel.attack is None and duel.summon is not None and not duel.summon.by_effect:
            # Right after a summon both duelists may answer it with Spell Speed 2 or more first.
            return _refuse("summon_response_window", ("Spell Speed", "Chain"), ("spell-speed",),
                           monster=duel.summon.card.name)
        if not own_main or duel.attack is not None:
            return _refuse("spell_speed_1_timing", ("Spell Speed", "Main Phase"), ("spell-speed", "main-phase-1"))
    return None


def changes_stats(effect: CardEffect) -> bool:
    """An effect that changes ATK or DEF when it resolves or while it applies."""
    return any(action.do in ("modify_stats", "gain_stats") for action in effect.actions)


def summon_pending(duel: Duel) -> bool:
    """A summon is being attempted and not yet successful (only Counter Traps may answer)."""
    return duel.summon is not None and duel.summon.pending


def _condition(duel: Duel, link: ChainLink) -> Refusal | None:
    effect = link.effect
    for timing in effect.timing:
        own = link.controller == duel.turn_player.name
        if timing == "your_main_phase" and own and duel.phase in ("main1", "main2"):
            break
        if timing == "opponent_battle_phase" and not own and duel.phase == "battle":
            break
    else:
        if effect.timing:
            return _refuse("wrong_phase", ("Continuous Trap Cards",), ("continuous-trap",))
    if not effect.when:
        return None
    for event in effect.when:
        answered = _answers(duel, link, event)
        if answered is not None:
            link.responds_to = answered
            return None
    return _condition_refusal(duel, link, effect.when[0])


def _condition_refusal(duel: Duel, link: ChainLink, event: str) -> Refusal:
    """Why the event the card answers is not what just happened, as precisely as it can be said."""
    summon, previous = duel.summon, duel.chain[-1] if duel.chain else None
    if summon is not None and summon.method == "set" and event in ("summon_attempt", "opponent_summoned"):
        return _refuse("monster_set", ("Summon Negation", "Set"), ("set", "face-down"), monster=summon.card.name)
    if event == "summon_attempt" and summon is not None and summon.by_effect:
        return _refuse("summoned_by_effect", ("Summon Negation", "Fusion Summon"), ("fusion-summon",),
                       monster=summon.card.name)
    if event == "opponent_summoned" and summon is not None and summon.by != link.controller \
            and not summon_pending(duel) and not summon.negated:

        if not _summon_is_last(duel) and previous is not None:
            return _refuse("timing_passed", ("Activation Conditions", "Chain"), ("activate", "chain-link"),
                           monster=summon.card.name, previous=previous.card.name)
        if link.effect.summon_methods and summon.method not in link.effect.summon_methods:
            special = summon.method in ("special", "fusion")
            return _refuse("summon_special" if special else "summon_method", ("Activation Conditions",
                           "Special Summon" if special else "Normal Summon"), ("activate", "special-summon"),
                           monster=summon.card.name)
        if link.effect.min_atk is not None:
            return _refuse("summon_atk", ("Activation Conditions",), ("activate", "atk"),
                           monster=summon.card.name, min_atk=link.effect.min_atk, atk=stats.atk(duel, summon.card))
    return _refuse(f"when_{event}", ("Activation Conditions",), ("activate",), condition=event)


def _answers(duel: Duel, link: ChainLink, event: str) -> object | None:
    """What the link answers if `event` is what just happened, else None."""
    previous = duel.chain[-1] if duel.chain else None
    attack, summon = duel.attack, duel.summon
    if event == "opponent_attack_declared":
        if (attack is not None and attack.answerable and attack.attacker.controller != link.controller
                and not attack.negated):
            return attack
    elif event == "summon_attempt":
        if previous is None and summon is not None and summon_pending(duel):
            return summon
    elif event == "opponent_summoned":
        if (_summon_is_last(duel) and summon is not None and not summon_pending(duel) and not summon.negated
                and summon.by != link.controller and _summon_matches(duel, link.effect, summon)):
            return summon
    elif previous is not None and previous.card_activation:
        kind = previous.card.card.kind
        if event == "spell_trap_activated" or (event == "trap_activated" and kind == "trap"):
            return previous
    return None


def _summon_is_last(duel: Duel) -> bool:
    """The summon is still the last thing that happened: the Chain holds at most the trigger and
    Flip effects it caused, which start the Chain that answers it ("Activation Conditions")."""
    return all(link.effect.kind in ("trigger", "flip") for link in duel.chain)


def _summon_matches(duel: Duel, effect: CardEffect, summon: Summon) -> bool:
    if effect.summon_methods and summon.method not in effect.summon_methods:
        return False
    return effect.min_atk is None or stats.atk(duel, summon.card) >= effect.min_atk


def _cost(duel: Duel, link: ChainLink) -> Refusal | None:
    duelist = duel.duelist(link.controller)
    for cost in link.effect.cost:
        if isinstance(cost, PayLifePoints) and cost.pay_lp != "half" and duelist.life < cost.pay_lp:
            return _refuse("cannot_pay", ("Costs", "Life Points"), ("cost", "life-points"),
                           amount=cost.pay_lp, life=duelist.life)
        if isinstance(cost, TributeCost) and len(duel.monsters(link.controller)) < cost.tribute:
            return _refuse("cannot_tribute", ("Costs",), ("cost", "tribute"), count=cost.tribute)
        if isinstance(cost, DiscardCost) and len(duelist.hand) < cost.discard:
            return _refuse("cannot_discard", ("Costs",), ("cost",), count=cost.discard)
    return None


def _targets(duel: Duel, link: ChainLink) -> Refusal | None:
    spec = link.effect.target
    if spec is None:
        return None
    for target in link.targets:
        card = duel.find(target)
        if card is None or not targets.is_legal(duel, spec, card, link.controller, link.card):
            return _refuse(f"target_{spec.what}", ("Targeting",), ("target",), target=target.name,
                           requirement=spec.what)
    if not link.targets and not targets.candidates(duel, spec, link.controller, link.card):
        return _refuse(f"no_target_{spec.what}", ("Targeting",), ("target",), requirement=spec.what)
    return None


def _applicable(duel: Duel, link: ChainLink) -> Refusal | None:
    """Effects that could do nothing can't be activated (Pot of Greed with one card in the Deck...)."""
    duelist = duel.duelist(link.controller)
    for action in link.effect.actions:
        if isinstance(action, Draw) and len(duelist.deck) < action.count:
            return _refuse("cannot_draw", ("Drawing Cards",), ("main-deck",), count=action.count,
                           deck=len(duelist.deck))
        if isinstance(action, SpecialSummonTarget) and zones.free_zones(duel, link.controller, "monster") < 1:
            return _refuse("no_monster_zone", ("Monster Zones",), ("main-monster-zone",))
        if isinstance(action, FusionSummon) and fusion.plan(duel, link) is None:
            return _refuse("no_fusion", ("Fusion Summon",), ("fusion-summon",))
        if getattr(action, "what", None) in ("all_monsters", "opponent_monsters") and not _group_exists(
                duel, action.what, link.controller):  # type: ignore[union-attr]
            return _refuse("nothing_to_destroy", ("Activation Conditions",), ("destroy",))
    return None


def _group_exists(duel: Duel, what: str, controller: str) -> bool:
    monsters = duel.monsters()
    if what == "opponent_monsters":
        monsters = [m for m in monsters if m.controller != controller]
    return bool(monsters)
