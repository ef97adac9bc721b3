"""A fresh app per test on a temporary SQLite store, and a helper for form posts with a CSRF token."""

from __future__ import annotations

import re

import pytest

from judge.web import create_app


@pytest.fixture()
def app(tmp_path):
    return create_app({"DATABASE_URL": f"sqlite:///{tmp_path}/rulings.sqlite3", "SECRET_KEY": "test",
                       "TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


def csrf_token(client) -> str:
    """The form token of the client's session, read from the submission form as a browser would."""
    page = client.get("/rulings/new").get_data(as_text=True)
    match = re.search(r'name="csrf_token" value="([^"]+)"', page)
    assert match, "the submission form has no CSRF token"
    return match.group(1)


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """One `judge serve` (gunicorn) for every browser test."""
    from bench.server import Server

    with Server(tmp_path_factory.mktemp("browser-server"), workers=2) as running:
        yield f"http://127.0.0.1:{running.port}"


@pytest.fixture(scope="session")
def chromium():
    """Debian's Chromium, once for every browser test."""
    from playwright.sync_api import sync_playwright

    from tests.web.browser import launch

    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()
