"""Yu-Gi-Oh! glossary data agrees with its documentation: section names and the rules-changes page.

The engine cites the same rulebook section names as the glossary, so both must come from the one
documented list; the rules-changes page links glossary ids, which must exist.
"""

from __future__ import annotations

import re
from pathlib import Path

from judge.glossary.terms import load_glossary

DOCS = Path(__file__).resolve().parents[2] / "docs"


def documented_sections() -> set[str]:
    """The section names in the Yu-Gi-Oh! table of docs/glossary-format.md."""
    text = (DOCS / "glossary-format.md").read_text(encoding="utf-8").split("## Yu-Gi-Oh!", 1)[1]
    return set(re.findall(r"^\| `([^`]+)` \|", text, flags=re.M))


def test_yugioh_terms_cite_only_documented_sections() -> None:
    sections = documented_sections()
    assert len(sections) >= 10
    wrong = sorted(f"{t.id}: {r}" for t in load_glossary().terms("yugioh") for r in t.rules if r not in sections)
    assert not wrong, f"not a section of docs/glossary-format.md (Yu-Gi-Oh!): {wrong}"


def test_obsolete_yugioh_terms_of_the_seed_point_to_todays_terms() -> None:
    glossary = load_glossary()
    for old, new in [("fusion-deck", "extra-deck"), ("sacrifice-summon", "tribute-summon"),
                     ("magic-card", "spell-card"), ("removed-from-play", "banished")]:
        term = glossary.get("yugioh", old)
        assert term is not None and term.obsolete and term.replaced_by == new, old


def test_rules_changes_page_links_existing_terms() -> None:
    """Every id in the last column ("glossary ids") of docs/yugioh-rules-changes.md is a term."""
    rows = [line for line in (DOCS / "yugioh-rules-changes.md").read_text(encoding="utf-8").splitlines()
            if line.startswith("| ") and not line.startswith("| ---")]
    cited = {term_id for row in rows for term_id in re.findall(r"`([a-z0-9-]+)`", row.split("|")[-2])}
    assert len(cited) >= 40
    missing = sorted(t for t in cited if load_glossary().get("yugioh", t) is None)
    assert not missing, f"docs/yugioh-rules-changes.md links terms that don't exist: {missing}"
