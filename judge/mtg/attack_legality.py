"""Is a declared attacker legal? (508.1a-c, 506.2, 506.3, 302.6)

Each check is one requirement of the declaration, in the order a player
would meet it: the creature is there, is a creature, is the attacking
player's, is untapped, has been under their control since the turn began
(or has haste), has no defender and no "can't attack" restriction, and
attacks an opponent or a planeswalker an opponent controls.
"""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import characteristics, restrictions
from judge.mtg.declarations import DeclaredAttack, Refusal
from judge.mtg.state import Game


def default_defender(game: Game) -> str | None:
    """The player a creature attacks when the scenario doesn't say: the next opponent in turn order (506.2)."""
    order = game.apnap()[1:]
    return next((p.name for p in order if not p.lost), None)


def attacked(game: Game, declared: DeclaredAttack) -> tuple[str | None, str | None]:
    """(what is attacked: a player name or a planeswalker oid, the defending player) as declared."""
    if declared.attacks is None:
        defender = default_defender(game)
        return defender, defender
    if declared.attacks_player:
        return declared.attacks, declared.attacks
    permanent = game.permanent(declared.attacks)
    return declared.attacks, permanent.controller if permanent else None


def check(game: Game, declared: DeclaredAttack, already: set[str], tapped_ok: bool = False) -> Refusal | None:
    """None if this attack may be declared, else why not (`tapped_ok`: tapped by this very attack)."""
    creature = game.permanent(declared.creature)
    card = CardName(declared.name)
    if creature is None:
        return Refusal("attack_gone", ("508.1a",), ("attacking-creature",), {"card": card})
    if creature.oid in already:
        return Refusal("attack_twice", ("508.1a",), ("attacking-creature",), {"card": card})
    chars = characteristics.of(game, creature)
    active = game.active_player.name
    if "Creature" not in chars.types:
        return Refusal("attack_not_creature", ("506.3",), ("attacking-creature",), {"card": card})
    if creature.controller != active:
        return Refusal("attack_not_yours", ("506.2", "508.1a"), ("attacking-player",),
                       {"card": card, "player": active, "controller": creature.controller})
    if creature.tapped and not tapped_ok:
        return Refusal("attack_tapped", ("508.1a",), ("tapped", "attacking-creature"), {"card": card})
    if creature.sick and "haste" not in chars.keywords:
        return Refusal("attack_summoning_sick", ("302.6", "508.1a"), ("summoning-sickness", "haste"),
                       {"card": card})
    if "defender" in chars.keywords:
        return Refusal("attack_defender", ("508.1c", "702.3b"), ("defender",), {"card": card})
    restriction = restrictions.forbidding(game, creature, "attack")
    if restriction is not None:
        return Refusal("attack_restricted", ("508.1c",), ("attacking-creature",),
                       {"card": card, "source": CardName(restriction.source)})
    return _target_problem(game, declared, active)


def _target_problem(game: Game, declared: DeclaredAttack, active: str) -> Refusal | None:
    """Only an opponent, or a planeswalker an opponent controls, can be attacked (506.2, 506.3, 508.1b)."""
    card = CardName(declared.name)
    target, defender = attacked(game, declared)
    if target is None or defender is None:
        return Refusal("attack_nothing", ("506.2",), ("defending-player",), {"card": card})
    if declared.attacks is None or declared.attacks_player:
        if target == active:
            return Refusal("attack_self", ("506.2", "508.1b"), ("defending-player",),
                           {"card": card, "player": target})
        if game.player(target).lost:
            return Refusal("attack_nothing", ("506.2",), ("defending-player",), {"card": card})
        return None
    permanent = game.permanent(target)
    assert permanent is not None
    if "Planeswalker" not in characteristics.of(game, permanent).types:
        return Refusal("attack_not_attackable", ("506.3", "508.1b"), ("planeswalker",),
                       {"card": card, "target": permanent.name})
    if defender == active:
        return Refusal("attack_own_planeswalker", ("508.1b",), ("planeswalker",),
                       {"card": card, "target": permanent.name})
    return None
