"""`judge card NAME [--game mtg|yugioh] [--lang en|de|nl] [--json]`: a card's names, characteristics
and rules text generated from its data (exit 0), or exit 2 with "did you mean ..." for an unknown name."""

from __future__ import annotations

import argparse
import json
import sys

LANG_CHOICES = ("en", "de", "nl")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "card", help="show a card: names, characteristics and its rules text in en, de or nl",
        description="Show a card of the library by its English or printed German/Dutch name: its names, "
        "type line, characteristics and rules text. The text is generated from the card's data, "
        "never copied from the printed card.")
    parser.add_argument("name", nargs="?", help="the card's name, e.g. 'Shock', 'Schock' or 'Mirror Force'")
    parser.add_argument("--search", metavar="TEXT",
                        help="list the cards whose name (in any language) contains TEXT instead")
    parser.add_argument("--game", choices=("mtg", "yugioh"), help="only this game (default: both)")
    parser.add_argument("--lang", choices=LANG_CHOICES, default="en", help="language of the text (default: en)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run)


def search(text: str, game: str | None) -> list[tuple[str, str, list[str]]]:
    """(game, English name, other names) of every library card whose name in any language
    contains `text`, case-insensitively."""
    from judge.cards.library import load_library

    wanted = text.casefold()
    found = []
    for each in [game] if game else ["mtg", "yugioh"]:
        for card in load_library(each):
            names = [card.name, *getattr(card, "names", {}).values()]
            if any(wanted in name.casefold() for name in names):
                found.append((each, card.name, [n for n in names[1:] if n != card.name]))
    return found


def run_search(args: argparse.Namespace) -> int:
    if not args.search.strip():
        print("judge card: --search needs some text", file=sys.stderr)
        return 2
    found = search(args.search, args.game)
    if args.json:
        json.dump([{"game": g, "name": n, "names": others} for g, n, others in found], sys.stdout,
                  ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return 0
    for game, name, others in found:
        print(f"{game:7} {name}" + (f"  ({', '.join(others)})" if others else ""))
    if not found:
        print(f"no card's name contains {args.search!r}", file=sys.stderr)
    return 0


def run(args: argparse.Namespace) -> int:
    from judge.explain.card_text import card_text, find_card, unknown_card_hint

    if args.search is not None:
        return run_search(args)
    if not args.name:
        print("judge card: give a card's name, or --search TEXT", file=sys.stderr)
        return 2

    found = find_card(args.name, args.game)
    if found is None:
        hint = unknown_card_hint(args.name, args.game)
        where = {"mtg": " in the Magic library", "yugioh": " in the Yu-Gi-Oh! library"}.get(args.game or "", "")
        print(f"error: no card {args.name!r}{where}" + (f"; {hint}" if hint else ""), file=sys.stderr)
        return 2
    game, card = found
    text = card_text(card, game, args.lang)
    if args.json:
        json.dump(text.to_json(), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return 0
    others: dict[str, list[str]] = {}
    for lang, name in text.names.items():
        if name != text.name:
            others.setdefault(name, []).append(lang)
    named = ", ".join(f"{'/'.join(langs)}: {name}" for name, langs in others.items())
    print(text.name + (f"  ({named})" if named else ""))
    print(text.plain().split("\n", 1)[1])
    return 0
