"""The language-neutral record of a ruling: events, decisions, illegal actions.

The engines emit these; renderers (judge/explain/) turn them into text in a
language, JSON, Markdown or HTML. Nothing here holds a sentence: an event is a
kind, parameters, the rule numbers it applies and the glossary terms it uses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


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
    title: str | None = None
    initial_board: dict[str, Any] | None = None
