"""The `actions:` of a Magic scenario (scenario-contract.md, v2): what players do, in order.

Each entry is a mapping named by its first key: `cast`, `activate`, `play`, `pass`,
`resolve`, `to`, `attack`, `block` or `choose`. Whether an action is legal is a
question for the rules, asked when it is taken (judge.mtg.actions); here only its
shape is checked, so that a typo is a located error with a hint.
"""

from typing import Annotated, Any, Literal

from pydantic import AliasChoices, Discriminator, Field, NonNegativeInt, PositiveInt, Tag

from judge.limits import MAX_COUNT
from judge.scenario.common import Strict, new_list
from judge.scenario.mtg_decisions import AttackSpec, BlockSpec, ChoicesSpec

Zone = Literal["hand", "graveyard", "exile", "library"]
StepOrPhase = Literal[
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
    "beginning", "combat", "ending", "main1", "main2", "next_turn",
]
ModeChoice = PositiveInt | list[PositiveInt]
PAID = Field(None, description="`paid`: the costs are taken as paid (for a scenario that doesn't model mana); "
             "default: mana from the player's pool and untapped lands")
MODES = Field(None, validation_alias=AliasChoices("modes", "mode"),
              description="the modes of a modal spell or ability, counting from 1 (700.2)")
DIVIDE = Field(None, max_length=MAX_COUNT, description="damage divided among the targets: the amount each "
               "target gets, in target order (601.2d); default: as evenly as possible")


class CastAction(Strict):
    """A player casts a spell (601.2): from their hand unless `from` names another zone."""

    cast: str = Field(description="the card's name (or id)")
    by: str | None = Field(None, description="the player; default: the one whose zone holds the card")
    from_: Zone = Field("hand", alias="from", description="the zone the card is cast from")
    targets: list[str] = Field(default_factory=new_list)
    id: str | None = Field(None, description="an id for the spell, so later actions can refer to it")
    modes: ModeChoice | None = MODES
    divide: list[PositiveInt] | None = DIVIDE
    x: NonNegativeInt | None = Field(None, description="the value chosen for X (107.3)")
    costs: Literal["paid"] | None = PAID


class ActivateAction(Strict):
    """A player activates an ability of a permanent (602.2); mana abilities resolve at once (605.3b)."""

    activate: str = Field(description="the permanent (name or id)")
    by: str | None = Field(None, description="the player; default: the permanent's controller")
    ability: int = Field(1, ge=1, description="which activated ability, counting from 1 (mana abilities last)")
    targets: list[str] = Field(default_factory=new_list)
    id: str | None = None
    modes: ModeChoice | None = MODES
    divide: list[PositiveInt] | None = DIVIDE
    x: NonNegativeInt | None = None
    costs: Literal["paid"] | None = PAID


class PlayAction(Strict):
    """A player plays a land (305.1): a special action (116.2a)."""

    play: str
    by: str | None = None
    from_: Zone = Field("hand", alias="from")


class PassAction(Strict):
    """A player passes priority once (117.3d)."""

    pass_: str = Field(alias="pass", description="the player who passes")


class ResolveAction(Strict):
    """Everybody passes in succession until the top object resolves (`1`, or N objects) or the stack is empty."""

    resolve: PositiveInt | Literal["all"]


class ToAction(Strict):
    """Everybody passes until that step or phase of this turn begins, or `next_turn`."""

    to: StepOrPhase


class AttackAction(Strict):
    """The active player declares attackers (508.1); `[]` declares none."""

    attack: list[AttackSpec]


class BlockAction(Strict):
    """The defending player declares blockers (509.1)."""

    block: list[BlockSpec]


class ChooseAction(Strict):
    """Answers to decisions from this point on (the shapes of `choices:`)."""

    choose: ChoicesSpec


ACTION_KEYS = ("cast", "activate", "play", "pass", "resolve", "to", "attack", "block", "choose")


def _action_kind(value: Any) -> str | None:
    if isinstance(value, dict):
        for key in ACTION_KEYS:
            if key in value:
                return f"{key} action"
    return None


Action = Annotated[
    Annotated[CastAction, Tag("cast action")] | Annotated[ActivateAction, Tag("activate action")]
    | Annotated[PlayAction, Tag("play action")] | Annotated[PassAction, Tag("pass action")]
    | Annotated[ResolveAction, Tag("resolve action")] | Annotated[ToAction, Tag("to action")]
    | Annotated[AttackAction, Tag("attack action")] | Annotated[BlockAction, Tag("block action")]
    | Annotated[ChooseAction, Tag("choose action")],
    Discriminator(_action_kind, custom_error_type="judge_action",
                  custom_error_message="an action needs one of the keys " + ", ".join(ACTION_KEYS)),
]
Actions = Annotated[list[Action], Field(max_length=MAX_COUNT)]


def kind(action: Any) -> str:
    """The action's kind: its first key (`cast`, `pass`, ...)."""
    return {CastAction: "cast", ActivateAction: "activate", PlayAction: "play", PassAction: "pass",
            ResolveAction: "resolve", ToAction: "to", AttackAction: "attack", BlockAction: "block",
            ChooseAction: "choose"}[type(action)]
