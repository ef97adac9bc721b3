"""Replacing and preventing damage (614.1a, 615, 702.16e), one damage event at a time.

For each event the applicable effects are gathered: the resolving spell's own
self-replacement (614.15), static replacement effects (Furnace of Rath,
Torbran), prevention from static abilities (615.10), shields of resolved
spells and abilities (615.7, 615.8) and protection (702.16e). Unless the
damage can't be prevented (615.12), the affected player orders them
(judge.mtg.replacement.order).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from judge.cards.mtg_replacement import Modify, Plus, PreventDamage, ReplaceDamage, SetTo, Watched
from judge.events import CardName, Decision
from judge.mtg import characteristics
from judge.mtg.damage_event import DamageEvent
from judge.mtg.replacement import order, shields, simultaneous, sources
from judge.mtg.replacement.model import Replacement, Situation, Step, behaviour
from judge.mtg.state import Game, Permanent, Player


@dataclass(frozen=True)
class DamageValue:
    """How much damage the event would deal now, and how much each prevention effect took."""

    amount: int
    prevented: tuple[tuple[str, int], ...] = ()

    def prevent(self, key: str, amount: int) -> DamageValue:
        return DamageValue(self.amount - amount, (*self.prevented, (key, amount)))

    @property
    def total_prevented(self) -> int:
        return sum(n for _, n in self.prevented)


def modify(game: Game, events: list[DamageEvent]) -> list[DamageEvent]:
    """The damage events as they really happen (shields are used up event by event).

    Simultaneous damage from several sources to one shielded recipient meets the
    shield in the order its player chooses (615.7, judge.mtg.replacement.simultaneous).
    """

    result = list(events)
    order, pending = simultaneous.processing_order(game, events, _modify_one)
    for index in order:
        result[index] = _modify_one(game, events[index])
    simultaneous.finish(game, pending, result)  # the order taken was the game's own: its tables now
    return result


def _modify_one(game: Game, event: DamageEvent) -> DamageEvent:
    if event.amount <= 0:
        return event
    effects = _replacements(game, event) + _preventions(game, event)
    if not effects:
        return event
    unpreventable = _unpreventable(game, event)
    if unpreventable:
        blocked = [e for e in effects if e.prevention and e.applies(DamageValue(event.amount))]
        effects = [e for e in effects if not e.prevention]
        for effect in blocked:
            game.emit("damage_cant_be_prevented", rules=("615.12",), terms=("prevent", "damage"),
                      by=CardName(effect.source_name), source=CardName(event.source_name),
                      target=event.recipient.name, reason=unpreventable)
    final = order.settle(game, _situation(event), DamageValue(event.amount), effects)
    if final.amount == event.amount:
        return event
    return dataclasses.replace(event, amount=final.amount)


def _situation(event: DamageEvent) -> Situation:
    recipient = event.recipient
    if isinstance(recipient, Player):
        chooser, answers = recipient.name, (recipient.name,)
    else:
        chooser = recipient.controller
        answers = (recipient.oid, recipient.card.name, recipient.controller)

    def outcome(value: DamageValue) -> tuple[str, dict[str, Any]]:
        return "damage_result", {"source": CardName(event.source_name), "target": recipient.name,
                                 "amount": value.amount, "prevented": value.total_prevented,
                                 "reason": "nothing" if value.amount == 0 else "dealt"}

    return Situation("damage", subject=recipient.name, chooser=chooser, answers=answers,
                     is_null=lambda value: value.amount <= 0, outcome=outcome)


def _common(event: DamageEvent) -> dict[str, Any]:
    return {"source": CardName(event.source_name), "target": event.recipient.name}


# --- replacement effects (614.1a, 614.15) ------------------------------------------------

def _replacements(game: Game, event: DamageEvent) -> list[Replacement]:
    found = []
    for effect in shields.active(game, "self_replace_damage"):
        if effect.scope == event.source:
            found.append(_self_replacement(game, event, effect))
    for permanent, spec in sources.static_effects(game, "replace_damage"):
        if _watches(game, event, spec, permanent.controller, permanent):
            found.append(_damage_replacement(event, spec, permanent))
    return found


def _watches(game: Game, event: DamageEvent, spec: ReplaceDamage | PreventDamage, controller: str,
             source: Permanent | None) -> bool:
    if spec.combat is not None and spec.combat != event.combat:
        return False
    if not sources.damage_source_matches(game, event.source, event.source_name, event.source_controller,
                                         event.source_colors, spec.source, controller):
        return False
    watched = spec.to if isinstance(spec.to, Watched) else None
    return watched is None or sources.recipient_watched(game, event.recipient, watched, controller, source)


def modified_amount(modify: Modify, amount: int) -> int:
    """Double, plus N (never below 0) or exactly N."""
    if modify == "double":
        return amount * 2
    if isinstance(modify, Plus):
        return max(0, amount + modify.plus)
    assert isinstance(modify, SetTo)
    return modify.set


def modification_variant(modify: Modify) -> str:
    if modify == "double":
        return "double"
    return "plus" if isinstance(modify, Plus) else "set"


def _damage_replacement(event: DamageEvent, spec: ReplaceDamage, permanent: Permanent) -> Replacement:
    variant = modification_variant(spec.modify)

    def apply(value: DamageValue) -> Step:
        after = modified_amount(spec.modify, value.amount)
        return Step(DamageValue(after, value.prevented), "damage_replaced",
                    (("by", CardName(permanent.card.name)), *_common(event).items(),
                     ("before", value.amount), ("after", after), ("reason", variant)),
                    rules=("614.1a",), terms=("replacement-effect", "damage"))

    return Replacement(
        key=sources.effect_key(permanent.oid, permanent.card, "replace_damage", spec), source_name=permanent.card.name,
        source_oid=permanent.oid, controller=permanent.controller, timestamp=permanent.timestamp,
        applies=lambda value: value.amount > 0, apply=apply,
        signature=behaviour("replace_damage", spec, permanent.controller))


def _self_replacement(game: Game, event: DamageEvent, effect: shields.ResolvedEffect) -> Replacement:
    spec = effect.spec

    def holds() -> bool:
        condition = spec.condition
        count = sum(1 for p in game.battlefield
                    if sources.permanent_matches(game, p, condition.filter, effect.controller))
        return count >= condition.at_least

    def apply(value: DamageValue) -> Step:
        return Step(DamageValue(spec.amount, value.prevented), "damage_self_replaced",
                    (("card", CardName(effect.source_name)), ("target", event.recipient.name),
                     ("before", value.amount), ("after", spec.amount)),
                    rules=("614.15", "616.1a"), terms=("replacement-effect", "damage"))

    return Replacement(
        key=effect.key, source_name=effect.source_name, source_oid=effect.source_oid,
        controller=effect.controller, timestamp=effect.timestamp, self_replacement=True,
        applies=lambda value: value.amount > 0 and holds(), apply=apply)


# --- prevention effects (615, 702.16e) ---------------------------------------------------

def _preventions(game: Game, event: DamageEvent) -> list[Replacement]:
    found = []
    for permanent, spec in sources.static_effects(game, "prevent_damage"):
        if _watches(game, event, spec, permanent.controller, permanent):
            found.append(_static_prevention(event, spec, permanent))
    for effect in shields.active(game, "prevent_damage"):
        if _shield_watches(game, event, effect):
            found.append(_shield(game, event, effect))
    found += _protection(game, event)
    return found


def _prevent_step(event: DamageEvent, by: str, key: str, value: DamageValue, amount: int,
                  reason: str, rules: tuple[str, ...], remaining: int | None = None) -> Step:
    prevented = min(amount, value.amount)
    params: dict[str, Any] = {"by": CardName(by), **_common(event), "prevented": prevented,
                              "after": value.amount - prevented, "reason": reason}
    if remaining is not None:  # a budget (615.7): what is left of it, or that it is used up
        params["remaining"] = remaining - prevented
        if params["remaining"] == 0:
            params["reason"] = f"{reason}_used_up" if params["after"] else f"{reason}_all_used_up"
    return Step(value.prevent(key, prevented), "damage_prevented", tuple(params.items()),
                rules=rules, terms=("prevent", "damage"))


def _static_prevention(event: DamageEvent, spec: PreventDamage, permanent: Permanent) -> Replacement:
    """Prevent N (or all) of each event's damage, every time (615.10)."""
    key = sources.effect_key(permanent.oid, permanent.card, "prevent_damage", spec)

    def apply(value: DamageValue) -> Step:
        amount = value.amount if spec.amount == "all" else spec.amount
        return _prevent_step(event, permanent.card.name, key, value, amount, "static", ("615.1a", "615.10"))

    return Replacement(
        key=key, source_name=permanent.card.name, source_oid=permanent.oid,
        controller=permanent.controller, timestamp=permanent.timestamp, prevention=True,
        applies=lambda value: value.amount > 0, apply=apply)


