"""Loading a scenario: text -> validated model, resolved against the card library.

The result still carries the parsed document, so that later checks (references
to objects, zone limits that depend on the board) can point at a line too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from judge.scenario.errors import ScenarioError, did_you_mean
from judge.scenario.validation import model_locator, raise_validation_error
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


def scenario_model(game: str) -> type[BaseModel]:
    """The pydantic model of a game's scenario format."""
    if game == "mtg":
        from judge.scenario.mtg_model import MtgScenario

        return MtgScenario
    from judge.scenario.yugioh_model import YugiohScenario

    return YugiohScenario


def load_scenario_text(text: str, source: str = "<scenario>",
                       limits: Limits = DEFAULT_LIMITS) -> LoadedScenario:
    """Parse and validate scenario text; raise ScenarioError on any problem."""
    document = parse_yaml(text, source, limits)
    data = document.data
    if not isinstance(data, dict):
        raise document.error((), "a scenario must be a YAML mapping with keys such as 'game' and 'players'")
    game = data.get("game")
    if game not in GAMES:
        hint = did_you_mean(str(game), GAMES) if isinstance(game, str) else None
        if "game" not in data:
            raise document.error((), "the key 'game' is required", "start with 'game: mtg' or 'game: yugioh'")
        raise document.error(("game",), f"unknown game {game!r}; expected 'mtg' or 'yugioh'", hint)
    model_class = scenario_model(game)
    try:
        model = model_class.model_validate(data)
    except ValidationError as exc:
        raise_validation_error(exc, document, model_at=model_locator(model_class, data))
    return LoadedScenario(game=game, model=model, document=document)


def load_scenario_file(path: str, limits: Limits = DEFAULT_LIMITS) -> LoadedScenario:
    """Read a file ('-' for stdin) and load it as a scenario."""
    text, name = read_source(path, limits)
    return load_scenario_text(text, name, limits)
