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


@pytest.fixture
def unbounded_forecasts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forecasts with all the work they take (judge.mtg.play_outs.Budget bounds a ruling's by the ruling's
    own): for tests of what a table says and how many copies it costs, and for their references (every
    option played out on a copy), which the bound would otherwise cut short."""
    from judge.mtg import play_outs

    monkeypatch.setattr(play_outs.Budget, "limit", lambda budget: float("inf"))
