"""Playing a scenario's `actions:` in order: summons, Sets, activations, attacks, passes, phases.

The right to act ("Chain", "Spell Speed"): after a summon, Set, attack declaration or
phase change the turn player acts first; after a Chain Link is added, the other duelist
may respond first. Two passes in succession resolve an open Chain (or, with no Chain,
close the moment: a summon or attack declaration is then no longer the last thing that
happened). A Chain Link by the duelist who doesn't hold the right to act means the holder
passed first; where that pass would be the second in succession and so resolve the Chain,
the link is illegal (the scenario should say `resolve: chain`).

Every action is checked when it is taken, by the checks the engine already has
(summon.py, activation.py, battle.py); an illegal one is reported under `illegal` and
skipped. `play_scenario` leaves the Duel right after the last action; `finish` then does
what the engine does after it (everybody passes until the Chain is empty, the attack
goes on through the Damage Step).

    >>> from judge.scenario import load_scenario_file
    >>> duel, _ = play(load_scenario_file("scenarios/yugioh/actions/summon-then-trap-hole.yaml"))
    >>> duel.attack.attacker.card.name, duel.duelist("Kaiba").life   # declared, not yet calculated
    ('Mystical Elf', 8000)
"""

from __future__ import annotations

from typing import Any, NoReturn

from judge.cards.yugioh_effects import CardEffect
from judge.scenario.errors import ScenarioError
from judge.scenario.load import LoadedScenario
from judge.scenario.yugioh_actions import (
    ActivateAction,
    AttackAction,
    ChangePositionAction,
    PassAction,
    ResolveAction,
    SetAction,
    SummonAction,
)
from judge.yugioh import battle, chain, summon, triggers, turn, zones
from judge.yugioh.build import NOT_A_CARD_THERE, Builder
from judge.yugioh.state import PHASES, Card, Duel, Summon

HAND_AND_PILES = ("hand", "graveyard", "banished", "extra_deck")


def play(loaded: LoadedScenario) -> tuple[Duel, Builder]:
    """Build the Duel of a scenario and play it up to right after its last action (not finished)."""
    builder = Builder(loaded)
    duel = builder.build(defer=True)
    if builder.problems.found:
        raise_with_scenario_problems(duel, loaded.model, builder)
    play_scenario(duel, loaded.model, builder)
    return duel, builder


def play_scenario(duel: Duel, model: Any, builder: Builder) -> None:
    """The scenario's moment (a Draw Phase draw, `position_change`, `summon`, `attack`, `chain`), then
    `actions`. A part that names what isn't there is noted and skipped; all such problems are
    raised together at the end."""
    each = builder.problems.each
    if duel.phase == "draw":
        turn.draw_phase(duel)
    if model.position_change is not None:
        with each():
            change_position(duel, model.position_change.monster, model.position_change.by, builder,
                            ("position_change",), "monster")
    if model.summon is not None:
        with each(model.summon.card):
            summon_by_spec(duel, model.summon, builder, ("summon",))
    if model.attack is not None:
        with each():
            attack(duel, model.attack, builder, ("attack",))
    for index, spec in enumerate(model.chain):
        with each():
            activate(duel, spec, builder, ("chain", index))
    play_actions(duel, model.actions, builder)
    builder.problems.raise_all()


def raise_with_scenario_problems(duel: Duel, model: Any, builder: Builder) -> NoReturn:
    """A build that found problems: the scenario's moment and actions are played on what could be
    built, only to find their problems too; then all are raised at once."""
    builder.problems.raise_after(lambda: play_scenario(duel, model, builder))


def play_actions(duel: Duel, actions: list[Any], builder: Builder, path: tuple = ("actions",)) -> None:
    """Take each action in order; after the Duel has ended the rest are reported and skipped."""
    for index, action in enumerate(actions):
        where = (*path, index)
        if duel.finished:
            duel.reject(_describe(action), "action_refused", rules=("Winning and Losing",),
                        terms=("life-points",), reason="duel_over")
            continue
        try:
            _take(duel, action, builder, where)
        except ScenarioError as error:
            gone = _card_not_there(duel, action, error)
            if gone is None:
                builder.problems.found.append(error)  # noted; the other actions are checked too
                continue
            duel.reject(_describe(action), "action_refused", rules=_RULES_OF[type(action)], terms=(),
                        reason="not_there", card=gone.name)


