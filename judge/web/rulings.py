"""Submitting a scenario: rule on it in every language and store the result durably."""

from __future__ import annotations

from dataclasses import dataclass

from judge.explain import neutral
from judge.ruling import rule_text
from judge.scenario import ScenarioError
from judge.web.store import RulingStore, StoredRuling

LANGS = ("en", "de", "nl")


@dataclass
class Submission:
    stored: StoredRuling | None = None
    error: ScenarioError | None = None


TIME_BUDGET = 20.0  # seconds one submission may take to rule (gunicorn stops a worker at 60)


def render_all(text: str, source: str) -> tuple[str, dict]:
    """Rule on scenario text once (with boards) and keep the ruling language-neutral
    (judge/explain/neutral.py): the store renders it in the page language on read, so a
    translation fix reaches every stored ruling."""

    ruling = rule_text(text, source, record_boards=True, time_budget=TIME_BUDGET)
    return ruling.game, {"neutral": neutral.dump(ruling)}


def submit(store: RulingStore, text: str, source: str) -> Submission:
    """Rule on a scenario and store it; the same text always gives the same stored ruling."""
    existing = store.find_scenario(text)
    if existing is not None:
        return Submission(existing)
    try:
        game, rendered = render_all(text, source)
    except ScenarioError as error:
        return Submission(error=error)
    stored, _created = store.put(game, text, rendered)  # or the same scenario stored meanwhile
    return Submission(stored)
