"""The game state of Magic: players, zones, permanents, the stack and continuous effects.

Objects carry an `oid` (the scenario's id or a slug of the name) and a
`zone_changes` counter: an object that changes zones is a new object (400.7),
so a target chosen before the move no longer matches it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from judge.cards.library import CardLibrary
from judge.cards.mtg_model import MtgCard
from judge.events import CardName, Decision, Event, Illegal
from judge.mtg.derived import Derived
from judge.object_ids import ObjectIds
from judge.piles import Pile
from judge.record import RulingRecord

STEPS = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)


@dataclass(eq=False)  # objects are compared by identity, never by value
class GameObject:
    """A card, token or copy in any zone."""

    oid: str
    card: MtgCard
    owner: str
    token: bool = False
    zone_changes: int = 0

    @property
    def name(self) -> CardName:
        return CardName(self.card.name)


@dataclass(eq=False)  # objects are compared by identity, never by value
class Permanent(GameObject):
    """An object on the battlefield (110)."""

    controller: str = ""
    tapped: bool = False
    damage: int = 0
    deathtouch_damage: bool = False  # damage from a deathtouch source since the last cleanup (704.5h)
    counters: dict[str, int] = field(default_factory=dict)
    sick: bool = False
    attached_to: str | None = None
    timestamp: int = 0
    # Who controls it without control-changing effects (layer 2): the player it entered under or
    # the scenario lists it with; judge.mtg.control applies the effects on top.
    base_controller: str = ""
    # Under a copy effect (layer 1, 707.2) `card` holds the copiable values it copied, and
    # `printed` the card itself, which is what goes to a graveyard or hand when it leaves.
    printed: MtgCard | None = None

    def __post_init__(self) -> None:
        self.base_controller = self.base_controller or self.controller


@dataclass
class Target:
    """A chosen target: a player, or an object in a zone at a given incarnation."""

    kind: Literal["player", "permanent", "stack", "card"]
    ref: str  # a player name or an object id
    zone_changes: int = 0
    name: str = ""  # the card's or player's name when chosen, for messages once it is gone


@dataclass(eq=False)  # objects are compared by identity, never by value
class StackObject(GameObject):
    """A spell or an activated/triggered ability on the stack (405, 113.7a)."""

    kind: Literal["spell", "activated", "triggered"] = "spell"
    controller: str = ""
    source: str | None = None  # oid of the source permanent (abilities)
    source_name: str = ""
    ability_index: int = 0  # which ability of the source (0-based) for abilities
    targets: list[Target] = field(default_factory=list)
    x: int | None = None
    trigger_subject: str | None = None  # the object the trigger event was about ("it")
    trigger_data: dict[str, Any] = field(default_factory=dict)
    # A modal spell or ability (700.2): its chosen modes (0-based, printed order), None if not modal;
    # how the scenario gave them ("given", "inferred", "default"); when defaulted, every choice that fits.
    modes: tuple[int, ...] | None = None
    mode_reason: str = ""
    mode_alternatives: list[tuple[int, ...]] = field(default_factory=list)
    # A "you may" triggered ability (603.5): the answer, when a forecast copy plays one out.
    optional_taken: bool | None = None
    delayed: Any = None  # a delayed triggered ability (603.7): judge.mtg.delayed.DelayedTrigger
    # Divided damage (601.2d): the amount each target gets, in target order, announced as it was cast;
    # `division_reason` says how the scenario gave it ("given", "single", "default").
    division: tuple[int, ...] | None = None
    division_reason: str = ""


@dataclass
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2), locked to its objects."""

    source: str
    source_name: str
    controller: str
    layer: str  # "4", "5", "6", "7a", "7b", "7c", "7d"
    timestamp: int
    affected: frozenset[str]
    change: dict[str, Any]
    duration: str = "end_of_turn"


@dataclass
class Player:
    name: str
    index: int
    life: int = 20
    poison: int = 0
    hand: list[GameObject] = field(default_factory=list)
    graveyard: list[GameObject] = field(default_factory=list)  # bottom first
    exile: list[GameObject] = field(default_factory=list)
    library: Pile[GameObject] = field(default_factory=Pile)  # top first; a count stays a count (judge.piles)
    lost: bool = False
    won: bool = False
    drew_from_empty_library: bool = False
    life_gained_this_turn: int = 0
    mana_pool: list[str] = field(default_factory=list)  # unspent mana, one symbol each ("R", "C"); 106.4


