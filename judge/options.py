"""What a player may do now: the language-neutral answer of both engines to "what are my options?".

`judge.mtg.options` and `judge.yugioh.options` fill these; `judge.explain.options` words them in
en/de/nl and writes the JSON of `judge options` (docs/scenario-format.md, "judge options").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.events import CardName, Illegal, ModeChoice, Word


@dataclass(frozen=True)
class Choice:
    """Something an option may be aimed at: a player (ref = name) or an object (ref = its id)."""

    ref: str
    name: CardName | Word | str  # a card, a word (Yu-Gi-Oh! "direct"), a player's name


@dataclass(frozen=True)
class Option:
    """One legal action: what, with which card, its legal choices, and the rules that allow it."""

    action: str  # cast | activate | play | attack | block | summon | set | change_position | ...
    card: CardName
    rules: tuple[str, ...]
    oid: str = ""
    targets: tuple[tuple[Choice, ...], ...] = ()  # the legal targets of each target slot
    ability: int | None = None  # which activated ability, counting from 1
    mode: ModeChoice | None = None  # a modal spell's mode (worded from the card): one option per mode
    choices: tuple[Choice, ...] = ()  # what an attacker may attack, a blocker may block
    method: str = ""  # how, where a game has several ways (Yu-Gi-Oh! summon methods, positions)


@dataclass(frozen=True)
class Forbidden:
    """An action the player might expect to take, and why the rules don't allow it now."""

    action: str
    card: CardName
    problem: Illegal
    target: Choice | None = None  # a single target refused (protection, hexproof, shroud)


@dataclass
class Options:
    """Everything `player` may do at this moment, and what they may not, with the reasons."""

    game: str
    player: str
    holder: str  # who holds priority (Magic) or may act (Yu-Gi-Oh!) now
    declaring: str = ""  # Magic: "attackers" or "blockers" while they are declared (nobody has priority)
    options: list[Option] = field(default_factory=list)
    forbidden: list[Forbidden] = field(default_factory=list)
