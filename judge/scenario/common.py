"""Pieces of the scenario format shared by both games: strictness, expectations, helpers."""

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

Lang = Literal["en", "de", "nl"]


class Strict(BaseModel):
    """Base of every scenario model: unknown keys are errors (they are usually typos)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, strict=True, defer_build=True)


# The `default_factory` of the scenario models' list and dict fields. Building a model (once per
# `judge rule`) pydantic reads each factory's signature to see whether it takes the validated data;
# the signature of a builtin such as `list` is parsed from its text with the tokenizer, a function's
# is read from its code: 3-4 ms less for the 32 fields of a Magic scenario. Same defaults: a new
# empty list or dict for each scenario, and none in the JSON Schema (a factory's isn't shown).
def new_list() -> list[Any]:
    return []


def new_dict() -> dict[Any, Any]:
    return {}


class Localized(Strict):
    """A text of the scenario in each language: `title: {en: ..., de: ..., nl: ...}` (English
    required; German and Dutch fall back to it). A plain string is the same text in every language."""

    en: str
    de: str | None = None
    nl: str | None = None


LocalizedText = str | Localized


def texts_by_language(value: LocalizedText | None) -> dict[str, str] | None:
    """{lang: text} of a title or description, English standing in for a missing language."""
    if value is None:
        return None
    if isinstance(value, str):
        return {"en": value, "de": value, "nl": value}
    return {lang: getattr(value, lang) or value.en for lang in ("en", "de", "nl")}


def name_to_mapping(key: str):
    """A before-validator: a bare string `X` stands for `{key: X}` (e.g. a card name)."""

    def convert(value: Any) -> Any:
        if isinstance(value, str):
            return {key: value}
        return value

    return convert


def named(model: type[BaseModel], key: str = "card") -> Any:
    """`model`, or the shorthand of a bare name for `{key: name}`: the JSON Schema says both
    (the editor schema must accept what the loader accepts)."""
    return Annotated[model, BeforeValidator(name_to_mapping(key), json_schema_input_type=str | model)]


class ExpectedPermanent(Strict):
    """What a permanent (or a Yu-Gi-Oh! card on the field) must look like after the ruling."""

    power: int | None = None
    toughness: int | None = None
    damage: int | None = None
    tapped: bool | None = None
    controller: str | None = None
    counters: dict[str, int] | None = None
    attached_to: str | None = None
    atk: int | None = None
    def_: int | None = Field(default=None, alias="def")
    position: Literal["attack", "defense"] | None = None
    face_down: bool | None = None
    keywords: list[str] | None = Field(default=None, description="Magic: its keywords, sorted")
    types: list[str] | None = Field(default=None, description="Magic: its card types")
    subtypes: list[str] | None = Field(default=None, description="Magic: its subtypes")
    colors: list[str] | None = Field(default=None, description="Magic: its colors")


class ExpectedZones(Strict):
    """Exact contents (English names, in order) of a player's zones after the ruling."""

    hand: list[str] | None = None
    graveyard: list[str] | None = None
    exile: list[str] | None = None
    banished: list[str] | None = None
    extra_deck: list[str] | None = None
    library: int | None = None
    deck: int | None = None


class ExpectedOutcome(Strict):
    winners: list[str] = Field(default_factory=new_list)
    losers: list[str] = Field(default_factory=new_list)
    draw: bool | None = None


class ExpectedDecision(Strict):
    """A decision the ruling must report, down to the table of outcomes of its options."""

    kind: str
    chooser: str | None = None
    subject: str | None = None
    taken: str | None = Field(default=None, description="the option taken, e.g. an order 'A → B'")
    default: bool | None = Field(default=None, description="whether the documented default was taken")
    outcomes: dict[str, dict[str, Any]] | None = Field(
        default=None, description="exactly these options in the table, each with parameters its outcome must have")


class Expect(Strict):
    """The `expect:` block: a scenario file is also a regression test.

    Every key is optional; only what is given is checked (see tests/test_scenarios.py).
    """

    life: dict[str, int] | None = None
    poison: dict[str, int] | None = None
    zones: dict[str, ExpectedZones] | None = None
    permanents: dict[str, ExpectedPermanent] | None = Field(
        default=None, description="by id or English name: characteristics after the ruling")
    on_battlefield: list[str] | None = Field(
        default=None, description="names or ids that must be on the battlefield (or field)")
    not_on_battlefield: list[str] | None = Field(
        default=None, description="names or ids that must not be on the battlefield (or field)")
    stack: list[str] | None = Field(default=None, description="the stack or chain at the end, bottom first")
    rules_cited: list[str] | None = Field(default=None, description="rule numbers/sections that must be cited")
    terms_linked: list[str] | None = None
    events: list[str] | None = Field(default=None, description="event kinds that must occur, in this order")
    no_events: list[str] | None = Field(default=None, description="event kinds that must not occur")
    illegal: int | list[str] | None = Field(
        default=None, description="how many illegal actions, or substrings of each action")
    choices: list[str] | None = Field(default=None, description="decision kinds that must be reported")
    choice_outcomes: dict[str, int] | None = Field(
        default=None, description="decision kind -> how many options list their outcome (0: none)")
    choices_taken: dict[str, str] | None = Field(
        default=None, description="decision kind -> the option taken (its first decision of that kind)")
    decisions: list[ExpectedDecision] | None = Field(
        default=None, description="decisions that must be reported, with what was taken and their outcomes")
    outcome: ExpectedOutcome | None = None
    summary_contains: list[str] | None = None

    @field_validator("rules_cited")
    @classmethod
    def _strip(cls, value: list[str] | None) -> list[str] | None:
        return [v.strip() for v in value] if value else value
