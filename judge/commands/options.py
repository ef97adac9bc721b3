"""`judge options FILE|- [--player P] [--json] [--lang en|de|nl]`: what a player may do now, and why not."""

from __future__ import annotations

import argparse
import json
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "options", help="list what a player may do at the moment a scenario describes",
        description="Every legal action of the player who holds priority (or --player) at the moment "
        "the scenario describes (after its actions), with the rules that allow it, and why the other "
        "cards in hand or on the battlefield can't be used now.")
    parser.add_argument("file", help="scenario YAML file, or - for standard input")
    parser.add_argument("--player", help="the player (or duelist) to ask for (default: who holds priority)")
    parser.add_argument("--after", type=int, metavar="N",
                        help="the moment right after the scenario's first N actions (default: after all of them)")
    parser.add_argument("--json", action="store_true", help="print the options as JSON")
    parser.add_argument("--lang", choices=("en", "de", "nl"), default="en",
                        help="language of the explanation (default: en)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from judge.commands.rule import report_error
    from judge.ruling import load_file, options
    from judge.scenario import ScenarioError

    try:
        found = options(load_file(args.file), args.player, args.after)
    except ScenarioError as error:  # every problem at its FILE:LINE:COLUMN, as `judge rule` reports them
        report_error(error, as_json=args.json, lang=args.lang)
        return 2
    from judge.explain import options as worded

    if args.json:
        json.dump(worded.to_json(found, args.lang), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(worded.to_text(found, args.lang))
    return 0
