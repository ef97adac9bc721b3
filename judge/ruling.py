"""The one entry point from a scenario to a ruling, for the CLI, the web app and tests.

Dispatches on the scenario's game; engines are imported only when needed.
Any failure that is the input's fault surfaces as a ScenarioError.
"""

from __future__ import annotations

import dataclasses
import importlib
import time
from types import ModuleType
from typing import TYPE_CHECKING

from judge.events import Ruling
from judge.record import RulingTooLong
from judge.scenario import LoadedScenario, ScenarioError, load_scenario_file, load_scenario_text
from judge.scenario.errors import NT, T, collect

if TYPE_CHECKING:  # for the type only: a ruling never builds options (start-up)
    from judge.options import Options

# Each game's engine, imported on first use so that ruling a Magic scenario
# never loads the Yu-Gi-Oh! engine and the other way round (lazy: start-up).
ENGINE_MODULES = {"mtg": "judge.mtg.engine", "yugioh": "judge.yugioh.engine"}
# Each game's options finder (`judge options`), which plays the scenario with its engine's parts.
OPTIONS_MODULES = {"mtg": "judge.mtg.options", "yugioh": "judge.yugioh.options"}


def engine(game: str) -> ModuleType:
    """The engine of `game`, imported on first use."""
    return importlib.import_module(ENGINE_MODULES[game])


def rule(loaded: LoadedScenario, record_boards: bool = False, time_budget: float | None = None) -> Ruling:
    """Rule on a loaded scenario of either game, within `time_budget` seconds if given
    (a ruling past it is a ScenarioError: the scenario is too big to rule here)."""
    deadline = time.monotonic() + time_budget if time_budget is not None else None
    try:
        return engine(loaded.game).rule(loaded, record_boards=record_boards, deadline=deadline)
    except RulingTooLong:
        raise loaded.error((), T("ruling on this scenario takes more than {seconds:g} seconds", seconds=time_budget),
                           T("describe only what matters to the question: fewer permanents, "
                             "triggers or stack entries")) from None


def options(loaded: LoadedScenario, player: str | None = None, after: int | None = None) -> Options:
    """What a player may do at the moment the scenario describes (`judge options`), or right after
    its first `after` actions."""
    if after is not None:
        loaded = _first_actions(loaded, after)
    if player is not None and player not in {p.name for p in loaded.model.players}:
        names = [p.name for p in loaded.model.players]
        raise loaded.error(("players",), T("there is no player called {name!r}", name=player),
                           T("name one of: {names}", names=", ".join(names)))
    return importlib.import_module(OPTIONS_MODULES[loaded.game]).scenario_options(loaded, player)


def action_labels(loaded: LoadedScenario) -> list[str]:
    """Each of the scenario's `actions:` as written, in one line ("cast: Shock, by: Bob, targets: [Alice]")."""
    labels = []
    for action in loaded.model.actions:
        data = action.model_dump(by_alias=True, exclude_defaults=True, mode="json")
        labels.append(", ".join(f"{key}: {_flow(value)}" for key, value in data.items()))
    return labels


def _flow(value: object) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in value.items()) + "}"
    return str(value)


def _first_actions(loaded: LoadedScenario, count: int) -> LoadedScenario:
    actions = loaded.model.actions
    if not 0 <= count <= len(actions):
        message = NT("there is no moment after action {number}: the scenario has {count} action",
                     "there is no moment after action {number}: the scenario has {count} actions",
                     len(actions), number=count)
        raise loaded.error(("actions",), message,
                           T("use a number from 0 to {count}", count=len(actions)))
    return dataclasses.replace(loaded, model=loaded.model.model_copy(update={"actions": actions[:count]}))


def check(loaded: LoadedScenario) -> None:
    """Resolve a loaded scenario's card names and references, its actions' too, as a ruling would
    (every problem at once in a ScenarioError), without ruling on it: `judge check`."""
    engine(loaded.game).check(loaded)


def check_file(path: str) -> None:
    check(load_file(path))


def load_text(text: str, source: str = "<scenario>") -> LoadedScenario:
    """A scenario loaded from text; when it is invalid, the ScenarioError carries every problem:
    the loader's, and those of its card names and references, as far as they can be checked
    without the wrong parts (judge/scenario/repair.py)."""
    try:
        return load_scenario_text(text, source)
    except ScenarioError as error:
        raise _with_reference_problems(error) from None


def load_file(path: str) -> LoadedScenario:
    """`load_text` for a file ('-' for standard input)."""
    try:
        return load_scenario_file(path)
    except ScenarioError as error:
        raise _with_reference_problems(error) from None


def _with_reference_problems(error: ScenarioError) -> ScenarioError:
    if error.partial is None:
        return error
    try:
        check(error.partial)
    except ScenarioError as more:
        document = error.partial.document
        near = getattr(document, "near_a_part_left_out", lambda path: False)
        found = [p for p in more.problems if not near(p.path)]  # the part's own problem says it
        return collect([error, *found]) if found else error
    except Exception:  # what is left of a broken scenario may not bear every check: the
        pass  # loader's problems are reported, never a traceback
    return error


def rule_text(text: str, source: str = "<scenario>", record_boards: bool = False,
              time_budget: float | None = None) -> Ruling:
    return rule(load_text(text, source), record_boards=record_boards, time_budget=time_budget)


def rule_file(path: str, record_boards: bool = False) -> Ruling:
    return rule(load_file(path), record_boards=record_boards)


__all__ = ["Ruling", "ScenarioError", "action_labels", "check", "check_file", "load_file", "load_text",
           "options", "rule", "rule_file", "rule_text"]
