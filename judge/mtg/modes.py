"""Modal spells and activated abilities (700.2): which modes were chosen, and what that means.

The modes are chosen as the spell is cast or the ability activated (601.2b, 602.2b),
so in a scenario they are a fact of the stack entry (`mode: N`), never a later choice.
When the entry names none, its targets decide: the one mode (or combination, for
"choose two") they fit is the one chosen; if they fit several, the card's
`default_mode` or else the first that fits is taken and reported as the caster's
decision, each alternative played out on a copy of the game (judge.mtg.forecast).
From then on the object has only its chosen modes' targets (700.2c) and does only
what they say; their targets are checked on resolution like any others (608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from judge.cards.mtg_effects import TargetSpec
from judge.cards.mtg_model import Modal
from judge.events import CardName, Decision, ModeChoice
from judge.mtg import forecast
from judge.mtg import targets as targeting
from judge.mtg.limits import LoopDetected
from judge.mtg.modal import modal_of
from judge.mtg.state import Game, StackObject, Target
from judge.scenario.errors import ScenarioError

ErrorAt = Callable[[tuple, str, "str | None"], ScenarioError]


def instructions(obj: StackObject, legal: list[Target | None]) -> list[tuple[list[Any], list[Target | None]]]:
    """Each chosen mode's effects with that mode's own targets ("target" is its first), in printed order."""
    modal = modal_of(obj)
    assert modal is not None and obj.modes is not None
    groups, start = [], 0
    for index in obj.modes:
        mode = modal.modes[index]
        groups.append((list(mode.effects), legal[start:start + len(mode.targets)]))
        start += len(mode.targets)
    return groups


def label(obj: StackObject, chosen: tuple[int, ...] | None = None) -> ModeChoice:
    """The chosen modes as a decision's option: numbered, worded by the renderer ('2: Prevent ...')."""
    modal = modal_of(obj)
    assert modal is not None
    return ModeChoice(obj.card, modal, obj.modes if chosen is None else chosen, numbered=True)


def numbers(obj: StackObject, chosen: tuple[int, ...] | None = None) -> str:
    """The chosen modes counting from 1, as a scenario names them: '2', or '1+3' for 'choose two'."""
    return "+".join(str(i + 1) for i in (obj.modes if chosen is None else chosen) or ())


def text(obj: StackObject) -> ModeChoice:
    """What the chosen modes say; the renderer writes it from the card's data in the page language."""
    modal = modal_of(obj)
    assert modal is not None and obj.modes is not None
    return ModeChoice(obj.card, modal, obj.modes)


def target_phrase(spec: TargetSpec) -> str:
    """'any target', 'target player', 'target nonblack creature' (for error messages, in English)."""
    return "any target" if spec.type == "any" else f"target {targeting.requirement_text(spec)}"


def overview(obj: StackObject) -> str:
    """The hint that lists a card's modes by their targets: 'Healing Salve has 2 modes: 1 (target
    player), 2 (any target); `judge card NAME` shows what each does'."""
    modal = modal_of(obj)
    assert modal is not None
    listed = ", ".join(f"{i + 1} ({'; '.join(target_phrase(t) for t in mode.targets) or 'no target'})"
                       for i, mode in enumerate(modal.modes))
    choose = f" (choose {modal.choose})" if modal.choose > 1 else ""
    return (f"{obj.source_name} has {len(modal.modes)} modes{choose}: {listed}; "
            f"`judge card \"{obj.card.name}\"` shows what each does")


# --- the scenario's stack entry ------------------------------------------------------
def choose(error: ErrorAt, game: Game, obj: StackObject, wanted: int | list[int] | None, path: tuple) -> None:
    """Fix the modes of a stack entry as it was put on the stack (601.2b); an impossible
    choice is an invalid scenario, located at the `mode` or the target that doesn't fit."""
    modal = modal_of(obj)
    if modal is None:
        if wanted is not None:
            raise error((*path, "mode"), f"{obj.source_name} is not modal: it has no modes to choose",
                        "leave out `mode`")
        return
    if wanted is not None:
        obj.modes = _given(error, obj, modal, wanted, path)
        problem = _misfit(game, obj, obj.modes)
        if problem is not None:
            where, reason = problem
            raise error((*path, "targets", *where), reason.format(mode=f"mode {numbers(obj)} of {obj.source_name}"),
                        overview(obj))
        obj.mode_reason = "given"
        return
    fitting = [c for c in combinations(range(len(modal.modes)), modal.choose) if _misfit(game, obj, c) is None]
    if not fitting:
        raise error((*path, "targets"), f"the targets given fit none of the modes of {obj.source_name}",
                    overview(obj) + "; say which with `mode:` and give its targets")
    preferred = (modal.default_mode - 1,) if modal.default_mode is not None else None
    obj.modes = preferred if preferred in fitting else fitting[0]
    obj.mode_reason = "inferred" if len(fitting) == 1 else "default"
    obj.mode_alternatives = fitting if len(fitting) > 1 else []


