"""Is a declared block legal? (509.1a, 509.1b, 702.111b)

A block is checked on its own first: the blocker is there, is a creature the
defending player controls, is untapped, blocks only this one attacker, which
is attacking that player or their planeswalker; no "can't block" restriction
and no evasion ability of the attacker stands in the way. Then the blocks of
each attacker are checked together for menace (two or more blockers needed).
"""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import characteristics, evasion, restrictions
from judge.mtg.declarations import DeclaredBlock, Refusal
from judge.mtg.state import Game


def check(game: Game, declared: DeclaredBlock, blocking: dict[str, list[str]],
          tapped_ok: bool = False) -> Refusal | None:
    """None if this block may be declared (given the blocks already accepted), else why not
    (`tapped_ok`: the block was made before the described moment, the blocker tapped since)."""
    combat = game.combat
    values = {"card": CardName(declared.name), "attacker": CardName(declared.blocks_name)}
    blocker = game.permanent(declared.creature)
    if blocker is None:
        return Refusal("block_gone", ("509.1a",), ("blocking-creature",), values)
    attacker = game.permanent(declared.blocks)
    if attacker is None or declared.blocks not in combat.attackers:
        return Refusal("block_not_attacking", ("509.1a",), ("attacking-creature",), values)
    defending = combat.defenders[declared.blocks]
    chars = characteristics.of(game, blocker)
    if "Creature" not in chars.types:
        return Refusal("block_not_creature", ("506.3",), ("blocking-creature",), values)
    if blocker.controller != defending:
        return Refusal("block_not_defending", ("509.1a",), ("defending-player",),
                       {**values, "player": defending, "controller": blocker.controller})
    if blocker.tapped and not tapped_ok:
        return Refusal("block_tapped", ("509.1a",), ("tapped", "blocking-creature"), values)
    if blocking.get(blocker.oid):
        already = game.permanent(blocking[blocker.oid][0])
        return Refusal("block_twice", ("509.1a",), ("blocking-creature",),
                       {**values, "other": already.name if already else declared.blocks_name})
    restriction = restrictions.forbidding(game, blocker, "block")
    if restriction is not None:
        return Refusal("block_restricted", ("509.1b",), ("blocking-creature",),
                       {**values, "source": CardName(restriction.source)})
    evaded = evasion.forbids(game, attacker, blocker, defending)
    if evaded is not None:
        return Refusal(evaded.kind, evaded.rules, evaded.terms, {**values, **evaded.params})
    return None


def menace_refusal(game: Game, attacker_oid: str, blocker_names: list[str]) -> Refusal | None:
    """Blocks of one attacker taken together: a creature with menace needs two or more blockers (702.111b)."""
    attacker = game.permanent(attacker_oid)
    if attacker is None or not evasion.needs_more_blockers(game, attacker, len(blocker_names)):
        return None
    return Refusal("block_menace", ("509.1b", "702.111b"), ("menace", "evasion-ability"),
                   {"card": CardName(blocker_names[0]), "attacker": attacker.name})
