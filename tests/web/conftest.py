"""A fresh app per test module, on a temporary SQLite store."""

from __future__ import annotations

import pytest

from judge.web import create_app


@pytest.fixture()
def app(tmp_path):
    return create_app({"DATABASE_URL": f"sqlite:///{tmp_path}/rulings.sqlite3", "SECRET_KEY": "test",
                       "TESTING": True, "WTF_CSRF_ENABLED": False})


@pytest.fixture()
def client(app):
    return app.test_client()
