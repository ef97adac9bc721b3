"""Which modes a modal spell or ability has and which targets its chosen modes ask for (700.2),
and which of its effects divides damage among its targets (601.2d): a leaf module, so that
choosing targets (targets.py) and choosing modes (modes.py, which checks the chosen modes'
targets) don't import each other, and so that a ruling asks whether an object is modal or
divides damage without importing modes.py or division.py (start-up: most objects are neither)."""

from __future__ import annotations

from judge.cards.mtg_effects import DealDamageDivided, TargetSpec
from judge.cards.mtg_model import ActivatedAbility, Modal, TriggeredAbility
from judge.mtg.state import StackObject


def modal_of(obj: StackObject) -> Modal | None:
    """The modal text of a spell or activated ability on the stack, or None if it has no modes."""
    if obj.kind == "spell":
        spell = obj.card.spell
        return spell if spell is not None and spell.modes and obj.card.enchant is None else None
    if obj.delayed is not None:  # a delayed triggered ability has no modes of its own (603.7)
        return None
    ability = obj.card.abilities[obj.ability_index]
    return ability if isinstance(ability, ActivatedAbility | TriggeredAbility) and ability.modes else None


def target_specs(obj: StackObject) -> list[TargetSpec] | None:
    """The targets of the chosen modes in printed order (700.2c, 601.2c); None if not modal."""
    modal = modal_of(obj)
    if modal is None or obj.modes is None:
        return None
    return [spec for index in obj.modes for spec in modal.modes[index].targets]


def divided_effect(obj: StackObject) -> DealDamageDivided | None:
    """The 'divided as you choose' damage of a spell or ability, if it has one."""
    if obj.delayed is not None:  # a delayed triggered ability does what its creator said (603.7)
        found = list(obj.delayed.effects)
    elif obj.kind == "spell":
        found = list(obj.card.spell.effects) if obj.card.spell else []
    else:
        ability = obj.card.abilities[obj.ability_index]
        found = list(ability.effects) if isinstance(ability, ActivatedAbility | TriggeredAbility) else []
    return next((e for e in found if isinstance(e, DealDamageDivided)), None)
