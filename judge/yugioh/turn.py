"""The rest of the turn: phase by phase, with what each phase does by itself.

The order of phases is the turn outline (judge/outlines/yugioh.yaml):
Draw (the turn player draws; not in the duel's first turn), Standby, Main Phase 1,
Battle Phase (Start, Battle, Damage, End Steps), Main Phase 2, End Phase. In the End
Phase, effects that last "until the End Phase" end (taken control returns), cards that
count the opponent's turns count, and the turn player discards down to 6 cards.
"""

from __future__ import annotations

from judge.cards.yugioh_effects import DestroySelfAfterOpponentTurns
from judge.events import Decision, Listing
from judge.outline import load_outline
from judge.yugioh import win_conditions, zones
from judge.yugioh.state import HAND_LIMIT, PHASES, Card, Duel


def draw_phase(duel: Duel) -> None:
    """The turn player draws 1 card; the player who starts the Duel skips it in turn 1 ("Draw Phase")."""
    if duel.turn_number == 1:
        duel.emit("first_turn_no_draw", rules=("Draw Phase",), terms=("draw-phase",), player=duel.turn_player.name)
        return
    zones.draw(duel, duel.turn_player)
    win_conditions.check(duel)


def carry_on(duel: Duel, until: str) -> None:
    """Walk the remaining phases up to `until` (end_of_battle, end_of_turn, next_turn)."""
    order = [p.id for p in load_outline("yugioh").phases]
    assert tuple(order) == PHASES, "the outline's phases are the engine's phases"
    if duel.phase == "battle":
        _end_battle_phase(duel)
        if until == "end_of_battle":
            return
    elif until == "end_of_battle":
        return
    for phase in order[order.index(duel.phase) + 1:]:
        if duel.finished:
            return
        if duel.turn_number == 1 and phase in ("battle", "main2"):
            # The duelist who goes first has no Battle Phase in turn 1, and so no Main Phase 2 either.
            if phase == "battle":
                duel.emit("first_turn_no_battle_phase", rules=("Battle Phase", "Turn Structure"),
                          terms=("battle-phase", "main-phase-2"), player=duel.turn_player.name)
            continue
        _enter(duel, phase)
    if until == "next_turn" and not duel.finished:
        _next_turn(duel)


def walk_to(duel: Duel, target: str) -> None:
    """`to:` a later phase of this turn (or `next_turn`): every phase on the way begins and ends.

    The caller checked that `target` lies ahead. A Battle Phase that is the target stays open for
    attacks; one passed through ends at once (nobody attacks).
    """
    if target == "next_turn":
        carry_on(duel, "next_turn")
        return
    if duel.phase == "battle":
        _end_battle_phase(duel)
    for phase in PHASES[PHASES.index(duel.phase) + 1:PHASES.index(target) + 1]:
        if duel.finished:
            return
        if duel.turn_number == 1 and phase in ("battle", "main2"):
            continue  # no Battle Phase in the Duel's first turn (actions.py refuses `to: battle` there)
        _enter(duel, phase, stay=phase == target)


def _enter(duel: Duel, phase: str, stay: bool = False) -> None:
    duel.phase = phase
    duel.emit("phase_begins", rules=(_SECTION[phase],), terms=(_TERM[phase],), kind=phase,
              player=duel.turn_player.name)
    if phase == "battle" and not stay:
        _end_battle_phase(duel)  # no further attacks are declared by the engine
    elif phase == "end":
        _end_phase(duel)


def _end_battle_phase(duel: Duel) -> None:
    duel.emit("battle_phase_end_step", rules=("Battle Phase",), terms=("battle-phase",))


def _end_phase(duel: Duel) -> None:
    """End Phase: 'until the End Phase' effects end, turn counters count, hand size limit."""
    for card in duel.monsters():
        if card.original_controller is not None:
            card.controller, card.original_controller = card.original_controller, None
            duel.emit("control_returns", rules=("End Phase", "Control"), terms=("control", "end-phase"),
                      card=card.name, player=card.controller)
    _count_opponent_turns(duel)
    _hand_size(duel)


def _count_opponent_turns(duel: Duel) -> None:
    for card in list(duel.field_cards):
        if card.controller == duel.turn_player.name or card.face_down:
            continue
        for effect in card.effects("lingering"):
            for action in effect.actions:
                if isinstance(action, DestroySelfAfterOpponentTurns):
                    card.opponent_end_phases += 1
                    duel.emit("turn_counted", rules=("End Phase",), terms=("end-phase",), card=card.name,
                              count=card.opponent_end_phases, limit=action.turns)
                    if card.opponent_end_phases >= action.turns:
                        zones.destroy(duel, card, "own_effect", rules=("End Phase",))


def _hand_size(duel: Duel) -> None:
    """More than 6 cards: the turn player discards down to 6 (default: the last cards in hand)."""
    duelist = duel.turn_player
    extra = len(duelist.hand) - HAND_LIMIT
    if extra <= 0:
        return
    wanted = (duel.choices.discard.get(duelist.name) if duel.choices else None) or []
    by_name: dict[str, list[Card]] = {}  # one pass over the hand, not one per name answered
    for card in reversed(duelist.hand):
        by_name.setdefault(card.card.name.lower(), []).append(card)
    chosen: list[Card] = []
    for name in wanted:
        if len(chosen) == extra:
            break
        same = by_name.get(name.lower())
        if same:
            chosen.append(same.pop())  # the first such card in the hand
    taken = {id(card) for card in chosen}
    chosen = (chosen + [c for c in reversed(duelist.hand) if id(c) not in taken])[:extra]
    duel.decide(Decision(chooser=duelist.name, kind="hand_size_discard", options=[c.name for c in duelist.hand],
                         taken=Listing(c.name for c in chosen), default=not wanted, rules=("End Phase",)))
    duel.emit("hand_size", rules=("End Phase", "Hand Size"), terms=("hand-size-limit", "end-phase"),
              player=duelist.name, count=extra)
    for card in chosen:
        zones.move(duel, card, "graveyard", reason="discarded", rules=("Hand Size",))


def _next_turn(duel: Duel) -> None:
    """The other duelist's turn, up to its Main Phase 1."""
    for card in duel.field_cards:
        card.summoned_this_turn = card.attacked = card.position_changed = card.set_this_turn = False
        card.boosts = []  # "until the end of this turn" has passed
    for duelist in duel.duelists:
        duelist.normal_summoned = False
    duel.active = 1 - duel.active
    duel.turn_number += 1
    duel.battle_phase_ended = False
    duel.emit("duel_turn_begins", rules=("Turn Structure",), terms=("turn",), player=duel.turn_player.name,
              number=duel.turn_number)
    for phase in ("draw", "standby", "main1"):
        duel.phase = phase
        duel.emit("phase_begins", rules=(_SECTION[phase],), terms=(_TERM[phase],), kind=phase,
                  player=duel.turn_player.name)
        if phase == "draw":
            draw_phase(duel)
        if duel.finished:
            return


_SECTION = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase", "battle": "Battle Phase",
            "main2": "Main Phase", "end": "End Phase"}
_TERM = {"draw": "draw-phase", "standby": "standby-phase", "main1": "main-phase-1", "battle": "battle-phase",
         "main2": "main-phase-2", "end": "end-phase"}
