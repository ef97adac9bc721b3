"""Targets (115): what a spell or ability may target, and whether a target is still legal (608.2b).

A target is legal on resolution only if it is still the same object in the
same zone (400.7) and still meets every requirement, including protection,
hexproof and shroud (702.16, 702.11, 702.18).
"""

from __future__ import annotations

from judge.cards.mtg_effects import TargetSpec
from judge.cards.mtg_model import ActivatedAbility, TriggeredAbility
from judge.events import CardName, Requirement
from judge.mtg import characteristics, protection
from judge.mtg.modal import target_specs
from judge.mtg.state import Game, Permanent, StackObject, Target

PERMANENT_TYPES = {
    "creature": {"Creature"}, "artifact": {"Artifact"}, "enchantment": {"Enchantment"},
    "land": {"Land"}, "planeswalker": {"Planeswalker"},
    "artifact_or_enchantment": {"Artifact", "Enchantment"},
    "artifact_creature_or_land": {"Artifact", "Creature", "Land"},
    "creature_or_planeswalker": {"Creature", "Planeswalker"},
}


def specs(obj: StackObject) -> list[TargetSpec]:
    """The target requirements of a spell or ability (of a modal one: its chosen modes', 700.2c)."""
    chosen = target_specs(obj)
    if chosen is not None:
        return chosen
    if obj.delayed is not None:  # it targets nothing: it refers to the objects it was created about (603.7c)
        return []
    if obj.kind == "spell":
        if obj.card.enchant is not None:
            return [obj.card.enchant]
        return list(obj.card.spell.targets) if obj.card.spell else []
    ability = obj.card.abilities[obj.ability_index]
    if isinstance(ability, ActivatedAbility | TriggeredAbility):
        return list(ability.targets)
    return []


def _source_qualities(game: Game, obj: StackObject) -> tuple[list[str], list[str]]:
    """The colors and card types of what targets: the spell, or the ability's source as it is now
    (or as it last existed on the battlefield, 113.7a)."""
    if obj.kind != "spell" and obj.source is not None:
        source = game.permanent(obj.source)
        chars = characteristics.of(game, source) if source is not None else game.last_known.get(obj.source)
        if chars is not None:
            return list(chars.colors), list(chars.types)
    return obj.card.color_identity(), list(obj.card.types)


def _protection_reason(game: Game, permanent: Permanent, obj: StackObject) -> str | None:
    """Why `obj` can't target this permanent because of hexproof, shroud or protection (702.16b)."""
    keywords = characteristics.of(game, permanent).keywords
    if "shroud" in keywords:
        return "shroud"
    if "hexproof" in keywords and obj.controller != permanent.controller:
        return "hexproof"
    colors, types = _source_qualities(game, obj)
    return protection.protected_from(keywords, colors, types)


def _graveyard_card_problem(game: Game, obj: StackObject, target: Target, spec: TargetSpec) -> str | None:
    """A card in a graveyard: still the same card in that graveyard (a card exiled in response is a new
    object elsewhere, 400.7, 608.2b), of the wanted types, in the wanted player's graveyard."""
    if target.kind != "card":
        return "wrong_type"
    found = game.graveyard_card(target.ref)
    if found is None or found[1].zone_changes != target.zone_changes:
        return "gone"
    if spec.type != "card_in_graveyard":
        return "wrong_type"  # "target creature" means a permanent (115.1), never a card in a graveyard
    owner, card = found
    flt = spec.filter
    if flt.controller == "you" and owner.name != obj.controller:
        return "not_your_graveyard"  # "from your graveyard"
    if flt.controller == "opponent" and owner.name == obj.controller:
        return "not_opponents_graveyard"  # "from an opponent's graveyard"
    types = set(card.card.types)
    if (flt.types and types.isdisjoint(flt.types)) or types & set(flt.not_types):
        return "wrong_type"
    if flt.subtypes and set(card.card.subtypes).isdisjoint(flt.subtypes):
        return "wrong_type"
    colors = set(card.card.color_identity())
    if (flt.colors and colors.isdisjoint(flt.colors)) or colors & set(flt.not_colors):
        return "wrong_type"
    return None


