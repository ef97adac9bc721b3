"""The page "What could a player do here?": `judge options` at a stored ruling's moment.

`/rulings/<id>/options?player=&after=` plays the ruling's scenario up to its moment (or right after
its first `after` actions) and lists every legal action of that player with its rule, and why
the other cards can't be used. The ruling page links here with a small form.
"""

from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template, request

from judge.explain import options as worded
from judge.ruling import action_labels, options
from judge.scenario import ScenarioError, load_scenario_text
from judge.web.i18n import page_language

options_pages = Blueprint("options_pages", __name__)


@options_pages.get("/rulings/<ruling_id>/options")
def ruling_options(ruling_id: str):
    stored = current_app.config["RULING_STORE"].get(ruling_id)
    if stored is None:
        abort(404)
    loaded = load_scenario_text(stored.scenario, "scenario")  # it was valid when it was ruled on
    labels = action_labels(loaded)
    players = [p.name for p in loaded.model.players]
    player = request.args.get("player")
    after = request.args.get("after", type=int)
    try:
        found = options(loaded, player if player in players else None,
                        after if after is not None and 0 <= after <= len(labels) else None)
    except ScenarioError:
        abort(400)
    lang = page_language()
    return render_template(
        "rulings/options.html", ruling_id=ruling_id, game=stored.game, found=worded.to_json(found, lang),
        heading=worded.heading(found, lang), nothing=worded.nothing(found, lang), players=players,
        actions=labels, after=len(labels) if after is None else after)
