"""Loading a scenario: text -> validated model, resolved against the card library.

The result still carries the parsed document, so that later checks (references
to objects, zone limits that depend on the board) can point at a line too.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from judge.cards import library as card_library
from judge.scenario.errors import ScenarioError, collect, did_you_mean, suggest
from judge.scenario.validation import model_locator, validation_problems
from judge.scenario.yaml_source import DEFAULT_LIMITS, Document, Limits, parse_yaml, read_source

GAMES = ("mtg", "yugioh")


@dataclass
class LoadedScenario:
    """A validated scenario, its source document (for positions) and its game."""

    game: str
    model: Any  # MtgScenario | YugiohScenario
    document: Document

    def error(self, path: tuple, message: str, hint: str | None = None) -> ScenarioError:
        return self.document.error(path, message, hint)


# Each game's scenario model, imported on first use: a Magic scenario never builds the Yu-Gi-Oh!
# model (lazy: start-up).
SCENARIO_MODELS = {"mtg": ("judge.scenario.mtg_model", "MtgScenario"),
                   "yugioh": ("judge.scenario.yugioh_model", "YugiohScenario")}


def scenario_model(game: str) -> type[BaseModel]:
    """The pydantic model of a game's scenario format."""
    module, name = SCENARIO_MODELS[game]
    return getattr(importlib.import_module(module), name)


YUGIOH_ONLY_KEYS = frozenset({"chain", "summon", "attack", "monsters", "spells_traps", "deck", "extra_deck",
                              "banished", "field", "phase"})


def _guess_game(data: dict[str, Any]) -> str:
    """The game a scenario without a valid `game:` looks like, so its other problems are found too."""
    keys = set(data) | {k for p in data.get("players") or [] if isinstance(p, dict) for k in p}
    if isinstance(data.get("turn"), dict):
        keys |= set(data["turn"])
    return "yugioh" if keys & YUGIOH_ONLY_KEYS else "mtg"


def _game_of(document: Document) -> tuple[str, list[ScenarioError]]:
    """The scenario's game, and the problems of its `game:` key (a guess stands in for a bad one)."""
    data = document.data
    game = data.get("game")
    if game in GAMES:
        return game, []
    if "game" in data:
        hint = did_you_mean(str(game), GAMES) if isinstance(game, str) else None
        return _guess_game(data), [document.error(("game",), f"unknown game {game!r}; expected 'mtg' or 'yugioh'",
                                                  hint)]
    known = {key for g in GAMES for key in scenario_model(g).model_fields}
    misspelt = suggest("game", [str(k) for k in data if k not in known], cutoff=0.5)
    if misspelt is not None:
        value = data[misspelt]
        return (value if value in GAMES else _guess_game(data),
                [document.error((misspelt,), f"unknown key {misspelt!r}", "did you mean 'game'?")])
    return _guess_game(data), [document.error((), "the key 'game' is required",
                                              "start with 'game: mtg' or 'game: yugioh'")]


def load_scenario_text(text: str, source: str = "<scenario>",
                       limits: Limits = DEFAULT_LIMITS) -> LoadedScenario:
    """Parse and validate scenario text; raise ScenarioError on any problem."""
    document = parse_yaml(text, source, limits)
    data = document.data
    if not isinstance(data, dict):
        raise document.error((), "a scenario must be a YAML mapping with keys such as 'game' and 'players'")
    game, problems = _game_of(document)
    model_class = scenario_model(game)
    try:
        model = model_class.model_validate({**data, "game": game})
    except ValidationError as exc:
        problems += validation_problems(exc, document, model_at=model_locator(model_class, data), game=game)
    if problems:  # the card names too, as the builder would check them: every problem in one go
        problems += card_library.unknown_names_in_document(game, document)
        raise collect(problems)
    return LoadedScenario(game=game, model=model, document=document)


def load_scenario_file(path: str, limits: Limits = DEFAULT_LIMITS) -> LoadedScenario:
    """Read a file ('-' for stdin) and load it as a scenario."""
    text, name = read_source(path, limits)
    return load_scenario_text(text, name, limits)
