"""Steps that say what the layer system decided when it isn't what a reader expects (613.6, 613.8,
305.7, 208.5).

`characteristics.compute` leaves notes on the permanents concerned; each note becomes a step
once, when it first holds: a static ability another effect removed first (dependency), an effect
that waited for a later one it depends on, a static ability that never started to apply, a
land whose rules text a land-type-setting effect took away, a '*' power and toughness without the
ability that defined them. Layer 4 notes (type-changing) and layer 6 notes (ability-removing)
cite their own rules.
"""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import board_index, characteristics
from judge.mtg.state import Game, Permanent

# The rules a note of a layer rests on: layer 4 removes abilities only by setting a land type (305.7).
_LAYER_RULE = {"4": ("613.1d", "305.7"), "6": ("613.1f",)}


def explain(game: Game) -> None:
    """Say each new note of the current characteristics (once per permanent and note). A copy playing
    an option out says nothing: only its end state is read (judge.mtg.forecast)."""
    if game.simulating:
        return
    chars = characteristics.compute(game)
    for permanent in board_index.with_role(game, "statics"):  # notes are left on these only
        c = chars[permanent.oid]
        for note in c.notes:
            # One step per note kind, and per land for a land that lost its rules text.
            key = ("layers", permanent.oid, permanent.zone_changes, *note[:1],
                   *(note[2:3] if note[0] == "rules_text_lost" else ()))
            if key in game.noted:
                continue
            game.noted.add(key)
            _say(game, permanent, c, note)


def _say(game: Game, permanent: Permanent, c: characteristics.Characteristics, note: tuple[str, ...]) -> None:
    kind = "land_type" if note[1:2] == ("4",) else "abilities"
    layer_rules = _LAYER_RULE.get(note[1], ()) if len(note) > 1 else ()
    if note[0] == "dependency":
        game.emit("layer_dependency", rules=("613.8a", "613.8b", "613.6", *layer_rules),
                  terms=("dependency", "layer", "timestamp"), card=permanent.name, by=CardName(note[2]), kind=kind)
    elif note[0] == "waited":
        game.emit("layer_dependency", rules=("613.8a", "613.8b", "613.8c", *layer_rules[:1]),
                  terms=("dependency", "layer", "timestamp"), card=permanent.name, by=CardName(note[2]),
                  kind="applies_to" if note[1] == "4" else "applies_to_abilities")
    elif note[0] == "inactive":
        game.emit("layer_effect_inactive", rules=("613.6", *layer_rules), terms=("layer", "static-ability"),
                  card=permanent.name, kind=kind)
    elif note[0] == "rules_text_lost":
        game.emit("land_type_set", rules=("305.7", "613.1d", "305.6"), terms=("basic-land-type", "layer"),
                  card=CardName(note[2]), by=permanent.name)
    elif note[0] == "continues":
        game.emit("layer_effect_continues", rules=("613.6",), terms=("layer", "static-ability"), card=permanent.name)
    elif note[0] == "overrides":
        game.emit("layer_timestamp_order", rules=("613.7", "613.4b", "613.8a"), terms=("layer", "timestamp"),
                  card=permanent.name, by=CardName(note[2]), target=CardName(note[3]))
    elif note[0] == "cda_lost":
        game.emit("cda_lost", rules=("208.5", "208.2a", "613.1f", "613.4a"),
                  terms=("characteristic-defining-ability", "power", "toughness"),
                  card=permanent.name, power=c.power, toughness=c.toughness)
