"""GET /api/glossary/search answered before Flask (judge.web.fast_search) says exactly what the Flask
view says: the same status, headers and body, request by request, and hands every other case to Flask."""

from __future__ import annotations

import gzip
import importlib

import pytest
from werkzeug.test import Client

from judge.web.fast_search import FastSearch

QUERIES = [
    "q=trample", "q=mana&lang=de", "q=Trampelschaden&lang=de&game=mtg", "q=vertrappen&lang=nl",
    "q=tribute+summon&game=yugioh",
    "q=", "", "q=%20%20lifelink%20%20", "q=702.19b", "q=what+happens+when+a+creature+with+deathtouch+blocks",
    "q=%FF%FEtrample", "q=first&q=second", "q=mana&lang=xx", "q=mana&lang=", "q=mana&game=", "q=" + "a" * 400,
    "q=tr%C3%A4mple&lang=de", "lang=de", "q=%E2%80%9Cstack%E2%80%9D",
]
ENCODINGS = [None, "gzip", "gzip, deflate, br, zstd", "br", "identity", "GZIP"]


@pytest.fixture()
def both(app):
    """(fast, flask): the app as served, and the same app without the fast path."""
    assert isinstance(app.wsgi_app, FastSearch)
    return Client(app), Client(app.wsgi_app.flask_app)


def _answer(client: Client, query: str, encoding: str | None, method: str = "GET", **kwargs):
    headers = {"Accept-Encoding": encoding} if encoding else {}
    response = client.open(f"/api/glossary/search?{query}", method=method, headers=headers, **kwargs)
    body = response.get_data()
    if response.headers.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    named = [(name, "<now>" if name == "Date" else value) for name, value in response.headers.items()
             if name != "Content-Length"]  # a gzip stream holds its time: the lengths may differ by a byte
    return response.status, named, body


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_the_fast_path_answers_as_flask_does(both, encoding) -> None:
    fast, flask = both
    for query in QUERIES:
        assert _answer(fast, query, encoding) == _answer(flask, query, encoding), query


def test_gzip_is_sent_as_flask_compress_sends_it(both) -> None:
    """Long answers gzipped when the client takes gzip; short ones (< COMPRESS_MIN_SIZE) never."""
    fast, _flask = both
    long = fast.get("/api/glossary/search?q=mana", headers={"Accept-Encoding": "gzip"})
    short = fast.get("/api/glossary/search?q=zzqqx", headers={"Accept-Encoding": "gzip"})
    assert long.headers["Content-Encoding"] == "gzip" and int(long.headers["Content-Length"]) == len(long.get_data())
    assert "Content-Encoding" not in short.headers and short.get_json()["results"] == []


def test_everything_else_is_left_to_flask(app, monkeypatch) -> None:
    """Another method, a cookie, an unknown game, weighted encodings, an error while searching: Flask
    answers (the request reaches the app behind the fast path); a plain search never does."""
    fast = app.wsgi_app
    reached: list[str] = []
    flask_app = fast.flask_app

    def behind(environ, start_response):
        reached.append(environ["REQUEST_METHOD"])
        return flask_app(environ, start_response)

    monkeypatch.setattr(fast, "flask_app", behind)
    client = Client(app)
    assert client.get("/api/glossary/search?q=mana").status_code == 200 and reached == []
    assert client.get("/api/glossary/search?q=mana", headers={"Accept-Encoding": "gzip"}).status_code == 200
    assert reached == []
    assert client.get("/api/glossary/search?q=mana&game=chess").status_code == 400
    assert client.head("/api/glossary/search?q=mana").status_code == 200
    assert client.post("/api/glossary/search?q=mana").status_code == 405
    assert client.get("/api/glossary/search?q=mana", headers={"Accept-Encoding": "gzip;q=0"}).status_code == 200
    assert client.get("/api/glossary/search?q=mana", headers={"Accept-Encoding": "*"}).status_code == 200
    client.set_cookie("session", "x")
    assert client.get("/api/glossary/search?q=mana").status_code == 200
    assert reached == ["GET", "HEAD", "POST", "GET", "GET", "GET"]
    client.delete_cookie("session")

    def failing(q, **kw):
        raise RuntimeError("index gone")

    monkeypatch.setattr(importlib.import_module("judge.web.api"), "search", failing)  # the module, not the blueprint
    answer = client.get("/api/glossary/search?q=mana")
    assert answer.status_code == 500 and answer.get_json() == {"error": "internal error; the problem was logged"}
    assert reached[-1] == "GET" and len(reached) == 7
