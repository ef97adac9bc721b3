"""`judge glossary search QUERY` and `judge glossary show ID`: the glossary from the terminal."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from judge.explain.render import label

LANG_CHOICES = ("en", "de", "nl")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "glossary", help="look up rulebook terms in English, German or Dutch",
        description="Search the glossary of Magic and Yu-Gi-Oh! terms in any of en, de, nl.")
    commands = parser.add_subparsers(dest="glossary_command", metavar="COMMAND")
    search = commands.add_parser("search", help="find terms by name, alias, old name or definition")
    search.add_argument("query", help="what to look for, e.g. Trampelschaden or 'replacement effect'")
    show = commands.add_parser("show", help="show one term: names, definition, rules, links")
    show.add_argument("id", help="the term id, e.g. trample (as printed by search)")
    for sub in (search, show):
        sub.add_argument("--game", choices=("mtg", "yugioh"), help="only this game")
        sub.add_argument("--lang", choices=LANG_CHOICES, default="en", help="language of definitions")
        sub.add_argument("--json", action="store_true", help="print JSON")
    search.add_argument("--limit", type=_limit, default=10,
                        help=f"at most this many results, 1 to {MAX_LIMIT} (default 10)")
    search.set_defaults(handler=run_search)
    show.set_defaults(handler=run_show)
    parser.set_defaults(handler=lambda _args: parser.print_help(sys.stderr) or 2)


MAX_LIMIT = 100


def _limit(text: str) -> int:
    """--limit: a whole number from 1 to MAX_LIMIT (argparse exits 2 with this message otherwise)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= value <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(f"{value} is not between 1 and {MAX_LIMIT}")
    return value


def _dump(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def run_search(args: argparse.Namespace) -> int:
    from judge.glossary.search import search

    if not args.query.strip():
        print("judge glossary search: the query is empty; say what to look for, e.g. trample", file=sys.stderr)
        return 2
    result = search(args.query, game=args.game, lang=args.lang, limit=args.limit)
    if args.json:
        _dump(result)
        return 0
    if result["suggestion"]:
        print(f"did you mean: {result['suggestion']}?")
    if result["rule"]:  # "702.19b", "rule Battle Positions": the rule itself, then the terms citing it
        rule = result["rule"]
        print(f"rule {rule['number']} ({rule['game']}): {rule['summary'] or rule['url']}")
    if not result["results"]:
        print(f"no term found for {args.query!r}")
    for number, hit in enumerate(result["results"], 1):
        names = " / ".join(dict.fromkeys(hit["names"][lang] for lang in LANG_CHOICES))
        old = " (obsolete: see " + hit["replaced_by"] + ")" if hit["obsolete"] else ""
        print(f"{number:2}. {names}  [{hit['game']}/{hit['id']}]{old}\n    {hit['snippet']}")
    return 0


def run_show(args: argparse.Namespace) -> int:
    from judge.glossary.layout import GAMES
    from judge.glossary.terms import load_glossary, term_json
    from judge.scenario.errors import did_you_mean

    glossary = load_glossary()
    wanted, games = args.id, [args.game] if args.game else list(GAMES)
    game, slash, term_id = wanted.partition("/")
    if slash and game in GAMES:  # "mtg/trample", as results and term pages name a term
        wanted, games = term_id, [game]
    terms = [t for g in games if (t := glossary.get(g, wanted)) is not None] or _named(wanted, games)
    if not terms:
        hint = did_you_mean(args.id, [t.id for g in games for t in glossary.terms(g)])
        print(f"error: no glossary term {args.id!r}" + (f"; {hint}" if hint else
              "; try `judge glossary search`"), file=sys.stderr)
        return 2
    shown = [term_json(term, args.lang) for term in terms]
    if args.json:
        _dump(shown[0] if len(shown) == 1 else shown)
        return 0
    for data in shown:
        print(_as_text(data, args.lang))
    return 0


def _named(name: str, games: list[str]) -> list[Any]:
    """Terms one of whose names or aliases is `name` in any language ("Trampelschaden")."""
    from judge.glossary.search import default_search

    return [hit.term for hit in default_search().fast.exact_hits(name) if hit.term.game in games]


def _as_text(data: dict[str, Any], lang: str) -> str:
    lines = [f"{data['names'][lang]}  [{data['game']}/{data['id']}]",
             "  " + "  |  ".join(f"{code}: {data['names'][code]}" for code in LANG_CHOICES), "",
             data["definition"], ""]
    if data["replaced_by"]:
        lines.append(f"{label('today', lang)}: {data['replaced_by']['names'][lang]} [{data['replaced_by']['id']}]")
    for rule in data["rules"]:
        # a Yu-Gi-Oh! section by its title in the page language
        lines.append(f"  {rule['cited']}" + (f"  {rule['summary']}" if rule["summary"] else ""))
    if data["see_also"]:
        lines.append(f"{label('see_also', lang)}: " + ", ".join(link["names"][lang] for link in data["see_also"]))
    return "\n".join(lines) + "\n"
