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

from judge.events import Ruling, Unmodelled
from judge.scenario.common import texts_by_language
from judge.scenario.errors import ScenarioError, collect
from judge.scenario.load import LoadedScenario
from judge.yugioh import actions, battle, chain, snapshot, summon, triggers, turn, win_conditions
from judge.yugioh.build import Builder
from judge.yugioh.state import Duel, Summon


def rule(loaded: LoadedScenario, record_boards: bool = False, deadline: float | None = None) -> Ruling:
    """The ruling on a loaded Yu-Gi-Oh! scenario. Raises ScenarioError for references that don't resolve."""
    builder = Builder(loaded)
    duel = builder.build(defer=True)
    if builder.problems.found:
        actions.raise_with_scenario_problems(duel, loaded.model, builder)
    duel.record_boards = record_boards
    duel.draw_board = snapshot.board
    duel.deadline = deadline
    initial = snapshot.board(duel) if record_boards else None
    try:
        run(duel, loaded.model, builder)
    except ScenarioError as first:  # the moment of a scenario without actions stops at its first
        raise _every_problem(loaded, first) from None  # problem: the others are looked for too
    if not duel.events and not duel.illegal:  # said only when it is true: no step at all
        duel.emit("nothing_happens", rules=("Chain",), terms=("chain",), summary=True)
    return Ruling(game="yugioh", events=duel.events, illegal=duel.illegal, choices=duel.decisions,
                  summary=duel.summary, final=snapshot.final_state(duel), outcome=snapshot.outcome(duel),
                  title=texts_by_language(loaded.model.title), initial_board=initial,
                  unmodelled=[Unmodelled(card, text) for card, text in builder.library.unmodelled_in_use()])


def check(loaded: LoadedScenario) -> None:
    """Every problem of a scenario's board, moment and actions, raised at once; nothing is ruled
    (`judge check`)."""
    actions.play(loaded)


def _every_problem(loaded: LoadedScenario, first: ScenarioError) -> ScenarioError:
    """`first` with every other problem of the scenario's moment and actions, found as `judge check`
    finds them (each part checked on its own)."""
    try:
        actions.play(loaded)
    except ScenarioError as found:
        return collect([first, found])
    return first


def run(duel: Duel, model: Any, builder: Builder) -> None:
    if model.actions:
        actions.play_scenario(duel, model, builder)
        actions.finish(duel)
    else:
        _snapshot_moment(duel, model, builder)
    if model.until is not None and not duel.finished:
        turn.carry_on(duel, model.until)
    win_conditions.check(duel)


def _snapshot_moment(duel: Duel, model: Any, builder: Builder) -> None:
    """A scenario without `actions:`: its summon, attack and Chain, as the contract's v1 orders them."""
    if duel.phase == "draw":
        turn.draw_phase(duel)
    if model.position_change is not None:
        spec = model.position_change
        actions.change_position(duel, spec.monster, spec.by, builder, ("position_change",), "monster")
    summoned = actions.summon_by_spec(duel, model.summon, builder, ("summon",)) if model.summon else None
    if model.attack is not None and not duel.finished:
        _attack(duel, model.attack, builder)
    if not duel.finished:
        _chain(duel, model.chain, builder, summoned)
    if summoned is not None:
        summon.after_chain(duel, summoned)
    triggers.run(duel)
    duel.summon = None
    battle.continue_attack(duel)


def _attack(duel: Duel, spec: Any, builder: Builder) -> None:
    attacker = builder.reference(duel, spec.attacker, ("attack", "attacker"), ("monster",))
    target = None
    if spec.target.lower() != "direct":
        target = builder.reference(duel, spec.target, ("attack", "target"), ("monster",))
    battle.declare(duel, attacker, target)


def _chain(duel: Duel, specs: list[Any], builder: Builder, summoned: Summon | None) -> None:
    """Build the Chain: waiting triggers first (SEGOC), then the scenario's links in order."""
    first = builder.link(duel, specs[0], ("chain", 0)) if specs else None
    answers_attempt = first is not None and "summon_attempt" in first.effect.when
    if summoned is not None and not (answers_attempt and summoned.pending):
        summon.succeed(duel, summoned)
    elif summoned is not None and summoned.pending:
        duel.emit("summon_negation_window", rules=("Summon Negation", "Spell Speed"), terms=("spell-speed",),
                  card=summoned.card.name)
    triggers.add_waiting(duel)
    for index, spec in enumerate(specs):
        if duel.finished:
            return
        link = first if index == 0 and first is not None else builder.link(duel, spec, ("chain", index))
        chain.add(duel, link, f"{link.controller} activates {link.card.card.name}")
    chain.resolve(duel)
