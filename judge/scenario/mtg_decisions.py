"""Declarations and decisions of a Magic scenario, shared by `combat:`, `choices:` and `actions:`."""

from typing import Literal

from pydantic import Field, NonNegativeInt

from judge.scenario.common import Strict, new_dict


class AttackSpec(Strict):
    creature: str
    attacks: str | None = Field(None, description="a player or planeswalker; default: the opponent")


class BlockSpec(Strict):
    creature: str
    blocks: str


class ChoicesSpec(Strict):
    """Answers to decisions; anything not answered takes the documented default."""

    damage_assignment: dict[str, dict[str, NonNegativeInt]] = Field(default_factory=new_dict)
    replacement_order: dict[str, list[str]] = Field(default_factory=new_dict)
    trigger_order: dict[str, list[str]] = Field(
        default_factory=new_dict, description="addition: player -> sources of their triggers, first on the stack first")
    legend_rule: dict[str, str] = Field(
        default_factory=new_dict, description="addition: player -> the id of the legendary permanent to keep")
    discard: dict[str, list[str]] = Field(
        default_factory=new_dict, description="addition: player -> names of the cards they discard")
    shield_order: dict[str, list[str]] = Field(
        default_factory=new_dict, description="addition: a player or permanent with a 'prevent the next N damage' "
        "shield -> the sources of simultaneous damage to it, in the order their damage meets the shield (615.7)")
    prevention_source: dict[str, str] = Field(
        default_factory=new_dict, description="addition: the card whose 'a source of your choice' shield is created "
        "(name or id) -> the chosen source, a spell on the stack or a permanent (name or id), chosen as the shield "
        "is created (609.7a)")
    search: dict[str, str] = Field(
        default_factory=new_dict, description="addition: the card whose effect searches a library (Rampant Growth, "
        "Diabolic Tutor) -> the name of the card found; default: the first matching card from the top (701.23)")
    scry: dict[str, list[str]] = Field(
        default_factory=new_dict, description="addition: the card whose effect scries -> the names of the cards "
        "seen that go to the bottom of the library; default: none, all stay on top in their order (701.22a)")
    copy_of: dict[str, str] = Field(
        default_factory=new_dict, description="addition: a card that may enter as a copy (Clone) -> the permanent it "
        "copies (id or name), or 'none' to enter as itself; default: the first matching permanent listed")
    tap_or_untap: dict[str, Literal["tap", "untap"]] = Field(
        default_factory=new_dict, description="addition: a 'tap or untap' card (Twiddle) -> what its controller "
        "chooses; default: tap an untapped target, untap a tapped one")
    optional: dict[str, bool] = Field(
        default_factory=new_dict, description="addition: the source of a 'you may' triggered ability (id or card "
        "name) -> true (its controller does it, or pays) or false (declines); default: true when they can (603.5)")
    trigger_mode: dict[str, int | list[int]] = Field(
        default_factory=new_dict, description="addition: the source of a modal triggered ability (id or card name) -> "
        "its mode, counting from 1 (a list for 'choose two'), chosen as it goes on the stack (603.3c); a mode "
        "without legal targets can't be chosen (700.2b); default: the card's default_mode, else the first that can")
