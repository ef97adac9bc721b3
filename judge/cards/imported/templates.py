"""A small template grammar: wordings with typed slots, tried in order, each slot parsed by its own rules.

A template is written the way the card says it: literal words, `<slot>` for a part parsed by
another rule set, and `[optional words]`:

    Rules("effect").add("<source> deals <n> damage to <recipient>", build)

`Rules.parse(text)` tries its templates in order; a template matches when its words match
the whole text (case-insensitive) and every slot's text parses by the rule set of that name
(`SLOTS`); `build` receives the parsed slot values and returns the structure. Nothing matching
raises `NoParse`: the caller records the ability as not understood instead of guessing.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


class NoParse(Exception):
    """No template of a rule set reads this text."""


# Slots whose text is a token rather than a phrase: the regular expression it must match.
TOKENS: dict[str, str] = {
    "n": r"\d+|x|a|an|one|two|three|four|five|six|seven|eight|nine|ten",
    "pt": r"[+\-−]\d+/[+\-−]\d+",
    "mana": r"(?:\{[^}]+\})+",
    "signed": r"[+\-−]\d+",
    "word": r"[A-Za-z'-]+",
}
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10}


def number(text: str) -> int | str:
    """'2', 'two', 'a' -> int; 'X' stays 'X'."""
    text = text.lower()
    if text == "x":
        return "X"
    return _WORDS[text] if text in _WORDS else int(text)


def signed(text: str) -> int:
    return int(text.replace("−", "-"))


@dataclass
class Template:
    pattern: str
    build: Callable[..., Any]
    regex: re.Pattern = field(init=False)
    slots: list[tuple[str, str]] = field(init=False)  # (group name, rule set)
    wanted: set[str] = field(init=False)  # the slots `build` takes; the others only have to parse

    def __post_init__(self) -> None:
        self.slots = []
        parts: list[str] = []
        for piece in re.split(r"(<[a-z_0-9]+>|\[|\])", self.pattern):
            if piece.startswith("<"):
                name = piece[1:-1]
                rule_set = name.rstrip("0123456789")
                group = f"s{len(self.slots)}"
                self.slots.append((name, rule_set))
                parts.append(f"(?P<{group}>{TOKENS.get(rule_set, '.+?')})")
            elif piece == "[":
                parts.append("(?:")
            elif piece == "]":
                parts.append(")?")
            else:
                parts.append(re.escape(piece).replace(r"\ ", r"\s+"))
        self.regex = re.compile("".join(parts), re.IGNORECASE)
        self.wanted = set(inspect.signature(self.build).parameters)

    def parse(self, text: str) -> Any:
        match = self.regex.fullmatch(text)
        if match is None:
            raise NoParse(text)
        values: dict[str, Any] = {}
        for index, (name, rule_set) in enumerate(self.slots):
            captured = match.group(f"s{index}")
            if captured is None:
                values[name] = None
            elif rule_set in TOKENS:
                values[name] = captured
            else:
                values[name] = SLOTS[rule_set].parse(captured.strip())
        return self.build(**{name: value for name, value in values.items() if name in self.wanted})


@dataclass
class Rules:
    """One rule set: its templates in the order they are tried."""

    name: str
    templates: list[Template] = field(default_factory=list)

    def __post_init__(self) -> None:
        SLOTS[self.name] = self

    def add(self, pattern: str, build: Callable[..., Any] | None = None) -> Callable:
        """Register a template; usable as a decorator (`@rules.add("...")`) or called with `build`."""
        def register(function: Callable[..., Any]) -> Callable[..., Any]:
            for variant in pattern.split(" | "):
                self.templates.append(Template(variant, function))
            return function
        return register(build) if build is not None else register

    def parse(self, text: str) -> Any:
        for template in self.templates:
            try:
                return template.parse(text)
            except (NoParse, ValueError, KeyError):
                continue
        raise NoParse(f"{self.name}: {text}")


SLOTS: dict[str, Rules] = {}


class Choice(Rules):
    """A rule set whose text is one of a fixed mapping's keys (case-insensitive)."""

    def __init__(self, name: str, choices: dict[str, Any]) -> None:
        super().__init__(name)
        self.choices = {key.lower(): value for key, value in choices.items()}

    def parse(self, text: str) -> Any:
        try:
            return self.choices[text.lower()]
        except KeyError:
            raise NoParse(text) from None


class Function(Rules):
    """A rule set read by a function rather than templates (a noun phrase, a list, free text)."""

    def __init__(self, name: str, read: Callable[[str], Any]) -> None:
        super().__init__(name)
        self.read = read

    def parse(self, text: str) -> Any:
        return self.read(text)