def _card_not_there(duel: Duel, action: Any, error: ScenarioError) -> Card | None:
    """A card the action names that exists in the Duel but is not where the action needs it now
    (Trap Hole destroyed it earlier in the actions): an illegal action, not a bad scenario."""
    if getattr(error.message, "msgid", None) not in {text.msgid for text in NOT_A_CARD_THERE}:
        return None
    refs = _references(action)
    cards = duel.all_cards()
    found = [next((c for c in cards if c.oid == ref or c.card.name.lower() == ref.lower()), None) for ref in refs]
    if not refs or any(card is None for card in found):
        return None
    return next((c for c, ref in zip(found, refs, strict=True) if error.message.params.get("ref") == ref), found[0])


def _references(action: Any) -> list[str]:
    """The cards an action names."""
    if isinstance(action, SummonAction):
        return [action.summon.card, *action.summon.tributes]
    if isinstance(action, ActivateAction):
        return [action.activate, *action.targets]
    if isinstance(action, AttackAction):
        target = action.attack.target
        return [action.attack.attacker] + ([] if target.lower() == "direct" else [target])
    if isinstance(action, SetAction):
        return [action.set, *action.tributes]
    if isinstance(action, ChangePositionAction):
        return [action.change_position]
    return []


_RULES_OF: dict[type, tuple[str, ...]] = {
    SummonAction: ("Normal Summon",), SetAction: ("Set",), ActivateAction: ("Activation Conditions",),
    AttackAction: ("Attack Declaration",), ChangePositionAction: ("Battle Position",)}


def _take(duel: Duel, action: Any, builder: Builder, where: tuple) -> None:
    """One action, by its kind."""
    if isinstance(action, SummonAction):
        summon_by_spec(duel, action.summon, builder, (*where, "summon"))
    elif isinstance(action, SetAction):
        set_card(duel, action, builder, where)
    elif isinstance(action, ActivateAction):
        activate(duel, action, builder, where, action.by)
    elif isinstance(action, AttackAction):
        attack(duel, action.attack, builder, (*where, "attack"))
    elif isinstance(action, ChangePositionAction):
        change_position(duel, action.change_position, action.by, builder, where, "change_position")
    elif isinstance(action, PassAction):
        builder.duelist_index(duel, action.pass_, (*where, "pass"))
        pass_(duel, action.pass_)
    elif isinstance(action, ResolveAction):
        resolve(duel)
    else:
        to(duel, action.to)


def finish(duel: Duel) -> None:
    """After the last action: everybody passes until the Chain is empty; an attack goes on."""
    if duel.finished:
        return
    if duel.chain:
        resolve(duel)
    settle(duel, keep_attack=True)
    battle.continue_attack(duel)


# --- the right to act --------------------------------------------------------------------
def holder(duel: Duel) -> str:
    """The duelist who may act now."""
    return duel.to_act or duel.turn_player.name


def _give(duel: Duel, name: str) -> None:
    duel.to_act, duel.passes = name, 0


def pass_(duel: Duel, who: str) -> None:
    """`who` passes; if the other holds the right to act, they pass first. Two passes resolve a Chain."""
    if who != holder(duel):
        if duel.chain and duel.passes >= 1:
            duel.reject(f"{who} passes", "action_refused", rules=("Chain",), terms=("chain",),
                        reason="would_close_chain", player=holder(duel))
            return
        _passes(duel, holder(duel))
    _passes(duel, who)


def _passes(duel: Duel, who: str) -> None:
    duel.emit("duelist_passes", rules=("Chain",), terms=("chain",), player=who)
    duel.passes += 1
    duel.to_act = duel.opponent(who).name
    if duel.passes < 2:
        return
    if duel.chain:
        resolve(duel)
    else:  # nothing was activated: the moment passes
        settle(duel, keep_attack=True)
        if duel.attack is not None:
            duel.attack.answerable = False
        _give(duel, duel.turn_player.name)


