"""`judge glossary search|show` per the contract: JSON, text, and clear errors."""

from __future__ import annotations

import json

from judge.cli import main


def test_search_json_is_the_contract(capsys) -> None:
    assert main(["glossary", "search", "Todesberuehrung", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["query"] == "Todesberuehrung"
    assert data["results"][0]["id"] == "deathtouch"
    assert data["suggestion"] is None


def test_search_text_names_every_language(capsys) -> None:
    assert main(["glossary", "search", "deathtouch", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "Todesberührung" in out and "[mtg/deathtouch]" in out


def test_search_for_a_rule_number_names_the_rule_first(capsys) -> None:
    assert main(["glossary", "search", "rule 702.19b", "--lang", "de"]) == 0
    first, *rest = capsys.readouterr().out.splitlines()
    assert first.startswith("rule 702.19b (mtg): ") and "Trample" in "\n".join(rest)


def test_show_in_german(capsys) -> None:
    assert main(["glossary", "show", "deathtouch", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Todesberührung") and "704.5h" in out


def test_show_unknown_id_exits_2_with_a_suggestion(capsys) -> None:
    assert main(["glossary", "show", "deathtuch"]) == 2
    assert "did you mean 'deathtouch'" in capsys.readouterr().err


def test_bare_glossary_command_prints_help(capsys) -> None:
    assert main(["glossary"]) == 2
    assert "search" in capsys.readouterr().err


def test_show_takes_game_slash_id_and_names(capsys) -> None:
    """`judge glossary show` takes an id as results print it (mtg/trample) or a name in any language."""
    for query in ("mtg/trample", "Trampelschaden", "trample"):
        assert main(["glossary", "show", query]) == 0
        assert "[mtg/trample]" in capsys.readouterr().out
    assert main(["glossary", "show", "yugioh/trample"]) == 2
