"""The in-memory fast path of glossary search: exact and prefix matches on names and aliases.

Most queries are a headword or the start of one (search as you type). A dict lookup and a
bisect over sorted keys answer them in microseconds; whoosh only sees the rest (full text,
stemming, fuzzy matching).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from judge.glossary.folding import fold, name_keys
from judge.glossary.terms import Term

NAME_WEIGHT = 3.0  # a term's headword in any language
ALIAS_WEIGHT = 2.0  # plurals, old names, spellings


@dataclass(frozen=True)
class Hit:
    """A term found, with a score comparable across the fast path and whoosh."""

    term: Term
    score: float


class FastPath:
    """Folded name/alias keys -> terms, plus the same keys sorted for prefix search."""

    def __init__(self, terms: list[Term]) -> None:
        self.exact: dict[str, dict[tuple[str, str], float]] = {}
        self.terms = {(t.game, t.id): t for t in terms}
        for term in terms:
            names = {term.names.get(lang) for lang in ("en", "de", "nl")}
            for _lang, text in term.all_names():
                weight = NAME_WEIGHT if text in names else ALIAS_WEIGHT
                for key in name_keys(text):
                    found = self.exact.setdefault(key, {})
                    found[(term.game, term.id)] = max(found.get((term.game, term.id), 0.0), weight)
        self.keys = sorted(self.exact)

    def _hits(self, key: str, game: str | None, bonus: float) -> list[Hit]:
        return [Hit(self.terms[ref], bonus + weight) for ref, weight in self.exact[key].items()
                if game is None or ref[0] == game]

    def exact_hits(self, query: str, game: str | None = None) -> list[Hit]:
        """Terms one of whose names or aliases is the query, folded (100 + weight)."""
        key = fold(query)
        for candidate in (key, key.replace(" ", "")):  # "death touch" meets "deathtouch"
            if candidate in self.exact:
                return self._hits(candidate, game, 100.0)
        return []

    def prefix_hits(self, query: str, game: str | None = None, limit: int = 20) -> list[Hit]:
        """Terms with a name or alias starting with the query (50 + weight - length penalty)."""
        key = fold(query)
        if len(key) < 2:
            return []
        best: dict[tuple[str, str], Hit] = {}
        start = bisect.bisect_left(self.keys, key)
        for candidate in self.keys[start:start + 200]:
            if not candidate.startswith(key):
                break
            if candidate == key:
                continue
            penalty = min(len(candidate) - len(key), 40) / 40.0
            for hit in self._hits(candidate, game, 50.0 - penalty):
                ref = (hit.term.game, hit.term.id)
                if ref not in best or best[ref].score < hit.score:
                    best[ref] = hit
        return sorted(best.values(), key=lambda h: -h.score)[:limit]
