"""The structured effect vocabulary of Magic cards (data schemas only; behaviour is in judge.mtg).

Each effect is a mapping with a `do:` key naming its kind. Adding a card that
uses known effects needs no Python; adding a new kind of effect means one
schema class here and one handler in judge/mtg/effects.py (a test checks
that every schema has a handler).

Object references (`who`, `to`, `what`) are either a word or an `each:` filter:
  target, target2, target3   the spell's/ability's first, second, third target
  self                       the permanent (or spell) the ability belongs to
  controller                 the controller of the spell or ability ("you")
  each_opponent, each_player players
  enchanted, equipped        the permanent this Aura/Equipment is attached to
  it                         the object the trigger event is about
  {each: {...filter...}}     every permanent matching the filter
"""

from typing import Annotated, Literal, Self

from pydantic import Field, NonNegativeInt, model_validator

# The building blocks live in a leaf module; they are re-exported here for existing importers.
from judge.cards.mtg_common import (  # noqa: F401
    CardType,
    Color,
    Duration,
    Each,
    ObjectFilter,
    Ref,
    TargetSpec,
    _Schema,
)
from judge.cards.mtg_replacement import REPLACEMENT_EFFECTS
from judge.limits import Count

# The field types most effects share, each with its one description (the editor schema shows it).
ObjectRef = Annotated[Ref, Field(description=(
    "which object: `target` (`target2`, `target3` for the later targets), `self`, `enchanted` or `equipped` (what "
    "the source is attached to), `it` (what the trigger is about), or `{each: filter}` (every permanent that "
    "matches)"))]
PlayerRef = Annotated[Ref, Field(description=(
    "which player: `controller` (who controls the spell or ability), `each_opponent`, `each_player`, `target` (a "
    "targeted player) or `it` (the player the trigger is about)"))]
Lasting = Annotated[Duration, Field(description=(
    "how long it lasts: `end_of_turn` (until the cleanup step), `static` (while its source is on the battlefield), "
    "`permanent` (for the rest of the game) or `next_turn` (until its controller's next turn begins)"))]


class DealDamage(_Schema):
    do: Literal["deal_damage"]
    amount: NonNegativeInt | Literal["X"] = Field(description="how much damage; `X` is the spell's or ability's X")
    to: Ref = Field("target",
        description=("who or what is dealt the damage: `target` (`target2`, `target3` for the later targets), `self`,"
                     " `enchanted` or `equipped` (what the source is attached to), `it` (what the trigger is about), "
                     "or `{each: filter}` (every permanent that matches); a player by `controller` or `each_opponent`"))


class DealDamageDivided(_Schema):
    """'Deals N damage divided as you choose among one, two or three targets' (Arc Lightning): among
    all the spell's or ability's targets. The division is announced as it is cast, each target
    getting at least 1 (601.2d); a target illegal on resolution doesn't get its share, and the
    others' shares stay as announced (608.2b)."""

    do: Literal["deal_damage_divided"]
    amount: NonNegativeInt | Literal["X"] = Field(
        description="the damage divided among the targets; `X` is the spell's or ability's X")


class ModifyPT(_Schema):
    """+N/+N or -N/-N (layer 7c)."""

    do: Literal["modify_pt"]
    power: int = Field(0, description="added to power (negative: subtracted)")
    toughness: int = Field(0, description="added to toughness (negative: subtracted)")
    who: ObjectRef = "target"
    duration: Lasting = "end_of_turn"


class SetBasePT(_Schema):
    """Base power and toughness become N/N, or each its own mana value (Opalescence) (layer 7b)."""

    do: Literal["set_base_pt"]
    power: int | Literal["mana_value"] = Field(
        description="the new base power, or `mana_value`: each object's own mana value (Opalescence)")
    toughness: int | Literal["mana_value"] = Field(
        description="the new base toughness, or `mana_value` (then power is `mana_value` too)")
    who: ObjectRef = "target"
    duration: Lasting = "end_of_turn"

    @model_validator(mode="after")
    def _both_or_neither(self) -> Self:
        if (self.power == "mana_value") != (self.toughness == "mana_value"):
            raise ValueError("power and toughness are both 'mana_value' or both numbers")
        return self


class GrantKeywords(_Schema):
    """Gains abilities (layer 6)."""

    do: Literal["grant_keywords"]
    keywords: list[str] = Field(description="the keywords gained, e.g. [flying, haste]")
    who: ObjectRef = "target"
    duration: Lasting = "end_of_turn"


