"""The web app: Flask app factory, blueprints for pages and the JSON API.

Configuration comes from the environment: JUDGE_DATA_DIR (SQLite store and search
index) and DATABASE_URL (an external ruling store, e.g. PostgreSQL).
"""

from __future__ import annotations

import os
from typing import Any

from flask import Flask, abort, jsonify, request
from flask_compress import Compress
from werkzeug.exceptions import HTTPException, InternalServerError

from judge.paths import data_folder, user_data_dir
from judge.scenario.schema import GAMES
from judge.scenario.schema import scenario_schema as editor_schema
from judge.web import card_texts, helpers, i18n, linking, security
from judge.web.api import api
from judge.web.builder import builder
from judge.web.card_pages import cards
from judge.web.fast_search import FastSearch
from judge.web.glossary_pages import glossary
from judge.web.options_pages import options_pages
from judge.web.pages import error_page, pages
from judge.web.rule_pages import rules
from judge.web.ruling_pages import rulings
from judge.web.search_pages import search
from judge.web.store import RulingStore, database_url
from judge.web.teaching import teaching

MAX_BODY = 1 << 20  # 1 MiB, the scenario size limit


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app. `config` overrides settings (tests pass DATABASE_URL and SECRET_KEY)."""
    app = Flask(__name__, template_folder=str(data_folder("templates")), static_folder="static",
                static_url_path="/static")
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_BODY,
        DATABASE_URL=os.environ.get("DATABASE_URL"),
        SECRET_KEY=os.environ.get("JUDGE_SECRET_KEY"),
        JSON_SORT_KEYS=False,
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_HTTPONLY=True,
        SEND_FILE_MAX_AGE_DEFAULT=3600,
        # gzip for pages, JSON and the static files (flask-compress); small answers aren't worth it
        COMPRESS_ALGORITHM="gzip",
        COMPRESS_MIMETYPES=["text/html", "application/json", "text/css", "text/javascript", "application/javascript",
                            "text/markdown", "text/plain", "image/svg+xml"],
        COMPRESS_MIN_SIZE=500,
    )
    app.config.update(config or {})
    app.debug = False  # never the interactive debugger, never a traceback in a response
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.jinja_env.autoescape = True  # every template, whatever its file name

    data_dir = str(user_data_dir())
    if not app.config["SECRET_KEY"]:
        app.config["SECRET_KEY"] = _persistent_secret(data_dir)
    app.config["RULING_STORE"] = RulingStore(database_url(app.config["DATABASE_URL"], data_dir))
    _register(app)
    Compress(app)
    # the type-ahead's search without Flask's per-request machinery, answered alike (judge.web.fast_search)
    app.wsgi_app = FastSearch(app.wsgi_app, app.config["COMPRESS_LEVEL"], app.config["COMPRESS_MIN_SIZE"])  # type: ignore[method-assign]
    return app


def _persistent_secret(data_dir: str) -> str:
    """A secret key kept in the data dir, so every worker and restart signs the same way."""
    import secrets
    from pathlib import Path

    path = Path(data_dir) / "secret_key"
    if not path.exists():
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(secrets.token_hex(32))
        os.replace(tmp, path) if not path.exists() else tmp.unlink()
    return path.read_text().strip()


def _register(app: Flask) -> None:
    for blueprint in (api, builder, pages, glossary, rulings, rules, search, teaching, options_pages, cards):
        app.register_blueprint(blueprint)
    i18n.install(app)
    security.install(app)
    helpers.install(app)
    card_texts.install(app)
    linking.install(app)

    @app.get("/healthz")
    def healthz():
        return jsonify(status="ok")

    @app.get("/schema/<game>.json")
    def scenario_schema(game: str):
        """The editor schema at a stable URL: `# yaml-language-server: $schema=<server>/schema/mtg.json`."""
        if game not in GAMES:
            abort(404)
        return jsonify(editor_schema(game))

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        return _error_response(error.code or 500, error)

    @app.errorhandler(Exception)
    def unexpected_error(error: Exception):
        app.logger.exception("unhandled error on %s %s", request.method, request.path)
        return _error_response(500, InternalServerError())


API_MESSAGES = {
    404: "not found", 405: "method not allowed",
    413: f"the request body is larger than the limit of {MAX_BODY:,} bytes (1 MiB)",
    500: "internal error; the problem was logged",
}


def _error_response(status: int, error: HTTPException):
    """JSON for the API, a friendly page in the page language elsewhere; never a traceback."""
    if request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json":
        body: dict[str, Any] = {"error": API_MESSAGES.get(status, error.name.lower())}
        if status == 413:
            body.update(line=0, column=0)
        return jsonify(body), status

    reason = error.description if error.description in ("csrf", "outline") else None
    return error_page(status, reason)
