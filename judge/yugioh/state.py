"""The state of a Duel: duelists, their zones, the cards on the field, the Chain and the attack.

A card keeps an `oid` (the scenario's id or a slug of its name) across zones.
Each zone change bumps `moves`, so an effect that targeted the card before it
moved no longer finds it ("the target is gone").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from judge.cards.library import CardLibrary
from judge.cards.yugioh_effects import CardEffect
from judge.cards.yugioh_model import YugiohCard
from judge.events import CardName, Decision, Event, Illegal
from judge.object_ids import ObjectIds
from judge.piles import Pile
from judge.record import RulingRecord

_CARD_ACTIVATION = CardEffect(kind="activation")  # activating a card that does nothing more on resolution

PHASES = ("draw", "standby", "main1", "battle", "main2", "end")
MONSTER_ZONES = 5  # Main Monster Zones per duelist ("Monster Zones")
EXTRA_MONSTER_ZONES = 2  # shared by both duelists, at most one each ("Extra Monster Zone")
SPELL_TRAP_ZONES = 5  # Spell & Trap Zones per duelist
HAND_LIMIT = 6  # at the end of the End Phase ("End Phase")

Zone = Literal["hand", "deck", "graveyard", "banished", "extra_deck", "monster", "spell_trap", "field"]


@dataclass
class Card:
    """A card in any zone; field-only attributes are meaningful while it is on the field."""

    oid: str
    card: YugiohCard
    owner: str
    zone: Zone = "hand"
    controller: str = ""
    moves: int = 0
    # monsters on the field
    position: Literal["attack", "defense"] = "attack"
    face_down: bool = False
    extra_zone: bool = False  # in one of the two shared Extra Monster Zones, not a Main Monster Zone
    summoned_this_turn: bool = False
    attacked: bool = False
    position_changed: bool = False
    original_controller: str | None = None  # set while control is taken "until the End Phase"
    destroyed_by_battle: bool = False  # determined in damage calculation, sent at the end of the Damage Step
    boosts: list[tuple[str, int, int]] = field(default_factory=list)  # (source, ATK, DEF) until the end of turn
    # spells and traps on the field
    set_this_turn: bool = False
    equipped_to: str | None = None
    opponent_end_phases: int = 0  # lingering effects that count the opponent's turns
    resolved: bool = False  # a non-continuous Spell/Trap that resolved and waits for the Chain to end

    @property
    def name(self) -> CardName:
        return CardName(self.card.name)

    @property
    def kind(self) -> str:
        return self.card.kind

    def effects(self, kind: str) -> list[CardEffect]:
        found = [e for e in self.card.effects if e.kind == kind]
        if not found and kind == "activation" and self.card.kind == "spell" and self.stays_on_field:
            # A Field or Continuous Spell whose text only applies while it is face-up is still
            # activated as a card, with no effect of its own ("Field Spell Cards", "Spell Cards").
            return [_CARD_ACTIVATION]
        return found

    @property
    def stays_on_field(self) -> bool:
        """Continuous, Equip and Field Spells/Traps stay after resolving; so do cards with lingering effects."""
        return self.card.property in ("continuous", "equip", "field") or bool(self.effects("lingering"))


@dataclass
class Duelist:
    name: str
    index: int
    life: int = 8000
    hand: list[Card] = field(default_factory=list)
    deck: Pile[Card] = field(default_factory=Pile)  # top first; a count stays a count (judge.piles)
    graveyard: list[Card] = field(default_factory=list)  # oldest first
    banished: list[Card] = field(default_factory=list)
    extra_deck: list[Card] = field(default_factory=list)
    normal_summoned: bool = False
    lost: bool = False
    won: bool = False
    loss_reason: str | None = None
    must_draw_from_empty_deck: bool = False


@dataclass
class Target:
    """A card chosen as a target, at the incarnation it had when chosen."""

    oid: str
    moves: int
    name: str


@dataclass
class ChainLink:
    """One Chain Link: a card activation or an effect activation, with its targets and what it answers."""

    number: int
    card: Card
    effect: CardEffect
    controller: str
    card_activation: bool  # activating a Spell/Trap Card itself (not an effect of a face-up card)
    spell_speed: int
    targets: list[Target] = field(default_factory=list)
    responds_to: Any = None  # the ChainLink or Summon this link answers (negation), if any
    negated: bool = False
    details: LinkDetails | None = None  # the scenario's `summon:` of this link, resolved


@dataclass
class LinkDetails:
    """What the scenario says a Chain Link summons: the Fusion Monster and materials for
    Polymerization, the monster (and Tributes) for Ultimate Offering, the position for Monster Reborn."""

    card_name: str | None = None
    card: Card | None = None
    tributes: list[Card] = field(default_factory=list)
    position: str = "attack"
    materials: list[str] = field(default_factory=list)


@dataclass
class Summon:
    """A summon in progress or done: which monster, how, by whom, whether it was negated."""

    card: Card
    method: str
    by: str
    negated: bool = False
    pending: bool = False  # declared but not yet successful: only Counter Traps may answer
    by_effect: bool = False  # performed by a resolving effect (Polymerization, Monster Reborn): never negated


@dataclass
class Attack:
    """The attack that was declared and what the attacker's opponent had when it was declared."""

    attacker: Card
    target: Card | None  # None: a direct attack
    defending_monsters: list[str]  # oids on the defender's field at the declaration (for replays)
    negated: bool = False
    answerable: bool = True  # the declaration is still the last thing that happened (no Chain resolved since)


