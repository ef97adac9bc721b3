"""docs/scenario-format.md documents every key of both scenario formats."""

from __future__ import annotations

import typing
from pathlib import Path

from pydantic import BaseModel

from judge.scenario.mtg_model import MtgScenario
from judge.scenario.yugioh_model import YugiohScenario

DOC = Path(__file__).resolve().parent.parent / "docs" / "scenario-format.md"


def _models(annotation) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in typing.get_args(annotation) for m in _models(arg)]


def _keys(model: type[BaseModel], seen: set[type]) -> set[str]:
    if model in seen or model.__module__.startswith("judge.cards"):
        return set()
    seen.add(model)
    keys = set()
    for name, field in model.model_fields.items():
        keys.add(field.alias or name)
        for sub in _models(field.annotation):
            keys |= _keys(sub, seen)
    return keys


def test_every_scenario_key_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    keys = _keys(MtgScenario, set()) | _keys(YugiohScenario, set())
    missing = sorted(k for k in keys if f"`{k}`" not in text)
    assert not missing, f"document these keys in docs/scenario-format.md: {missing}"
