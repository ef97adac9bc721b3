"""Turn outlines load, cite rules of the rules table and list each step once."""

from __future__ import annotations

import pytest

from judge.outline import OUTLINE_DIR, load_outline
from judge.rules import rule_table

GAMES = sorted(path.stem for path in OUTLINE_DIR.glob("*.yaml"))


@pytest.mark.parametrize("game", GAMES)
def test_outline_loads_with_unique_step_ids(game: str) -> None:
    ids = load_outline(game).step_ids()
    assert ids and len(ids) == len(set(ids))


@pytest.mark.parametrize("game", GAMES)
def test_outline_rules_are_in_the_rules_table(game: str) -> None:
    outline = load_outline(game)
    cited = {r for p in outline.phases for s in [p, *p.steps] for r in s.rules}
    missing = sorted(cited - set(rule_table(game)))
    assert not missing, f"add to judge/rules/{game}/: {missing}"
