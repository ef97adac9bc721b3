"""Triggered abilities (603): noticing trigger events, then putting them on the stack.

An ability triggers when its event happens (603.2) and waits until a player
would next receive priority; then all waiting abilities go on the stack in
APNAP order (603.3b), each player putting theirs in the order they choose.
Leaves-the-battlefield abilities "look back in time" (603.10a): the permanent
that left is checked as it last existed on the battlefield.

The engine reports its events to judge/mtg/triggers.py, which comes here only when something could
trigger (start-up).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.cards.mtg_model import TriggeredAbility
from judge.events import CardName, Decision, Listing
from judge.mtg import board_index, characteristics, trigger_targets
from judge.mtg.damage_event import DamageEvent
from judge.mtg.modal import divided_effect, modal_of
from judge.mtg.state import Game, Permanent, StackObject
from judge.parts import Parts

# Modal triggered abilities and divided damage, imported for the first ability that has them; the outcome
# tables of judge.mtg.forecast for the first player who orders triggers whose orders read apart (start-up).
parts = Parts(trigger_modes="judge.mtg.trigger_modes", division="judge.mtg.division", commuting="judge.mtg.commuting",
              forecast="judge.mtg.forecast", order_rows="judge.mtg.order_rows")


def _by_event(game: Game, card: Any) -> dict[str, list]:
    """A card's triggered abilities by trigger event, worked out once per card (judge.mtg.derived)."""
    return game.derived.get("triggers", card, _triggers_by_event)


def _triggers_by_event(card: Any) -> dict[str, list]:
    by_event: dict[str, list] = {}
    for index, ability in enumerate(card.abilities):
        if isinstance(ability, TriggeredAbility):
            by_event.setdefault(ability.when.event, []).append((index, ability))
    return by_event


def _abilities(game: Game, permanent: Permanent, event: str):
    """The source's triggered abilities for `event`; none if it has lost all abilities (613.1f)."""
    found = _by_event(game, permanent.card).get(event)
    if found and _chars(game, permanent).has_abilities:
        yield from found


def _watchers(game: Game, event: str) -> list[Permanent]:
    """Permanents on the battlefield with an ability for `event` that can see another object's or a
    player's event, in battlefield order; kept until something enters or leaves (judge.mtg.board_index
    keeps the list of trigger sources itself current)."""
    cached = game.trigger_sources
    if cached is None or cached[0] != game.battlefield_changes:
        cached = game.trigger_sources = (game.battlefield_changes, {})
    found = cached[1].get(event)
    if found is None:
        found = cached[1][event] = [p for p in board_index.with_role(game, "triggers")
                                    if _sees_others(game, p.card, event)]
    return found


def _sees_others(game: Game, card: Any, event: str) -> bool:
    """Has the card an ability for `event` that isn't about itself only ("when this dies")?"""
    return any(ability.when.subject != "self" for _, ability in _by_event(game, card).get(event, ()))


def _chars(game: Game, permanent: Permanent):
    """Its characteristics now, or as it last existed on the battlefield (603.10a)."""

    now = characteristics.compute(game).get(permanent.oid)
    if now is not None and game.on_battlefield(permanent):
        return now
    return game.last_known.get(permanent.oid) or characteristics.base(permanent, game)


def _subject_matches(game: Game, source: Permanent, ability: TriggeredAbility,
                     subject: Permanent | None, player: str | None) -> bool:
    wanted = ability.when.subject
    if wanted == "self":
        return subject is not None and subject.oid == source.oid
    if wanted in ("enchanted", "equipped"):
        return subject is not None and source.attached_to == subject.oid
    if wanted == "you":
        return player == source.controller
    if wanted == "opponent":
        return player is not None and player != source.controller
    if wanted == "each_player":
        return player is not None
    if subject is None:
        return False
    if wanted == "another" and subject.oid == source.oid:
        return False

    return characteristics.matches(game, _chars(game, subject), subject, ability.when.filter, source,
                                   source.controller)


LOOK_BACK = frozenset({"leaves_battlefield", "dies", "put_into_graveyard"})  # 603.10a
_EVENT_RULES = {"dies": ("603.10a", "700.4"), "leaves_battlefield": ("603.6c", "603.10a"),
                "put_into_graveyard": ("603.10a",), "gains_life": ("119.9",)}


