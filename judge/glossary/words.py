"""What the text of a ruling needs of the glossary: each term's names and other forms by language.

Kept in a pickle of its own (a fiftieth of the terms' pickle, of plain strings), so that
rendering a ruling's text never unpickles every definition, phrase and rule reference (~12 ms
of a `judge rule`), nor imports the terms' pydantic model and YAML loader
(judge/glossary/terms.py), which are needed only when the pickle is missing or stale.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from judge import pickle_cache
from judge.glossary.layout import LANGS, signature
from judge.parts import Parts
from judge.paths import data_folder

# The glossary's terms, parsed only to make the pickle of their words (start-up).
glossary_parts = Parts(terms="judge.glossary.terms")
# The code that decides what the words are: this module and the terms' model.
CODE = (Path(__file__), Path(__file__).with_name("terms.py"))


@dataclass(frozen=True)
class Words:
    """A term's names and other forms by language: all that the text of a ruling needs of it."""

    names: dict[str, str]
    forms: dict[str, list[str]]

    @classmethod
    def of(cls, term: Any) -> Self:
        """The words of a glossary `Term`."""
        return cls({lang: term.names.get(lang) for lang in LANGS},
                   {lang: list(getattr(term.forms, lang)) for lang in LANGS})


def load_words_from(folder: Path, cache: Path | None = None) -> dict[tuple[str, str], Words]:
    """Each term's `Words` by (game, id), from the pickle named after the files' names, sizes and
    modification times (`layout.signature`) when there is one."""

    def parse() -> dict[tuple[str, str], Words]:
        entries = glossary_parts.terms.load_glossary_from(folder, cache).entries
        return {key: Words.of(term) for key, term in entries.items()}

    return pickle_cache.parsed("glossary-words", signature(folder), CODE, parse, cache)


@functools.cache
def load_words() -> dict[tuple[str, str], Words]:
    """The project glossary's `Words`, loaded once."""
    return load_words_from(data_folder("glossary"), pickle_cache.data_dir())
