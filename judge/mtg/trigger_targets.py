"""A triggered ability's targets, chosen as it goes on the stack (603.3d): what judge/mtg/trigger_rules.py
asks of the targeting rules (judge/mtg/targets.py) for an ability that has triggered, and only then.
"""

from __future__ import annotations

from judge.events import Decision
from judge.mtg import targets
from judge.mtg.state import Game, StackObject, Target


def choose_for_trigger(game: Game, obj: StackObject, distinct: bool = False) -> bool:
    """Choose targets for a triggered ability as it goes on the stack (603.3d).

    Without a scenario answer the first legal target is taken, preferring an
    opponent's; if a required target can't be chosen the ability is removed.
    `distinct`: the targets are one instance of "target" ("among one, two or three targets"),
    so none is chosen twice (115.3), and an optional one only if it isn't its controller's.
    """
    for spec in targets.specs(obj):
        options = targets.candidates(game, obj, spec)
        if distinct:
            chosen = {(t.kind, t.ref) for t in obj.targets}
            options = [t for t in options if (t.kind, t.ref) not in chosen and not (
                spec.optional and _belongs_to_controller(game, t, obj.controller))]
        options.sort(key=lambda t: _belongs_to_controller(game, t, obj.controller))
        if not options:
            if spec.optional:
                continue
            game.emit("trigger_without_target", rules=("603.3d",), terms=("target",),
                      source=obj.name)
            return False
        obj.targets.append(options[0])
        if len(options) > 1:
            game.decisions.append(Decision(
                chooser=obj.controller, kind="target", options=[targets.describe(game, t) for t in options],
                taken=targets.describe(game, options[0]), default=True, rules=("603.3d", "115.1"),
                subject=obj.source_name))
    return True


def _belongs_to_controller(game: Game, target: Target, controller: str) -> bool:
    if target.kind == "player":
        return target.ref == controller
    if target.kind == "card":
        found = game.graveyard_card(target.ref)
        return bool(found and found[0].name == controller)
    permanent = game.permanent(target.ref)
    return bool(permanent and permanent.controller == controller)