class LoseAbilities(_Schema):
    """Loses all abilities (layer 6)."""

    do: Literal["lose_abilities"]
    who: ObjectRef = "target"
    duration: Lasting = "end_of_turn"


class LoseKeywords(_Schema):
    """Loses some abilities only ("loses flying", layer 6); the others stay."""

    do: Literal["lose_keywords"]
    keywords: list[str] = Field(min_length=1, description="the keywords lost, e.g. [flying]")
    who: ObjectRef = "target"
    duration: Lasting = "end_of_turn"


class SwitchPT(_Schema):
    """Power and toughness switched (layer 7d, 613.4d): after every other change to them."""

    do: Literal["switch_pt"]
    who: ObjectRef = "target"
    duration: Lasting = "end_of_turn"


class GainControl(_Schema):
    """The controller of the spell or ability (or of the Aura, for a static one) controls it (layer 2, 613.1b)."""

    do: Literal["gain_control"]
    who: Ref = Field("target",
        description=("what changes control: `target` (`target2`, `target3` for the later targets), `self`, "
                     "`enchanted` or `equipped` (what the source is attached to), `it` (what the trigger is about), "
                     "or `{each: filter}` (every permanent that matches)"))
    duration: Lasting = "end_of_turn"


class ChangeTypes(_Schema):
    """Type- and color-changing (layers 4 and 5); `additional` keeps the old types."""

    do: Literal["change_types"]
    who: ObjectRef = "target"
    types: list[CardType] = Field(default_factory=list, description="the card types it becomes")
    subtypes: list[str] = Field(default_factory=list, description="the subtypes it becomes, e.g. [Frog]")
    colors: list[Color] | None = Field(None, description="the colors it becomes (absent: its colors stay)")
    additional: bool = Field(True, description="true: in addition to its other types; false: instead of them")
    duration: Lasting = "end_of_turn"


class Destroy(_Schema):
    do: Literal["destroy"]
    what: Ref = Field("target",
        description=("what is destroyed: `target` (`target2`, `target3` for the later targets), `self`, `enchanted` "
                     "or `equipped` (what the source is attached to), `it` (what the trigger is about), or `{each: "
                     "filter}` (every permanent that matches)"))
    no_regeneration: bool = Field(False, description="\"It can't be regenerated\"")


class Exile(_Schema):
    do: Literal["exile"]
    what: Ref = Field("target",
        description=("what is exiled: `target` (`target2`, `target3` for the later targets), `self`, `enchanted` or "
                     "`equipped` (what the source is attached to), `it` (what the trigger is about), or `{each: "
                     "filter}` (every permanent that matches); a card in a graveyard when targeted as "
                     "`card_in_graveyard`"))


class ReturnToHand(_Schema):
    do: Literal["return_to_hand"]
    what: Ref = Field("target",
        description=("what returns to its owner's hand: `target` (`target2`, `target3` for the later targets), "
                     "`self`, `enchanted` or `equipped` (what the source is attached to), `it` (what the trigger is "
                     "about), or `{each: filter}` (every permanent that matches)"))


class ReturnFromGraveyard(_Schema):
    """'Return target creature card from your graveyard to your hand / to the battlefield' (Raise Dead,
    Zombify): `what` is a target of type `card_in_graveyard`. Onto the battlefield it enters under the
    control of the player who put it there (110.2a), or its owner's with `under: owner`."""

    do: Literal["return_from_graveyard"]
    what: Ref = Field("target", description="the card in a graveyard: `target` (a target of type `card_in_graveyard`)")
    to: Literal["hand", "battlefield"] = Field("hand", description="where it goes: `hand` or `battlefield`")
    tapped: bool = Field(False, description="onto the battlefield tapped")
    under: Literal["you", "owner"] = Field("you",
        description="onto the battlefield under the control of `you` (who put it there) or its `owner`")


class Attach(_Schema):
    """'Attach this Equipment to target creature you control' (701.3): it moves onto that object,
    or doesn't move if it couldn't be attached to it (701.3b). Equip (702.6a) is this effect."""

    do: Literal["attach"]
    what: Ref = Field("self", description="the Aura or Equipment attached (usually `self`)")
    to: Ref = Field("target", description="what it is attached to (usually `target`)")


class CounterSpell(_Schema):
    do: Literal["counter"]
    what: Ref = Field("target", description="the spell or ability countered (usually `target`)")


class Draw(_Schema):
    do: Literal["draw"]
    who: PlayerRef = "controller"
    count: Count = Field(1, description="how many cards")


