"""Summons and battle position changes: who may put which monster on the field, how, and when.

- Normal Summon or Set: once per turn, in the turn player's Main Phase ("Normal Summon").
- Tribute Summon: a Level 5 or 6 monster needs 1 Tribute, Level 7 or more needs 2; it is
  the turn's Normal Summon (or Set) ("Tribute Summon").
- Flip Summon: a face-down Defense Position monster that was not Set this turn turns
  face-up in Attack Position; its Flip effect then activates ("Flip Summon").
- Special Summon: by a card effect (Monster Reborn, Polymerization); it does not use up
  the Normal Summon ("Special Summon", "Fusion Summon").
- Five Main Monster Zones per duelist ("Monster Zones").
- A battle position may be changed once per turn in the Main Phase, not in the turn the
  monster was summoned or attacked ("Battle Position").
"""

from __future__ import annotations

from typing import Any

from judge.cards.yugioh_effects import FusionSummon
from judge.events import Listing
from judge.yugioh import flip, fusion, stats, zones
from judge.yugioh.state import Card, Duel, LinkDetails, Summon

NORMAL = ("normal", "tribute", "set")
_EVENTS = {"normal": "normal_summoned", "tribute": "tribute_summoned", "set": "monster_set",
           "flip": "flip_summoned", "special": "special_summoned", "fusion": "fusion_summoned"}
_RULES = {"normal": ("Normal Summon",), "tribute": ("Tribute Summon", "Normal Summon"), "set": ("Set",),
          "flip": ("Flip Summon",), "special": ("Special Summon",), "fusion": ("Fusion Summon", "Extra Deck")}
_TERMS = {"normal": ("normal-summon",), "tribute": ("tribute-summon", "tribute"), "set": ("set", "face-down"),
          "flip": ("flip-summon",), "special": ("special-summon",), "fusion": ("fusion-summon", "extra-deck")}


def tributes_needed(card: Card) -> int:
    """Level 4 or lower: none; Level 5-6: one; Level 7 or more: two ("Tribute Summon")."""
    level = card.card.level or 0
    return 0 if level <= 4 else 1 if level <= 6 else 2


class Refused(Exception):
    """A summon the rules don't allow: the message variant and its sections."""

    def __init__(self, reason: str, rules: tuple[str, ...], terms: tuple[str, ...] = (), **params: Any) -> None:
        super().__init__(reason)
        self.reason, self.rules, self.terms, self.params = reason, rules, terms, params


