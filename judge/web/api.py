"""The JSON API of the contract: health, glossary search and terms, rulings with permalinks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson
from flask import Blueprint, Response, current_app, jsonify, request, url_for

from judge.explain import errors
from judge.explain import options as worded
from judge.glossary.search import search
from judge.glossary.terms import load_glossary, term_json
from judge.ruling import action_labels, load_text, options
from judge.scenario import ScenarioError
from judge.web.rulings import LANGS, submit

api = Blueprint("api", __name__, url_prefix="/api")


def _lang() -> str:
    lang = request.args.get("lang", "en")
    return lang if lang in LANGS else "en"


@api.get("/glossary/search")
def glossary_search():
    body = search_body(request.args)
    if body is None:
        return jsonify(error="game must be 'mtg' or 'yugioh'"), 400
    return current_app.response_class(body, mimetype="application/json")


def search_body(args: Mapping[str, str]) -> bytes | None:
    """The JSON of a glossary search for the query's parameters (q, game, lang); None for an unknown game.
    judge.web.fast_search answers with it too, before Flask."""
    game = args.get("game") or None
    if game not in (None, "mtg", "yugioh"):
        return None
    lang = args.get("lang", "en")
    return orjson.dumps(search(args.get("q", ""), game=game, lang=lang if lang in LANGS else "en"),
                        option=orjson.OPT_NON_STR_KEYS)


@api.get("/glossary/<game>/<term_id>")
def glossary_term(game: str, term_id: str):
    term = load_glossary().get(game, term_id)
    if term is None:
        return jsonify(error=f"no term {term_id!r} in the {game} glossary"), 404
    return _json(term_json(term, _lang()))


@api.post("/rulings")
def create_ruling():
    raw = request.get_data(cache=False)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return jsonify(error="the body must be UTF-8 YAML text", line=0, column=0), 400
    outcome = submit(current_app.config["RULING_STORE"], text, source="request body")
    if outcome.error is not None:
        return jsonify(errors.to_json(outcome.error, _lang())), 400
    stored = outcome.stored
    body = dict(stored.ruling(_lang()))
    body["id"] = stored.id
    body["url"] = url_for("rulings.ruling_page", ruling_id=stored.id, _external=False)
    response = _ruling_json(body)
    # 201 as the contract says, also when this scenario was ruled on before: the answer is the
    # same stored ruling at the same permalink (the scenario's hash is unique in the store)
    response.status_code = 201
    response.headers["Location"] = url_for("api.get_ruling", ruling_id=stored.id)
    return response


@api.get("/rulings/<ruling_id>")
def get_ruling(ruling_id: str):
    stored = current_app.config["RULING_STORE"].get(ruling_id)
    if stored is None:
        return jsonify(error=f"no ruling with id {ruling_id!r}"), 404
    body = dict(stored.ruling(_lang()))
    body["id"] = stored.id
    body["url"] = url_for("rulings.ruling_page", ruling_id=stored.id)
    return _ruling_json(body)


def _ruling_json(body: dict) -> Response:
    """A ruling as JSON, keys sorted: a 1000-permanent ruling is 5 MB of JSON, a tenth of a second
    for the standard encoder."""
    return _json(body, orjson.OPT_SORT_KEYS)


def _json(body: Any, option: int = 0) -> Response:
    """JSON written by orjson, keys as the view built them (like `jsonify` here, whose encoder was
    a sixth of a glossary search's time in Flask)."""
    return current_app.response_class(orjson.dumps(body, option=option | orjson.OPT_NON_STR_KEYS),
                                      mimetype="application/json")


@api.post("/options")
def options_of_scenario():
    """What a player may do at a scenario's moment: `judge options` over HTTP (body: scenario YAML;
    `player`, `after` (number of actions played) and `lang` as query parameters)."""
    raw = request.get_data(cache=False)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return jsonify(error="the body must be UTF-8 YAML text", line=0, column=0), 400
    return _options(text, "request body")


@api.get("/rulings/<ruling_id>/options")
def ruling_options(ruling_id: str):
    """What a player could do at a stored ruling's moment, or right after its first `after` actions."""
    stored = current_app.config["RULING_STORE"].get(ruling_id)
    if stored is None:
        return jsonify(error=f"no ruling with id {ruling_id!r}"), 404
    return _options(stored.scenario, "scenario")


def _options(text: str, source: str):
    after = request.args.get("after")
    if after is not None and not after.isdigit():
        return jsonify(error="after must be a number of actions (0, 1, 2 ...)", line=0, column=0), 400
    try:
        loaded = load_text(text, source)
        found = options(loaded, request.args.get("player") or None, None if after is None else int(after))
    except ScenarioError as error:
        return jsonify(errors.to_json(error, _lang())), 400
    body = worded.to_json(found, _lang())
    body["players"] = [p.name for p in loaded.model.players]
    body["actions"] = action_labels(loaded)
    body["after"] = len(loaded.model.actions) if after is None else int(after)
    return jsonify(body)
