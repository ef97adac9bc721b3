"""Every rule the engine cites is in the rules table, and (when the official text is at hand) in the CR."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.rules import citation, rule_table
from tests.reference import CR_FILE

ROOT = Path(__file__).resolve().parent.parent
RULE = re.compile(r'"(\d{3}\.\d+[a-z]?)"')


def cited_in_code() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "judge" / "mtg").rglob("*.py"):
        found |= set(RULE.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_cited_rule_is_in_the_table() -> None:
    missing = sorted(cited_in_code() - set(rule_table("mtg")))
    assert not missing, f"add these to judge/rules/mtg.yaml: {missing}"


def test_every_summary_has_three_languages() -> None:
    for number, entry in rule_table("mtg").items():
        assert {"en", "de", "nl"} <= set(entry), number


@pytest.mark.skipif(not CR_FILE.exists(), reason="the official Comprehensive Rules are not at hand")
def test_every_table_rule_exists_in_the_current_cr() -> None:
    text = CR_FILE.read_text(encoding="utf-8-sig")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, flags=re.M))
    missing = sorted(set(rule_table("mtg")) - numbers)
    assert not missing, f"not in the current CR: {missing}"


def test_every_effect_schema_has_a_handler() -> None:
    import typing

    from judge.cards import mtg_effects
    from judge.mtg.effects import HANDLERS, later_handlers

    for part in later_handlers.paths():  # handlers registered as they are first needed (tests/test_start_up.py)
        later_handlers.load(part)
    union = typing.get_args(typing.get_args(mtg_effects.Effect)[0])
    kinds = {typing.get_args(model.model_fields["do"].annotation)[0] for model in union}
    assert kinds == set(HANDLERS)


def test_magic_rules_are_cited_by_number_so_no_summary_has_a_title() -> None:
    """`citation` answers a Magic rule's number without reading the table (start-up): that holds
    only while no Magic summary carries a `name` (a Yu-Gi-Oh! section's title)."""
    assert not [number for number, entry in rule_table("mtg").items() if "name" in entry]
    assert citation("mtg", "702.19b", "de") == "702.19b"
