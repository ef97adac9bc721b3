"""The replacement and prevention vocabulary of Magic cards (614, 615): data schemas only.

These are effects like any other (`do:` names the kind) and join the union in
judge/cards/mtg_effects.py. As a card's static ability they apply for as long
as the permanent is on the battlefield (Furnace of Rath, Rest in Peace,
Hardened Scales); as the effect of a resolving spell or ability they create a
shield that lasts this turn (Fog, Healing Salve, Master Healer). The engine
side is judge/mtg/replacement/.

Every effect names the event it watches, which objects or players it watches
it for, and how it modifies it:

  replace_damage          damage from `source` to `to`: `modify` (double, plus N, set N)
  prevent_damage          prevent `amount` (a number or all) of the damage to `to` (615)
  replace_zone_change     an object that would be put into `to_zone` goes to `instead` (614.1a)
  enter_modified          permanents matching `what` enter tapped and/or with counters (614.1c-d)
  replace_counters        counters put on permanents matching `what`: `modify` (614.16)
  replace_tokens          tokens created under `for`'s control: `modify` (614.16)
  replace_life_gain       life gained by `who`: `modify`
  self_replace_damage     the resolving spell's own damage becomes `amount` if `condition` (614.15)
  damage_cant_be_prevented  damage can't be prevented (615.12)
  cant_gain_life          a "can't" effect (614.17, 119.7): not a replacement effect
  exile_graveyards        exile every card from every graveyard (a one-shot effect)
"""

from typing import Annotated, Literal, Self, get_args

from pydantic import Field, NonNegativeInt, PositiveInt, model_validator

from judge.cards.mtg_common import Duration, ObjectFilter, Ref, _Schema
from judge.scenario.errors import Invalid, T

# How long a replacement or prevention effect lasts; its `next_turn` runs to the end of that turn.
ShieldLasting = Annotated[Duration, Field(description=(
    "how long it lasts: `end_of_turn` (until the cleanup step), `static` (while its source is on the battlefield), "
    "`permanent` (for the rest of the game) or `next_turn` (until the end of its controller's next turn)"))]


class Plus(_Schema):
    """That much plus N instead (Torbran, Hardened Scales)."""

    plus: int


class SetTo(_Schema):
    """Exactly N instead, whatever the original amount (e.g. 'gains no life instead' is set 0)."""

    set: NonNegativeInt


Modify = Literal["double"] | Plus | SetTo


class Watched(_Schema):
    """Which players and permanents an effect watches, relative to its controller ("you").

    `players`: all, you, opponents or none. `permanents`: a filter (its
    `controller: you/opponent` is relative to the effect's controller), or null
    for no permanents at all.
    """

    players: Literal["all", "you", "opponents", "none"] = "all"
    permanents: ObjectFilter | None = Field(default_factory=ObjectFilter)


class ReplaceDamage(_Schema):
    """If a matching source would deal damage to a watched recipient, it deals modified damage instead."""

    do: Literal["replace_damage"]
    source: ObjectFilter = Field(default_factory=ObjectFilter,
                                 description="which sources (colors, types, controller: you/opponent)")
    to: Watched = Field(default_factory=Watched, description="whose damage is watched: players and permanents")
    combat: bool | None = Field(None, description="true: combat damage only; false: noncombat only")
    modify: Modify = Field(description="the new amount: `double`, `{plus: N}` or `{set: N}`")
    duration: ShieldLasting = "static"


class PreventDamage(_Schema):
    """Prevention (615). From a static ability it applies to each event (615.10); from a
    resolving spell or ability it is a shield locked to `to` with a budget (615.7), or
    `next_instance` prevents the next damage from one source whatever its amount (615.8)."""

    do: Literal["prevent_damage"]
    amount: PositiveInt | Literal["all"] = Field(description="how much damage is prevented, or `all`")
    to: Ref | Watched = Field(default_factory=Watched, description="a reference (locked when the shield is created) "
                                                    "or the players and permanents watched")
    source: ObjectFilter = Field(default_factory=ObjectFilter, description="only damage from such sources")
    source_choice: bool = Field(False, description='"a source of your choice": one source, chosen as it resolves')
    next_instance: bool = Field(False, description="prevent the next time the source would deal damage (615.8)")
    combat: bool | None = Field(None, description="true: combat damage only; false: noncombat only")
    duration: ShieldLasting = "end_of_turn"


