"""Type-changing Oracle wordings are read into the card vocabulary (205.1, 305.7), so an imported Blood
Moon or Urborg rules like the curated one; a wording the grammar doesn't know stays unmodelled."""

from __future__ import annotations

import pytest

from judge.cards.imported.mtg_compile import compile_card


def _effects(type_line: str, text: str) -> list[dict] | None:
    compiled = compile_card({"name": "Test Card", "type_line": type_line, "oracle_text": text, "mana_cost": "{2}"})
    if compiled.status != "full":
        return None
    return [e for ability in compiled.data["abilities"] for e in ability["effects"]]


@pytest.mark.parametrize(("type_line", "text", "expected"), [
    ("Enchantment", "Nonbasic lands are Mountains.",
     {"do": "change_types", "subtypes": ["Mountain"], "additional": False,
      "who": {"each": {"not_supertypes": ["Basic"], "types": ["Land"]}}, "duration": "static"}),
    ("Legendary Land", "Each land is a Swamp in addition to its other land types.",
     {"do": "change_types", "subtypes": ["Swamp"], "additional": True, "who": {"each": {"types": ["Land"]}},
      "duration": "static"}),
    ("Artifact", "{T}: Target permanent becomes an artifact in addition to its other types until end of turn.",
     {"do": "change_types", "types": ["Artifact"], "additional": True, "who": "target", "duration": "end_of_turn"}),
])
def test_type_changing_wordings_are_read(type_line: str, text: str, expected: dict) -> None:
    assert _effects(type_line, text) == [expected]


def test_a_color_setting_wording_is_not_guessed() -> None:
    assert _effects("Enchantment", "Creatures you control are black.") is None