def _trigger(game: Game, source: Permanent, index: int, ability: TriggeredAbility,
             subject: str | None, data: dict[str, Any] | None = None) -> None:
    obj = StackObject(
        oid=game.new_oid(f"{source.oid}-trigger"), card=source.card, owner=source.controller,
        kind="triggered", controller=source.controller, source=source.oid,
        source_name=source.card.name, ability_index=index, trigger_subject=subject,
        trigger_data=data or {},
    )
    game.pending_triggers.append(obj)
    event = ability.when.event
    game.emit("ability_triggered", rules=("603.2", *_EVENT_RULES.get(event, ())), terms=("triggered-ability",),
              source=source.name, event=event)


def _silenced(game: Game, source: Permanent, event: str) -> None:
    """Why not: the event happened, but its source has no abilities now, or had none as it last
    existed on the battlefield (613.1f, 603.10a), so nothing triggers."""
    key = ("silenced", source.oid, source.zone_changes, event)
    if key in game.noted:  # once per source and kind of event: Wrath of God's deaths need it said once
        return
    game.noted.add(key)
    look_back = event in LOOK_BACK and not game.on_battlefield(source)
    game.emit("trigger_without_abilities", rules=("603.2", "613.1f", *(("603.10a",) if look_back else ())),
              terms=("triggered-ability", "layer"), source=source.name, reason="look_back" if look_back else "now")


def check(game: Game, event: str, subject: Permanent | None = None, player: str | None = None,
          extra_sources: list[Permanent] | _Left = (), data: dict[str, Any] | None = None) -> None:
    """Note every triggered ability on the battlefield (and `extra_sources`) that `event` triggers;
    say so when one would have triggered but its source has lost all abilities."""
    left = extra_sources if isinstance(extra_sources, _Left) else _gone(game, list(extra_sources))
    for source in _sources(game, event, subject, left):
        found = _by_event(game, source.card)[event]
        active = _chars(game, source).has_abilities
        for index, ability in found:
            if not _subject_matches(game, source, ability, subject, player):
                continue
            if active:
                _trigger(game, source, index, ability, subject.oid if subject else player, data)
            else:
                _silenced(game, source, event)


@dataclass
class _Left:
    """Permanents that left the battlefield in one event, as sources that look back (603.10a): their
    order, and per event those with an ability that sees other objects' events."""

    sources: list[Permanent]
    place: dict[str, int] = field(default_factory=dict)
    seeing: dict[str, list[Permanent]] = field(default_factory=dict)

    def seeing_others(self, game: Game, event: str) -> list[Permanent]:
        if event not in self.seeing:
            self.seeing[event] = [s for s in self.sources if _sees_others(game, s.card, event)]
        return self.seeing[event]


def _gone(game: Game, extra: list[Permanent]) -> _Left:
    left = [s for s in extra if not game.on_battlefield(s)]
    return _Left(left, {s.oid: i for i, s in enumerate(left)})


def _sources(game: Game, event: str, subject: Permanent | None, left: _Left) -> list[Permanent]:
    """Whose abilities `event` can trigger, in the order they are checked: permanents on the battlefield
    in battlefield order, then those that left with the subject (603.10a). An ability about its own
    source only ("when this creature dies") triggers for the subject alone, so the other sources with
    only such abilities aren't looked at."""
    watchers = _watchers(game, event)
    sources = watchers + left.seeing_others(game, event)
    if subject is None or event not in _by_event(game, subject.card) or any(s is subject for s in sources):
        return sources
    if game.on_battlefield(subject):
        order = {p.oid: i for i, p in enumerate(board_index.with_role(game, "triggers"))} if watchers else {}
        place = sum(1 for w in watchers if order[w.oid] < order[subject.oid])
    elif left.place.get(subject.oid) is not None and left.sources[left.place[subject.oid]] is subject:
        mine = left.place[subject.oid]
        place = len(watchers) + sum(1 for s in sources[len(watchers):] if left.place[s.oid] < mine)
    else:
        return sources
    return [*sources[:place], subject, *sources[place:]]


def entered_battlefield(game: Game, permanent: Permanent) -> None:
    check(game, "enters_battlefield", subject=permanent)


def left_together(game: Game, departures: list[tuple[Permanent, str]]) -> None:
    """The leaves-the-battlefield triggers of permanents that left in one event (each with where it
    went), each seeing all of them leave (603.10a)."""
    left = _gone(game, [permanent for permanent, _ in departures])
    for permanent, destination in departures:
        leaves_battlefield(game, permanent, destination, left)


