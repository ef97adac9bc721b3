"""The command line for scenario authors: several files and --check, check, new, scenarios,
card --search, and the refusals (--json with --markdown, a bad --limit, a busy port)."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from judge.cli import main

ROOT = Path(__file__).resolve().parent.parent
PASSING = ROOT / "scenarios" / "mtg" / "sba" / "counters-annihilate.yaml"
FAILING = ("game: mtg\ntitle: t\ndescription: d\nplayers:\n  - {name: A, life: 20}\n  - {name: B}\n"
           "expect:\n  life: {A: 19}\n")


def test_rule_check_prints_one_line_per_file_and_counts_failures(tmp_path, capsys) -> None:
    (tmp_path / "a.yaml").write_text(FAILING)
    (tmp_path / "b.yaml").write_text(FAILING)
    assert main(["rule", "--check", str(PASSING), str(tmp_path)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{PASSING}: ok"
    assert lines[1].startswith(f"{tmp_path / 'a.yaml'}: FAIL: ") and "19" in lines[1]
    assert lines[-1] == "1 of 3 scenarios meet their expectations"


def test_rule_takes_several_files(capsys) -> None:
    other = ROOT / "scenarios" / "mtg" / "sba" / "ten-poison.yaml"
    assert main(["rule", str(PASSING), str(other)]) == 0
    out = capsys.readouterr().out
    assert f"==> {PASSING} <==" in out and f"==> {other} <==" in out


def test_json_and_markdown_together_are_refused(capsys) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["rule", str(PASSING), "--json", "--markdown"])
    assert exited.value.code == 2 and "not allowed with" in capsys.readouterr().err


def test_the_text_and_markdown_list_every_zone(tmp_path, capsys) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("game: mtg\nplayers:\n  - {name: A, hand: [Shock], graveyard: [Forest], exile: [Island], "
                    "library: 7, poison: 3}\n  - {name: B}\n")
    for extra in ([], ["--markdown"]):
        assert main(["rule", str(path), *extra]) == 0
        out = capsys.readouterr().out
        for line in ("A: 20 life, 3 poison counters", "Hand: Shock", "Graveyard: Forest", "Exile: Island",
                     "Library: 7 cards"):
            assert line in out, (extra, out)


def test_check_validates_without_ruling(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: mtg\nplayers:\n  - {name: A, hand: [Shokc]}\n  - {name: B}\n")
    assert main(["check", str(PASSING)]) == 0
    assert capsys.readouterr().out == f"{PASSING}: ok\n"
    assert main(["check", str(bad), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith(f"{bad}:3:")
    assert json.loads(captured.out)["errors"][0]["hint"] == "did you mean 'Shock'?"


@pytest.mark.parametrize("game", ["mtg", "yugioh"])
def test_new_prints_a_commented_template_that_meets_its_expectations(game, tmp_path, capsys) -> None:
    assert main(["new", game]) == 0
    text = capsys.readouterr().out
    assert text.count("#") > 10 and "yaml-language-server: $schema=" in text
    path = tmp_path / "new.yaml"
    path.write_text(text)
    assert main(["rule", "--check", str(path)]) == 0


def test_scenarios_lists_by_game_and_tag(capsys) -> None:
    assert main(["scenarios", "--game", "yugioh", "--tag", "chain"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and all("yugioh" in line and "chain" in line for line in lines)


def test_card_search_finds_names_in_any_language(capsys) -> None:
    assert main(["card", "--search", "magier"]) == 0
    assert "Dark Magician" in capsys.readouterr().out
    assert main(["card", "--search", " "]) == 2


@pytest.mark.parametrize("argv", [["glossary", "search", "trample", "--limit", "0"],
                                  ["glossary", "search", "trample", "--limit", "lots"]])
def test_glossary_search_refuses_a_bad_limit(argv, capsys) -> None:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2 and "--limit" in capsys.readouterr().err


def test_glossary_search_refuses_an_empty_query(capsys) -> None:
    assert main(["glossary", "search", "  "]) == 2
    assert "empty" in capsys.readouterr().err


def test_serve_says_a_busy_port_is_busy_before_serving(capsys) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    captured = capsys.readouterr()
    assert "serving" not in captured.out and f"127.0.0.1:{port}" in captured.err


def test_serve_help_gives_every_default(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    out = capsys.readouterr().out
    assert out.count("(default") >= 4
