"""The `actions:` of a Yu-Gi-Oh! scenario (scenario-contract.md, "v2 additions"): what the duelists do, in order.

Each entry is a mapping named by its first key: `summon`, `set`, `activate`, `attack`,
`change_position`, `pass`, `resolve` or `to`. The key decides the model (a callable
discriminator), so a mistake inside one action is reported against that action's keys
only, and an entry that names no action gets the list of actions and a "did you mean".
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Discriminator, Field, Tag

from judge.scenario.common import Strict, new_list
from judge.scenario.errors import Invalid, T, did_you_mean


class SummonSpec(Strict):
    card: str
    by: str | None = None
    method: Literal["normal", "tribute", "set", "flip", "special", "fusion"] = "normal"
    tributes: list[str] = Field(default_factory=new_list)
    position: Literal["attack", "defense", "set"] = "attack"
    materials: list[str] = Field(default_factory=new_list, description="addition: Fusion Materials")


class AttackSpec(Strict):
    attacker: str
    target: str = Field(description="a monster, or 'direct'")


class ChainSummonSpec(Strict):
    """addition: what a Chain Link summons (Polymerization, Ultimate Offering) or in which position."""

    card: str | None = None
    tributes: list[str] = Field(default_factory=new_list)
    position: Literal["attack", "defense", "set"] = "attack"
    materials: list[str] = Field(default_factory=new_list)


class SummonAction(Strict):
    """A Summon (or monster Set) the turn player performs, checked as `summon:` is."""

    summon: SummonSpec


class SetAction(Strict):
    """Set a monster (face-down Defense Position, the turn's Normal Summon or Set) or a Spell/Trap."""

    set: str = Field(description="a card in the hand")
    by: str | None = Field(None, description="default: the turn player")
    tributes: list[str] = Field(default_factory=new_list, description="addition: Tributes to Set a Level 5+ monster")


class ActivateAction(Strict):
    """Activate a card or effect: a new Chain, or a Chain Link when a Chain is open."""

    activate: str = Field(description="a Set or face-up card on the field, or a card in the hand")
    by: str | None = Field(None, description="default: the card's controller")
    targets: list[str] = Field(default_factory=new_list)
    effect: int = Field(1, ge=1, description="addition: which effect of the card, counting from 1")
    summon: ChainSummonSpec | None = Field(None, description="addition: what this link summons, and how")


class AttackAction(Strict):
    """Declare an attack (Battle Step); a previous attack first finishes its Damage Step."""

    attack: AttackSpec


class ChangePositionAction(Strict):
    """Change a face-up monster's battle position (once per turn, in the Main Phase)."""

    change_position: str
    by: str | None = Field(None, description="default: the turn player")


class PassAction(Strict):
    """A duelist passes the right to act once; two passes in succession resolve an open Chain."""

    pass_: str = Field(alias="pass", description="the duelist who passes")


class ResolveAction(Strict):
    """Both duelists pass: the open Chain resolves, last Chain Link first."""

    resolve: Literal["chain"]


class ToAction(Strict):
    """Both duelists pass until that phase begins (or, in the Battle Phase, the Damage Step)."""

    to: Literal["battle", "main2", "end", "next_turn", "damage_step"]


_MODELS: dict[str, type[Strict]] = {
    "summon": SummonAction, "set": SetAction, "activate": ActivateAction, "attack": AttackAction,
    "change_position": ChangePositionAction, "pass": PassAction, "resolve": ResolveAction, "to": ToAction}
ACTION_KEYS = tuple(_MODELS)


def _action_key(value: Any) -> str | None:
    """The action an entry names: its first key that is an action's key."""
    if isinstance(value, dict):
        return next((k for k in value if k in ACTION_KEYS), None)
    return None


def _check_entry(value: Any) -> Any:
    keys = ", ".join(ACTION_KEYS)
    example = T("write it as {first} or {second}", first="{pass: Kaiba}", second="{summon: {card: Mystical Elf}}")
    if not isinstance(value, dict):
        raise Invalid(T("an action is a mapping; it starts with one of: {keys}", keys=keys), example)
    key = _action_key(value)
    if key is None:
        first = next(iter(value), "")
        raise Invalid(T("{key!r} is not an action; an action starts with one of: {keys}", key=first, keys=keys),
                      did_you_mean(str(first), ACTION_KEYS) or example)
    allowed = [field.alias or name for name, field in _MODELS[key].model_fields.items()]
    for extra in (k for k in value if k not in allowed):
        raise Invalid(T("unknown key {extra!r} in the {key!r} action; its keys: {keys}", extra=extra, key=key,
                        keys=", ".join(allowed)),
                      did_you_mean(str(extra), allowed) or T("leave the key out"))
    return value


Action = Annotated[
    Annotated[SummonAction, Tag("summon")] | Annotated[SetAction, Tag("set")]
    | Annotated[ActivateAction, Tag("activate")] | Annotated[AttackAction, Tag("attack")]
    | Annotated[ChangePositionAction, Tag("change_position")] | Annotated[PassAction, Tag("pass")]
    | Annotated[ResolveAction, Tag("resolve")] | Annotated[ToAction, Tag("to")],
    Discriminator(_action_key),
    BeforeValidator(_check_entry),
]
