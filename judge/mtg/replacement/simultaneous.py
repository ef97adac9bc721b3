"""Several sources damage one shielded player or permanent at the same time (615.7).

A shield with a budget ("prevent the next 4 damage") may be too small for all
the damage dealt to its player or permanent at once, say by two unblocked
attackers. The player (or the permanent's controller) then chooses which of
that damage the shield prevents. The engine expresses the choice as the order
in which the sources' damage meets the shield: `choices.shield_order` maps the
player or permanent to its damage sources (names or ids) in that order;
unanswered, the damage meets the shield in the order the events arise
(attackers in the order they were declared). When the orders let different
damage through (which matters for lifelink, deathtouch and "whenever ... deals
damage"), the ruling reports a `shield_order` decision with what each order
lets through.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations
from math import factorial

from judge.events import CardName, Decision, Event, Listing, Outcome
from judge.mtg import forecast
from judge.mtg.damage_event import DamageEvent
from judge.mtg.replacement import shields
from judge.mtg.replacement.model import affected
from judge.mtg.state import Game, Permanent, Player

MAX_SOURCES = 4  # beyond this many simultaneous sources the events keep their order, without a table

Modify = Callable[[Game, "DamageEvent"], "DamageEvent"]


def processing_order(game: Game, events: list[DamageEvent], modify_one: Modify) -> tuple[list[int], list[Pending]]:
    """Indices of `events` in the order their damage meets prevention shields, and the shields' choices
    whose tables wait for the game's own processing of the order taken (`finish`)."""
    order = list(range(len(events)))
    pending = []
    groups: dict[tuple[str, str], list[int]] = {}
    for index, event in enumerate(events):
        if event.amount > 0:
            groups.setdefault(_key(event.recipient), []).append(index)
    for indices in groups.values():
        recipient = events[indices[0]].recipient
        if not 2 <= len(indices) <= MAX_SOURCES or not _has_budget_shield(game, recipient):
            continue
        chosen, waiting = _settle(game, events, indices, modify_one)
        pending += [waiting] if waiting is not None else []
        for slot, index in zip(indices, chosen, strict=True):
            order[slot] = index
    return order, pending


@dataclass
class Pending:
    """A shield's choice (615.7) whose other orders were played out on copies: the order taken is the
    game's own processing of the damage, so its table, and whether the choice is reported at all, wait
    for it. Its step and decision are recorded at their place meanwhile, withdrawn if the orders let the
    same damage through."""

    events: list[DamageEvent]
    indices: list[int]
    chosen: list[int]
    others: dict[tuple[int, ...], tuple[int, ...]]  # order -> damage each event of it deals, on a copy
    decision: Decision
    step: Event


def _key(recipient: Permanent | Player) -> tuple[str, str]:
    return ("player", recipient.name) if isinstance(recipient, Player) else ("permanent", recipient.oid)


def _has_budget_shield(game: Game, recipient: Permanent | Player) -> bool:
    """A "prevent the next N damage" shield on it (615.7); other prevention applies per event."""
    return any(e.remaining is not None and shields.is_locked_to(e.locked, recipient)
               for e in shields.active(game, "prevent_damage"))


def _chooser(recipient: Permanent | Player) -> str:
    return recipient.name if isinstance(recipient, Player) else recipient.controller


def _answer(game: Game, recipient: Permanent | Player) -> list[str] | None:
    orders = game.choices.shield_order if game.choices is not None else {}
    keys = {recipient.name.lower()} if isinstance(recipient, Player) else {
        recipient.oid.lower(), recipient.card.name.lower()}
    return next((list(sources) for who, sources in orders.items() if who.lower() in keys), None)


def _chosen(events: list[DamageEvent], indices: list[int], answer: list[str]) -> list[int]:
    """The listed sources first, in the listed order; the rest keep theirs."""
    wanted = [name.lower() for name in answer]

    def rank(index: int) -> int:
        event = events[index]
        for position, name in enumerate(wanted):
            if name in (event.source.lower(), event.source_name.lower()):
                return position
        return len(wanted)

    return sorted(indices, key=rank)


def _settle(game: Game, events: list[DamageEvent], indices: list[int],
            modify_one: Modify) -> tuple[list[int], Pending | None]:
    """The order the chooser takes, and its choice waiting for the game's own processing (`finish`): every
    other order is played out on a copy now. A copy playing an option out reports no choice of its own."""

    recipient = events[indices[0]].recipient
    answer = _answer(game, recipient)
    chosen = _chosen(events, indices, answer) if answer is not None else list(indices)
    if game.simulating:
        return chosen, None
    others: dict[tuple[int, ...], tuple[int, ...]] = {}
    try:
        with forecast.Pace(game, factorial(len(indices)) - 1) as pace:
            for order in permutations(indices):
                if order != tuple(chosen) and order not in others:
                    pace.next()
                    others[order] = _simulate(game, events, order, modify_one)
    except forecast.BudgetSpent:  # the ruling's forecasts have done their share: the order taken, unreported
        forecast.spent(game, _chooser(recipient))
        return chosen, None
    chooser = _chooser(recipient)
    taken = _label(events, tuple(chosen))
    decision = Decision(chooser=chooser, kind="shield_order", options=[], taken=taken, default=answer is None,
                        rules=("615.7",), subject=recipient.name)
    game.decisions.append(decision)
    step = game.emit("shield_order", rules=("615.7",), terms=("prevent", "damage"), chooser=chooser,
                     subject=affected(game, recipient.name), order=taken, outcomes=0, summary=True)
    return chosen, Pending(events, indices, chosen, others, decision, step)


def finish(game: Game, pending: list[Pending], dealt: list[DamageEvent]) -> None:
    """The game has processed the damage (`dealt`, as `events` went in): each waiting choice's order taken
    dealt what it did, so its table is complete, or the choice is withdrawn when every order lets the
    same damage through."""
    for waiting in pending:
        chosen = tuple(waiting.chosen)
        results = {chosen: tuple(dealt[i].amount for i in chosen), **waiting.others}
        distinct: dict[frozenset[tuple[int, int]], tuple[int, ...]] = {}
        for order, amounts in results.items():
            distinct.setdefault(frozenset(zip(order, amounts, strict=True)), order)
        if len(distinct) < 2:
            game.withdraw(waiting.step, waiting.decision)
            continue
        events, indices = waiting.events, waiting.indices
        outcomes = []
        for each_dealt, order in distinct.items():
            amounts = dict(each_dealt)
            each = Listing(Listing((CardName(events[i].source_name), str(amounts[i])), " ") for i in indices)
            outcomes.append(Outcome(option=_label(events, order), kind="shield_result",
                                    params={"target": events[indices[0]].recipient.name, "dealt": each}))
        outcomes.sort(key=lambda o: o.option != waiting.decision.taken)
        waiting.decision.options = [o.option for o in outcomes]
        waiting.decision.outcomes = outcomes
        waiting.step.params["outcomes"] = len(outcomes)


def _label(events: list[DamageEvent], order: tuple[int, ...]) -> str:
    return Listing((CardName(events[i].source_name) for i in order), " → ")


def _simulate(game: Game, events: list[DamageEvent], order: tuple[int, ...], modify_one: Modify) -> tuple[int, ...]:
    """How much of each event's damage is dealt when they meet the shields in this order (on a copy)."""

    copy, *copied = forecast.fork(game, *(events[i] for i in order))
    return tuple(modify_one(copy, event).amount for event in copied)
