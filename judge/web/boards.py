"""Board snapshots (as the engines record them per step) arranged for drawing, for both games.

The engines record plain data: Magic's `final`-like block (players, battlefield, stack,
combat, step) and Yu-Gi-Oh!'s (players, field, chain, phase). Here each player's cards are
grouped into the rows a table shows them in, the players are ordered as at a table (the
opponent on top, the active player at the bottom), stack entries name their targets, and
`mark_changes` marks what a step changed; the template `macros/board.html` draws them and
names every zone in the page language. Everything is read with `.get`, because the engines grow
and a ruling stored today must still draw tomorrow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Magic battlefield rows, top to bottom as a player sits: creatures, other permanents, lands.
MTG_ROWS = ("creatures", "permanents", "lands")


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
    colors: list[str] = field(default_factory=list)
    kind: str = ""  # Yu-Gi-Oh! monster/spell/trap (the frame colour)
    targeted: bool = False  # a stack entry or Chain Link targets it
    changes: list[str] = field(default_factory=list)  # what the step did to it: entered, tapped, damaged...
    count: int = 1  # identical lands drawn once, with a count

    def same_look(self, other: CardView) -> bool:
        """Two cards drawn as one: same name and state, nothing on them, nothing happening to them."""
        return (self.name, self.tapped, self.token, self.sick) == (other.name, other.tapped, other.token, other.sick) \
            and not (self.damage or self.counters or self.attached or self.changes or self.targeted
                     or other.damage or other.counters or other.attached or other.changes or other.targeted)


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
    life_change: int = 0  # since the step before
    left: list[str] = field(default_factory=list)  # cards that left the battlefield or field in this step

    def cards(self) -> list[CardView]:
        """Every card of the player's rows, with the auras and equipment drawn on them."""
        return [card for _row, cards in self.rows for top in cards for card in (top, *top.attached)]

    def row(self, name: str) -> list[CardView]:
        """The cards of one row (empty when the player has none there)."""
        return next((cards for row, cards in self.rows if row == name), [])

    def shown_rows(self) -> list[tuple[str, list[CardView]]]:
        """The rows as drawn: identical lands (and other identical permanents) grouped with a count."""
        return [(row, group_identical(cards) if row not in ("monsters", "extra_monster") else cards)
                for row, cards in self.rows]


@dataclass
class BoardView:
    game: str
    players: list[PlayerView]  # as at a table: opponents first (on top), the active player last
    stack: list[dict[str, Any]]  # top first: what resolves next is listed first
    step: str | None = None
    active: str | None = None

    def extra_monster_zones(self) -> list[CardView | None]:
        """Yu-Gi-Oh!'s two shared Extra Monster Zones, left and right as the player at the bottom
        sees them: the bottom player's monster on the left, the opponent's on the right."""
        bottom, top = (self.players[-1], self.players[0]) if len(self.players) > 1 else (self.players[0], None)
        left = bottom.row("extra_monster")
        right = top.row("extra_monster") if top else []
        return [left[0] if left else None, right[0] if right else None]


def group_identical(cards: list[CardView]) -> list[CardView]:
    """Cards that look the same (five untapped Forests) drawn once with a count."""
    grouped: list[CardView] = []
    for card in cards:
        same = next((g for g in grouped if g.same_look(card)), None)
        if same is None:
            grouped.append(CardView(**{**card.__dict__}))
        else:
            same.count += 1
    return grouped


def mark_changes(before: BoardView, after: BoardView) -> None:
    """Mark on `after` what happened since `before`: cards that entered, were tapped or untapped,
    damaged, got counters, changed size or position; cards that left; life gained or lost."""
    old = {card.id: card for player in before.players for card in player.cards()}
    new_ids = set()
    for player in after.players:
        for card in player.cards():
            new_ids.add(card.id)
            card.changes = _card_changes(old.get(card.id), card)
    lives = {player.name: player.life for player in before.players}
    owners = {card.id: player.name for player in before.players for card in player.cards()}
    for player in after.players:
        previous = lives.get(player.name)
        if isinstance(player.life, int) and isinstance(previous, int):
            player.life_change = player.life - previous
        player.left = [card.name for card_id, card in old.items()
                       if card_id not in new_ids and owners[card_id] == player.name]


