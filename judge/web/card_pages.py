"""Card pages: search (`/cards?q=`), one page per card (`/cards/<game>/<name>`) and the name
autocomplete the scenario form uses (`/api/cards/complete?q=&game=`).

A card page shows the card's text generated from its data in the page language, and each of its
abilities with whether the judge models it (an imported card's printed paragraphs; a curated
card's generated lines), with a link that opens the scenario form with the card in it.
"""

from __future__ import annotations

from flask import Blueprint, abort, jsonify, render_template, request

from judge.cards.library import load_library
from judge.cards.search import find_cards
from judge.explain.card_text import card_text
from judge.web.i18n import page_language

cards = Blueprint("cards", __name__)
GAMES = ("mtg", "yugioh")
COMPLETE_LIMIT = 20


def _game() -> str | None:
    game = request.args.get("game") or None
    return game if game in GAMES else None


@cards.get("/cards")
def search_page():
    query = request.args.get("q", "").strip()[:100]
    game = _game()
    found = find_cards(query, game, limit=50) if query else []
    return render_template("cards/search.html", query=query, game=game, found=found)


@cards.get("/cards/<game>/<path:name>")
def card_page(game: str, name: str):
    if game not in GAMES:
        abort(404)
    card = load_library(game).get(name)
    if card is None:
        abort(404)
    text = card_text(card, game, page_language())
    imported = card.name.lower() not in load_library(game).cards
    other_names = list(dict.fromkeys(name for name in text.names.values() if name != text.name))
    return render_template("cards/card.html", game=game, card=card, text=text, imported=imported,
                           other_names=other_names)


@cards.get("/api/cards/<game>/<path:name>")
def card_json(game: str, name: str):
    """A card as `judge card NAME --json` prints it (`?lang=` for the text's language)."""
    card = load_library(game).get(name) if game in GAMES else None
    if card is None:
        return jsonify(error=f"no card {name!r} in {game}"), 404
    lang = request.args.get("lang", "en")
    return jsonify(card_text(card, game, lang if lang in ("en", "de", "nl") else "en").to_json())


@cards.get("/api/cards/complete")
def complete():
    """[{game, name, name_de, source}] for names starting with or containing `q` (English or German)."""
    return jsonify(cards=[found.to_json() for found in find_cards(request.args.get("q", "")[:100], _game(),
                                                                  limit=COMPLETE_LIMIT)])


def starter_scenario(game: str, name: str) -> str:
    """A scenario to start from with this card in it (the form's `?card=game:name`): a permanent on
    the battlefield or a monster on the field, anything else in hand."""
    card = load_library(game).get(name) if game in GAMES else None
    if card is None:
        return ""
    quoted = '"' + card.name.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if game == "mtg":
        zone = "battlefield" if set(card.types) - {"Instant", "Sorcery"} else "hand"
        return (f"game: mtg\nplayers:\n  - name: Alice\n    {zone}: [{quoted}]\n"
                "  - name: Bob\n    battlefield: [Grizzly Bears]\n")
    zone = "monsters" if card.kind == "monster" and card.monster_kind in ("normal", "effect") else "hand"
    return (f"game: yugioh\nplayers:\n  - name: Yugi\n    {zone}: [{quoted}]\n"
            "  - name: Kaiba\n    monsters: [Celtic Guardian]\nturn: {active: Yugi, phase: main1}\n")
