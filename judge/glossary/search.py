"""Glossary search: the contract's JSON for a query in any of en, de, nl.

Order of work, cheapest first:
1. the in-memory fast path: a name or alias equal to the folded query (exact), then names
   and aliases starting with it (search as you type); when it finds anything, that is the
   answer (microseconds);
2. otherwise, when the query looks misspelt (a word in no name, alias or definition): the
   closest spelling from the vocabulary of names becomes the `suggestion`, and its exact
   matches rank just below where a true match would;
3. whoosh full text, once, over names, aliases and definitions in all three languages for
   the suggestion or else the query (stemmed per language; names and aliases boosted above
   definitions; "quoted phrases" work); fuzzy terms as the last resort.
Results are cached per (query, game, lang, limit) in an LRU cache.
"""

from __future__ import annotations

import functools
import re
import threading
from typing import Any

from judge.glossary.fastpath import FastPath, Hit
from judge.glossary.folding import fold, uninflected
from judge.glossary.spelling import Speller
from judge.glossary.terms import LANGS, Glossary, Term, load_glossary

CORRECTED_PENALTY = 10.0  # hits for the corrected spelling rank below exact hits of the query
WHOOSH_CEILING = 49.0  # whoosh scores are mapped below the fast path's 50-103 ...
WHOOSH_HALF = 10.0  # ... monotonically: a BM25F score of 10 (a typical good match) maps to half of it
WHOOSH_POOL = 30  # whoosh hits re-ranked, whatever the limit: the first result must not depend on it
# A game named in the query ("Kampfschaden yugioh", "priority mtg") filters by it.
GAME_WORDS = re.compile(r"(?<!\w)(mtg|ygo|yu-?gi-?oh!?|yu gi oh!?)(?!\w)", re.IGNORECASE)
_local = threading.local()


