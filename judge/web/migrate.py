"""Migrating rulings stored in words (before neutral storage) to the language-neutral form.

A stored ruling never changes what it says. So a worded ruling is ruled on again from its stored
scenario, and it is replaced by the neutral form only when today's English rendering says exactly
what was stored (summary, every step, every refusal and choice, the final state and the outcome);
then later translation fixes reach its permalink too. A ruling that today's engine would word
differently keeps its stored text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.explain import neutral
from judge.explain.render import to_json
from judge.ruling import rule_text
from judge.scenario import ScenarioError
from judge.web.store import RulingStore


@dataclass
class Migration:
    converted: int = 0
    kept: int = 0  # today's ruling says something else (or the scenario no longer loads)


def migrate(store: RulingStore) -> Migration:
    """Convert every worded ruling whose meaning today's engine repeats word for word in English."""
    result = Migration()
    for stored in store.worded():
        try:
            ruling = rule_text(stored.scenario, "scenario", record_boards=True)
        except ScenarioError:
            result.kept += 1
            continue
        if _said(to_json(ruling, "en")) == _said(stored.rendered["en"]):
            store.store_neutral(stored.id, neutral.dump(ruling))
            result.converted += 1
        else:
            result.kept += 1
    return result


def _said(data: dict[str, Any]) -> tuple:
    """What a ruling says, without what newer versions add around it (boards, labels, keys)."""
    return (data.get("summary"), [s["text"] for s in data.get("steps", [])],
            [i["text"] for i in data.get("illegal", [])], [c["text"] for c in data.get("choices", [])],
            data.get("final"), data.get("outcome"))
