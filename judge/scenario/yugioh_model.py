"""The Yu-Gi-Oh! scenario format (scenario-contract.md, "Yu-Gi-Oh!" section)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, NonNegativeInt

from judge.cards.yugioh_model import YugiohCard
from judge.limits import MAX_COUNT, Count, LifePoints
from judge.scenario.common import Expect, LocalizedText, Strict, named, new_dict, new_list
from judge.scenario.yugioh_actions import Action, AttackSpec, ChainSummonSpec, SummonSpec

Phase = Literal["draw", "standby", "main1", "battle", "main2", "end"]


class MonsterSpec(Strict):
    card: str
    id: str | None = None
    position: Literal["attack", "defense", "set"] = "attack"
    attacked: bool = Field(False, description="addition: already attacked this turn")
    summoned_this_turn: bool = Field(False, description="addition: was Normal/Flip Summoned this turn")
    position_changed: bool = Field(False, description="addition: battle position already changed this turn")
    owner: str | None = Field(None, description="addition: the duelist who owns it, when the other one "
                              "controls it (taken with Change of Heart); default: its controller")


class SpellTrapSpec(Strict):
    card: str
    id: str | None = None
    set: bool = False
    equipped_to: str | None = None
    set_this_turn: bool = Field(False, description="addition: a Trap set this turn cannot be activated")
    opponent_end_phases: NonNegativeInt = Field(
        0, description="addition: the opponent's End Phases this card has counted (Swords of Revealing Light)")


class CardSpec(Strict):
    card: str
    id: str | None = None


MonsterEntry = named(MonsterSpec)
SpellTrapEntry = named(SpellTrapSpec)
CardEntry = named(CardSpec)
CardPile = Annotated[list[CardEntry], Field(max_length=MAX_COUNT)]  # a zone listed card by card


class DuelistSpec(Strict):
    name: str = Field(min_length=1, max_length=60)
    life: LifePoints = 8000
    monsters: list[MonsterEntry] = Field(default_factory=new_list, max_length=5,
                                         description="Main Monster Zones, at most 5")
    extra_monster_zone: MonsterEntry | None = Field(
        None, description="addition: the monster this duelist has in one of the two shared Extra Monster "
        "Zones (a monster summoned from the Extra Deck); at most one per duelist")
    spells_traps: list[SpellTrapEntry] = Field(default_factory=new_list, max_length=5)
    field: str | None = Field(None, description="a Field Spell in the Field Zone")
    hand: CardPile = Field(default_factory=new_list)
    graveyard: CardPile = Field(default_factory=new_list)
    banished: CardPile = Field(default_factory=new_list)
    deck: Count | CardPile = Field(30, description="a count (at most 1000), or names top first")
    extra_deck: CardPile = Field(default_factory=new_list)
    normal_summoned: bool = Field(False, description="addition: already Normal Summoned or Set this turn")


class TurnSpec(Strict):
    active: str | None = None
    phase: Phase = "main1"
    number: int = Field(2, ge=1, description="addition: turn 1 is the duel's first turn")


class ChainLinkSpec(Strict):
    activate: str
    controller: str | None = None
    targets: list[str] = Field(default_factory=new_list)
    id: str | None = None
    effect: int = Field(1, ge=1, description="addition: which effect of the card, counting from 1")
    summon: ChainSummonSpec | None = Field(None, description="addition: what this link summons, and how")


class PositionChangeSpec(Strict):
    """addition: the turn player changes a monster's battle position now."""

    monster: str
    by: str | None = None


class YugiohChoices(Strict):
    order: dict[str, list[str]] = Field(default_factory=new_dict)
    targets: dict[str, list[str]] = Field(default_factory=new_dict)
    replay: dict[str, str] = Field(
        default_factory=new_dict, description="addition: attacker -> new target, 'direct' or 'stop' after a replay")
    optional: dict[str, bool] = Field(
        default_factory=new_dict, description="addition: card -> whether its optional trigger effect is activated")
    discard: dict[str, list[str]] = Field(
        default_factory=new_dict, description="addition: duelist -> cards discarded for the hand size limit")


class YugiohScenario(Strict):
    game: Literal["yugioh"]
    title: LocalizedText | None = Field(None, description="a short title; addition: {en, de, nl}")
    description: LocalizedText | None = Field(None, description="addition: a teaching paragraph, or {en, de, nl}")
    tags: list[str] = Field(default_factory=new_list)
    cards: list[YugiohCard] = Field(default_factory=new_list)
    players: list[DuelistSpec] = Field(min_length=2, max_length=2)
    turn: TurnSpec = Field(default_factory=TurnSpec)
    summon: SummonSpec | None = None
    attack: AttackSpec | None = None
    chain: list[ChainLinkSpec] = Field(default_factory=new_list)
    position_change: PositionChangeSpec | None = None
    choices: YugiohChoices = Field(default_factory=YugiohChoices)
    actions: list[Action] = Field(default_factory=new_list, max_length=MAX_COUNT, description=(
        "v2: what the duelists do, in order, after the described state (and after `summon`, "
        "`attack` and `chain`, which are then its first actions)"))
    until: Literal["end_of_turn", "next_turn", "end_of_battle"] | None = None
    expect: Expect | None = None


class YugiohScenarioWithoutCards(YugiohScenario):
    """The same format for a scenario without inline `cards:`: validating one never builds the
    card model (start-up; judge/scenario/load.py picks the model)."""

    cards: list[Any] = Field(default_factory=new_list, max_length=0)
