"""Turn outlines: the phases and steps of a turn, as data for teachers and for the engines.

Each game's outline is `judge/outlines/<game>.yaml`: a list of phases, each with its steps,
and for each what happens (turn-based actions), whether players get priority (Magic) or may
activate effects, what may be cast, the rules behind it and the glossary terms it uses. The
texts are data in en/de/nl (like the glossary), so the teaching pages need no message catalog
for them. The engines' `turn` modules and the `/turn/<game>` pages read the same file.
"""

import functools
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict

OUTLINE_DIR = Path(__file__).resolve().parent / "outlines"


class Texts(BaseModel):
    """One text in each supported language."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    en: str
    de: str
    nl: str

    def get(self, lang: str) -> str:
        """The text in `lang`, English for an unknown language."""
        return getattr(self, lang, None) or self.en


class Step(BaseModel):
    """A step of a phase (Magic 501-514; Yu-Gi-Oh! Battle Phase steps)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    id: str  # the engine's step id, e.g. "declare_attackers"
    name: Texts
    summary: Texts  # what happens, in two or three sentences
    turn_based_actions: list[Texts] = []  # what the game does by itself at the start
    priority: bool = True  # whether players receive priority / may activate effects
    may_cast: Texts | None = None  # what players may cast or activate here
    rules: list[str] = []  # CR numbers (Magic) or rulebook sections (Yu-Gi-Oh!)
    terms: list[str] = []  # glossary ids


class Phase(Step):
    """A phase; Magic's beginning, combat and ending phases have steps, main phases don't."""

    steps: list[Step] = []


class Outline(BaseModel):
    """A game's whole turn."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    game: str
    phases: list[Phase]

    def step_ids(self) -> list[str]:
        """Every step (or step-less phase) id, in turn order: the engine's step sequence."""
        return [s.id for p in self.phases for s in (p.steps or [p])]


@functools.cache
def load_outline(game: str) -> Outline:
    """The turn outline of `game` ("mtg" or "yugioh"), validated. FileNotFoundError if absent."""
    path = OUTLINE_DIR / f"{game}.yaml"
    with path.open(encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    return Outline.model_validate({"game": game, "phases": data})
