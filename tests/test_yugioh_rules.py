"""Yu-Gi-Oh!: every rulebook section the engine cites has a summary in three languages, and
every action of the card vocabulary has a handler (or is applied by a named module)."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

from judge.rules import rule_table

ENGINE = Path(__file__).resolve().parent.parent / "judge" / "yugioh"
RULE_CALLS = {"_refuse", "Refused"}  # (reason, rules, ...) constructors


def _strings(node: ast.AST) -> set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def _dict_values(node: ast.AST) -> set[str]:
    if isinstance(node, ast.Dict):
        return {s for value in node.values if value is not None for s in _strings(value)}
    return _strings(node)


def cited_in_code() -> set[str]:
    """Section names in `rules=...` arguments, in *RULES / _SECTION constants, and in refusals."""
    found: set[str] = set()
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                for keyword in node.keywords:
                    if keyword.arg == "rules":
                        found |= _strings(keyword.value)
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name in RULE_CALLS and len(node.args) > 1:
                    found |= _strings(node.args[1])
            elif isinstance(node, ast.Assign):
                targets = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if any("RULES" in t or "SECTION" in t for t in targets):
                    found |= _dict_values(node.value)
    return found


def test_the_scan_finds_citations() -> None:
    cited = cited_in_code()
    assert {"Chain", "Spell Speed", "Damage Calculation", "Tribute Summon", "Replay"} <= cited


def test_every_cited_section_is_in_the_table() -> None:
    missing = sorted(cited_in_code() - set(rule_table("yugioh")))
    assert not missing, f"add these to judge/rules/yugioh/: {missing}"


def test_every_section_has_three_languages() -> None:
    for name, entry in rule_table("yugioh").items():
        assert {"en", "de", "nl"} <= set(entry), name
        assert all(entry[lang].strip() for lang in ("en", "de", "nl")), name


def test_every_action_schema_has_a_handler() -> None:
    from judge.cards import yugioh_effects
    from judge.yugioh.effects import HANDLERS, STATIC

    union = typing.get_args(typing.get_args(yugioh_effects.Action)[0])
    kinds = {typing.get_args(model.model_fields["do"].annotation)[0] for model in union}
    assert kinds == set(HANDLERS) | set(STATIC)
    assert not set(HANDLERS) & set(STATIC)


def test_the_library_has_the_issue_cards() -> None:
    from judge.cards.library import load_library

    library = load_library("yugioh")
    assert len(library) >= 35
    for card in library:
        assert card.names.get("de"), f"{card.name} needs its German name"
