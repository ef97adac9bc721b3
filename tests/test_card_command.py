"""`judge card NAME`: names, characteristics and generated rules text; exit 2 with a hint for an unknown name."""

from __future__ import annotations

import json

from judge.cli import main


def test_a_card_in_english(capsys) -> None:
    assert main(["card", "Shock"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[:2] == ["Shock  (de: Schock)", "Instant"]
    assert "Mana cost: {R}" in out and "This spell deals 2 damage to any target." in out


def test_a_card_by_its_german_name_in_german(capsys) -> None:
    assert main(["card", "riesenwuchs", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Riesenwuchs  (en/nl: Giant Growth)\nSpontanzauber\n")
    assert "Eine Kreatur deiner Wahl erhält bis zum Ende des Zuges +3/+3." in out


def test_a_yugioh_card_in_dutch(capsys) -> None:
    assert main(["card", "Mirror Force", "--game", "yugioh", "--lang", "nl"]) == 0
    out = capsys.readouterr().out
    assert "Normal Trap" in out and "Vernietig elk monster in Attack Position dat je tegenstander controleert." in out


def test_json(capsys) -> None:
    assert main(["card", "Man-Eater Bug", "--lang", "de", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "yugioh" and data["name"] == "Menschenfressendes Insekt"
    assert data["names"] == {"en": "Man-Eater Bug", "de": "Menschenfressendes Insekt", "nl": "Man-Eater Bug"}
    assert data["type_line"] == "[Insekt/Flipp/Effekt]" and "Stufe 2" in data["facts"]
    assert data["lines"] == ["Flippeffekt: Wähle 1 Monster auf dem Spielfeld als Ziel. Zerstöre das Ziel."]


def test_an_unknown_card_exits_2_with_a_suggestion(capsys) -> None:
    assert main(["card", "Shokc"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "no card 'Shokc'" in captured.err and "did you mean 'Shock'?" in captured.err


def test_a_misspelt_german_name_is_suggested_with_its_english_name(capsys) -> None:
    assert main(["card", "Spiegelkraf"]) == 2
    assert "did you mean 'Mirror Force' (German: Spiegelkraft)?" in capsys.readouterr().err


def test_a_card_of_the_other_game_is_not_found(capsys) -> None:
    assert main(["card", "Shock", "--game", "yugioh"]) == 2
    assert "no card 'Shock' in the Yu-Gi-Oh! library" in capsys.readouterr().err


def test_a_wrong_language_is_a_usage_error(capsys) -> None:
    try:
        main(["card", "Shock", "--lang", "fr"])
    except SystemExit as exit_:
        assert exit_.code == 2
    else:
        raise AssertionError("argparse should refuse --lang fr")
    assert "invalid choice" in capsys.readouterr().err
