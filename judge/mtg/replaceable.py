"""The events replacement and prevention effects can modify (614, 615), and the one way to them.

Zone changes, entering the battlefield, damage, life gain, counters, tokens and destruction pass
through here on their way to the replacement machinery (judge/mtg/replacement/, whose package
docstring maps it). Most boards hold nothing that could modify them: no permanent with a static
ability of the replacement and prevention vocabulary (the board index's "replacing" role), no
such ability on the moving or entering card itself, no effect left by a resolved spell or ability
(`game.replacement_effects`: shields, "can't gain life"), no planeswalker entering with loyalty,
no protection on a permanent being dealt damage. Then the event happens as it would and the
machinery, 73 KB of source, isn't imported (start-up: a ruling without any of them never compiles
it). Whenever one of them is there, the machinery decides, exactly as it would have anyway.
"""

from __future__ import annotations

from judge.mtg import board_index, characteristics
from judge.mtg.damage_event import DamageEvent
from judge.mtg.state import Game, GameObject, Permanent
from judge.parts import Parts

machinery = Parts(zones="judge.mtg.replacement.zones", counters="judge.mtg.replacement.counters",
                  damage="judge.mtg.replacement.damage", life="judge.mtg.replacement.life",
                  regeneration="judge.mtg.replacement.regeneration", shields="judge.mtg.replacement.shields")


def _on_the_battlefield(game: Game) -> bool:
    """A permanent with a replacement or prevention ability (what `replacement.sources` looks at)."""
    return board_index.count(game, "replacing") > 0


def _own(game: Game, obj: GameObject) -> bool:
    """The object's own card has one (614.12: it works as the card moves or enters)."""
    return board_index.card_has_role(game, obj.card, "replacing")


def zone_change_destination(game: Game, obj: GameObject, to: str) -> str:
    """The zone an object really goes to (e.g. exile instead of a graveyard, 614.1a)."""
    if not _on_the_battlefield(game) and not _own(game, obj):
        return to
    return machinery.zones.destination(game, obj, to)


def entering_battlefield(game: Game, permanent: Permanent) -> None:
    """Apply 'enters tapped' / 'enters with counters' effects to a permanent about to enter (614.1c-d).

    A planeswalker enters with its loyalty (306.5b). The counters it enters with are put on it
    through the counter replacement effects (122.6): Hardened Scales adds to a creature entering
    with counters.
    """
    if not _on_the_battlefield(game) and not _own(game, permanent) and "Planeswalker" not in permanent.card.types:
        return
    for counter, count in machinery.zones.entering(game, permanent).items():
        placed = modify_counters(game, permanent, counter, count)
        if placed > 0:
            game.add_counters(permanent, counter, placed)


def modify_damage(game: Game, events: list[DamageEvent]) -> list[DamageEvent]:
    """Damage events after replacement (614) and prevention (615, protection 702.16e) effects."""
    if not _on_the_battlefield(game) and not game.replacement_effects and not any(
            _protected(game, event) for event in events):
        return events
    return machinery.damage.modify(game, events)


def _protected(game: Game, event: DamageEvent) -> bool:
    """A permanent with protection from anything is dealt damage (702.16e decides whether it is prevented)."""
    recipient = event.recipient
    if event.amount <= 0 or not isinstance(recipient, Permanent):
        return False
    return any(k.startswith("protection from ") for k in characteristics.of(game, recipient).keywords)


def changes_life_gain(game: Game) -> bool:
    """Could a gain of life be changed now ("can't gain life", doubling: 614)? False: it is gained as is."""
    return _on_the_battlefield(game) or bool(game.replacement_effects)


def modify_life_gain(game: Game, player: str, amount: int) -> int:
    """Life about to be gained, after "can't gain life" and replacement effects."""
    if not changes_life_gain(game):
        return amount
    return machinery.life.gain(game, player, amount)


def modify_counters(game: Game, permanent: Permanent, counter: str, count: int) -> int:
    """How many counters are really put on a permanent (Hardened Scales, Doubling Season)."""
    if not _on_the_battlefield(game):
        return count
    return machinery.counters.counters(game, permanent, counter, count)


def modify_token_count(game: Game, player: str, count: int, token: str = "") -> int:
    """How many tokens a player really creates (Parallel Lives, Doubling Season), within the
    judge's bound on tokens (judge.mtg.replacement.counters)."""
    return machinery.counters.tokens(game, player, count, token)


def is_destroyed(game: Game, permanent: Permanent, can_regenerate: bool = True) -> bool:
    """Whether a permanent that would be destroyed really is (regeneration, 701.19)."""
    if not game.replacement_effects:
        return True
    return machinery.regeneration.is_destroyed(game, permanent, can_regenerate)


def add_regeneration_shield(game: Game, permanent: Permanent, source_name: str, source_oid: str,
                            controller: str) -> None:
    """A regeneration shield on `permanent` for the rest of the turn (701.19a)."""
    machinery.regeneration.add_shield(game, permanent, source_name, source_oid, controller)


def has_regeneration_shield(game: Game, permanent: Permanent) -> bool:
    """An active regeneration shield locked to this permanent (701.19a)."""
    if not game.replacement_effects:
        return False
    shields = machinery.shields
    return any(shields.is_locked_to(e.locked, permanent) for e in shields.active(game, "regenerate"))


def end_of_turn(game: Game) -> None:
    """'This turn' shields and effects of resolved spells and abilities end in the cleanup step (514.2)."""
    if game.replacement_effects:
        machinery.shields.end_of_turn(game)
