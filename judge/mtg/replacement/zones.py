"""Replacing where objects go and how permanents enter (614.1a, 614.1c-d, 614.12).

Zone changes: "If a card or token would be put into a graveyard from
anywhere, exile it instead" (Rest in Peace) applies to permanents, spells on
the stack (including the spell that destroys Rest in Peace itself, which is
then already gone) and cards in any other zone. Several such effects are
ordered by the object's controller, or its owner (616.1).

Entering: effects that make a permanent enter tapped or with counters come
from the permanent itself or from other permanents (614.12); the counters
are then put on through the counter replacement effects (122.6, 614.16).
"""

from __future__ import annotations

from typing import Any

from judge.cards.mtg_replacement import EnterModified, ReplaceZoneChange
from judge.events import CardName, CounterKind
from judge.mtg.replacement import order, sources
from judge.mtg.replacement.model import Replacement, Situation, Step
from judge.mtg.state import Game, GameObject, Permanent, StackObject


def destination(game: Game, obj: GameObject, to: str) -> str:
    """The zone `obj` really goes to when it would be put into `to`."""
    effects = _zone_effects(game, obj)
    if not effects:
        return to
    return order.settle(game, _situation(obj), to, effects)


def _chooser(obj: GameObject) -> str:
    controller = getattr(obj, "controller", "")
    return controller or obj.owner


def _situation(obj: GameObject) -> Situation:
    def outcome(zone: str) -> tuple[str, dict[str, Any]]:
        return "zone_result", {"card": obj.name, "reason": zone}

    return Situation("zone_change", subject=obj.card.name, chooser=_chooser(obj),
                     answers=(obj.oid, obj.card.name, _chooser(obj)), is_null=lambda zone: False,
                     outcome=outcome)


def _from_zone(obj: GameObject) -> str:
    if isinstance(obj, Permanent):
        return "battlefield"
    return "stack" if isinstance(obj, StackObject) else "other"


def _zone_effects(game: Game, obj: GameObject) -> list[Replacement]:
    found = []
    for permanent, spec in sources.static_effects(game, "replace_zone_change"):
        if spec.what != "self" and _watches(game, obj, spec, permanent.controller):
            found.append(_zone_replacement(obj, spec, permanent.card, permanent.oid,
                                           permanent.controller, permanent.timestamp))
    # "If this card would be put into a graveyard from anywhere" works wherever the card is.
    for spec in sources.own_static_effects(obj.card, "replace_zone_change"):
        if spec.what == "self" and _watches(game, obj, spec, _chooser(obj)):
            timestamp = getattr(obj, "timestamp", 0)
            found.append(_zone_replacement(obj, spec, obj.card, obj.oid, _chooser(obj), timestamp))
    return found


def _watches(game: Game, obj: GameObject, spec: ReplaceZoneChange, controller: str) -> bool:
    if spec.from_zone == "battlefield" and not isinstance(obj, Permanent):
        return False
    if spec.owner == "you" and obj.owner != controller:
        return False
    if spec.owner == "opponent" and obj.owner == controller:
        return False
    if spec.what in ("cards_and_tokens", "self"):
        return True
    return isinstance(obj, Permanent) and sources.permanent_matches(game, obj, spec.what, controller)


def _zone_replacement(obj: GameObject, spec: ReplaceZoneChange, source_card: Any, source_oid: str,
                      controller: str, timestamp: int) -> Replacement:
    source_name = source_card.name

    def apply(zone: str) -> Step:
        return Step(spec.instead, "zone_change_replaced",
                    (("by", CardName(source_name)), ("card", obj.name), ("reason", spec.instead),
                     ("wanted", zone), ("from_zone", _from_zone(obj))),
                    rules=("614.1a",), terms=("replacement-effect", spec.instead))

    return Replacement(
        key=sources.effect_key(source_oid, source_card, "zone", spec), source_name=source_name, source_oid=source_oid,
        controller=controller, timestamp=timestamp, applies=lambda zone: zone == spec.to_zone,
        apply=apply, signature=("zone", spec.to_zone, spec.instead, source_oid if spec.what == "self" else None))


# --- entering the battlefield (614.1c, 614.1d, 614.12) ------------------------------------

def entering(game: Game, permanent: Permanent) -> dict[str, int]:
    """Apply enters-tapped / enters-with-counters effects; returns the counters it enters with.

    The permanent's own effects apply to it alone; other permanents' effects
    apply to it as it would exist on the battlefield (614.12). Their order can't
    change the result, so there is no choice to report.
    """
    counters: dict[str, int] = {}
    card = permanent.card
    if "Planeswalker" in card.types and card.loyalty:
        # 306.5b: every planeswalker enters with its printed loyalty, an intrinsic 614.1c effect;
        # the counters go through the counter replacement effects (Doubling Season) like any others.
        counters["loyalty"] = card.loyalty
        game.emit("enters_modified", rules=("306.5b", "614.1c", "122.6"), terms=("replacement-effect", "loyalty"),
                  by=CardName(card.name), card=permanent.name, reason="own_counters", counter=CounterKind("loyalty"),
                  count=card.loyalty)
    for spec in sources.own_static_effects(permanent.card, "enter_modified"):
        if spec.what == "self":
            _enter(game, permanent, spec, permanent.card.name, counters)
    for source, spec in sources.static_effects(game, "enter_modified"):
        if spec.what != "self" and sources.permanent_matches(game, permanent, spec.what, source.controller):
            _enter(game, permanent, spec, source.card.name, counters)
    return counters


def _enter(game: Game, permanent: Permanent, spec: EnterModified, by: str, counters: dict[str, int]) -> None:
    own = by == permanent.card.name
    rules = ("614.1c",) if own else ("614.1d", "614.12")
    prefix = "own_" if own else ""  # its own ability: the step names the card once
    if spec.tapped and game.tap(permanent):
        game.emit("enters_modified", rules=rules, terms=("replacement-effect", "tap"),
                  by=CardName(by), card=permanent.name, reason=f"{prefix}tapped")
    for counter, count in spec.counters.items():
        counters[counter] = counters.get(counter, 0) + count
        game.emit("enters_modified", rules=(*rules, "122.6"), terms=("replacement-effect", "counter-marker"),
                  by=CardName(by), card=permanent.name, reason=f"{prefix}counters", counter=CounterKind(counter),
                  count=count)
