"""Glossary pages: search (as you type with JavaScript, a plain form without) and one page per term.

The views only ask judge.glossary (search and term_json, the same as the JSON API) and pick
the page language; the templates draw the results.
"""

from __future__ import annotations

from flask import Blueprint, abort, render_template, request

from judge.glossary.search import search
from judge.glossary.terms import load_glossary, term_json
from judge.web.i18n import page_language

glossary = Blueprint("glossary", __name__)
GAMES = ("mtg", "yugioh")


def _game_filter() -> str | None:
    game = request.args.get("game") or None
    return game if game in GAMES else None


@glossary.get("/glossary")
def search_page():
    query = request.args.get("q", "").strip()[:200]
    game = _game_filter()
    lang = page_language()
    found = search(query, game=game, lang=lang, limit=50) if query else None
    browse = [] if query else sorted(load_glossary().terms(game or "mtg"), key=lambda t: t.names.get(lang).lower())
    return render_template("glossary/search.html", query=query, game=game, found=found, browse=browse,
                           browse_game=game or "mtg")


@glossary.get("/glossary/<game>/<term_id>")
def term_page(game: str, term_id: str):
    term = load_glossary().get(game, term_id)
    if term is None:
        abort(404)
    return render_template("glossary/term.html", term=term_json(term, page_language()))
