"""Shared test setup: an isolated data directory for indexes and ruling stores."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True, scope="session")
def _isolated_data_dir(tmp_path_factory: pytest.TempPathFactory):
    """Every test session writes its index and database into a fresh folder."""
    import os

    folder = tmp_path_factory.mktemp("judge-data")
    old = os.environ.get("JUDGE_DATA_DIR")
    os.environ["JUDGE_DATA_DIR"] = str(folder)
    yield folder
    if old is None:
        os.environ.pop("JUDGE_DATA_DIR", None)
    else:
        os.environ["JUDGE_DATA_DIR"] = old


@pytest.fixture(autouse=True, scope="session")
def _strict_messages():
    """A message that asks for a parameter its event doesn't carry fails the test (not "?")."""
    from judge.explain import render

    render.STRICT = True
    yield
    render.STRICT = False
