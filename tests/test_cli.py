"""The command line: rulings in three languages, JSON per the contract, schema, version."""

from __future__ import annotations

import json
from pathlib import Path

from judge import __version__
from judge.cli import main

ROOT = Path(__file__).resolve().parent.parent
SEED_GG = ROOT / "scenarios/mtg/stack/seed-giant-growth-answers-shock.yaml"
SEED_SHOCK = ROOT / "scenarios/mtg/stack/seed-shock-resolves-first.yaml"


def test_version(capsys) -> None:
    try:
        main(["--version"])
    except SystemExit as exit_:
        assert exit_.code == 0
    assert __version__ in capsys.readouterr().out


def test_json_has_every_contract_key(capsys) -> None:
    assert main(["rule", str(SEED_GG), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"game", "summary", "steps", "illegal", "choices", "final", "outcome"} <= set(data)
    step = data["steps"][0]
    assert {"text", "rules", "terms"} <= set(step)
    seeker = next(p for p in data["final"]["battlefield"] if p["name"] == "Glory Seeker")
    assert {"id", "name", "controller", "owner", "power", "toughness", "damage", "tapped",
            "counters", "attached_to"} <= set(seeker)
    assert seeker["id"] == "glory-seeker"
    assert (seeker["power"], seeker["toughness"], seeker["damage"]) == (5, 5, 2)
    alice = data["final"]["players"]["Alice"]
    assert {"life", "poison", "hand", "graveyard", "exile", "library", "lost"} <= set(alice)
    assert data["outcome"] == {"winners": [], "losers": []}


def test_giant_growth_first_in_three_languages(capsys) -> None:
    expected = {"en": ("Giant Growth", "5/5, damage 2"), "de": ("Riesenwuchs", "5/5, 2 Schadenspunkte"),
                "nl": ("Giant Growth", "5/5, 2 damage")}
    for lang, (name, final) in expected.items():
        assert main(["rule", str(SEED_GG), "--lang", lang]) == 0
        out = capsys.readouterr().out
        assert name in out and final in out and "608.2n" in out


def test_target_gone_in_three_languages(capsys) -> None:
    words = {"en": "does not resolve", "de": "nicht verrechnet", "nl": "niet afgehandeld"}
    for lang, phrase in words.items():
        assert main(["rule", str(SEED_SHOCK), "--lang", lang]) == 0
        out = capsys.readouterr().out
        assert phrase in out and "608.2b" in out and "704.5g" in out


def test_markdown(capsys) -> None:
    assert main(["rule", str(SEED_GG), "--markdown"]) == 0
    assert "`608.2n`" in capsys.readouterr().out


def test_schema_for_both_games(capsys) -> None:
    for game in ("mtg", "yugioh"):
        assert main(["schema", "--game", game]) == 0
        schema = json.loads(capsys.readouterr().out)
        assert schema["type"] == "object" and "players" in schema["properties"]


def test_no_command_prints_help(capsys) -> None:
    assert main([]) == 2


def test_an_internal_error_is_one_line_without_traceback(capsys, monkeypatch) -> None:
    import argparse

    def broken(_args: argparse.Namespace) -> int:
        raise RuntimeError("boom")

    parser = argparse.ArgumentParser(prog="judge")
    parser.set_defaults(handler=broken)
    monkeypatch.setattr("judge.cli.build_parser", lambda command=None: parser)
    monkeypatch.delenv("JUDGE_DEBUG", raising=False)
    assert main([]) == 1
    err = capsys.readouterr().err
    assert "internal error (RuntimeError: boom)" in err and "Traceback" not in err
