"""Glossary terms: one YAML file per concept in glossary/<game>/<id>.yaml (docs/glossary-format.md).

Loaded once per process and validated strictly, because the engine's explanations and the web
pages link into it: a malformed file is reported with its file, line and column.
"""

from __future__ import annotations

import functools
import gc
import hashlib
import os
import pickle
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from judge.paths import data_folder, user_data_dir
from judge.rules import summary
from judge.scenario.validation import data_path
from judge.scenario.yaml_source import parse_yaml

LANGS = ("en", "de", "nl")
GAMES = ("mtg", "yugioh")
Category = Literal["concept", "zone", "card-type", "keyword", "action", "turn-structure", "object",
                   "player", "obsolete"]
TERM_ID = r"^[a-z0-9]+(-[a-z0-9]+)*$"


class GlossaryError(Exception):
    """A glossary file that can't be used, located at its file, line and column."""

    def __init__(self, message: str, source: str, line: int = 0, column: int = 0) -> None:
        super().__init__(f"{source}:{line}:{column}: {message}")
        self.source, self.line, self.column = source, line, column


class Texts(BaseModel):
    """A required text in each language."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    en: str = Field(min_length=1)
    de: str = Field(min_length=1)
    nl: str = Field(min_length=1)

    def get(self, lang: str) -> str:
        return getattr(self, lang, None) or self.en


class Aliases(BaseModel):
    """Other names a user may type, per language (plurals, old names, common spellings)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    en: list[str] = []
    de: list[str] = []
    nl: list[str] = []


