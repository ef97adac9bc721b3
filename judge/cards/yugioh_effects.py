"""The structured effect vocabulary of Yu-Gi-Oh! cards (data schemas only; behaviour is in judge.yugioh).

A card has a list of effects. Each effect says how it is used (`kind`), when it
may be activated (`when`, `timing`), what must be paid (`cost`), what it targets
(`target`) and what it does (`actions`, each a mapping with a `do:` key). Adding
a card that uses known effects needs no Python; a new kind of action means one
schema class here and one handler in judge/yugioh/effects.py (a test checks
that every schema has a handler).

Groups of cards (`what`) are words:
  target               the effect's target (chosen on activation)
  self                 the card the effect belongs to
  equipped             the monster this Equip Spell is equipped to
  all_monsters         every monster on the field
  opponent_monsters    every monster the opponent of the effect's controller controls
  opponent_attack_position_monsters, opponent_face_down_monsters
  responded_to         the summon or activation this Chain Link responds to
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt

from judge.limits import Count

Group = Literal[
    "target", "self", "equipped", "all_monsters", "opponent_monsters",
    "opponent_attack_position_monsters", "opponent_face_down_monsters", "responded_to",
]
Event = Literal[
    "opponent_attack_declared",  # "when an opponent's monster declares an attack"
    "opponent_summoned",  # "when your opponent Normal or Flip Summons a monster" (see `summon_methods`)
    "summon_attempt",  # "when a monster would be Summoned" (summon negation)
    "spell_trap_activated",  # "when a Spell/Trap Card is activated"
    "trap_activated",  # "when a Trap Card is activated"
    "sent_from_field_to_graveyard",  # this card goes from the field to the Graveyard
    "destroyed",  # this card is destroyed (by battle or by a card effect)
]
Timing = Literal["your_main_phase", "opponent_battle_phase"]


class _Schema(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class TargetSpec(_Schema):
    """What the effect targets when it is activated (one card)."""

    what: Literal["monster", "opponent_monster", "face_up_monster", "spell_trap",
                  "monster_in_graveyard", "attacking_monster", "summoned_monster"]


class PayLifePoints(_Schema):
    """A cost: pay Life Points, a number or `half` (of the current Life Points, rounded down)."""

    pay_lp: NonNegativeInt | Literal["half"]


class TributeCost(_Schema):
    """A cost: Tribute monsters you control."""

    tribute: NonNegativeInt


class DiscardCost(_Schema):
    """A cost: discard cards from your hand."""

    discard: NonNegativeInt


Cost = PayLifePoints | TributeCost | DiscardCost


class _Action(_Schema):
    if_previous: bool = Field(False, description="only if the previous action happened ('and if you do')")


class Destroy(_Action):
    do: Literal["destroy"]
    what: Group = Field("target",
        description=("which cards: `target` (chosen on activation), `self`, `equipped`, `all_monsters`, "
                     "`opponent_monsters`, `opponent_attack_position_monsters`, `opponent_face_down_monsters` or "
                     "`responded_to` (the card whose activation this responds to)"))


class Banish(_Action):
    do: Literal["banish"]
    what: Group = Field("target",
        description=("which cards: `target` (chosen on activation), `self`, `equipped`, `all_monsters`, "
                     "`opponent_monsters`, `opponent_attack_position_monsters`, `opponent_face_down_monsters` or "
                     "`responded_to` (the card whose activation this responds to)"))


class ReturnToHand(_Action):
    do: Literal["return_to_hand"]
    what: Group = Field("target",
        description=("which cards: `target` (chosen on activation), `self`, `equipped`, `all_monsters`, "
                     "`opponent_monsters`, `opponent_attack_position_monsters`, `opponent_face_down_monsters` or "
                     "`responded_to` (the card whose activation this responds to)"))


class PlaceOnTopOfDeck(_Action):
    do: Literal["place_on_top_of_deck"]
    what: Group = Field("self",
        description=("which cards: `target` (chosen on activation), `self`, `equipped`, `all_monsters`, "
                     "`opponent_monsters`, `opponent_attack_position_monsters`, `opponent_face_down_monsters` or "
                     "`responded_to` (the card whose activation this responds to)"))


class Draw(_Action):
    do: Literal["draw"]
    count: Count = Field(1, description="how many cards its controller draws")


class SpecialSummonTarget(_Action):
    """Special Summon the targeted monster (from a Graveyard) to the controller's field."""

    do: Literal["special_summon"]
    what: Literal["target"] = Field("target", description="the monster Special Summoned: the effect's `target`")


class FusionSummon(_Action):
    """Fusion Summon a Fusion Monster from the Extra Deck, its Fusion Materials from hand or field."""

    do: Literal["fusion_summon"]


class TakeControl(_Action):
    do: Literal["take_control"]
    what: Literal["target"] = Field("target", description="the monster taken: the effect's `target`")
    until: Literal["end_phase"] = Field("end_phase", description="when control returns: `end_phase` (of this turn)")


