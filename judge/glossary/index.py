"""The whoosh index of the glossary: one index over all languages, analysed per language.

Fields per language (`en`, `de`, `nl`): `name_*` and `alias_*` (boosted: names rank above
definitions) and `text_*` (definitions), each stemmed with that language's Snowball stemmer
(PyStemmer: fast, and its German treats "ue/ae/oe" as umlauts), accents folded AFTER stemming.
`spell` holds every name and alias unstemmed: fuzzy queries and "did you mean" use it (a
stemmed field with spelling breaks fuzzy queries in whoosh).

The index lives in the data directory (`JUDGE_DATA_DIR`), one folder per glossary
fingerprint: it is built on first use and rebuilt when the glossary data changes. A build
goes into a temporary folder renamed into place, so concurrent servers never see half an index.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from whoosh import fields, index
from whoosh.analysis import CharsetFilter, Filter, LowercaseFilter, RegexTokenizer, StopFilter
from whoosh.lang import stopwords_for_language
from whoosh.support.charset import accent_map

from judge.glossary.terms import LANGS, Glossary

SNOWBALL = {"en": "english", "de": "german", "nl": "dutch"}
FIELD_BOOSTS = {"name": 4.0, "alias": 3.0, "text": 1.0}
INDEX_FORMAT = "1"  # bump when the schema changes, so old indexes are rebuilt


class SnowballFilter(Filter):
    """Stems tokens with PyStemmer; picklable (whoosh stores the schema with the index)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._stemmer: Any = None

    def __getstate__(self) -> dict[str, Any]:
        return {"lang": self.lang}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.lang, self._stemmer = state["lang"], None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SnowballFilter) and other.lang == self.lang

    def __call__(self, tokens):
        if self._stemmer is None:
            import Stemmer

            self._stemmer = Stemmer.Stemmer(SNOWBALL[self.lang])
        stem = self._stemmer.stemWord
        for token in tokens:
            if not token.stopped:
                token.text = stem(token.text)
            yield token


def language_analyzer(lang: str):
    """Tokenize, lower-case, drop stop words, stem, then fold accents (in that order)."""
    return (RegexTokenizer(r"\w+") | LowercaseFilter()
            | StopFilter(stoplist=stopwords_for_language(lang), minsize=1)
            | SnowballFilter(lang) | CharsetFilter(accent_map))


def plain_analyzer():
    """Unstemmed words with accents folded: the vocabulary of names for fuzzy matching."""
    return RegexTokenizer(r"\w+") | LowercaseFilter() | CharsetFilter(accent_map)


def schema() -> fields.Schema:
    spec: dict[str, Any] = {"ref": fields.ID(stored=True, unique=True), "game": fields.ID(stored=True),
                            "spell": fields.TEXT(analyzer=plain_analyzer(), spelling=True)}
    for lang in LANGS:
        for kind, boost in FIELD_BOOSTS.items():
            spec[f"{kind}_{lang}"] = fields.TEXT(analyzer=language_analyzer(lang), field_boost=boost)
    return fields.Schema(**spec)


def searchable_fields() -> list[str]:
    return [f"{kind}_{lang}" for kind in FIELD_BOOSTS for lang in LANGS]


def _documents(glossary: Glossary):
    for term in glossary.terms():
        doc = {"ref": f"{term.game}/{term.id}", "game": term.game,
               "spell": " ".join(text for _lang, text in term.all_names())}
        for lang in LANGS:
            doc[f"name_{lang}"] = term.names.get(lang)
            doc[f"alias_{lang}"] = " ; ".join(getattr(term.aliases, lang))
            doc[f"text_{lang}"] = term.definitions.get(lang)
        yield doc


def _build(folder: Path, glossary: Glossary) -> None:
    folder.mkdir(parents=True)
    ix = index.create_in(str(folder), schema())
    writer = ix.writer()
    for doc in _documents(glossary):
        writer.add_document(**doc)
    writer.commit()


def open_index(glossary: Glossary, root: Path):
    """The index for this glossary under `root`, built first if it isn't there yet."""
    folder = root / f"glossary-index-{INDEX_FORMAT}-{glossary.fingerprint[:16]}"
    if not index.exists_in(str(folder)):
        root.mkdir(parents=True, exist_ok=True)
        scratch = Path(tempfile.mkdtemp(prefix=".glossary-index-", dir=root))
        try:
            _build(scratch / "index", glossary)
            try:
                os.rename(scratch / "index", folder)
            except OSError:  # another process renamed its build into place first
                if not index.exists_in(str(folder)):
                    raise
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        _remove_stale(root, keep=folder)
    return index.open_dir(str(folder))


def _remove_stale(root: Path, keep: Path) -> None:
    """Indexes of earlier glossary versions are dead weight once a new one is in place."""
    for old in root.glob("glossary-index-*"):
        if old != keep and old.is_dir():
            shutil.rmtree(old, ignore_errors=True)
