"""A Magic card as data: characteristics and structured abilities.

Used by the card library (judge/cards/mtg/*.yaml) and by a scenario's inline
`cards:`. Rules text shown to users is generated from these structures, never
copied from printed cards.
"""

import re
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, field_validator, model_validator

from judge.cards.mtg_common import Supertype
from judge.cards.mtg_effects import CardType, Color, Effect, ObjectFilter, TargetSpec
from judge.limits import MAX_MODES
from judge.scenario.errors import NT, Invalid, T, did_you_mean

KEYWORDS = frozenset({
    "flying", "reach", "trample", "deathtouch", "lifelink", "vigilance", "haste", "defender",
    "first strike", "double strike", "menace", "fear", "intimidate", "indestructible",
    "hexproof", "shroud", "flash", "can't be countered", "can't attack", "can't block",
    "can't attack or block", "split second", "changeling", "infect", "wither",
})
_PARAMETRIC = re.compile(
    r"^(protection from (white|blue|black|red|green|creatures|everything|artifacts|"
    r"multicolored|monocolored)|(plains|island|swamp|mountain|forest|nonbasic land)walk|"
    r"ward \{\d+\}|toxic [1-9]\d?)$"
)


def is_known_keyword(keyword: str) -> bool:
    """True for an evergreen keyword or a parameterised one such as 'protection from red'."""
    return keyword in KEYWORDS or bool(_PARAMETRIC.match(keyword))


