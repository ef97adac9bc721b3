"""The scenario library (scenarios/<game>/<topic>/<name>.yaml) as the gallery and the forms see it.

Each scenario is read through the scenario loader, so the gallery shows the same title,
description and tags the YAML declares; a scenario that does not load is listed with its error
(the test suite keeps that from happening on main).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from judge.explain.i18n import LANGUAGES
from judge.paths import data_folder
from judge.scenario import ScenarioError, load_scenario_text
from judge.scenario.common import texts_by_language
from judge.web.i18n import page_language

GAMES = ("mtg", "yugioh")


@dataclass(frozen=True)
class LibraryScenario:
    """One example of the library, addressed by game/topic/name."""

    game: str
    topic: str
    name: str
    path: Path
    titles: dict[str, str]  # by language: the scenario's `title: {en, de, nl}` (or one text for all)
    descriptions: dict[str, str] = field(default_factory=dict)
    tags: tuple[str, ...] = field(default_factory=tuple)
    error: str | None = None

    @property
    def title(self) -> str:
        """The title in the page language."""
        return self.titles.get(page_language()) or self.titles["en"]

    @property
    def description(self) -> str:
        """The teaching paragraph in the page language."""
        return self.descriptions.get(page_language()) or self.descriptions.get("en", "")

    @property
    def key(self) -> str:
        """`game/topic/name`: how forms and URLs refer to it."""
        return f"{self.game}/{self.topic}/{self.name}"

    def text(self) -> str:
        return self.path.read_text(encoding="utf-8")


def _entry(game: str, path: Path) -> LibraryScenario:
    topic, name = path.parent.name, path.stem
    fallback = name.removeprefix("seed-").replace("-", " ").capitalize()
    try:
        model = load_scenario_text(path.read_text(encoding="utf-8"), str(path)).model
    except ScenarioError as error:
        return LibraryScenario(game, topic, name, path, dict.fromkeys(LANGUAGES, fallback), error=str(error))
    titles = texts_by_language(model.title) or dict.fromkeys(LANGUAGES, fallback)
    descriptions = texts_by_language(model.description) or dict.fromkeys(LANGUAGES, "")
    return LibraryScenario(game, topic, name, path, titles, {k: " ".join(v.split()) for k, v in descriptions.items()},
                           tuple(model.tags))


@functools.cache
def scenario_library() -> tuple[LibraryScenario, ...]:
    """Every library scenario, by game, topic and name."""
    root = data_folder("scenarios")
    return tuple(_entry(game, path) for game in GAMES for path in sorted((root / game).glob("*/*.yaml")))


def find_scenario(key: str) -> LibraryScenario | None:
    """The library scenario `game/topic/name`, or None (never a path outside the library)."""
    return next((s for s in scenario_library() if s.key == key), None)
