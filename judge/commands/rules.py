"""`judge rules import FILE` and `judge rules show NUMBER`: the official rules text, if you have it.

The project's own one-line summaries always work; the official wording of the Comprehensive
Rules is the user's to import (it is not ours to ship). See judge/rules/official.py.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "rules", help="import or show the official Comprehensive Rules text",
        description="Import the Comprehensive Rules text file you downloaded from the Magic rules "
        "website, so rulings and the web app show the official wording of every cited rule; or "
        "show one rule.")
    commands = parser.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    importer = commands.add_parser("import", help="import a Comprehensive Rules .txt file")
    importer.add_argument("file", help="the plain-text Comprehensive Rules (e.g. MagicCompRules 20260116.txt)")
    importer.set_defaults(handler=run_import)
    show = commands.add_parser("show", help="show a rule: the project's summary and, if imported, the official text")
    show.add_argument("number", help="a rule number as printed, e.g. 608.2b")
    show.add_argument("--lang", choices=("en", "de", "nl"), default="en", help="language of the summary")
    show.set_defaults(handler=run_show)


def run_import(args: argparse.Namespace) -> int:
    from judge.rules import CR_DATE
    from judge.rules.official import ImportProblem, read_file, save

    try:
        rules = read_file(Path(args.file))
    except ImportProblem as problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    target = save(rules)
    print(f"imported {len(rules.rules)} rules (effective {rules.effective or 'date not found'}) into {target}")
    if rules.effective and rules.effective != CR_DATE:
        print(f"note: the engine's citations follow the rules of {CR_DATE}; numbers may have moved in "
              f"the {rules.effective} release you imported", file=sys.stderr)
    return 0


def run_show(args: argparse.Namespace) -> int:
    from judge.rules import summary
    from judge.rules.official import official_text

    number = args.number.strip().rstrip(".")
    own, official = summary("mtg", number, args.lang), official_text(number)
    if own is None and official is None:
        print(f"error: rule {number} is neither cited by the engine nor in imported rules "
              "(import them with 'judge rules import FILE')", file=sys.stderr)
        return 2
    if own:
        print(f"{number}  {own}")
    if official:
        print(f"\n{number} (official text)\n{official}")
    elif own:
        print("\n(the official text shows here after 'judge rules import FILE')")
    return 0
