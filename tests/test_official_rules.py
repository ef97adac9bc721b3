"""Importing the official Comprehensive Rules text (`judge rules import`) and showing it.

The fixture imitates the layout of the official plain-text release (contents, numbered rules
with examples and indented continuations, glossary, credits) with sentences written for the
test; the official text itself is never part of the repository.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cli import main
from judge.rules.official import MIN_RULES, ImportProblem, parse

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "reference" / "MagicCompRules-20260116.txt"
SEED = ROOT / "scenarios" / "mtg" / "stack" / "seed-shock-resolves-first.yaml"


def sample_rules(effective: str = "January 16, 2026") -> str:
    """A small rules file in the official layout (our own words)."""
    filler = "\n\n".join(f"900.{n}. Filler rule number {n} of the test file." for n in range(1, MIN_RULES + 1))
    return "\n".join([
        "Magic: The Gathering Comprehensive Rules", "",
        f"These rules are effective as of {effective}.", "",
        "Contents", "", "1. Game Concepts", "100. General", "6. Spells, Abilities, and Effects",
        "608. Resolving Spells and Abilities", "Glossary", "Credits", "",
        "1. Game Concepts", "", "100. General", "",
        "100.1. Test text: the first rule of the fixture.", "",
        "6. Spells, Abilities, and Effects", "", "608. Resolving Spells and Abilities", "",
        "608.2b Test text: targets are looked at again when the spell resolves.",
        "Example: Test example attached to 608.2b.",
        "Example: A second test example.", "",
        "704.5g Test text: lethal damage destroys a creature.",
        "     Test text: an indented paragraph that continues 704.5g.", "",
        filler, "", "Glossary", "", "Trample", "Test glossary entry, not a rule.", "",
        "Credits", "", "Test credits.", ""])


def test_parse_keeps_numbers_examples_and_continuations() -> None:
    rules = parse(sample_rules())
    assert rules.effective == "2026-01-16"
    assert rules.text("100") == "General"  # the heading in the rules wins over the contents list
    assert rules.text("100.1") == "Test text: the first rule of the fixture."
    assert rules.text("608.2b").splitlines() == [
        "Test text: targets are looked at again when the spell resolves.",
        "Example: Test example attached to 608.2b.", "Example: A second test example."]
    assert rules.text("704.5g").endswith("an indented paragraph that continues 704.5g.")
    assert not any("glossary entry" in text for text in rules.rules.values())


def test_parse_refuses_a_file_that_is_not_the_rules() -> None:
    with pytest.raises(ImportProblem, match="numbered rules"):
        parse("Just some notes\n100. Not really\n", source="notes.txt")


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1252"])
def test_import_reads_the_encodings_of_the_releases(tmp_path, monkeypatch, capsys, encoding) -> None:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    source = tmp_path / "rules.txt"
    source.write_bytes(sample_rules().replace("\n", "\r\n").replace("looked", "lookéd").encode(encoding))
    assert main(["rules", "import", str(source)]) == 0
    assert f"imported {MIN_RULES + 5} rules (effective 2026-01-16)" in capsys.readouterr().out
    assert main(["rules", "show", "608.2b"]) == 0
    out = capsys.readouterr().out
    assert "lookéd at again" in out and "Example: A second test example." in out


def test_import_of_a_wrong_file_exits_2(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    (tmp_path / "notes.txt").write_text("hello\n", encoding="utf-8")
    assert main(["rules", "import", str(tmp_path / "notes.txt")]) == 2
    assert "found 0 numbered rules" in capsys.readouterr().err
    assert main(["rules", "import", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read the file" in capsys.readouterr().err


def test_other_release_date_is_pointed_out(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    (tmp_path / "old.txt").write_text(sample_rules("April 1, 2022"), encoding="utf-8")
    assert main(["rules", "import", str(tmp_path / "old.txt")]) == 0
    assert "numbers may have moved in the 2022-04-01 release" in capsys.readouterr().err


def test_show_without_import_gives_the_summary_and_says_how(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    assert main(["rules", "show", "608.2b", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("608.2b  ") and "judge rules import FILE" in out
    assert main(["rules", "show", "999.9"]) == 2


def test_ruling_shows_cited_rules_with_official_text(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    (tmp_path / "rules.txt").write_text(sample_rules(), encoding="utf-8")
    assert main(["rules", "import", str(tmp_path / "rules.txt")]) == 0
    capsys.readouterr()
    assert main(["rule", str(SEED), "--rule-text"]) == 0
    out = capsys.readouterr().out
    assert "[704.5g]" in out and "Test text: lethal damage destroys a creature." in out
    assert main(["rule", str(SEED), "--json", "--rule-text"]) == 0
    texts = json.loads(capsys.readouterr().out)["rule_texts"]
    assert texts["608.2b"]["official"].startswith("Test text: targets are looked at again")
    assert texts["608.2b"]["summary"]
    assert texts["117.4"]["official"] is None  # not in the imported file


def test_ruling_page_shows_official_text_on_hover(tmp_path, monkeypatch) -> None:
    from judge.web import create_app

    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    (tmp_path / "rules.txt").write_text(sample_rules(), encoding="utf-8")
    assert main(["rules", "import", str(tmp_path / "rules.txt")]) == 0
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path}/r.sqlite3", "SECRET_KEY": "t", "TESTING": True})
    client = app.test_client()
    created = client.post("/api/rulings", data=SEED.read_bytes())
    assert created.status_code == 201
    page = client.get(created.get_json()["url"]).get_data(as_text=True)
    assert "704.5g Test text: lethal damage destroys a creature." in page
    term = client.get("/glossary/mtg/state-based-actions").get_data(as_text=True)
    assert "704.5g Test text: lethal damage destroys a creature." in term  # the term page's rules too


@pytest.mark.skipif(not REFERENCE.exists(), reason="the official text is only on developer machines")
def test_the_current_release_parses() -> None:
    from judge.rules import rule_table
    from judge.rules.official import read_file

    rules = read_file(REFERENCE)
    assert rules.effective == "2026-01-16" and len(rules.rules) > 3000
    assert set(rule_table("mtg")) <= set(rules.rules)
