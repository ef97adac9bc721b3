"""The glossary is the dictionary the explanations link into: every term id the engines, the
turn outlines and the rules cite exists, and every link inside the glossary resolves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.glossary.terms import load_glossary
from judge.outline import OUTLINE_DIR, load_outline

ROOT = Path(__file__).resolve().parents[2]
TERMS = re.compile(r"terms=\(([^)]*)\)")
TERM_ID = re.compile(r'"([a-z0-9]+(?:-[a-z0-9]+)*)"')


def cited_terms(package: str) -> set[str]:
    """Term ids written in `terms=(...)` anywhere in judge/<package>/."""
    found: set[str] = set()
    for path in (ROOT / "judge" / package).rglob("*.py"):
        for group in TERMS.findall(path.read_text(encoding="utf-8")):
            found |= set(TERM_ID.findall(group))
    return found


@pytest.mark.parametrize("game", ["mtg", "yugioh"])
def test_every_term_the_engine_cites_exists(game: str) -> None:
    glossary = load_glossary()
    missing = sorted(t for t in cited_terms(game) if glossary.get(game, t) is None)
    assert not missing, f"judge/{game} cites terms missing from glossary/{game}/: {missing}"


@pytest.mark.parametrize("game", sorted(p.stem for p in OUTLINE_DIR.glob("*.yaml")))
def test_every_term_of_the_turn_outline_exists(game: str) -> None:
    glossary = load_glossary()
    outline = load_outline(game)
    cited = {t for phase in outline.phases for step in [phase, *phase.steps] for t in step.terms}
    missing = sorted(t for t in cited if glossary.get(game, t) is None)
    assert not missing, f"judge/outlines/{game}.yaml cites missing terms: {missing}"


def test_every_link_inside_the_glossary_resolves() -> None:
    assert load_glossary().broken_links() == []


def test_obsolete_terms_lead_to_current_ones() -> None:
    glossary = load_glossary()
    for term in glossary.terms():
        if term.obsolete:
            target = glossary.get(term.game, term.replaced_by or "")
            assert target is not None and not target.obsolete, term.id
