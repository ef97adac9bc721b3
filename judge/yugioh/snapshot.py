"""The Duel as plain data: the contract's `final` block, the outcome, and board drawings per step.

`board()` is what a step-through view draws after each event (docs/architecture.md):
the `final` block plus the phase, the turn player, the Chain (link number, card,
controller, Spell Speed) and the current attack.
"""

from __future__ import annotations

from typing import Any

from judge.yugioh import stats
from judge.yugioh.state import Card, Duel


def _field_card(duel: Duel, card: Card) -> dict[str, Any]:
    is_monster = card.zone == "monster"
    atk, def_ = stats.atk_def(duel, card) if is_monster else (None, None)
    drawn = {
        "id": card.oid, "name": card.card.name, "controller": card.controller, "owner": card.owner,
        "zone": card.zone, "position": card.position if is_monster else None, "face_down": card.face_down,
        "atk": atk, "def": def_, "equipped_to": card.equipped_to, "kind": card.card.kind,
    }
    if card.extra_zone:  # only then, so every other card's data stays as it was
        drawn["extra_zone"] = True
    return drawn


def final_state(duel: Duel) -> dict[str, Any]:
    """The contract's `final` for Yu-Gi-Oh!: duelists' zones and every card on the field."""
    return {
        "players": {
            d.name: {
                "life": d.life, "hand": [c.card.name for c in d.hand],
                "graveyard": [c.card.name for c in d.graveyard],
                "banished": [c.card.name for c in d.banished], "deck": len(d.deck),
                "extra_deck": [c.card.name for c in d.extra_deck], "lost": d.lost,
            }
            for d in duel.duelists
        },
        "field": [_field_card(duel, c) for c in _field_order(duel)],
        "chain": [link.card.card.name for link in duel.chain],
    }


def _field_order(duel: Duel) -> list[Card]:
    """Duelist by duelist: monsters, then Spells/Traps, then the Field Spell."""
    order = {"monster": 0, "spell_trap": 1, "field": 2}
    index = {d.name: d.index for d in duel.duelists}
    return sorted(duel.field_cards, key=lambda c: (index[c.controller], order[c.zone]))


def board(duel: Duel) -> dict[str, Any]:
    """A drawing of the board right now, for step-through views."""
    state = final_state(duel)
    state["chain"] = [
        {"link": link.number, "card": link.card.card.name, "controller": link.controller,
         "spell_speed": link.spell_speed, "negated": link.negated,
         "targets": [{"kind": "card", "ref": t.oid, "name": t.name} for t in link.targets]}
        for link in duel.chain
    ]
    state["phase"] = duel.phase
    state["active"] = duel.turn_player.name
    state["turn"] = duel.turn_number
    attack = duel.attack
    state["attack"] = None if attack is None else {
        "attacker": attack.attacker.oid, "target": attack.target.oid if attack.target else "direct"}
    return state


def outcome(duel: Duel) -> dict[str, Any]:
    """Winners, losers, and whether the Duel ended in a draw (both lost at once: nobody wins or loses)."""
    losers = [d.name for d in duel.duelists if d.lost]
    winners = [d.name for d in duel.duelists if d.won]
    return {"winners": winners, "losers": losers, "draw": duel.finished and not winners and not losers}
