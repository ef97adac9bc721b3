"""`judge cards import FILE | --status` and `judge cards coverage [--json]`: the card database a
player already has (Scryfall, MTGJSON AtomicCards, YGOPRODeck), imported into the data directory
and read into the card vocabulary; coverage says how much of it was understood."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "cards", help="import a card database (Scryfall, MTGJSON, YGOPRODeck) and see how much is understood",
        description="Import the card data you downloaded (Scryfall bulk JSON or MTGJSON AtomicCards.json for "
        "Magic, the YGOPRODeck cardinfo JSON for Yu-Gi-Oh!). Its rules text is read into the card vocabulary; "
        "abilities that aren't understood are named in every ruling that uses the card.")
    commands = parser.add_subparsers(dest="cards_command", metavar="COMMAND")
    importer = commands.add_parser("import", help="import a card file (re-importing replaces the game's cards)")
    importer.add_argument("file", nargs="?", help="the JSON file")
    importer.add_argument("--status", action="store_true", help="say what is imported, from which file and when")
    importer.set_defaults(handler=run_import)
    coverage = commands.add_parser("coverage", help="how many imported cards are understood, and the wordings not")
    coverage.add_argument("--game", choices=("mtg", "yugioh"), help="only this game (default: both)")
    coverage.add_argument("--json", action="store_true", help="print JSON")
    coverage.set_defaults(handler=run_coverage)
    parser.set_defaults(handler=lambda args: parser.print_help(sys.stderr) or 2)


def run_import(args: argparse.Namespace) -> int:
    from judge.cards.imported.store import GAMES, CardStore

    if args.status:
        for game in GAMES:
            info = CardStore(game).info()
            if info:
                print(f"{game}: {info.get('cards', '?')} cards from {info.get('file')} "
                      f"({info.get('format')}), imported {info.get('imported_at')}")
            else:
                print(f"{game}: nothing imported")
        return 0
    if not args.file:
        print("error: name the file to import, or use --status", file=sys.stderr)
        return 2
    from judge.cards.imported.importer import import_file
    from judge.cards.imported.sources import UnknownFormat

    path = Path(args.file)
    if not path.is_file():
        print(f"error: no file {args.file!r}", file=sys.stderr)
        return 2
    try:
        report = import_file(path)
    except UnknownFormat as exc:
        print(f"error: {args.file}: {exc}; expected Scryfall bulk data, MTGJSON AtomicCards.json or the "
              "YGOPRODeck cardinfo JSON", file=sys.stderr)
        return 2
    counts = ", ".join(f"{report.status.get(s, 0)} {s}" for s in ("full", "partial", "none"))
    print(f"imported {report.cards} {report.game} cards from {args.file} ({report.format}); understood: {counts}"
          + (f"; {report.skipped} skipped (card types the game model doesn't have)" if report.skipped else ""))
    return 0


def run_coverage(args: argparse.Namespace) -> int:
    from judge.cards.imported.coverage import coverage

    games = [args.game] if args.game else ["mtg", "yugioh"]
    data = {game: coverage(game) for game in games}
    if args.json:
        json.dump(data if not args.game else data[args.game], sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return 0
    for game, report in data.items():
        if not report["cards"]:
            print(f"{game}: nothing imported (judge cards import FILE)")
            continue
        print(f"{game}: {report['cards']} cards; fully understood {report['full']} ({report['full_percent']}%), "
              f"partly {report['partial']}, not at all {report['none']}")
        for entry in report["not_understood"]:
            print(f"  {entry['count']:>6}  {entry['wording']}")
    return 0
