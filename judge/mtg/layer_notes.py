"""Steps that say what the layer system decided when it isn't what a reader expects (613.6, 613.8, 208.2a).

`characteristics.compute` leaves notes on the permanents concerned; each note becomes a step
once, when it first holds: a lord whose ability another effect removed first (dependency), a
static ability that never started to apply, a '*' power and toughness without the ability
that defined them.
"""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import board_index, characteristics
from judge.mtg.state import Game


def explain(game: Game) -> None:
    """Say each new note of the current characteristics (once per permanent and note)."""
    chars = characteristics.compute(game)
    for permanent in board_index.with_role(game, "statics"):  # notes are left on these only
        notes = chars[permanent.oid].notes
        for note in notes:
            key = ("layers", permanent.oid, permanent.zone_changes, note[0])
            if key in game.noted:
                continue
            game.noted.add(key)
            if note[0] == "dependency":
                game.emit("layer_dependency", rules=("613.8a", "613.8b", "613.6"),
                          terms=("dependency", "layer", "timestamp"), card=permanent.name, by=CardName(note[2]))
            elif note[0] == "inactive":
                game.emit("layer_effect_inactive", rules=("613.6", "613.1f"), terms=("layer", "static-ability"),
                          card=permanent.name)
            elif note[0] == "cda_lost":
                game.emit("cda_lost", rules=("208.2a", "613.4a", "604.3"),
                          terms=("characteristic-defining-ability", "power", "toughness"),
                          card=permanent.name, power=chars[permanent.oid].power,
                          toughness=chars[permanent.oid].toughness)
