"""The Markdown export of a ruling, with the starting board written out (judge.explain writes the
steps; the board, as the page draws it, is the web app's: judge/web/boards.py)."""

from __future__ import annotations

from typing import Any

from judge.explain.render import markdown_from_json
from judge.web.boards import BoardView, CardView, PlayerView
from judge.web.helpers import card_name
from judge.web.i18n import _


def _zone_names() -> dict[str, str]:
    return {"hand": _("Hand"), "library": _("Library"), "graveyard": _("Graveyard"), "exile": _("Exile"),
            "deck": _("Deck"), "extra_deck": _("Extra Deck"), "banished": _("Banished"),
            "creatures": _("Creatures"), "permanents": _("Other permanents"), "lands": _("Lands"),
            "monsters": _("Monster Zones"), "spells_traps": _("Spell & Trap Zones"), "field": _("Field Zone")}


def _card(card: CardView, game: str) -> str:
    text = card_name(card.name, game) + (f" ×{card.count}" if card.count > 1 else "")
    notes = [card.stats] if card.stats else []
    notes += [_("tapped")] if card.tapped else []
    notes += [_("face-down")] if card.face_down else []
    notes += [_("defense position")] if card.defense else []
    notes += [_("%(amount)s damage", amount=card.damage)] if card.damage else []
    notes += [_("with %(card)s", card=card_name(a.name, game)) for a in card.attached]
    return text + (f" ({', '.join(notes)})" if notes else "")


def _zone(value: Any, game: str) -> str:
    if isinstance(value, list):
        return ", ".join(card_name(str(name), game) for name in value) or "–"
    return "–" if value is None else str(value)


def _player(player: PlayerView, game: str) -> list[str]:
    names = _zone_names()
    head = f"- **{player.name}** ♥ {player.life}" + (f" · {_('active player')}" if player.active else "")
    lines = [head]
    lines += [f"  - {names.get(row, row)}: {', '.join(_card(c, game) for c in cards)}"
              for row, cards in player.shown_rows() if cards]
    lines.append("  - " + "; ".join(f"{names.get(zone, zone)}: {_zone(value, game)}" for zone, value in player.zones))
    return lines


def _stack_entry(item: dict[str, Any], game: str) -> str:
    text = card_name(item["name"], game) + (f" ({item['controller']})" if item["controller"] else "")
    return text + (f" → {', '.join(card_name(t, game) for t in item['targets'])}" if item["targets"] else "")


def board_markdown(board: BoardView) -> str:
    """The starting position as a Markdown list: each player's rows and zones, then the stack."""
    lines = [f"**{_('The starting position, before anything happens.')}**", ""]
    for player in board.players:
        lines += _player(player, board.game)
    stack_name = _("Chain") if board.game == "yugioh" else _("Stack")
    entries = [_stack_entry(item, board.game) for item in board.stack]
    lines.append(f"- {stack_name} {_('(top first)') if board.game == 'mtg' else _('(last link first)')}: "
                 + ("; ".join(entries) or _("empty")))
    return "\n".join(lines) + "\n"


def ruling_markdown(data: dict[str, Any], board: BoardView | None) -> str:
    """The ruling's Markdown (judge.explain) with the starting board after the answer."""

    text = markdown_from_json(data)
    if board is None:
        return text
    answer = f"**{data['summary']}**\n"
    return text.replace(answer, f"{answer}\n{board_markdown(board)}", 1)
