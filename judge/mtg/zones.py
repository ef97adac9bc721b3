"""Moving objects between zones (400): the one path every zone change takes.

Replacement effects on zone changes (Rest in Peace, regeneration) and
leaves-the-battlefield triggers hook in here, so no caller moves a card by hand:
a spell leaving the stack here, a permanent leaving or entering the battlefield and a
card drawn, milled, discarded or taken from a graveyard in judge/mtg/zone_changes.py,
which builds on the moves here.
"""

from __future__ import annotations

import functools
from typing import Literal

from judge.cards.mtg_model import MtgCard
from judge.events import UNKNOWN_CARD
from judge.mtg import replaceable
from judge.mtg.state import Game, GameObject, Player, StackObject

Zone = Literal["graveyard", "exile", "hand", "library", "battlefield"]
ZONE_TERMS = {"graveyard": "graveyard", "exile": "exile", "hand": "hand",
              "library": "library", "battlefield": "battlefield"}


@functools.cache
def unnamed() -> MtgCard:
    """What a card of a library given as a count is, once it becomes an object (judge.piles).
    Made on first use: validating a card builds the card model, which most rulings never need."""
    return MtgCard(name=UNKNOWN_CARD, types=["Land"])


def unnamed_card(game: Game, owner: str) -> GameObject:
    """One of a library's unnamed cards as it becomes an object: drawn or found by a search."""
    return GameObject(game.new_oid("library-card"), unnamed(), owner)


def card_object(obj: GameObject) -> GameObject:
    """The same card as a new object in another zone (400.7)."""
    card = getattr(obj, "printed", None) or obj.card  # a copy leaves as the card it is (707.2)
    return GameObject(oid=obj.oid, card=card, owner=obj.owner, token=obj.token,
                      zone_changes=obj.zone_changes + 1)


def redirected(game: Game, obj: GameObject, to: Zone) -> Zone:
    """Where the object really goes, after zone-change replacement effects (614)."""

    return replaceable.zone_change_destination(game, obj, to)


def put(game: Game, obj: GameObject, to: Zone) -> GameObject:
    """The object as a new one in its owner's `to` zone (on top of a library)."""
    moved = card_object(obj)
    if moved.token:  # it ceases to exist there (704.5d, 111.7)
        game.sba_look_at_everything()
    owner = game.player(obj.owner)
    if to == "library":
        owner.library.put_on_top(moved)
    else:
        getattr(owner, to).append(moved)
    return moved


def replacement_rules(wanted: str, actual: str) -> tuple[str, ...]:
    """The rule that says so when a replacement effect sent it elsewhere (614.1a)."""
    return ("614.1a",) if wanted != actual else ()


def stack_to_zone(game: Game, obj: StackObject, to: Zone, rules: tuple[str, ...], reason: str) -> None:
    """A spell leaves the stack for its owner's `to` zone (608.2n, 701.6a); abilities just cease to exist."""
    game.leave_stack(obj)
    if obj.kind != "spell":
        return
    destination = redirected(game, obj, to)
    put(game, obj, destination)
    game.emit(f"spell_to_{destination}", rules=(*rules, *replacement_rules(to, destination)),
              terms=(ZONE_TERMS[destination],), card=obj.name, owner=obj.owner, reason=reason)


def take(holder: Player, zone: str, card: GameObject) -> None:
    """The card out of its holder's zone, where it was found."""
    getattr(holder, zone).remove(card)


def cast_from(game: Game, holder: Player, zone: str, card: GameObject) -> None:
    """The card leaves its zone as its spell is proposed (601.2a); the spell is a new object (400.7)."""
    take(holder, zone, card)
    game.touch()


