"""How a blocked attacker divides its combat damage (510.1c, 702.19b, 702.2c), under the current rules.

Since November 2024 there is no damage assignment order: an attacker blocked
by several creatures divides its damage among them freely. Trample (702.19b)
adds one condition: damage may go to the attacked player or planeswalker only
once every blocker has been assigned lethal damage, counting damage already
marked on it, and counting 1 as lethal from a source with deathtouch (702.2c).
Prevention doesn't count: lethal damage must be assigned even to a blocker
whose protection will prevent it.

The attacking player chooses (`choices.damage_assignment`); the choice is
checked, and the default is lethal damage to each blocker in turn (as
declared), then the rest to the player (trample) or to the first blocker.
The decision is reported with what its distinct alternatives would lead to.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from judge.events import CardName, Decision, Listing, Outcome
from judge.mtg import characteristics
from judge.mtg.declarations import Refusal, reject
from judge.mtg.state import Game, Permanent

MAX_ALTERNATIVES = 8
MAX_BLOCKERS_ENUMERATED = 6

Assignment = dict[str, int]  # recipient (a blocker's oid, a player's name or a planeswalker's oid) -> amount


@dataclass
class Situation:
    """What a blocked attacker's controller divides: its power among blockers and (trample) the attacked."""

    attacker: Permanent
    power: int
    blockers: list[Permanent]  # those still blocking it, in declaration order
    lethal: dict[str, int]  # blocker oid -> damage that is lethal from this attacker (702.19b, 702.2c)
    trample: bool
    deathtouch: bool
    attacked: str | None  # where trample damage may go; None if it is gone (510.1b)
    names: dict[str, str]  # recipient -> name for labels


def lethal_damage(game: Game, blocker: Permanent, deathtouch: bool) -> int:
    """Damage that counts as lethal: toughness minus damage already marked; 1 from deathtouch (702.2c)."""
    toughness = characteristics.of(game, blocker).toughness or 0
    needed = max(0, toughness - blocker.damage)
    return min(needed, 1) if deathtouch else needed


def default(situation: Situation) -> Assignment:
    """Lethal damage to each blocker in turn, then the rest to the attacked (trample) or the first blocker."""
    remaining = situation.power
    assignment: Assignment = {}
    for blocker in situation.blockers:
        give = min(remaining, situation.lethal[blocker.oid])
        if give:
            assignment[blocker.oid] = give
            remaining -= give
    if remaining:
        rest_to = situation.attacked if situation.trample and situation.attacked else situation.blockers[0].oid
        assignment[rest_to] = assignment.get(rest_to, 0) + remaining
    return assignment


def refusal(situation: Situation, given: Assignment) -> Refusal | None:
    """None if the chosen division is legal (510.1a, 510.1c, 702.19b), else why not."""
    card = situation.attacker.name
    blockers = [b.oid for b in situation.blockers]
    total = sum(given.values())
    if total != situation.power:
        return Refusal("assignment_total", ("510.1a",), ("combat-damage",),
                       {"card": card, "power": situation.power, "total": total})
    for recipient, amount in given.items():
        if recipient in blockers or amount == 0:
            continue
        name = situation.names.get(recipient, recipient)
        if recipient == situation.attacked and not situation.trample:
            return Refusal("assignment_no_trample", ("510.1c", "702.19b"), ("trample",),
                           {"card": card, "recipient": name})
        if recipient != situation.attacked:
            return Refusal("assignment_recipient", ("510.1c",), ("combat-damage",),
                           {"card": card, "recipient": name})
    to_attacked = given.get(situation.attacked or "", 0)
    short = [b for b in situation.blockers if given.get(b.oid, 0) < situation.lethal[b.oid]]
    if to_attacked and short:
        return Refusal("assignment_trample_lethal", ("702.19b",), ("trample", "lethal-damage"),
                       {"card": card, "blocker": short[0].name, "lethal": situation.lethal[short[0].oid],
                        "recipient": situation.names.get(situation.attacked or "", "")})
    return None


def label(situation: Situation, assignment: Assignment) -> str:
    """'Grizzly Bears 2, Bob 4': a division as the options list shows it."""
    return Listing(Listing((situation.names[r], str(a)), " ") for r, a in assignment.items() if a)


