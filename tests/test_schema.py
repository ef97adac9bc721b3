"""The editor schema (`judge schema`) accepts exactly what the loader accepts.

Every shipped scenario and every YAML example of docs/scenario-format.md is checked with a
real JSON Schema validator; a set of broken documents is refused by both the schema and the
loader. The web app serves the same schema at a stable URL.
"""

from __future__ import annotations

import re
from pathlib import Path

import jsonschema
import pytest
import yaml

from judge.scenario import ScenarioError, load_scenario_text
from judge.scenario.schema import scenario_schema

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*/**/*.yaml"))
DOC = ROOT / "docs" / "scenario-format.md"
VALIDATORS = {game: jsonschema.Draft202012Validator(scenario_schema(game)) for game in ("mtg", "yugioh")}
BASE_PLAYERS = {"mtg": [{"name": "Alice"}, {"name": "Bob"}], "yugioh": [{"name": "Yugi"}, {"name": "Kaiba"}]}


def _schema_errors(data: dict) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:120]}"
            for e in VALIDATORS[data["game"]].iter_errors(data)]


def test_the_schemas_are_valid_json_schema() -> None:
    for game in VALIDATORS:
        jsonschema.Draft202012Validator.check_schema(scenario_schema(game))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: str(p.relative_to(ROOT / "scenarios")))
def test_every_shipped_scenario_fits_the_schema(path: Path) -> None:
    assert not _schema_errors(yaml.safe_load(path.read_text(encoding="utf-8")))


def _doc_examples() -> list[tuple[int, object]]:
    text = DOC.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 2, yaml.safe_load(m.group(1)))
            for m in re.finditer(r"```yaml\n(.*?)```", text, re.S)]


def _as_scenarios(example: object) -> list[dict]:
    """A docs example as whole scenarios: a fragment (`stack:`, `actions:`) joins a minimal
    scenario of each game that has its keys; one of them must fit."""
    if isinstance(example, list):  # card data, as under `cards:`
        return [{"game": "mtg", "players": BASE_PLAYERS["mtg"], "cards": example}]
    assert isinstance(example, dict)
    if "game" in example:
        return [example]
    return [{"game": game, "players": BASE_PLAYERS[game], **example}
            for game, v in VALIDATORS.items() if set(example) <= set(v.schema["properties"])]


def test_the_docs_have_examples() -> None:
    assert len(_doc_examples()) >= 4


@pytest.mark.parametrize(("line", "example"), _doc_examples(), ids=lambda v: str(v) if isinstance(v, int) else "")
def test_every_docs_example_fits_the_schema(line: int, example: object) -> None:
    errors = [_schema_errors(scenario) for scenario in _as_scenarios(example)]
    assert errors and min(errors, key=len) == [], f"docs/scenario-format.md:{line}: {errors}"
    if "game" in example:  # a whole scenario: the loader accepts it too
        load_scenario_text(yaml.safe_dump(example), f"docs/scenario-format.md:{line}")


BROKEN = {
    "unknown key": "game: mtg\nplayers: [{name: A}, {name: B}]\nplayerz: []\n",
    "misspelt key": "game: mtg\nplayers: [{name: A, battlefeld: [Forest]}, {name: B}]\n",
    "no players": "game: mtg\n",
    "unknown game": "game: chess\nplayers: [{name: A}, {name: B}]\n",
    "life as a boolean": "game: mtg\nplayers: [{name: A, life: true}, {name: B}]\n",
    "life beyond bounds": "game: mtg\nplayers: [{name: A, life: 100000000}, {name: B}]\n",
    "negative damage": "game: mtg\nplayers: [{name: A, battlefield: [{card: Forest, damage: -1}]}, {name: B}]\n",
    "a card without its name": "game: mtg\nplayers: [{name: A, battlefield: [{tapped: true}]}, {name: B}]\n",
    "a step of the other game": "game: mtg\nplayers: [{name: A}, {name: B}]\nturn: {step: main1}\n",
    "a library too large": "game: mtg\nplayers: [{name: A, library: 5000}, {name: B}]\n",
    "a stack entry of nothing": "game: mtg\nplayers: [{name: A}, {name: B}]\nstack: [{controller: A}]\n",
    "one duelist": "game: yugioh\nplayers: [{name: Yugi}]\n",
    "a Magic zone in Yu-Gi-Oh!": "game: yugioh\nplayers: [{name: Y, battlefield: [X]}, {name: K}]\n",
    "six monsters": "game: yugioh\nplayers: [{name: Y, monsters: [A, B, C, D, E, F]}, {name: K}]\n",
    "a position that isn't": "game: yugioh\nplayers: [{name: Y, monsters: [{card: A, position: up}]}, {name: K}]\n",
}


@pytest.mark.parametrize("text", BROKEN.values(), ids=BROKEN.keys())
def test_broken_documents_are_refused_by_both(text: str) -> None:
    data = yaml.safe_load(text)
    game = data["game"] if data["game"] in VALIDATORS else "mtg"
    assert list(VALIDATORS[game].iter_errors(data)), "the schema accepts it"
    with pytest.raises(ScenarioError):
        load_scenario_text(text)

