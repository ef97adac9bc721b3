"""Moving objects between zones (400): the one path every zone change takes.

Replacement effects on zone changes (Rest in Peace, regeneration) and
leaves-the-battlefield triggers hook in here, so no caller moves a card by hand.
"""

from __future__ import annotations

from typing import Literal

from judge.events import UNKNOWN_CARD
from judge.mtg import triggers
from judge.mtg.state import Game, GameObject, Permanent, Player, StackObject

Zone = Literal["graveyard", "exile", "hand", "library", "battlefield"]
ZONE_TERMS = {"graveyard": "graveyard", "exile": "exile", "hand": "hand",
              "library": "library", "battlefield": "battlefield"}


def _card_object(obj: GameObject) -> GameObject:
    """The same card as a new object in another zone (400.7)."""
    return GameObject(oid=obj.oid, card=obj.card, owner=obj.owner, token=obj.token,
                      zone_changes=obj.zone_changes + 1)


def _destination(game: Game, obj: GameObject, to: Zone) -> Zone:
    """Where the object really goes, after zone-change replacement effects (614)."""
    from judge.mtg import replacement

    return replacement.zone_change_destination(game, obj, to)


def _put(game: Game, obj: GameObject, to: Zone) -> GameObject:
    moved = _card_object(obj)
    owner = game.player(obj.owner)
    if to == "library":
        owner.library.insert(0, moved)
    else:
        getattr(owner, to).append(moved)
    return moved


def leave_battlefield(game: Game, permanent: Permanent, to: Zone, rules: tuple[str, ...],
                      reason: str) -> GameObject | None:
    """Move a permanent from the battlefield to its owner's `to` zone.

    Emits the move, notes leaves-the-battlefield triggers (603.6c, 603.10a) and
    returns the new object (None if a token ceased to exist on the way).
    """
    destination = _destination(game, permanent, to)
    from judge.mtg import characteristics

    game.last_known[permanent.oid] = characteristics.of(game, permanent)  # for look-back triggers (603.10a)
    from judge.mtg import layer_cache

    layer_cache.forget(game, permanent)
    game.battlefield.remove(permanent)
    game.battlefield_changed()
    if game.combat is not None:
        game.combat.remove(permanent.oid)
    moved = _put(game, permanent, destination)
    game.emit(f"moved_to_{destination}", rules=(*rules, *_replacement_rules(to, destination)),
              terms=(ZONE_TERMS[destination], *(("token",) if permanent.token else ())),
              card=permanent.name, owner=permanent.owner, reason=reason,
              token=permanent.token)
    triggers.leaves_battlefield(game, permanent, destination)
    return moved


def _replacement_rules(wanted: str, actual: str) -> tuple[str, ...]:
    return ("614.1a",) if wanted != actual else ()


def stack_to_zone(game: Game, obj: StackObject, to: Zone, rules: tuple[str, ...], reason: str) -> None:
    """A spell leaves the stack for its owner's `to` zone (608.2n, 701.6a); abilities just cease to exist."""
    if obj in game.stack:
        game.stack.remove(obj)
    if obj.kind != "spell":
        return
    destination = _destination(game, obj, to)
    _put(game, obj, destination)
    game.emit(f"spell_to_{destination}", rules=(*rules, *_replacement_rules(to, destination)),
              terms=(ZONE_TERMS[destination],), card=obj.name, owner=obj.owner, reason=reason)


def enter_battlefield(game: Game, obj: GameObject, controller: str, rules: tuple[str, ...],
                      attached_to: str | None = None, tapped: bool = False) -> Permanent:
    """Put an object onto the battlefield as a new permanent (and note ETB triggers, 603.6a)."""
    permanent = Permanent(
        oid=obj.oid, card=obj.card, owner=obj.owner, token=obj.token,
        zone_changes=obj.zone_changes + 1, controller=controller,
        timestamp=game.timestamp(), sick=True, attached_to=attached_to, tapped=tapped,
    )
    from judge.mtg import replacement

    replacement.entering_battlefield(game, permanent)
    game.battlefield.append(permanent)
    game.battlefield_changed()
    game.touch()
    game.emit("enters_battlefield", rules=rules, terms=("enters-the-battlefield", "permanent"),
              card=permanent.name, controller=controller, tapped=permanent.tapped,
              counters=dict(permanent.counters))
    triggers.entered_battlefield(game, permanent)
    return permanent


def draw(game: Game, player_name: str, count: int, rules: tuple[str, ...]) -> None:
    """A player draws `count` cards, one at a time (121.1, 121.2); an empty library is noted (704.5b)."""
    player = game.player(player_name)
    for _ in range(count):
        if not player.library:
            player.drew_from_empty_library = True
            game.emit("draw_from_empty_library", rules=("121.3", "704.5b"),
                      terms=("draw", "library"), player=player.name)
            return  # the rest of the draws find it empty too; once is enough to lose (704.5b)
        card = player.library.pop(0)
        player.hand.append(_card_object(card))
        game.emit("card_drawn", rules=rules, terms=("draw",), player=player.name,
                  card=card.name if card.card.name != UNKNOWN_CARD else None)


def put_into_hand(game: Game, player: Player, card: GameObject, rules: tuple[str, ...], unknown: bool = False) -> None:
    """A card found in a library goes to its owner's hand; that is not a draw (121.1)."""
    player.hand.append(_card_object(card))
    game.emit("put_into_hand", rules=rules, terms=("hand",), player=player.name, card=card.name,
              reason="unknown" if unknown else "known")


def discard(game: Game, player_name: str, card: GameObject, rules: tuple[str, ...], reason: str) -> None:
    """Move a card from its owner's hand to their graveyard (701.9a)."""
    player = game.player(player_name)
    player.hand.remove(card)
    destination = _destination(game, card, "graveyard")
    _put(game, card, destination)
    game.emit("discarded", rules=(*rules, *_replacement_rules("graveyard", destination)),
              terms=("discard",), player=player.name, card=card.name, reason=reason)


