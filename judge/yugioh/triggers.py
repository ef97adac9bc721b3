"""Trigger and Flip effects: they wait until the current Chain or step is over, then form a Chain.

Simultaneous effects go on the Chain in this order ("Simultaneous Effects", often called
SEGOC): the turn player's mandatory effects, the opponent's mandatory effects, the turn
player's optional effects, then the opponent's optional effects. Each duelist orders their
own effects within a group (scenario `choices.order`, default: in the order they happened).
An optional effect is activated unless `choices.optional` declines it.
"""

from __future__ import annotations

from judge.cards.yugioh_effects import CardEffect
from judge.events import Decision, Listing, Word
from judge.yugioh import activation, chain
from judge.yugioh.state import Card, ChainLink, Duel

RULES = ("Simultaneous Effects", "Chain")


def run(duel: Duel) -> None:
    """Put waiting trigger effects on a new Chain in SEGOC order and resolve it, until none wait."""
    rounds = 0
    while duel.pending_triggers and not duel.finished and rounds < 50:
        rounds += 1
        add_waiting(duel)
        chain.resolve(duel)


def add_waiting(duel: Duel) -> None:
    """Start a Chain with the waiting trigger effects, in SEGOC order (responses may follow)."""
    waiting, duel.pending_triggers = duel.pending_triggers, []
    for card, effect, controller in _segoc(duel, waiting):
        link = chain.new_link(duel, card, effect, controller, card_activation=False)
        if not _wanted(duel, link):
            continue
        refusal = activation.check_trigger(duel, link)
        if refusal is not None:
            duel.emit("trigger_cannot_activate", rules=refusal.rules, terms=refusal.terms,
                      card=card.name, reason=refusal.reason)
            continue
        chain.start_trigger(duel, link)


def _controller(card: Card) -> str:
    return card.controller or card.owner


def _segoc(duel: Duel, waiting: list[tuple[Card, CardEffect]]) -> list[tuple[Card, CardEffect, str]]:
    turn_player = duel.turn_player.name
    groups: list[list[tuple[Card, CardEffect, str]]] = [[], [], [], []]
    for card, effect in waiting:
        controller = _controller(card)
        optional = effect.optional
        groups[(2 if optional else 0) + (0 if controller == turn_player else 1)].append((card, effect, controller))
    ordered = []
    for group in groups:
        ordered += _player_order(duel, group)
    if len(ordered) > 1:
        duel.emit("simultaneous_triggers", rules=RULES, terms=("chain", "segoc", "trigger-effect"),
                  cards=Listing(c.name for c, _, _ in ordered))
    return ordered


def _player_order(duel: Duel, group: list[tuple[Card, CardEffect, str]]) -> list[tuple[Card, CardEffect, str]]:
    if len(group) < 2:
        return group
    player = group[0][2]
    wanted = (duel.choices.order.get(player) if duel.choices else None) or []
    rank = {name.lower(): i for i, name in enumerate(wanted)}
    ordered = sorted(group, key=lambda item: rank.get(item[0].card.name.lower(), len(rank)))
    duel.decide(Decision(chooser=player, kind="chain_order", options=[c.name for c, _, _ in group],
                         taken=Listing(c.name for c, _, _ in ordered), default=not wanted, rules=RULES))
    return ordered


def _wanted(duel: Duel, link: ChainLink) -> bool:
    """Mandatory effects always activate; optional ones unless the scenario declines them."""
    if not link.effect.optional:
        return True
    declined = duel.choices.optional if duel.choices else {}
    activate = declined.get(link.card.card.name, declined.get(link.card.oid, True))
    duel.decide(Decision(chooser=link.controller, kind="optional_trigger", options=[Word("activate"), Word("decline")],
                         taken=Word("activate" if activate else "decline"), default=link.card.card.name not in declined,
                         rules=("Trigger Effects",), subject=link.card.card.name))
    return activate
