"""The site search behind the header's search box (`/search?q=`): terms, rules and cards at once.

Glossary terms come from the glossary search (the same as `/glossary`), rules from their
numbers and the project's summaries in the page language, cards from the card libraries by
English or localised name (each links to the card's page under /cards). Matches are marked with
<mark> by `highlight`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask import Blueprint, render_template, request
from markupsafe import Markup, escape

from judge.cards.library import load_library
from judge.glossary.search import search as search_glossary
from judge.rules import summary
from judge.web.i18n import page_language
from judge.web.rule_pages import known_rules, rule_exists

search = Blueprint("search", __name__)
GAMES = ("mtg", "yugioh")
LIMIT = 20  # results per kind: a search box, not a listing


@dataclass(frozen=True)
class RuleHit:
    game: str
    number: str
    summary: str


@dataclass(frozen=True)
class CardHit:
    game: str
    name: str  # the English name (card pages are addressed by it)
    shown: str  # the name in the page language


def highlight(text: str, query: str) -> Markup:
    """`text` escaped, with every occurrence of the query's words marked."""
    words = [re.escape(w) for w in query.split() if len(w) > 1]
    if not words:
        return Markup(escape(text))
    pattern = re.compile("|".join(sorted(words, key=len, reverse=True)), re.IGNORECASE)
    out, position = [], 0
    for found in pattern.finditer(text):
        out += [escape(text[position:found.start()]), Markup("<mark>{}</mark>").format(found.group(0))]
        position = found.end()
    out.append(escape(text[position:]))
    return Markup("").join(out)


def find_rules(query: str, lang: str, named: dict | None = None) -> list[RuleHit]:
    """The rule the query names (`named`, the glossary search's `rule`: "CR 702.19b", "rule
    613") first, or the nearest rule above it that has a page, then the rules under it; for
    other queries, the rules whose number starts with the query or whose summary has every
    word of it."""
    if named:
        game, number = named["game"], named["number"]
        own = next((n for n in (number, *_parents(number)) if rule_exists(game, n)), None)
        under = [n for n in known_rules(game) if n != own and _is_under(n, number)]
        return [RuleHit(game, n, summary(game, n, lang) or "") for n in ([own] if own else []) + under][:LIMIT]
    words = query.lower().split()
    hits = []
    for game in GAMES:
        for number in known_rules(game):
            text = summary(game, number, lang) or ""
            haystack = f"{number} {text}".lower()
            if number.lower().startswith(query.lower()) or (words and all(w in haystack for w in words)):
                hits.append(RuleHit(game, number, text))
                if len(hits) >= LIMIT:
                    return hits
    return hits


def _parents(number: str) -> list[str]:
    """The rules a Magic rule number belongs to, nearest first: 702.19b -> 702.19, 702."""
    found = []
    while True:
        if number[-1:].isalpha() and "." in number:
            number = number[:-1]
        elif "." in number:
            number = number.rsplit(".", 1)[0]
        else:
            return found
        found.append(number)


def _is_under(number: str, asked: str) -> bool:
    """Whether a rule lies under the one asked for, compared as parts (702.2 is not 702.20)."""
    return number.startswith(asked) and number[len(asked):len(asked) + 1] in (".", *"abcdefghijklmnopqrstuvwxyz")


def find_cards(query: str, lang: str) -> list[CardHit]:
    """Library cards whose English or localised name contains the query."""

    needle = query.lower()
    hits = []
    for game in GAMES:
        for card in load_library(game):
            shown = card.localized_name(lang)
            if needle in card.name.lower() or needle in shown.lower():
                hits.append(CardHit(game, card.name, shown))
    return sorted(hits, key=lambda h: (not h.shown.lower().startswith(needle), h.shown))[:LIMIT]


@search.get("/search")
def search_page():
    query = request.args.get("q", "").strip()[:200]
    lang = page_language()
    found = search_glossary(query, lang=lang, limit=LIMIT) if query else {"results": [], "rule": None}
    terms, named = found["results"], found["rule"]
    rules = find_rules(query, lang, named) if query else []
    cards = find_cards(query, lang) if query else []
    return render_template("search.html", site_query=query, query=query, terms=terms, rules=rules, cards=cards,
                           rules_first=bool(named and rules), highlight=highlight)
