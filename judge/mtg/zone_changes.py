"""Permanents leaving and entering the battlefield, and the cards a player draws, mills, discards or
takes from a graveyard (400, 603.6a, 603.10a): the zone changes after the simplest, a spell
leaving the stack (judge/mtg/zones.py, which the moves here use for where a card really goes).

A ruling whose creatures all survive and whose players draw nothing never needs them: the stack
and the state-based actions reach this module through their parts tables, the other callers
(each imported on demand itself) directly (start-up).
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.events import UNKNOWN_CARD, Decision, Listing
from judge.mtg import characteristics, layer_cache, replaceable, triggers, zones
from judge.mtg.state import Game, GameObject, Permanent, Player
from judge.parts import Parts

# Auras and copies, imported for the first permanent that enters (start-up: a stack of instants has none).
parts = Parts(attachment="judge.mtg.attachment", copies="judge.mtg.copies")


@dataclass
class Departure:
    """One permanent leaving the battlefield as part of a single event."""

    permanent: Permanent
    to: zones.Zone
    rules: tuple[str, ...]
    reason: str
    announced: bool = False  # the step that caused it already says where it goes (a state-based action)


def leave_battlefield(game: Game, permanent: Permanent, to: zones.Zone, rules: tuple[str, ...],
                      reason: str) -> GameObject | None:
    """Move one permanent from the battlefield to its owner's `to` zone (see `leave_together`)."""
    return leave_together(game, [Departure(permanent, to, rules, reason)])[0]


def leave_together(game: Game, departures: list[Departure],
                   rules: tuple[str, ...] = ("603.10a",)) -> list[GameObject | None]:
    """Permanents that leave the battlefield in one event (a Wrath, state-based actions, 704.3).

    Each one's last known information is taken before any of them moves (608.2h), and
    leaves-the-battlefield abilities look back in time (603.10a): every one of them, of a
    permanent that stays or of one leaving in the same event, sees all the permanents that
    left, whatever order they are listed in. Returns each new object (None for a token that
    ceased to exist on the way, or a permanent that had already left).
    """
    departures = [d for d in departures if game.on_battlefield(d.permanent)]
    chars = characteristics.compute(game)
    for departure in departures:  # as they last existed, all before any of them leaves (603.10a)
        game.last_known[departure.permanent.oid] = chars[departure.permanent.oid]
    destinations = [zones.redirected(game, d.permanent, d.to) for d in departures]
    if len(departures) > 1:
        game.emit("left_together", rules=rules, terms=("leaves-the-battlefield", "triggered-ability"),
                  cards=Listing((d.permanent.name for d in departures), conjunction=True))
    moved: list[GameObject | None] = []
    for departure, destination in zip(departures, destinations, strict=True):
        moved.append(_leave(game, departure, destination))
    triggers.left_together(game, [(d.permanent, destination)
                                   for d, destination in zip(departures, destinations, strict=True)])
    return moved


def _leave(game: Game, departure: Departure, destination: zones.Zone) -> GameObject | None:
    permanent = departure.permanent
    layer_cache.forget(game, permanent)
    game.battlefield.remove(permanent)
    game.battlefield_changed(left=permanent)
    game.sba_look_at_everything()  # Auras and Equipment attached to it (704.5m, 704.5n)
    if game.combat is not None:
        game.combat.remove(permanent.oid)
    moved = zones.put(game, permanent, destination)
    if departure.announced and destination == departure.to:
        return moved  # one event, one line: the state-based action's step said it
    game.emit(f"moved_to_{destination}",
              rules=(*departure.rules, *zones.replacement_rules(departure.to, destination)),
              terms=(zones.ZONE_TERMS[destination], *(("token",) if permanent.token else ())),
              card=permanent.name, owner=permanent.owner, reason=departure.reason,
              token=permanent.token)
    return moved


def leave_game(game: Game, permanents: list[Permanent]) -> None:
    """Their owner left the game, and they leave with them (800.4a): to no zone of this game, all at
    once. Each one's last known information is taken before any of them goes; leaves-the-battlefield
    abilities see them go (603.6c), looking back in time (603.10a); they don't die (700.4)."""
    chars = characteristics.compute(game)
    for permanent in permanents:
        game.last_known[permanent.oid] = chars[permanent.oid]
    for permanent in permanents:
        layer_cache.forget(game, permanent)
        game.battlefield.remove(permanent)
        game.battlefield_changed(left=permanent)
        if game.combat is not None:
            game.combat.remove(permanent.oid)
        game.emit("left_the_game", rules=("800.4a",), terms=("owner",), card=permanent.name, owner=permanent.owner)
    game.sba_look_at_everything()
    game.touch()
    triggers.left_the_game(game, permanents)


