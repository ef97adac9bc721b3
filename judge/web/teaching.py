"""Teaching pages: the turn structure step by step, a scenario played through a turn, the gallery.

`/turn/<game>` walks through the game's turn outline (judge/outlines/<game>.yaml), one phase or
step per frame, with a projector mode (`?projector=1`, or the key P). `/turn/<game>/play` shows a
library scenario with the board redrawn at each step and the current step marked on the turn
strip (a scenario plays the turn out with its own `until: end_of_turn`). `/scenarios` is the
library by game and topic; each example opens as a stored, permalinked ruling.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, abort, current_app, redirect, render_template, request, url_for

import judge.web.gallery as gallery_search
from judge.explain.render import to_json
from judge.outline import load_outline
from judge.ruling import rule
from judge.scenario import load_scenario_text
from judge.web.i18n import page_language
from judge.web.library import find_scenario, scenario_library
from judge.web.ruling_pages import show_ruling
from judge.web.rulings import submit

teaching = Blueprint("teaching", __name__)
GAMES = ("mtg", "yugioh")


def _outline(game: str):
    if game not in GAMES:
        abort(404)
    try:
        return load_outline(game)
    except FileNotFoundError:
        return None


def outline_frames(outline) -> list[dict[str, Any]]:
    """A phase, then each of its steps: the frames of the turn walk-through."""
    frames = []
    for phase in outline.phases:
        frames.append({"phase": phase, "step": None, "id": phase.id})
        frames += [{"phase": phase, "step": step, "id": step.id} for step in phase.steps]
    return frames


@teaching.get("/turn")
def turn_index():
    return render_template("turn/index.html", games={g: _outline(g) is not None for g in GAMES})


@teaching.get("/turn/<game>")
def turn_page(game: str):
    outline = _outline(game)
    if outline is None:
        abort(404, description="outline")
    examples = [s for s in scenario_library() if s.game == game and s.error is None]
    return render_template("turn/outline.html", game=game, outline=outline, frames=outline_frames(outline),
                           examples=examples, projector=request.args.get("projector") == "1")


@teaching.get("/turn/<game>/play")
def play_turn(game: str):
    """A library scenario shown step by step beside the turn strip (how far it goes is its own `until`)."""

    scenario = find_scenario(request.args.get("scenario", ""))
    if scenario is None or scenario.game != game or scenario.error is not None:
        abort(404)
    loaded = load_scenario_text(scenario.text(), scenario.key)
    data = to_json(rule(loaded, record_boards=True), page_language())
    return show_ruling(data, turn_game=game, scenario=scenario.text())


@teaching.get("/scenarios")
def gallery():
    """The library, searched and filtered (game, topic, tag, cited rule), a page at a time."""
    args = request.args
    query = gallery_search.GalleryQuery(
        text=args.get("q", "").strip()[:200], game=args.get("game", "") if args.get("game") in GAMES else "",
        topic=args.get("topic", "")[:50], tag=args.get("tag", "")[:50], rule=args.get("rule", "")[:50],
        page=args.get("page", 1, type=int) or 1)
    return render_template("scenarios/gallery.html", query=query, found=gallery_search.find(query),
                           choices=gallery_search.filters(), topic_names=gallery_search.topic_names())


@teaching.get("/scenarios/<game>/<topic>/<name>")
def open_scenario(game: str, topic: str, name: str):
    """Rule on a library example (stored once, like any submission) and open its permalink."""
    scenario = find_scenario(f"{game}/{topic}/{name}")
    if scenario is None or scenario.error is not None:
        abort(404)
    outcome = submit(current_app.config["RULING_STORE"], scenario.text(), source=scenario.key)
    if outcome.error is not None:  # a library file broken on disk: tests keep this off main
        abort(500)
    return redirect(url_for("rulings.ruling_page", ruling_id=outcome.stored.id))


@teaching.get("/scenarios/<game>/<topic>/<name>.yaml")
def scenario_yaml(game: str, topic: str, name: str):
    scenario = find_scenario(f"{game}/{topic}/{name}")
    if scenario is None:
        abort(404)
    return Response(scenario.text(), mimetype="text/plain")
