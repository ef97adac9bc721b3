"""Board snapshots grouped for drawing: rows per player, attachments with their host, stack top first."""

from __future__ import annotations

from judge.web.boards import board_view

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
    "stack": [{"id": "s1", "name": "Shock", "kind": "spell", "controller": "Bob"},
              {"id": "s2", "name": "Giant Growth", "kind": "spell", "controller": "Alice"}],
    "step": "declare_blockers", "active": "Alice",
    "combat": {"attackers": {"bears": "Bob"}, "blockers": {"wall": ["bears"]}},
}


def test_mtg_board_rows_and_marks() -> None:
    view = board_view(MTG_BOARD, "mtg")
    alice, bob = view.players
    assert alice.active and not bob.active and alice.life == 18 and alice.poison == 1
    rows = dict(alice.rows)
    bears = rows["creatures"][0]
    assert bears.tapped and bears.stats == "2/2" and bears.damage == 1 and bears.counters == {"+1/+1": 1}
    assert [a.name for a in bears.attached] == ["Unholy Strength"] and rows["permanents"] == []
    assert [c.name for c in rows["lands"]] == ["Forest"]
    assert bears.attacking == "Bob" and dict(bob.rows)["creatures"][0].blocking == ["Grizzly Bears"]
    assert [s["name"] for s in view.stack] == ["Giant Growth", "Shock"]  # top first
    assert ("library", 40) in alice.zones


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
    yugi = view.players[0]
    monsters = dict(yugi.rows)["monsters"]
    assert monsters[0].stats == "2500 / 2100" and not monsters[0].defense
    assert monsters[1].defense and monsters[1].face_down
    assert [c.name for c in dict(yugi.rows)["spells_traps"]] == ["Yami"]
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
    assert "Kettenglied 1" in html and "verdeckt" in html and "Verteidigungsposition" in html and "1400 / 1200" in html
