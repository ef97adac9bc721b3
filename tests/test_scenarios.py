"""Every scenario under scenarios/ is a regression test: its ruling must meet its `expect:` block."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.expectations import check
from judge.explain import render
from judge.ruling import rule
from judge.scenario import load_scenario_file

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))


def test_there_are_scenarios() -> None:
    assert len(SCENARIOS) >= 2


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: str(p.relative_to(ROOT / "scenarios")))
def test_scenario(path: Path) -> None:
    loaded = load_scenario_file(str(path))
    model = loaded.model
    assert model.expect is not None, "every scenario needs an expect: block"
    assert model.title and model.description, "every scenario is also a teaching example"
    ruling = render.to_json(rule(loaded), "en")
    problems = check(model.expect, ruling) + untruths(ruling)
    assert not problems, "\n".join(problems)


def untruths(ruling: dict) -> list[str]:
    """What no summary or output may say, whatever the scenario expects (issue: summaries that
    tell the truth): "nothing happens" above steps, both destroyed when neither is, a doubled
    subject, a '-' for an empty list."""
    found = []
    events = [step["event"] for step in ruling["steps"]]
    summary = ruling["summary"]
    if summary.startswith("Nothing happens") and ruling["steps"] != [] and events != ["nothing_happens"]:
        found.append(f"the summary says nothing happens above {len(events)} steps: {summary}")
    if "both are destroyed" in summary and events.count("destroyed_by_battle") < 2:
        found.append(f"the summary says both are destroyed, the steps destroy {events.count('destroyed_by_battle')}")
    for step in ruling["steps"]:
        head, _, rest = step["text"].partition(": ")
        if head and rest.startswith(f"{head} "):
            found.append(f"a doubled subject: {step['text']}")
    return found


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: str(p.relative_to(ROOT / "scenarios")))
def test_scenario_renders_in_every_language(path: Path, lang: str) -> None:
    ruling = rule(load_scenario_file(str(path)))
    english = render.to_json(ruling, "en")
    translated = render.to_json(ruling, lang)
    assert len(translated["steps"]) == len(english["steps"])
    for en_step, step in zip(english["steps"], translated["steps"], strict=True):
        assert step["rules"] == en_step["rules"]
        has_words = any(ch.isalpha() for ch in en_step["text"])
        assert not has_words or step["text"] != en_step["text"] or lang == "en", step["text"]
    text = render.to_text(ruling, lang)
    dashes = re.findall(r"[:;] -(?![0-9])", text)  # "life: -2" is a number
    assert text and not dashes, "an empty list is left out or said in words, never shown as '-'"
    assert render.to_markdown(ruling, lang)
