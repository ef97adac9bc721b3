"""HTML pages (glossary, rulings, teaching). Minimal for now: the web agent builds them out."""

from __future__ import annotations

from flask import Blueprint, abort, current_app
from markupsafe import escape

pages = Blueprint("pages", __name__)


@pages.get("/rulings/<ruling_id>")
def ruling_page(ruling_id: str):
    stored = current_app.config["RULING_STORE"].get(ruling_id)
    if stored is None:
        abort(404)
    ruling = stored.ruling("en")
    steps = "".join(f"<li>{escape(s['text'])}</li>" for s in ruling["steps"])
    return f"<!doctype html><title>Ruling</title><p>{escape(ruling['summary'])}</p><ol>{steps}</ol>"


def error_page(status: int, message: str):
    return f"<!doctype html><title>{status}</title><h1>{status}</h1><p>{escape(message)}</p>", status
