"""Board snapshots (as the engines record them per step) arranged for drawing, for both games.

The engines record plain data: Magic's `final`-like block (players, battlefield, stack,
combat, step) and Yu-Gi-Oh!'s (players, field, chain, phase). Here each player's cards are
grouped into the rows a table shows them in; the template `macros/board.html` draws them and
names every zone in the page language. Everything is read with `.get`, because the engines grow
and a ruling stored today must still draw tomorrow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Magic battlefield rows, top to bottom as a player sits: creatures, other permanents, lands.
MTG_ROWS = ("creatures", "permanents", "lands")
# Yu-Gi-Oh! field rows: Monster Zones, then Spell & Trap Zones with the Field Zone.
YUGIOH_ROWS = ("monsters", "spells_traps")


@dataclass
class CardView:
    """One card on the table, with what a judge needs to see at a glance."""

    id: str
    name: str
    tapped: bool = False
    token: bool = False
    face_down: bool = False
    defense: bool = False  # Yu-Gi-Oh! defense position (drawn sideways)
    stats: str = ""  # "5/5" or "2500 / 2100"
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    keywords: list[str] = field(default_factory=list)
    sick: bool = False
    attacking: str | None = None
    blocking: list[str] = field(default_factory=list)
    attached: list[CardView] = field(default_factory=list)
    zone: str = ""


@dataclass
class PlayerView:
    """A player's side of the table: life, the rows of cards, the other zones."""

    name: str
    life: Any = None
    poison: int = 0
    lost: bool = False
    active: bool = False
    rows: list[tuple[str, list[CardView]]] = field(default_factory=list)
    zones: list[tuple[str, Any]] = field(default_factory=list)  # (zone, a count or a list of names)


@dataclass
class BoardView:
    game: str
    players: list[PlayerView]
    stack: list[dict[str, Any]]  # top first: what resolves next is listed first
    step: str | None = None
    active: str | None = None


def board_view(board: dict[str, Any] | None, game: str) -> BoardView | None:
    """A snapshot grouped for drawing, or None when the ruling has no snapshot there."""
    if not board:
        return None
    if game == "yugioh":
        return _yugioh(board)
    return _mtg(board)


def _names_of(cards: list[dict[str, Any]]) -> dict[str, str]:
    return {str(c.get("id")): str(c.get("name", "?")) for c in cards if c.get("id") is not None}


def _mtg(board: dict[str, Any]) -> BoardView:
    permanents = list(board.get("battlefield") or [])
    names = _names_of(permanents)
    combat = board.get("combat") or {}
    attackers = combat.get("attackers") or {}
    blockers = combat.get("blockers") or {}
    views: dict[str, CardView] = {}
    controllers: dict[str, Any] = {}
    for index, item in enumerate(permanents):
        key = str(item.get("id", index))
        controllers[key] = item.get("controller")
        power, toughness = item.get("power"), item.get("toughness")
        target = attackers.get(key)
        views[key] = CardView(
            id=key, name=str(item.get("name", "?")), tapped=bool(item.get("tapped")),
            token=bool(item.get("token")), stats=f"{power}/{toughness}" if power is not None else "",
            damage=int(item.get("damage") or 0), counters=dict(item.get("counters") or {}),
            keywords=list(item.get("keywords") or []), sick=bool(item.get("sick")),
            attacking=names.get(str(target), str(target)) if target is not None else None,
            blocking=[names.get(str(a), str(a)) for a in blockers.get(key, [])],
            zone=_mtg_row(item),
        )
    for index, item in enumerate(permanents):  # auras and equipment are drawn with their host
        host = item.get("attached_to")
        if host is not None and str(host) in views:
            views[str(host)].attached.append(views.pop(str(item.get("id", index))))
    players = []
    for name, data in (board.get("players") or {}).items():
        mine = [view for key, view in views.items() if controllers[key] == name]
        players.append(PlayerView(
            name=name, life=data.get("life"), poison=int(data.get("poison") or 0), lost=bool(data.get("lost")),
            active=name == board.get("active"),
            rows=[(row, [v for v in mine if v.zone == row]) for row in MTG_ROWS],
            zones=[(zone, data.get(zone)) for zone in ("hand", "library", "graveyard", "exile") if zone in data],
        ))
    stack = [_stack_item(entry) for entry in reversed(board.get("stack") or [])]
    return BoardView("mtg", players, stack, board.get("step"), board.get("active"))


def _mtg_row(item: dict[str, Any]) -> str:
    types = item.get("types") or []
    if "Creature" in types or item.get("power") is not None:
        return "creatures"
    if "Land" in types:
        return "lands"
    return "permanents"


def _stack_item(entry: Any) -> dict[str, Any]:
    """A stack object or chain link: a bare name, or a mapping with name, controller and kind."""
    if isinstance(entry, dict):
        return {"name": str(entry.get("name") or entry.get("card") or "?"),
                "controller": entry.get("controller"), "kind": entry.get("kind")}
    return {"name": str(entry), "controller": None, "kind": None}


def _yugioh(board: dict[str, Any]) -> BoardView:
    cards = list(board.get("field") or [])
    players = []
    for name, data in (board.get("players") or {}).items():
        mine = [_yugioh_card(i, c) for i, c in enumerate(cards) if c.get("controller") == name]
        players.append(PlayerView(
            name=name, life=data.get("life"), lost=bool(data.get("lost")), active=name == board.get("active"),
            rows=[("monsters", [c for c in mine if c.zone == "monster"]),
                  ("spells_traps", [c for c in mine if c.zone != "monster"])],
            zones=[(zone, data.get(zone)) for zone in ("hand", "deck", "extra_deck", "graveyard", "banished")
                   if zone in data],
        ))
    chain = [_stack_item(entry) for entry in reversed(board.get("chain") or [])]
    return BoardView("yugioh", players, chain, board.get("phase") or board.get("step"), board.get("active"))


def _yugioh_card(index: int, item: dict[str, Any]) -> CardView:
    atk, def_ = item.get("atk"), item.get("def")
    stats = f"{atk} / {def_}" if atk is not None else ""
    return CardView(
        id=str(item.get("id", index)), name=str(item.get("name", "?")), face_down=bool(item.get("face_down")),
        defense=item.get("position") == "defense", stats=stats, zone=str(item.get("zone") or "monster"),
        counters=dict(item.get("counters") or {}),
    )
