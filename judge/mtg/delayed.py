"""Delayed triggered abilities (603.7): "at the beginning of the next end step, return it".

A spell or ability creates one as it resolves (603.7a); its source and controller are those of
the spell or ability that created it (603.7d, 603.7e). It waits in `Game.delayed_triggers` until
its event, triggers that once only (603.7b) and goes on the stack like any triggered ability
(603.3). Its "it" is the object it was created about, in the zone it was in then: if that object
has left that zone since, it is a new object (400.7) and the ability does nothing to it (603.7c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.cards import mtg_effects as fx
from judge.cards.mtg_model import MtgCard
from judge.events import CardName, Listing
from judge.mtg import zone_changes
from judge.mtg.effect_context import Context, handler
from judge.mtg.state import Game, GameObject, StackObject

# The step whose beginning each delayed event waits for (513.1, 503.1, 511.1).
_STEPS = {"next_end_step": "end", "your_next_upkeep": "upkeep", "end_of_combat": "end_of_combat"}


@dataclass
class DelayedTrigger:
    """One delayed triggered ability, waiting for its event."""

    at: str  # "next_end_step", "your_next_upkeep", "end_of_combat"
    effects: list[Any]
    card: MtgCard  # the card of its source: the spell, or the source of the ability (603.7d-e)
    source: str | None  # the source permanent's id (an ability's), None for a spell
    source_name: str
    controller: str
    about: list[tuple[str, str, int]]  # (id, zone, zone changes) of each object it refers to (603.7c)
    names: list[str]  # their names when it was created, to say what it can no longer find


@handler("delayed_trigger")
def create(ctx: Context, effect: fx.DelayedTrigger) -> None:
    """The ability is created now, as this resolves (603.7a), about the objects where they are now."""
    game, obj = ctx.game, ctx.obj
    objects = _about(ctx, effect.about)
    about = [where for where in (game.where_is(o.oid) for o in objects) if where is not None]
    trigger = DelayedTrigger(
        at=effect.at, effects=list(effect.effects), card=obj.card,
        source=obj.source if obj.kind != "spell" else None, source_name=obj.source_name or obj.card.name,
        controller=obj.controller, about=about, names=[o.card.name for o in objects])
    game.delayed_triggers.append(trigger)
    game.emit("delayed_trigger_created", rules=("603.7", "603.7a", "603.7d" if obj.kind == "spell" else "603.7e"),
              terms=("delayed-triggered-ability",), source=CardName(trigger.source_name), reason=effect.at,
              controller=obj.controller, cards=Listing((CardName(n) for n in trigger.names), empty="-"))


def _about(ctx: Context, about: str) -> list[GameObject]:
    """The objects "it" means: the first target (wherever an earlier instruction put it), the tokens
    this resolution created, the source, or what the trigger event was about."""
    game = ctx.game
    if about == "created":
        return list(ctx.created)
    if about == "self":
        return [p for p in ctx.resolve("self")]
    if about == "it":
        return [o for o in ctx.resolve("it") if isinstance(o, GameObject)]
    target = ctx.targets[0] if ctx.targets else None
    if target is None or target.kind == "player":
        return []
    where = game.where_is(target.ref)
    found = game.find_object(where) if where is not None else None
    return [found] if found is not None else []


def step_begins(game: Game, step: str) -> None:
    """A step begins: the delayed abilities waiting for it trigger, each once only (603.7b)."""
    waiting = [t for t in game.delayed_triggers if _STEPS[t.at] == step
               and (t.at != "your_next_upkeep" or t.controller == game.active_player.name)]
    if not waiting:
        return
    game.delayed_triggers = [t for t in game.delayed_triggers if t not in waiting]
    for trigger in waiting:
        game.pending_triggers.append(StackObject(
            oid=game.new_oid(f"{trigger.source or 'delayed'}-trigger"), card=trigger.card, owner=trigger.controller,
            kind="triggered", controller=trigger.controller, source=trigger.source, source_name=trigger.source_name,
            delayed=trigger))
        game.emit("delayed_trigger_triggers", rules=("603.7", "603.7b"), terms=("delayed-triggered-ability",),
                  source=CardName(trigger.source_name), reason=trigger.at)


def check_objects(game: Game, obj: StackObject) -> None:
    """As it resolves, say which of its objects it can no longer find: each left the zone it was in
    and is a new object, which the ability doesn't affect (603.7c, 400.7)."""
    trigger = obj.delayed
    if trigger is None:
        return
    for where, name in zip(trigger.about, trigger.names, strict=False):
        if game.find_object(where) is None:
            game.emit("delayed_trigger_lost_object", rules=("603.7c", "400.7"),
                      terms=("delayed-triggered-ability", "zone"), source=CardName(trigger.source_name),
                      card=CardName(name))


@handler("return_from_exile")
def return_from_exile(ctx: Context, effect: fx.ReturnFromExile) -> None:
    """The exiled card returns to the battlefield, under its owner's control unless the effect says
    yours; it is a new object there (400.7)."""
    game = ctx.game
    for card in ctx.resolve(effect.what):
        owner = game.player(card.owner)
        if type(card) is not GameObject or not any(c is card for c in owner.exile):
            continue
        controller = owner.name if effect.under == "owner" else ctx.controller
        zone_changes.put_onto_battlefield(game, owner, "exile", card, controller, ("603.7c", "400.7"))
