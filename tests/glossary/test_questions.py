"""Search quality on queries as judges and players ask them (tests/glossary/queries_questions.yaml):
rule numbers, questions, reminder text in their words, inflected German, Dutch v3.0 rulebook
terms, names players use, typos and obsolete terms, in en/de/nl.

At least 97% must have the expected term in the top three and 90% first; each kind is
reported (with -s or on failure), as in docs/glossary-search.md.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from judge.glossary.search import search
from judge.glossary.terms import load_glossary

QUERIES = Path(__file__).parent / "queries_questions.yaml"
TOP3, TOP1 = 0.97, 0.90  # measured 98.4% and 91.8% (1980 queries); the issue asks 95% and 85%


def query_kinds() -> dict[str, list[tuple[str, str, str]]]:
    """Kind -> (query, game, term id)."""
    data = yaml.safe_load(QUERIES.read_text(encoding="utf-8"))
    return {kind: [(query, *expected.split("/", 1)) for query, expected in entries]
            for kind, entries in data.items()}


def test_the_queries_name_existing_terms_once() -> None:
    glossary = load_glossary()
    everything = [entry for entries in query_kinds().values() for entry in entries]
    assert len(everything) >= 250
    assert not [f"{q} -> {g}/{i}" for q, g, i in everything if glossary.get(g, i) is None]
    queries = [q for q, _g, _i in everything]
    assert len(queries) == len(set(queries)), "a query is listed twice"


def test_questions_find_their_term() -> None:
    lines, misses, total, first, top3 = [], [], 0, 0, 0
    for kind, entries in query_kinds().items():
        kind_first = kind_top3 = 0
        for query, game, term_id in entries:
            ranked = [(r["game"], r["id"]) for r in search(query, limit=3)["results"]]
            kind_first += bool(ranked) and ranked[0] == (game, term_id)
            kind_top3 += (game, term_id) in ranked
            if (game, term_id) not in ranked:
                misses.append(f"{kind}: {query!r}: expected {game}/{term_id}, got {ranked}")
        lines.append(f"{kind}: {len(entries)} queries, top-1 {kind_first / len(entries):.1%}, "
                     f"top-3 {kind_top3 / len(entries):.1%}")
        total, first, top3 = total + len(entries), first + kind_first, top3 + kind_top3
    report = "\n".join([*lines, f"all: {total} queries, top-1 {first / total:.1%}, top-3 {top3 / total:.1%}"])
    print("\n" + report)
    assert top3 / total >= TOP3 and first / total >= TOP1, report + "\nnot in the top three:\n" + "\n".join(misses)
