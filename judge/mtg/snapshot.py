"""The game state as plain data: the contract's `final` block and board drawings per step."""

from __future__ import annotations

from typing import Any

from judge.mtg import characteristics
from judge.mtg.player_rules import applies
from judge.mtg.state import Game, Permanent


def _permanent(game: Game, permanent: Permanent, chars: characteristics.Characteristics) -> dict[str, Any]:
    return {
        "id": permanent.oid, "name": permanent.card.name, "controller": permanent.controller,
        "owner": permanent.owner, "power": chars.power, "toughness": chars.toughness,
        "damage": permanent.damage, "tapped": permanent.tapped,
        "counters": dict(sorted(permanent.counters.items())), "attached_to": permanent.attached_to,
        "token": permanent.token, "types": list(chars.types), "subtypes": list(chars.subtypes),
        "keywords": sorted(chars.keywords), "sick": permanent.sick, "colors": list(chars.colors),
    }


def final_state(game: Game) -> dict[str, Any]:
    """The contract's `final`: players' zones, the battlefield, the stack."""
    chars = characteristics.compute(game)
    return {
        "players": {
            p.name: {
                "life": p.life, "poison": p.poison,
                "hand": [c.card.name for c in p.hand],
                "graveyard": [c.card.name for c in p.graveyard],
                "exile": [c.card.name for c in p.exile],
                "library": len(p.library), "lost": p.lost,
            }
            for p in game.players
        },
        "battlefield": [_permanent(game, p, chars[p.oid]) for p in game.battlefield],
        "stack": [obj.source_name if obj.kind != "spell" else obj.card.name for obj in game.stack],
    }


def board(game: Game) -> dict[str, Any]:
    """A drawing of the board right now, for step-through views."""
    state = final_state(game)
    state["stack"] = [
        {"id": o.oid, "name": o.card.name if o.kind == "spell" else o.source_name,
         "kind": o.kind, "controller": o.controller,
         "targets": [{"kind": t.kind, "ref": t.ref, "name": t.name} for t in o.targets]}
        for o in game.stack
    ]
    state["step"] = game.step
    state["active"] = game.active_player.name
    if game.combat is not None:
        state["combat"] = {"attackers": dict(game.combat.attackers),
                           "blockers": {k: list(v) for k, v in game.combat.blockers.items()}}
    return state


def outcome(game: Game) -> dict[str, Any]:
    """Winners and losers (104.2a: a player wins when all opponents have lost)."""

    losers = [p.name for p in game.players if p.lost]
    alive = [p for p in game.players if not p.lost]
    winners = []
    if losers and len(alive) == 1 and not applies(game, "opponents_cant_win", alive[0].name):
        winners = [alive[0].name]
    result: dict[str, Any] = {"winners": winners, "losers": losers}
    if losers and not alive:
        result["draw"] = True  # all remaining players lost at once (104.4a)
    return result
