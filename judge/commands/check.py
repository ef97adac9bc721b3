"""`judge check FILE|FOLDER ... [--json]`: validate scenarios without ruling on them.

Every problem of each file at once (`FILE:LINE:COLUMN: message (hint)` on stderr, with `--json`
also `{"errors": [...]}` per file on stdout; `--lang de|nl` words them in German or Dutch); exit 0
when all are valid, 2 otherwise.
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "check", help="validate scenario files without ruling on them",
        description="Check that scenario files are valid: their keys and values, card names and "
        "references to objects and players. Nothing is ruled on.")
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="scenario YAML file, a folder of them, or - for standard input")
    parser.add_argument("--json", action="store_true", help="print the problems as JSON on stdout")
    parser.add_argument("--lang", choices=("en", "de", "nl"), default="en",
                        help="language of the problems (default: en); lines and columns are the same")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from judge.commands.rule import report_error, scenario_paths
    from judge.ruling import check_file
    from judge.scenario import ScenarioError

    status = 0
    paths = scenario_paths(args.files)
    for path in paths:
        try:
            check_file(path)
        except ScenarioError as error:
            report_error(error, as_json=args.json, lang=args.lang)
            status = 2
        else:
            if not args.json:
                print(f"{path}: ok")
    return status if paths else 2