class GlossarySearch:
    """Search over one glossary; one per process (see `default_search`)."""

    def __init__(self, glossary: Glossary, index_root: Any = None) -> None:
        from judge.paths import user_data_dir

        self.glossary = glossary
        self.fast = FastPath(glossary.terms())
        self._index_root = index_root
        self._index: Any = None
        self._index_lock = threading.Lock()
        self._name_stems: dict[str, dict[tuple[str, str], set[str]]] | None = None
        self._user_data_dir = user_data_dir

    # --- built on first use: the fast path answers most queries without them ------------
    @functools.cached_property
    def speller(self) -> Speller:
        """The vocabulary of names for "did you mean" (its delete index costs ~0.3 s to build)."""
        return Speller([text for term in self.glossary.terms() for _lang, text in term.all_names()])

    @functools.cached_property
    def definition_words(self) -> set[str]:
        return {word for term in self.glossary.terms() for lang in ("en", "de", "nl")
                for word in fold(term.definitions.get(lang)).split()}

    # --- whoosh, opened lazily: the fast path answers most queries without it ----------
    def index(self) -> Any:
        with self._index_lock:
            if self._index is None:
                from judge.glossary.index import open_index

                root = self._index_root or self._user_data_dir()
                self._index = open_index(self.glossary, root)
            return self._index

    def _searcher(self) -> Any:
        """A searcher per thread (whoosh searchers must not be shared between threads)."""
        cached = getattr(_local, "searchers", {})
        _local.searchers = cached
        searcher = cached.get(id(self))
        if searcher is None:
            searcher = cached[id(self)] = self.index().searcher()
        return searcher

    def _whoosh_hits(self, query: str, game: str | None, limit: int, fuzzy: bool = False) -> list[Hit]:
        from whoosh.query import Term as WTerm

        searcher = self._searcher()
        parsed = self._fuzzy_query(query) if fuzzy else self._full_text_query(query)
        if parsed is None:
            return []
        # a pool larger than the limit: the final order (coverage, named words) differs from BM25F's
        results = searcher.search(parsed, limit=max(limit, WHOOSH_POOL), filter=WTerm("game", game) if game else None)
        hits = []
        named = self.fast.words_named(query)
        words = max(1, len(fold(query).split()))
        for result in results:
            game_id, term_id = result["ref"].split("/", 1)
            term = self.glossary.get(game_id, term_id)
            if term is not None:
                hits.append(Hit(term, whoosh_score(result.score, self._coverage(query, term),
                                                   named.get((game_id, term_id), 0) / words)))
        return hits

    def _coverage(self, query: str, term: Term) -> float:
        """The share of the query's words found in one of the term's names or aliases (0..1),
        compared as stems in each language; the best language counts.

        BM25F scores each word on its own: "legende regel" finds Legend (one word, short name)
        as strongly as Legend rule (both words). Coverage lets the fuller match win.
        """
        from judge.glossary.index import language_analyzer

        if self._name_stems is None:
            self._name_stems = {
                lang: {(t.game, t.id): {tok.text for _l, text in t.all_names()
                                        for tok in language_analyzer(lang)(text)}
                       for t in self.glossary.terms()}
                for lang in LANGS}
        best = 0.0
        for lang, stems in self._name_stems.items():
            words = self._query_stems(query, lang)
            if words:
                best = max(best, len(words & stems[(term.game, term.id)]) / len(words))
        return best

    @staticmethod
    @functools.lru_cache(maxsize=256)
    def _query_stems(query: str, lang: str) -> frozenset[str]:
        """A query's words as one language's stems (asked once per hit, so kept for a while)."""
        from judge.glossary.index import language_analyzer

        return frozenset(tok.text for tok in language_analyzer(lang)(query))

    def _full_text_query(self, query: str) -> Any:
        """Each language's analysis of the query against that language's fields, OR-ed.

        Built directly from the analysed tokens (the query parser costs more than the search);
        quoted phrases go through whoosh's parser, which knows phrase syntax.
        """
        from whoosh import qparser
        from whoosh.query import Or
        from whoosh.query import Term as WTerm

        from judge.glossary.index import FIELD_BOOSTS, searchable_fields

        schema = self.index().schema
        if '"' in query:
            boosts = {name: FIELD_BOOSTS[name.split("_")[0]] for name in searchable_fields()}
            return qparser.MultifieldParser(searchable_fields(), schema, fieldboosts=boosts,
                                            group=qparser.OrGroup.factory(0.9)).parse(query)
        clauses = []
        for field in searchable_fields():
            for token in {t.text for t in schema[field].analyzer(query)}:
                clauses.append(WTerm(field, token, boost=FIELD_BOOSTS[field.split("_")[0]]))
        # scale: whoosh's coordination bonus, so a term matching more of the words ranks higher
        return Or(clauses, scale=0.9) if clauses else None

    def _fuzzy_query(self, query: str) -> Any:
        """Last resort: every word within one or two edits of a word of some name."""
        from whoosh.query import FuzzyTerm, Or

        words = [w for w in fold(query).split() if len(w) > 2]
        clauses = [FuzzyTerm("spell", w, maxdist=2 if len(w) > 6 else 1, prefixlength=1) for w in words]
        return Or(clauses) if clauses else None

    # --- spelling ------------------------------------------------------------------------
    def _known(self, word: str) -> bool:
        """Whether a query word is spelt as in some name, alias or definition, or is one with a
        plural or inflection ending ("Spielzugs"); unstemmed: a stem would make "replacment" look
        known through "replacement"."""
        return any(w in self.speller or w in self.definition_words for w in (word, *uninflected(word)))

    def suggestion(self, query: str) -> str | None:
        """A respelling of the query: the closest one that is a whole name or alias ("Speil
        verlassen" -> "spiel verlassen"), else each unknown word respelt on its own.

        Only asked when no name starts with the query (an unfinished word isn't misspelt).
        """
        words = fold(query).split()
        whole = self.speller.respell(words, self._known, self.fast.__contains__)
        if whole:
            return whole
        fixed, changed = [], False
        for word in words:
            correction = None
            if len(word) > 2 and not word.isdigit() and not self._known(word):
                correction = self.speller.correct(word)
            changed |= correction is not None
            fixed.append(correction or word)
        return " ".join(fixed) if changed else None

    def _split_compounds(self, query: str) -> str | None:
        """The query with each unknown compound written as two known words, if any is."""
        words = fold(query).split()
        split = [self.speller.split(w, self._known) if len(w) >= 7 and not self._known(w) else None
                 for w in words]
        if not any(split):
            return None
        return " ".join(parts or word for parts, word in zip(split, words, strict=True))

    # --- the search --------------------------------------------------------------------
    def hits(self, query: str, game: str | None = None, limit: int = 20) -> tuple[list[Hit], str | None]:
        """Ranked hits for a query and the "did you mean" suggestion."""
        best: dict[tuple[str, str], Hit] = {}

        def add(found: list[Hit], penalty: float = 0.0) -> None:
            for hit in found:
                ref = (hit.term.game, hit.term.id)
                score = hit.score - penalty
                if ref not in best or best[ref].score < score:
                    best[ref] = Hit(hit.term, score)

        named_game = GAME_WORDS.search(query)
        rest = GAME_WORDS.sub(" ", query).strip() if named_game else ""
        if named_game and fold(rest):
            game = game or ("mtg" if named_game.group(1).lower() == "mtg" else "yugioh")
            query = rest
        exact = self.fast.exact_hits(query, game)
        add(exact)
        add(self.fast.prefix_hits(query, game, limit))
        if not best:
            add(self.fast.uninflected_hits(query, game))
        suggestion = None
        if not best:  # a headword or its beginning answers at once; the rest goes to whoosh, once
            suggestion = self.suggestion(query)
            if suggestion:  # what the user probably meant ranks just below a true match
                add(self.fast.exact_hits(suggestion, game), penalty=CORRECTED_PENALTY)
            add(self._whoosh_hits(suggestion or query, game, limit),
                penalty=CORRECTED_PENALTY if suggestion else 0.0)
            compounds = None if best else self._split_compounds(query)
            if compounds:  # "Kettenregeln": no name, no spelling, but "Ketten" and "Regeln" are known
                add(self._whoosh_hits(compounds, game, limit))
            if not best:
                add(self._whoosh_hits(query, game, limit, fuzzy=True))
        ranked = sorted(best.values(), key=lambda h: (-h.score, h.term.obsolete, h.term.game, h.term.id))
        return ranked[:limit], suggestion


