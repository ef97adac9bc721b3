"""Ruling on a Yu-Gi-Oh! scenario: build the Duel, perform the summon or attack, resolve the Chain.

Order of events (scenario-contract.md): the Draw Phase's draw when the scenario starts
there; a battle position change; the summon, checked for legality; the attack
declaration; the Chain, Chain Link 1 first (each link checked as it is added), resolved
from the last link to the first; trigger effects; the Damage Step if the attack still
stands; then the rest of the turn per `until`.

    >>> from judge.scenario import load_scenario_file
    >>> ruling = rule(load_scenario_file("scenarios/yugioh/battle/atk-higher-destroys.yaml"))
    >>> ruling.final["players"]["Kaiba"]["life"]
    6900
"""

from __future__ import annotations

from typing import Any

from judge.events import Ruling
from judge.scenario.load import LoadedScenario
from judge.yugioh import battle, chain, snapshot, summon, triggers, turn, win_conditions, zones
from judge.yugioh.build import Builder
from judge.yugioh.state import ChainLink, Duel, Summon

HAND_AND_PILES = ("hand", "graveyard", "banished", "extra_deck")


def rule(loaded: LoadedScenario, record_boards: bool = False, deadline: float | None = None) -> Ruling:
    """The ruling on a loaded Yu-Gi-Oh! scenario. Raises ScenarioError for references that don't resolve."""
    builder = Builder(loaded)
    duel = builder.build()
    duel.record_boards = record_boards
    duel.deadline = deadline
    initial = snapshot.board(duel) if record_boards else None
    run(duel, loaded.model, builder)
    if not duel.summary:
        duel.emit("nothing_happens", rules=("Chain",), terms=("chain",), summary=True)
    return Ruling(game="yugioh", events=duel.events, illegal=duel.illegal, choices=duel.decisions,
                  summary=duel.summary, final=snapshot.final_state(duel), outcome=snapshot.outcome(duel),
                  title=loaded.model.title, initial_board=initial)


def run(duel: Duel, model: Any, builder: Builder) -> None:
    if duel.phase == "draw":
        turn.draw_phase(duel)
    if model.position_change is not None:
        _position_change(duel, model.position_change, builder)
    summoned = _summon(duel, model.summon, builder) if model.summon is not None else None
    if model.attack is not None and not duel.finished:
        _attack(duel, model.attack, builder)
    if not duel.finished:
        _chain(duel, model.chain, builder, summoned)
    if summoned is not None:
        _after_summon_chain(duel, summoned)
    triggers.run(duel)
    duel.summon = None
    battle.continue_attack(duel)
    if model.until is not None and not duel.finished:
        turn.carry_on(duel, model.until)
    win_conditions.check(duel)


def _position_change(duel: Duel, spec: Any, builder: Builder) -> None:
    by = spec.by or duel.turn_player.name
    builder.duelist_index(duel, by, ("position_change", "by"))
    monster = builder.reference(duel, spec.monster, ("position_change", "monster"), ("monster",))
    summon.change_position(duel, monster, by)


def _summon(duel: Duel, spec: Any, builder: Builder) -> Summon | None:
    by = spec.by or duel.turn_player.name
    builder.duelist_index(duel, by, ("summon", "by"))
    where = ("monster",) if spec.method == "flip" else HAND_AND_PILES
    card = builder.reference(duel, spec.card, ("summon", "card"), where, by if spec.method != "special" else None)
    tributes = [builder.reference(duel, t, ("summon", "tributes", i), ("monster",)) for i, t in
                enumerate(spec.tributes)]
    if spec.method == "fusion":
        result = summon.fusion_from_hand(duel, card, by, spec.materials, spec.position)
    else:
        result = summon.perform(duel, card, by, spec.method, tributes, spec.position)
    duel.summon = result
    return result


def _attack(duel: Duel, spec: Any, builder: Builder) -> None:
    attacker = builder.reference(duel, spec.attacker, ("attack", "attacker"), ("monster",))
    target = None
    if spec.target.lower() != "direct":
        target = builder.reference(duel, spec.target, ("attack", "target"), ("monster",))
    battle.declare(duel, attacker, target)


def _chain(duel: Duel, specs: list[Any], builder: Builder, summoned: Summon | None) -> None:
    """Build the Chain: waiting triggers first (SEGOC), then the scenario's links in order."""
    first = _link(duel, specs[0], builder, ("chain", 0)) if specs else None
    if summoned is not None and not (first is not None and "summon_attempt" in first.effect.when):
        summon.succeed(duel, summoned)
    elif summoned is not None:
        duel.emit("summon_negation_window", rules=("Summon Negation", "Spell Speed"), terms=("spell-speed",),
                  card=summoned.card.name)
    triggers.add_waiting(duel)
    for index, spec in enumerate(specs):
        if duel.finished:
            return
        link = first if index == 0 and first is not None else _link(duel, spec, builder, ("chain", index))
        chain.add(duel, link, f"{link.controller} activates {link.card.card.name}")
    chain.resolve(duel)


def _link(duel: Duel, spec: Any, builder: Builder, path: tuple) -> ChainLink:
    controller = spec.controller
    if controller is not None:
        builder.duelist_index(duel, controller, (*path, "controller"))
    card = _activated_card(duel, spec.activate, controller, builder, (*path, "activate"))
    controller = controller or card.controller
    card_activation = card.zone == "hand" or card.face_down or not card.effects("quick")
    kind = "activation" if card_activation else "quick"
    effects = card.effects(kind)
    if not effects:
        raise builder.error((*path, "activate"), f"{card.card.name} has no effect that is activated this way",
                            "monsters' Flip effects activate by themselves when they are flipped face-up")
    if spec.effect > len(effects):
        raise builder.error((*path, "effect"), f"{card.card.name} has only {len(effects)} such effect(s)")
    chosen = [builder.reference(duel, t, (*path, "targets", i), ("monster", "spell_trap", "field", "graveyard"))
              for i, t in enumerate(spec.targets)]
    from judge.yugioh import targets

    details = builder.link_details(duel, spec.summon, controller, (*path, "summon"))
    return chain.new_link(duel, card, effects[spec.effect - 1], controller, card_activation,
                          [targets.remember(c) for c in chosen], details)


def _activated_card(duel: Duel, ref: str, controller: str | None, builder: Builder, path: tuple):
    """The card activated: Set or face-up on the field first, then in the hand."""
    on_field = [c for c in duel.field_cards if c.zone in ("spell_trap", "field")
                and (c.oid == ref or c.card.name.lower() == ref.lower())
                and (controller is None or c.controller == controller)]
    if len(on_field) == 1:
        return on_field[0]
    if len(on_field) > 1:
        face_down = [c for c in on_field if c.face_down]
        return (face_down or on_field)[0]
    owners = [controller] if controller else [duel.turn_player.name, duel.opponent(duel.turn_player.name).name]
    for owner in owners:
        for card in duel.duelist(owner).hand:
            if card.oid == ref or card.card.name.lower() == ref.lower():
                return card
    return builder.reference(duel, ref, path, ("spell_trap", "field", "hand"), controller)


def _after_summon_chain(duel: Duel, summoned: Summon) -> None:
    """A negated summon's monster goes to the Graveyard; a summon that survived its negation window succeeds."""
    if summoned.negated:
        summon.negated(duel, summoned)
    elif summoned.pending and summoned.card.zone == "monster":
        summon.succeed(duel, summoned)
    elif summoned.card.zone not in zones.FIELD_ZONES:
        summoned.pending = False
