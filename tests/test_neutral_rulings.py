"""Stored rulings are language-neutral: every library ruling survives JSON and renders the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_ruling_renders_the_same_after_a_round_trip_through_json(lang: str) -> None:
    from judge.explain.neutral import dump, load
    from judge.explain.render import to_json
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    differ = []
    for path in SCENARIOS:
        ruling = rule(load_scenario_file(str(path)))
        stored = json.loads(json.dumps(dump(ruling)))
        if to_json(load(stored), lang) != to_json(ruling, lang):
            differ.append(str(path.relative_to(ROOT)))
    assert not differ


def test_the_stored_form_holds_identifiers_not_words() -> None:
    from judge.explain.neutral import dump
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    ruling = rule(load_scenario_file(str(ROOT / "scenarios/mtg/stack/seed-giant-growth-answers-shock.yaml")))
    events = json.dumps([{k: v for k, v in e.items() if k != "board"} for e in dump(ruling)["events"]],
                        ensure_ascii=False)
    assert '"$": "CardName", "v": "Giant Growth"' in events
    assert "Riesenwuchs" not in events and "wird verrechnet" not in events


def test_an_unknown_format_is_refused() -> None:
    from judge.explain.neutral import load

    with pytest.raises(ValueError, match="format"):
        load({"format": 999})


def test_a_stored_ruling_is_rendered_in_the_language_asked_for_on_read(tmp_path: Path) -> None:
    from judge.web.rulings import render_all
    from judge.web.store import RulingStore

    store = RulingStore(f"sqlite:///{tmp_path}/rulings.sqlite3")
    text = (ROOT / "scenarios/mtg/stack/seed-giant-growth-answers-shock.yaml").read_text(encoding="utf-8")
    game, neutral = render_all(text, "test")
    stored, created = store.put(game, text, neutral)
    read = store.get(stored.id)
    assert created and read is not None and set(read.rendered) == {"neutral"}
    assert "„Riesenwuchs“ wird verrechnet." in read.ruling("de")["summary"]
    assert "Giant Growth wordt afgehandeld." in read.ruling("nl")["summary"]
    assert read.ruling("en")["title"] == "Giant Growth answers Shock"


def _in_parts(neutral: dict) -> tuple[dict, dict]:
    """A neutral ruling's head and parts as the store keeps them (through JSON text)."""
    from judge.web.ruling_parts import split

    head, parts = split(json.loads(json.dumps(neutral)))
    return json.loads(json.dumps(head)), json.loads(json.dumps(parts))


def test_every_ruling_stored_in_parts_renders_the_same_whole_and_page_by_page() -> None:
    """Stored in parts (judge/web/ruling_parts.py), every library ruling with its boards joins back
    to the same ruling, and its head plus the steps read one by one are the same JSON in each language."""
    from judge.explain.neutral import dump, load
    from judge.explain.render import to_json
    from judge.ruling import rule
    from judge.scenario import load_scenario_file
    from judge.web.ruling_parts import StoredSteps, join, names

    differ = []
    for number, path in enumerate(SCENARIOS):
        ruling = rule(load_scenario_file(str(path)), record_boards=True)
        head, parts = _in_parts(dump(ruling))
        assert sorted(parts) == sorted(names(head))
        lang = ("en", "de", "nl")[number % 3]
        expected = to_json(ruling, lang)
        paged = to_json(load(head), lang)
        paged["steps"] = list(StoredSteps(head["parts"], lambda wanted, parts=parts: {n: parts[n] for n in wanted},
                                          [note["text"] for note in paged["unmodelled"]], lang, ruling.game))
        if to_json(load(join(head, parts)), lang) != expected or paged != expected:
            differ.append(str(path.relative_to(ROOT)))
    assert not differ
