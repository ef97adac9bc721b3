"""Evasion abilities (509.1b): restrictions an attacking creature puts on what may block it.

Each check answers "may this blocker block this attacker?" for one ability:
flying and reach (702.9b, 702.17b), fear (702.36b), intimidate (702.13b),
landwalk (702.14c), protection (702.16f) and "can't be blocked". Menace
(702.111b) is about the number of blockers, so it is checked once all blocks
of an attacker are known. Evasion abilities are cumulative (509.1b): the
first one a blocker fails is reported.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.events import CardName, Keyword
from judge.mtg import characteristics, protection, restrictions
from judge.mtg.characteristics import Characteristics
from judge.mtg.declarations import Refusal
from judge.mtg.state import Game, Permanent

Check = Callable[[Game, Characteristics, Characteristics, str], "Refusal | None"]


def _flying(game: Game, attacker: Characteristics, blocker: Characteristics, defending: str) -> Refusal | None:
    if "flying" in attacker.keywords and not {"flying", "reach"} & blocker.keywords:
        return Refusal("block_flying", ("509.1b", "702.9b"), ("flying", "reach", "evasion-ability"))
    return None


def _fear(game: Game, attacker: Characteristics, blocker: Characteristics, defending: str) -> Refusal | None:
    if "fear" in attacker.keywords and "Artifact" not in blocker.types and "black" not in blocker.colors:
        return Refusal("block_fear", ("509.1b", "702.36b"), ("fear", "evasion-ability"))
    return None


def _intimidate(game: Game, attacker: Characteristics, blocker: Characteristics, defending: str) -> Refusal | None:
    if ("intimidate" in attacker.keywords and "Artifact" not in blocker.types
            and not set(attacker.colors) & set(blocker.colors)):
        return Refusal("block_intimidate", ("509.1b", "702.13b"), ("intimidate", "evasion-ability"))
    return None


def _lands(game: Game, player: str) -> list[tuple[Permanent, Characteristics]]:
    """The lands `player` controls, with their characteristics now: kept while nothing changes
    (`Game.lands_cache`), as every blocker of every landwalking attacker asks (500 blockers of 500
    Goblin Kings with mountainwalk walked a board of 1000 permanents each)."""
    key = (game.version, game.battlefield_changes, player)
    if game.lands_cache is None or game.lands_cache[0] != key:
        game.lands_cache = (key, _controlled_lands(game, player))
    return game.lands_cache[1]


def _controlled_lands(game: Game, player: str) -> list[tuple[Permanent, Characteristics]]:
    chars = characteristics.compute(game)
    return [(p, chars[p.oid]) for p in game.battlefield if p.controller == player and "Land" in chars[p.oid].types]


def _landwalk(game: Game, attacker: Characteristics, blocker: Characteristics, defending: str) -> Refusal | None:
    """A creature with [type]walk can't be blocked while the defending player controls such a land (702.14c)."""
    walks = sorted(k for k in attacker.keywords if k.endswith("walk"))
    lands = _lands(game, defending) if walks else []
    for keyword in walks:
        kind = keyword.removesuffix("walk")
        if kind == "nonbasic land":
            found = next((p for p, c in lands if "Basic" not in c.supertypes), None)
        else:
            found = next((p for p, c in lands if kind.capitalize() in c.subtypes), None)
        if found is not None:
            # A blocker with the same landwalk doesn't cancel it (702.14d).
            rules = ("509.1b", "702.14c", "702.14d") if keyword in blocker.keywords else ("509.1b", "702.14c")
            return Refusal("block_landwalk", rules, ("landwalk", "evasion-ability"),
                          {"keyword": Keyword(keyword), "land": found.name, "player": defending})
    return None


def _protection(game: Game, attacker: Characteristics, blocker: Characteristics, defending: str) -> Refusal | None:
    """An attacker with protection can't be blocked by creatures with the stated quality (702.16f)."""
    keyword = protection.protected_from(attacker.keywords, blocker.colors, blocker.types)
    if keyword is not None:
        return Refusal("block_protection", ("509.1b", "702.16f"), ("protection", "evasion-ability"),
                      {"keyword": Keyword(keyword)})
    return None


CHECKS: tuple[Check, ...] = (_flying, _fear, _intimidate, _landwalk, _protection)


def forbids(game: Game, attacker: Permanent, blocker: Permanent, defending: str) -> Refusal | None:
    """The first evasion ability or 'can't be blocked' effect that keeps `blocker` from blocking `attacker`."""
    unblockable = restrictions.forbidding(game, attacker, "be_blocked")
    if unblockable is not None:
        return Refusal("block_unblockable", ("509.1b",), ("block",), {"source": CardName(unblockable.source)})
    chars = characteristics.compute(game)
    for check in CHECKS:
        found = check(game, chars[attacker.oid], chars[blocker.oid], defending)
        if found is not None:
            return found
    return None


def needs_more_blockers(game: Game, attacker: Permanent, blockers: int) -> bool:
    """Menace: blocked by exactly one creature is not allowed (702.111b)."""
    return blockers == 1 and "menace" in characteristics.of(game, attacker).keywords
