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
from judge.mtg.modal import modal_of
from judge.mtg.state import Game, StackObject, Target
from judge.scenario.errors import NT, ScenarioError, T, Text

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


def overview(obj: StackObject) -> Text:
    """The hint that lists a card's modes by the kinds of their targets: 'Healing Salve has 2
    modes: 1 (targets: 'player'); 2 (targets: 'any'); `judge card NAME` shows what each does'."""
    modal = modal_of(obj)
    assert modal is not None
    listed = [T("{number} (targets: {types})", number=i + 1, types=", ".join(repr(t.type) for t in mode.targets))
              if mode.targets else T("{number} (no target)", number=i + 1) for i, mode in enumerate(modal.modes)]
    command = f'`judge card "{obj.card.name}"`'
    if modal.choose > 1:
        return T("{card} has {count} modes, of which it chooses {choose}: {listed}; {command} shows what each does",
                 card=obj.source_name, count=len(modal.modes), choose=modal.choose, listed=listed, command=command)
    return T("{card} has {count} modes: {listed}; {command} shows what each does", card=obj.source_name,
             count=len(modal.modes), listed=listed, command=command)


# --- the scenario's stack entry ------------------------------------------------------
def choose(error: ErrorAt, game: Game, obj: StackObject, wanted: int | list[int] | None, path: tuple) -> None:
    """Fix the modes of a stack entry as it was put on the stack (601.2b); an impossible
    choice is an invalid scenario, located at the `mode` or the target that doesn't fit."""
    modal = modal_of(obj)
    if modal is None:
        if wanted is not None:
            raise error((*path, "mode"), T("{card} is not modal: it has no modes to choose", card=obj.source_name),
                        T("leave out `mode`"))
        return
    if wanted is not None:
        obj.modes = _given(error, obj, modal, wanted, path)
        problem = _misfit(game, obj, obj.modes)
        if problem is not None:
            where, reason = problem
            mode = T("mode {numbers} of {card}", numbers=numbers(obj), card=obj.source_name)
            raise error((*path, "targets", *where), reason.filled(mode=mode), overview(obj))
        obj.mode_reason = "given"
        return
    fitting = [c for c in combinations(range(len(modal.modes)), modal.choose) if _misfit(game, obj, c) is None]
    if not fitting:
        raise error((*path, "targets"), T("the targets given fit none of the modes of {card}", card=obj.source_name),
                    T("{overview}; say which with `mode:` and give its targets", overview=overview(obj)))
    preferred = (modal.default_mode - 1,) if modal.default_mode is not None else None
    obj.modes = preferred if preferred in fitting else fitting[0]
    obj.mode_reason = "inferred" if len(fitting) == 1 else "default"
    obj.mode_alternatives = fitting if len(fitting) > 1 else []


def _given(error: ErrorAt, obj: StackObject, modal: Modal, wanted: int | list[int], path: tuple) -> tuple[int, ...]:
    numbers = [wanted] if isinstance(wanted, int) else list(wanted)
    for number in numbers:
        if number > len(modal.modes):
            raise error((*path, "mode"), T("{card} has no mode {number}", card=obj.source_name, number=number),
                        overview(obj))
    if len(set(numbers)) != len(numbers):  # 700.2d: a mode is chosen at most once
        raise error((*path, "mode"), T("the same mode is chosen twice (700.2d)"), overview(obj))
    if len(numbers) != modal.choose:
        raise error((*path, "mode"), NT("{card} chooses {count} mode, {given} given",
                                        "{card} chooses {count} modes, {given} given", modal.choose,
                                        card=obj.source_name, given=len(numbers)), overview(obj))
    return tuple(sorted(n - 1 for n in numbers))  # the modes happen in printed order


def _misfit(game: Game, obj: StackObject, chosen: tuple[int, ...]) -> tuple[tuple, Text] | None:
    """Where and why (a message with a `{mode}` slot) the entry's targets don't fit these modes:
    their number, or a target of the wrong kind (a creature for "target player"). Whether a
    fitting target is legal (protection, hexproof, a filter such as "nonblack") is a question
    of the ruling, answered in casting."""
    modal = modal_of(obj)
    assert modal is not None
    specs = [spec for index in chosen for spec in modal.modes[index].targets]
    required = sum(1 for spec in specs if not spec.optional)
    if not required <= len(obj.targets) <= len(specs):
        given = len(obj.targets)
        if required == len(specs):
            return (), NT("{count} target given, but {mode} has {wanted}",
                          "{count} targets given, but {mode} has {wanted}", given, wanted=required, mode="")
        return (), NT("{count} target given, but {mode} has {least} to {most}",
                      "{count} targets given, but {mode} has {least} to {most}", given, least=required,
                      most=len(specs), mode="")
    for index, (target, spec) in enumerate(zip(obj.targets, specs, strict=False)):
        on_stack = target.kind == "stack"  # only "target spell/ability" can be a spell or ability (115.1)
        if on_stack != (spec.type in ("spell", "ability")) or \
                targeting.check(game, obj, target, TargetSpec(type=spec.type)) == "wrong_type":
            return (index,), T("{name} doesn't fit the target {requirement!r} of {mode}",
                               name=targeting.describe(game, target), requirement=spec.type, mode="")
    return None


# --- the ruling --------------------------------------------------------------------
def announce(game: Game, obj: StackObject) -> None:
    """Say which modes were chosen as the object went on the stack (601.2b, 602.2b, 700.2a)."""
    if obj.modes is None:
        return
    spell = obj.kind == "spell"
    rules, terms = (("603.3c", "700.2b"), ("modal", "triggered-ability")) if obj.kind == "triggered" else (
        ("601.2b" if spell else "602.2b", "700.2a"), ("modal", "cast" if spell else "activate"))
    game.emit("mode_chosen", rules=rules, terms=terms, reason=obj.mode_reason,
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
        if len(obj.mode_alternatives) <= forecast.MAX_OPTIONS:
            forecast.tabulate(game, decision, [(label(obj, c), c) for c in obj.mode_alternatives], obj.modes,
                              forecast.RULING, lambda chosen, obj=obj: _with_modes(game, obj, chosen), play)
        game.decisions.append(decision)


def _with_modes(game: Game, obj: StackObject, chosen: tuple[int, ...]) -> Game:
    """A copy of the game in which `obj` was cast with these modes."""
    copy, twin = forecast.fork(game, obj)
    twin.modes, twin.mode_alternatives = chosen, []
    return copy
