"""Winning and losing ("Winning and Losing"), checked whenever something could have decided the Duel.

- A duelist whose Life Points reach 0 loses; if both reach 0 at the same time, the Duel is a draw.
- A duelist who must draw from an empty Deck loses.
- A duelist with Exodia the Forbidden One and its four limbs in hand wins at once.
The Duel ends at that moment, even in the middle of a Chain.
"""

from __future__ import annotations

from judge.cards.yugioh_effects import WinWithPieces
from judge.yugioh.state import Duel, Duelist

RULES = ("Winning and Losing",)


def _exodia(duelist: Duelist) -> bool:
    names = {c.card.name.lower() for c in duelist.hand}
    for card in duelist.hand:
        for effect in card.effects("rule"):
            for action in effect.actions:
                if isinstance(action, WinWithPieces) and all(p.lower() in names for p in action.pieces):
                    return True
    return False


def check(duel: Duel) -> bool:
    """Decide the Duel if a condition holds; True when the Duel is over."""
    if duel.finished:
        return True
    exodia = [d for d in duel.duelists if _exodia(d)]
    losers = [d for d in duel.duelists if d.life <= 0 or d.must_draw_from_empty_deck]
    if exodia and not losers:
        for winner in exodia:
            winner.won = True
            duel.emit("wins_with_exodia", rules=RULES, terms=("exodia",), summary=True,
                      player=winner.name)
        for other in duel.duelists:
            if other not in exodia:
                other.lost, other.loss_reason = True, "exodia"
        duel.finished = True
        return True
    if not losers:
        return False
    duel.finished = True
    if len(losers) == len(duel.duelists):  # both at once: nobody wins or loses, the Duel is a draw
        reason = "life" if all(d.life <= 0 for d in losers) else "mixed"
        duel.emit("duel_draw", rules=RULES, terms=("life-points",), summary=True, reason=reason)
        return True
    for loser in losers:
        loser.lost = True
        loser.loss_reason = "life" if loser.life <= 0 else "deck"
        duel.emit("duelist_loses", rules=RULES + (("Life Points",) if loser.life <= 0 else ("Deck",)),
                  terms=("life-points",) if loser.life <= 0 else ("main-deck",), summary=True, player=loser.name,
                  reason=loser.loss_reason)
    for duelist in duel.duelists:
        if duelist not in losers:
            duelist.won = True
    return True
