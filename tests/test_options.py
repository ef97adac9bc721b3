"""`judge options`: every legal action of a player now, with its rules, and why the others are not.

Each board is one a judge would be asked about at the table; the expected options are worked
out from the Comprehensive Rules (117.1, 116.2a/305, 601.2, 602.2, 508.1a, 509.1a), not the engine.
"""

from __future__ import annotations

import json

import pytest

from judge import ruling
from judge.cli import main
from judge.explain import options as worded
from judge.scenario import load_scenario_text


def _options(text: str, player: str | None = None, lang: str = "en") -> dict:
    return worded.to_json(ruling.options(load_scenario_text(text), player), lang)


def _cards(found: dict, action: str) -> dict[str, dict]:
    return {o["card"]: o for o in found["options"] if o["action"] == action}


def _why(found: dict, card: str) -> list[dict]:
    return [f for f in found["forbidden"] if f["card"] == card]


RESPONSE = """
game: mtg
cards:
  - {name: Test Warden, types: [Creature], colors: [white], power: 2, toughness: 2,
     keywords: [protection from red]}
players:
  - {name: Alice, battlefield: [Mountain, Mountain], hand: [Shock, Pyroclasm]}
  - {name: Bob, battlefield: [Glory Seeker, Test Warden, Forest]}
turn: {active: Bob, step: precombat_main}
stack:
  - {cast: Giant Growth, controller: Bob, targets: [Glory Seeker]}
"""


def test_a_response_lists_instants_with_their_legal_targets_only():
    found = _options(RESPONSE, "Alice")
    assert found["holder"] == "Bob" and not found["holds_priority"]
    shock = _cards(found, "cast")["Shock"]
    assert sorted(shock["targets"][0]) == ["Alice", "Bob", "Glory Seeker"]  # not Test Warden, not a land
    assert "601.2c" in shock["rules"]
    assert "Pyroclasm" not in _cards(found, "cast")
    assert _why(found, "Pyroclasm")[0]["kind"] == "cast_timing"
    warded = [f for f in _why(found, "Shock") if f.get("target") == "Test Warden"]
    assert warded and "702.16b" in warded[0]["rules"] and "protection from red" in warded[0]["reason"]


def test_the_player_who_holds_priority_is_the_default():
    found = _options(RESPONSE)
    assert found["player"] == "Bob" and found["holds_priority"]
    assert _cards(found, "cast") == {}  # Bob's hand is empty, his Forest has only a mana ability


def test_sorcery_speed_on_an_empty_stack_in_your_main_phase_needs_the_mana():
    board = """
game: mtg
players:
  - {name: Alice, battlefield: [Mountain, {card: Mountain, tapped: true}],
     hand: [Pyroclasm, Lightning Bolt, Forest, Giant Growth]}
  - {name: Bob, battlefield: [Grizzly Bears]}
turn: {active: Alice, step: precombat_main}
"""
    found = _options(board)
    assert set(_cards(found, "cast")) == {"Lightning Bolt"}
    assert _why(found, "Pyroclasm")[0]["kind"] == "cant_pay_mana"  # {1}{R} from one untapped Mountain
    assert "{1}{R}" in _why(found, "Pyroclasm")[0]["reason"]
    assert _why(found, "Giant Growth")[0]["kind"] == "cant_pay_mana"  # a Mountain can't make {G}
    assert _cards(found, "play")["Forest"]["rules"] == ["116.2a", "305.1", "305.2"]


def test_a_land_is_played_only_in_your_own_main_phase_with_an_empty_stack():
    board = """
game: mtg
players:
  - {name: Alice, hand: [Forest]}
  - {name: Bob, hand: [Mountain]}
turn: {active: Alice, step: end}
"""
    alice, bob = _options(board, "Alice"), _options(board, "Bob")
    assert _why(alice, "Forest")[0]["kind"] == "land_play" and "main phase" in _why(alice, "Forest")[0]["reason"]
    assert "own turn" in _why(bob, "Mountain")[0]["reason"]


def test_activated_abilities_check_tap_costs_and_summoning_sickness():
    board = """
game: mtg
players:
  - name: Alice
    battlefield:
      - {card: Prodigal Sorcerer, id: fresh, sick: true}
      - {card: Prodigal Sorcerer, id: ready}
      - {card: Prodigal Sorcerer, id: used, tapped: true}
  - {name: Bob, battlefield: [Grizzly Bears]}
turn: {active: Alice, step: precombat_main}
"""
    found = _options(board)
    ready = [o for o in found["options"] if o["action"] == "activate"]
    assert [o["id"] for o in ready] == ["ready"] and ready[0]["ability"] == 1
    assert {"Alice", "Bob", "Grizzly Bears"} <= set(ready[0]["targets"][0])
    kinds = sorted(f["kind"] for f in _why(found, "Prodigal Sorcerer"))
    assert kinds == ["cost_summoning_sick", "cost_tapped"]