def enter_battlefield(game: Game, obj: GameObject, controller: str, rules: tuple[str, ...],
                      attached_to: str | None = None, tapped: bool = False) -> Permanent:
    """Put an object onto the battlefield as a new permanent (and note ETB triggers, 603.6a)."""
    permanent = Permanent(
        oid=obj.oid, card=obj.card, owner=obj.owner, token=obj.token,
        zone_changes=obj.zone_changes + 1, controller=controller,
        timestamp=game.timestamp(), sick=True, attached_to=attached_to, tapped=tapped,
    )

    parts.copies.as_it_enters(game, permanent)  # a copy as it enters, before anything looks at it (707.5)
    replaceable.entering_battlefield(game, permanent)
    game.battlefield.append(permanent)
    game.battlefield_changed(entered=permanent)
    layer_cache.enter(game, permanent)
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
        card = player.library.take_top(lambda: zones.unnamed_card(game, player.name))
        player.hand.append(zones.card_object(card))
        game.emit("card_drawn", rules=rules, terms=("draw",), player=player.name,
                  card=card.name if card.card.name != UNKNOWN_CARD else None)


def mill(game: Game, player_name: str, count: int, rules: tuple[str, ...]) -> list[GameObject]:
    """The top `count` cards of a library into their owner's graveyard, or as many as there are
    (701.17a-b); a zone-change replacement (Rest in Peace) may send them elsewhere. Returns them."""
    player = game.player(player_name)
    milled = [player.library.take_top(lambda: zones.unnamed_card(game, player.name))
              for _ in range(min(count, len(player.library)))]
    for card in milled:
        zones.put(game, card, zones.redirected(game, card, "graveyard"))
    game.touch()
    return milled


def put_into_hand(game: Game, player: Player, card: GameObject, rules: tuple[str, ...], unknown: bool = False) -> None:
    """A card found in a library goes to its owner's hand; that is not a draw (121.1)."""
    player.hand.append(zones.card_object(card))
    game.emit("put_into_hand", rules=rules, terms=("hand",), player=player.name, card=card.name,
              reason="unknown" if unknown else "known")


def discard(game: Game, player_name: str, card: GameObject, rules: tuple[str, ...], reason: str) -> None:
    """Move a card from its owner's hand to their graveyard (701.9a)."""
    player = game.player(player_name)
    player.hand.remove(card)
    destination = zones.redirected(game, card, "graveyard")
    zones.put(game, card, destination)
    game.emit("discarded", rules=(*rules, *zones.replacement_rules("graveyard", destination)),
              terms=("discard",), player=player.name, card=card.name, reason=reason)


def from_graveyard(game: Game, owner: Player, card: GameObject, to: zones.Zone, controller: str,
                   tapped: bool = False, by: str = "") -> GameObject:
    """A card leaves its owner's graveyard for their hand or exile, or onto the battlefield under
    `controller`'s control (110.2a); wherever it goes it is a new object (400.7)."""
    attached_to = None
    if to == "battlefield" and card.card.enchant is not None:  # an Aura chooses what it enchants (303.4f)
        attached_to = _aura_host(game, card, controller)
        if attached_to is None:
            return card
    owner.graveyard.remove(card)
    game.touch()
    destination = zones.redirected(game, card, to) if to != "battlefield" else to
    moved_by = {"battlefield": ("110.2a",), "exile": ("701.13a",)}.get(destination, ())
    moved_by += ("303.4f",) if attached_to is not None else ()  # the Aura enchants what was chosen
    game.emit("left_graveyard", rules=("400.7", *moved_by, *zones.replacement_rules(to, destination)),
              terms=(zones.ZONE_TERMS["graveyard"], zones.ZONE_TERMS[destination]), card=card.name, owner=owner.name,
              player=controller, by=by, reason=destination)
    if destination == "battlefield":
        return enter_battlefield(game, card, controller, ("110.2a",), tapped=tapped, attached_to=attached_to)
    return zones.put(game, card, destination)


def _aura_host(game: Game, card: GameObject, controller: str) -> str | None:
    """The permanent an Aura entering without being cast will enchant: its controller chooses among
    what it could legally enchant (303.4f; default: the first listed). With nothing, it stays where it
    is (303.4g)."""
    hosts = parts.attachment.hosts_for_entering_aura(game, card.card, controller)
    if not hosts:
        game.emit("aura_stays", rules=("303.4f", "303.4g"), terms=("aura", "enchant"), card=card.name,
                  reason="nothing" if hosts is not None else "player")
        return None
    if len(hosts) > 1 and not game.simulating:
        game.decisions.append(Decision(chooser=controller, kind="aura_host", options=[h.oid for h in hosts],
                                       taken=hosts[0].oid, default=True, rules=("303.4f",), subject=card.name))
    return hosts[0].oid


def put_onto_battlefield(game: Game, owner: Player, zone: str, card: GameObject, controller: str,
                         rules: tuple[str, ...]) -> Permanent:
    """A card an effect puts onto the battlefield from its owner's `zone` (an exiled card returned, 110.2a)."""
    zones.take(owner, zone, card)
    return enter_battlefield(game, card, controller, rules)


def play_land(game: Game, player: Player, zone: str, card: GameObject) -> Permanent:
    """A land played goes from its zone straight onto the battlefield, without the stack (305.1)."""
    zones.take(player, zone, card)
    return enter_battlefield(game, card, player.name, ("305.1",))