class Term(BaseModel):
    """One concept of one game, with its names, definitions, rules and links."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    id: str = Field(pattern=TERM_ID)
    game: Literal["mtg", "yugioh"]
    names: Texts
    aliases: Aliases = Aliases()
    # How people describe the term without naming it (reminder text in their words, what it
    # does, what they ask): searched, never shown as a name.
    phrases: Aliases = Aliases()
    # Other forms of the headword that texts write (cases, plurals, "ins Spiel" for the
    # battlefield): an alias that isn't one of these never appears in a ruling (docs/terminology.md).
    forms: Aliases = Aliases()
    definitions: Texts
    rules: list[str] = []
    see_also: list[str] = []
    category: Category
    obsolete: bool = False
    replaced_by: str | None = None

    @model_validator(mode="after")
    def _obsolete_terms_name_todays(self) -> Term:
        if self.obsolete and not self.replaced_by:
            raise ValueError("an obsolete term needs `replaced_by: <id of today's term>`")
        if self.replaced_by and not self.obsolete:
            raise ValueError("`replaced_by` is only for obsolete terms; add `obsolete: true`")
        return self

    @property
    def url(self) -> str:
        return f"/glossary/{self.game}/{self.id}"

    def all_names(self) -> list[tuple[str, str]]:
        """(language, text) for every name and alias."""
        found = [(lang, self.names.get(lang)) for lang in LANGS]
        found += [(lang, alias) for lang in LANGS for alias in getattr(self.aliases, lang)]
        return found


@dataclass
class Glossary:
    """Every term of every game, by (game, id)."""

    entries: dict[tuple[str, str], Term] = field(default_factory=dict)
    fingerprint: str = ""  # sha256 over every file: the search index is rebuilt when it changes

    def get(self, game: str, term_id: str) -> Term | None:
        return self.entries.get((game, term_id))

    def terms(self, game: str | None = None) -> list[Term]:
        """The terms of one game (or all), sorted by game and id."""
        return [t for key, t in sorted(self.entries.items()) if game is None or key[0] == game]

    def __len__(self) -> int:
        return len(self.entries)

    def broken_links(self) -> list[str]:
        """`see_also` and `replaced_by` ids that point nowhere, as messages."""
        problems = []
        for term in self.terms():
            for target in [*term.see_also, *([term.replaced_by] if term.replaced_by else [])]:
                if (term.game, target) not in self.entries:
                    problems.append(f"glossary/{term.game}/{term.id}.yaml: links to {target!r}, "
                                    f"which is not a {term.game} term")
                elif target == term.id:
                    problems.append(f"glossary/{term.game}/{term.id}.yaml: links to itself")
        return problems


def _located(exc: ValidationError, text: str, source: str) -> GlossaryError:
    """The first validation problem of a glossary file, at its line and column."""

    document = parse_yaml(text, source)
    error = exc.errors()[0]
    path = data_path(document.data, tuple(error["loc"]))
    line, column = document.position(path)
    where = ".".join(str(p) for p in path) or "the file"
    return GlossaryError(f"{where}: {error['msg']}", source, line, column)


def load_term(path: Path, game: str, text: str | None = None) -> Term:
    """One glossary file, validated; its id must be its file name, its game its folder."""
    text = path.read_text(encoding="utf-8") if text is None else text
    source = str(path)
    loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        data = yaml.load(text, Loader=loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        raise GlossaryError(f"invalid YAML: {exc.problem}", source,
                            mark.line + 1 if mark else 0, mark.column + 1 if mark else 0) from None
    if not isinstance(data, dict):
        raise GlossaryError("a glossary file is a mapping with id, game, names, ...", source, 1, 1)
    try:
        term = Term.model_validate(data)
    except ValidationError as exc:
        raise _located(exc, text, source) from None
    if term.id != path.stem:
        raise GlossaryError(f"id {term.id!r} must match the file name {path.stem!r}", source, 1, 1)
    if term.game != game:
        raise GlossaryError(f"game {term.game!r} must match the folder {game!r}", source, 1, 1)
    return term


def load_glossary_from(folder: Path, cache: Path | None = None) -> Glossary:
    """Every term under `folder`/<game>/*.yaml.

    With a `cache` folder, the validated terms are also kept there in a pickle named after the
    fingerprint of the files and of this module (where the model is defined): parsing the YAML
    costs a third of a second at every start of the CLI, reading the files and the pickle a
    few milliseconds. A cache that can't be read or written is simply not used.
    """
    files = [(game, path, path.read_bytes()) for game in GAMES for path in sorted((folder / game).glob("*.yaml"))]
    digest = hashlib.sha256()
    for game, path, data in files:
        digest.update(f"{game}/{path.name}\0".encode())
        digest.update(data)
    fingerprint = digest.hexdigest()
    stored = _cache_file(cache, fingerprint) if cache else None
    if stored:
        try:
            with stored.open("rb") as handle:
                return Glossary(load_pickle(handle), fingerprint)
        except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, TypeError, ValueError):
            pass  # not there yet, or written by another version: parsed below
    glossary = Glossary(fingerprint=fingerprint)
    for game, path, data in files:
        term = load_term(path, game, data.decode("utf-8"))
        glossary.entries[(game, term.id)] = term
    if stored:
        _store(stored, glossary.entries)
    return glossary


def load_pickle(handle: IO[bytes]) -> Any:
    """Unpickle with the cyclic garbage collector paused: the tens of thousands of objects of a
    glossary pickle would otherwise set off collections that each walk the whole heap (30 of the
    36 ms the terms took in `judge rule`); none of what is loaded is garbage."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return pickle.load(handle)
    finally:
        if enabled:
            gc.enable()


def _cache_file(cache: Path, fingerprint: str) -> Path:
    code = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
    return cache / f"glossary-terms-{fingerprint[:16]}-{code[:12]}.pickle"


def _store(path: Path, entries: dict[tuple[str, str], Term]) -> None:
    """Written to a temporary file renamed into place; older caches removed."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, scratch = tempfile.mkstemp(prefix=".glossary-terms-", dir=path.parent)
        with os.fdopen(handle, "wb") as out:
            pickle.dump(entries, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.chmod(scratch, 0o644)
        os.replace(scratch, path)
        for old in path.parent.glob("glossary-terms-*.pickle"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass  # a read-only data folder: parse at every start


@functools.cache
def load_glossary() -> Glossary:
    """The project's glossary (from the checkout or the installed wheel), loaded once."""

    try:
        cache: Path | None = user_data_dir()
    except OSError:
        cache = None
    return load_glossary_from(data_folder("glossary"), cache)


def term_json(term: Term, lang: str = "en") -> dict[str, Any]:
    """A term as the API and the pages use it: names, definitions, rules with summaries, links."""

    glossary = load_glossary()

    def link(target: str) -> dict[str, Any]:
        other = glossary.get(term.game, target)
        names = other.names.model_dump() if other else dict.fromkeys(LANGS, target)
        return {"id": target, "names": names, "url": f"/glossary/{term.game}/{target}"}

    return {
        "id": term.id, "game": term.game, "url": term.url, "category": term.category,
        "names": term.names.model_dump(), "aliases": term.aliases.model_dump(),
        "definition": term.definitions.get(lang), "definitions": term.definitions.model_dump(),
        "rules": [{"number": number, "summary": summary(term.game, number, lang)} for number in term.rules],
        "see_also": [link(target) for target in term.see_also],
        "obsolete": term.obsolete,
        "replaced_by": link(term.replaced_by) if term.replaced_by else None,
    }