def leaves_battlefield(game: Game, permanent: Permanent, destination: str,
                       leavers: list[Permanent] | _Left) -> None:
    """Leaves-the-battlefield, dies and put-into-a-graveyard triggers, looking back in time (603.10a).

    `leavers` are all the permanents that left in the same event: their abilities look back
    too, so each sees the others leave. "Dies" means a creature put into a graveyard from
    the battlefield (700.4), judged by what it was as it last existed: an animated land dies.
    """
    check(game, "leaves_battlefield", subject=permanent, extra_sources=leavers)
    if destination != "graveyard":
        return
    check(game, "put_into_graveyard", subject=permanent, extra_sources=leavers)
    if "Creature" in _chars(game, permanent).types:
        check(game, "dies", subject=permanent, extra_sources=leavers)


def left_the_game(game: Game, permanents: list[Permanent]) -> None:
    """Permanents that left the game with their owner (800.4a). That is leaving the battlefield, so
    leaves-the-battlefield abilities trigger, looking back in time (603.6c, 603.10a); but they go to
    no graveyard, so nothing "dies" (700.4): a judge says so for each "dies" ability that would
    otherwise have seen one of them."""
    left = _gone(game, permanents)
    for permanent in permanents:
        check(game, "leaves_battlefield", subject=permanent, extra_sources=left)
    for source in _sources(game, "dies", None, left):
        _not_dying(game, source, permanents)


def _not_dying(game: Game, source: Permanent, permanents: list[Permanent]) -> None:
    for _, ability in _by_event(game, source.card).get("dies", ()):
        for permanent in permanents:
            if "Creature" in _chars(game, permanent).types and \
                    _subject_matches(game, source, ability, permanent, None):
                game.emit("left_game_not_died", rules=("700.4", "800.4a", "603.6c"),
                          terms=("leaves-the-battlefield", "triggered-ability"), source=source.name,
                          card=permanent.name)
                return


def damage_dealt(game: Game, event: DamageEvent) -> None:
    source = game.permanent(event.source)
    if source is None:
        return
    recipient = event.recipient if isinstance(event.recipient, Permanent) else None
    data = {"amount": event.amount, "recipient": event.recipient.name}
    for index, ability in _abilities(game, source, "deals_damage"):
        _trigger(game, source, index, ability, source.oid, data)
    if event.combat:
        for index, ability in _abilities(game, source, "deals_combat_damage"):
            _trigger(game, source, index, ability, source.oid, data)
        if recipient is None:
            for index, ability in _abilities(game, source, "deals_combat_damage_to_player"):
                _trigger(game, source, index, ability, source.oid, data)
    for other in board_index.with_role(game, "triggers"):  # an Aura's or Equipment's "deals damage"
        if other.attached_to == source.oid:
            for index, ability in _abilities(game, other, "deals_damage"):
                if ability.when.subject in ("enchanted", "equipped"):
                    _trigger(game, other, index, ability, source.oid, data)


def life_gained(game: Game, player: str, amount: int) -> None:
    check(game, "gains_life", player=player, data={"amount": amount})


def put_on_stack(game: Game, play_out: Callable[[Game], None]) -> bool:
    """Put waiting triggered abilities on the stack in APNAP order (603.3b). True if any.

    `play_out` resolves a copy of the game's stack to the end (judge.mtg.stack.resolve_stack): the
    outcome of each order a player could choose is worked out with it. Injected by the caller, as
    the stack puts triggers on itself through this module.
    """
    if not game.pending_triggers:
        return False
    waiting, game.pending_triggers = _without_left_players(game, game.pending_triggers), []
    if not waiting:
        return False
    order = game.apnap()
    for position, player in enumerate(order):
        own = [t for t in waiting if t.controller == player.name]
        if not own:
            continue
        later = {p.name for p in order[position + 1:]}
        after = [t for t in waiting if t.controller in later]
        ordered = _order(game, player.name, own, after, play_out)
        for index, obj in enumerate(ordered):  # a modal one's mode first (603.3c); the rest go on after it
            if modal_of(obj) is None or parts.trigger_modes.choose(game, obj, _place, play_out,
                                                                   ordered[index + 1:], after):
                _place(game, obj)  # (the rest listed only for a modal one: 250 000 triggers, each with its rest)
    return True


