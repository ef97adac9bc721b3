"""The one entry point from a scenario to a ruling, for the CLI, the web app and tests.

Dispatches on the scenario's game; engines are imported only when needed.
Any failure that is the input's fault surfaces as a ScenarioError.
"""

from __future__ import annotations

from judge.events import Ruling
from judge.scenario import LoadedScenario, ScenarioError, load_scenario_file, load_scenario_text


def rule(loaded: LoadedScenario, record_boards: bool = False) -> Ruling:
    """Rule on a loaded scenario of either game."""
    if loaded.game == "mtg":
        from judge.mtg.engine import rule as rule_mtg

        return rule_mtg(loaded, record_boards=record_boards)
    from judge.yugioh.engine import rule as rule_yugioh

    return rule_yugioh(loaded, record_boards=record_boards)


def rule_text(text: str, source: str = "<scenario>", record_boards: bool = False) -> Ruling:
    return rule(load_scenario_text(text, source), record_boards=record_boards)


def rule_file(path: str, record_boards: bool = False) -> Ruling:
    return rule(load_scenario_file(path), record_boards=record_boards)


__all__ = ["Ruling", "ScenarioError", "rule", "rule_file", "rule_text"]
