"""Which permanents play which part, kept current as permanents enter and leave (an index, 400).

Most of a big board is vanilla creatures and lands. The engine looks at every permanent with a
triggered ability when an event happens (603.2), at every permanent with a static ability or a
characteristic-defining ability when it works out layers, replacement effects and control (611.3,
604.3); scanning the whole board for those at every event makes a ruling grow with the square of
the board. The index keeps them by role, in battlefield order, and updates for the one permanent
that entered or left (`Game.move_since`) instead of rebuilding.
"""

from __future__ import annotations

from typing import Any

from judge.cards.mtg_model import StaticAbility, TriggeredAbility
from judge.cards.mtg_replacement import REPLACEMENT_KINDS
from judge.mtg.state import Game, Permanent

ROLES = ("triggers", "statics", "cda", "replacing", "restricting", "tokens")


def with_role(game: Game, role: str) -> list[Permanent]:
    """Permanents in this role, in battlefield order: "triggers" (a triggered ability), "statics"
    (a static or characteristic-defining ability), "cda" (a '*' power or toughness that counts),
    "replacing" (a static ability of the replacement and prevention vocabulary, 614, 615),
    "restricting" (a static ability that restricts attacking or blocking, 508.1c, 509.1b), "tokens"."""
    return list(_index(game)[role].values())


def changed_at(game: Game, role: str) -> int:
    """The battlefield change at which this role's members last changed (when the index was built,
    for all roles): what depends only on who plays a role stays valid until this number moves,
    however many other permanents come and go (a board wipe of vanilla creatures changes no
    role but "tokens")."""
    _index(game)
    return game.roles[2][role]


def card_has_role(game: Game, card: Any, role: str) -> bool:
    """Whether a card plays this role by what is printed on it, wherever it is now (not tokens)."""
    return role in game.derived.get("roles", card, _roles)


def _roles(card: Any) -> tuple[str, ...]:
    found = []
    if any(isinstance(a, TriggeredAbility) for a in card.abilities):
        found.append("triggers")
    statics = [a for a in card.abilities if isinstance(a, StaticAbility)]
    if card.power_toughness_count is not None or statics:
        found.append("statics")
    if card.power_toughness_count is not None:
        found.append("cda")
    if any(effect.do in REPLACEMENT_KINDS for ability in statics for effect in ability.effects):
        found.append("replacing")
    if any(effect.do == "combat_restriction" for ability in statics for effect in ability.effects):
        found.append("restricting")
    return tuple(found)


def _roles_of(game: Game, permanent: Permanent) -> tuple[str, ...]:
    roles = game.derived.get("roles", permanent.card, _roles)
    return (*roles, "tokens") if permanent.token else roles


def _index(game: Game) -> dict[str, dict[str, Permanent]]:
    cached = game.roles
    if cached is not None and cached[0] != game.battlefield_changes:
        move = game.move_since(cached[0])
        if move is None:
            cached = None
        else:
            how, permanent = move
            changed = cached[2]
            for role in _roles_of(game, permanent):
                members = cached[1][role]
                if how == "enter":
                    members[permanent.oid] = permanent
                elif members.get(permanent.oid) is permanent:
                    del members[permanent.oid]
                changed[role] = game.battlefield_changes
            cached = game.roles = (game.battlefield_changes, cached[1], changed)
    if cached is None:
        index: dict[str, dict[str, Permanent]] = {role: {} for role in ROLES}
        for permanent in game.battlefield:
            for role in _roles_of(game, permanent):
                index[role][permanent.oid] = permanent
        cached = game.roles = (game.battlefield_changes, index, dict.fromkeys(ROLES, game.battlefield_changes))
    return cached[1]


def count(game: Game, role: str) -> int:
    """How many permanents are in this role (without listing them)."""
    return len(_index(game)[role])