def whoosh_score(score: float, coverage: float, named: float = 0.0) -> float:
    """A whoosh hit on the fast path's scale: below every fast-path hit.

    Most of it from the BM25F score, squashed (a cap, min(score, ceiling), would turn every
    strong match into a tie broken alphabetically); a share from how many of the query's words
    one name or alias of the term covers, as stems (`coverage`), and a share from how many of
    them are, as typed, a whole name or alias of the term (`named`: in "manavoorraad legen",
    "manavoorraad" names Mana pool, while "legen" merely shares a stem with "Legende").
    """
    return WHOOSH_CEILING * (0.6 * score / (score + WHOOSH_HALF) + 0.2 * coverage + 0.2 * named)


def result_json(term: Term, score: float, lang: str) -> dict[str, Any]:
    """One search result: the contract's keys plus a snippet and the obsolete link."""
    snippet = ""
    for sentence in term.definitions.get(lang).split(". "):  # whole sentences, at least ~60 chars
        snippet = f"{snippet} {sentence.rstrip('.')}." if snippet else sentence.rstrip(".") + "."
        if len(snippet) >= 60:
            break
    return {"id": term.id, "game": term.game, "names": term.names.model_dump(), "score": round(score, 3),
            "url": term.url, "category": term.category, "snippet": snippet, "obsolete": term.obsolete,
            "replaced_by": term.replaced_by}


@functools.cache
def default_search() -> GlossarySearch:
    return GlossarySearch(load_glossary())


@functools.lru_cache(maxsize=4096)
def _cached(query: str, game: str | None, lang: str, limit: int) -> dict[str, Any]:
    hits, suggestion = default_search().hits(query, game, limit)
    return {"query": query, "results": [result_json(h.term, h.score, lang) for h in hits],
            "suggestion": suggestion}


def search(query: str, game: str | None = None, lang: str = "en", limit: int = 20) -> dict[str, Any]:
    """The contract's search JSON. `lang` only picks the language of the snippets."""
    query = " ".join(query.split())[:200]
    if not query:
        return {"query": query, "results": [], "suggestion": None}
    result = _cached(query, game, lang, max(1, min(limit, 100)))
    return {**result, "results": [dict(r) for r in result["results"]]}


def warm_up() -> None:
    """Load the glossary, open (or build) the index and run one query, before serving."""
    search("trample")
    default_search().hits("zzqx lethal", None, 1)