def _cited(method: str, to_extra_zone: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The sections and terms a summon cites; one into an Extra Monster Zone cites that too."""
    if to_extra_zone:
        return (*_RULES[method], "Extra Monster Zone"), (*_TERMS[method], "extra-monster-zone")
    return _RULES[method], _TERMS[method]


def perform(duel: Duel, card: Card, by: str, method: str, tributes: list[Card], position: str,
            extra: bool = False) -> Summon | None:
    """Check and perform a summon; an illegal one is reported under `illegal` and not performed.

    `extra`: an additional Normal Summon granted by an effect (Ultimate Offering): it may
    happen outside the Main Phase and does not use up the turn's Normal Summon.
    """
    if method == "normal" and position == "set":
        method = "set"
    if method == "normal" and tributes_needed(card) and card.zone == "hand":
        method = "tribute"
    try:
        check(duel, card, by, method, tributes, position, extra)
    except Refused as refusal:
        duel.reject(f"{by} summons {card.card.name} ({method})", "summon_refused", rules=refusal.rules,
                    terms=refusal.terms, card=card.name, player=by, method=method, reason=refusal.reason,
                    **refusal.params)
        return None
    for tribute in tributes:
        duel.emit("tributed", rules=("Tribute Summon",), terms=("tribute",), card=tribute.name, player=by)
        zones.move(duel, tribute, "graveyard", reason="tribute", rules=("Tribute Summon",))
    face_down = method == "set" or (method == "tribute" and position == "set")
    # from the Extra Deck with every Main Monster Zone taken: an Extra Monster Zone (checked free)
    to_extra_zone = card.zone == "extra_deck" and zones.free_zones(duel, by, "monster") < 1
    if method == "flip":
        card.face_down, card.position = False, "attack"
    else:
        zones.place(duel, card, by, "monster", "defense" if face_down or position == "defense" else "attack",
                    face_down, extra_zone=to_extra_zone)
    card.summoned_this_turn = True
    if method in NORMAL and not extra:
        duel.duelist(by).normal_summoned = True
    event = "monster_set" if face_down else _EVENTS[method]
    rules, terms = _cited(method, to_extra_zone)
    duel.emit(event, rules=rules, terms=terms, summary=True, card=card.name, player=by,
              tributes=Listing((t.name for t in tributes), conjunction=True), atk=stats.atk(duel, card),
              kind="extra" if extra else "regular")
    # A Set is not a Summon: nothing can negate it ("Summon Negation").
    return Summon(card, method if not face_down else "set", by, pending=not face_down)


def check(duel: Duel, card: Card, by: str, method: str, tributes: list[Card], position: str,
          extra: bool = False) -> None:
    """Raise Refused if `by` may not summon `card` this way now; judge.yugioh.options asks it too."""
    duelist = duel.duelist(by)
    own_main_phase = by == duel.turn_player.name and duel.phase in ("main1", "main2")
    if method in (*NORMAL, "flip") and not extra and not own_main_phase:
        raise Refused("main_phase", ("Main Phase", "Normal Summon"), ("main-phase-1", "main-phase-2"))
    if method == "flip":
        return _check_flip(card, by)
    if method in ("special", "fusion"):
        return _check_special(duel, card, by, method)
    if card.zone != "hand" or card.owner != by:
        raise Refused("not_in_hand", ("Normal Summon",), ("hand",))
    if card.card.monster_kind == "fusion":
        raise Refused("fusion_from_extra_deck", ("Fusion Summon", "Extra Deck"), ("fusion-monster",))
    if duelist.normal_summoned and not extra:
        if method == "tribute":  # a Tribute Summon is that turn's Normal Summon
            raise Refused("once_per_turn_tribute", ("Normal Summon", "Tribute Summon"),
                          ("normal-summon", "tribute-summon"))
        raise Refused("once_per_turn", ("Normal Summon",), ("normal-summon",))
    if position == "defense":
        raise Refused("face_up_defense", ("Normal Summon", "Set"), ("defense-position", "set"))
    needed = tributes_needed(card)
    if len(tributes) != needed:
        raise Refused("tribute_count", ("Tribute Summon",), ("tribute-summon", "tribute"),
                      level=card.card.level, needed=needed, given=len(tributes))
    if any(t.zone != "monster" or t.controller != by for t in tributes):
        raise Refused("tribute_not_controlled", ("Tribute Summon",), ("tribute",))
    # a Tribute taken from an Extra Monster Zone frees no Main Monster Zone for this monster
    if zones.free_zones(duel, by, "monster") + len([t for t in tributes if not t.extra_zone]) < 1:
        raise Refused("no_monster_zone", ("Monster Zones",), ("main-monster-zone",))


def _check_flip(card: Card, by: str) -> None:
    if card.zone != "monster" or card.controller != by or not card.face_down:
        raise Refused("flip_not_face_down", ("Flip Summon",), ("flip-summon", "face-down"))
    if card.summoned_this_turn or card.position_changed:
        raise Refused("flip_same_turn", ("Flip Summon",), ("flip-summon",))


def _check_special(duel: Duel, card: Card, by: str, method: str) -> None:
    if card.card.monster_kind == "fusion" and method != "fusion":
        raise Refused("fusion_needs_fusion_summon", ("Fusion Summon", "Extra Deck"), ("fusion-summon",))
    if method == "fusion" and card.zone != "extra_deck":
        raise Refused("not_in_extra_deck", ("Extra Deck",), ("extra-deck",))
    from_extra_deck = card.zone == "extra_deck"
    if zones.free_zones(duel, by, "monster") < 1 and not (from_extra_deck and zones.extra_zone_free(duel, by)):
        raise Refused("no_monster_zone", ("Monster Zones",), ("main-monster-zone",))


def succeed(duel: Duel, summon: Summon) -> None:
    """The summon is successful: Flip effects of a Flip Summoned monster now activate."""
    summon.pending = False
    if summon.method == "flip":
        flip.flipped(duel, summon.card)


def negated(duel: Duel, summon: Summon) -> None:
    """A negated summon: the monster is destroyed (it never was summoned) ("Summon Negation")."""
    summon.pending = False
    if summon.card.zone == "monster":
        zones.move(duel, summon.card, "graveyard", reason="summon_negated", rules=("Summon Negation",))


def after_chain(duel: Duel, summoned: Summon) -> None:
    """A negated summon's monster goes to the Graveyard; a summon that survived its negation window succeeds."""
    if summoned.negated:
        negated(duel, summoned)
    elif summoned.pending and summoned.card.zone == "monster":
        succeed(duel, summoned)
    elif summoned.card.zone not in zones.FIELD_ZONES:
        summoned.pending = False


def special(duel: Duel, card: Card, controller: str, position: str, source: str, method: str = "special") -> bool:
    """Special Summon by a card effect (no tributes, any Main Monster Zone). A monster summoned
    from the Extra Deck may also use an Extra Monster Zone: it goes there when the Main Monster
    Zones are full ("Extra Monster Zone"; the documented default is a Main Monster Zone)."""
    main_full = zones.free_zones(duel, controller, "monster") < 1
    to_extra_zone = main_full and card.zone == "extra_deck" and zones.extra_zone_free(duel, controller)
    if main_full and not to_extra_zone:
        duel.emit("summon_no_zone", rules=("Monster Zones",), terms=("main-monster-zone",), card=card.name)
        return False
    zones.place(duel, card, controller, "monster", position, extra_zone=to_extra_zone)
    card.summoned_this_turn = True
    duel.summon = Summon(card, method, controller, by_effect=True)  # what "when summoned" cards see next
    rules, terms = _cited(method, to_extra_zone)
    duel.emit(_EVENTS[method], rules=rules, terms=terms, summary=True, card=card.name,
              player=controller, source=source, atk=stats.atk(duel, card), position=position)
    return True


def perform_extra(duel: Duel, details: LinkDetails, controller: str, source: str) -> bool:
    """The additional Normal Summon or Set an effect grants (Ultimate Offering)."""
    assert details.card is not None
    method = "set" if details.position == "set" else "normal"
    result = perform(duel, details.card, controller, method, details.tributes, details.position, extra=True)
    if result is not None:
        succeed(duel, result)
    return result is not None


def position_change_problem(duel: Duel, monster: Card, by: str) -> str | None:
    """Why `by` can't change the battle position of `monster` now ("Battle Position"), or None."""
    if by != duel.turn_player.name or duel.phase not in ("main1", "main2"):
        return "main_phase"
    if monster.controller != by:
        return "not_controlled"
    if monster.face_down:
        return "face_down"
    if monster.summoned_this_turn:
        return "summoned_this_turn"
    if monster.attacked:
        return "attacked_this_turn"
    if monster.position_changed:
        return "already_changed"
    return None


def change_position(duel: Duel, monster: Card, by: str) -> bool:
    """Change a face-up monster between Attack and Defense Position ("Battle Position")."""
    reason = position_change_problem(duel, monster, by)
    if reason is not None:
        duel.reject(f"{by} changes the battle position of {monster.card.name}", "position_change_refused",
                    rules=("Battle Position",), terms=("battle-position",), card=monster.name, reason=reason)
        return False
    monster.position = "defense" if monster.position == "attack" else "attack"
    monster.position_changed = True
    duel.emit("position_changed", rules=("Battle Position",), terms=("battle-position",), card=monster.name,
              kind=monster.position)
    return True


def fusion_from_hand(duel: Duel, card: Card, by: str, materials: list[str], position: str) -> Summon | None:
    """The scenario's `summon: {method: fusion}`: a Fusion Spell from the hand resolves at once.

    Shorthand for activating Polymerization (nobody responds to it): the Spell and the
    Fusion Materials go to the Graveyard, the Fusion Monster is Special Summoned.
    """

    spell = next((c for c in duel.duelist(by).hand if any(
        isinstance(a, FusionSummon) for e in c.effects("activation") for a in e.actions)), None)
    found = fusion._plan_for(duel, by, card, materials) if card.zone == "extra_deck" else None
    try:
        if by != duel.turn_player.name or duel.phase not in ("main1", "main2"):
            raise Refused("main_phase", ("Main Phase", "Fusion Summon"), ("main-phase-1", "main-phase-2"))
        if spell is None:
            raise Refused("needs_polymerization", ("Fusion Summon",), ("fusion-summon",))
        _check_special(duel, card, by, "fusion")
        if found is None:
            raise Refused("fusion_materials", ("Fusion Summon",), ("fusion-material",))
    except Refused as refusal:
        duel.reject(f"{by} Fusion Summons {card.card.name}", "summon_refused", rules=refusal.rules, terms=refusal.terms,
                    card=card.name, player=by, method="fusion", reason=refusal.reason, **refusal.params)
        return None
    for material in found.materials:
        zones.move(duel, material, "graveyard", reason="fusion_material", rules=("Fusion Summon",))
    special(duel, card, by, "defense" if position == "defense" else "attack", source=spell.card.name, method="fusion")
    zones.move(duel, spell, "graveyard", reason="resolved", rules=("Fusion Summon",))  # once it has resolved
    # Polymerization's resolution performed it: too late for summon negation ("Summon Negation").
    return Summon(card, "fusion", by, by_effect=True)
