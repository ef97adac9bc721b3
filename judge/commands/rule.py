"""`judge rule FILE|- [--json] [--lang en|de|nl] [--rule-text]`: a ruling on a scenario (exit 0), or exit 2."""

from __future__ import annotations

import argparse
import json
import sys

from judge.scenario.errors import ScenarioError


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "rule", help="rule on a scenario file, step by step",
        description="Explain, step by step and with rule numbers, what happens in a scenario.")
    parser.add_argument("file", help="scenario YAML file, or - for standard input")
    parser.add_argument("--json", action="store_true", help="print the ruling as JSON")
    parser.add_argument("--markdown", action="store_true", help="print the ruling as Markdown")
    parser.add_argument("--lang", choices=("en", "de", "nl"), default="en",
                        help="language of the explanation (default: en)")
    parser.add_argument("--rule-text", action="store_true",
                        help="also print every cited rule: the project's summary and, after "
                        "'judge rules import FILE', the official text (JSON: key rule_texts)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from judge.ruling import rule_file

    try:
        ruling = rule_file(args.file)
    except ScenarioError as error:
        report_error(error, as_json=args.json)
        return 2
    from judge.explain import render

    if args.json:
        data = render.to_json(ruling, args.lang)
        if args.rule_text:
            data["rule_texts"] = render.rule_texts(data, args.lang)
        json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    elif args.markdown:
        sys.stdout.write(render.to_markdown(ruling, args.lang))
    else:
        sys.stdout.write(render.to_text(ruling, args.lang, with_rule_texts=args.rule_text))
    return 0


def report_error(error: ScenarioError, as_json: bool = False) -> None:
    """Every problem of an invalid scenario: one per line on stderr, each line starting
    `FILE:LINE:COLUMN: ` (editors jump to it); with `--json` also as JSON on stdout."""
    print(error.report(), file=sys.stderr)
    if as_json:
        json.dump(error.errors_json(), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
