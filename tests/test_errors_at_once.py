"""Bad input: every problem at once, ordered by line, each `FILE:LINE:COLUMN: message (hint)`.

In the project's words (never the validation library's), with hints that point across games.
"""

from __future__ import annotations

import json

import pytest

from judge.cli import main
from judge.ruling import rule_text
from judge.scenario import ScenarioError, load_scenario_text

RAW_WORDING = ("Input should", "input_value", "Field required", "Value error", "Input tag",
               "Extra inputs", "errors.pydantic.dev", "valid integer")


def problems(text: str, rule: bool = False) -> list[ScenarioError]:
    with pytest.raises(ScenarioError) as caught:
        rule_text(text) if rule else load_scenario_text(text)
    found = caught.value.problems
    for problem in found:
        assert not any(raw in problem.message + (problem.hint or "") for raw in RAW_WORDING), problem
    return found


def test_two_unknown_cards_are_both_reported_in_file_order(tmp_path, capsys) -> None:
    path = tmp_path / "two.yaml"
    path.write_text("game: mtg\nplayers:\n  - name: Alice\n    battlefield: [Grizly Bears]\n"
                    "  - name: Bob\n    battlefield: [Mountian]\n")
    assert main(["rule", str(path)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert [line.split(": ")[0] for line in lines] == [f"{path}:4:19", f"{path}:6:19"]
    assert "did you mean 'Grizzly Bears'?" in lines[0] and "did you mean 'Mountain'?" in lines[1]
    assert main(["rule", str(path), "--json"]) == 2
    errors = json.loads(capsys.readouterr().out)["errors"]
    assert [(e["line"], e["column"], e["path"]) for e in errors] == [
        (4, 19, "players[0].battlefield[0].card"), (6, 19, "players[1].battlefield[0].card")]
    assert errors[0]["message"] == "unknown card 'Grizly Bears'" and errors[0]["hint"]


def test_a_missing_key_does_not_hide_a_misspelt_one() -> None:
    found = problems("game: mtg\nplayerz:\n  - {name: Alice}\n  - {name: Bob}\n")
    texts = [f"{p.message} ({p.hint})" for p in found]
    assert any("'players' is required" in t and "'playerz'" in t for t in texts)
    assert any("unknown key 'playerz'" in t and "did you mean 'players'?" in t for t in texts)


def test_a_misspelt_game_key_still_lets_the_rest_be_checked() -> None:
    found = problems("gaem: mtg\nplayers:\n  - {name: Alice, life: true}\n  - {name: Bob}\n")
    assert [(p.line, p.message) for p in found] == [
        (1, "unknown key 'gaem'"), (3, "expected a whole number, got true")]
    assert found[0].hint == "did you mean 'game'?"


def test_every_problem_is_in_the_projects_words() -> None:
    found = problems("game: mtg\ncards:\n  - {name: Foo, types: [Instant], spell: {effects: [{do: destory}]}}\n"
                     "players:\n  - {name: A, life: 10000000, battlefield: [{card: Forest, damage: -1}]}\n"
                     "  - {name: B, library: [{card: X, foo: 1}], hand: 3}\nturn: {step: 7}\n"
                     "stack: [{controller: A}]\n")
    assert [p.line for p in found] == sorted(p.line for p in found) and len(found) == 8
    assert "unknown card 'X'" in [p.message for p in found]  # in the same run as the shape problems
    effect = found[0]
    assert effect.message == "unknown effect kind 'destory'" and effect.hint == "did you mean 'destroy'?"


@pytest.mark.parametrize(("text", "hint"), [
    ("game: yugioh\nplayers:\n  - {name: Y, battlefield: [Dark Magician]}\n  - {name: K}\n", "'monsters:'"),
    ("game: mtg\nplayers: [{name: A}, {name: B}]\nturn: {step: main1}\n", "'precombat_main'"),
    ("game: yugioh\nplayers: [{name: A}, {name: B}]\nturn: {phase: precombat_main}\n", "'main1'"),
    ("game: mtg\nplayers: [{name: A, exile: []}, {name: B}]\nchain: []\n", "'stack:'"),
    ("game: yugioh\nplayers:\n  - {name: Yugi}\n", "add the other duelist"),
])
def test_hints_point_to_the_other_games_word(text: str, hint: str) -> None:
    assert any(hint in (p.hint or "") for p in problems(text))


def test_a_card_of_the_other_game_says_so() -> None:
    found = problems("game: mtg\nplayers:\n  - {name: A, battlefield: [Dark Magician]}\n  - {name: B}\n", rule=True)
    assert found[0].hint == "Dark Magician is a Yu-Gi-Oh! card, but this scenario is 'game: mtg'"


def test_nonsense_is_refused() -> None:
    assert problems("game: mtg\nplayers: [{name: A, life: true}, {name: B}]\n")[0].path == ("players", 0, "life")
    assert problems("game: mtg\nplayers: [{name: A, life: 2000000}, {name: B}]\n")[0].path == ("players", 0, "life")
    land = problems("game: mtg\nplayers: [{name: A, battlefield: [{card: Forest, damage: 1}]}, {name: B}]\n",
                    rule=True)
    assert land[0].path == ("players", 0, "battlefield", 0, "damage")


def test_encoding_errors_and_list_keys_are_located(tmp_path, capsys) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes(b"game: mtg\nplayers:\n  - name: A\n    hand: [Caf\xe9]\n")
    assert main(["rule", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}:4:15: ")
    found = problems("game: mtg\nplayers:\n  - name: A\n    [x, y]: 3\n")
    assert (found[0].line, found[0].column) == (4, 5)


def test_the_api_gives_the_first_error_and_the_list() -> None:
    with pytest.raises(ScenarioError) as caught:
        rule_text("game: mtg\nplayers:\n  - {name: A, battlefield: [Grizly Bears]}\n  - {name: B, hand: [Shokc]}\n")
    body = caught.value.to_json()
    assert (body["line"], body["column"]) == (3, 29) and body["error"].startswith("<scenario>:3:29: ")
    assert [(e["line"], e["path"]) for e in body["errors"]] == [
        (3, "players[0].battlefield[0].card"), (4, "players[1].hand[0].card")]


def test_a_key_of_another_effect_kind_is_named_against_this_one() -> None:
    """`amount` belongs to damage and life effects, not to `do: draw`: the hint is draw's own key,
    never the unknown key itself ("did you mean 'amount'?")."""
    found = problems("game: mtg\ncards:\n  - {name: Foo, types: [Sorcery], spell: {effects: [{do: draw, amount: 2}]}}\n"
                     "players:\n  - {name: A}\n  - {name: B}\n")
    assert [(p.line, p.message, p.hint) for p in found] == [(3, "unknown key 'amount'", "did you mean 'count'?")]
