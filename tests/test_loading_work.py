"""What loading a scenario does per permanent, and what a scenario that needs no card skips: counted.

libyaml composes the nodes of a document without aliases (pyyaml's Python composer, a few calls per
value, is kept for documents with aliases, which it bounds); a scenario's card library loads the
curated cards only when a name needs them.
"""

from __future__ import annotations

import yaml

from bench.boards import BOARDS
from judge.cards import library as card_library
from judge.mtg.build import Builder
from judge.scenario.load import load_scenario_text
from judge.scenario.yaml_source import parse_yaml


def _python_compositions(monkeypatch, text: str) -> int:
    calls = [0]
    original = yaml.composer.Composer.compose_node

    def counting(self, parent, index):
        calls[0] += 1
        return original(self, parent, index)

    with monkeypatch.context() as patched:
        patched.setattr(yaml.composer.Composer, "compose_node", counting)
        parse_yaml(text, "<scenario>")
    return calls[0]


def test_a_document_without_aliases_is_composed_by_libyaml(monkeypatch) -> None:
    assert _python_compositions(monkeypatch, BOARDS["lords"](1000)) == 0
    aliased = "game: mtg\nplayers:\n  - &alice {name: Alice}\n  - {name: Bob}\nnotes: [*alice]\n"
    assert _python_compositions(monkeypatch, aliased) > 0  # aliases are counted by our composer


def test_the_same_values_and_positions_either_way(monkeypatch) -> None:
    text = BOARDS["lords"](50) + "title: {en: 'a: b', de: \"x\"}\nuntil: end_of_turn\n"
    fast = parse_yaml(text)
    monkeypatch.setattr("judge.scenario.yaml_source._ComposingLoader", None)
    exact = parse_yaml(text)
    assert fast.data == exact.data and fast.marks == exact.marks


def test_a_scenario_that_names_no_card_reads_no_card_file(monkeypatch) -> None:
    read: list[str] = []
    original = card_library.load_library.__wrapped__

    def loading(game: str):
        read.append(game)
        return original(game)

    monkeypatch.setattr(card_library, "load_library", loading)
    Builder(load_scenario_text("game: mtg\nplayers: [{name: Alice}, {name: Bob}]\n")).build()
    assert read == []
    Builder(load_scenario_text("game: mtg\nplayers: [{name: Alice, hand: [Shock]}, {name: Bob}]\n")).build()
    assert set(read) == {"mtg"}  # (load_library keeps what it loaded: counted here at each use)
