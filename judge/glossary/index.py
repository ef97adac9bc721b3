"""The glossary's search indexes, built once per glossary version and stored in the data directory.

Everything search needs beyond the fast path is computed here, at index-build time, never at
query time: the full text (fulltext.py), the spelling index (spelling.py) and the words of the
definitions and phrases (a word found there is not misspelt), and every name and alias
stemmed in its language (inflection.py).

The indexes are pickled into the data directory (`JUDGE_DATA_DIR`), one file per glossary
fingerprint and INDEX_FORMAT: the first process builds it (about a second), later ones load it
(a few milliseconds). A build is written to a temporary file renamed into place, so concurrent
servers never read half an index; files of earlier glossary versions are removed.
"""

from __future__ import annotations

import os
import pickle
import tempfile
from dataclasses import dataclass
from pathlib import Path

from judge.glossary.fastpath import ALIAS_WEIGHT, NAME_WEIGHT
from judge.glossary.folding import fold
from judge.glossary.fulltext import FullText
from judge.glossary.inflection import InflectedNames
from judge.glossary.spelling import Speller
from judge.glossary.terms import LANGS, Glossary
from judge.pickle_cache import load_pickle

INDEX_FORMAT = "18"  # bump when what is stored changes, so old files are rebuilt


@dataclass
class GlossaryIndex:
    fulltext: FullText
    speller: Speller
    definition_words: frozenset[str]
    inflected: InflectedNames

    @classmethod
    def build(cls, glossary: Glossary) -> GlossaryIndex:
        terms = glossary.terms()
        return cls(
            fulltext=FullText.build(terms),
            speller=Speller([text for term in terms for _lang, text in term.all_names()]),
            definition_words=frozenset(
                word for term in terms for lang in LANGS
                for text in (term.definitions.get(lang), *getattr(term.phrases, lang))
                for word in fold(text).split()),
            inflected=InflectedNames.build(terms, NAME_WEIGHT, ALIAS_WEIGHT))


def open_index(glossary: Glossary, root: Path) -> GlossaryIndex:
    """The index of this glossary under `root`, built and stored first if it isn't there yet."""
    path = root / f"glossary-index-{INDEX_FORMAT}-{glossary.fingerprint[:16]}.pickle"
    try:
        with path.open("rb") as handle:
            return load_pickle(handle)
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, TypeError, ValueError):
        pass  # missing, cut short or written by another version of the code: built anew
    built = GlossaryIndex.build(glossary)
    root.mkdir(parents=True, exist_ok=True)
    handle, scratch = tempfile.mkstemp(prefix=".glossary-index-", dir=root)
    try:
        with os.fdopen(handle, "wb") as out:
            pickle.dump(built, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.chmod(scratch, 0o644)  # mkstemp's 0600 would hide it from a server running as another user
        os.replace(scratch, path)
    finally:
        if os.path.exists(scratch):
            os.unlink(scratch)
    _remove_stale(root, keep=path)
    return built


def _remove_stale(root: Path, keep: Path) -> None:
    """Indexes of earlier glossary versions are dead weight once a new one is in place."""
    import shutil

    for old in root.glob("glossary-index-*"):
        if old != keep:
            if old.is_dir():
                shutil.rmtree(old, ignore_errors=True)
            else:
                old.unlink(missing_ok=True)
