"""Life Points ("Life Points"): damage lowers them; a duelist at 0 loses (see win_conditions.py)."""

from __future__ import annotations

from judge.events import CardName
from judge.yugioh.state import Duel


def damage(duel: Duel, player: str, amount: int, cause: str, source: str,
           rules: tuple[str, ...] = ("Life Points",)) -> None:
    """Inflict `amount` damage (battle damage or effect damage) to a duelist."""
    if amount <= 0:
        return
    duelist = duel.duelist(player)
    duelist.life = max(duelist.life - amount, 0)
    kind = "battle-damage" if cause == "battle" else "effect-damage"
    duel.emit("damage_inflicted", rules=rules, summary=True, terms=(kind, "life-points"),
              player=player, amount=amount, life=duelist.life, source=CardName(source), reason=cause)
