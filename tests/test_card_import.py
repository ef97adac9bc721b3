"""`judge cards import` and what follows from it: the store, names in scenarios, `unmodelled`,
`judge card --json` abilities, coverage. Fixture files (tests/fixtures/cards/) are small files
written for these tests in the three formats, with invented card names."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge.cards.imported.store import CardStore
from judge.cards.library import load_library
from judge.cli import main
from judge.explain.neutral import dump
from judge.explain.render import to_json, to_text
from judge.ruling import rule_text
from judge.web.ruling_parts import StoredSteps, split

FIXTURES = Path(__file__).parent / "fixtures" / "cards"
SCRYFALL = FIXTURES / "scryfall-cards.json"
MTGJSON = FIXTURES / "mtgjson-atomic.json"
YGOPRODECK = FIXTURES / "ygoprodeck-cardinfo.json"


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    return tmp_path


def _import(path: Path, capsys: pytest.CaptureFixture) -> str:
    assert main(["cards", "import", str(path)]) == 0
    return capsys.readouterr().out


def test_scryfall_import_counts_names_and_faces(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    out = _import(SCRYFALL, capsys)
    # 40 single-faced cards and one with two faces; the Scheme is skipped, the token never read
    assert "imported 41 mtg cards" in out and "1 skipped" in out
    store = CardStore("mtg")
    assert store.find("Practice Spark").name_de == "Übungsfunke"  # from the printing with lang: de
    assert store.find("Übungsfunke").name == "Practice Spark"
    assert store.find("ubungsfunke").name == "Practice Spark"  # folded: no case or accents
    assert store.find("Spark Token") is None and store.find("Grand Scheme") is None
    faces = store.find("Day Watcher // Night Howler")
    assert faces.status == "partial" and faces.data["keywords"] == ["vigilance"]
    assert faces.abilities[-1] == {"text": "Night Howler: Trample", "understood": False,
                                   "wording": "(another face of the card)"}
    assert main(["cards", "import", "--status"]) == 0
    status = capsys.readouterr().out
    assert f"mtg: 41 cards from {SCRYFALL.resolve()} (scryfall)" in status
    assert "yugioh: nothing imported" in status


def test_reimport_replaces_and_mtgjson_gives_german_names(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    _import(SCRYFALL, capsys)
    assert CardStore("mtg").find("Moss Wall") is not None
    out = _import(MTGJSON, capsys)
    assert "imported 20 mtg cards" in out and "(mtgjson)" in out
    store = CardStore("mtg")
    assert store.find("Moss Wall") is None  # only in the earlier file: replaced, not merged
    assert store.find("Glutdrache").name == "Ember Drake"  # foreignData German
    assert store.find("Dusk Verdict").name_de is None  # only a French name there
    assert store.info()["format"] == "mtgjson"


def test_ygoprodeck_import(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    out = _import(YGOPRODECK, capsys)
    assert "imported 13 yugioh cards" in out and "1 skipped" in out  # the Synchro Monster
    store = CardStore("yugioh")
    knight = store.find("Übungsritter")
    assert knight.name == "Practice Knight" and knight.status == "full" and knight.abilities == []
    assert knight.data["monster_kind"] == "normal"
    assert store.find("Void Burst").data["effects"] == [{"kind": "activation",
                                                         "actions": [{"do": "destroy", "what": "all_monsters"}]}]
    beetle = store.find("Burrow Beetle")
    assert beetle.status == "full" and beetle.data["effects"][0]["kind"] == "flip"
    assert store.find("Clever Sprite").status == "none"  # a wording the templates don't have
    assert store.find("Mirror Wall Trap").data["effects"] == [{
        "kind": "activation", "when": ["opponent_attack_declared"],
        "actions": [{"do": "destroy", "what": "opponent_attack_position_monsters"}]}]
    assert store.find("Rusty Axe").data["effects"] == [  # an Equip Spell: equip, then a continuous effect
        {"kind": "activation", "target": {"what": "face_up_monster"}, "actions": []},
        {"kind": "continuous", "actions": [{"do": "modify_stats", "atk": 500, "what": "equipped"}]}]
    assert store.find("Burning Chain").status == "partial"
    fusion = store.find("Knight of Mist")
    assert fusion.status == "full" and fusion.data["materials"] == ["Practice Knight", "Mist Dragon"]


def test_coverage_json_on_the_fixtures(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    _import(SCRYFALL, capsys)
    _import(YGOPRODECK, capsys)
    assert main(["cards", "coverage", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    mtg, yugioh = report["mtg"], report["yugioh"]
    assert (mtg["cards"], mtg["full"], mtg["partial"], mtg["none"]) == (41, 37, 2, 2)
    assert (yugioh["cards"], yugioh["full"], yugioh["partial"], yugioh["none"]) == (13, 11, 1, 1)
    wordings = {entry["wording"]: entry["count"] for entry in mtg["not_understood"]}
    assert wordings["Spells your opponents cast cost {N} more to cast."] == 1
    assert "When CARDNAME enters, scry N." not in wordings  # read since scry is in the vocabulary
    assert "Equip {N}" not in wordings  # read since Equip is in the vocabulary
    assert main(["cards", "coverage"]) == 0
    assert "fully understood 37 (90.2%)" in capsys.readouterr().out


def test_card_json_lists_abilities_with_verdicts(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    _import(SCRYFALL, capsys)
    assert main(["card", "Mixed Blessing", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["abilities"] == [{"text": "Trample", "understood": True},
                                 {"text": "Whenever Mixed Blessing attacks, exile the top card of your library.",
                                  "understood": False}]
    assert main(["card", "Shock", "--json"]) == 0  # a curated card: its generated text, all modelled
    assert json.loads(capsys.readouterr().out)["abilities"] == [
        {"text": "This spell deals 2 damage to any target.", "understood": True}]


SCENARIO = """\
game: mtg
turn: {active: Alice, step: declare_attackers}
players:
  - name: Alice
    battlefield: [Mixed Blessing, Wald]
  - name: Bob
    battlefield: [Gate Sentry]
