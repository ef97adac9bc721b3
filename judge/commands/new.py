"""`judge new mtg|yugioh`: print a commented scenario to start from (`judge new mtg > s.yaml`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

TEMPLATES = Path(__file__).resolve().parent.parent / "scenario" / "templates"


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "new", help="print a commented scenario template",
        description="Print a scenario template with a comment on each key; save it and edit it: "
        "judge new mtg > my-scenario.yaml && judge rule my-scenario.yaml")
    parser.add_argument("game", choices=("mtg", "yugioh"), help="which game")
    parser.set_defaults(handler=run)


def template(game: str) -> str:
    return (TEMPLATES / f"{game}.yaml").read_text(encoding="utf-8")


def run(args: argparse.Namespace) -> int:
    sys.stdout.write(template(args.game))
    return 0
