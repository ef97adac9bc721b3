"""Loading a scenario: text -> validated model, resolved against the card library.

The result still carries the parsed document, so that later checks (references
to objects, zone limits that depend on the board) can point at a line too.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel, ValidationError

from judge.cards import library as card_library
from judge.parts import Parts
from judge.scenario.errors import ScenarioError, T, Text, collect, did_you_mean, format_path, suggest
from judge.scenario.yaml_source import DEFAULT_LIMITS, Document, Limits, parse_yaml, read_source

# What only an invalid scenario needs, imported when one is met (start-up: a valid scenario never
# compiles the error explainer or the repairer).
problem_parts = Parts(validation="judge.scenario.validation", repair="judge.scenario.repair")

GAMES = ("mtg", "yugioh")


@dataclass
class LoadedScenario:
    """A validated scenario, its source document (for positions) and its game."""

    game: str
    model: Any  # MtgScenario | YugiohScenario
    document: Document
    # names and ids of the parts an invalid scenario was repaired without (judge/scenario/repair.py):
    # a reference to one of them is not a problem of its own
    left_out: frozenset[str] = frozenset()

    def error(self, path: tuple, message: str, hint: str | None = None) -> ScenarioError:
        return self.document.error(path, message, hint)

    def where_id_is(self, ref: str, at: tuple) -> str | None:
        """For a reference at `at` that found nothing: the entry that has this id, and why it
        doesn't count there (it comes later, or it is in another zone); None if no entry has it."""
        places = id_places(self.document.data, ref)
        if not places:
            return None
        place = places[0]
        line = self.document.position(place)[0]
        if place[:1] == at[:1] and place[1:2] > at[1:2]:
            return T("{ref!r} is the id of {place} (line {line}), which comes later: an entry can name only "
                     "what exists when it is taken", ref=ref, place=format_path(place), line=line)
        return T("{ref!r} is the id of {place} (line {line}); what is there can't be named here",
                 ref=ref, place=format_path(place), line=line)


# Each game's scenario model, imported on first use: a Magic scenario never builds the Yu-Gi-Oh!
# model (lazy: start-up). Beside it, the same format for a scenario without inline `cards:`.
SCENARIO_MODELS = {"mtg": ("judge.scenario.mtg_model", "MtgScenario", "MtgScenarioWithoutCards"),
                   "yugioh": ("judge.scenario.yugioh_model", "YugiohScenario", "YugiohScenarioWithoutCards")}


def scenario_model(game: str, inline_cards: bool = True) -> type[BaseModel]:
    """The pydantic model of a game's scenario format (`inline_cards=False`: the one for a
    scenario without `cards:`, which never builds the card model; most scenarios have none).

    The models are built on first use (`defer_build`); the game's card model first, so that
    the scenario model (whose inline `cards:` are cards) reuses its schema instead of generating
    it a second time: a third less start-up work for pydantic.
    """
    module, name, without_cards = SCENARIO_MODELS[game]
    if not inline_cards:
        return getattr(importlib.import_module(module), without_cards)
    card_library.card_model(game).model_rebuild()  # builds it once; later calls return at once
    return getattr(importlib.import_module(module), name)


YUGIOH_ONLY_KEYS = frozenset({"chain", "summon", "attack", "monsters", "spells_traps", "deck", "extra_deck",
                              "banished", "field", "phase"})


def _guess_game(data: dict[str, Any]) -> str:
    """The game a scenario without a valid `game:` looks like, so its other problems are found too."""
    keys = set(data) | {k for p in data.get("players") or [] if isinstance(p, dict) for k in p}
    if isinstance(data.get("turn"), dict):
        keys |= set(data["turn"])
    return "yugioh" if keys & YUGIOH_ONLY_KEYS else "mtg"


def _game_of(document: Document) -> tuple[str, list[ScenarioError]]:
    """The scenario's game, and the problems of its `game:` key (a guess stands in for a bad one)."""
    data = document.data
    game = data.get("game")
    if game in GAMES:
        return game, []
    if "game" in data:
        hint = (did_you_mean(str(game), GAMES) if isinstance(game, str) else None) or \
            T("'mtg' is Magic: The Gathering, 'yugioh' is Yu-Gi-Oh!")
        message = T("unknown game {game!r}; expected 'mtg' or 'yugioh'", game=game)
        return _guess_game(data), [document.error(("game",), message, hint)]
    known = {key for g in GAMES for key in scenario_model(g).model_fields}
    misspelt = suggest("game", [str(k) for k in data if k not in known], cutoff=0.5)
    if misspelt is not None:
        value = data[misspelt]
        return (value if value in GAMES else _guess_game(data),
                [document.error((misspelt,), T("unknown key {key!r}", key=misspelt),
                                T("did you mean {name!r}?", name="game"))])
    return _guess_game(data), [document.error((), T("the key 'game' is required"),
                                              T("start with 'game: mtg' or 'game: yugioh'"))]


def load_scenario_text(text: str, source: str = "<scenario>",
                       limits: Limits = DEFAULT_LIMITS) -> LoadedScenario:
    """Parse and validate scenario text; raise ScenarioError on any problem."""
    document = parse_yaml(text, source, limits, keep_problems=True)
    data = document.data
    if not isinstance(data, dict):
        raise document.error((), T("a scenario must be a YAML mapping with keys such as 'game' and 'players'"),
                             _what_it_is(data))
    game, problems = _game_of(document)
    problems = document.problems + problems
    model_class = scenario_model(game, inline_cards=bool(data.get("cards")))
    partial = None
    try:
        model = model_class.model_validate({**data, "game": game})
    except ValidationError as exc:
        validation = problem_parts.validation
        problems += validation.validation_problems(exc, document, model_at=validation.model_locator(model_class, data),
                                                   game=game)
        repaired = problem_parts.repair.repair({**data, "game": game}, document, model_class, exc)
        if repaired is not None:
            partial = LoadedScenario(game, repaired[0], repaired[1], frozenset(repaired[2]))
    else:
        partial = LoadedScenario(game=game, model=model, document=document)
    if problems:  # the card names too, as the builder would check them: every problem in one go
        problems += card_library.unknown_names_in_document(game, document)
        raise replace(collect(problems), partial=partial)
    assert partial is not None
    return partial


def _what_it_is(data: Any) -> Text:
    """The hint for a document that is not a mapping: what it is instead."""
    if isinstance(data, list):
        return T("this document is a list; remove the '- ' before the top-level keys")
    return T("this document is a single value, not keys with values; begin with 'game: mtg' or 'game: yugioh'")


def load_scenario_file(path: str, limits: Limits = DEFAULT_LIMITS) -> LoadedScenario:
    """Read a file ('-' for stdin) and load it as a scenario."""
    text, name = read_source(path, limits)
    return load_scenario_text(text, name, limits)


def id_places(data: Any, ref: str, path: tuple = ()) -> list[tuple]:
    """The paths of the mappings in a scenario document that have `id: ref`, in file order."""
    found: list[tuple] = []
    if isinstance(data, dict):
        if data.get("id") == ref:
            found.append(path)
        for key, value in data.items():
            found += id_places(value, ref, (*path, key))
    elif isinstance(data, list):
        for index, item in enumerate(data):
            found += id_places(item, ref, (*path, index))
    return found