combat:
  attackers: [{creature: Mixed Blessing, attacks: Bob}]
"""


def test_a_ruling_names_what_it_ignores(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    _import(SCRYFALL, capsys)
    ruling = rule_text(SCENARIO)
    data = to_json(ruling)
    assert data["unmodelled"] == [{
        "card": "Mixed Blessing", "ability": "Whenever Mixed Blessing attacks, exile the top card of your library.",
        "text": "Mixed Blessing's ability “Whenever Mixed Blessing attacks, exile the top card of your library.” "
                "is not modelled; this ruling ignores it."}]
    noted = [step for step in data["steps"] if "unmodelled" in step]
    assert len(noted) == 1 and noted[0]["event"] == "attacker_declared"  # where it would have triggered
    head, parts = split(dump(ruling))  # stored in parts, a page puts the note at the same step
    steps = StoredSteps(head["parts"], lambda wanted: {n: parts[n] for n in wanted}, ["(note)"], "en", "mtg")
    assert [step.get("unmodelled") for step in steps] == [["(note)"] if "unmodelled" in s else None
                                                          for s in data["steps"]]
    assert "Bob" in data["summary"]
    german = to_text(ruling, "de")
    ability = "Whenever Mixed Blessing attacks, exile the top card of your library."
    assert f"„{ability}“ von „Mixed Blessing“ ist nicht modelliert" in german
    assert "niet gemodelleerd" in to_text(ruling, "nl")


def test_a_fully_understood_card_has_nothing_unmodelled(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    _import(SCRYFALL, capsys)
    ruling = rule_text(SCENARIO.replace("Mixed Blessing", "Sky Warden"))
    assert to_json(ruling)["unmodelled"] == []


def test_scenarios_name_cards_in_german(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    _import(SCRYFALL, capsys)
    scenario = """\
game: mtg
players:
  - name: Alice
    battlefield: [Glory Seeker, Wald]
  - name: Bob
    battlefield: [Gebirge]
stack:
  - {cast: Übungsfunke, controller: Bob, targets: [Glory Seeker]}
  - {cast: Riesenwuchs, controller: Alice, targets: [Glory Seeker]}