def _card_changes(old: CardView | None, new: CardView) -> list[str]:
    if old is None:
        return ["entered"]
    changes = []
    if new.tapped != old.tapped:
        changes.append("tapped" if new.tapped else "untapped")
    if new.damage > old.damage:
        changes.append("damaged")
    if new.counters != old.counters:
        changes.append("counters")
    if new.stats != old.stats:
        changes.append("stats")
    if new.face_down != old.face_down:
        changes.append("face_down" if new.face_down else "face_up")
    if new.defense != old.defense:
        changes.append("position")
    return changes


def _table_order(players: list[PlayerView]) -> list[PlayerView]:
    """The opponents on top, the active player at the bottom (as Arena and Cockatrice draw it)."""
    return [p for p in players if not p.active] + [p for p in players if p.active]


def _targets(board: BoardView, stack: list[dict[str, Any]]) -> None:
    """Mark every card a stack entry or Chain Link targets."""
    targeted = {ref for item in stack for ref in item["target_refs"]}
    for player in board.players:
        for card in player.cards():
            card.targeted = card.id in targeted


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
            zone=_mtg_row(item), colors=list(item.get("colors") or []),
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
    stack = _alike_once([_stack_item(entry) for entry in reversed(board.get("stack") or [])])
    view = BoardView("mtg", _table_order(players), stack, board.get("step"), board.get("active"))
    _targets(view, stack)
    return view


def _mtg_row(item: dict[str, Any]) -> str:
    types = item.get("types") or []
    if "Creature" in types or item.get("power") is not None:
        return "creatures"
    if "Land" in types:
        return "lands"
    return "permanents"


def _alike_once(stack: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Stack objects next to each other that are alike (same source, kind, controller and targets)
    listed once with their number (`count`): a Wrath of God on five Blood Artists puts 4 975
    triggers on the stack at once, one line each was 4 MB of a page."""
    listed: list[dict[str, Any]] = []
    for item in stack:
        if listed and {**listed[-1], "count": 1} == {**item, "count": 1}:
            listed[-1]["count"] += 1
        else:
            listed.append({**item, "count": 1})
    return listed


def _stack_item(entry: Any) -> dict[str, Any]:
    """A stack object or chain link: a bare name, or a mapping with name, controller, kind and targets."""
    if isinstance(entry, dict):
        targets = [t for t in entry.get("targets") or [] if isinstance(t, dict)]
        return {"name": str(entry.get("name") or entry.get("card") or "?"),
                "controller": entry.get("controller"), "kind": entry.get("kind"), "link": entry.get("link"),
                "targets": [str(t.get("name") or t.get("ref")) for t in targets],
                "target_refs": [str(t.get("ref")) for t in targets]}
    return {"name": str(entry), "controller": None, "kind": None, "link": None, "targets": [], "target_refs": []}


def _yugioh(board: dict[str, Any]) -> BoardView:
    cards = list(board.get("field") or [])
    players = []
    for name, data in (board.get("players") or {}).items():
        mine = [_yugioh_card(i, c) for i, c in enumerate(cards) if c.get("controller") == name]
        players.append(PlayerView(
            name=name, life=data.get("life"), lost=bool(data.get("lost")), active=name == board.get("active"),
            rows=[("monsters", [c for c in mine if c.zone == "monster"]),
                  ("extra_monster", [c for c in mine if c.zone == "extra_monster"]),
                  ("spells_traps", [c for c in mine if c.zone == "spell_trap"]),
                  ("field", [c for c in mine if c.zone not in ("monster", "extra_monster", "spell_trap")])],
            zones=[(zone, data.get(zone)) for zone in ("hand", "deck", "extra_deck", "graveyard", "banished")
                   if zone in data],
        ))
    chain = [_stack_item(entry) for entry in reversed(board.get("chain") or [])]
    view = BoardView("yugioh", _table_order(players), chain, board.get("phase") or board.get("step"),
                     board.get("active"))
    _targets(view, chain)
    return view


def _yugioh_card(index: int, item: dict[str, Any]) -> CardView:
    atk, def_ = item.get("atk"), item.get("def")
    stats = f"{atk} / {def_}" if atk is not None else ""
    return CardView(
        id=str(item.get("id", index)), name=str(item.get("name", "?")), face_down=bool(item.get("face_down")),
        defense=item.get("position") == "defense", stats=stats,
        zone="extra_monster" if item.get("extra_zone") else str(item.get("zone") or "monster"),
        counters=dict(item.get("counters") or {}), kind=str(item.get("kind") or ""),
    )
