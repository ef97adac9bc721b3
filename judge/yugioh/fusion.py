"""Fusion Summon ("Fusion Summon"): which Fusion Monster, from which Fusion Materials.

Polymerization sends the listed Fusion Materials from its controller's hand or field
to the Graveyard and Special Summons the Fusion Monster from the Extra Deck. Under
Master Rule (April 2020 onward) a Fusion Monster may go to any Main Monster Zone.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.yugioh.state import Card, ChainLink, Duel


@dataclass
class FusionPlan:
    monster: Card
    materials: list[Card]


def _find_material(pool: list[Card], name: str, used: list[Card]) -> Card | None:
    for card in pool:
        if card not in used and (card.card.name.lower() == name.lower() or card.oid == name):
            return card
    return None


def _plan_for(duel: Duel, controller: str, monster: Card, wanted: list[str]) -> FusionPlan | None:
    duelist = duel.duelist(controller)
    pool = duelist.hand + duel.monsters(controller)
    names = wanted or monster.card.materials
    used: list[Card] = []
    for name in names:
        found = _find_material(pool, name, used)
        if found is None:
            return None
        used.append(found)
    required = sorted(m.lower() for m in monster.card.materials)
    if sorted(c.card.name.lower() for c in used) != required:
        return None
    return FusionPlan(monster, used)


def plan(duel: Duel, link: ChainLink) -> FusionPlan | None:
    """The Fusion Summon this Polymerization performs, or None when none is possible.

    The scenario may name the Fusion Monster and materials (`summon:` of the Chain Link);
    otherwise the first Fusion Monster of the Extra Deck whose materials are at hand is taken.
    """
    duelist = duel.duelist(link.controller)
    spec = link.details
    fusions = [c for c in duelist.extra_deck if c.card.monster_kind == "fusion"]
    if spec is not None and spec.card_name:
        wanted_name = spec.card_name.lower()
        fusions = [c for c in fusions if c.card.name.lower() == wanted_name or c.oid == spec.card_name]
    wanted = list(spec.materials) if spec is not None else []
    for monster in fusions:
        found = _plan_for(duel, link.controller, monster, wanted)
        if found is not None:
            return found
    return None