class Mill(_Schema):
    """The player puts the top `count` cards of their library into their graveyard (701.17a)."""

    do: Literal["mill"]
    who: PlayerRef = "controller"
    count: Count = Field(1, description="how many cards from the top of the library")


class Scry(_Schema):
    """The controller looks at the top `count` cards of their library and puts any of them on the
    bottom, the rest back on top (701.22a); which ones: `choices.scry`, default none."""

    do: Literal["scry"]
    count: Count = Field(1, description="how many cards are looked at")


class GainLife(_Schema):
    """`amount: that_much` is the amount of the trigger event (damage dealt, life gained)."""

    do: Literal["gain_life"]
    who: PlayerRef = "controller"
    amount: NonNegativeInt | Literal["that_much"] = Field(
        description="how much life; `that_much` is the amount of the event that triggered it (lifelink-like)")


class LoseLife(_Schema):
    do: Literal["lose_life"]
    who: PlayerRef = "controller"
    amount: NonNegativeInt = Field(description="how much life")


class Discard(_Schema):
    """The player discards `count` cards of their choice (701.9b)."""

    do: Literal["discard"]
    who: PlayerRef = "controller"
    count: Count = Field(1, description="how many cards")


class AdditionalCombatPhase(_Schema):
    """After this main phase, an additional combat phase and (optionally) main phase (500.8)."""

    do: Literal["additional_combat_phase"]
    then_main_phase: bool = Field(True, description="followed by an additional main phase")


class AddCounters(_Schema):
    do: Literal["add_counters"]
    what: Ref = Field("self",
        description=("which permanent gets them: `target` (`target2`, `target3` for the later targets), `self`, "
                     "`enchanted` or `equipped` (what the source is attached to), `it` (what the trigger is about), "
                     "or `{each: filter}` (every permanent that matches)"))
    counter: str = Field("+1/+1", description="the kind of counter, e.g. \"+1/+1\", \"-1/-1\", \"loyalty\"")
    count: NonNegativeInt = Field(1, description="how many counters")


class CreateToken(_Schema):
    do: Literal["create_token"]
    token: str = Field(description="a card name of the library or of the scenario's `cards:`")
    count: Count = Field(1, description="how many tokens")
    who: Ref = Field("controller",
        description=("who creates them (and controls them): `controller` (who controls the spell or ability), "
                     "`each_opponent`, `each_player`, `target` (a targeted player) or `it` (the player the trigger is"
                     " about)"))


class Tap(_Schema):
    do: Literal["tap"]
    what: Ref = Field("target",
        description=("what is tapped: `target` (`target2`, `target3` for the later targets), `self`, `enchanted` or "
                     "`equipped` (what the source is attached to), `it` (what the trigger is about), or `{each: "
                     "filter}` (every permanent that matches)"))


class Untap(_Schema):
    do: Literal["untap"]
    what: Ref = Field("target",
        description=("what is untapped: `target` (`target2`, `target3` for the later targets), `self`, `enchanted` or"
                     " `equipped` (what the source is attached to), `it` (what the trigger is about), or `{each: "
                     "filter}` (every permanent that matches)"))


class TapOrUntap(_Schema):
    """'You may tap or untap target ...': the controller chooses on resolution (`choices.tap_or_untap`)."""

    do: Literal["tap_or_untap"]
    what: Ref = Field("target",
        description=("what is tapped or untapped (its controller's choice, `choices`): `target` (`target2`, `target3`"
                     " for the later targets), `self`, `enchanted` or `equipped` (what the source is attached to), "
                     "`it` (what the trigger is about), or `{each: filter}` (every permanent that matches)"))


class Sacrifice(_Schema):
    do: Literal["sacrifice"]
    what: Ref = Field("self",
        description=("what its controller sacrifices: `target` (`target2`, `target3` for the later targets), `self`, "
                     "`enchanted` or `equipped` (what the source is attached to), `it` (what the trigger is about), "
                     "or `{each: filter}` (every permanent that matches)"))


class Regenerate(_Schema):
    """The next time it would be destroyed this turn, instead ... (701.19)."""

    do: Literal["regenerate"]
    what: Ref = Field("self",
        description=("what gets a regeneration shield: `target` (`target2`, `target3` for the later targets), `self`,"
                     " `enchanted` or `equipped` (what the source is attached to), `it` (what the trigger is about), "
                     "or `{each: filter}` (every permanent that matches)"))


class AddMana(_Schema):
    do: Literal["add_mana"]
    mana: str = Field(description='e.g. "{G}" or "{C}{C}"')


