"""`judge rule FILE|FOLDER|- ... [--json|--markdown] [--lang en|de|nl] [--rule-text] [--check]`.

A ruling on each scenario (exit 0), or exit 2 when one is invalid (every problem on stderr,
one per line, `FILE:LINE:COLUMN: message (hint)`; with `--json` also as JSON on stdout).
`--check` runs each file's `expect:` block instead: one line per file, and the exit status is
the number of files that fail (at most 125).
"""

from __future__ import annotations

import argparse
import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from judge.scenario.errors import ScenarioError

if TYPE_CHECKING:
    from judge.scenario.load import LoadedScenario

MAX_EXIT = 125  # exit statuses above are the shell's


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "rule", help="rule on scenario files, step by step (or --check their expect: blocks)",
        description="Explain, step by step and with rule numbers, what happens in a scenario. Several "
        "files and folders (every .yaml below them) may be given.")
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="scenario YAML file, a folder of them, or - for standard input")
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print the ruling as JSON")
    output.add_argument("--markdown", action="store_true", help="print the ruling as Markdown")
    parser.add_argument("--lang", choices=("en", "de", "nl"), default="en",
                        help="language of the explanation and of the problems of an invalid scenario (default: en)")
    parser.add_argument("--rule-text", action="store_true",
                        help="also print every cited rule: the project's summary and, after "
                        "'judge rules import FILE', the official text (JSON: key rule_texts)")
    parser.add_argument("--check", action="store_true",
                        help="check each scenario's expect: block instead of printing the ruling: one line "
                        "per file; the exit status is the number of files that fail")
    parser.set_defaults(handler=run)


def scenario_paths(arguments: list[str]) -> list[str]:
    """The files named: a folder stands for every .yaml file below it, in order."""
    paths: list[str] = []
    for argument in arguments:
        folder = Path(argument)
        if argument != "-" and folder.is_dir():
            paths += [str(p) for p in sorted(folder.rglob("*.yaml"))]
        else:
            paths.append(argument)
    return paths


def run(args: argparse.Namespace) -> int:
    paths = scenario_paths(args.files)
    if args.check:
        failures = sum(not check_one(path, args.lang) for path in paths)
        if len(paths) > 1:
            print(f"{len(paths) - failures} of {len(paths)} scenarios meet their expectations")
        return min(failures, MAX_EXIT)
    if not paths:
        print("judge rule: no .yaml files found", file=sys.stderr)
        return 2
    status = 0
    for index, path in enumerate(paths):
        if len(paths) > 1 and not args.json:
            sys.stdout.write(("\n" if index else "") + f"==> {path} <==\n")
        status = max(status, rule_one(path, args))
    return status


def check_one(path: str, lang: str = "en") -> bool:
    """One line for a scenario: ok, what its ruling does not meet, or (on stderr) why it is invalid."""
    from judge.expectations import check
    from judge.explain import render
    from judge.ruling import load_file, rule

    try:
        loaded = load_file(path)
        ruling = render.to_json(rule(loaded), "en")
    except ScenarioError as error:
        report_error(error, lang=lang)
        return False
    if loaded.model.expect is None:
        print(f"{path}: ok (no expect: block)")
        return True
    problems = check(loaded.model.expect, ruling)
    print(f"{path}: " + ("ok" if not problems else f"FAIL: {'; '.join(problems)}"))
    return not problems


def rule_one(path: str, args: argparse.Namespace) -> int:
    """Print the ruling on one scenario; 0, or 2 when it is invalid."""
    from judge.ruling import engine, load_file

    try:
        loaded = load_file(path)
        engine(loaded.game)
    except ScenarioError as error:
        report_error(error, as_json=args.json, lang=args.lang)
        return 2
    # What exists now (modules, models, the scenario) lives until the answer is written: frozen, the
    # collector doesn't walk it again at each collection while the ruling is made and rendered
    # (for 1000 Goblin Kings the collections took 30 ms of the ruling's 65). Thawed after each
    # file, so that what a ruling leaves behind in cycles is collected before the next.
    gc.freeze()
    try:
        return _ruled(loaded, args)
    finally:
        gc.unfreeze()


def _ruled(loaded: LoadedScenario, args: argparse.Namespace) -> int:
    from judge.ruling import rule

    try:
        ruling = rule(loaded)
    except ScenarioError as error:
        report_error(error, as_json=args.json, lang=args.lang)
        return 2
    from judge.explain import render

    if args.json:
        data = render.to_json(ruling, args.lang)
        if args.rule_text:
            data["rule_texts"] = render.rule_texts(data, args.lang)
        # one write, by orjson: the standard encoder with an indent is pure Python (a tenth of a
        # second for a 1000-permanent ruling); orjson's indented output is byte for byte the same
        import orjson  # lazy: start-up (only --json needs it; loading it costs ~10 ms)

        sys.stdout.write(orjson.dumps(data, option=orjson.OPT_INDENT_2).decode() + "\n")
    elif args.markdown:
        sys.stdout.write(render.to_markdown(ruling, args.lang))
    else:
        sys.stdout.write(render.to_text(ruling, args.lang, with_rule_texts=args.rule_text))
    return 0


def report_error(error: ScenarioError, as_json: bool = False, lang: str = "en") -> None:
    """Every problem of an invalid scenario, in `lang`: one per line on stderr, each line starting
    `FILE:LINE:COLUMN: ` (editors jump to it); with `--json` also as JSON on stdout."""
    from judge.explain import errors

    print(errors.report(error, lang), file=sys.stderr)
    if as_json:
        import json  # lazy: start-up (a valid file's ruling needs no JSON module; --json uses orjson)

        json.dump(errors.errors_json(error, lang), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
