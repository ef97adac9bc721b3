"""Regeneration: a shield that replaces the next destruction this turn (701.19a, 614.8).

"Regenerate" creates a shield; the next time the permanent would be destroyed
this turn, instead its damage is removed, it is tapped and it leaves combat.
"Can't be regenerated" (Terror, Wrath of God) is not a replacement effect and
not a choice: the shields are simply not applied (701.19c).
"""

from __future__ import annotations

from typing import Any

from judge.cards.mtg_effects import Regenerate
from judge.events import CardName
from judge.mtg.replacement import order, shields
from judge.mtg.replacement.model import Replacement, Situation, Step
from judge.mtg.state import Game, Permanent, Target


def add_shield(game: Game, permanent: Permanent, source_name: str, source_oid: str, controller: str) -> None:
    """A regeneration shield on `permanent` for the rest of the turn (701.19a)."""

    shields.add(game, shields.ResolvedEffect(
        spec=Regenerate(do="regenerate"), key=shields.new_key(game, f"regenerate:{permanent.oid}"),
        source_name=source_name, source_oid=source_oid, controller=controller,
        timestamp=game.timestamp(), turn=game.turn_number,
        locked=Target("permanent", permanent.oid, permanent.zone_changes, permanent.card.name)))
    game.emit("regeneration_shield", rules=("701.19a",), terms=("regenerate",), card=permanent.name)


def is_destroyed(game: Game, permanent: Permanent, can_regenerate: bool) -> bool:
    """Whether `permanent` is really destroyed, or a regeneration shield replaces the destruction."""
    found = [e for e in shields.active(game, "regenerate") if shields.is_locked_to(e.locked, permanent)]
    if not found:
        return True
    if not can_regenerate:
        game.emit("cant_regenerate", rules=("701.19c",), terms=("regenerate",), card=permanent.name)
        return True

    def outcome(value: str) -> tuple[str, dict[str, Any]]:
        return "destroy_result", {"card": permanent.name, "reason": value}

    situation = Situation("destroy", subject=permanent.card.name, chooser=permanent.controller,
                          answers=(permanent.oid, permanent.card.name, permanent.controller),
                          is_null=lambda value: False, outcome=outcome)
    effects = [_shield(permanent, effect) for effect in found]
    return order.settle(game, situation, "destroyed", effects) == "destroyed"


def _shield(permanent: Permanent, effect: shields.ResolvedEffect) -> Replacement:
    def commit(game: Game, step: Step) -> None:
        effect.spent = True
        regenerate(game, permanent)

    return Replacement(
        key=effect.key, source_name=effect.source_name, source_oid=effect.source_oid,
        controller=effect.controller, timestamp=effect.timestamp,
        applies=lambda value: value == "destroyed", apply=lambda value: Step("regenerated", None),
        commit=commit, signature=("regenerate", permanent.oid))


def regenerate(game: Game, permanent: Permanent) -> None:
    """Instead of being destroyed: tap it, remove its damage, remove it from combat (701.19a, 614.8)."""
    game.tap(permanent)
    game.remove_damage(permanent)
    combat = game.combat
    in_combat = combat is not None and (permanent.oid in combat.attackers or permanent.oid in combat.blockers)
    if combat is not None:
        combat.remove(permanent.oid)
    game.touch()
    # Only an attacking or blocking creature is removed from combat (701.19a): say so only then.
    variant = {} if in_combat else {"reason": "outside_combat"}
    game.emit("regenerated", rules=("701.19a", "614.8"), terms=("regenerate", "replacement-effect"),
              card=CardName(permanent.card.name), summary=True, **variant)
