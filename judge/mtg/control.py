"""Control-changing effects (layer 2, 613.1b): who controls each permanent now.

A permanent is controlled by the player it entered under (or the scenario lists it with), then
by each control-changing effect in timestamp order (613.7): a resolved "gain control of target
creature until end of turn" (Threaten) is locked to its creature; a static "you control enchanted
creature" (Mind Control) follows the Aura and ends when the Aura leaves. When an effect ends, the
permanent goes back to the controller the remaining effects give it. Each change is a step.
"""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import board_index, characteristics
from judge.mtg.state import Game, Permanent


def _static_control(game: Game) -> list[tuple[int, frozenset[str], str, str]]:
    """(timestamp, affected, new controller, source) of static 'you control enchanted creature'."""
    found = []
    for permanent in board_index.with_role(game, "statics"):
        for _, _, parts in characteristics.statics_of(game, permanent.card):
            for layer, _, who, _ in parts:
                if layer == "2" and who in ("enchanted", "equipped") and permanent.attached_to:
                    found.append((permanent.timestamp, frozenset({permanent.attached_to}), permanent.controller,
                                  permanent.card.name))
    return found


def update(game: Game, initial: bool = False) -> None:
    """Apply layer 2 and make every permanent's controller what it says (613.1b, 613.7).

    `initial`: the board as the scenario lists it, where the effects already applied: no step,
    and nobody's creature becomes summoning sick for it."""
    effects = [(e.timestamp, e.affected, e.controller, e.source_name) for e in game.effects if e.layer == "2"]
    effects += _static_control(game)
    if not effects and (not game.control_changed  # then everyone has their base controller
                        or all(p.controller == p.base_controller for p in game.battlefield)):
        return
    wanted: dict[str, tuple[str, str | None]] = {p.oid: (p.base_controller, None) for p in game.battlefield}
    for _, affected, controller, source in sorted(effects, key=lambda e: e[0]):
        for oid in affected:
            if oid in wanted:
                wanted[oid] = (controller, source)
    for permanent in list(game.battlefield):
        controller, source = wanted[permanent.oid]
        if controller != permanent.controller and not game.player(controller).lost:
            if initial:
                game.set_controller(permanent, controller, sick=False)
            else:
                _change(game, permanent, controller, source)


def _change(game: Game, permanent: Permanent, controller: str, source: str | None) -> None:
    game.set_controller(permanent, controller)
    if source is None:  # every effect that gave it to someone else has ended
        game.emit("control_ended", rules=("613.1b", "611.2a"), terms=("control", "continuous-effect"),
                  card=permanent.name, player=controller)
    else:
        game.emit("control_changed", rules=("613.1b", "613.7", "302.6"), terms=("control", "layer"),
                  card=permanent.name, player=controller, by=CardName(source))
