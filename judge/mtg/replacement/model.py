"""The pieces every replacement and prevention effect is made of (614, 615, 616).

An event that such effects may modify is a `Situation` (the facts that stay
fixed: what happens to whom, and who chooses) and a *value* (the part effects
change: an amount of damage, a number of counters, a destination zone). An
applicable effect is a `Replacement`: it says whether it applies to a value and
what applying it makes of that value, without touching the game, so that every
order of application can be tried (judge.mtg.replacement.enumeration) before
one is carried out. Only the chosen order is committed (shields used up,
regeneration performed).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from judge.events import CardName
from judge.mtg.state import Game


@dataclass(frozen=True)
class Step:
    """What applying one effect made of the event: the new value, and the event to report it by."""

    value: Any
    kind: str | None  # the event kind emitted when this step is carried out (None: the commit reports it)
    params: tuple[tuple[str, Any], ...] = ()
    rules: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()


@dataclass(eq=False)
class Replacement:
    """One replacement or prevention effect that may apply to an event (614.1, 615.1).

    `applies` and `apply` are pure functions of the value. `signature` is equal
    for effects that behave identically on every event (two Furnaces of Rath),
    so the enumeration can treat them as one; by default each effect is unique.
    """

    key: str
    source_name: str
    source_oid: str | None
    controller: str
    timestamp: int
    applies: Callable[[Any], bool]
    apply: Callable[[Any], Step]
    self_replacement: bool = False  # 614.15: applied before any other (616.1a)
    prevention: bool = False  # 615: damage prevention
    signature: Hashable | None = None
    commit: Callable[[Game, Step], None] | None = None

    def __post_init__(self) -> None:
        if self.signature is None:
            self.signature = ("unique", self.key)

    @property
    def order_key(self) -> tuple[int, str]:
        """The documented default order: effects from older sources first (613.7 timestamps)."""
        return (self.timestamp, self.key)


@dataclass(frozen=True)
class Situation:
    """One event that replacement and prevention effects may modify (616.1).

    `chooser` is the affected player, or the controller (else owner) of the
    affected object. `answers` are the keys a scenario's
    `choices.replacement_order` may use for this event: the affected object's id
    and name, and the chooser. `is_null` tells when the event no longer happens
    (0 damage, no counters: 614.7a, 120.8), so no further effect applies.
    `outcome` describes a final value for the table of outcomes.
    """

    event: str
    subject: str
    chooser: str
    answers: tuple[str, ...]
    is_null: Callable[[Any], bool]
    outcome: Callable[[Any], tuple[str, dict[str, Any]]]
    facts: dict[str, Any] = field(default_factory=dict)


def affected(game: Game, name: str) -> str:
    """The affected player's name as it is, or the affected object's name as a card name (a renderer
    words the two differently: a German ruling quotes card names, never a player's)."""
    return name if any(p.name == name for p in game.players) else CardName(name)


def behaviour(kind: str, spec: Any, controller: str) -> Hashable:
    """A signature for a static effect: what it does, and whose point of view it reads ("you").

    Two Furnaces of Rath behave alike whoever controls them; two Torbrans only
    if the same player controls both.
    """
    text = spec.model_dump_json()
    relative = any(f'"{word}"' in text for word in ("you", "opponent", "opponents"))
    return (kind, text, controller if relative else None)
