"""Paying the cost of an activated ability (602.2b, 601.2h): {T}, loyalty, counters, life, sacrifice.

The parts of a cost the engine tracks are checked, then paid as the ability is
put on the stack; mana is taken as paid. A cost that can't be paid in full makes
the activation illegal (118.3):
- {T}: an untapped permanent (107.5); a creature only if its controller has
  controlled it since their turn began, or it has haste (302.6, 602.5a);
- loyalty (606): +N puts N loyalty counters on the permanent, -N removes N and
  needs at least N (606.4, 606.6); one loyalty ability of a permanent per turn,
  in its controller's main phase on an empty stack (606.3);
- "Remove a +1/+1 counter from this": the counter must be there (118.3);
- "Pay N life": only with a life total of at least N (119.4); paying is losing that much life;
- "Sacrifice this": the permanent goes to its owner's graveyard as the cost is paid (701.21a),
  so what the ability does afterwards sees it as it last existed (608.2h).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from judge.cards.mtg_model import ActivatedAbility
from judge.events import CardName, CounterKind, Illegal
from judge.mtg import characteristics, zone_changes
from judge.mtg.state import Game, Permanent, StackObject

_TAP = re.compile(r"\{T\}")
_LOYALTY = re.compile(r"^\s*([+\-−])?\s*(\d+)\s*$")
_COUNTERS = re.compile(r"remove (a|an|one|two|three|\d+) (\S+) counters? from this", re.IGNORECASE)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_LIFE = re.compile(r"(?:^|,)\s*pay (\d+) life\s*(?:,|$)", re.IGNORECASE)
_SACRIFICE = re.compile(r"(?:^|,)\s*sacrifice (?:this|it|~)\s*(?:,|$)", re.IGNORECASE)


@dataclass(frozen=True)
class Cost:
    """The tracked parts of an activation cost."""

    tap: bool = False
    loyalty: int | None = None  # +N / -N for a loyalty ability
    counters: tuple[str, int] | None = None  # (kind, how many) removed from the source
    life: int = 0  # life paid (119.4)
    sacrifice: bool = False  # the source itself is sacrificed (701.21a)


def of_ability(obj: StackObject, tap_paid: bool = False) -> Cost:
    """The tracked parts of an activated ability's cost; without {T} when that was already paid."""
    ability = obj.card.abilities[obj.ability_index]
    assert isinstance(ability, ActivatedAbility)
    cost = parse(ability.cost)
    return replace(cost, tap=False) if tap_paid else cost


def parse(cost: str) -> Cost:
    loyalty = _LOYALTY.match(cost)
    if loyalty:
        sign = -1 if loyalty.group(1) in ("-", "−") else 1
        return Cost(loyalty=sign * int(loyalty.group(2)))
    counters = _COUNTERS.search(cost)
    removed = None
    if counters:
        word = counters.group(1).lower()
        removed = (counters.group(2), _NUMBERS.get(word) or int(word))
    life = _LIFE.search(cost)
    return Cost(tap=bool(_TAP.search(cost)), counters=removed, life=int(life.group(1)) if life else 0,
                sacrifice=bool(_SACRIFICE.search(cost)))


def problem(game: Game, obj: StackObject, cost: Cost, source: Permanent | None) -> Illegal | None:
    """Why the cost can't be paid now (118.3), or None when it can; nothing is recorded."""
    if source is None:
        return None
    action, card = f"{obj.controller} activates {obj.source_name}", CardName(obj.source_name)
    if cost.loyalty is not None:
        return _loyalty_problem(game, cost.loyalty, source, action, card)
    if cost.tap and source.tapped:
        return Illegal(action, "cost_tapped", dict(card=card, rule="107.5"), ("107.5", "118.3"),
                       ("tap-symbol", "tapped"))
    chars = characteristics.of(game, source)
    if cost.tap and source.sick and "Creature" in chars.types and "haste" not in chars.keywords:
        return Illegal(action, "cost_summoning_sick", dict(card=card, player=source.controller, rule="602.5a"),
                       ("302.6", "602.5a"), ("summoning-sickness", "tap-symbol", "haste"))
    if cost.counters is not None and source.counters.get(cost.counters[0], 0) < cost.counters[1]:
        return Illegal(action, "cost_counters",
                       dict(card=card, counter=CounterKind(cost.counters[0]), amount=cost.counters[1],
                            have=source.counters.get(cost.counters[0], 0), rule="118.3"),
                       ("118.3",), ("cost", "counter-marker"))
    life = game.player(obj.controller).life
    if cost.life > life:  # 119.4: only with at least that much life (paying 0 is always possible, 119.4b)
        return Illegal(action, "cost_life", dict(player=obj.controller, card=card, amount=cost.life, life=life,
                                                 rule="119.4"), ("119.4", "118.3"), ("life", "cost"))
    return None


def _loyalty_problem(game: Game, change: int, source: Permanent, action: str, card: CardName) -> Illegal | None:
    if source.oid in game.loyalty_activated:
        return Illegal(action, "loyalty_once_per_turn", dict(card=card, rule="606.3"), ("606.3",),
                       ("loyalty-ability",))
    have = source.counters.get("loyalty", 0)
    if change < 0 and have < -change:
        return Illegal(action, "cost_loyalty", dict(card=card, amount=-change, have=have, rule="606.6"),
                       ("606.6", "118.3"), ("loyalty", "loyalty-ability"))
    return None


def pay(game: Game, obj: StackObject, cost: Cost, source: Permanent | None) -> None:
    """Pay the tracked parts of the cost: tap the source, move its loyalty, remove its counters,
    pay life, and sacrifice it last (its other costs are paid from it while it is there)."""
    if source is None:
        return
    if cost.tap:
        game.tap(source)
        game.emit("cost_paid", rules=("602.2b", "107.5"), terms=("tap-symbol", "activation-cost"),
                  player=obj.controller, card=source.name, reason="tap")
    if cost.loyalty is not None:
        game.loyalty_activated.add(source.oid)
        game.add_counters(source, "loyalty", cost.loyalty)
        game.emit("cost_paid", rules=("606.4",), terms=("loyalty", "loyalty-ability"), player=obj.controller,
                  card=source.name, amount=abs(cost.loyalty), loyalty=source.counters.get("loyalty", 0),
                  reason="loyalty_add" if cost.loyalty >= 0 else "loyalty_remove")
    if cost.counters is not None:
        kind, amount = cost.counters
        game.add_counters(source, kind, -amount)
        game.emit("cost_paid", rules=("602.2b", "118.3"), terms=("activation-cost", "counter-marker"),
                  player=obj.controller, card=source.name, amount=amount, counter=CounterKind(kind), reason="counters")
    if cost.life:
        player = game.player(obj.controller)
        player.life -= cost.life  # 119.4: paying life is losing it
        game.emit("cost_paid", rules=("119.4", "602.2b"), terms=("life", "activation-cost"), player=obj.controller,
                  card=source.name, amount=cost.life, life=player.life, reason="life")
    if cost.sacrifice:
        game.emit("cost_paid", rules=("701.21a", "602.2b"), terms=("sacrifice", "activation-cost"),
                  player=obj.controller, card=source.name, reason="sacrifice")
        zone_changes.leave_together(
            game, [zone_changes.Departure(source, "graveyard", ("701.21a",), "sacrifice", announced=True)])
    game.touch()
