"""A small template grammar: wordings with typed slots, tried in order, each slot parsed by its own rules.

A template is written the way the card says it: literal words, `<slot>` for a part parsed by
another rule set, `[optional words]`, and ` | ` between alternatives:

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


def _variants(pattern: str) -> list[str]:
    """A pattern with `[optional]` parts as every pattern it stands for (with and without each)."""
    match = re.search(r"\[([^\[\]]*)\]", pattern)
    if match is None:
        return [pattern]
    before, after = pattern[:match.start()], pattern[match.end():]
    without = re.sub(r" {2,}", " ", before + after).strip()  # "a [b] c" without b is "a c", not "a  c"
    return [*_variants(before + match.group(1) + after), *_variants(without)]


def _literal(piece: str) -> re.Pattern:
    """Literal words; a space stands for any run of whitespace (so a slot's words stay words)."""
    return re.compile(re.escape(piece).replace(r"\ ", r"\s+"), re.IGNORECASE)


@dataclass
class Template:
    """One wording. Matching tries every way to split the text among its slots: a phrase slot
    ends wherever the next literal words occur, and the first split whose every slot parses wins
    (so 'this creature enters the battlefield' finds the subject 'this creature')."""

    pattern: str
    build: Callable[..., Any]
    tokens: list[tuple[str, Any]] = field(init=False)  # ("literal", regex) | ("slot", (name, rule set))
    wanted: set[str] = field(init=False)  # the slots `build` takes; the others only have to parse

    def __post_init__(self) -> None:
        self.tokens = []
        for piece in re.split(r"(<[a-z_0-9]+>)", self.pattern):
            if piece.startswith("<"):
                name = piece[1:-1]
                self.tokens.append(("slot", (name, name.rstrip("0123456789"))))
            elif piece:
                self.tokens.append(("literal", _literal(piece)))
        slots = set(re.findall(r"<([a-z_0-9]+)>", self.pattern))
        self.wanted = slots & set(inspect.signature(self.build).parameters)

    def parse(self, text: str) -> Any:
        values = self._match(0, text.strip(), 0)
        if values is None:
            raise NoParse(text)
        return self.build(**{name: values.get(name) for name in self.wanted})  # an optional slot absent: None

    def _match(self, index: int, text: str, position: int) -> dict[str, Any] | None:
        if index == len(self.tokens):
            return {} if position == len(text) else None
        kind, token = self.tokens[index]
        if kind == "literal":
            found = token.match(text, position)
            return None if found is None else self._match(index + 1, text, found.end())
        name, rule_set = token
        for end in self._ends(index, text, position):
            try:
                value = text[position:end] if rule_set in TOKENS else SLOTS[rule_set].parse(text[position:end].strip())
            except (NoParse, ValueError, KeyError):
                continue
            rest = self._match(index + 1, text, end)
            if rest is not None:
                return {name: value, **rest}
        return None

    def _ends(self, index: int, text: str, position: int) -> list[int]:
        """Where the slot at `index` may end: a token's own extent, or before each occurrence of
        the literal that follows it (the end of the text for the last slot)."""
        rule_set = self.tokens[index][1][1]
        if rule_set in TOKENS:
            found = re.compile(TOKENS[rule_set], re.IGNORECASE).match(text, position)
            return [found.end()] if found else []
        if index + 1 == len(self.tokens):
            return [len(text)] if position < len(text) else []
        following = self.tokens[index + 1]
        if following[0] != "literal":
            raise ValueError(f"two slots in a row in {self.pattern!r}")
        return [found.start() for found in following[1].finditer(text, position + 1)]


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
            for alternative in pattern.split(" | "):
                self.templates += [Template(variant, function) for variant in _variants(alternative)]
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
