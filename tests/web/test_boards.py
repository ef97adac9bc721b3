"""Board snapshots grouped for drawing: rows per player, attachments with their host, stack top first,
the opponent on top, identical lands grouped, targets and what a step changed marked."""

from __future__ import annotations

import copy

from judge.web.boards import board_view, mark_changes

MTG_BOARD = {
    "players": {"Alice": {"life": 18, "poison": 1, "hand": ["Shock"], "graveyard": [], "exile": [], "library": 40},
                "Bob": {"life": 20, "hand": [], "graveyard": ["Shock"], "exile": [], "library": 39}},
    "battlefield": [
        {"id": "bears", "name": "Grizzly Bears", "controller": "Alice", "power": 2, "toughness": 2, "damage": 1,
         "tapped": True, "types": ["Creature"], "counters": {"+1/+1": 1}},
        {"id": "aura", "name": "Unholy Strength", "controller": "Alice", "attached_to": "bears",
         "types": ["Enchantment"]},
        {"id": "forest", "name": "Forest", "controller": "Alice", "types": ["Land"]},
        {"id": "wall", "name": "Wall of Stone", "controller": "Bob", "power": 0, "toughness": 8,
         "types": ["Creature"]},
    ],
    "stack": [{"id": "s1", "name": "Shock", "kind": "spell", "controller": "Bob",
               "targets": [{"kind": "permanent", "ref": "bears", "name": "Grizzly Bears"}]},
              {"id": "s2", "name": "Giant Growth", "kind": "spell", "controller": "Alice"}],
    "step": "declare_blockers", "active": "Alice",
    "combat": {"attackers": {"bears": "Bob"}, "blockers": {"wall": ["bears"]}},
}


def test_mtg_board_rows_and_marks() -> None:
    view = board_view(MTG_BOARD, "mtg")
    bob, alice = view.players  # the opponent on top, the active player at the bottom
    assert alice.active and not bob.active and alice.life == 18 and alice.poison == 1
    rows = dict(alice.rows)
    bears = rows["creatures"][0]
    assert bears.tapped and bears.stats == "2/2" and bears.damage == 1 and bears.counters == {"+1/+1": 1}
    assert [a.name for a in bears.attached] == ["Unholy Strength"] and rows["permanents"] == []
    assert [c.name for c in rows["lands"]] == ["Forest"]
    assert bears.attacking == "Bob" and dict(bob.rows)["creatures"][0].blocking == ["Grizzly Bears"]
    assert [s["name"] for s in view.stack] == ["Giant Growth", "Shock"]  # top first
    assert ("library", 40) in alice.zones
    assert view.stack[1]["targets"] == ["Grizzly Bears"] and bears.targeted
    assert not dict(bob.rows)["creatures"][0].targeted


def test_identical_lands_are_grouped_unless_something_sets_one_apart() -> None:
    board = copy.deepcopy(MTG_BOARD)
    board["battlefield"] += [{"id": f"forest-{n}", "name": "Forest", "controller": "Alice", "types": ["Land"]}
                             for n in range(2, 5)]
    board["battlefield"].append({"id": "forest-5", "name": "Forest", "controller": "Alice", "types": ["Land"],
                                 "tapped": True})
    alice = board_view(board, "mtg").players[1]
    lands = dict(alice.shown_rows())["lands"]
    assert [(c.name, c.count, c.tapped) for c in lands] == [("Forest", 4, False), ("Forest", 1, True)]
    assert len(dict(alice.rows)["lands"]) == 5  # the rows themselves keep every card


def test_changes_between_two_steps() -> None:
    before = board_view(MTG_BOARD, "mtg")
    later = copy.deepcopy(MTG_BOARD)
    later["players"]["Bob"]["life"] = 17
    wall = later["battlefield"][3]
    wall["damage"] = 2
    later["battlefield"][2]["tapped"] = True  # the Forest
    later["battlefield"].pop(1)  # Unholy Strength left
    later["battlefield"].append({"id": "elf", "name": "Llanowar Elves", "controller": "Bob", "power": 1,
                                 "toughness": 1, "types": ["Creature"]})
    after = board_view(later, "mtg")
    mark_changes(before, after)
    bob, alice = after.players
    changes = {c.name: c.changes for p in after.players for c in p.cards()}
    assert changes == {"Grizzly Bears": [], "Forest": ["tapped"], "Wall of Stone": ["damaged"],
                       "Llanowar Elves": ["entered"]}
    assert bob.life_change == -3 and alice.life_change == 0
    assert alice.left == ["Unholy Strength"] and bob.left == []


def test_yugioh_board() -> None:
    board = {
        "players": {"Yugi": {"life": 8000, "hand": [], "graveyard": [], "banished": [], "deck": 30,
                             "extra_deck": []},
                    "Kaiba": {"life": 7000, "hand": [], "graveyard": ["Mirror Force"], "banished": [], "deck": 30,
                              "extra_deck": []}},
        "field": [
            {"name": "Dark Magician", "controller": "Yugi", "zone": "monster", "position": "attack",
             "face_down": False, "atk": 2500, "def": 2100},
            {"name": "Celtic Guardian", "controller": "Yugi", "zone": "monster", "position": "defense",
             "face_down": True, "atk": 1400, "def": 1200},
            {"name": "Yami", "controller": "Yugi", "zone": "field", "face_down": False},
        ],
        "chain": [{"name": "Mirror Force", "controller": "Kaiba"}, "Seven Tools of the Bandit"],
        "phase": "battle", "active": "Yugi",
    }
    view = board_view(board, "yugioh")
    yugi = view.players[1]  # the turn player at the bottom
    monsters = dict(yugi.rows)["monsters"]
    assert monsters[0].stats == "2500 / 2100" and not monsters[0].defense
    assert monsters[1].defense and monsters[1].face_down
    assert [c.name for c in dict(yugi.rows)["field"]] == ["Yami"]
    assert [s["name"] for s in view.stack] == ["Seven Tools of the Bandit", "Mirror Force"]
    assert view.step == "battle" and ("deck", 30) in yugi.zones


def test_no_board() -> None:
    assert board_view(None, "mtg") is None and board_view({}, "yugioh") is None


def test_yugioh_board_draws(app) -> None:
    """The template draws a Yu-Gi-Oh! board with chain links and face-down cards."""
    from flask import render_template_string

    board = {"players": {"Yugi": {"life": 8000}}, "chain": ["Mirror Force"],
             "field": [{"name": "Celtic Guardian", "controller": "Yugi", "zone": "monster", "position": "defense",
                        "face_down": True, "atk": 1400, "def": 1200}]}
    with app.test_request_context("/?lang=de"):
        html = render_template_string('{% from "macros/board.html" import board %}{{ board(view) }}',
                                      view=board_view(board, "yugioh"))
    assert html.count('class="slot slot-monsters"') == 5  # the five Monster Zones, empty ones too
    assert "Kettenglied 1" in html and "verdeckt" in html and "Verteidigungsposition" in html and "1400 / 1200" in html
