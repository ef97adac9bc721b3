"""The Magic: The Gathering scenario format (scenario-contract.md, "Magic" section).

Every key of the contract is here with the default it states; additions are
marked as such in docs/scenario-format.md.
"""

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, NonNegativeInt, PositiveInt, Tag

from judge.cards.mtg_model import MtgCard
from judge.limits import MAX_COUNT, Count, Life
from judge.scenario.common import Expect, LocalizedText, Strict, named, new_dict, new_list
from judge.scenario.mtg_actions import Actions
from judge.scenario.mtg_decisions import AttackSpec, BlockSpec, ChoicesSpec

Step = Literal[
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
]
Until = Literal["end_of_combat", "end_of_turn", "next_turn"]
ModeChoice = PositiveInt | list[PositiveInt]
MODE_DESCRIPTION = (
    "addition: the mode of a modal spell or ability, counting from 1 (a list for 'choose two'), chosen "
    "as it was put on the stack (601.2b); default: the one its targets fit, else the first that fits")
DIVIDE = Field(None, max_length=MAX_COUNT, description=(
    "addition: for damage divided as you choose among targets, the amount each target gets, in target order, "
    "announced as it was put on the stack (601.2d); default: all to a single target, else as evenly as possible"))


class PermanentSpec(Strict):
    """A card or token on the battlefield."""

    card: str
    id: str | None = None
    tapped: bool = False
    damage: NonNegativeInt = 0
    counters: dict[str, NonNegativeInt] = Field(default_factory=new_dict)
    sick: bool = Field(False, description="came under this player's control this turn (302.6)")
    attached_to: str | None = None
    token: bool = False
    owner: str | None = Field(None, description="addition: the owner, when not the controller")
    deathtouch_damage: bool = Field(
        False, description="addition: some of its damage was dealt by a source with deathtouch")
    attacked_this_turn: bool = Field(False, description="addition: it attacked earlier this turn")
    copy_of: str | None = Field(
        None, description="addition: it entered as a copy of this permanent (id or unique name; Clone): it has "
        "that permanent's copiable values (layer 1, 707.2)")


class CardSpec(Strict):
    """A card in a hidden or public zone other than the battlefield."""

    card: str
    id: str | None = None


PermanentEntry = named(PermanentSpec)
CardEntry = named(CardSpec)
CardPile = Annotated[list[CardEntry], Field(max_length=MAX_COUNT)]  # a zone listed card by card


class PlayerSpec(Strict):
    name: str = Field(min_length=1, max_length=60)
    life: Life = 20
    poison: NonNegativeInt = 0
    battlefield: list[PermanentEntry] = Field(default_factory=new_list)
    hand: CardPile = Field(default_factory=new_list)
    graveyard: CardPile = Field(default_factory=new_list, description="bottom first")
    exile: CardPile = Field(default_factory=new_list)
    library: Count | CardPile = Field(40, description="a count (at most 1000), or names top first")


class TurnSpec(Strict):
    active: str | None = Field(None, description="default: the first player")
    step: Step = "precombat_main"
    number: int = Field(2, ge=1, description="addition: turn 1 is the game's first turn (no draw)")
    lands_played: NonNegativeInt = Field(
        0, description="addition: lands the active player has already played this turn (305.2)")


class CastSpec(Strict):
    """A spell on the stack, already cast: costs paid, targets chosen."""

    cast: str
    id: str | None = None
    controller: str | None = None
    targets: list[str] = Field(default_factory=new_list)
    x: NonNegativeInt | None = Field(None, description="addition: the value chosen for X")
    mode: ModeChoice | None = Field(None, description=MODE_DESCRIPTION)
    divide: list[PositiveInt] | None = DIVIDE


class ActivateSpec(Strict):
    """An activated ability of a permanent, already activated."""

    activate: str
    ability: int = Field(1, ge=1, description="which activated ability, counting from 1")
    id: str | None = None
    controller: str | None = None
    targets: list[str] = Field(default_factory=new_list)
    mode: ModeChoice | None = Field(None, description=MODE_DESCRIPTION)
    divide: list[PositiveInt] | None = DIVIDE


class TriggerSpec(Strict):
    """Addition: a triggered ability already on the stack."""

    trigger: str
    ability: int = Field(1, ge=1, description="which triggered ability, counting from 1")
    id: str | None = None
    controller: str | None = None
    targets: list[str] = Field(default_factory=new_list)
    mode: ModeChoice | None = Field(None, description="addition: for a modal triggered ability, the mode chosen "
                                    "as it was put on the stack (603.3c), counting from 1")
    divide: list[PositiveInt] | None = DIVIDE


def _stack_kind(value: Any) -> str | None:
    if isinstance(value, dict):
        for key in ("cast", "activate", "trigger"):
            if key in value:
                return f"{key} entry"
    return None


StackEntry = Annotated[
    Annotated[CastSpec, Tag("cast entry")] | Annotated[ActivateSpec, Tag("activate entry")]
    | Annotated[TriggerSpec, Tag("trigger entry")],
    Discriminator(_stack_kind, custom_error_type="stack_entry",
                  custom_error_message="a stack entry needs 'cast', 'activate' or 'trigger'"),
]


class CombatSpec(Strict):
    attackers: list[AttackSpec] = Field(default_factory=new_list)
    blockers: list[BlockSpec] = Field(default_factory=new_list)


class MtgScenario(Strict):
    game: Literal["mtg"]
    title: LocalizedText | None = Field(None, description="a short title; addition: {en, de, nl}")
    description: LocalizedText | None = Field(None, description="addition: a teaching paragraph, or {en, de, nl}")
    tags: list[str] = Field(default_factory=new_list, description="addition: topics for the gallery")
    cards: list[MtgCard] = Field(default_factory=new_list)
    players: list[PlayerSpec] = Field(min_length=1, max_length=8)
    turn: TurnSpec = Field(default_factory=TurnSpec)
    stack: list[StackEntry] = Field(default_factory=new_list, description="bottom first")
    combat: CombatSpec | None = None
    choices: ChoicesSpec = Field(default_factory=ChoicesSpec)
    actions: Actions = Field(default_factory=new_list, description="v2: what players do, in order, after the "
                             "described state (see docs/scenario-format.md)")
    until: Until | None = None
    expect: Expect | None = None


class MtgScenarioWithoutCards(MtgScenario):
    """The same format for a scenario without inline `cards:`: validating one never builds the
    card model (start-up: about 13 ms of a ruling; judge/scenario/load.py picks the model)."""

    cards: list[Any] = Field(default_factory=new_list, max_length=0)