def test_hexproof_protects_only_from_opponents():
    board = """
game: mtg
cards:
  - {name: Test Hexproof Bear, types: [Creature], colors: [green], power: 2, toughness: 2, keywords: [hexproof]}
players:
  - {name: Alice, battlefield: [Forest, {card: Test Hexproof Bear, id: mine}], hand: [Giant Growth]}
  - {name: Bob, battlefield: [{card: Test Hexproof Bear, id: theirs}]}
turn: {active: Alice, step: precombat_main}
"""
    found = _options(board)
    growth = _cards(found, "cast")["Giant Growth"]
    assert growth["target_ids"] == [["mine"]]
    refused = [f for f in _why(found, "Giant Growth") if f["kind"] == "cant_target"]
    assert len(refused) == 1 and "702.11b" in refused[0]["rules"]


def test_no_legal_target_means_the_spell_cant_be_cast():
    board = """
game: mtg
players:
  - {name: Alice, battlefield: [Forest], hand: [Giant Growth]}
  - {name: Bob}
turn: {active: Alice, step: precombat_main}
"""
    found = _options(board)
    assert _cards(found, "cast") == {}
    assert _why(found, "Giant Growth")[0]["kind"] == "no_legal_target"


def test_attackers_while_they_are_declared():
    board = """
game: mtg
players:
  - name: Alice
    battlefield: [Grizzly Bears, {card: Hill Giant, sick: true}, Wall of Stone, {card: Raging Goblin, sick: true}]
  - {name: Bob}
turn: {active: Alice, step: declare_attackers}
"""
    found = _options(board)
    attackers = _cards(found, "attack")
    assert set(attackers) == {"Grizzly Bears", "Raging Goblin"}  # Raging Goblin has haste
    assert attackers["Grizzly Bears"]["attacks"] == ["Bob"]
    assert _why(found, "Hill Giant")[0]["kind"] == "attack_summoning_sick"
    assert _why(found, "Wall of Stone")[0]["kind"] == "attack_defender"


def test_after_actions_declarations_come_before_priority():
    board = """
game: mtg
players:
  - {name: Alice, battlefield: [Grizzly Bears, Mountain, Forest], hand: [Giant Growth, Shock]}
  - {name: Bob, battlefield: [Hill Giant]}
turn: {active: Alice, step: precombat_main}
actions:
  - {to: declare_attackers}
"""
    found = _options(board)
    assert found["declaring"] == "attackers" and not found["holds_priority"]
    assert [o["action"] for o in found["options"]] == ["attack"]  # 508.2: priority only afterwards
    assert {f["kind"] for f in found["forbidden"]} == {"wait_for_declaration"}
    board += """  - {attack: [{creature: Grizzly Bears, attacks: Bob}]}
  - {cast: Giant Growth, by: Alice, targets: [Grizzly Bears]}
"""
    found = _options(board)
    assert found["holder"] == "Alice" and found["declaring"] is None  # 117.3c: the caster gets priority back
    assert set(_cards(found, "cast")) == {"Shock"}  # the Forest paid for Giant Growth; the Mountain is left
    assert _options(board, "Bob")["holds_priority"] is False


