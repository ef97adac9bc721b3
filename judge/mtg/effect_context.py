"""The resolution context of a spell or ability and the table of effect handlers (608.2c).

A leaf of the effect modules: judge/mtg/effects.py and judge/mtg/replacement/handlers.py both
register their handlers here (`@handler("kind")`), so neither has to import the other's module
to be found; `run` carries out a card's effects through the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.cards import mtg_effects as fx
from judge.mtg import characteristics
from judge.mtg.state import Game, Permanent, StackObject, Target


@dataclass
class Context:
    """A resolving spell or ability: who controls it, its (still legal) targets, its source."""

    game: Game
    obj: StackObject
    targets: list[Target | None]
    created: list[Permanent] = field(default_factory=list)  # tokens this resolution created (so far)

    # "All noncreature artifacts become 2/2 artifact creatures": the continuous effects of one
    # instruction apply to the objects its filter matched as it resolved, in every layer (613.6),
    # though the first part changes what the filter would match now. Filter (JSON) -> those objects.
    continuous_sets: dict[str, list[Any]] = field(default_factory=dict)

    @property
    def controller(self) -> str:
        return self.obj.controller

    def source_permanent(self) -> Permanent | None:
        return self.game.permanent(self.obj.source) if self.obj.source else None

    def resolve_target(self, target: Target | None) -> Any:
        """The object or player a still-legal target is now (None for a target that became illegal)."""
        return None if target is None else _lookup(self.game, target)

    def resolve_continuous(self, ref: fx.Ref) -> list[Any]:
        """What a continuous effect of this resolution applies to; a filter shared with an earlier
        continuous effect of the same spell or ability keeps that effect's objects (613.6)."""
        if not isinstance(ref, fx.Each):
            return self.resolve(ref)
        key = ref.each.model_dump_json()
        if key not in self.continuous_sets:
            self.continuous_sets[key] = self.resolve(ref)
        return [p for p in self.continuous_sets[key] if self.game.permanent(p.oid) is p]

    def resolve(self, ref: fx.Ref) -> list[Any]:
        """The players, permanents or stack objects a reference designates right now."""
        game = self.game
        if isinstance(ref, fx.Each):
            chars = characteristics.compute(game)
            source = self.source_permanent()
            return [p for p in game.battlefield
                    if characteristics.matches(game, chars[p.oid], p, ref.each, source, self.controller)]
        if ref.startswith("target"):
            index = int(ref.removeprefix("target") or 1) - 1
            target = self.targets[index] if index < len(self.targets) else None
            found = None if target is None else _lookup(game, target)
            return [] if found is None else [found]
        if ref == "self":
            source = self.source_permanent() if self.obj.kind != "spell" else None
            return [source] if source else []
        if ref == "controller":
            return [game.player(self.controller)]
        if ref == "each_opponent":
            return game.opponents(self.controller)
        if ref == "each_player":
            return [p for p in game.apnap() if not p.lost]
        if ref in ("enchanted", "equipped"):
            source = self.source_permanent()
            attached = game.permanent(source.attached_to) if source and source.attached_to else None
            return [attached] if attached else []
        if ref == "it" and self.obj.delayed is not None:  # what a delayed ability refers to (603.7c)
            return [found for found in map(game.find_object, self.obj.delayed.about) if found is not None]
        if ref == "it" and self.obj.trigger_subject:
            subject = game.permanent(self.obj.trigger_subject)
            if subject:
                return [subject]
            return [p for p in game.players if p.name == self.obj.trigger_subject]
        return []


def _lookup(game: Game, target: Target) -> Any:
    if target.kind == "player":
        return game.player(target.ref)
    if target.kind == "stack":
        return game.stack_object(target.ref)
    if target.kind == "card":  # a card in a graveyard (it was checked to be the same object, 608.2b)
        found = game.graveyard_card(target.ref)
        return found[1] if found else None
    return game.permanent(target.ref)


Handler = Callable[[Context, Any], None]
HANDLERS: dict[str, Handler] = {}


def handler(kind: str) -> Callable[[Handler], Handler]:
    """Register the handler of an effect kind."""

    def register(function: Handler) -> Handler:
        HANDLERS[kind] = function
        return function

    return register


def run(ctx: Context, effects: list[Any]) -> None:
    """Carry out effects in the order written (608.2c)."""
    for effect in effects:
        HANDLERS[effect.do](ctx, effect)
