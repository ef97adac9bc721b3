"""The card libraries: every file passes the strict parser (duplicate keys, limits), and a broken
entry is reported at its line even though run time reads the files with the fast loader."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.library import CARDS_DIR
from judge.cards.library_files import parse_card_file, parse_card_file_strictly
from judge.cards.mtg_model import MtgCard
from judge.scenario import ScenarioError

FILES = sorted(CARDS_DIR.rglob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_library_file_passes_the_strict_parser(path: Path) -> None:
    from judge.cards.yugioh_model import YugiohCard

    model = MtgCard if path.parent.name == "mtg" else YugiohCard
    assert parse_card_file_strictly(path, model) == parse_card_file(path, model)


def test_a_broken_entry_is_reported_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("- name: Fine Bear\n  types: [Creature]\n  power: 2\n  toughness: 2\n"
                    "- name: Broken Bear\n  types: [Creature]\n  power: two\n  toughness: 2\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        parse_card_file(path, MtgCard)
    assert (caught.value.line, str(path)) == (7, caught.value.source)


def test_a_duplicate_key_is_caught_by_the_strict_parser(tmp_path: Path) -> None:
    path = tmp_path / "twice.yaml"
    path.write_text("- name: Bear\n  name: Bear\n  types: [Creature]\n  power: 2\n  toughness: 2\n", encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"twice|duplicate"):
        parse_card_file_strictly(path, MtgCard)