class ChangeToFaceUp(_Action):
    """Flip face-down monsters face-up (they keep their battle position; no Flip Summon)."""

    do: Literal["flip_face_up"]
    what: Group = Field("opponent_face_down_monsters",
        description=("which cards: `target` (chosen on activation), `self`, `equipped`, `all_monsters`, "
                     "`opponent_monsters`, `opponent_attack_position_monsters`, `opponent_face_down_monsters` or "
                     "`responded_to` (the card whose activation this responds to)"))


class ModifyStats(_Action):
    """ATK/DEF changes; from a continuous effect while its card is face-up on the field."""

    do: Literal["modify_stats"]
    atk: int = Field(0, description="added to ATK (negative: subtracted)")
    def_: int = Field(0, alias="def", description="added to DEF (negative: subtracted)")
    what: Group | Literal["monsters_of_type"] = Field("equipped",
        description=("which cards: `target` (chosen on activation), `self`, `equipped`, `all_monsters`, "
                     "`opponent_monsters`, `opponent_attack_position_monsters`, `opponent_face_down_monsters` or "
                     "`responded_to` (the card whose activation this responds to), or `monsters_of_type` (with "
                     "`types`)"))
    types: list[str] = Field(default_factory=list, description="monster Types for `monsters_of_type`")

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)


class InflictDamage(_Action):
    """Damage to a duelist, or to both at the same time; `target_atk`: the target's ATK, as it
    last was on the field if an earlier action of this effect sent it away (Ring of Destruction)."""

    do: Literal["inflict_damage"]
    to: Literal["opponent", "controller", "both"] = Field("opponent",
        description="who takes the damage: `opponent`, `controller` or `both`")
    amount: NonNegativeInt | Literal["target_atk"] = Field(
        description="how much damage, or `target_atk` (the target's ATK)")


class GainStats(_Action):
    """ATK/DEF changes applied when the effect resolves, until the end of this turn (Rush Recklessly)."""

    do: Literal["gain_stats"]
    atk: int = Field(0, description="ATK gained until the end of the turn (negative: lost)")
    def_: int = Field(0, alias="def", description="DEF gained until the end of the turn (negative: lost)")
    what: Literal["target"] = Field("target", description="the monster: the effect's `target`")

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)


class NegateAttack(_Action):
    do: Literal["negate_attack"]


class EndBattlePhase(_Action):
    do: Literal["end_battle_phase"]


class Negate(_Action):
    """Negate the summon or activation this Chain Link responds to."""

    do: Literal["negate"]
    what: Literal["responded_to"] = Field("responded_to",
        description="what is negated: `responded_to` (the activation this Chain Link responds to)")


class CantDeclareAttacks(_Action):
    """A continuous effect: the opponent's monsters can't declare an attack."""

    do: Literal["cant_declare_attacks"]
    who: Literal["opponent"] = Field("opponent", description="who can't declare attacks: `opponent`")


class NormalSummonNow(_Action):
    """Right after this effect resolves, the controller Normal Summons or Sets a monster (an extra one)."""

    do: Literal["normal_summon_now"]


class DestroySelfAfterOpponentTurns(_Action):
    """A lingering effect: this card is destroyed in the opponent's Nth End Phase after activation."""

    do: Literal["destroy_self_after_opponent_turns"]
    turns: NonNegativeInt = Field(3, description="after how many of the opponent's turns the card is destroyed")


class WinWithPieces(_Action):
    """A rule of the card: having it and the named cards in hand wins the Duel."""

    do: Literal["win_with_pieces"]
    pieces: list[str] = Field(description="the card names that must all be in the hand")


Action = Annotated[
    Destroy | Banish | ReturnToHand | PlaceOnTopOfDeck | Draw | SpecialSummonTarget | FusionSummon
    | TakeControl | ChangeToFaceUp | ModifyStats | GainStats | InflictDamage | NegateAttack | EndBattlePhase
    | Negate | CantDeclareAttacks | NormalSummonNow | DestroySelfAfterOpponentTurns | WinWithPieces,
    Field(discriminator="do"),
]


class CardEffect(_Schema):
    """One effect of a card.

    kind:
      activation   what activating this Spell/Trap Card does (Normal, Quick-Play, Equip ...)
      continuous   applies while the card is face-up on the field (no Chain)
      lingering    applies after activation while the card stays on the field (no Chain)
      flip         a Flip effect: activates when the monster is flipped face-up
      trigger      activates when `when` happens to this card
      quick        an effect of a face-up card that its controller may activate (Spell Speed 2)
      rule         a rule of the card itself (Exodia), never activated
    """

    kind: Literal["activation", "continuous", "lingering", "flip", "trigger", "quick", "rule"]
    when: list[Event] = Field(default_factory=list, description="the event that allows activation")
    timing: list[Timing] = Field(default_factory=list, description="phases in which it may be activated")
    summon_methods: list[Literal["normal", "tribute", "flip", "special"]] = Field(
        default_factory=list, description="for `opponent_summoned`: which summons")
    min_atk: NonNegativeInt | None = Field(None, description="for `opponent_summoned`: the monster's ATK at least")
    optional: bool = Field(False, description="a trigger its controller may decline ('you can')")
    cost: list[Cost] = Field(default_factory=list)
    target: TargetSpec | None = None
    actions: list[Action] = Field(default_factory=list)
