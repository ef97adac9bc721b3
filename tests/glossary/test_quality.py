"""Search quality on our own query set (tests/glossary/queries.yaml): the expected term first.

Reports top-1 and top-3 accuracy (printed with -s or on failure) and fails below 95% top-1.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from judge.glossary.search import search
from judge.glossary.terms import load_glossary

QUERIES = Path(__file__).with_name("queries.yaml")
TOP1_REQUIRED = 0.95


def _queries() -> list[tuple[str, str, str]]:
    entries = yaml.safe_load(QUERIES.read_text(encoding="utf-8"))
    return [(query, *expected.split("/", 1)) for query, expected in entries]


def test_query_set_names_existing_terms() -> None:
    glossary = load_glossary()
    unknown = [f"{q} -> {g}/{i}" for q, g, i in _queries() if glossary.get(g, i) is None]
    assert not unknown, f"queries.yaml expects terms that don't exist: {unknown}"


def test_top1_accuracy() -> None:
    queries = _queries()
    assert len(queries) >= 150
    misses, top3 = [], 0
    for query, game, term_id in queries:
        ranked = [(r["game"], r["id"]) for r in search(query, limit=3)["results"]]
        top3 += (game, term_id) in ranked
        if not ranked or ranked[0] != (game, term_id):
            misses.append(f"{query!r}: expected {game}/{term_id}, got {ranked[:3]}")
    top1 = 1 - len(misses) / len(queries)
    print(f"\nglossary search: {len(queries)} queries, top-1 {top1:.1%}, top-3 {top3 / len(queries):.1%}")
    assert top1 >= TOP1_REQUIRED, f"top-1 {top1:.1%} < {TOP1_REQUIRED:.0%}; misses:\n" + "\n".join(misses)
