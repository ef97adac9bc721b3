"""Divided damage (601.2d): "deals 3 damage divided as you choose among one, two or three targets".

The division is announced as the spell is cast (or the ability activated or put on the stack),
each target getting at least 1, so in a scenario it is a fact of the stack entry (`divide:
[2, 1]`, one amount per target in target order), never a later choice. Without `divide` a
single target gets it all; several targets share it as evenly as possible, the first ones
getting the rest, and the ruling reports that as the caster's decision. On resolution a
target that has become illegal doesn't get its share, and the others keep theirs (608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, pairwise
from math import comb

from judge.cards.mtg_effects import DealDamageDivided
from judge.events import CardName, Decision, Listing
from judge.mtg import forecast
from judge.mtg.modal import divided_effect, modal_of
from judge.mtg.state import Game, StackObject, Target
from judge.mtg.targets import describe
from judge.scenario.errors import NT, ScenarioError, T

ErrorAt = Callable[[tuple, str, "str | None"], ScenarioError]
MAX_LISTED = 24  # divisions listed as a decision's options; beyond, only the one taken is listed


def amount(obj: StackObject, effect: DealDamageDivided) -> int:
    return (obj.x or 0) if effect.amount == "X" else effect.amount


def even(total: int, parts: int) -> tuple[int, ...]:
    """As evenly as possible, the first targets getting what is left over."""
    share, rest = divmod(total, parts)
    return tuple(share + (1 if i < rest else 0) for i in range(parts))


def _same_target_twice(targets: list[Target]) -> bool:
    seen = [(t.kind, t.ref) for t in targets]
    return len(set(seen)) != len(seen)


def choose(error: ErrorAt, game: Game, obj: StackObject, wanted: list[int] | None, path: tuple,
           on_stack: bool = False) -> None:
    """Fix the division of a stack entry (`on_stack`) or of an action as it was cast (601.2d); an
    impossible one is an invalid scenario, located at `divide` (or `targets`). A stack entry's
    default division is reported with the outcome of every other (`report_defaults`)."""
    effect = divided_effect(obj) if modal_of(obj) is None else None
    if effect is None:
        if wanted is not None:
            raise error((*path, "divide"), T("{card} divides nothing: `divide` is for damage divided as you choose "
                                             "among targets (601.2d)", card=obj.source_name), T("leave out `divide`"))
        return
    total, count = amount(obj, effect), len(obj.targets)
    if count == 0:
        return  # the missing targets are reported by the target count check
    if _same_target_twice(obj.targets):
        raise error((*path, "targets"), T("the same object or player is chosen twice among the targets of {card}",
                                          card=obj.source_name),
                    T("each of 'one, two or three targets' is a different one (115.3)"))
    if total < count:
        raise error((*path, "targets"), T("{card} can't divide {total} damage among {count} targets: each target "
                                          "gets at least 1 (601.2d)", card=obj.source_name, total=total, count=count),
                    NT("choose at most {count} target", "choose at most {count} targets", total))
    if wanted is not None:
        if len(wanted) != count or any(n < 1 for n in wanted) or sum(wanted) != total:
            raise error((*path, "divide"), NT("`divide` gives {wanted} for {count} target: it needs one amount of at "
                                              "least 1 per target, adding up to {total} (601.2d)",
                                              "`divide` gives {wanted} for {count} targets: it needs one amount of at "
                                              "least 1 per target, adding up to {total} (601.2d)", count,
                                              wanted=str(wanted), total=total),
                        T("for example {example}", example=str(list(even(total, count)))))
        obj.division, obj.division_reason = tuple(wanted), "given"
        return
    obj.division = even(total, count)
    obj.division_reason = "single" if count == 1 else "default" if on_stack else "default_now"


def for_trigger(game: Game, obj: StackObject) -> None:
    """A triggered ability's division, announced as it goes on the stack (603.3d, 601.2d): its
    targets as chosen there, each object or player once (115.3) and no more than the damage, shared
    as evenly as possible; reported like a stack entry's default."""
    effect = divided_effect(obj)
    if effect is None or not obj.targets:
        return
    distinct: list[Target] = []
    for target in obj.targets:
        if all((t.kind, t.ref) != (target.kind, target.ref) for t in distinct):
            distinct.append(target)
    obj.targets = distinct[:max(amount(obj, effect), 1)]
    obj.division = even(amount(obj, effect), len(obj.targets))
    obj.division_reason = "single" if len(obj.targets) == 1 else "default_now"
    report(game, obj)


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to divide `total` among `parts` targets, each at least 1 (bounded by MAX_LISTED)."""
    if comb(total - 1, parts - 1) > MAX_LISTED:
        return []
    found = []
    for cuts in combinations(range(1, total), parts - 1):
        edges = (0, *cuts, total)
        found.append(tuple(b - a for a, b in pairwise(edges)))
    return found


def label(game: Game, obj: StackObject, division: tuple[int, ...]) -> Listing:
    """'Grizzly Bears 2, Bob 1': each target with its share, in target order."""
    return Listing(Listing((describe(game, t), str(n)), ": ") for t, n in zip(obj.targets, division, strict=True))


def report(game: Game, obj: StackObject) -> None:
    """Say how the damage was divided as it was cast; a division the scenario didn't give is the
    caster's decision, listed with the other ways it could have been divided."""
    if obj.division is None:
        return
    if obj.division_reason == "default_now" and not game.simulating:
        game.decisions.append(_decision(game, obj))
    game.emit("damage_divided", rules=("601.2d",), terms=("target", "damage"), card=CardName(obj.source_name),
              player=obj.controller, shares=label(game, obj, obj.division), reason=obj.division_reason)


def _decision(game: Game, obj: StackObject) -> Decision:
    options = _compositions(sum(obj.division or ()), len(obj.division or ())) or [obj.division or ()]
    return Decision(chooser=obj.controller, kind="damage_division", options=[label(game, obj, d) for d in options],
                    taken=label(game, obj, obj.division or ()), default=True, rules=("601.2d",),
                    subject=obj.source_name)


def report_defaults(game: Game, play: Callable[[Game], None]) -> None:
    """A decision for each stack entry whose division was defaulted, with what each other division
    leads to: `play` carries a copy of the game through the ruling (judge.mtg.engine.run)."""
    for obj in list(game.stack):
        if obj.division_reason != "default":
            continue
        decision = _decision(game, obj)
        options = _compositions(sum(obj.division or ()), len(obj.division or ()))
        if 1 < len(options) <= forecast.MAX_OPTIONS:
            forecast.tabulate(game, decision, [(label(game, obj, d), d) for d in options], obj.division,
                              forecast.RULING, lambda division, obj=obj: _divided(game, obj, division), play)
        game.decisions.append(decision)


def _divided(game: Game, obj: StackObject, division: tuple[int, ...]) -> Game:
    """A copy of the game in which `obj`'s damage was divided so."""
    copy, twin = forecast.fork(game, obj)
    twin.division = division
    return copy
