"""Restrictions on attacking and blocking (508.1c, 509.1b): "can't attack", "can't block", "can't be blocked".

They come from three places: a keyword printed on the creature ("can't
block"), a static ability of another permanent (Pacifism on its enchanted
creature) and a resolved spell's continuous effect ("target creature can't
block this turn"). Evasion abilities are restrictions too; they live in
judge.mtg.evasion because each has its own condition.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.cards.mtg_effects import Each
from judge.cards.mtg_model import StaticAbility
from judge.mtg import board_index, characteristics
from judge.mtg.state import Game, Permanent

# What each restriction forbids.
FORBIDS = {
    "cant_attack": {"attack"},
    "cant_block": {"block"},
    "cant_attack_or_block": {"attack", "block"},
    "cant_be_blocked": {"be_blocked"},
}
KEYWORD_RESTRICTIONS = {
    "can't attack": "cant_attack",
    "can't block": "cant_block",
    "can't attack or block": "cant_attack_or_block",
}


@dataclass(frozen=True)
class Restriction:
    """A restriction on one creature, and where it comes from (a card name)."""

    restriction: str
    source: str


def _static(game: Game, creature: Permanent) -> list[Restriction]:
    found = []
    chars = characteristics.compute(game)
    for permanent in board_index.with_role(game, "restricting"):
        for ability in permanent.card.abilities:
            if not isinstance(ability, StaticAbility):
                continue
            for effect in ability.effects:
                if effect.do != "combat_restriction" or not _applies(game, chars, permanent, effect.who, creature):
                    continue
                found.append(Restriction(effect.restriction, permanent.card.name))
    return found


def _applies(game: Game, chars, source: Permanent, who, creature: Permanent) -> bool:
    if isinstance(who, Each):
        return characteristics.matches(game, chars[creature.oid], creature, who.each, source, source.controller)
    if who == "self":
        return source.oid == creature.oid
    if who in ("enchanted", "equipped"):
        return source.attached_to == creature.oid
    return False


def of(game: Game, creature: Permanent) -> list[Restriction]:
    """Every restriction that applies to a creature now."""
    found = [Restriction(r, creature.card.name) for k, r in KEYWORD_RESTRICTIONS.items()
             if k in characteristics.of(game, creature).keywords]
    found += _static(game, creature)
    found += [Restriction(e.change["restriction"], e.source_name) for e in game.effects
              if e.change.get("do") == "combat_restriction" and creature.oid in e.affected]
    return found


def forbidding(game: Game, creature: Permanent, action: str) -> Restriction | None:
    """The first restriction that forbids `action` ('attack', 'block', 'be_blocked') to this creature."""
    return next((r for r in of(game, creature) if action in FORBIDS[r.restriction]), None)