"""
    final = to_json(rule_text(scenario))["final"]
    seeker = next(p for p in final["battlefield"] if p["name"] == "Glory Seeker")
    assert (seeker["power"], seeker["damage"]) == (5, 2)
    assert load_library("mtg").get("RIESENWUCHS").name == "Giant Growth"


def test_tokens_and_lands_of_imported_cards(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    """'Create two 1/1 white Soldier creature tokens' creates tokens the import defined; a land
    with basic land types taps for their mana (305.6), its reminder text understood."""
    _import(SCRYFALL, capsys)
    hollow = CardStore("mtg").find("Tidepool Hollow")
    assert hollow.status == "full" and [a["produces"] for a in hollow.data["abilities"] if a["kind"] == "mana"] == [
        "{U}", "{B}"]
    scenario = """\
game: mtg
players:
  - name: Alice
    battlefield: [Plains]
  - name: Bob
stack:
  - {cast: Call the Guard, controller: Alice}
"""
    final = to_json(rule_text(scenario))["final"]
    tokens = [p for p in final["battlefield"] if p["name"] == "Soldier (1/1 white)"]
    assert len(tokens) == 2 and (tokens[0]["power"], tokens[0]["toughness"]) == (1, 1)


def test_a_mistyped_imported_name_gets_a_hint(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    from judge.scenario import ScenarioError

    _import(SCRYFALL, capsys)
    with pytest.raises(ScenarioError) as error:
        rule_text(SCENARIO.replace("[Mixed Blessing, Wald]", "[Mixed Blesing]"))
    assert "did you mean 'Mixed Blessing'?" in str(error.value)


def test_a_broken_file_keeps_the_earlier_import(data_dir: Path, capsys: pytest.CaptureFixture) -> None:
    _import(SCRYFALL, capsys)
    broken = data_dir / "broken.json"
    broken.write_text('[{"name": "Cut Off", "type_line": "Instant", "oracle_text": "Draw a c', encoding="utf-8")
    assert main(["cards", "import", str(broken)]) == 2
    assert "breaks off or is not valid JSON" in capsys.readouterr().err
    assert CardStore("mtg").find("Practice Spark") is not None
    other = data_dir / "other.json"
    other.write_text('{"cards": []}', encoding="utf-8")
    assert main(["cards", "import", str(other)]) == 2
    assert "expected Scryfall bulk data" in capsys.readouterr().err


MEMORY_PROBE = """
import json, sys
from pathlib import Path
path = Path(sys.argv[1])
with path.open("w") as out:
    out.write("[")
    for i in range(100_000):
        name = f"Generated Card {i}"
        text = ["Flying", f"{{T}}: {name} deals 1 damage to any target.",
                f"When {name} enters, exile the top card of your library."][i % 3]
        card = {"name": name, "lang": "en", "layout": "normal", "mana_cost": "{1}{R}",
                "type_line": "Creature — Goblin", "oracle_text": text, "power": "2", "toughness": "2",
                "colors": ["R"], "legalities": {"standard": "legal", "modern": "legal"}}
        out.write(("," if i else "") + json.dumps(card))
    out.write("]")
from judge.cli import main
assert main(["cards", "import", str(path)]) == 0
# VmHWM: this process's peak resident memory since exec (ru_maxrss would include the forking parent's)
print(next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM:")))
"""


def test_importing_100000_cards_stays_within_300_mb(data_dir: Path) -> None:
    """The file is streamed: peak memory (RSS of the importing process) doesn't grow with it."""
    result = subprocess.run([sys.executable, "-c", MEMORY_PROBE, str(data_dir / "big.json")],
                            capture_output=True, text=True, check=True)
    lines = result.stdout.split()
    assert "100000" in result.stdout.split("imported ")[1].split()[0]
    peak_mb = int(lines[-1]) / 1024  # kilobytes
    assert peak_mb < 300, f"peak RSS {peak_mb:.0f} MB"
    assert CardStore("mtg").status_counts() == {"full": 66_667, "none": 33_333}
