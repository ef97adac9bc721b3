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
    parser.add_argument("name", help="the card's name, e.g. 'Shock', 'Schock' or 'Mirror Force'")
    parser.add_argument("--game", choices=("mtg", "yugioh"), help="only this game (default: both)")
    parser.add_argument("--lang", choices=LANG_CHOICES, default="en", help="language of the text (default: en)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from judge.explain.card_text import card_text, find_card, unknown_card_hint

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
