"""The one entry point from a scenario to a ruling, for the CLI, the web app and tests.

Dispatches on the scenario's game; engines are imported only when needed.
Any failure that is the input's fault surfaces as a ScenarioError.
"""

from __future__ import annotations

from judge.events import Ruling
from judge.options import Options
from judge.scenario import LoadedScenario, ScenarioError, load_scenario_file, load_scenario_text


def rule(loaded: LoadedScenario, record_boards: bool = False, time_budget: float | None = None) -> Ruling:
    """Rule on a loaded scenario of either game, within `time_budget` seconds if given
    (a ruling past it is a ScenarioError: the scenario is too big to rule here)."""
    import time

    from judge.record import RulingTooLong

    deadline = time.monotonic() + time_budget if time_budget is not None else None
    if loaded.game == "mtg":
        from judge.mtg.engine import rule as engine_rule
    else:
        from judge.yugioh.engine import rule as engine_rule
    try:
        return engine_rule(loaded, record_boards=record_boards, deadline=deadline)
    except RulingTooLong:
        raise loaded.error((), f"ruling on this scenario takes more than {time_budget:g} seconds",
                           "describe only what matters to the question: fewer permanents, "
                           "triggers or stack entries") from None


def options(loaded: LoadedScenario, player: str | None = None) -> Options:
    """What a player may do at the moment the scenario describes (`judge options`)."""
    if loaded.game == "mtg":
        from judge.mtg.engine import options as engine_options
    else:
        from judge.yugioh.engine import options as engine_options
    if player is not None and player not in {p.name for p in loaded.model.players}:
        names = [p.name for p in loaded.model.players]
        raise loaded.error(("players",), f"there is no player named {player!r}",
                           f"name one of: {', '.join(names)}")
    return engine_options(loaded, player)


def rule_text(text: str, source: str = "<scenario>", record_boards: bool = False,
              time_budget: float | None = None) -> Ruling:
    return rule(load_scenario_text(text, source), record_boards=record_boards, time_budget=time_budget)


def rule_file(path: str, record_boards: bool = False) -> Ruling:
    return rule(load_scenario_file(path), record_boards=record_boards)


__all__ = ["Options", "Ruling", "ScenarioError", "options", "rule", "rule_file", "rule_text"]
