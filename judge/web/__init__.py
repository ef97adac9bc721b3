"""The web app: Flask app factory, blueprints for pages and the JSON API.

Configuration comes from the environment: JUDGE_DATA_DIR (SQLite store and search
index) and DATABASE_URL (an external ruling store, e.g. PostgreSQL).
"""

from __future__ import annotations

import os
from typing import Any

from flask import Flask, jsonify, request

from judge.paths import data_folder, user_data_dir

MAX_BODY = 1 << 20  # 1 MiB, the scenario size limit


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app. `config` overrides settings (tests pass DATABASE_URL and SECRET_KEY)."""
    app = Flask(__name__, template_folder=str(data_folder("templates")),
                static_folder=str(data_folder("templates") / "static"), static_url_path="/static")
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_BODY,
        DATABASE_URL=os.environ.get("DATABASE_URL"),
        SECRET_KEY=os.environ.get("JUDGE_SECRET_KEY"),
        JSON_SORT_KEYS=False,
    )
    app.config.update(config or {})
    app.json.sort_keys = False  # type: ignore[attr-defined]
    from judge.web.store import RulingStore, database_url

    data_dir = str(user_data_dir())
    if not app.config["SECRET_KEY"]:
        app.config["SECRET_KEY"] = _persistent_secret(data_dir)
    app.config["RULING_STORE"] = RulingStore(database_url(app.config["DATABASE_URL"], data_dir))
    _register(app)
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
    from judge.web.api import api
    from judge.web.pages import pages

    app.register_blueprint(api)
    app.register_blueprint(pages)

    @app.get("/healthz")
    def healthz():
        return jsonify(status="ok")

    @app.errorhandler(413)
    def too_large(_error):
        message = f"the request body is larger than the limit of {MAX_BODY:,} bytes (1 MiB)"
        return _error_response(413, message)

    @app.errorhandler(404)
    def not_found(_error):
        return _error_response(404, "not found")

    @app.errorhandler(405)
    def not_allowed(_error):
        return _error_response(405, "method not allowed")

    @app.errorhandler(500)
    def server_error(_error):
        return _error_response(500, "internal error; the problem was logged")


def _error_response(status: int, message: str):
    """JSON for the API, a friendly page elsewhere; never a traceback."""
    if request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json":
        body = {"error": message}
        if status == 413:
            body.update(line=0, column=0)
        return jsonify(body), status
    from judge.web.pages import error_page

    return error_page(status, message)