def _without_left_players(game: Game, waiting: list[StackObject]) -> list[StackObject]:
    """A triggered ability whose controller has left a game that goes on isn't put on the stack (800.4d)."""
    if sum(1 for p in game.players if not p.lost) < 2:
        return waiting  # the game is over (104.2a): nothing more is put on the stack anyway
    for obj in waiting:
        if game.player(obj.controller).lost:
            game.emit("trigger_controller_left", rules=("800.4d",), terms=("triggered-ability", "stack"),
                      source=obj.name, controller=obj.controller)
    return [obj for obj in waiting if not game.player(obj.controller).lost]


def _place(game: Game, obj: StackObject) -> None:
    """One triggered ability goes on the stack, its targets chosen now (603.3d)."""

    divided = divided_effect(obj) is not None
    if not trigger_targets.choose_for_trigger(game, obj, distinct=divided):
        return
    if divided:
        parts.division.for_trigger(game, obj)  # damage divided among its targets is divided now (601.2d)
    game.stack.append(obj)
    game.emit("trigger_put_on_stack", rules=("603.3", "603.3b"),
              terms=("triggered-ability", "stack", "apnap-order"),
              source=obj.name, controller=obj.controller)


def _order(game: Game, player: str, own: list[StackObject], later: list[StackObject],
           play_out: Callable[[Game], None]) -> list[StackObject]:
    """The order a player puts their simultaneous triggers on the stack (603.3b): a choice.

    The scenario names sources first-on-the-stack first (`choices: trigger_order`); by
    default they go on in the order they triggered. When the order changes the result,
    each order's outcome is worked out on a copy of the game and listed.
    """
    if len(own) < 2:
        return own
    labels = _labels(own)
    wanted = (game.choices.trigger_order.get(player) if game.choices else None) or []
    ranked = sorted(own, key=lambda t: _rank(labels[t.oid], t.source_name, wanted))
    if game.simulating:
        return ranked
    decision = Decision(
        chooser=player, kind="trigger_order", options=[labels[t.oid] for t in own],
        taken=_label(ranked, labels), default=not wanted, rules=("603.3b",), subject=None)
    _outcomes_of_orders(game, decision, ranked, later, labels, play_out)
    game.decisions.append(decision)
    return ranked


def _labels(own: list[StackObject]) -> dict[str, str]:
    """How a trigger is named in the choice: its source, plus which ability when a source has several."""
    labels = {}
    twins = Counter(t.source_name for t in own)
    for trigger in own:
        number = 0 if trigger.delayed is not None else sum(  # a delayed one is no ability of the card
            1 for a in trigger.card.abilities[:trigger.ability_index + 1] if isinstance(a, TriggeredAbility))
        name = CardName(trigger.source_name)
        labels[trigger.oid] = Listing((name, f"({number})"), " ") if twins[trigger.source_name] > 1 else name
    return labels


def _rank(label: str, source: str, wanted: list[str]) -> int:
    for name in (label, source):
        if name in wanted:
            return wanted.index(name)
    return len(wanted)


def _label(ordered: list[StackObject], labels: dict[str, str]) -> str:
    """An order as the choice names it; alike triggers next to each other read once with their number."""
    return Listing((labels[t.oid] for t in ordered), " → ", runs=True)


def _outcomes_of_orders(game: Game, decision: Decision, ranked: list[StackObject], later: list[StackObject],
                        labels: dict[str, str], play_out: Callable[[Game], None]) -> None:
    """Each order's end state, worked out on copies of the game (judge.mtg.commuting: those known to end
    alike share one); outcomes only if they differ (603.3b). Orders that only swap triggers of the same
    name read the same (two Blood Artist triggers): the table has one row for them, so one of them is
    played out (judge.mtg.order_rows), and the limit counts rows: 5 triggers, 3 of them alike, have 20."""
    named = [labels[t.oid] for t in ranked]
    distinct = parts.order_rows.count(named, parts.forecast.MAX_OPTIONS)  # counted, never listed: 100 have 100!
    if distinct > parts.forecast.MAX_OPTIONS:
        parts.commuting.beyond_the_limit(game, decision, ranked, later)
        return
    if distinct < 2:
        return  # every order reads the same: there is nothing to compare
    orders = {_label([ranked[i] for i in row.first], labels): row for row in parts.order_rows.rows(named)}
    parts.commuting.tabulate(game, decision, ranked, later, orders, _place, play_out)
