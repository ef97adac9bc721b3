"""Turn structure (500-514): carrying the turn on, step by step, from the current step.

The steps and their order come from the teaching outline (judge/outlines/mtg.yaml),
the single source of truth for both the pages and this walk. Each step does its
turn-based actions (untap 502.3, draw 504.1, discard to hand size 514.1, damage
removal and the end of "until end of turn" effects 514.2), then, if players get
priority in it, state-based actions and triggers are handled and everything on
the stack resolves as all players pass (117.3a, 500.2). A combat without
attackers skips its blockers and damage steps (508.8); a combat with declared
attackers is carried out by judge.mtg.combat before this walk begins.
"""

from __future__ import annotations

from judge.events import CardName, Listing, StepName
from judge.mtg import control, delayed, discard, mana, replaceable, sba, stack, triggers, zone_changes
from judge.mtg.player_rules import applies
from judge.mtg.state import Game
from judge.outline import load_outline

MAX_HAND_SIZE = 7  # 402.2
MAX_CLEANUPS = 20  # each extra cleanup step needs something new to happen (514.3a)
STEP_TRIGGERS = {"upkeep": "beginning_of_upkeep", "beginning_of_combat": "beginning_of_combat",
                 "end": "beginning_of_end_step"}
COMBAT_DAMAGE_STEPS = ("declare_blockers", "combat_damage")


def turn_steps() -> list[str]:
    """The step ids of one turn, in order (from the outline)."""
    return load_outline("mtg").step_ids()


def phase_steps(phase: str) -> list[str]:
    """The step ids of one phase (a main phase is its own single step)."""
    for candidate in load_outline("mtg").phases:
        if candidate.id == phase:
            return [s.id for s in candidate.steps] or [candidate.id]
    raise KeyError(phase)


def carry_on(game: Game, until: str) -> None:
    """Walk the turn on from the step after the current one (500.1).

    `until`: `end_of_combat` (stop after this turn's end of combat step, if still
    ahead), `end_of_turn` (through cleanup) or `next_turn` (into the next player's
    turn, up to and including the start of its precombat main phase).
    """
    steps = turn_steps()
    queue = steps[steps.index(game.step) + 1:]
    mana.empty_pools(game)  # the current step ends now (500.5)
    if game.step in ("precombat_main", "postcombat_main") and game.extra_phases:
        queue[:0] = extra_steps(game)  # this main phase ends now: what it added comes first
    if until == "end_of_combat" and "end_of_combat" not in queue:
        return
    _walk(game, queue, stop_after="end_of_combat" if until == "end_of_combat" else None)
    if until == "next_turn" and not stack.game_over(game):
        begin_next_turn(game)
        _walk(game, steps[:steps.index("precombat_main") + 1], stop_after=None)


def _walk(game: Game, queue: list[str], stop_after: str | None) -> None:
    queue = list(queue)
    while queue and not stack.game_over(game):
        step = queue.pop(0)
        run_step(game, step, queue)
        mana.empty_pools(game)
        if step == stop_after:
            return
        if step in ("precombat_main", "postcombat_main") and game.extra_phases:
            queue[:0] = extra_steps(game)


def extra_steps(game: Game) -> list[str]:
    """Phases added after this main phase, in the order they'll happen (500.8, 505.1a)."""
    added, game.extra_phases = game.extra_phases, []
    steps: list[str] = []
    for phase in added:
        steps += phase_steps("combat") if phase == "combat" else ["postcombat_main"]
    return steps


def run_step(game: Game, step: str, queue: list[str]) -> None:
    """One step: it begins, its turn-based actions happen, then players get priority if they do."""
    if begin_step(game, step, queue):
        stack.resolve_stack(game)  # 117.3a: SBAs and triggers first, then all pass in succession
    if step == "end_of_combat":
        end_combat(game)


def begin_step(game: Game, step: str, queue: list[str]) -> bool:
    """A step begins: its turn-based actions and "at the beginning of" triggers (500.6, 703).

    Returns whether players receive priority in it (117.3a); the cleanup step runs whole here.
    A declare attackers step without attackers drops the blockers and damage steps from `queue` (508.8).
    """
    outline = {s.id: s for p in load_outline("mtg").phases for s in (p.steps or [p])}[step]
    game.step = step
    game.touch()
    game.emit("step_begins", rules=tuple(outline.rules), terms=tuple(outline.terms),
              step=StepName(step), player=game.active_player.name,
              kind="priority" if outline.priority else "no_priority")
    if step == "untap":
        untap_step(game)
    elif step == "draw":
        draw_step(game)
    elif step == "declare_attackers" and not _attackers_declared(game):
        game.emit("no_attackers", rules=("508.8",), terms=("declare-attackers-step",),
                  player=game.active_player.name)
        while queue and queue[0] in COMBAT_DAMAGE_STEPS:
            queue.pop(0)
    elif step == "cleanup":
        cleanup_step(game)
        return False
    if step in STEP_TRIGGERS:
        triggers.check(game, STEP_TRIGGERS[step], player=game.active_player.name)
    delayed.step_begins(game, step)  # "at the beginning of the next end step" (603.7b)
    return bool(outline.priority)