def _shield_watches(game: Game, event: DamageEvent, effect: shields.ResolvedEffect) -> bool:
    spec: PreventDamage = effect.spec
    if effect.locked is not None and not shields.is_locked_to(effect.locked, event.recipient):
        return False
    if effect.chosen_source is not None and effect.chosen_source != event.source:
        return False
    return _watches(game, event, spec, effect.controller, None)


def _shield(game: Game, event: DamageEvent, effect: shields.ResolvedEffect) -> Replacement:
    """A shield of a resolved spell or ability: a budget (615.7), all, or the next instance (615.8)."""
    spec: PreventDamage = effect.spec
    if spec.next_instance:
        reason, rules = "next_instance", ("615.1a", "615.8")
    elif effect.remaining is None:
        reason, rules = "all", ("615.1a",)
    else:
        reason, rules = "shield", ("615.1a", "615.7")

    def apply(value: DamageValue) -> Step:
        amount = value.amount if effect.remaining is None else effect.remaining
        return _prevent_step(event, effect.source_name, effect.key, value, amount, reason, rules,
                             remaining=effect.remaining)

    def commit(game: Game, step: Step) -> None:
        prevented = dict(step.params)["prevented"]
        if effect.remaining is not None:
            effect.remaining -= prevented
        if spec.next_instance:
            effect.spent = True
        if spec.source_choice and effect.chosen_source is None:
            _choose_source(game, effect, event)

    return Replacement(
        key=effect.key, source_name=effect.source_name, source_oid=effect.source_oid,
        controller=effect.controller, timestamp=effect.timestamp, prevention=True,
        applies=lambda value: value.amount > 0, apply=apply, commit=commit)