def test_blockers_while_they_are_declared():
    board = """
game: mtg
players:
  - {name: Alice, battlefield: [Serra Angel, Grizzly Bears]}
  - {name: Bob, battlefield: [Hill Giant, Giant Spider, {card: Glory Seeker, tapped: true}]}
turn: {active: Alice, step: declare_blockers}
combat:
  attackers: [{creature: Serra Angel, attacks: Bob}, {creature: Grizzly Bears, attacks: Bob}]
"""
    found = _options(board, "Bob")
    blockers = _cards(found, "block")
    assert blockers["Hill Giant"]["blocks"] == ["Grizzly Bears"]  # it can't block a flyer (702.9b)
    assert sorted(blockers["Giant Spider"]["blocks"]) == ["Grizzly Bears", "Serra Angel"]  # reach
    assert _why(found, "Glory Seeker")[0]["kind"] == "block_tapped"


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_text_in_every_language(lang, capsys, tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(RESPONSE)
    assert main(["options", str(path), "--player", "Alice", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert ("Schock" if lang == "de" else "Shock") in out and "Pyro" in out
    assert "can't" not in out and "?" not in out


def test_json_and_an_unknown_player(capsys, tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(RESPONSE)
    assert main(["options", str(path), "--player", "Alice", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["player"] == "Alice"
    assert main(["options", str(path), "--player", "Carol"]) == 2
    assert "Carol" in capsys.readouterr().err


YUGIOH = """
game: yugioh
players:
  - name: Yugi
    monsters: [{card: Dark Magician, position: attack}]
    hand: [Celtic Guardian, Summoned Skull, Pot of Greed]
    deck: 30
  - name: Kaiba
    monsters: [{card: Blue-Eyes White Dragon, position: attack}]
    spells_traps: [{card: Mirror Force, set: true}, {card: Trap Hole, set: true}]
    deck: 30
turn: {active: Yugi, phase: PHASE}
"""


def test_yugioh_main_phase_summons_sets_and_spells():
    found = _options(YUGIOH.replace("PHASE", "main1"))
    assert found["player"] == "Yugi" and found["holds_priority"]
    summons = {(o["card"], o.get("method")) for o in found["options"] if o["action"] == "summon"}
    assert summons == {("Celtic Guardian", "normal"), ("Summoned Skull", "tribute")}
    assert _cards(found, "activate")["Pot of Greed"]["rules"] == ["Spell Speed"]
    assert "Dark Magician" in _cards(found, "change_position")
    assert not _cards(found, "attack")  # attacks only in the Battle Phase


def test_yugioh_traps_wait_for_their_condition():
    found = _options(YUGIOH.replace("PHASE", "main1"), "Kaiba")
    assert not found["holds_priority"] and found["options"] == []
    assert {f["card"] for f in found["forbidden"]} == {"Mirror Force", "Trap Hole"}


def test_yugioh_battle_phase_attacks_and_no_summons():
    found = _options(YUGIOH.replace("PHASE", "battle"), "Yugi", lang="de")
    attack = _cards(found, "attack")["Dark Magician"]
    assert attack["attacks"] == ["Blue-Eyes White Dragon"]  # not directly: Kaiba controls a monster
    assert "Pot of Greed" not in _cards(found, "activate")  # Spell Speed 1 outside the Main Phase
    main_phase = [f for f in found["forbidden"] if f["kind"] == "summon_refused"]
    assert len(main_phase) == 1  # the same reason for every monster in the hand is said once


def test_yugioh_a_chain_link_answer_needs_spell_speed_2():
    board = YUGIOH.replace("PHASE", "battle") + """attack: {attacker: Dark Magician, target: Blue-Eyes White Dragon}
"""
    found = _options(board, "Kaiba")
    assert "Mirror Force" in _cards(found, "activate")


def test_a_modal_spell_is_one_option_per_mode_with_its_own_targets():
    board = """
game: mtg
players:
  - {name: Alice, battlefield: [Plains], hand: [Healing Salve]}
  - {name: Bob, battlefield: [Grizzly Bears]}
turn: {active: Alice, step: precombat_main}
"""
    found = _options(board)
    salves = [o for o in found["options"] if o["card"] == "Healing Salve"]
    by_mode = {tuple(o["modes"]): set(o["targets"][0]) for o in salves}
    assert by_mode == {(1,): {"Alice", "Bob"}, (2,): {"Alice", "Bob", "Grizzly Bears"}}  # player / any target
    assert "gains 3 life" in salves[0]["text"]


def test_yugioh_damage_step_window_and_the_attack_declaration_window():
    board = """
game: yugioh
players:
  - name: Yugi
    monsters: [{card: Dark Magician, position: attack}]
    hand: [Mystical Space Typhoon]
    deck: 30
  - name: Kaiba
    monsters: [{card: Celtic Guardian, position: attack}]
    spells_traps: [{card: Mirror Force, set: true}, {card: Solemn Judgment, set: true}]
    deck: 30
turn: {active: Yugi, phase: battle, number: 3}
actions:
  - {attack: {attacker: Dark Magician, target: Celtic Guardian}}
  - {to: damage_step}
"""
    declared = _options(board.replace("  - {to: damage_step}\n", ""), "Kaiba")
    assert "Mirror Force" in _cards(declared, "activate")  # its condition: an attack was just declared
    damage_step = _options(board, "Kaiba")
    assert damage_step["options"] == []  # only Counter Traps and ATK/DEF changes, and none applies
    assert "Damage Step" in _why(damage_step, "Mirror Force")[0]["rules"]
    yugi = _options(board, "Yugi")
    assert not _cards(yugi, "attack") and not any(f["action"] == "attack" for f in yugi["forbidden"])


def test_an_invalid_scenario_reports_every_problem_as_judge_rule_does(capsys, tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("game: mtg\nplayerz: []\nturn: {stepp: upkeep}\n")
    assert main(["options", str(path)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) >= 2 and all(line.startswith(f"{path}:") for line in lines)
    assert main(["options", str(path), "--json"]) == 2
    assert len(json.loads(capsys.readouterr().out)["errors"]) >= 2