class _Schema(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


GRAVEYARD_EFFECTS = ("return_from_graveyard", "exile")  # what acts on a card in a graveyard


def _check_graveyard_refs(effect: Any, specs: list[TargetSpec]) -> None:
    """A target that is a card in a graveyard only with returning or exiling; returning needs one."""
    refs = [getattr(effect, key) for key in ("what", "who", "to") if isinstance(getattr(effect, key, None), str)]
    for ref in refs:
        index = int(ref.removeprefix("target") or 1) - 1 if ref.startswith("target") else -1
        in_graveyard = 0 <= index < len(specs) and specs[index].type == "card_in_graveyard"
        if in_graveyard and effect.do not in GRAVEYARD_EFFECTS:
            raise Invalid(T("`{kind}` can't act on {ref}, a card in a graveyard", kind=effect.do, ref=ref),
                          T("a card in a graveyard is returned (`return_from_graveyard`) or exiled (`exile`)"))
    if effect.do == "return_from_graveyard":
        ref = effect.what if isinstance(effect.what, str) else ""
        index = int(ref.removeprefix("target") or 1) - 1 if ref.startswith("target") else -1
        if not (0 <= index < len(specs) and specs[index].type == "card_in_graveyard"):
            raise Invalid(T("`return_from_graveyard` returns a target card in a graveyard; {ref} isn't one",
                            ref=ref or "each"),
                          T("give the spell or ability a target of type `card_in_graveyard` and return `what: target`"))


class TriggerCondition(_Schema):
    """When a triggered ability triggers (603)."""

    event: Literal[
        "enters_battlefield", "dies", "leaves_battlefield", "put_into_graveyard",
        "deals_damage", "deals_combat_damage", "deals_combat_damage_to_player", "attacks",
        "blocks", "becomes_blocked", "gains_life", "beginning_of_upkeep", "beginning_of_end_step",
        "beginning_of_combat", "cast_spell", "becomes_tapped",
    ]
    subject: Literal["self", "another", "any", "enchanted", "equipped", "you", "opponent",
                     "each_player"] = "self"
    filter: ObjectFilter = Field(default_factory=ObjectFilter)


class Mode(_Schema):
    """One option of a modal spell or ability (700.2): its own targets and instructions."""

    targets: list[TargetSpec] = Field(default_factory=list)
    effects: list[Effect] = Field(min_length=1)


class Modal(_Schema):
    """What a modal spell or activated ability adds: its modes and how many are chosen (700.2).

    The modes are chosen as it is cast or activated (601.2b, 602.2b), so on the
    stack it has only the targets of its chosen modes (700.2c) and does only what
    they say. A modal one keeps its `targets` and `effects` empty: the modes hold them.
    """

    modes: list[Mode] = Field(default_factory=list, max_length=MAX_MODES,
                              description="the bulleted options, in printed order")
    choose: PositiveInt = Field(1, description="how many different modes are chosen ('Choose one' is 1)")
    default_mode: PositiveInt | None = Field(
        None, description="the mode (counting from 1) a scenario means when it names none and its targets "
        "fit several; absent: the first that fits. Only with `choose: 1`")

    @model_validator(mode="after")
    def _modes_consistent(self) -> Self:
        if not self.modes:
            if self.default_mode is not None or self.choose != 1:
                raise Invalid(T("`choose` and `default_mode` need `modes`"), T("add the modes under `modes:`"))
            return self
        if len(self.modes) < 2:
            raise Invalid(T("a modal spell or ability has at least two modes (700.2)"),
                          T("add another mode, or give the effects without `modes`"))
        if getattr(self, "targets", None) or getattr(self, "effects", None):
            raise Invalid(T("with `modes`, put the targets and effects into the modes"),
                          T("move `targets` and `effects` into each mode"))
        if self.choose > len(self.modes):
            raise Invalid(NT("`choose: {choose}` but there is only {count} mode",
                             "`choose: {choose}` but there are only {count} modes",
                             len(self.modes), choose=self.choose), T("choose fewer modes, or add modes"))
        if self.default_mode is not None and (self.choose != 1 or self.default_mode > len(self.modes)):
            raise Invalid(T("`default_mode` must be one of the modes, and only with `choose: 1`"),
                          T("give the number of a mode, counting from 1"))
        return self


class ActivatedAbility(Modal):
    kind: Literal["activated"]
    cost: str = Field(description='e.g. "{T}", "{1}{W}, {T}", "{R}, Sacrifice this"')
    targets: list[TargetSpec] = Field(default_factory=list)
    effects: list[Effect] = Field(default_factory=list, description="required unless it has `modes`")
    sorcery_speed: bool = False
    equip: bool = Field(False, description="'Equip [cost]' (702.6a): '[cost]: Attach this permanent to target "
                        "creature you control. Activate only as a sorcery.' Give only `cost` (and `targets` for "
                        "'Equip [quality] creature', 702.6c); the rest is filled in")

    @model_validator(mode="before")
    @classmethod
    def _equip_means(cls, data: Any) -> Any:
        """Equip is shorthand for a sorcery-speed attach ability targeting a creature you control (702.6a)."""
        if isinstance(data, dict) and data.get("equip") is True:
            if "effects" in data or "modes" in data or "sorcery_speed" in data:
                raise Invalid(T("an equip ability says only `cost` (and `targets`); its effect is attach (702.6a)"),
                              T("leave out `effects`, `modes` and `sorcery_speed`"))
            data = {**data, "sorcery_speed": True, "effects": [{"do": "attach", "what": "self", "to": "target"}]}
            given = data.get("targets") or [{"type": "creature"}]  # 702.6c: a quality narrows it further
            data["targets"] = [{**spec, "filter": {**spec.get("filter", {}), "controller": "you"}}
                               if isinstance(spec, dict) else spec for spec in given]
        return data

    @model_validator(mode="after")
    def _does_something(self) -> Self:
        if not self.effects and not self.modes:
            raise Invalid(T("an activated ability needs `effects` (or `modes`)"),
                          T("add what it does under `effects:`"))
        return self


class TriggeredAbility(Modal):
    """'When/whenever/at ...' (603.1); a modal one ("choose one —") has its mode chosen as it is put
    on the stack (603.3c, 700.2b) and lists `modes` instead of `targets` and `effects`."""

    kind: Literal["triggered"]
    when: TriggerCondition
    optional: bool = Field(False, description='"you may": its controller chooses as it resolves (603.5)')
    may_pay: str | None = Field(None, description='"you may pay {1}. If you do, ...": the mana paid as it resolves '
                                "(118.12); its effects happen only if it is paid")
    targets: list[TargetSpec] = Field(default_factory=list)
    effects: list[Effect] = Field(default_factory=list, description="required unless it has `modes`")

    @model_validator(mode="after")
    def _does_something(self) -> Self:
        if not self.effects and not self.modes:
            raise ValueError("a triggered ability needs `effects` (or `modes`)")
        return self

    @field_validator("may_pay")
    @classmethod
    def _may_pay_is_mana(cls, cost: str | None) -> str | None:
        if cost is not None and not re.fullmatch(r"(\{([0-9]+|[WUBRGC]|[WUBRG2]/[WUBRGP])\})+", cost):
            raise ValueError(f"may_pay {cost!r} must be mana symbols like {{1}} or {{2}}{{B}}")
        return cost


class StaticAbility(_Schema):
    """A continuous effect that exists as long as the permanent is on the battlefield (611.3)."""

    kind: Literal["static"]
    effects: list[Effect]
    condition: Literal["your_turn", "not_your_turn"] | None = None


class ManaAbility(_Schema):
    kind: Literal["mana"]
    cost: str = "{T}"
    produces: str


Ability = Annotated[
    ActivatedAbility | TriggeredAbility | StaticAbility | ManaAbility, Field(discriminator="kind")
]


class SpellAbility(Modal):
    """What an instant or sorcery does when it resolves (or a permanent spell's extra text);
    a modal one ("Choose one —") lists `modes` instead of `targets` and `effects`."""

    targets: list[TargetSpec] = Field(default_factory=list)
    effects: list[Effect] = Field(default_factory=list)


class MtgCard(_Schema):
    """One card (or token definition). `name` is the English name."""

    name: str = Field(min_length=1, max_length=100)
    names: dict[Literal["de", "nl"], str] = Field(
        default_factory=dict, description="official printed names in other languages")
    mana_cost: str | None = None
    colors: list[Color] | None = Field(None, description="derived from mana_cost when absent")
    supertypes: list[Supertype] = Field(default_factory=list)
    types: list[CardType] = Field(min_length=1)
    subtypes: list[str] = Field(default_factory=list)
    power: int | Literal["*"] | None = None
    toughness: int | Literal["*"] | None = None
    loyalty: int | None = None
    power_toughness_count: ObjectFilter | None = Field(
        None, description="a '*' power/toughness equals the number of permanents matching this "
        "filter (a characteristic-defining ability, 604.3), e.g. Swamps you control")
    keywords: list[str] = Field(default_factory=list)
    enchant: TargetSpec | None = Field(None, description="for Auras: what it can enchant")
    enters_as_copy: ObjectFilter | None = Field(
        None, description="'you may have it enter as a copy of' a permanent matching this filter (Clone: "
        "{types: [Creature]}); the copy takes the copied permanent's copiable values (layer 1, 707.2)")
    spell: SpellAbility | None = None
    abilities: list[Ability] = Field(default_factory=list)
    token: bool = Field(False, description="a token definition, not a card")
    unmodelled: list[str] = Field(
        default_factory=list, description="abilities of the printed card that this data doesn't model "
        "(an imported card's text the grammar didn't read): a ruling that uses the card says it ignores them")

    @field_validator("keywords")
    @classmethod
    def _known_keywords(cls, keywords: list[str]) -> list[str]:
        for keyword in keywords:
            if not is_known_keyword(keyword):
                hint = did_you_mean(keyword, sorted(KEYWORDS))
                raise Invalid(T("unknown keyword {keyword!r}", keyword=keyword),
                              hint or T("docs/card-vocabulary.md lists the keywords the judge knows"))
        return keywords

    @field_validator("mana_cost")
    @classmethod
    def _mana_cost_syntax(cls, cost: str | None) -> str | None:
        if cost is not None and not re.fullmatch(r"(\{([0-9]+|[WUBRGCXS]|[WUBRG2]/[WUBRGP])\})*", cost):
            raise Invalid(T("mana cost {cost!r} must be symbols like {example}", cost=cost, example="{2}{G}{G}"),
                          T("write each symbol in braces: {example}", example="{1}{U}, {X}{R}, {W/U}"))
        return cost

    @model_validator(mode="after")
    def _targets_fit_their_effects(self) -> Self:
        """Divided damage needs targets to divide among, outside modes (601.2d); a card in a graveyard
        as a target is something only returning or exiling acts on. Refused rather than ignored."""
        for owner in [self.spell, *self.abilities]:
            for mode in getattr(owner, "modes", None) or []:
                if any(e.do == "deal_damage_divided" for e in mode.effects):
                    raise Invalid(T("damage divided among the targets of one mode of a modal spell or ability is not "
                                    "modelled yet"), T("give the card without modes, or leave the card out"))
            specs, effects = list(getattr(owner, "targets", [])), list(getattr(owner, "effects", []))
            if any(e.do == "deal_damage_divided" for e in effects) and not specs:
                raise Invalid(T("damage divided as you choose needs the targets it is divided among (601.2d)"),
                              T("add `targets:`, the optional ones with `optional: true`"))
            for effect in effects:
                _check_graveyard_refs(effect, specs)
        return self

    @model_validator(mode="after")
    def _creature_has_stats(self) -> Self:
        if "Creature" in self.types and (self.power is None or self.toughness is None):
            raise Invalid(T("{name} is a creature and needs power and toughness", name=self.name),
                          T("add 'power:' and 'toughness:'"))
        return self

    def color_identity(self) -> list[str]:
        """Its colors: given, or derived from the mana cost (105.2)."""
        if self.colors is not None:
            return list(self.colors)
        symbols = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        found = [name for letter, name in symbols.items() if letter in (self.mana_cost or "")]
        return found

    def mana_value(self) -> int:
        """The total amount of mana in its cost (202.3); X counts as 0."""
        total = 0
        for symbol in re.findall(r"\{([^}]*)\}", self.mana_cost or ""):
            if symbol.isdigit():
                total += int(symbol)
            elif symbol != "X":
                total += 1
        return total

    def localized_name(self, lang: str) -> str:
        """The printed name in `lang` when one is known, else the English name."""
        return self.names.get(lang, self.name)  # type: ignore[call-overload]
