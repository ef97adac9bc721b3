"""The JSON Schema of a game's scenario format, for editors (yaml-language-server) and tools.

Generated from the same pydantic models the loader validates with, so that the two cannot
drift: shorthands (a bare card name for `{card: NAME}`) and list-or-count zones are in it.
The loader checks more than a schema can say (card names, references, board limits); the
schema never refuses what the loader accepts (tests/test_schema.py).
"""

from __future__ import annotations

from typing import Any

from judge.scenario.load import GAMES, scenario_model

SCHEMA_URL = "/schema/{game}.json"  # where the web app serves it


def scenario_schema(game: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a game's scenario format."""
    document = scenario_model(game).model_json_schema(by_alias=True)
    document["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    document["$id"] = SCHEMA_URL.format(game=game)
    document["title"] = f"judge scenario ({game})"
    return document


__all__ = ["GAMES", "SCHEMA_URL", "scenario_schema"]