def resolve(duel: Duel) -> None:
    """Both duelists pass: the Chain resolves, then trigger effects form their own Chains."""
    if not duel.chain and duel.summon is not None and duel.summon.pending:
        # nobody negated it: the Summon succeeds and its Flip effects start the Chain that resolves now
        _summon_window(duel, CardEffect(kind="trigger"))
        duel.summon = None
    if not duel.chain:
        duel.reject("resolve: chain", "action_refused", rules=("Chain",), terms=("chain",), reason="no_chain")
        return
    summoned = duel.summon
    was_pending = summoned is not None and summoned.pending
    chain.resolve(duel)
    if summoned is not None:
        summon.after_chain(duel, summoned)
    triggers.run(duel)
    survived = summoned is not None and was_pending and not summoned.negated and summoned.card.zone == "monster"
    if duel.summon is summoned:  # unless the Chain summoned a monster, which is now the last thing that happened
        duel.summon = summoned if survived else None  # a summon that survived its negation may now be answered
    if duel.attack is not None:
        duel.attack.answerable = False  # "when an attack is declared" has passed
    _give(duel, duel.turn_player.name)


def settle(duel: Duel, keep_attack: bool = False) -> None:
    """Before the turn player's next game action: a pending summon succeeds, waiting triggers
    resolve, and (unless `keep_attack`) an attack still under way finishes its Damage Step."""
    if duel.summon is not None:
        if duel.summon.pending and duel.summon.card.zone == "monster":
            summon.succeed(duel, duel.summon)
        duel.summon = None
    triggers.run(duel)
    if not keep_attack and duel.attack is not None:
        battle.continue_attack(duel)
        duel.attack = None
    _give(duel, duel.turn_player.name)


def _chain_open(duel: Duel, label: str, by: str) -> bool:
    """A summon, Set, attack or position change can't happen while a Chain is open ("Chain")."""
    if duel.chain:
        duel.reject(label, "action_refused", rules=("Chain",), terms=("chain",), reason="chain_open", player=by)
        return True
    return False


# --- the actions --------------------------------------------------------------------------
def summon_by_spec(duel: Duel, spec: Any, builder: Builder, path: tuple) -> Summon | None:
    """A `summon:` (top level or action): checked and performed by summon.py."""
    by = spec.by or duel.turn_player.name
    builder.duelist_index(duel, by, (*path, "by"))
    where = ("monster",) if spec.method == "flip" else HAND_AND_PILES
    card = builder.reference(duel, spec.card, (*path, "card"), where, by if spec.method != "special" else None)
    tributes = [builder.reference(duel, t, (*path, "tributes", i), ("monster",)) for i, t in
                enumerate(spec.tributes)]
    if _chain_open(duel, f"{by} summons {card.card.name}", by):
        return None
    settle(duel)
    if spec.method == "fusion":
        result = summon.fusion_from_hand(duel, card, by, spec.materials, spec.position)
    else:
        result = summon.perform(duel, card, by, spec.method, tributes, spec.position)
    if result is not None:
        duel.summon = result
    return result


def set_card(duel: Duel, action: Any, builder: Builder, path: tuple) -> None:
    """`set:` a monster (the turn's Normal Summon or Set) or a Spell/Trap from the hand."""
    by = action.by or duel.turn_player.name
    builder.duelist_index(duel, by, (*path, "by"))
    card = builder.reference(duel, action.set, (*path, "set"), ("hand",), by)
    tributes = [builder.reference(duel, t, (*path, "tributes", i), ("monster",)) for i, t in
                enumerate(action.tributes)]
    if _chain_open(duel, f"{by} sets {card.card.name}", by):
        return
    settle(duel)
    if card.kind == "monster":
        duel.summon = summon.perform(duel, card, by, "set", tributes, "set")
        return
    reason = set_refusal(duel, card, by)
    if reason is not None:
        duel.reject(f"{by} sets {card.card.name}", "set_refused", rules=_SET_RULES[reason],
                    terms=("set",), card=card.name, player=by, reason=reason)
        return
    zone = "field" if card.card.property == "field" else "spell_trap"
    old_field = duel.field_spell(by) if zone == "field" else None
    if old_field is not None:
        zones.move(duel, old_field, "graveyard", reason="replaced", rules=("Field Spell Cards",))
    zones.place(duel, card, by, zone, face_down=True)
    card.set_this_turn = True
    duel.emit("card_set", rules=("Set",), terms=("set", "face-down"), card=card.name, player=by,
              kind=card.card.kind)


_SET_RULES = {"main_phase": ("Set", "Main Phase"), "no_free_zone": ("Set", "Spell & Trap Zones")}


