"""Invalid scenarios: each fails with exit 2 and a message naming file, line, column and the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cli import main
from judge.scenario import ScenarioError, load_scenario_text
from judge.scenario.yaml_source import parse_yaml


def run_cli(tmp_path: Path, text: str, capsys, name: str = "s.yaml") -> tuple[int, str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    code = main(["rule", str(path)])
    return code, capsys.readouterr().err


BASE = "game: mtg\nplayers:\n  - name: Alice\n    battlefield: [Glory Seeker]\n  - name: Bob\n"


def test_misspelt_card_suggests_the_card(tmp_path, capsys) -> None:
    code, err = run_cli(tmp_path, BASE.replace("Glory Seeker", "Glory Seker"), capsys)
    assert code == 2
    assert "s.yaml:4:" in err and "did you mean 'Glory Seeker'?" in err


def test_misspelt_key_suggests_the_key(tmp_path, capsys) -> None:
    code, err = run_cli(tmp_path, BASE.replace("battlefield", "battlefeld"), capsys)
    assert code == 2 and "s.yaml:4:5" in err and "did you mean 'battlefield'?" in err


def test_unknown_reference_says_what_it_could_mean(tmp_path, capsys) -> None:
    text = BASE + "stack:\n  - {cast: Shock, controller: Bob, targets: [Glory Seekr]}\n"
    code, err = run_cli(tmp_path, text, capsys)
    assert code == 2 and "s.yaml:7:" in err and "did you mean 'Glory Seeker'?" in err


def test_ambiguous_reference(tmp_path, capsys) -> None:
    text = BASE.replace("[Glory Seeker]", "[Glory Seeker, Glory Seeker]")
    text += "stack:\n  - {cast: Shock, controller: Bob, targets: [Glory Seeker]}\n"
    code, err = run_cli(tmp_path, text, capsys)
    assert code == 2 and "could mean any of" in err and "give the object an `id`" in err


def test_broken_yaml(tmp_path, capsys) -> None:
    code, err = run_cli(tmp_path, "game: mtg\nplayers: [\n  {name: A\n", capsys)
    assert code == 2 and "is not closed" in err and "s.yaml:" in err


def test_duplicate_key(tmp_path, capsys) -> None:
    code, err = run_cli(tmp_path, BASE + "game: mtg\n", capsys)
    assert code == 2 and "duplicate key 'game'" in err and ":6:1" in err


def test_six_monsters_in_five_zones(tmp_path, capsys) -> None:
    text = ("game: yugioh\nplayers:\n  - name: Yugi\n    monsters: [Dark Magician, Dark Magician,"
            " Dark Magician, Dark Magician, Dark Magician, Dark Magician]\n  - name: Kaiba\n")
    code, err = run_cli(tmp_path, text, capsys)
    assert code == 2 and "s.yaml:4:" in err and "at most 5" in err and "Main Monster Zones" in err


def test_file_over_the_size_limit_is_refused_without_reading_it(tmp_path, capsys) -> None:
    path = tmp_path / "big.yaml"
    with path.open("w") as handle:
        handle.write("game: mtg\n# " + "x" * (50 * 1024 * 1024) + "\n")
    code = main(["rule", str(path)])
    err = capsys.readouterr().err
    assert code == 2 and "larger than the limit" in err


def test_alias_bomb(tmp_path, capsys) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 12):
        refs = ", ".join([f"*a{i-1}"] * 10)
        lines.append(f"a{i}: &a{i} [{refs}]")
    code, err = run_cli(tmp_path, "\n".join(lines) + "\n", capsys)
    assert code == 2 and ("aliases" in err or "expands to more than" in err)


def test_expansion_limit_without_many_aliases() -> None:
    lines = ["a0: &a0 [" + ", ".join(["x"] * 99) + "]"]
    for i in range(1, 4):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i-1}"] * 20) + "]")
    with pytest.raises(ScenarioError, match="expands to more than"):
        parse_yaml("\n".join(lines))


def test_deep_nesting() -> None:
    with pytest.raises(ScenarioError, match="nested more than"):
        parse_yaml("[" * 5000 + "]" * 5000)


def test_python_tags_are_refused() -> None:
    with pytest.raises(ScenarioError, match="unsupported YAML tag"):
        parse_yaml("a: !!python/object/apply:os.system [ls]")


def test_not_a_mapping() -> None:
    with pytest.raises(ScenarioError, match="must be a YAML mapping"):
        load_scenario_text("- a\n- b\n")


def test_missing_file(capsys) -> None:
    assert main(["rule", "/nonexistent/x.yaml"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_instant_on_the_battlefield_is_explained(tmp_path, capsys) -> None:
    code, err = run_cli(tmp_path, BASE.replace("[Glory Seeker]", "[Shock]"), capsys)
    assert code == 2 and "not a permanent" in err


def test_missing_target(tmp_path, capsys) -> None:
    code, err = run_cli(tmp_path, BASE + "stack:\n  - {cast: Shock, controller: Bob}\n", capsys)
    assert code == 2 and "needs 1 target" in err


def test_unknown_keyword_on_inline_card(tmp_path, capsys) -> None:
    text = ("game: mtg\ncards:\n  - {name: T, types: [Creature], power: 1, toughness: 1,"
            " keywords: [flyng]}\nplayers: [{name: A}]\n")
    code, err = run_cli(tmp_path, text, capsys)
    assert code == 2 and "did you mean 'flying'?" in err and "s.yaml:3:" in err


def test_stdin(monkeypatch, capsys) -> None:
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(BASE.encode())))
    assert main(["rule", "-", "--json"]) == 0
    assert '"game": "mtg"' in capsys.readouterr().out


def test_fast_loader_reads_every_library_scenario_as_the_python_loader_does() -> None:
    """libyaml parses, pyyaml composes: same data and same positions as the pure-Python loader."""
    from judge.paths import data_folder
    from judge.scenario import yaml_source

    assert yaml_source._FastLoader is not None, "pyyaml without libyaml: scenarios parse 10x slower"
    for path in sorted(data_folder("scenarios").rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        fast = yaml_source._load(yaml_source._FastLoader, text, path.name, yaml_source.DEFAULT_LIMITS)
        slow = yaml_source._load(yaml_source._BoundedLoader, text, path.name, yaml_source.DEFAULT_LIMITS)
        assert (fast.data, fast.marks) == (slow.data, slow.marks), path.name


@pytest.mark.parametrize(("game", "key"), [("mtg", "library"), ("yugioh", "deck")])
def test_a_huge_card_count_is_refused_not_built(tmp_path, capsys, game, key) -> None:
    """Found by the long fuzz run: 'library: 100000000' built 10^8 objects and took 24 GB."""
    text = f"game: {game}\nplayers:\n  - name: A\n    {key}: 100000000\n  - name: B\n"
    code, err = run_cli(tmp_path, text, capsys)
    assert code == 2 and f"s.yaml:4:5: players[0].{key}" in err and "at most 1000" in err


def test_a_board_past_the_permanent_limit_is_refused_at_the_first_one_too_many(tmp_path, capsys) -> None:
    """Layers cost the square of the board: 3000 Goblin Kings took 19 s to rule, so the board is bounded."""
    from judge.limits import MAX_PERMANENTS

    kings = ", ".join(["Goblin King"] * (MAX_PERMANENTS // 2 + 1))
    text = f"game: mtg\nplayers:\n  - name: A\n    battlefield: [{kings}]\n  - name: B\n    battlefield: [{kings}]\n"
    code, err = run_cli(tmp_path, text, capsys)
    assert code == 2 and f"players[1].battlefield[{MAX_PERMANENTS // 2 - 1}]" in err
    assert f"more than {MAX_PERMANENTS} permanents" in err


def test_a_huge_wrong_value_is_quoted_short(tmp_path, capsys) -> None:
    """The message quotes the start of what was given, not all of it."""
    names = ", ".join(["x" * 50] * 500)
    code, err = run_cli(tmp_path, f"game: mtg\nplayers:\n  - name: A\n    life: [{names}]\n  - name: B\n", capsys)
    assert code == 2 and "expected a whole number, got a list of 500 entries:" in err and len(err) < 400
