"""Glossary terms: one YAML file per concept in glossary/<game>/<id>.yaml (docs/glossary-format.md).

Loaded once per process and validated strictly, because the engine's explanations and the web
pages link into it: a malformed file is reported with its file, line and column.
"""

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Self

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from judge import pickle_cache
from judge.glossary.layout import LANGS, GlossaryFiles, read_files
from judge.glossary.layout import fingerprint as glossary_fingerprint
from judge.parts import Parts
from judge.paths import data_folder
from judge.rules import citation, summary
from judge.scenario.yaml_source import parse_yaml

# What only an invalid glossary file needs, imported when one is met (start-up).
problem_parts = Parts(validation="judge.scenario.validation")

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
    def _obsolete_terms_name_todays(self) -> Self:
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
    path = problem_parts.validation.data_path(document.data, tuple(error["loc"]))
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


def load_glossary_from(folder: Path, cache: Path | None = None,
                       files: GlossaryFiles | None = None) -> Glossary:
    """Every term under `folder`/<game>/*.yaml (`files`: those files, already read).

    With a `cache` folder, the validated terms are also kept there in a pickle named after the
    fingerprint of the files and of this module (where the model is defined): parsing the YAML
    costs a third of a second at every start of the CLI, reading the files and the pickle a
    few milliseconds (judge/pickle_cache.py).
    """
    files = read_files(folder) if files is None else files
    fingerprint = glossary_fingerprint(files)

    def parse() -> dict[tuple[str, str], Term]:
        terms = (load_term(path, game, data.decode("utf-8")) for game, path, data in files)
        return {(term.game, term.id): term for term in terms}

    return Glossary(pickle_cache.parsed("glossary-terms", fingerprint, [Path(__file__)], parse, cache), fingerprint)


@functools.cache
def load_glossary() -> Glossary:
    """The project's glossary (from the checkout or the installed wheel), loaded once."""
    return load_glossary_from(data_folder("glossary"), pickle_cache.data_dir())


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
        "rules": [{"number": number, "cited": citation(term.game, number, lang),
                   "summary": summary(term.game, number, lang)} for number in term.rules],
        "see_also": [link(target) for target in term.see_also],
        "obsolete": term.obsolete,
        "replaced_by": link(term.replaced_by) if term.replaced_by else None,
    }
