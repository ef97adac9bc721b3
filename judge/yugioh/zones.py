"""Every move of a card between zones, with what the move itself causes.

- A card that leaves the field goes to its owner's zone, and control returns to the owner.
- A Fusion Monster that would go to the hand or Deck goes to the Extra Deck ("Extra Deck").
- When a monster leaves the field, Equip Spells equipped to it are destroyed, so their
  "when destroyed" and "sent to the Graveyard" effects apply ("Equip Spell Cards").
- Trigger effects of the moved card ("when this card is sent from the field to the
  Graveyard", "when destroyed") wait in `duel.pending_triggers` (see triggers.py).
"""

from __future__ import annotations

from judge.cards.yugioh_model import YugiohCard
from judge.events import UNKNOWN_CARD
from judge.piles import Pile
from judge.yugioh.state import EXTRA_MONSTER_ZONES, MONSTER_ZONES, SPELL_TRAP_ZONES, Card, Duel, Duelist

FIELD_ZONES = ("monster", "spell_trap", "field")
# What a card of a Deck given as a count is, once drawn (judge.piles).
UNNAMED = YugiohCard(name=UNKNOWN_CARD, kind="spell")
_EVENT = {"graveyard": "sent_to_graveyard", "banished": "banished", "hand": "returned_to_hand",
          "deck": "placed_on_deck", "extra_deck": "returned_to_extra_deck"}
_TERMS = {"graveyard": ("graveyard",), "banished": ("banished",), "hand": ("hand",),
          "deck": ("main-deck",), "extra_deck": ("extra-deck",)}


def _zone_list(duelist: Duelist, zone: str) -> list[Card] | Pile[Card]:
    return getattr(duelist, zone)


def remove(duel: Duel, card: Card) -> None:
    """Take a card out of wherever it is."""
    if card in duel.field_cards:
        duel.field_cards.remove(card)
        return
    for duelist in duel.duelists:
        for zone in ("hand", "deck", "graveyard", "banished", "extra_deck"):
            cards = _zone_list(duelist, zone)
            if card in cards:
                cards.remove(card)
                return


def _reset(card: Card) -> None:
    card.position, card.face_down, card.extra_zone = "attack", False, False
    card.summoned_this_turn = card.attacked = card.position_changed = False
    card.original_controller, card.destroyed_by_battle, card.boosts = None, False, []
    card.set_this_turn, card.equipped_to, card.opponent_end_phases, card.resolved = False, None, 0, False


def move(duel: Duel, card: Card, to: str, reason: str = "", rules: tuple[str, ...] = ()) -> None:
    """Move a card to its owner's hand, deck (top), graveyard, banished zone or extra deck."""
    was_on_field = card.zone in FIELD_ZONES
    was_monster = card.zone == "monster"
    if to in ("hand", "deck") and card.card.monster_kind == "fusion":
        to = "extra_deck"  # a Fusion Monster never goes to the hand or Main Deck
        rules = (*rules, "Extra Deck")
    remove(duel, card)
    _reset(card)
    owner = duel.duelist(card.owner)
    card.zone, card.controller = to, owner.name  # type: ignore[assignment]
    card.moves += 1
    if to == "deck":
        owner.deck.put_on_top(card)
    else:
        _zone_list(owner, to).append(card)
    duel.emit(_EVENT[to], rules=rules, terms=_TERMS[to], card=card.name, owner=owner.name,
              reason=reason or "moved")
    if was_monster:
        _unequip(duel, card)
    if was_on_field and to == "graveyard":
        _queue(duel, card, "sent_from_field_to_graveyard")


def destroy(duel: Duel, card: Card, cause: str, rules: tuple[str, ...] = ()) -> None:
    """Destroy a card on the field: it is sent to its owner's Graveyard."""
    duel.emit("card_destroyed", rules=rules, terms=("destroy",), summary=True, card=card.name, reason=cause,
              controller=card.controller)
    _queue(duel, card, "destroyed")
    move(duel, card, "graveyard", reason="destroyed", rules=rules)


def place(duel: Duel, card: Card, controller: str, zone: str, position: str = "attack",
          face_down: bool = False, extra_zone: bool = False) -> None:
    """Put a card onto the field (summon, Set, activation), as a new incarnation; `extra_zone`
    puts a monster into an Extra Monster Zone instead of a Main Monster Zone."""
    remove(duel, card)
    _reset(card)
    card.zone, card.controller = zone, controller  # type: ignore[assignment]
    card.position, card.face_down = position, face_down  # type: ignore[assignment]
    card.extra_zone = extra_zone
    card.moves += 1
    duel.field_cards.append(card)


def free_zones(duel: Duel, controller: str, zone: str) -> int:
    """Free Main Monster Zones (a monster in an Extra Monster Zone takes none) or Spell & Trap Zones."""
    if zone == "monster":
        return MONSTER_ZONES - len([m for m in duel.monsters(controller) if not m.extra_zone])
    return SPELL_TRAP_ZONES - len(duel.spells_traps(controller))


def extra_zone_free(duel: Duel, controller: str) -> bool:
    """May `controller` put a monster summoned from the Extra Deck into an Extra Monster Zone?
    One of the two shared zones must be empty, and a duelist uses at most one ("Extra Monster Zone")."""
    in_extra = [m for m in duel.monsters() if m.extra_zone]
    return len(in_extra) < EXTRA_MONSTER_ZONES and all(m.controller != controller for m in in_extra)


def _unequip(duel: Duel, monster: Card) -> None:
    """Equip Spells lose their monster and are destroyed ("Equip Spell Cards")."""
    for equip in [c for c in duel.field_cards if c.equipped_to == monster.oid]:
        duel.emit("equip_unattached", rules=("Equip Spell Cards",), terms=("equip-spell",),
                  card=equip.name, monster=monster.name)
        destroy(duel, equip, "equip_lost", rules=("Equip Spell Cards",))  # destroyed: "when destroyed" applies


def _queue(duel: Duel, card: Card, event: str) -> None:
    for effect in card.effects("trigger"):
        if event in effect.when:
            duel.pending_triggers.append((card, effect))


def draw(duel: Duel, duelist: Duelist, rules: tuple[str, ...] = ("Draw Phase",)) -> bool:
    """Draw the top card; drawing from an empty Deck loses the Duel ("Winning and Losing")."""
    if not duelist.deck:
        duelist.must_draw_from_empty_deck = True
        duel.emit("draw_from_empty_deck", rules=("Winning and Losing",), terms=("main-deck",), player=duelist.name)
        return False
    card = duelist.deck.take_top(lambda: Card(duel.new_oid("deck-card"), UNNAMED, duelist.name, zone="deck"))
    card.zone, card.moves = "hand", card.moves + 1
    duelist.hand.append(card)
    unknown = {"reason": "unknown"} if card.card.name == UNKNOWN_CARD else {}  # a Deck given as a number
    duel.emit("duelist_draws", rules=rules, terms=("draw",), player=duelist.name, card=card.name,
              deck=len(duelist.deck), **unknown)
    return True