def _outcome(situation: Situation, assignment: Assignment) -> tuple[frozenset[str], int]:
    lethal = frozenset(b.oid for b in situation.blockers
                       if assignment.get(b.oid, 0) >= max(1, situation.lethal[b.oid]))
    return lethal, assignment.get(situation.attacked or "", 0)


def _killing_exactly(situation: Situation, chosen: tuple[Permanent, ...]) -> Assignment | None:
    """A division that assigns lethal damage to exactly `chosen` (the rest stays with them), if one exists."""
    need = sum(situation.lethal[b.oid] for b in chosen)
    if need > situation.power:
        return None
    assignment = {b.oid: situation.lethal[b.oid] for b in chosen}
    rest = situation.power - need
    if chosen:
        assignment[chosen[0].oid] += rest
        return assignment
    for blocker in situation.blockers:  # nobody is to die: each takes less than lethal
        give = min(rest, max(0, situation.lethal[blocker.oid] - 1))
        if give:
            assignment[blocker.oid] = give
            rest -= give
    return assignment if rest == 0 else None


def alternatives(situation: Situation) -> list[Assignment]:
    """Divisions with distinct outcomes (which blockers get lethal damage, how much reaches the attacked)."""
    found = [default(situation)]
    blockers = situation.blockers[:MAX_BLOCKERS_ENUMERATED]
    if situation.trample and situation.attacked:
        all_lethal = {b.oid: situation.lethal[b.oid] for b in situation.blockers}
        spare = situation.power - sum(all_lethal.values())
        if spare > 0 and situation.blockers:  # trample: everything to the blockers instead
            keep = dict(all_lethal)
            keep[situation.blockers[0].oid] += spare
            found.append(keep)
    for size in range(len(blockers), -1, -1):
        for chosen in combinations(blockers, size):
            assignment = _killing_exactly(situation, chosen)
            if assignment is not None:
                found.append(assignment)
    distinct: list[Assignment] = []
    seen: set[tuple[frozenset[str], int]] = set()
    for assignment in found:
        outcome = _outcome(situation, assignment)
        if outcome not in seen:
            seen.add(outcome)
            distinct.append({k: v for k, v in assignment.items() if v})
    return distinct[:MAX_ALTERNATIVES]


def _describe(situation: Situation, assignment: Assignment) -> Outcome:
    lethal, to_attacked = _outcome(situation, assignment)
    names = Listing(b.name for b in situation.blockers if b.oid in lethal)
    if not situation.trample:
        reason = "lethal" if lethal else "none"
    else:
        reason = ("lethal_and_player" if lethal and to_attacked else "lethal_no_player" if lethal
                  else "player" if to_attacked else "none")
    return Outcome(label(situation, assignment), "assignment",
                   {"reason": reason, "lethal": names, "amount": to_attacked,
                    "player": situation.names.get(situation.attacked or "", "")})


def decide(game: Game, situation: Situation, given: Assignment | None) -> Assignment:
    """The division used: the scenario's choice if legal (else reported under `illegal`), or the default."""
    options = alternatives(situation)
    taken = default(situation)
    if given is not None:
        problem = refusal(situation, given)
        if problem is None:
            taken = {k: v for k, v in given.items() if v}
        else:
            reject(game, f"{situation.attacker.name} assigns combat damage: {label(situation, given) or 'nothing'}",
                   problem)
            given = None
    if len(options) > 1 or given is not None:
        rules = ("510.1c", *(("702.19b",) if situation.trample else ()),
                 *(("702.2c",) if situation.deathtouch else ()))
        labels = [label(situation, o) for o in options]
        if label(situation, taken) not in labels:
            options.append(taken)
            labels.append(label(situation, taken))
        game.decisions.append(Decision(
            chooser=situation.attacker.controller, kind="damage_assignment", options=labels,
            taken=label(situation, taken), default=given is None, rules=rules,
            outcomes=[_describe(situation, o) for o in options] if len(options) > 1 else [],
            subject=CardName(situation.attacker.card.name)))
    return taken