def set_refusal(duel: Duel, card: Card, by: str) -> str | None:
    """Why `by` may not Set this Spell/Trap from the hand now: only in their own Main Phase,
    with an open Chain-free moment and a free Spell & Trap Zone ("Set")."""
    if by != duel.turn_player.name or duel.phase not in ("main1", "main2"):
        return "main_phase"
    if card.card.property != "field" and zones.free_zones(duel, by, "spell_trap") < 1:
        return "no_free_zone"
    return None


def activate(duel: Duel, spec: Any, builder: Builder, path: tuple, by: str | None = None) -> bool:
    """A card or effect activation: a new Chain, or a Chain Link. True if it was added."""
    link = builder.link(duel, spec, path, by)
    who = link.controller
    label = f"{who} activates {link.card.card.name}"
    if who != holder(duel):
        if duel.chain and duel.passes >= 1:  # the holder's pass would be the second: the Chain resolves
            duel.reject(label, "action_refused", rules=("Chain",), terms=("chain", "chain-link"),
                        reason="would_close_chain", player=holder(duel))
            return False
        _passes(duel, holder(duel))
    _summon_window(duel, link.effect)
    if chain.add(duel, link, label):
        _give(duel, duel.opponent(who).name)
        return True
    return False


def _summon_window(duel: Duel, effect: CardEffect) -> None:
    """A Summon being performed can be answered only by summon negation, as Chain Link 1; anything
    else means the Summon succeeded first (its Flip effects then start the Chain) ("Summon Negation")."""
    summoned = duel.summon
    if summoned is None or not summoned.pending or duel.chain:
        return
    if "summon_attempt" in effect.when:
        duel.emit("summon_negation_window", rules=("Summon Negation", "Spell Speed"), terms=("spell-speed",),
                  card=summoned.card.name)
        return
    summon.succeed(duel, summoned)
    triggers.add_waiting(duel)


def attack(duel: Duel, spec: Any, builder: Builder, path: tuple) -> bool:
    """Declare an attack; an earlier attack first finishes its Damage Step."""
    attacker = builder.reference(duel, spec.attacker, (*path, "attacker"), ("monster",))
    target = None
    if spec.target.lower() != "direct":
        target = builder.reference(duel, spec.target, (*path, "target"), ("monster",))
    if _chain_open(duel, f"{attacker.card.name} attacks", duel.turn_player.name):
        return False
    settle(duel)
    return battle.declare(duel, attacker, target)


def change_position(duel: Duel, ref: str, by: str | None, builder: Builder, path: tuple, key: str) -> bool:
    """Change a monster's battle position (summon.change_position checks when it may)."""
    by = by or duel.turn_player.name
    builder.duelist_index(duel, by, (*path, "by"))
    monster = builder.reference(duel, ref, (*path, key), ("monster",))
    if _chain_open(duel, f"{by} changes the battle position of {monster.card.name}", by):
        return False
    settle(duel)
    return summon.change_position(duel, monster, by)


def to(duel: Duel, target: str) -> None:
    """Everybody passes until that phase (or the Damage Step) begins."""
    label = f"to: {target}"
    if target == "damage_step":
        if duel.phase != "battle" or duel.attack is None or duel.in_damage_step:
            duel.reject(label, "action_refused", rules=("Damage Step",), terms=("damage-step",), reason="no_attack")
            return
    elif target != "next_turn":
        reason = _phase_refusal(duel, target)
        if reason is not None:
            duel.reject(label, "action_refused", rules=("Turn Structure",), terms=("turn",), reason=reason,
                        phase=target)
            return
    if duel.chain:
        resolve(duel)
    if target == "damage_step":
        settle(duel, keep_attack=True)
        battle.continue_attack(duel, until_calculation=True)
        if duel.in_damage_step:
            duel.emit("damage_step_window", rules=("Damage Step", "Spell Speed"),
                      terms=("damage-step", "counter-trap"))
        return
    settle(duel)
    turn.walk_to(duel, target)
    _give(duel, duel.turn_player.name)


def _phase_refusal(duel: Duel, target: str) -> str | None:
    if PHASES.index(target) <= PHASES.index(duel.phase):
        return "phase_passed"
    if duel.turn_number == 1 and target in ("battle", "main2"):
        return "first_turn_no_battle"
    return None


def _describe(action: Any) -> str:
    """An action as the scenario wrote it (for actions skipped after the Duel ended)."""
    data = action.model_dump(by_alias=True, exclude_defaults=True)
    return ", ".join(f"{key}: {value}" for key, value in data.items())
