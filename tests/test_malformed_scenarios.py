"""Malformed scenarios an outside tester tries (tests/fixtures/malformed/): each answered with
every problem at once, at its line and column, in the project's words, with a fix, never a
traceback. Shape, card names, references and actions come in one run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cli import main

FIXTURES = Path(__file__).parent / "fixtures" / "malformed"
RAW_WORDING = ("Input should", "input_value", "Field required", "Value error", "Input tag", "Extra inputs",
               "errors.pydantic.dev", "valid integer", "Traceback", "but found", "could not find expected")

# file -> every problem it has: (line, column, a piece of the message), in file order
EXPECTED = {
    "actions-refs.yaml": [
        (8, 6, "'Lightning Bolt' is"),
        (9, 19, "there is no player"),
        (10, 16, "'ghost' is not an id"),
    ],
    "bad-actions.yaml": [
        (5, 5, "an action needs one of"),
        (6, 5, "an action needs one of"),
        (7, 5, "an action needs one of"),
    ],
    "choice-keys.yaml": [  # an answer keyed by no card and no id would leave the default in silence
        (8, 14, "no card or id called 'Mentor of teh Meek'"),
        (9, 12, "no card or id called 'Rampant Grwoth'"),
        (10, 18, "no card or id called 'nobody'"),
    ],
    "card-in-two-zones.yaml": [
        (7, 5, "the id 's1' is used"),
    ],
    "control-char.yaml": [
        (3, 15, "the character #x0001 is not allowed"),
    ],
    "crlf.yaml": [
        (4, 5, "expected a whole"),
    ],
    "damage-land.yaml": [
        (4, 34, "Forest is not a"),
    ],
    "dup.yaml": [
        (5, 5, "duplicate key 'life'"),
        (8, 1, "duplicate key 'turn'"),
    ],
    "effect-kind.yaml": [
        (5, 23, "unknown effect kind"),
    ],
    "empty.yaml": [
        (1, 1, "the document is"),
    ],
    "id-twice.yaml": [
        (6, 9, "the id 'bear' is used"),
        (8, 12, "the id 'Alice' is also"),
    ],
    "latin1.yaml": [
        (3, 13, "the file is not UTF-8"),
    ],
    "life.yaml": [
        (3, 19, "expected a whole"),
        (4, 17, "1000000000 is out of"),
    ],
    "list-doc.yaml": [
        (1, 1, "a scenario must be a"),
    ],
    "list-for-map.yaml": [
        (3, 5, "expected a mapping"),
        (5, 1, "expected a mapping"),
    ],
    "list-key.yaml": [
        (4, 5, "a mapping key must be"),
    ],
    "magic-cards-in-yugioh.yaml": [
        (4, 12, "unknown card"),
        (4, 28, "unknown card 'Giant"),
    ],
    "misspelt-action-key.yaml": [
        (8, 30, "unknown key 'tagets'"),  # not also "Shock needs 1 target": the same problem
        (9, 40, "'s' is not an id"),
    ],
    "misspelt.yaml": [
        (1, 1, "unknown key 'gaem'"),
        (1, 1, "the key 'players' is"),
        (2, 1, "unknown key"),
    ],
    "mixed-mtg.yaml": [
        (5, 10, "unknown card 'Grizly"),
        (6, 24, "'beer' is not an id or"),
        (9, 8, "'combat' is not"),
        (13, 38, "'beer' is not an id or"),
        (14, 5, "an action needs one of"),
    ],
    "mixed-yugioh.yaml": [
        (4, 17, "unknown card 'Dark"),
        (11, 14, "'dm' is not a card in"),
        (13, 5, "there is no duelist"),
        (14, 6, "there is no duelist"),
    ],
    "mtg-keys-in-yugioh.yaml": [
        (4, 5, "unknown key"),
        (5, 5, "unknown key"),
        (7, 8, "unknown key 'step'"),
        (8, 1, "unknown key 'stack'"),
    ],
    "no-players.yaml": [
        (1, 1, "the key 'players' is"),
    ],
    "not-yet.yaml": [
        (8, 40, "'bolt' is not an id or"),
    ],
    "one-duelist.yaml": [
        (2, 1, "a duel needs exactly"),
    ],
    "references-everywhere.yaml": [
        (8, 30, "there is no player"),
        (11, 5, "there is no player"),
        (12, 15, "'bera' is not an id or"),
        (16, 15, "'ghost' is not an id"),
        (17, 5, "there is no player"),
    ],
    "same-names.yaml": [
        (5, 5, "two players are called"),
    ],
    "shape-cards-and-references.yaml": [
        (4, 5, "expected a whole"),
        (7, 10, "unknown card 'Llanowar"),
        (8, 26, "'nobody' is not an id"),
        (11, 8, "'main1' is not allowed"),
        (11, 21, "there is no player"),
        (14, 5, "there is no player"),
        (15, 15, "'bera' is not an id or"),
        (16, 5, "unknown card 'Giant"),
        (19, 5, "'Lightning Bolt' is"),
        (22, 5, "there is no player"),
    ],
    "string.yaml": [
        (1, 1, "a scenario must be a"),
    ],
    "tab.yaml": [
        (4, 1, "a tab character: YAML"),
    ],
    "two-docs.yaml": [
        (3, 1, "a second YAML document"),
    ],
    "unclosed.yaml": [
        (3, 1, "the list opened with"),
    ],
    "unknown-game.yaml": [
        (1, 1, "unknown game 'chess';"),
    ],
    "yugioh-keys-in-mtg.yaml": [
        (4, 5, "unknown key"),
        (5, 5, "unknown key 'deck'"),
        (7, 1, "unknown key 'phase'"),
        (8, 1, "unknown key 'chain'"),
    ],
    "yugioh-everything.yaml": [
        (4, 5, "expected a whole number"),
        (6, 39, "'sideways' is not allowed"),
        (7, 10, "unknown card 'Celtic Guardain'"),
        (13, 28, "'bewdd' is not a card"),
        (15, 6, "there is no duelist called 'Joey'"),
        (16, 5, "'fight' is not an action"),
    ],
    "yugioh-moment.yaml": [
        (9, 10, "'bewdd' is not a card in a Monster Zone"),
        (11, 5, "'Mirror Forse' is not one of Yugi's cards"),
    ],
    "yugioh-refs.yaml": [
        (5, 43, "'nothing' is not a"),
        (7, 18, "Blue-Eyes White Dragon"),
        (8, 5, "Dark Magician is not a"),
        (9, 10, "'Celtic Guardian' is"),
    ],
}


def test_every_fixture_has_its_expectation() -> None:
    assert sorted(p.name for p in FIXTURES.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_problem_at_its_line_and_column_with_a_fix(name: str, capsys) -> None:
    path = FIXTURES / name
    assert main(["check", "--json", str(path)]) == 2
    captured = capsys.readouterr()
    errors = json.loads(captured.out)["errors"]
    assert [(e["line"], e["column"]) for e in errors] == [(line, column) for line, column, _ in EXPECTED[name]]
    for error, (_, _, words) in zip(errors, EXPECTED[name], strict=True):
        assert words in error["message"]
        assert error["hint"], f"{name}: no fix for {error['message']!r}"
        assert not any(raw in error["message"] + error["hint"] for raw in RAW_WORDING), error
    # the text form: one line per problem, each starting FILE:LINE:COLUMN:
    lines = captured.err.splitlines()
    assert [line.split(": ")[0] for line in lines] == [f"{path}:{e['line']}:{e['column']}" for e in errors]


@pytest.mark.parametrize("name", ["shape-cards-and-references.yaml", "mixed-mtg.yaml", "yugioh-moment.yaml",
                                  "yugioh-everything.yaml"])
def test_rule_reports_the_same_problems_as_check(name: str, capsys) -> None:
    path = str(FIXTURES / name)
    assert main(["check", path]) == 2
    checked = capsys.readouterr().err
    assert main(["rule", path]) == 2
    assert capsys.readouterr().err == checked


def test_past_fifty_problems_the_rest_are_counted_not_listed(capsys) -> None:
    forests = "".join("      - {card: Forest, damage: 1}\n" for _ in range(70))
    text = f"game: mtg\nplayers:\n  - name: A\n    battlefield:\n{forests}  - name: B\n"
    path = FIXTURES.parent / "seventy.yaml"
    try:
        path.write_text(text, encoding="utf-8")
        assert main(["check", "--json", "--lang", "de", str(path)]) == 2
        out = capsys.readouterr()
    finally:
        path.unlink()
    body = json.loads(out.out)
    assert len(body["errors"]) == 50 and body["not_shown"] == 20
    assert out.err.splitlines()[-1] == f"{path}: 20 weitere Probleme werden nicht gezeigt; behebe zuerst diese"
