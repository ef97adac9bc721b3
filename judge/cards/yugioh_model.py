"""A Yu-Gi-Oh! card as data: kind, stats and effects in a small structured vocabulary.

The effect vocabulary is judge/cards/yugioh_effects.py (handlers in judge/yugioh/effects.py);
names are English with the official German name in `names.de`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, model_validator

from judge.cards.yugioh_effects import CardEffect
from judge.scenario.errors import Invalid, T

Attribute = Literal["DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE"]


class _Schema(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class YugiohCard(_Schema):
    """One Yu-Gi-Oh! card; `name` is the English name."""

    name: str = Field(min_length=1, max_length=100)
    names: dict[Literal["de", "nl"], str] = Field(default_factory=dict)
    kind: Literal["monster", "spell", "trap"]
    # monsters
    monster_kind: Literal["normal", "effect", "fusion", "ritual", "token"] | None = None
    level: int | None = Field(None, ge=1, le=12)
    attribute: Attribute | None = None
    type: str | None = Field(None, description="monster Type, e.g. Spellcaster, Dragon")
    atk: NonNegativeInt | None = None
    def_: NonNegativeInt | None = Field(None, alias="def")
    flip: bool = Field(False, description="has a Flip effect")
    # spells and traps
    property: Literal["normal", "quick-play", "continuous", "equip", "field", "ritual",
                      "counter"] | None = None
    # fusion materials
    materials: list[str] = Field(default_factory=list)
    effects: list[CardEffect] = Field(
        default_factory=list, description="structured effects (judge/cards/yugioh_effects.py)")
    unmodelled: list[str] = Field(
        default_factory=list, description="effects of the printed card that this data doesn't model "
        "(an imported card's text not read): a ruling that uses the card says it ignores them")

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)

    @model_validator(mode="after")
    def _kind_fields(self) -> YugiohCard:
        if self.kind == "monster":
            if self.level is None or self.atk is None or self.def_ is None:
                raise Invalid(T("{name} is a monster and needs level, atk and def", name=self.name),
                              T("add 'level:', 'atk:' and 'def:'"))
            if self.monster_kind is None:
                self.monster_kind = "effect" if self.effects else "normal"
        elif self.property is None:
            self.property = "normal"
        return self

    def localized_name(self, lang: str) -> str:
        return self.names.get(lang, self.name)  # type: ignore[call-overload]
