"""GET /api/glossary/search answered before Flask: the one request a page sends at every keystroke
(judge.js's type-ahead) and API clients send by the thousand, served in a fifth of the time.

Flask's request context, routing, hooks and response object cost about as much as the search itself
(0.16 ms of WSGI work a request, 0.02 ms here, on the bench's machine); this answers the plain cases
with the very bytes and headers the Flask view (judge.web.api.glossary_search, with judge.web.security's
headers and flask-compress's gzip) sends, and hands everything else to Flask unchanged: another method, a cookie
(a session to open), an unknown `game` (the view's error), an Accept-Encoding with weights or `*`
(flask-compress weighs them), or an error while searching (Flask's handler logs it and answers 500).
tests/web/test_fast_search.py compares the two answers request by request.
"""

from __future__ import annotations

import gzip
from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import parse_qsl

import werkzeug.urls  # noqa: F401 - registers the "werkzeug.url_quote" codec error handler used below
from werkzeug.http import http_date

from judge.web.api import search_body
from judge.web.security import HEADERS

PATH = "/api/glossary/search"
_AFTER = [*HEADERS.items()]  # after the body's own headers, as security.install's hook adds them

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class FastSearch:
    """WSGI middleware in front of the Flask app (`app.wsgi_app`). `compress_level` and `min_size`: the
    app's flask-compress settings (COMPRESS_LEVEL, COMPRESS_MIN_SIZE)."""

    def __init__(self, flask_app: WSGIApp, compress_level: int, min_size: int) -> None:
        self.flask_app = flask_app
        self.compress_level = compress_level
        self.min_size = min_size

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ.get("PATH_INFO") != PATH or environ.get("REQUEST_METHOD") != "GET" or "HTTP_COOKIE" in environ:
            return self.flask_app(environ, start_response)
        gzipped = _gzip_wanted(environ.get("HTTP_ACCEPT_ENCODING", ""))
        args = _args(environ.get("QUERY_STRING", ""))
        if gzipped is None or args is None:
            return self.flask_app(environ, start_response)
        try:
            body = search_body(args)  # what the Flask view answers with
        except Exception:  # Flask's error handler logs it and answers 500
            return self.flask_app(environ, start_response)
        if body is None:  # the view's error
            return self.flask_app(environ, start_response)
        headers = [("Content-Type", "application/json"), ("Content-Length", ""), ("Vary", "Accept-Encoding")]
        if gzipped and len(body) >= self.min_size:
            body = gzip.compress(body, self.compress_level)
            headers += [("Content-Encoding", "gzip"), ("Date", http_date())]
        headers[1] = ("Content-Length", str(len(body)))
        start_response("200 OK", headers + _AFTER)
        return [body]


def _args(query_string: str) -> dict[str, str] | None:
    """The query's parameters as werkzeug reads them for `request.args` (invalid UTF-8 in a percent escape
    stays escaped), the first of a repeated one; None when its bytes aren't UTF-8 (left to Flask)."""
    try:
        text = query_string.encode("latin1").decode()
    except UnicodeError:
        return None
    args: dict[str, str] = {}
    for name, value in parse_qsl(text, keep_blank_values=True, errors="werkzeug.url_quote"):
        args.setdefault(name, value)
    return args


def _gzip_wanted(accept_encoding: str) -> bool | None:
    """Whether the client takes gzip; None when it weighs its encodings (`;q=`) or takes any (`*`)."""
    tokens = [token.strip() for token in accept_encoding.lower().split(",")]
    if any(";" in token or token == "*" for token in tokens):
        return None
    return "gzip" in tokens
