"""Ruling pages: submit a scenario (paste, upload or a library example), read and step through a ruling.

A submitted scenario is ruled on once, in every language, and stored; its permalink
`/rulings/<id>` always shows that same ruling. The page shows it in the page language, with
Markdown and JSON exports.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, abort, current_app, redirect, render_template, request, url_for

from judge.outline import load_outline
from judge.scenario import ScenarioError
from judge.web.boards import board_view
from judge.web.builder import builder_model
from judge.web.card_pages import starter_scenario
from judge.web.card_texts import use_scenario_cards
from judge.web.choice_view import shown_choices
from judge.web.exports import ruling_markdown as markdown_export
from judge.web.i18n import _, page_language
from judge.web.library import find_scenario, scenario_library
from judge.web.rulings import submit
from judge.web.step_pages import step_page

rulings = Blueprint("rulings", __name__)


def show_ruling(data: dict[str, Any], ruling_id: str | None = None, turn_game: str | None = None,
                status: int = 200, scenario: str | None = None):
    """The step-through page of a ruling (stored, or ruled on the fly for a teaching page), one page
    of steps at a time (`?page=N`, judge/web/step_pages.py); the scenario's text, when given, lets
    the boards describe its own `cards:`."""

    use_scenario_cards(scenario)
    page = step_page(data, request.args.get("page", 1, type=int), _page_url)
    # the final board when the steps draw none, or stop drawing (judge.limits.MAX_BOARD_ITEMS)
    final_board = None if page.last_has_board else board_view(data.get("final"), data["game"])
    turn_steps = load_outline(turn_game).step_ids() if turn_game else []
    return render_template("rulings/show.html", ruling=data, page=page, frames=page.frames, final_board=final_board,
                           choices=shown_choices(data.get("choices") or []),
                           ruling_id=ruling_id, turn_steps=turn_steps, refused_at=page.refused_at,
                           projector=request.args.get("projector") == "1", address=_address), status


def _address(**changes: object) -> str:
    """This page's address with some of its query changed (a value of None leaves the key out)."""
    args: dict[str, object] = {**request.args.to_dict(), **changes}
    return url_for(request.endpoint or "", **(request.view_args or {}),
                   **{key: value for key, value in args.items() if value is not None})


def _page_url(number: int) -> str:
    """This page's address showing page `number` of the steps (the first page without `page`)."""
    return _address(page=number if number > 1 else None)


def _stored(ruling_id: str):
    stored = current_app.config["RULING_STORE"].get(ruling_id)
    if stored is None:
        abort(404)
    return stored


@rulings.get("/rulings/<ruling_id>")
def ruling_page(ruling_id: str):
    stored = _stored(ruling_id)
    return show_ruling(stored.page(page_language()), ruling_id, scenario=stored.scenario)


@rulings.get("/rulings/<ruling_id>.md")
def ruling_markdown(ruling_id: str):
    data = _stored(ruling_id).ruling(page_language())
    text = markdown_export(data, board_view(data.get("initial_board"), data["game"]))
    link = url_for("rulings.ruling_page", ruling_id=ruling_id, _external=True)
    return Response(f"{text}\n{link}\n", mimetype="text/markdown",
                    headers={"Content-Disposition": f'inline; filename="ruling-{ruling_id}.md"'})


@rulings.get("/rulings/<ruling_id>.json")
def ruling_json(ruling_id: str):
    stored = _stored(ruling_id)
    body = dict(stored.ruling(page_language()))
    body["id"] = stored.id
    body["url"] = url_for("rulings.ruling_page", ruling_id=stored.id)
    response = current_app.json.response(body)
    response.headers["Content-Disposition"] = f'attachment; filename="ruling-{ruling_id}.json"'
    return response


@rulings.get("/rulings/<ruling_id>/scenario.yaml")
def ruling_scenario(ruling_id: str):
    """The scenario a ruling was made from, as it was submitted (to edit and submit again)."""
    return Response(_stored(ruling_id).scenario, mimetype="text/plain")


@rulings.get("/rulings/new")
def new_ruling():
    example = find_scenario(request.args.get("example", ""))
    text = example.text() if example else ""
    if "from" in request.args:
        text = _stored(request.args["from"]).scenario
    elif "card" in request.args:  # "use in a scenario" on a card page: game:name
        game, _sep, name = request.args["card"].partition(":")
        text = starter_scenario(game, name)
    return _form(text, example_key=example.key if example else "")


def _form(text: str, error: ScenarioError | None = None, example_key: str = "", status: int = 200):
    """The submission form: the YAML, and the board builder opened on the same scenario."""
    lines = text.splitlines() if error is not None else []
    model = builder_model(text) if text.strip() and error is None else None
    return render_template("rulings/new.html", text=text, error=error, lines=lines, example_key=example_key,
                           examples=[s for s in scenario_library() if s.error is None], model=model,
                           step_names=_step_names()), status


def _step_names() -> dict[str, dict[str, str]]:
    """game -> every step and phase id, named in the page language (for the builder)."""

    return {game: {step.id: step.name.get(page_language())
                   for phase in load_outline(game).phases for step in [phase, *phase.steps]}
            for game in ("mtg", "yugioh")}


@rulings.post("/rulings")
def create_ruling():
    upload = request.files.get("upload")
    if upload is not None and upload.filename:
        source = upload.filename
        raw = upload.read()
    else:
        source = _("pasted scenario")
        raw = request.form.get("scenario", "").encode("utf-8")
    try:
        text = raw.decode("utf-8-sig").replace("\r\n", "\n")
    except UnicodeDecodeError:
        return _form("", ScenarioError(_("The file is not UTF-8 text; save it as UTF-8 and try again."),
                                       source), status=400)
    if not text.strip():
        return _form(text, ScenarioError(_("The scenario is empty: paste YAML, upload a file or pick an example."),
                                         source), status=400)
    outcome = submit(current_app.config["RULING_STORE"], text, source=source)
    if outcome.error is not None:
        return _form(text, outcome.error, status=400)
    return redirect(url_for("rulings.ruling_page", ruling_id=outcome.stored.id), code=303)
