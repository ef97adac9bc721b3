"""One-letter slips in multiword names (issue 20: "a one-letter typo of a known multiword name
still finds it"): every name of two or more words in en/de/nl, with a letter left out, replaced
or swapped with its neighbour, as people type them (the first letter right)."""

from __future__ import annotations

import random

import pytest

from judge.glossary.search import search
from judge.glossary.terms import load_glossary


def slip(name: str, rng: random.Random) -> str:
    """The name with one letter left out, replaced, or swapped with its neighbour."""
    letters = [i for i, c in enumerate(name) if c.isalpha()][1:]
    i = rng.choice(letters)
    kind = rng.choice("dst")
    if kind == "d":
        return name[:i] + name[i + 1:]
    if kind == "s":
        return name[:i] + rng.choice("aeiounrst") + name[i + 1:]
    j = i + 1 if i + 1 < len(name) and name[i + 1].isalpha() else i - 1
    a, b = sorted((i, j))
    return name[:a] + name[b] + name[a] + name[b + 1:]


@pytest.mark.parametrize("seed", [1, 7])
def test_a_slip_in_a_multiword_name_still_finds_it(seed: int) -> None:
    rng = random.Random(seed)
    asked = first = top3 = 0
    misses = []
    for term in load_glossary().terms():
        for lang in ("en", "de", "nl"):
            name = term.names.get(lang)
            if len(name.split()) < 2 or (lang != "en" and name == term.names.en):
                continue
            typed = slip(name, rng)
            ranked = [(r["game"], r["id"]) for r in search(typed, limit=3)["results"]]
            asked += 1
            first += ranked[:1] == [(term.game, term.id)]
            top3 += (term.game, term.id) in ranked
            if (term.game, term.id) not in ranked:
                misses.append(f"{typed!r} ({name}): {ranked}")
    assert asked > 300
    # measured: seed 1 97.6% / 99.4%, seed 7 96.1% / 98.5%
    assert first / asked >= 0.95 and top3 / asked >= 0.97, "\n".join(misses)
