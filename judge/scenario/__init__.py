"""Scenario loading: YAML text -> validated scenario model, or a precise error.

This package is the only place that knows YAML (architecture.md); downstream
code receives validated models and never re-validates.
"""

from judge.scenario.errors import ScenarioError
from judge.scenario.load import LoadedScenario, load_scenario_file, load_scenario_text

__all__ = ["LoadedScenario", "ScenarioError", "load_scenario_file", "load_scenario_text"]
