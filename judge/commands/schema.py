"""`judge schema --game mtg|yugioh`: the JSON Schema of the scenario format (for editors)."""

from __future__ import annotations

import argparse
import json
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "schema", help="print the JSON Schema of the scenario format",
        description="Print the JSON Schema of a game's scenario format, for editors that "
        "validate YAML (yaml-language-server: add '# yaml-language-server: $schema=FILE').")
    parser.add_argument("--game", choices=("mtg", "yugioh"), default="mtg")
    parser.set_defaults(handler=run)


def schema(game: str) -> dict:
    """The JSON Schema (draft 2020-12) of a game's scenario format."""
    from judge.scenario.load import scenario_model

    document = scenario_model(game).model_json_schema(by_alias=True)
    document["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    document["title"] = f"judge scenario ({game})"
    return document


def run(args: argparse.Namespace) -> int:
    json.dump(schema(args.game), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0