def check(game: Game, obj: StackObject, target: Target, spec: TargetSpec) -> str | None:
    """None if the target is legal for `obj` now, else the reason it is not."""
    if target.kind == "card" or spec.type == "card_in_graveyard":
        return _graveyard_card_problem(game, obj, target, spec)
    if target.kind == "player":
        player = next((p for p in game.players if p.name == target.ref), None)
        if player is None or player.lost:
            return "gone"
        if spec.type in ("player", "any", "creature_or_player"):
            return None
        if spec.type == "opponent":
            return None if player.name != obj.controller else "not_an_opponent"
        return "wrong_type"
    if target.kind == "stack":
        other = game.stack_object(target.ref)
        if other is None or other.zone_changes != target.zone_changes:
            return "gone"
        if spec.type == "spell":
            return None if other.kind == "spell" else "wrong_type"
        if spec.type == "ability":
            return None if other.kind != "spell" else "wrong_type"
        return "wrong_type"  # "target creature" and the like mean permanents, never a spell (115.2)
    permanent = game.permanent(target.ref)
    if permanent is None or permanent.zone_changes != target.zone_changes:
        return "gone"
    chars = characteristics.of(game, permanent)
    wanted = PERMANENT_TYPES.get(spec.type)
    if spec.type in ("any", "creature_or_player"):
        wanted = {"Creature", "Planeswalker", "Battle"} if spec.type == "any" else {"Creature"}
    if wanted and not wanted & set(chars.types):
        return "wrong_type"
    if spec.type in ("player", "opponent", "spell", "ability"):
        return "wrong_type"
    if spec.filter.controller == "you" and permanent.controller != obj.controller:
        return "not_yours"  # "target creature you control" (an equip ability, 702.6a)
    source = game.permanent(obj.source) if obj.source else None
    if not characteristics.matches(game, chars, permanent, spec.filter, source, obj.controller):
        return "wrong_type"
    return _protection_reason(game, permanent, obj)


def requirement(spec: TargetSpec) -> Requirement:
    """The target requirement as rulings carry it; the renderer words it in each language."""
    flt = spec.filter
    combat = ("attacking_or_blocking" if flt.in_combat else "attacking" if flt.attacking
              else "blocking" if flt.blocking else None)
    return Requirement(spec.type, tuple(flt.types), tuple(flt.not_types), tuple(flt.colors), tuple(flt.not_colors),
                       flt.tapped, combat)


def requirement_text(spec: TargetSpec) -> str:
    """The target requirement in English words, e.g. 'nonartifact, nonblack creature' or 'tapped creature',
    for error messages in English; rulings carry `requirement`."""
    flt = spec.filter
    words = [f"non{t.lower()}" for t in flt.not_types] + [f"non{c}" for c in flt.not_colors]
    words += [c for c in flt.colors] + [t.lower() for t in flt.types]
    if flt.tapped is not None:
        words.append("tapped" if flt.tapped else "untapped")
    if flt.in_combat:
        words.append("attacking or blocking")
    elif flt.attacking:
        words.append("attacking")
    elif flt.blocking:
        words.append("blocking")
    noun = {"artifact_creature_or_land": "artifact, creature or land",
            "card_in_graveyard": "card in a graveyard"}.get(spec.type, spec.type.replace("_", " "))
    return ", ".join([*words[:-1], f"{words[-1]} {noun}"]) if words else noun


def legal_targets(game: Game, obj: StackObject) -> list[Target | None]:
    """Each target of `obj` if still legal, else None (608.2b)."""
    requirements = specs(obj)
    result: list[Target | None] = []
    for index, target in enumerate(obj.targets):
        spec = requirements[min(index, len(requirements) - 1)] if requirements else None
        if spec is None or check(game, obj, target, spec) is None:
            result.append(target)
        else:
            result.append(None)
    return result


# The target types that can name a player, a spell or ability on the stack, and those that never
# name a permanent (`check` says "wrong_type" for any other pairing, 115.1, 115.2): a "target
# player" trigger is not checked against each of the other triggers on the stack (with a thousand
# of them, that made a board wipe grow with the cube of the board).
PLAYER_TARGETS = frozenset({"player", "opponent", "any", "creature_or_player"})
STACK_TARGETS = frozenset({"spell", "ability"})
NO_PERMANENT_TARGETS = frozenset({"player", "opponent", "spell", "ability", "card_in_graveyard"})


def candidates(game: Game, obj: StackObject, spec: TargetSpec) -> list[Target]:
    """Every legal target for one target requirement of `obj`, now."""
    if spec.type == "card_in_graveyard":
        found = [Target("card", c.oid, c.zone_changes, c.card.name) for p in game.players for c in p.graveyard]
        return [t for t in found if check(game, obj, t, spec) is None]
    found = [Target("player", p.name, name=p.name) for p in game.players if not p.lost] \
        if spec.type in PLAYER_TARGETS else []
    if spec.type not in NO_PERMANENT_TARGETS:
        found += [Target("permanent", p.oid, p.zone_changes, p.card.name) for p in game.battlefield]
    if spec.type in STACK_TARGETS:
        found += [Target("stack", s.oid, s.zone_changes, s.card.name) for s in game.stack]
    return [t for t in found if check(game, obj, t, spec) is None]


def describe(game: Game, target: Target) -> str:
    """A target's name for messages (the card name, or the player's name)."""
    if target.kind == "player":
        return target.ref
    if target.kind == "card":
        return CardName(target.name)
    obj = game.permanent(target.ref) or game.stack_object(target.ref)
    return obj.name if obj else CardName(target.name) if target.name else target.ref
