"""Discarding (701.9): the player whose hand it is chooses the cards, a Decision.

Used by effects ("draw two cards, then discard a card") and by the cleanup
step's discard to maximum hand size (514.1). The scenario answers with
`choices: discard: {player: [card names]}`; without an answer the documented
default discards the cards at the end of the hand list (the most recently
drawn ones).
"""

from __future__ import annotations

from judge.cards import mtg_effects as fx
from judge.events import Decision, Listing
from judge.mtg import zone_changes
from judge.mtg.effect_context import Context, handler
from judge.mtg.state import Game, GameObject, Player


def choose(game: Game, player_name: str, count: int, rules: tuple[str, ...]) -> list[GameObject]:
    """Which `count` cards the player discards: their answer, else the last cards in hand."""
    hand = game.player(player_name).hand
    count = min(count, len(hand))
    if count == 0:
        return []
    wanted = list((game.choices.discard.get(player_name) if game.choices else None) or [])
    by_name: dict[str, list[GameObject]] = {}  # one pass over the hand, not one per name answered
    for card in reversed(hand):
        by_name.setdefault(card.card.name.lower(), []).append(card)
    chosen: list[GameObject] = []
    for name in wanted:
        if len(chosen) == count:
            break
        same = by_name.get(name.lower())
        if same:
            chosen.append(same.pop())  # the first such card in the hand
    answered = len(chosen) == count
    taken = {id(card) for card in chosen}
    for card in reversed(hand):
        if len(chosen) >= count:
            break
        if id(card) not in taken:
            chosen.append(card)
    if not game.simulating:
        game.decisions.append(Decision(
            chooser=player_name, kind="discard", options=[c.name for c in hand],
            taken=Listing(c.name for c in chosen), default=not answered, rules=rules))
    return chosen


def discard(game: Game, player_name: str, count: int, rules: tuple[str, ...], reason: str) -> int:
    """The player discards `count` cards of their choice; returns how many were discarded."""
    chosen = choose(game, player_name, count, rules)
    for card in chosen:
        zone_changes.discard(game, player_name, card, rules, reason)
    return len(chosen)


@handler("discard")
def discard_effect(ctx: Context, effect: fx.Discard) -> None:
    """What "discard N" does on resolution (608.2c); registered when the first one resolves (judge.mtg.effects)."""
    for player in ctx.resolve(effect.who):
        if isinstance(player, Player):
            discard(ctx.game, player.name, effect.count, ("701.9a", "701.9b"), reason="effect")
