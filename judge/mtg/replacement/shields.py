"""Effects left behind by resolved spells and abilities: shields (614.3, 615.3, 615.7, 701.19a).

A "next N damage" prevention effect creates a shield locked to its target,
with a budget that later damage uses up; "regenerate" creates a one-use shield against destruction; Fog creates a
"prevent all combat damage this turn" effect. They live in
`game.replacement_effects` until used up or until the turn they were created
in is over (514.2: "this turn" effects end in the cleanup step).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.mtg.state import Game, Permanent, Player, Target


@dataclass(eq=False)
class ResolvedEffect:
    """One effect of a resolved spell or ability, with what is left of it."""

    spec: Any  # the card-vocabulary schema (PreventDamage, Regenerate, DamageCantBePrevented ...)
    key: str
    source_name: str
    source_oid: str
    controller: str
    timestamp: int
    turn: int
    locked: Target | None = None  # the player or permanent it protects, locked when created (611.2c)
    remaining: int | None = None  # what is left of a prevention budget (615.7); None: no limit
    chosen_source: str | None = None  # the source of the player's choice (609.7a, 615.8)
    spent: bool = False  # a one-use shield that has been used
    scope: str | None = None  # the spell object it belongs to, for effects on the spell's own event (614.15)

    def active(self, game: Game) -> bool:
        """Not used up, not expired, and what it is locked to still exists."""
        if self.spent or (self.remaining is not None and self.remaining <= 0):
            return False
        duration = getattr(self.spec, "duration", "end_of_turn")
        if duration == "end_of_turn" and game.turn_number != self.turn:
            return False
        if self.scope is not None and game.stack_object(self.scope) is None:
            return False
        return self.locked is None or locked_object(game, self.locked) is not None


def locked_object(game: Game, target: Target) -> Permanent | Player | None:
    """The player, or the permanent as long as it is the same object (400.7)."""
    if target.kind == "player":
        player = game.player(target.ref)
        return None if player.lost else player
    permanent = game.permanent(target.ref)
    if permanent is None or permanent.zone_changes != target.zone_changes:
        return None
    return permanent


def is_locked_to(target: Target | None, who: Permanent | Player) -> bool:
    if target is None:
        return False
    if isinstance(who, Player):
        return target.kind == "player" and target.ref == who.name
    return target.kind == "permanent" and target.ref == who.oid and target.zone_changes == who.zone_changes


def target_of(who: Permanent | Player) -> Target:
    if isinstance(who, Player):
        return Target("player", who.name, name=who.name)
    return Target("permanent", who.oid, who.zone_changes, who.card.name)


def add(game: Game, effect: ResolvedEffect) -> ResolvedEffect:
    game.replacement_effects.append(effect)
    return effect


def active(game: Game, kind: str) -> list[ResolvedEffect]:
    """The active resolved effects of one kind (`do:` of their spec), oldest first."""
    return [e for e in game.replacement_effects if e.spec.do == kind and e.active(game)]


def new_key(game: Game, prefix: str) -> str:
    return f"{prefix}#{len(game.replacement_effects) + 1}"


def end_of_turn(game: Game) -> None:
    """Remove the effects that last "this turn", and any used up (514.2)."""
    game.replacement_effects = [
        e for e in game.replacement_effects
        if getattr(e.spec, "duration", "end_of_turn") != "end_of_turn" and e.active(game)]