@dataclass
class Duel(RulingRecord):
    """Everything the rules look at, plus the record of what happened."""

    library: CardLibrary
    duelists: list[Duelist]
    active: int = 0
    phase: str = "main1"
    turn_number: int = 2
    field_cards: list[Card] = field(default_factory=list)  # monsters, spells/traps and Field Spells on the field
    chain: list[ChainLink] = field(default_factory=list)
    summon: Summon | None = None
    attack: Attack | None = None
    battle_phase_ended: bool = False
    in_damage_step: bool = False  # between the start of the Damage Step and damage calculation (actions.py)
    to_act: str = ""  # the duelist who holds the right to act now ("": the turn player)
    passes: int = 0  # passes in succession since the last action or Chain Link
    events: list[Event] = field(default_factory=list)
    illegal: list[Illegal] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    summary: list[Event] = field(default_factory=list)
    choices: Any = None  # the scenario's YugiohChoices
    record_boards: bool = False
    pending_triggers: list[tuple[Card, CardEffect]] = field(default_factory=list)
    finished: bool = False  # the Duel has been won, lost or drawn
    _oids: ObjectIds = field(default_factory=ObjectIds)

    # --- duelists ------------------------------------------------------------
    def duelist(self, name: str) -> Duelist:
        for duelist in self.duelists:
            if duelist.name == name:
                return duelist
        raise KeyError(name)

    @property
    def turn_player(self) -> Duelist:
        return self.duelists[self.active]

    def opponent(self, name: str) -> Duelist:
        return next(d for d in self.duelists if d.name != name)

    # --- cards ---------------------------------------------------------------
    def new_oid(self, wanted: str) -> str:
        """A unique object id, from the scenario's id or a slug of the card name."""
        return self._oids.new(wanted)

    def monsters(self, controller: str | None = None) -> list[Card]:
        return [c for c in self.field_cards
                if c.zone == "monster" and (controller is None or c.controller == controller)]

    def spells_traps(self, controller: str | None = None) -> list[Card]:
        return [c for c in self.field_cards
                if c.zone == "spell_trap" and (controller is None or c.controller == controller)]

    def field_spell(self, controller: str) -> Card | None:
        return next((c for c in self.field_cards if c.zone == "field" and c.controller == controller), None)

    def on_field(self, oid: str) -> Card | None:
        return next((c for c in self.field_cards if c.oid == oid), None)

    def find(self, target: Target) -> Card | None:
        """The targeted card if it is still the same incarnation, wherever it is now."""
        for card in self.all_cards():
            if card.oid == target.oid:
                return card if card.moves == target.moves else None
        return None

    def all_cards(self) -> list[Card]:
        cards = list(self.field_cards)
        for d in self.duelists:
            cards += [*d.hand, *d.deck, *d.graveyard, *d.banished, *d.extra_deck]  # a Deck's objects only
        return cards

    # --- the record (emit, reject, decide: judge.record) -------------------------
    def board_size(self) -> int:
        return len(self.field_cards) + len(self.chain) + sum(
            len(d.hand) + len(d.graveyard) + len(d.banished) + len(d.extra_deck) for d in self.duelists)
