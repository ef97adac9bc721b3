"""`judge scenarios [--game mtg|yugioh] [--tag TAG] [--lang]`: list the example scenarios."""

from __future__ import annotations

import argparse
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "scenarios", help="list the example scenarios (path, title, tags)",
        description="List the example scenarios that come with judge: each one's file, title and "
        "tags. Rule on one with 'judge rule PATH'.")
    parser.add_argument("--game", choices=("mtg", "yugioh"), help="only this game's (default: both)")
    parser.add_argument("--tag", help="only those with this tag (e.g. stack, combat, chain)")
    parser.add_argument("--lang", choices=("en", "de", "nl"), default="en",
                        help="language of the titles (default: en)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from judge.paths import data_folder
    from judge.scenario import ScenarioError, load_scenario_file
    from judge.scenario.common import texts_by_language

    root = data_folder("scenarios")
    shown = 0
    for game in [args.game] if args.game else ["mtg", "yugioh"]:
        for path in sorted((root / game).rglob("*.yaml")):
            try:
                model = load_scenario_file(str(path)).model
            except ScenarioError:
                continue  # the test suite keeps shipped scenarios valid
            if args.tag and args.tag not in model.tags:
                continue
            titles = texts_by_language(model.title) or {}
            title = titles.get(args.lang) or titles.get("en") or path.stem
            tags = f"  [{', '.join(model.tags)}]" if model.tags else ""
            shown_path = path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path
            print(f"{shown_path}  {title}{tags}")
            shown += 1
    if not shown:
        print("no scenario matches" + (f" the tag {args.tag!r}" if args.tag else ""))
    return 0
