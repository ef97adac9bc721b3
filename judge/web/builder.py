"""What the board builder on the ruling form asks the server (static/builder.js draws the builder).

The builder edits a scenario as the loader reads it: the validated model, dumped with only the
keys the YAML set (`model_dump(exclude_unset=True)`), so the builder and the YAML beside it are
the same scenario with the same keys (docs/scenario-format.md). The browser writes the YAML back
itself; the server checks it (every problem at LINE:COLUMN) and names cards for the autocomplete,
from the card library and, when imported (`judge cards import`), the imported cards.
"""

from __future__ import annotations

import warnings
from typing import Any

from flask import Blueprint, jsonify, request

from judge.cards.imported.store import CardStore
from judge.cards.library import load_library
from judge.explain import errors
from judge.ruling import check, load_text
from judge.scenario import ScenarioError, load_scenario_text
from judge.web.i18n import page_language

builder = Blueprint("builder", __name__, url_prefix="/api")
GAMES = ("mtg", "yugioh")
SUGGESTIONS = 12  # names offered while typing


def builder_model(text: str) -> dict[str, Any] | None:
    """The scenario as the builder edits it, or None when the text is not a valid scenario."""
    try:
        loaded = load_scenario_text(text, "scenario")
    except ScenarioError:
        return None
    return _dump(loaded.model)


def _dump(model: Any) -> dict[str, Any]:
    with warnings.catch_warnings():  # pydantic warns about union serialization it then does right
        warnings.simplefilter("ignore")
        return model.model_dump(exclude_unset=True, mode="json")


@builder.post("/scenarios/check")
def check_scenario():
    """Load (not rule) a scenario: its model for the builder, or every problem with line and column."""
    text = request.get_data(cache=False).decode("utf-8-sig", errors="replace")
    try:
        loaded = load_text(text, "scenario")
    except ScenarioError as error:
        return jsonify(ok=False, **errors.to_json(error, page_language()))
    try:
        check(loaded)  # its card names and references too, so the editor marks every problem
    except ScenarioError as error:  # the builder still draws what is there
        return jsonify(ok=False, model=_dump(loaded.model), **errors.to_json(error, page_language()))
    return jsonify(ok=True, model=_dump(loaded.model))


def card_suggestions(game: str, query: str, lang: str) -> list[dict[str, str]]:
    """Cards whose English or page-language name contains the query: library cards first
    (they are the ones rulings know best), then imported cards."""

    needle = query.strip().lower()
    if not needle:
        return []
    found: dict[str, dict[str, str]] = {}
    for card in load_library(game):
        shown = card.localized_name(lang)
        if needle in card.name.lower() or needle in shown.lower():
            found[card.name] = {"name": card.name, "shown": shown}
    ranked = sorted(found.values(), key=lambda c: (not c["shown"].lower().startswith(needle), len(c["shown"])))
    for name, name_de in CardStore(game).search(query, limit=SUGGESTIONS):
        if name not in found:
            ranked.append({"name": name, "shown": name_de if lang == "de" and name_de else name})
    return ranked[:SUGGESTIONS]


@builder.get("/card-names")
def card_names():
    game = request.args.get("game", "mtg")
    if game not in GAMES:
        return jsonify(error="game must be 'mtg' or 'yugioh'"), 400
    return jsonify(cards=card_suggestions(game, request.args.get("q", "")[:100], page_language()))
