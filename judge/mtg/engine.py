"""Ruling on a Magic scenario: build the state, resolve the stack, carry the turn on.

    >>> from judge.scenario import load_scenario_file
    >>> ruling = rule(load_scenario_file("scenarios/mtg/stack/seed-giant-growth-answers-shock.yaml"))
    >>> ruling.final["battlefield"][0]["power"]
    5
"""

from __future__ import annotations

from judge.events import Ruling, Unmodelled
from judge.mtg import casting, characteristics, play_outs, snapshot, stack
from judge.mtg.build import Builder
from judge.mtg.limits import LoopDetected, SimulationLimit
from judge.mtg.state import Game
from judge.parts import Parts
from judge.scenario.common import texts_by_language
from judge.scenario.load import LoadedScenario

# What only some scenarios need, imported when first used (start-up: a scenario with a stack and
# nothing else never compiles combat, the turn, the actions player, modes or divided damage).
parts = Parts(actions="judge.mtg.actions", combat="judge.mtg.combat", turn="judge.mtg.turn",
              modes="judge.mtg.modes", division="judge.mtg.division")


def rule(loaded: LoadedScenario, record_boards: bool = False, deadline: float | None = None) -> Ruling:
    """The ruling on a loaded Magic scenario. Raises ScenarioError for references that don't resolve."""
    builder = Builder(loaded)
    game = builder.build(defer=True)
    if builder.problems.found:
        parts.actions.raise_with_action_problems(game, loaded, builder)
    game.record_boards = record_boards
    game.draw_board = snapshot.board
    game.deadline = deadline
    initial = snapshot.board(game) if record_boards else None
    with play_outs.plays_on(game, play_outs.RULING):  # the defaults taken are played out by the ruling itself
        if any(obj.modes is not None for obj in game.stack):
            parts.modes.report_defaults(game, lambda copy: run(copy, loaded))
        if any(obj.division is not None for obj in game.stack):
            parts.division.report_defaults(game, lambda copy: run(copy, loaded))
        run(game, loaded)
    _survivors_summary(game)
    return Ruling(
        game="mtg", events=game.events, illegal=game.illegal, choices=game.decisions,
        summary=game.summary, final=snapshot.final_state(game), outcome=snapshot.outcome(game),
        title=texts_by_language(loaded.model.title), initial_board=initial,
        unmodelled=[Unmodelled(card, text) for card, text in game.library.unmodelled_in_use()],
    )


def check(loaded: LoadedScenario) -> None:
    """Every problem of a scenario's board and actions, raised at once; nothing is ruled (`judge check`)."""
    parts.actions.game_after_actions(loaded)


def run(game: Game, loaded: LoadedScenario) -> None:
    """Resolve the stack, then go on through combat and the turn as the scenario asks.

    - `actions:` given: they are played in order (judge.mtg.actions), then the ruling finishes;
    - combat declared: `combat.run` checks the declarations (508, 509) and carries
      combat on through the damage step(s) to the end of combat (the default `until`);
    - `until: end_of_turn | next_turn` (or `end_of_combat` without declared combat):
      `turn.carry_on` walks the remaining steps with their turn-based actions.
    """
    model = loaded.model
    try:
        if model.actions:
            parts.actions.play_actions(game, loaded)
            parts.actions.finish(game, model)
            return
        if model.combat is not None:
            parts.combat.declare_made(game)  # at declare attackers or later, the stack resolves after them
        casting.check_stack(game)  # each entry as it was put on the stack, its costs paid
        stack.resolve_stack(game)
        if model.combat is not None:
            parts.combat.run(game)
        if model.until is not None and not (model.until == "end_of_combat" and model.combat is not None):
            parts.turn.carry_on(game, model.until)
    except SimulationLimit:
        pass  # the event that met the limit said so; it decides nothing about a loop (104.4b)
    except LoopDetected:
        game.emit("loop_detected", rules=("104.4b", "731.4"), terms=("stack",), summary=True)


def _survivors_summary(game: Game) -> None:
    """For the summary: every damaged creature still on the battlefield, with its size."""

    chars = characteristics.compute(game)
    for permanent in game.battlefield:
        c = chars[permanent.oid]
        if not permanent.damage or "Creature" not in c.types:
            continue
        lethal = c.toughness > 0 and permanent.damage >= c.toughness  # 704.5g
        if lethal and "indestructible" not in c.keywords:
            continue  # the ruling stopped before state-based actions looked (a loop, a limit)
        extra = {"reason": "indestructible", "rules": ("704.5g", "702.12b")} if lethal else {"rules": ("704.5g",)}
        game.summary.append(game.emit(
            "survives", terms=("lethal-damage",), card=permanent.name,
            power=c.power, toughness=c.toughness, damage=permanent.damage, **extra))
