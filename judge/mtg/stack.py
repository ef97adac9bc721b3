"""Priority and the stack (117, 405, 608): the loop that resolves spells and abilities.

Whenever a player would receive priority, state-based actions are performed and
waiting triggered abilities are put on the stack (117.5). When all players pass
in succession, the top object resolves (117.4, 405.5); then the active player
receives priority again (117.3b). A scenario describes what is already on the
stack; nobody casts anything new, so every player passes.
"""

from __future__ import annotations

from judge.cards.mtg_model import ActivatedAbility, TriggeredAbility
from judge.events import CardName, Listing
from judge.mtg import control, effects, layer_notes, play_outs, sba, targets, triggers, zones
from judge.mtg.limits import LoopDetected
from judge.mtg.state import Game, StackObject
from judge.parts import Parts

# The modes of a modal object, delayed triggers and "you may" abilities, imported for the first one that
# resolves (start-up; a delayed trigger was made by judge.mtg.delayed, which its effect imported); the
# battlefield's zone changes for the first permanent spell that resolves.
parts = Parts(modes="judge.mtg.modes", delayed="judge.mtg.delayed", optional="judge.mtg.optional",
              zone_changes="judge.mtg.zone_changes")

MAX_RESOLUTIONS = 1000  # a stack that keeps refilling itself is a loop (104.4b)


def before_priority(game: Game) -> None:
    """What happens each time a player would receive priority (117.5, 704.3, 603.3)."""
    while True:
        control.update(game)  # a control-changing effect that ended, or an Aura that left (613.1b)
        layer_notes.explain(game)  # what the layers decided, before state-based actions act on it
        acted = sba.check(game)
        placed = triggers.put_on_stack(game, resolve_stack)
        if not acted and (not placed or not game.pending_triggers):
            # Putting abilities on the stack changes nothing state-based actions look at: unless
            # that made something else trigger (a target chosen), they would find nothing again.
            return


def resolve_stack(game: Game) -> None:
    """Let all players pass in succession until the stack is empty.

    A choice made on the way is played out on copies until their stack is empty too; the game's
    own state at the end is the outcome of the option it took (judge.mtg.play_outs.plays_on).
    """
    with play_outs.plays_on(game, play_outs.STACK):
        resolutions = 0
        before_priority(game)
        while game.stack and not game_over(game):
            resolutions += 1
            if resolutions > MAX_RESOLUTIONS:
                raise LoopDetected
            top = game.stack[-1]
            game.emit("all_pass", rules=("117.4", "405.5"), terms=("priority", "stack", "resolve"),
                      card=label(top), kind=top.kind, player=game.active_player.name)
            resolve_top(game)
            before_priority(game)


def game_over(game: Game) -> bool:
    """At most one player is left in the game (104.2a)."""
    return sum(1 for p in game.players if not p.lost) <= 1 and len(game.players) > 1


def label(obj: StackObject) -> CardName:
    return CardName(obj.source_name or obj.card.name) if obj.kind != "spell" else obj.name


def resolve_top(game: Game) -> None:
    """Resolve the top object of the stack (608.2, 608.3)."""
    obj = game.stack[-1]
    legal = targets.legal_targets(game, obj)
    if obj.targets and all(t is None for t in legal):
        _fizzle(game, obj)
        return
    for target, still in zip(obj.targets, legal, strict=True):
        if still is None:
            game.emit("target_illegal_partial", rules=("608.2b",), terms=("target",),
                      card=label(obj), target=targets.describe(game, target))
    if obj.kind == "spell" and _is_permanent_spell(obj):
        _resolve_permanent_spell(game, obj, legal)
        return
    if obj.kind != "spell" and obj.source and game.permanent(obj.source) is None:
        game.emit("source_gone", rules=("113.7a",), terms=("ability", "source"), card=label(obj))
    if obj.modes is not None:  # only the modes chosen as it was cast happen (700.2)
        game.emit("resolves", rules=("608.2", "608.2c", "700.2"), terms=("resolve", "modal"), card=label(obj),
                  summary=True, **parts.modes.resolution_params(obj))
        if _done(game, obj):
            for mode_effects, mode_targets in parts.modes.instructions(obj, legal):
                effects.run(effects.Context(game, obj, mode_targets), mode_effects)
    else:
        game.emit("resolves", rules=("608.2", "608.2c"), terms=("resolve",), card=label(obj),
                  kind="delayed" if obj.delayed is not None else obj.kind, summary=True)
        if obj.delayed is not None:
            parts.delayed.check_objects(game, obj)  # what it can no longer find (603.7c)
        if _done(game, obj):  # "you may": chosen now (603.5)
            effects.run(effects.Context(game, obj, legal), _effects_of(obj))
    if obj.kind == "spell":
        if obj in game.stack:  # still there (608.2n)
            zones.stack_to_zone(game, obj, "graveyard", ("608.2n",), reason="resolved")
    elif game.leave_stack(obj):
        game.emit("ability_leaves_stack", rules=("608.2n",), terms=("ability",), card=label(obj))


def _done(game: Game, obj: StackObject) -> bool:
    """Whether the resolving object does what it says: only a triggered ability can say "you may" and
    leave it to its controller as it resolves (603.5, judge.mtg.optional)."""
    return obj.kind != "triggered" or parts.optional.use(game, obj, resolve_stack)


def _fizzle(game: Game, obj: StackObject) -> None:
    """Every target is illegal: the spell or ability doesn't resolve (608.2b); a permanent
    spell with a target (an Aura) doesn't become a permanent either (608.3b)."""
    rules = ("608.3b", "608.2b") if obj.kind == "spell" and _is_permanent_spell(obj) else ("608.2b",)
    game.emit("does_not_resolve", rules=rules, terms=("target", "resolve"), card=label(obj),
              target=Listing((targets.describe(game, t) for t in obj.targets), conjunction=True), summary=True)
    if obj.kind == "spell":
        zones.stack_to_zone(game, obj, "graveyard", rules, reason="fizzled")
    else:
        game.leave_stack(obj)


def _is_permanent_spell(obj: StackObject) -> bool:
    return bool({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}
                & set(obj.card.types))


def _resolve_permanent_spell(game: Game, obj: StackObject, legal: list) -> None:
    """A permanent spell's card enters the battlefield (608.3a); an Aura attached to its target (608.3c)."""
    game.leave_stack(obj)
    attached = legal[0].ref if obj.card.enchant is not None and legal and legal[0] else None
    game.emit("resolves", rules=("608.3", "608.3a" if attached is None else "608.3c"),
              terms=("resolve", "permanent"), card=obj.name, kind="permanent_spell", summary=True)
    parts.zone_changes.enter_battlefield(game, obj, obj.controller, ("608.3a",), attached_to=attached)


def _effects_of(obj: StackObject) -> list:
    if obj.delayed is not None:  # a delayed triggered ability does what its creator said (603.7)
        return list(obj.delayed.effects)
    if obj.kind == "spell":
        return list(obj.card.spell.effects) if obj.card.spell else []
    ability = obj.card.abilities[obj.ability_index]
    if isinstance(ability, ActivatedAbility | TriggeredAbility):
        return list(ability.effects)
    return []