class ReplaceZoneChange(_Schema):
    """If a watched object would be put into `to_zone`, it goes to `instead` (Rest in Peace)."""

    do: Literal["replace_zone_change"]
    what: Literal["cards_and_tokens", "self"] | ObjectFilter = Field("cards_and_tokens",
        description="which cards are watched: `cards_and_tokens`, `self` or a filter")
    to_zone: Literal["graveyard", "exile", "hand", "library"] = Field("graveyard",
        description="the zone they would go to")
    from_zone: Literal["anywhere", "battlefield"] = Field("anywhere",
        description="the zone they would come from: `anywhere` or `battlefield`")
    owner: Literal["anyone", "you", "opponent"] = Field("anyone",
        description="whose cards: `anyone`, `you` or `opponent`")
    instead: Literal["graveyard", "exile", "hand", "library"] = Field(description="the zone they go to instead")
    duration: ShieldLasting = "static"


class EnterModified(_Schema):
    """Matching permanents enter tapped and/or with counters (614.1c, 614.1d)."""

    do: Literal["enter_modified"]
    what: Literal["self"] | ObjectFilter = Field("self", description="what enters modified: `self` or a filter")
    tapped: bool = Field(False, description="it enters tapped")
    counters: dict[str, PositiveInt] = Field(default_factory=dict,
        description="it enters with these counters, e.g. {\"+1/+1\": 2}")
    duration: ShieldLasting = "static"

    @model_validator(mode="after")
    def _does_something(self) -> Self:
        if not self.tapped and not self.counters:
            raise Invalid(T("enter_modified needs `tapped: true` or some `counters`"),
                          T("add {tapped} or {counters}", tapped="'tapped: true'",
                                                counters="'counters: {kind: number}'"))
        return self


class ReplaceCounters(_Schema):
    """If counters would be put on a matching permanent, a modified number is put on it instead."""

    do: Literal["replace_counters"]
    what: ObjectFilter = Field(default_factory=ObjectFilter, description="the permanents watched")
    counter: str | None = Field(None, description='only this kind, e.g. "+1/+1"; absent: any kind')
    modify: Modify = Field(description="the new number: `double`, `{plus: N}` or `{set: N}`")
    duration: ShieldLasting = "static"


class ReplaceTokens(_Schema):
    """If an effect would create tokens under a watched player's control, it creates a modified number."""

    do: Literal["replace_tokens"]
    for_: Literal["you", "opponents", "all"] = Field("you", alias="for",
        description="whose tokens: `you`, `opponents` or `all`")
    modify: Modify = Field(description="the new number: `double`, `{plus: N}` or `{set: N}`")
    duration: ShieldLasting = "static"


class ReplaceLifeGain(_Schema):
    """If a watched player would gain life, they gain a modified amount instead."""

    do: Literal["replace_life_gain"]
    who: Literal["you", "opponents", "all"] = Field("you", description="whose life gain: `you`, `opponents` or `all`")
    modify: Modify = Field(description="the new amount: `double`, `{plus: N}` or `{set: N}`")
    duration: ShieldLasting = "static"


class CountCondition(_Schema):
    """True while the controller controls at least `at_least` permanents matching `filter`."""

    filter: ObjectFilter
    at_least: PositiveInt


class SelfReplaceDamage(_Schema):
    """The spell's own damage is `amount` instead when `condition` holds (614.15, e.g. metalcraft)."""

    do: Literal["self_replace_damage"]
    amount: NonNegativeInt = Field(description="the damage dealt instead when the condition holds")
    condition: CountCondition = Field(description="how many permanents of a filter must be on the battlefield")


class DamageCantBePrevented(_Schema):
    """Damage can't be prevented (615.12): prevention effects apply but prevent nothing."""

    do: Literal["damage_cant_be_prevented"]
    scope: Literal["all", "this_source"] = Field(
        "all", description="all damage, or only damage from this permanent or spell")
    duration: ShieldLasting = "end_of_turn"


class CantGainLife(_Schema):
    """The watched players can't gain life (119.7): a "can't" effect, never a replacement (614.17)."""

    do: Literal["cant_gain_life"]
    who: Literal["you", "opponents", "all"] = Field("all",
        description="who can't gain life: `you`, `opponents` or `all`")
    duration: ShieldLasting = "end_of_turn"


class ExileGraveyards(_Schema):
    """Exile every card in every graveyard (Rest in Peace's enters ability)."""

    do: Literal["exile_graveyards"]


REPLACEMENT_EFFECTS = (
    ReplaceDamage | PreventDamage | ReplaceZoneChange | EnterModified | ReplaceCounters
    | ReplaceTokens | ReplaceLifeGain | SelfReplaceDamage | DamageCantBePrevented | CantGainLife
    | ExileGraveyards
)

# The `do:` of each kind above: a permanent with one of them in a static ability, or an effect left
# by a resolving one, is what lets the engine's replacement machinery modify an event at all.
REPLACEMENT_KINDS = frozenset(get_args(model.model_fields["do"].annotation)[0]
                              for model in get_args(REPLACEMENT_EFFECTS))