class SearchLibrary(_Schema):
    """Search your library for a card (701.23), put it into your hand or onto the battlefield, then shuffle.

    `filter` (card types, subtypes, colors) and `basic` describe the card; with neither, any card.
    """

    do: Literal["search_library"]
    filter: ObjectFilter = Field(default_factory=ObjectFilter,
        description="the card searched for (card types, subtypes, colors)")
    basic: bool = Field(False, description="a basic card (e.g. 'a basic land card')")
    to: Literal["hand", "battlefield"] = Field("hand", description="where the card found goes: `hand` or `battlefield`")
    tapped: bool = Field(False, description="onto the battlefield tapped")
    who: Ref = Field("controller",
        description=("whose library is searched: `controller` (who controls the spell or ability), `each_opponent`, "
                     "`each_player`, `target` (a targeted player) or `it` (the player the trigger is about)"))


class PlayerRule(_Schema):
    """A rule-changing static effect on players, e.g. Platinum Angel's 'can't lose the game'."""

    do: Literal["player_rule"]
    rule: Literal["cant_lose_the_game", "opponents_cant_win", "no_maximum_hand_size",
                  "play_with_hand_revealed"] = Field(
        description="the rule it changes for the player")
    who: PlayerRef = "controller"


class CombatRestriction(_Schema):
    """'Can't attack', 'can't block', 'can't be blocked' (508.1c, 509.1b) as an effect, not an ability.

    Pacifism's creature keeps all its abilities; the restriction comes from the
    Aura, so losing abilities doesn't lift it (unlike a granted keyword).
    """

    do: Literal["combat_restriction"]
    restriction: Literal["cant_attack", "cant_block", "cant_attack_or_block", "cant_be_blocked"] = Field(
        description="what it can't do: attack, block, either, or be blocked")
    who: ObjectRef = "target"
    duration: Lasting = "end_of_turn"


class ReturnFromExile(_Schema):
    """'Return that card to the battlefield under its owner's control' (a Flicker's delayed part):
    the exiled card comes back as a new object (400.7), under its owner's control unless `under: you`."""

    do: Literal["return_from_exile"]
    what: Ref = Field("it", description="the exiled card: in a delayed trigger, `it`")
    under: Literal["owner", "you"] = Field("owner", description="whose control it returns under")


# What a delayed triggered ability may do later (603.7): the instructions that act on "it".
DelayedEffect = Annotated[
    Sacrifice | Exile | ReturnToHand | Destroy | ReturnFromExile | Draw | GainLife | LoseLife | DealDamage
    | AddCounters | Tap | Untap,
    Field(discriminator="do"),
]


class DelayedTrigger(_Schema):
    """'At the beginning of the next end step, return it / sacrifice it / exile them' (603.7): created as
    the spell or ability resolves, it triggers once, the next time its event happens (603.7b). `about` is
    what its "it" means: the spell's first target (followed to the zone an earlier instruction moved it
    to), the tokens this resolution created, or the source itself; if that object has left the zone it
    was in when the ability was created, the ability does nothing to it (603.7c, 400.7)."""

    do: Literal["delayed_trigger"]
    at: Literal["next_end_step", "your_next_upkeep", "end_of_combat"] = Field(
        "next_end_step", description="the step whose beginning it waits for (once only, 603.7b)")
    about: Literal["target", "created", "self", "it"] = Field(
        "target", description="what its `it` is: the first target (wherever an earlier instruction put it), "
        "the tokens this resolution created, the source, or the object of the trigger event")
    effects: list[DelayedEffect] = Field(min_length=1, description="what it does then, acting on `it` (603.7c)")


# Replacement and prevention effects (614, 615) have their own module (judge/cards/mtg_replacement.py).

Effect = Annotated[
    DealDamage | DealDamageDivided | ModifyPT | SetBasePT | GrantKeywords | LoseAbilities | LoseKeywords | SwitchPT
    | GainControl | ChangeTypes | Destroy
    | Exile | ReturnToHand | ReturnFromGraveyard | Attach | CounterSpell | Draw | Mill | Scry | GainLife | LoseLife
    | AddCounters
    | CreateToken | Tap | Untap | TapOrUntap | Sacrifice | Regenerate | AddMana | PlayerRule | Discard
    | AdditionalCombatPhase | CombatRestriction | SearchLibrary | ReturnFromExile | DelayedTrigger
    | REPLACEMENT_EFFECTS,
    Field(discriminator="do"),
]