def _given(error: ErrorAt, obj: StackObject, modal: Modal, wanted: int | list[int], path: tuple) -> tuple[int, ...]:
    numbers = [wanted] if isinstance(wanted, int) else list(wanted)
    for number in numbers:
        if number > len(modal.modes):
            raise error((*path, "mode"), f"{obj.source_name} has no mode {number}", overview(obj))
    if len(set(numbers)) != len(numbers):  # 700.2d: a mode is chosen at most once
        raise error((*path, "mode"), "the same mode is chosen twice (700.2d)", overview(obj))
    if len(numbers) != modal.choose:
        raise error((*path, "mode"), f"{obj.source_name} chooses {modal.choose} mode"
                    f"{'s' if modal.choose > 1 else ''}, {len(numbers)} given", overview(obj))
    return tuple(sorted(n - 1 for n in numbers))  # the modes happen in printed order


def _misfit(game: Game, obj: StackObject, chosen: tuple[int, ...]) -> tuple[tuple, str] | None:
    """Where and why (a message with a `{mode}` slot) the entry's targets don't fit these modes:
    their number, or a target of the wrong kind (a creature for "target player"). Whether a
    fitting target is legal (protection, hexproof, a filter such as "nonblack") is a question
    of the ruling, answered in casting."""
    modal = modal_of(obj)
    assert modal is not None
    specs = [spec for index in chosen for spec in modal.modes[index].targets]
    required = sum(1 for spec in specs if not spec.optional)
    if not required <= len(obj.targets) <= len(specs):
        wanted = f"{required}" if required == len(specs) else f"{required} to {len(specs)}"
        given = f"{len(obj.targets)} target{'s' if len(obj.targets) != 1 else ''} given"
        return (), f"{given}, but {{mode}} has {wanted}"
    for index, (target, spec) in enumerate(zip(obj.targets, specs, strict=False)):
        on_stack = target.kind == "stack"  # only "target spell/ability" can be a spell or ability (115.1)
        if on_stack != (spec.type in ("spell", "ability")) or \
                targeting.check(game, obj, target, TargetSpec(type=spec.type)) == "wrong_type":
            name = targeting.describe(game, target).replace("{", "{{").replace("}", "}}")
            return (index,), f"{name} doesn't fit '{target_phrase(spec)}' of {{mode}}"
    return None


# --- the ruling --------------------------------------------------------------------
def announce(game: Game, obj: StackObject) -> None:
    """Say which modes were chosen as the object went on the stack (601.2b, 602.2b, 700.2a)."""
    if obj.modes is None:
        return
    spell = obj.kind == "spell"
    game.emit("mode_chosen", rules=("601.2b" if spell else "602.2b", "700.2a"),
              terms=("modal", "cast" if spell else "activate"), reason=obj.mode_reason,
              player=obj.controller, card=CardName(obj.source_name),
              mode=numbers(obj), mode_text=text(obj))


def resolution_params(obj: StackObject) -> dict[str, Any]:
    """What the `resolves` event of a modal object says: only its chosen modes happen (700.2)."""
    return {"kind": f"modal_{obj.kind}", "mode": numbers(obj), "mode_text": text(obj)}


def report_defaults(game: Game, play: Callable[[Game], None]) -> None:
    """A decision for each entry whose mode was defaulted, with what each alternative leads to.

    `play` carries a copy of the game through the ruling (judge.mtg.engine.run).
    """
    for obj in list(game.stack):
        if not obj.mode_alternatives:
            continue
        decision = Decision(
            chooser=obj.controller, kind="mode", options=[label(obj, c) for c in obj.mode_alternatives],
            taken=label(obj), default=True, rules=("601.2b", "700.2a"), subject=obj.source_name)
        states = {}
        if len(obj.mode_alternatives) <= forecast.MAX_OPTIONS:
            try:
                for chosen in obj.mode_alternatives:
                    copy, twin = forecast.fork(game, obj)
                    twin.modes, twin.mode_alternatives = chosen, []
                    try:
                        play(copy)
                    except LoopDetected:
                        continue
                    states[label(obj, chosen)] = forecast.end_state(copy)
            except forecast.BudgetSpent:
                states = {}  # the ruling's forecasts have done their share: no table
        decision.outcomes = forecast.outcomes(states)
        game.decisions.append(decision)
