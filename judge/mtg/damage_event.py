"""One damage event (120.1): a leaf module, so that dealing damage (damage.py), the replacement
effects that modify it (replacement/) and the triggers that see it (triggers.py) can all name the
type without importing each other."""

from __future__ import annotations

from dataclasses import dataclass

from judge.mtg.state import Permanent, Player


@dataclass
class DamageEvent:
    """`amount` damage from one source to one recipient (a permanent or a player)."""

    source: str  # oid of the source (a permanent, a spell or an ability's source)
    source_name: str
    source_controller: str
    source_keywords: frozenset[str]
    source_colors: frozenset[str]
    recipient: Permanent | Player
    amount: int
    combat: bool = False
    cant_be_prevented: bool = False
    source_toxic: int = 0  # its total toxic value, every instance counted (702.164b)