def choose_source_now(game: Game, effect: shields.ResolvedEffect) -> None:
    """'A source of your choice' that the scenario names: chosen as the shield is created (609.7a).

    Unanswered, the choice waits for the first matching source that would deal
    damage (`_choose_source`), the documented default.
    """
    answers = game.choices.prevention_source if game.choices is not None else {}
    keys = (effect.source_name.lower(), effect.source_oid.lower())
    wanted = next((source for card, source in answers.items() if card.lower() in keys), None)
    if wanted is None:
        return
    found = _choosable_source(game, wanted)
    if found is None:
        game.reject(f"{effect.controller} chooses {wanted} as the source for {effect.source_name}",
                    "prevention_source_missing", rules=("609.7a",), terms=("source",),
                    card=CardName(effect.source_name), source=wanted)
        return
    oid, name = found
    effect.chosen_source = oid

    game.decisions.append(Decision(
        chooser=effect.controller, kind="prevention_source", options=[name], taken=name, default=False,
        rules=("609.7a", "615.8"), subject=effect.source_name))


def _choosable_source(game: Game, wanted: str) -> tuple[str, CardName] | None:
    """A spell on the stack or a permanent, by id or name (609.7a); the topmost spell first."""
    key = wanted.lower()
    for obj in reversed(game.stack):
        if obj.kind == "spell" and key in (obj.oid.lower(), obj.card.name.lower()):
            return obj.oid, obj.name
    for permanent in game.battlefield:
        if key in (permanent.oid.lower(), permanent.card.name.lower()):
            return permanent.oid, permanent.name
    return None


def _choose_source(game: Game, effect: shields.ResolvedEffect, event: DamageEvent) -> None:
    """'A source of your choice' that the scenario left open: the source that deals the damage (609.7a)."""

    effect.chosen_source = event.source
    game.decisions.append(Decision(
        chooser=effect.controller, kind="prevention_source", options=[CardName(event.source_name)],
        taken=CardName(event.source_name), default=True, rules=("609.7a", "615.8"), subject=effect.source_name))


def _protection(game: Game, event: DamageEvent) -> list[Replacement]:
    """Damage from a source with the stated quality is prevented (702.16e)."""
    recipient = event.recipient
    if not isinstance(recipient, Permanent):
        return []
    keywords = characteristics.of(game, recipient).keywords
    found = []
    for keyword in sorted(k for k in keywords if k.startswith("protection from ")):
        if not _has_quality(game, event, keyword.removeprefix("protection from ")):
            continue
        key = f"{recipient.oid}:{keyword}"

        def apply(value: DamageValue, key: str = key, keyword: str = keyword) -> Step:
            step = _prevent_step(event, recipient.card.name, key, value, value.amount, "protection",
                                 ("702.16e",))
            return dataclasses.replace(step, params=(*step.params, ("keyword", keyword)),
                                       terms=("protection", "prevent", "damage"))

        found.append(Replacement(
            key=key, source_name=recipient.card.name, source_oid=recipient.oid,
            controller=recipient.controller, timestamp=recipient.timestamp, prevention=True,
            applies=lambda value: value.amount > 0, apply=apply, signature=("protection", recipient.oid)))
    return found


def _has_quality(game: Game, event: DamageEvent, quality: str) -> bool:
    colors = set(event.source_colors)
    if quality in colors or quality == "everything":
        return True
    if quality == "multicolored":
        return len(colors) > 1
    if quality == "monocolored":
        return len(colors) == 1
    types = sources.source_types(game, event.source, event.source_name)
    return (quality == "creatures" and "Creature" in types) or (quality == "artifacts" and "Artifact" in types)


# --- damage that can't be prevented (615.12) --------------------------------------------

def _unpreventable(game: Game, event: DamageEvent) -> str | None:
    """Why this damage can't be prevented, if it can't: the source itself, or an effect."""
    if event.cant_be_prevented:
        return "source"
    for permanent, spec in sources.static_effects(game, "damage_cant_be_prevented"):
        if spec.scope == "all" or permanent.oid == event.source:
            return "effect"
    for effect in shields.active(game, "damage_cant_be_prevented"):
        if effect.scope is None or effect.scope == event.source:
            return "effect"
    return None
