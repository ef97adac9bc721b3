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
