"""The in-memory fast path of glossary search: exact and prefix matches on names and aliases.

Most queries are a headword or the start of one (search as you type). A dict lookup and a
bisect over sorted keys answer them in microseconds; whoosh only sees the rest (full text,
stemming, fuzzy matching).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from itertools import combinations, product
from pathlib import Path

from judge import pickle_cache
from judge.glossary import folding
from judge.glossary import terms as terms_module
from judge.glossary.folding import fold, name_keys, spelled_numbers, uninflected, without_qualifier
from judge.glossary.fulltext import NEGATIONS
from judge.glossary.terms import Term

MAX_UNINFLECTED = 64  # spellings tried without endings, fewest words changed first
NAME_WEIGHT = 3.0  # a term's headword in any language
ALIAS_WEIGHT = 2.0  # plurals, old names, spellings
PHRASE_WEIGHT = 1.0  # a search phrase (reminder text in our words): exact, but not a name
ABBREVIATED_BASE = 60.0  # every word of a name cut short: above a prefix of the whole, below a respelling
ABBREVIATED_WORDS = (2, 3)  # queries of so many words, each of at least ...
ABBREVIATED_LETTERS = 3  # ... so many letters ("sorc speed", "repl effect"; "de st" says nothing)
ABBREVIATED_SCAN = 400  # keys looked at after the first word's place


@dataclass(frozen=True)
class Hit:
    """A term found, with a score comparable across the fast path and whoosh."""

    term: Term
    score: float


class FastPath:
    """Folded name/alias keys -> terms, plus the same keys sorted for prefix search."""

    def __init__(self, terms: list[Term], tables: tuple[dict[str, dict[tuple[str, str], float]], int] | None = None,
                 ) -> None:
        self.terms = {(t.game, t.id): t for t in terms}
        if tables is None:
            tables = self.tables(terms)
        self.exact, self.longest_name = tables
        self.keys = sorted(self.exact)

    @classmethod
    def cached(cls, terms: list[Term], fingerprint: str, folder: Path | None) -> FastPath:
        """The fast path of the glossary with this fingerprint, its tables from the pickle in
        `folder` (building them stores 20 000 keys: a quarter of a second of every server start
        and every `judge glossary search`; unpickling them a few hundredths)."""
        code = [Path(__file__), Path(folding.__file__), Path(terms_module.__file__)]
        tables = pickle_cache.parsed("glossary-fastpath", fingerprint, code, lambda: cls.tables(terms), folder)
        return cls(terms, tables)

    @classmethod
    def tables(cls, terms: list[Term]) -> tuple[dict[str, dict[tuple[str, str], float]], int]:
        """Every folded key of every name, alias and phrase with the terms it names and their
        weight; and how many words the longest name has (no longer run of words is a name)."""
        exact: dict[str, dict[tuple[str, str], float]] = {}
        for term in terms:
            names = {term.names.get(lang) for lang in ("en", "de", "nl")}
            for lang, text in term.all_names():
                weight = NAME_WEIGHT if text in names else ALIAS_WEIGHT
                _store(exact, text, term, weight)
                spelt = spelled_numbers(text, lang)  # "Spell Speed one", "Zaubergeschwindigkeit eins"
                if spelt:
                    _store(exact, spelt, term, weight)
                bare = without_qualifier(text)  # "Legend (creature type)" also answers "Legend",
                if bare:  # as an alias: "Counter" stays the name of the other term
                    _store(exact, bare, term, ALIAS_WEIGHT)
            for lang in ("en", "de", "nl"):  # a description typed exactly as we wrote it
                for phrase in getattr(term.phrases, lang):
                    _store(exact, phrase, term, PHRASE_WEIGHT)
        longest = max((len(fold(text).split()) for t in terms for _l, text in t.all_names()), default=0)
        return exact, longest

    def __contains__(self, key: str) -> bool:
        """Whether a folded text is a whole name or alias (with or without its spaces)."""
        return key in self.exact or key.replace(" ", "") in self.exact

    def _hits(self, key: str, game: str | None, bonus: float) -> list[Hit]:
        return [Hit(self.terms[ref], bonus + weight) for ref, weight in self.exact[key].items()
                if game is None or ref[0] == game]

    def exact_hits(self, query: str, game: str | None = None) -> list[Hit]:
        """Terms one of whose names or aliases is the query, folded (100 + weight)."""
        key = fold(query)
        bare = without_qualifier(query)  # "Manabrand (veraltet)", as the seed glossary writes it
        for candidate in (key, key.replace(" ", ""), *([fold(bare)] if bare else [])):
            if candidate in self.exact:  # "death touch" meets "deathtouch"
                return self._hits(candidate, game, 100.0)
        return []

    def uninflected_hits(self, query: str, game: str | None = None) -> list[Hit]:
        """Terms named by the query once plural or inflection endings are taken off its words
        ("fusiemonsters", "blijvende effecten", "Zaubersprüche"): 99 + weight, fewest words
        changed first. Only for queries nothing else matched: "Spiele" may be "Spieler" half typed."""
        words = fold(query).split()
        if len(words) > self.longest_name:
            return []
        options = [uninflected(word) for word in words]
        changeable = [i for i, stems in enumerate(options) if stems]
        tried = 0
        for changed in range(1, len(changeable) + 1):  # generated lazily: a long query has
            for positions in combinations(changeable, changed):  # astronomically many
                for stems in product(*(options[i] for i in positions)):
                    candidate = list(words)
                    for position, stem in zip(positions, stems, strict=True):
                        candidate[position] = stem
                    for key in (" ".join(candidate), "".join(candidate)):
                        if key in self.exact:
                            return self._hits(key, game, 99.0)
                    tried += 1
                    if tried == MAX_UNINFLECTED:
                        return []
        return []

    def abbreviated_hits(self, query: str, game: str | None = None) -> list[Hit]:
        """Terms with a name or alias of as many words as the query, each starting with the
        query's word in turn, as players shorten them ("sorc speed", "repl effect", "trig
        ability", "stat based actions"): 60 + weight. For queries nothing else matched."""
        words = fold(query).split()
        if not ABBREVIATED_WORDS[0] <= len(words) <= ABBREVIATED_WORDS[1] or min(map(len, words)) < ABBREVIATED_LETTERS:
            return []
        best: dict[tuple[str, str], Hit] = {}
        start = bisect.bisect_left(self.keys, words[0])
        for candidate in self.keys[start:start + ABBREVIATED_SCAN]:
            if not candidate.startswith(words[0]):
                break
            parts = candidate.split()
            if len(parts) == len(words) and all(map(str.startswith, parts, words)):
                for hit in self._hits(candidate, game, ABBREVIATED_BASE):  # names and aliases, no phrases
                    ref = (hit.term.game, hit.term.id)
                    if hit.score - ABBREVIATED_BASE >= ALIAS_WEIGHT and hit.score > getattr(best.get(ref), "score", 0):
                        best[ref] = hit
        return list(best.values())

    def words_named(self, words: list[str], least: float = 0.0,
                    inflected: dict[tuple[int, int], dict[tuple[str, str], float]] | None = None,
                    ) -> dict[tuple[str, str], set[int]]:
        """For each term, which of the words (folded) lie in a run of words that is one of its
        names or aliases ("manavoorraad legen": the first for Mana pool), or its search phrases;
        with `least`, only keys of at least that weight (ALIAS_WEIGHT: names and aliases).
        `inflected` holds the runs (i, j) of the words that are inflected names ("tödlichem
        Schaden": InflectedNames.runs), used for runs no key is as typed or without an ending."""
        words = [fold(word) for word in words]
        spans: list[tuple[int, int, dict[tuple[str, str], float]]] = []
        for i in range(len(words)):
            for j in range(i + 1, len(words) + 1):
                typed = " ".join(words[i:j])  # a word as typed, else without the shortest ending
                # that leaves a name ("getappte" is Tapped's alias, and so is "getapptes" and
                # "getappten": "getappt", Tap's, is the verb's)
                named = False
                # a run of words also names what it spells without its spaces ("gif counters")
                keys = [typed, typed.replace(" ", "")] if j > i + 1 else (
                    [typed] if typed in self.exact else sorted(uninflected(typed), key=len)[::-1])
                for key in keys:
                    found = {ref: w for ref, w in self.exact.get(key, {}).items() if w >= least}
                    if found:
                        spans.append((i, j, found))
                        named = True
                        break
                if not named and inflected and (i, j) in inflected:
                    found = {ref: w for ref, w in inflected[(i, j)].items() if w >= max(least, ALIAS_WEIGHT)}
                    if found:
                        spans.append((i, j, found))
        covered: dict[tuple[str, str], set[int]] = {}
        for i, j, found in spans:
            # a word inside a longer name names that one only: "Draw Phase", not also "Draw";
            # nor does a word a name negates: "niet-geblokkeerde aanvallers" is no blocked creature
            if not (i and words[i - 1] in NEGATIONS) and not any(a <= i and j <= b and b - a > j - i
                                                                 for a, b, _f in spans):
                for ref in found:
                    covered.setdefault(ref, set()).update(range(i, j))
        return covered

    def game_evidence(self, words: list[str]) -> str | None:
        """The game the query's words speak of, if they lean one way: every run of words that
        is a name or alias counts for the game whose term it names with more weight (a headword
        over an alias: "spell" is Magic's headword and Yu-Gi-Oh!'s alias; "creature", "monster"
        name terms of one game only); longer runs count more ("spell card" is Yu-Gi-Oh!'s)."""
        words = [fold(word) for word in words]
        lean = 0.0  # > 0: Magic, < 0: Yu-Gi-Oh!
        for i in range(len(words)):
            for j in range(i + 1, min(len(words), i + self.longest_name) + 1):
                found = self.exact.get(" ".join(words[i:j]))
                if found:
                    best = {"mtg": 0.0, "yugioh": 0.0}
                    for (game, _id), weight in found.items():
                        best[game] = max(best[game], weight)
                    lean += (j - i) * (best["mtg"] - best["yugioh"])
        return "mtg" if lean > 0 else "yugioh" if lean < 0 else None

    def names(self, query: str) -> bool:
        """Whether the query is, or starts, a name or alias (not only a search phrase)."""
        key = fold(query)
        start = bisect.bisect_left(self.keys, key)
        for candidate in self.keys[start:start + 200]:
            if not candidate.startswith(key):
                break
            if max(self.exact[candidate].values()) >= ALIAS_WEIGHT:
                return True
        compact = self.exact.get(key.replace(" ", ""))  # "death touch" is Deathtouch
        return bool(compact) and max(compact.values()) >= ALIAS_WEIGHT

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


def _store(exact: dict[str, dict[tuple[str, str], float]], text: str, term: Term, weight: float) -> None:
    ref = (term.game, term.id)
    for key in name_keys(text):
        found = exact.setdefault(key, {})
        found[ref] = max(found.get(ref, 0.0), weight)