@dataclass(eq=False)  # a game is compared by identity (a copy by its end state, judge.mtg.forecast)
class Game(RulingRecord):
    """Everything the rules look at, plus the record of what happened."""

    library: CardLibrary
    players: list[Player]
    active: int = 0
    step: str = "precombat_main"
    turn_number: int = 2
    battlefield: list[Permanent] = field(default_factory=list)
    stack: list[StackObject] = field(default_factory=list)  # bottom first
    effects: list[ContinuousEffect] = field(default_factory=list)
    # Shields and other replacement/prevention effects of resolved spells and abilities
    # (judge.mtg.replacement.shields): they last until used up or until the turn ends.
    replacement_effects: list[Any] = field(default_factory=list)
    pending_triggers: list[StackObject] = field(default_factory=list)
    delayed_triggers: list[Any] = field(default_factory=list)  # waiting for their event (judge.mtg.delayed, 603.7)
    next_timestamp: int = 1
    version: int = 0  # bumped by every change that can alter characteristics
    events: list[Event] = field(default_factory=list)
    illegal: list[Illegal] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    summary: list[Event] = field(default_factory=list)
    choices: Any = None  # the scenario's ChoicesSpec
    combat: Any = None  # judge.mtg.combat state, when a combat is under way
    attacked_this_turn: set[str] = field(default_factory=set)  # oids of creatures that attacked
    lands_played: int = 0  # lands the active player played this turn (305.2)
    loyalty_activated: set[str] = field(default_factory=set)  # permanents whose loyalty ability was used (606.3)
    extra_phases: list[str] = field(default_factory=list)  # phases added after this one (500.8)
    # Priority while a scenario's `actions:` are played (judge.mtg.priority): the index of the
    # player who holds it (None: nobody, as in the untap step) and how many passed in succession.
    priority: int | None = None
    passes: int = 0
    step_queue: list[str] | None = None  # the steps still to come this turn, while actions are played
    simulating: bool = False  # a copy used to show the outcome of a decision's options
    last_known: dict[str, Any] = field(default_factory=dict)  # oid -> characteristics as it left (608.2h)
    indestructible_noted: set[tuple[str, int, int]] = field(default_factory=set)  # said once (702.12b)
    noted: set[tuple[Any, ...]] = field(default_factory=set)  # "why not" steps already said (said once)
    battlefield_changes: int = 0  # bumped by every object entering or leaving the battlefield
    sba_checked_at: tuple[int, int, int] | None = None  # when state-based actions last found nothing
    # Since they last found nothing: (the characteristics they saw, ids of permanents changed since:
    # damaged, entered, P/T patched in place); None: look at every permanent (judge.mtg.sba).
    sba_watch: Any = field(default=None, repr=False)
    # The last change of the battlefield when it was one permanent entering or leaving:
    # (battlefield_changes after it, "enter" or "leave", the permanent); lets the indexes catch up.
    last_move: Any = field(default=None, repr=False)
    control_changed: bool = False  # some permanent's controller was changed (set_controller) this game
    _index: Any = field(default=None, repr=False)  # (battlefield_changes, size, oid -> permanent)
    # Caches, each invalidated by the change methods below (never attributes added at run time):
    chars_cache: Any = field(default=None, repr=False)  # (version, oid -> Characteristics), judge.mtg.characteristics
    layer_profile: Any = field(default=None, repr=False)  # (when roles changed, ...), judge.mtg.layer_cache
    trigger_sources: Any = field(default=None, repr=False)  # (battlefield_changes, ...), judge.mtg.triggers
    # ((version, battlefield_changes, player), that player's lands with their characteristics), judge.mtg.evasion
    lands_cache: Any = field(default=None, repr=False)
    # (battlefield_changes, role -> permanents, role -> when its members last changed), judge.mtg.board_index
    roles: Any = field(default=None, repr=False)
    derived: Derived = field(default_factory=Derived, repr=False)  # per card definition (judge.mtg.derived)
    declarations: Any = None  # judge.mtg.declarations: the scenario's combat, resolved to objects
    record_boards: bool = False
    _oids: ObjectIds = field(default_factory=ObjectIds)
    forecast_budget: Any = None  # judge.mtg.play_outs.Budget, shared by the game and all its copies
    # The continuations the game is playing itself (judge.mtg.play_outs.plays_on): (scope, the outcome
    # tables that wait for its end), innermost last; a copy starts without any.
    own_play_outs: list[Any] = field(default_factory=list, repr=False)

    # --- players -------------------------------------------------------------
    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    @property
    def active_player(self) -> Player:
        return self.players[self.active]

    def apnap(self) -> list[Player]:
        """Players in active-player, nonactive-player order (101.4)."""
        return self.players[self.active:] + self.players[:self.active]

    def opponents(self, name: str) -> list[Player]:
        return [p for p in self.players if p.name != name and not p.lost]

    # --- objects -------------------------------------------------------------
    def new_oid(self, wanted: str) -> str:
        """A unique object id, from the scenario's id or a slug of the card name."""
        return self._oids.new(wanted)

    def timestamp(self) -> int:
        """A fresh timestamp (613.7)."""
        stamp = self.next_timestamp
        self.next_timestamp += 1
        return stamp

    def permanent(self, oid: str) -> Permanent | None:
        """The permanent with this id on the battlefield (an index rebuilt after each move)."""
        index = self._index
        move = self.move_since(index[0]) if index is not None else None
        if move is not None:  # one permanent moved since: update for it alone
            how, moved = move
            if how == "enter":
                index[2][moved.oid] = moved
            elif index[2].get(moved.oid) is moved:
                del index[2][moved.oid]
            index = self._index = (self.battlefield_changes, len(index[2]), index[2])
        if index is None or index[0] != self.battlefield_changes or index[1] != len(self.battlefield):
            index = (self.battlefield_changes, len(self.battlefield), {p.oid: p for p in self.battlefield})
            self._index = index
        return index[2].get(oid)

    def on_battlefield(self, permanent: Permanent) -> bool:
        """Is this very object on the battlefield? (an index lookup, not a scan of the board)"""
        return self.permanent(permanent.oid) is permanent

    def battlefield_changed(self, entered: Permanent | None = None, left: Permanent | None = None) -> None:
        """Note that an object entered or left the battlefield (invalidates the indexes of it). Naming
        the one permanent that moved lets each index update for it instead of scanning the board."""
        self.battlefield_changes += 1
        moved = entered or left
        self.last_move = (self.battlefield_changes, "enter" if entered else "leave", moved) if moved else None

    def move_since(self, stamp: int) -> tuple[str, Permanent] | None:
        """("enter" or "leave", permanent) if exactly one known move happened since `stamp`
        (a value of battlefield_changes); None if more or other changes did."""
        move = self.last_move
        if move is not None and stamp + 1 == self.battlefield_changes == move[0]:
            return move[1], move[2]
        return None

    def find_object(self, where: tuple[str, str, int]) -> GameObject | None:
        """The object with this id in this zone ("battlefield", "exile", a player's "graveyard" ...)
        if it is still the same object there: it hasn't changed zones since (400.7)."""
        oid, zone, changes = where
        if zone == "battlefield":
            found: GameObject | None = self.permanent(oid)
        else:
            found = next((c for p in self.players for c in getattr(p, zone) if c.oid == oid), None)
        return found if found is not None and found.zone_changes == changes else None

    def where_is(self, oid: str) -> tuple[str, str, int] | None:
        """(id, zone, zone changes) of the object with this id now, for finding it again later."""
        permanent = self.permanent(oid)
        if permanent is not None:
            return oid, "battlefield", permanent.zone_changes
        for player in self.players:
            for zone in ("exile", "graveyard", "hand"):
                for card in getattr(player, zone):
                    if card.oid == oid:
                        return oid, zone, card.zone_changes
        return None

    def stack_object(self, oid: str) -> StackObject | None:
        for obj in self.stack:
            if obj.oid == oid:
                return obj
        return None

    def leave_stack(self, obj: StackObject) -> bool:
        """Take `obj` off the stack (608.2n, 701.6a, 800.4a); False if it isn't on it. Looked for from the
        top, where a resolving object is: from the bottom, 250 000 triggers (500 lifelink attackers, 499
        Ajani's Pridemates) were each found at the end of the whole list."""
        stack = self.stack
        for index in range(len(stack) - 1, -1, -1):
            if stack[index] is obj:
                del stack[index]
                return True
        return False

    def touch(self) -> None:
        """Note a change that may alter characteristics (invalidates cached layers)."""
        self.version += 1

    # --- changes to a permanent: each says what it invalidates -----------------
    def tap(self, permanent: Permanent) -> bool:
        """Tap it (701.26a); False if it already was. Effects may apply only to tapped or untapped
        permanents ("untapped creatures you control get +1/+1"), so the layers are recomputed."""
        if permanent.tapped:
            return False
        permanent.tapped = True
        self.touch()
        return True

    def untap(self, permanent: Permanent) -> bool:
        """Untap it (701.26b); False if it already was untapped. Recomputes the layers, as `tap`."""
        if not permanent.tapped:
            return False
        permanent.tapped = False
        self.touch()
        return True

    def mark_damage(self, permanent: Permanent, amount: int, deathtouch: bool = False) -> None:
        """Damage marked on a creature (120.3e) and whether a deathtouch source dealt some (702.2b).
        Damage is not a characteristic: no layer changes, but state-based actions must look again."""
        permanent.damage += amount
        permanent.deathtouch_damage = permanent.deathtouch_damage or deathtouch
        self.sba_look_at(permanent.oid)

    def remove_damage(self, permanent: Permanent) -> None:
        """All damage removed (cleanup 514.2, regeneration 701.19a)."""
        permanent.damage = 0
        permanent.deathtouch_damage = False
        self.sba_look_at(permanent.oid)

    def sba_look_at(self, oid: str) -> None:
        """State-based actions must look at this permanent again: its damage changed, or it entered,
        or its characteristics were patched in place (judge.mtg.layer_cache)."""
        if self.sba_watch is not None:
            self.sba_watch[1].add(oid)
        self.sba_checked_at = None

    def sba_look_at_everything(self) -> None:
        """A change state-based actions can't trace to a few permanents (one left: its Auras may fall off)."""
        self.sba_watch = None
        self.sba_checked_at = None

    def add_counters(self, permanent: Permanent, kind: str, count: int) -> None:
        """Put `count` counters of a kind on it (a negative count removes them; none stay at zero).
        +1/+1 and -1/-1 counters change power and toughness in layer 7c (613.4c)."""
        total = permanent.counters.get(kind, 0) + count
        if total > 0:
            permanent.counters[kind] = total
        else:
            permanent.counters.pop(kind, None)
        self.touch()

    def attach(self, permanent: Permanent, host: str | None) -> None:
        """Attach an Aura or Equipment to the permanent with id `host`, or unattach it (None, 701.3d).
        Attached to a different object it gets a new timestamp (701.3c); what it grants moves with it,
        so the layers are recomputed."""
        if host is not None and host != permanent.attached_to:
            permanent.timestamp = self.timestamp()
        permanent.attached_to = host
        self.touch()

    def graveyard_card(self, oid: str) -> tuple[Player, GameObject] | None:
        """The card with this id in some player's graveyard, with that player (its owner, 404.1)."""
        for player in self.players:
            for card in player.graveyard:
                if card.oid == oid:
                    return player, card
        return None

    def set_controller(self, permanent: Permanent, controller: str, sick: bool = True) -> None:
        """A new controller (layer 2, 613.1b): it is summoning sick for them (302.6); triggered and
        static abilities now work for the new controller, so everything keyed by control is redone."""
        if permanent.controller == controller:
            return
        permanent.controller = controller
        self.control_changed = True
        permanent.sick = permanent.sick or sick
        self.touch()
        self.battlefield_changed()

    # --- the record (emit, reject, decide: judge.record) -------------------------
    def emit(self, event_kind: str, /, *args: Any, **params: Any) -> Event:
        """Record an event; a copy playing out an option pays for it from the ruling's forecast
        budget, so that forecasts of many decisions can't multiply the work of a ruling."""
        if self.simulating:
            self.forecast_budget.spend(1)
        return super().emit(event_kind, *args, **params)

    def board_size(self) -> int:
        return len(self.battlefield) + len(self.stack) + sum(
            len(p.hand) + len(p.graveyard) + len(p.exile) for p in self.players)