def _attackers_declared(game: Game) -> bool:
    return bool(game.combat is not None and game.combat.attackers)


def untap_step(game: Game) -> None:
    """The active player untaps their permanents (502.3); nobody gets priority (502.4)."""
    active = game.active_player.name
    untapped = [p for p in game.battlefield if p.controller == active and p.tapped]
    for permanent in untapped:
        game.untap(permanent)
    game.emit("untap_step", rules=("502.3",), terms=("untap",), player=active,
              cards=Listing((CardName(p.name) for p in untapped), empty="none"), count=len(untapped),
              **({} if untapped else {"kind": "none"}))  # "Bob has no tapped permanents to untap"


def draw_step(game: Game) -> None:
    """The active player draws (504.1), except the starting player on turn 1 (103.8a)."""

    if game.turn_number == 1 and game.active == 0 and len(game.players) == 2:
        game.emit("first_draw_skipped", rules=("103.8a",), terms=("draw-step",),
                  player=game.active_player.name)
        return
    zone_changes.draw(game, game.active_player.name, 1, ("504.1",))


def end_combat(game: Game) -> None:
    """As the end of combat step ends, everything is removed from combat (511.3)."""
    if game.combat is not None:
        game.combat = None
        game.touch()
        game.emit("removed_from_combat", rules=("511.3",), terms=("end-of-combat-step",))


def cleanup_step(game: Game) -> None:
    """514.1 discard to hand size, 514.2 damage and 'until end of turn' effects end, 514.3a repeat."""
    for _ in range(MAX_CLEANUPS):
        discard_to_hand_size(game)
        end_of_turn_effects(game)
        acted = sba.check(game)
        placed = triggers.put_on_stack(game, stack.resolve_stack)
        if not (acted or placed):
            return
        game.emit("cleanup_priority", rules=("514.3a",), terms=("cleanup-step", "priority"),
                  player=game.active_player.name)
        stack.resolve_stack(game)
        if stack.game_over(game):
            return
        game.emit("step_begins", rules=("514.3a",), terms=("cleanup-step",), step=StepName("cleanup"),
                  player=game.active_player.name, kind="no_priority")


def discard_to_hand_size(game: Game) -> None:
    """The active player discards down to the maximum hand size (514.1, 402.2)."""

    player = game.active_player
    excess = len(player.hand) - MAX_HAND_SIZE
    if excess <= 0 or applies(game, "no_maximum_hand_size", player.name):
        return
    game.emit("discard_to_hand_size", rules=("514.1", "402.2"), terms=("hand-size", "discard"),
              player=player.name, count=excess, size=MAX_HAND_SIZE)
    discard.discard(game, player.name, excess, ("514.1",), reason="hand_size")


def end_of_turn_effects(game: Game) -> None:
    """At the same time: damage is removed and 'until end of turn' effects end (514.2)."""
    damaged = [p for p in game.battlefield if p.damage]
    ending = [e for e in game.effects if e.duration == "end_of_turn"]
    if damaged:
        game.emit("damage_removed", rules=("514.2",), terms=("damage", "cleanup-step"),
                  cards=Listing((p.name for p in damaged), conjunction=True))
    if ending:
        game.emit("effects_end", rules=("514.2",), terms=("until-end-of-turn", "continuous-effect"),
                  sources=Listing((CardName(name) for name in dict.fromkeys(e.source_name for e in ending)),
                                  conjunction=True))
    for permanent in game.battlefield:
        game.remove_damage(permanent)
    game.effects = [e for e in game.effects if e.duration != "end_of_turn"]
    control.update(game)  # "until end of turn" control ends: back to the previous controller (514.2, 613.1b)
    replaceable.end_of_turn(game)  # shields last "this turn" (701.19a, 615.3)
    game.touch()


def begin_next_turn(game: Game) -> None:
    """The next player in turn order becomes the active player (500.1, 102.1)."""
    nxt = (game.active + 1) % len(game.players)
    while game.players[nxt].lost and nxt != game.active:
        nxt = (nxt + 1) % len(game.players)
    game.active = nxt
    game.turn_number += 1
    game.lands_played = 0  # one land per turn (305.2)
    game.attacked_this_turn.clear()
    game.loyalty_activated.clear()
    for player in game.players:
        player.life_gained_this_turn = 0
    for permanent in game.battlefield:
        if permanent.controller == game.active_player.name:
            permanent.sick = False  # under control continuously since this turn began (302.6)
    game.touch()
    game.emit("turn_begins", rules=("500.1",), terms=("turn",), player=game.active_player.name,
              number=game.turn_number)
    _until_your_next_turn_ends(game)


def _until_your_next_turn_ends(game: Game) -> None:
    """An effect that lasts "until your next turn" ends as its controller's next turn begins (611.2a)."""
    ending = [e for e in game.effects if e.duration == "next_turn" and e.controller == game.active_player.name]
    if not ending:
        return
    game.effects = [e for e in game.effects if e not in ending]
    game.emit("effects_end", rules=("611.2a", "500.1"), terms=("continuous-effect", "turn"),
              sources=Listing(CardName(name) for name in dict.fromkeys(e.source_name for e in ending)),
              reason="next_turn")
    control.update(game)
    game.touch()
