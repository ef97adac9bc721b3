"""Applying replacement and prevention effects to one event, one at a time (616.1).

The affected player (or the controller of the affected object) picks one
applicable effect, it is applied, and the rest are checked again against the
modified event (616.1f); each effect applies at most once (614.5).
Self-replacement effects come first (616.1a).

Who picks what: `choices.replacement_order` may list, for the chooser or the
affected object, the sources (card names or ids) in the order they apply. A
listed source is used at the first step where it can apply. Where the list
does not answer, the documented default is taken: effects from older sources
first (by timestamp, 613.7). Whenever there was a real choice, the ruling
reports a `replacement_order` decision with the table of every distinct
outcome and an order that leads to it (judge.mtg.replacement.enumeration).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.events import Decision, Outcome
from judge.mtg.replacement import enumeration
from judge.mtg.replacement.model import Replacement, Situation, Step, affected
from judge.mtg.state import Game


def settle(game: Game, situation: Situation, value: Any, effects: Sequence[Replacement]) -> Any:
    """Apply the effects to the event as the chooser orders them; report and commit. Returns the final value."""
    if not effects:
        return value
    answer = _answer(game, situation)
    wanted = list(answer or [])
    path: list[tuple[Replacement, Step]] = []
    chose = False  # whether the chooser ever had two different effects to pick from
    defaulted = False
    current = value
    while not situation.is_null(current):
        options = enumeration.choosable(effects, {e.key for e, _ in path}, current)
        if not options:
            break
        if len(enumeration.distinct_signatures(options)) > 1:
            chose = True
        picked = _pick(options, wanted)
        if picked is None:
            picked = options[0]
            defaulted = defaulted or len(enumeration.distinct_signatures(options)) > 1
        step = picked.apply(current)
        path.append((picked, step))
        current = step.value
    if chose:
        _report(game, situation, value, effects, [e for e, _ in path], current,
                default=answer is None or defaulted)
    for effect, step in path:
        if step.kind is not None:
            game.emit(step.kind, rules=step.rules, terms=step.terms, **dict(step.params))
        if effect.commit is not None:
            effect.commit(game, step)
    return current


def _answer(game: Game, situation: Situation) -> list[str] | None:
    """The scenario's order for this event: listed under the affected object or the chooser."""
    orders = game.choices.replacement_order if game.choices is not None else {}
    for key in situation.answers:
        for listed, order in orders.items():
            if listed.lower() == key.lower():
                return list(order)
    return None


def _pick(options: list[Replacement], wanted: list[str]) -> Replacement | None:
    """The first listed source that names an applicable effect (and strike it from the list)."""
    for index, name in enumerate(wanted):
        for effect in options:
            if name.lower() in (effect.source_name.lower(), (effect.source_oid or "").lower()):
                del wanted[index]
                return effect
    return None


def _report(game: Game, situation: Situation, value: Any, effects: Sequence[Replacement],
            taken: list[Replacement], final: Any, default: bool) -> None:
    """The decision, with the table of distinct outcomes (the order actually taken first)."""
    table = enumeration.outcomes(situation, value, effects)
    rows = [enumeration.Row(tuple(taken), final)]
    rows += [row for row in table.rows if row.value != final]
    # Every order leads to the same result (Rhox Faithmender and Sulfuric Vortex: no life
    # either way): the player still chooses (616.1), but there is no table to show.
    same = len(rows) == 1 and table.complete
    outcomes = []
    for row in [] if same else rows:
        kind, params = situation.outcome(row.value)
        outcomes.append(Outcome(option=row.label(), kind=kind, params=params))
    if not table.complete:
        outcomes.append(Outcome(option="…", kind="replacement_table_cut",
                                params={"explored": table.explored, "rows": len(rows)}))
    label = enumeration.order_label(taken)
    rules = ("616.1", "616.1a", "616.1f") if any(e.self_replacement for e in effects) else ("616.1", "616.1f")
    game.decisions.append(Decision(
        chooser=situation.chooser, kind="replacement_order", options=[row.label() for row in rows],
        taken=label, default=default, rules=rules, outcomes=outcomes, subject=situation.subject))
    variant = {"reason": "same"} if same else {}
    game.emit("replacement_order", rules=rules, terms=("replacement-effect",),
              chooser=situation.chooser, subject=affected(game, situation.subject), order=label,
              outcomes=len(rows), summary=not same, **variant)
