"""Glossary search: the contract's JSON for a query in any of en, de, nl.

Order of work, cheapest first:
1. the in-memory fast path: a name or alias equal to the folded query (exact), then names
   and aliases starting with it (search as you type);
2. whoosh full text over names, aliases and definitions in all three languages (stemmed per
   language; names and aliases boosted above definitions; "quoted phrases" work);
3. when the query looks misspelt (a word that is in no name, alias or definition): the
   closest spelling from the vocabulary of names, offered as `suggestion` and searched when
   the query itself found nothing, then fuzzy terms as the last resort.
Results are cached per (query, game, lang, limit) in an LRU cache.
"""

from __future__ import annotations

import functools
import threading
from typing import Any

from judge.glossary.fastpath import FastPath, Hit
from judge.glossary.folding import fold
from judge.glossary.spelling import Speller
from judge.glossary.terms import Glossary, Term, load_glossary

CORRECTED_PENALTY = 10.0  # hits for the corrected spelling rank below exact hits of the query
WHOOSH_SCALE = 2.0  # whoosh BM25F scores (often 5-30) mapped below the fast path's 50-103
_local = threading.local()


class GlossarySearch:
    """Search over one glossary; one per process (see `default_search`)."""

    def __init__(self, glossary: Glossary, index_root: Any = None) -> None:
        from judge.paths import user_data_dir

        self.glossary = glossary
        self.fast = FastPath(glossary.terms())
        self.speller = Speller([text for term in glossary.terms() for _lang, text in term.all_names()])
        self._index_root = index_root
        self._index: Any = None
        self._index_lock = threading.Lock()
        self._user_data_dir = user_data_dir

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
        from whoosh import qparser
        from whoosh.query import Term as WTerm

        from judge.glossary.index import FIELD_BOOSTS, searchable_fields

        searcher = self._searcher()
        if fuzzy:
            parser = qparser.QueryParser("spell", self.index().schema, group=qparser.OrGroup)
            parser.add_plugin(qparser.FuzzyTermPlugin())
            words = [w for w in fold(query).split() if len(w) > 2]
            text = " ".join(f"{w}~{2 if len(w) > 6 else 1}/1" for w in words)
        else:
            boosts = {name: FIELD_BOOSTS[name.split("_")[0]] for name in searchable_fields()}
            parser = qparser.MultifieldParser(searchable_fields(), self.index().schema, fieldboosts=boosts,
                                              group=qparser.OrGroup.factory(0.9))
            text = query
        parsed = parser.parse(text)
        results = searcher.search(parsed, limit=limit, filter=WTerm("game", game) if game else None)
        hits = []
        for result in results:
            game_id, term_id = result["ref"].split("/", 1)
            term = self.glossary.get(game_id, term_id)
            if term is not None:
                hits.append(Hit(term, min(result.score * WHOOSH_SCALE, 49.0)))
        return hits

    # --- spelling ------------------------------------------------------------------------
    @functools.lru_cache(maxsize=8192)  # noqa: B019 - one instance per process, kept for its life
    def _known(self, word: str) -> bool:
        """Whether a query word occurs in some name, alias or definition (after stemming)."""
        from judge.glossary.index import searchable_fields

        if word in self.speller:
            return True
        reader = self._searcher().reader()
        schema = self.index().schema
        for field in searchable_fields():
            tokens = [t.text for t in schema[field].analyzer(word)]
            if tokens and (field, tokens[0]) in reader:
                return True
        return False

    def suggestion(self, query: str) -> str | None:
        """A respelling of the query from the names' vocabulary, if some word of it is unknown."""
        if self.fast.prefix_hits(query, limit=1):
            return None  # an unfinished word (search as you type), not a misspelt one
        fixed, changed = [], False
        for word in fold(query).split():
            correction = None
            if len(word) > 2 and not word.isdigit() and not self._known(word):
                correction = self.speller.correct(word)
            changed |= correction is not None
            fixed.append(correction or word)
        return " ".join(fixed) if changed else None

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

        exact = self.fast.exact_hits(query, game)
        add(exact)
        add(self.fast.prefix_hits(query, game, limit))
        suggestion = None
        if not exact:  # a headword answers at once; anything else goes to whoosh
            add(self._whoosh_hits(query, game, limit))
            suggestion = self.suggestion(query)
            if suggestion:  # what the user probably meant ranks just below a true match
                add(self.fast.exact_hits(suggestion, game), penalty=CORRECTED_PENALTY)
                if len(best) < limit:
                    add(self._whoosh_hits(suggestion, game, limit), penalty=CORRECTED_PENALTY)
            if not best:
                add(self._whoosh_hits(query, game, limit, fuzzy=True))
        ranked = sorted(best.values(), key=lambda h: (-h.score, h.term.obsolete, h.term.id))
        return ranked[:limit], suggestion


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
