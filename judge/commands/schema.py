"""`judge schema --game mtg|yugioh`: the JSON Schema of the scenario format (for editors)."""

from __future__ import annotations

import argparse
import json
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "schema", help="print the JSON Schema of the scenario format",
        description="Print the JSON Schema of a game's scenario format, for editors that "
        "validate YAML: save it (judge schema --game mtg > mtg.schema.json) and put "
        "'# yaml-language-server: $schema=./mtg.schema.json' on the first line of a scenario; "
        "'judge serve' also serves it at /schema/mtg.json and /schema/yugioh.json.")
    parser.add_argument("--game", choices=("mtg", "yugioh"), default="mtg",
                        help="which game's format (default: mtg)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from judge.scenario.schema import scenario_schema

    json.dump(scenario_schema(args.game), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0
