"""The building blocks of the Magic card vocabulary: colors, card types, durations, object filters,
references and target requirements. A leaf module: the effect schemas (judge/cards/mtg_effects.py)
and the replacement-effect schemas (judge/cards/mtg_replacement.py) both build on it."""

from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from judge.scenario.errors import Invalid, T

Color = Literal["white", "blue", "black", "red", "green"]
CardType = Literal[
    "Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery",
    "Battle", "Kindred",
]
Duration = Literal["end_of_turn", "static", "permanent", "next_turn"]
Supertype = Literal["Legendary", "Basic", "Snow", "World"]


class _Schema(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


def plain(value: Any) -> Any:
    """A card model's fields as plain data, nested models as dicts: what `model_dump()` gives (these
    models have no serializers, aliases in use or extra fields), without building the model's
    serializer. A ruling reads an effect's fields as a dict (a continuous effect's `change`); building
    pydantic's serializer of the effect for that cost more than the rest of a short ruling's engine."""
    if isinstance(value, BaseModel):
        return {name: plain(getattr(value, name)) for name in type(value).model_fields}
    if isinstance(value, list | tuple | set | frozenset):
        return type(value)(plain(item) for item in value)
    if isinstance(value, dict):
        return {plain(key): plain(item) for key, item in value.items()}
    return value


class ObjectFilter(_Schema):
    """Which objects match: every given condition must hold."""

    types: list[CardType] = Field(default_factory=list, description="has one of these card types")
    not_types: list[CardType] = Field(default_factory=list)
    subtypes: list[str] = Field(default_factory=list, description="has one of these subtypes")
    not_subtypes: list[str] = Field(default_factory=list, description="has none of these ('non-Aura')")
    supertypes: list[Supertype] = Field(default_factory=list, description="has one of these supertypes")
    not_supertypes: list[Supertype] = Field(default_factory=list, description="has none of these ('nonbasic')")
    colors: list[Color] = Field(default_factory=list, description="is one of these colors")
    not_colors: list[Color] = Field(default_factory=list)
    keyword: str | None = None
    without_keyword: str | None = None
    controller: Literal["you", "opponent"] | None = None
    other: bool = Field(False, description="not the source itself")
    tapped: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    token: bool | None = None
    in_combat: bool | None = Field(None, description="attacking or blocking")
    attacked_this_turn: bool | None = None
    max_power: int | None = None
    spell: bool = Field(False, description="a spell on the stack rather than a permanent")


class Each(_Schema):
    each: ObjectFilter


Ref = str | Each


class TargetSpec(_Schema):
    """One target requirement of a spell or ability (115)."""

    type: Literal["any", "creature", "player", "opponent", "permanent", "spell", "artifact",
                  "enchantment", "land", "planeswalker", "creature_or_player", "ability",
                  "artifact_or_enchantment", "artifact_creature_or_land", "card_in_graveyard",
                  "creature_or_planeswalker"]
    filter: ObjectFilter = Field(default_factory=ObjectFilter, description=(
        "for `card_in_graveyard`: the card's `types`, `not_types`, `subtypes`, `colors`, `not_colors`, and "
        "`controller` meaning whose graveyard (`you`: your graveyard, `opponent`: an opponent's; absent: any)"))
    optional: bool = False

    @model_validator(mode="after")
    def _graveyard_filter(self) -> Self:
        """A card in a graveyard is no permanent: it is never tapped, attacking or a token there (115)."""
        if self.type == "card_in_graveyard":
            allowed = {"types", "not_types", "subtypes", "colors", "not_colors", "controller"}
            extra = sorted(set(self.filter.model_fields_set) - allowed)
            if extra:
                raise Invalid(T("a card in a graveyard can't be filtered by {keys}", keys=", ".join(extra)),
                              T("use {keys}", keys=", ".join(sorted(allowed))))
        return self
