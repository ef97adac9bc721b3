"""Attaching (701.3) and what an Equipment may equip (301.5, 702.6, 702.16d).

One answer for the attach effect (an equip ability resolving, 702.6a) and for the state-based
action that unattaches an Equipment from a permanent it can't equip (704.5n): the same
conditions decide whether an Equipment moves onto a creature and whether it stays there.
"""

from __future__ import annotations

from judge.cards.mtg_model import MtgCard
from judge.mtg import characteristics, protection
from judge.mtg.characteristics import Characteristics
from judge.mtg.state import Game, Permanent

_ENCHANTED_TYPES = {"creature": {"Creature"}, "land": {"Land"}, "artifact": {"Artifact"},
                    "enchantment": {"Enchantment"}, "planeswalker": {"Planeswalker"},
                    "permanent": {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}}


def equip_problem(equipment: Characteristics, equipment_oid: str, host: Characteristics | None,
                  host_oid: str) -> str | None:
    """Why this Equipment can't equip that permanent now, or None (301.5c, 702.16d)."""
    if host is None:
        return "gone"
    if "Equipment" not in equipment.subtypes:
        return "not_equipment"  # it lost the subtype Equipment (301.5c)
    if equipment_oid == host_oid:
        return "itself"  # an Equipment can't equip itself (301.5c)
    if "Creature" in equipment.types:
        return "equipment_creature"  # an Equipment that's also a creature can't equip a creature (301.5c)
    if "Creature" not in host.types:
        return "not_creature"  # Equipment equips creatures (301.5a)
    if protection.protected_from(host.keywords, equipment.colors, equipment.types) is not None:
        return "protection"  # 702.16d
    return None


def problem(game: Game, attachment: Permanent, host: Permanent) -> str | None:
    """Why `attachment` can't be attached to `host` now (701.3a), or None."""
    chars = characteristics.compute(game)
    mine, theirs = chars[attachment.oid], chars.get(host.oid)
    if "Equipment" in mine.subtypes:
        return equip_problem(mine, attachment.oid, theirs, host.oid)
    if "Aura" in mine.subtypes and attachment.card.enchant is not None and theirs is not None:
        from_protection = protection.protected_from(theirs.keywords, mine.colors, mine.types)
        wanted = attachment.card.enchant.type
        types = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
                 "planeswalker": "Planeswalker"}.get(wanted)
        if types is not None and types not in theirs.types:
            return "not_" + wanted  # an Aura can be attached only to what it could enchant (303.4c)
        return "protection" if from_protection else None  # 702.16c
    return "not_attachable"  # only Auras, Equipment and Fortifications are attached (701.3b)


def attach(game: Game, attachment: Permanent, host: Permanent, by: str, equip: bool = False) -> bool:
    """Attach it to `host` (701.3a): it doesn't move if it can't be attached there, and attaching it
    to what it is already attached to does nothing (701.3b). True if it moved."""
    if attachment.attached_to == host.oid:
        game.emit("attach_nothing", rules=("701.3b",), terms=("attach",), card=attachment.name,
                  host=host.name, reason="already")
        return False
    reason = problem(game, attachment, host)
    if reason is not None:
        rules = ("701.3b", *(("702.16d",) if reason == "protection" else ()),
                 *(("301.5c",) if reason in ("itself", "equipment_creature", "not_equipment") else ()))
        game.emit("attach_nothing", rules=rules, terms=("attach",), card=attachment.name, host=host.name,
                  reason=reason)
        return False
    game.attach(attachment, host.oid)  # a new timestamp (701.3c)
    rules = (*(("702.6a",) if equip else ()), "701.3a", "701.3c",
             *(("301.5d",) if attachment.controller != host.controller else ()))  # control stays separate
    game.emit("attached", rules=rules, terms=("attach", "equipment"), card=attachment.name, host=host.name,
              controller=attachment.controller, host_controller=host.controller, by=by,
              reason="own_ability" if by == attachment.card.name else "effect")
    return True


def hosts_for_entering_aura(game: Game, aura: MtgCard, controller: str) -> list[Permanent] | None:
    """What an Aura put onto the battlefield by an effect (not cast) may enchant as it enters: its
    enchant ability and protection decide, not targeting, so hexproof doesn't matter (303.4f,
    702.16c). None if its enchant ability names something else than a permanent (a player)."""
    spec = aura.enchant
    wanted = _ENCHANTED_TYPES.get(spec.type) if spec is not None else None
    if wanted is None:
        return None
    chars = characteristics.compute(game)
    colors, types = aura.color_identity(), aura.types
    return [p for p in game.battlefield if wanted & set(chars[p.oid].types)
            and characteristics.matches(game, chars[p.oid], p, spec.filter, None, controller)  # type: ignore[union-attr]
            and protection.protected_from(chars[p.oid].keywords, colors, types) is None]
