"""The language-neutral record of a ruling: events, decisions, illegal actions.

The engines emit these; renderers (judge/explain/) turn them into text in a
language, JSON, Markdown or HTML. Nothing here holds a sentence: an event is a
kind, parameters, the rule numbers it applies and the glossary terms it uses.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

UNKNOWN_CARD = "Unknown card"  # the name of a card a scenario gives only by count (a library of 40)


class CardName(str):
    """A parameter that names a card: renderers may show its printed name in the page language."""

    __slots__ = ()


class StepName(str):
    """A parameter that names a step or phase by its outline id: renderers show its name in the page language."""

    __slots__ = ()


class Keyword(str):
    """A keyword ability or action by its English name as cards spell it ("double strike"):
    renderers show the glossary's name of it in the page language ("Doppelschlag")."""

    __slots__ = ()


class Word(str):
    """A word of the game's vocabulary by a stable English id, e.g. a decision's option ("tap",
    "decline", "direct"): JSON keeps the id, renderers show the page language's word."""

    __slots__ = ()


class CounterKind(str):
    """A kind of counter as cards name it ("+1/+1", "loyalty"): renderers name it in the page language."""

    __slots__ = ()


class Tally(str):
    """How many counters of a kind (`what` a CounterKind) or how much damage (`what` the Word
    "damage") a permanent has, said after "with": renderers word it in the page language ("one +1/+1
    counter", "mit einer +1/+1-Marke", "met 2 damage"). Its text ("1 +1/+1") is what JSON shows."""

    what: str
    count: int

    def __new__(cls, what: str, count: int) -> Tally:
        tally = super().__new__(cls, f"{count} {what}")
        tally.what, tally.count = what, count
        return tally

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles keep the kind and the number
        return Tally, (self.what, self.count)


class TypeName(str):
    """A card type or subtype as printed in English ("Creature", "Frog"): renderers use the page
    language's word."""

    __slots__ = ()


class TypeLine(str):
    """Card types and subtypes as an English type line ("Artifact Creature", "Land — Forest",
    "Frog" for subtypes alone): renderers write the page language's type line, German compounds
    included ("Artefaktkreatur", "Land — Wald")."""

    __slots__ = ()

    @classmethod
    def of(cls, types: Iterable[str], subtypes: Iterable[str]) -> TypeLine:
        head, tail = " ".join(types), " ".join(subtypes)
        return cls(f"{head} — {tail}" if head and tail else head or tail)


class ModeChoice(str):
    """Chosen modes of a modal spell or ability (700.2) by number, "2" or "1+3": JSON keeps the
    numbers, renderers say what the modes do in the page language, written from the card's data
    (`card`, and `modal`: its spell or ability with the modes). `numbered` puts the number first
    ("2: Prevent ..."), as an option of a decision is shown."""

    card: Any
    modal: Any
    chosen: tuple[int, ...]
    numbered: bool

    def __new__(cls, card: Any, modal: Any, chosen: tuple[int, ...], numbered: bool = False) -> ModeChoice:
        value = super().__new__(cls, "+".join(str(i + 1) for i in chosen))
        value.card, value.modal, value.chosen, value.numbered = card, modal, tuple(chosen), numbered
        return value


class Listing(str):
    """Several values shown as one ("Grizzly Bears, Glory Seeker", "Furnace of Rath → Holy Day"):
    its text is the English one (JSON and scenario answers compare it); renderers show each part
    in the page language. Parts are strings, typed ones included, or Listings themselves."""

    parts: tuple[str, ...]
    separator: str
    conjunction: bool  # rendered "A, B and C" (the word in the page language), for lists a sentence names
    counted: bool  # equal parts rendered once with their number: "Mountain (6×)" for six Mountains
    runs: bool  # equal parts next to each other rendered once with their number: an order of 95 alike triggers

    def __new__(cls, parts: Iterable[str], separator: str = ", ", empty: str = "",
                conjunction: bool = False, counted: bool = False, runs: bool = False) -> Listing:
        items = tuple(parts)
        listing = super().__new__(cls, separator.join(items) if items else empty)
        listing.parts, listing.separator, listing.conjunction = items, separator, conjunction
        listing.counted, listing.runs = counted, runs
        return listing

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles keep the parts
        return Listing, (self.parts, self.separator, "" if self.parts else str(self), self.conjunction,
                         self.counted, self.runs)


@dataclass(frozen=True)
class Requirement:
    """What a target must be (115): a noun ("creature", "player", "artifact_or_enchantment": a target
    type of the card vocabulary) and the qualities a card has to have or lack; renderers word it."""

    noun: str
    types: tuple[str, ...] = ()  # card types, as printed ("Artifact")
    not_types: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()  # "black"
    not_colors: tuple[str, ...] = ()
    tapped: bool | None = None
    combat: str | None = None  # "attacking", "blocking" or "attacking_or_blocking"


@dataclass
class Event:
    """Something that happened, and why (the rules) in which vocabulary (the terms)."""

    kind: str
    params: dict[str, Any] = field(default_factory=dict)
    rules: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()
    board: dict[str, Any] | None = None  # the board right after this event (for step-through views)


@dataclass
class Outcome:
    """What one option of a decision leads to: a short, neutral description."""

    option: str
    kind: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class Decision:
    """A choice the rules give a player (or the controller of an object)."""

    chooser: str
    kind: str
    options: list[str]
    taken: str
    default: bool
    rules: tuple[str, ...] = ()
    outcomes: list[Outcome] = field(default_factory=list)
    subject: str | None = None  # what the decision is about, e.g. the attacking creature


@dataclass
class Illegal:
    """An action the scenario asked for that the rules do not allow; it is left out."""

    action: str  # a stable English label, e.g. "Grizzly Bears blocks Serra Angel"
    kind: str  # the message kind explaining why
    params: dict[str, Any] = field(default_factory=dict)
    rules: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()
    # how many events the ruling had recorded when the action was refused: the step it belongs
    # after (0 = before the first step); None in rulings stored before this was recorded
    after: int | None = None


@dataclass(frozen=True)
class Unmodelled:
    """An ability of a card in the scenario that its data doesn't model (an imported card's printed
    text the grammar didn't read): the ruling names it, at the top and at each step about the card,
    and ignores it. `ability` is the card's own English text, quoted as printed."""

    card: str
    ability: str


@dataclass
class Ruling:
    """Everything a renderer needs: the steps, what was illegal, the choices, the end state."""

    game: str
    events: list[Event] = field(default_factory=list)
    illegal: list[Illegal] = field(default_factory=list)
    choices: list[Decision] = field(default_factory=list)
    summary: list[Event] = field(default_factory=list)
    final: dict[str, Any] = field(default_factory=dict)
    outcome: dict[str, Any] = field(default_factory=lambda: {"winners": [], "losers": []})
    title: dict[str, str] | None = None  # the scenario's title by language (en, de, nl)
    initial_board: dict[str, Any] | None = None
    unmodelled: list[Unmodelled] = field(default_factory=list)
