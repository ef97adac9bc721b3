"""Spelling correction for glossary queries ("replacment" -> "replacement").

A symmetric-delete index over the words of every name and alias: each word is stored under
every form with up to two letters deleted, so a misspelt query word meets its candidates by a
dict lookup instead of an edit-distance scan of the vocabulary. Candidates are then ranked by
their true (Damerau-Levenshtein) distance, then by how often the word occurs in names.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from judge.glossary.folding import fold


def max_distance(word: str) -> int:
    """Edits allowed for a word: short words get one, longer ones two."""
    return 1 if len(word) <= 4 else 2


def _deletes(word: str, distance: int) -> set[str]:
    found = {word}
    for n in range(1, min(distance, len(word) - 1) + 1):
        for positions in combinations(range(len(word)), n):
            found.add("".join(c for i, c in enumerate(word) if i not in positions))
    return found


def edit_distance(a: str, b: str) -> int:
    """Damerau-Levenshtein distance (optimal string alignment): a swap of neighbours is one edit."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[-1]


class Speller:
    """Corrects query words against the vocabulary of names and aliases."""

    def __init__(self, texts: list[str]) -> None:
        self.counts: Counter[str] = Counter(w for text in texts for w in fold(text).split() if len(w) > 2)
        self.index: dict[str, set[str]] = {}
        for word in self.counts:
            for form in _deletes(word, max_distance(word)):
                self.index.setdefault(form, set()).add(word)

    def __contains__(self, word: str) -> bool:
        return word in self.counts

    def correct(self, word: str) -> str | None:
        """The closest vocabulary word within the allowed distance, or None."""
        limit = max_distance(word)
        candidates: set[str] = set()
        for form in _deletes(word, limit):
            candidates |= self.index.get(form, set())
        scored = [(edit_distance(word, c), -self.counts[c], c) for c in candidates]
        scored = [s for s in scored if s[0] <= limit]
        return min(scored)[2] if scored else None
