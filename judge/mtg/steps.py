"""Walking the turn step by step while a scenario's `actions:` are played (500-514).

Unlike judge.mtg.turn, which carries a finished ruling on to its `until`, this
walk stops wherever an action is taken: at the start of any step in which players
get priority, between the first-strike and the regular combat damage step
(510.4, 702.7c), or at the declare attackers and declare blockers steps before
their declarations (508.1, 509.1), which are then the scenario's next action.

A step ends when all players pass in succession with the stack empty (500.2,
117.4); then unspent mana empties (500.5) and the next step begins with its
turn-based actions and "at the beginning of" triggers (500.6, 117.3a).
`game.step_queue` holds the steps still to come this turn.
"""

from __future__ import annotations

from judge.events import StepName
from judge.mtg import combat, combat_damage, mana, priority, stack, turn
from judge.mtg.declarations import Declarations
from judge.mtg.state import Game

# `to:` also takes a phase: it stops where that phase begins.
PHASES = {"beginning": "untap", "combat": "beginning_of_combat", "ending": "end",
          "main1": "precombat_main", "main2": "postcombat_main"}
DECLARATION_STEPS = ("declare_attackers", "declare_blockers")


def start(game: Game) -> None:
    """Before the first action: the steps still to come this turn, and who holds priority (117.3a)."""
    steps = turn.turn_steps()
    game.step_queue = steps[steps.index(game.step) + 1:]
    if game.step == "declare_attackers" and game.combat is None:
        game.step_queue = [s for s in game.step_queue if s not in turn.COMBAT_DAMAGE_STEPS]
    priority.give_to_active(game)


def queue(game: Game) -> list[str]:
    if game.step_queue is None:
        start(game)
    assert game.step_queue is not None
    return game.step_queue


def ahead(game: Game) -> list[str]:
    """The steps still to come this turn, including the phases a main phase added (500.8)."""
    extra: list[str] = []
    if game.step in ("precombat_main", "postcombat_main"):
        for phase in game.extra_phases:
            extra += turn.phase_steps("combat") if phase == "combat" else ["postcombat_main"]
    return extra + queue(game)


def pending_declaration(game: Game) -> str | None:
    """"attackers" or "blockers" while that step has begun but its declaration isn't made yet."""
    declared = game.declarations
    if game.step == "declare_attackers" and declared is not None and not declared.attackers_declared:
        return "attackers"
    if game.step == "declare_blockers" and declared is not None and not declared.blockers_declared:
        return "blockers"
    return None


def declare(game: Game) -> None:
    """The pending declaration is made now, as listed (attack:/block: actions or the scenario's `combat`)."""
    pending = pending_declaration(game)
    if pending == "attackers":
        combat.declare_attackers(game)
        if game.combat is None:  # no attackers: the blockers and damage steps are skipped (508.8)
            game.step_queue = [s for s in queue(game) if s not in turn.COMBAT_DAMAGE_STEPS]
    elif pending == "blockers":
        combat.declare_blockers(game)
    if pending is not None:
        priority.give_to_active(game)  # after the turn-based action, the active player (117.3a)


def advance(game: Game) -> bool:
    """The current step ends and the next one begins; True if players receive priority in it."""
    end_step(game)
    steps = queue(game)
    if game.step in ("precombat_main", "postcombat_main") and game.extra_phases:
        steps[:0] = turn.extra_steps(game)
    if not steps:
        turn.begin_next_turn(game)
        steps[:] = turn.turn_steps()
    return begin(game, steps.pop(0))


def end_step(game: Game) -> None:
    """As a step ends: unspent mana empties (500.5); after end of combat, creatures leave combat (511.3)."""
    mana.empty_pools(game)
    if game.step == "end_of_combat" and game.combat is not None:
        combat.life_summary(game, game.combat.life_before)
        turn.end_combat(game)


def begin(game: Game, step: str) -> bool:
    """A step begins; its turn-based actions happen (the declarations wait for the next action)."""
    game.priority = None
    if step in DECLARATION_STEPS:
        _begin_declaration_step(game, step)
        return True
    if step == "combat_damage":
        game.step = step
        game.emit("step_begins", rules=("510.1", "510.2"), terms=("combat-damage-step",), step=StepName(step),
                  player=game.active_player.name, kind="priority")
        if combat_damage.deal_next(game):
            queue(game).insert(0, "combat_damage")  # a second combat damage step follows (510.4)
        return True
    return turn.begin_step(game, step, queue(game))


def _begin_declaration_step(game: Game, step: str) -> None:
    game.step = step
    game.touch()
    rules = ("508.1",) if step == "declare_attackers" else ("509.1",)
    game.emit("step_begins", rules=rules, terms=(step.replace("_", "-") + "-step", "turn-based-actions"),
              step=StepName(step), player=game.active_player.name, kind="priority")
    if step == "declare_attackers":
        declared = game.declarations
        if declared is None or declared.attackers_declared:  # a new combat (an extra one, 500.8)
            game.declarations = Declarations()


def give_priority(game: Game, has_priority: bool) -> None:
    """After a step began: the active player receives priority, unless a declaration is still to come."""
    if has_priority and pending_declaration(game) is None:
        priority.give_to_active(game)


def end_by_passing(game: Game) -> None:
    """All players passed in succession with the stack empty: the step ends (500.2); the walk goes on
    through steps without priority to the next one that has it."""
    _step_ends(game, "passed")
    while not stack.game_over(game):
        if advance(game):
            give_priority(game, True)
            return


def _step_ends(game: Game, reason: str = "all_pass") -> None:
    """All players pass in succession with the stack empty (or just did, `passed`): the step ends."""
    game.emit("all_pass_empty", rules=("117.4", "500.2"), terms=("priority", "stack"),
              player=(priority.holder(game) or game.active_player).name, step=StepName(game.step), reason=reason)


def reachable(game: Game, target: str) -> bool:
    """Whether `target` is a step still to come this turn (or `next_turn`)."""
    return target == "next_turn" or PHASES.get(target, target) in ahead(game)


def walk_to(game: Game, target: str) -> None:
    """Everybody passes until `target` begins (a step, a phase or `next_turn`): the stack resolves,
    and every step on the way runs its turn-based actions, SBAs and triggers (117.3a)."""
    goal = PHASES.get(target, target)
    turn_number = game.turn_number
    has_priority = game.priority is not None or pending_declaration(game) is not None
    while not stack.game_over(game):
        declare(game)
        if has_priority:
            priority.resolve_all(game)
            if stack.game_over(game):
                return
        if goal != "next_turn" and goal not in ahead(game):  # dropped on the way (508.8)
            game.emit("step_skipped", rules=("508.8",), terms=("declare-attackers-step",),
                      step=StepName(goal), player=game.active_player.name)
            return
        if has_priority:
            _step_ends(game)
        has_priority = advance(game)
        give_priority(game, has_priority)
        if goal == "next_turn":
            if game.turn_number > turn_number and game.step == "precombat_main":
                return
        elif game.step == goal:
            return
