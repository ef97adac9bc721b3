"""Combat (506-511): the state of a combat under way.

Declarations are checked and damage is dealt by the functions of this module;
`Combat` records which creatures attack what and which block which.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Combat:
    """Attackers (oid -> what it attacks) and blockers (oid -> the attackers it blocks)."""

    attackers: dict[str, str] = field(default_factory=dict)
    blockers: dict[str, list[str]] = field(default_factory=dict)
    blocked: set[str] = field(default_factory=set)  # attackers that became blocked (509.1h)

    def remove(self, oid: str) -> None:
        """Remove a creature from combat (506.4); a blocked attacker stays blocked (509.1h)."""
        self.attackers.pop(oid, None)
        self.blockers.pop(oid, None)
