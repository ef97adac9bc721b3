"""A monster's current ATK and DEF: printed values plus the continuous effects of face-up cards.

Equip Spells modify the monster they are equipped to; Field Spells modify every
monster of the named Types on the field ("Equip Spell Cards", "Field Spell Cards").
Continuous effects apply to face-up monsters only; ATK/DEF never go below 0.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.cards.yugioh_effects import ModifyStats
from judge.yugioh.state import Card, Duel


@dataclass(frozen=True)
class Modifier:
    source: str  # the card name granting it
    atk: int
    def_: int


def modifiers(duel: Duel, monster: Card) -> list[Modifier]:
    """Every continuous ATK/DEF change that applies to `monster` right now."""
    if monster.zone != "monster" or monster.face_down:
        return []
    found = [Modifier(source, atk, def_) for source, atk, def_ in monster.boosts]
    for source in duel.field_cards:
        if source.zone == "monster" or source.face_down:
            continue
        for effect in source.effects("continuous"):
            for action in effect.actions:
                if isinstance(action, ModifyStats) and _applies(action, source, monster):
                    found.append(Modifier(source.card.name, action.atk, action.def_))
    return found


def _applies(action: ModifyStats, source: Card, monster: Card) -> bool:
    if action.what == "equipped":
        return source.equipped_to == monster.oid
    if action.what == "monsters_of_type":
        return monster.card.type in action.types
    return False


def atk_def(duel: Duel, monster: Card) -> tuple[int, int]:
    """Current (ATK, DEF) of a monster (printed values for cards not face-up on the field)."""
    atk, def_ = monster.card.atk or 0, monster.card.def_ or 0
    for modifier in modifiers(duel, monster):
        atk += modifier.atk
        def_ += modifier.def_
    return max(atk, 0), max(def_, 0)


def atk(duel: Duel, monster: Card) -> int:
    return atk_def(duel, monster)[0]


def defense(duel: Duel, monster: Card) -> int:
    return atk_def(duel, monster)[1]
