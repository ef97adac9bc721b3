"""Where replacement and prevention effects come from, and what they watch.

Static abilities of permanents on the battlefield (611.3) generate effects for
as long as the permanent is there and has its abilities; resolved spells and
abilities leave effects in `game.replacement_effects` (judge.mtg.replacement.shields).
Filters are read relative to the effect's controller ("you").
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from judge.cards.mtg_effects import ObjectFilter
from judge.cards.mtg_model import StaticAbility
from judge.cards.mtg_replacement import Watched
from judge.mtg import board_index, characteristics
from judge.mtg.state import Game, Permanent, Player, StackObject


def static_effects(game: Game, kind: str) -> Iterator[tuple[Permanent, Any]]:
    """(permanent, effect) for every static `kind` effect that applies now (611.3a)."""
    chars = characteristics.compute(game)
    for permanent in board_index.with_role(game, "statics"):
        c = chars.get(permanent.oid)
        if c is None or not c.has_abilities:
            continue
        for ability in permanent.card.abilities:
            if not isinstance(ability, StaticAbility) or not _condition_holds(game, ability, permanent):
                continue
            for effect in ability.effects:
                if effect.do == kind:
                    yield permanent, effect


def own_static_effects(card: Any, kind: str) -> Iterator[Any]:
    """The `kind` effects printed on a card itself (for effects that work as it moves or enters, 614.12)."""
    for ability in card.abilities:
        if isinstance(ability, StaticAbility):
            for effect in ability.effects:
                if effect.do == kind:
                    yield effect


def effect_key(oid: str, card: Any, kind: str, spec: Any) -> str:
    """A key for one static effect printed on a card: the id of the object it is on, the kind, and
    where the effect is printed ("ability.effect", zero-padded so that keys sort in printed order).
    Effects of one source share its timestamp, and the default order breaks that tie by key (613.7,
    616.1): printed order, the same in every run (id() would follow where it was allocated)."""
    position = next(f"{a:02}.{e:02}" for a, ability in enumerate(card.abilities)
                    for e, effect in enumerate(getattr(ability, "effects", ())) if effect is spec)
    return f"{oid}:{kind}:{position}"


def _condition_holds(game: Game, ability: StaticAbility, permanent: Permanent) -> bool:
    if ability.condition is None:
        return True
    mine = game.active_player.name == permanent.controller
    return mine if ability.condition == "your_turn" else not mine


def permanent_matches(game: Game, permanent: Permanent, flt: ObjectFilter, controller: str,
                      source: Permanent | None = None) -> bool:
    """Does a permanent match a filter read from `controller`'s point of view?"""
    chars = characteristics.compute(game).get(permanent.oid) or characteristics.base(permanent, game)
    return characteristics.matches(game, chars, permanent, flt, source, controller)


def player_watched(player: str, players: str, controller: str) -> bool:
    """Is this player among `all`, `you`, `opponents` (of `controller`)?"""
    if players == "all":
        return True
    if players == "you":
        return player == controller
    if players == "opponents":
        return player != controller
    return False


def recipient_watched(game: Game, recipient: Permanent | Player, watched: Watched, controller: str,
                      source: Permanent | None = None) -> bool:
    """Is this player or permanent among those an effect watches?"""
    if isinstance(recipient, Player):
        return player_watched(recipient.name, watched.players, controller)
    if watched.permanents is None:
        return False
    return permanent_matches(game, recipient, watched.permanents, controller, source)


def damage_source_matches(game: Game, source_oid: str, source_name: str, source_controller: str,
                          source_colors: frozenset[str], flt: ObjectFilter, controller: str) -> bool:
    """Does the source of some damage have the filter's properties (609.7b-c)?

    A source on the battlefield is checked with its current characteristics; any
    other source (a spell, an object that left) with its card and the colors the
    damage event recorded.
    """
    permanent = game.permanent(source_oid)
    if permanent is not None:
        return permanent_matches(game, permanent, flt, controller)
    card = _source_card(game, source_oid, source_name)
    types = set(card.types) if card is not None else set()
    subtypes = set(card.subtypes) if card is not None else set()
    if flt.types and not set(flt.types) & types:
        return False
    if set(flt.not_types) & types:
        return False
    if flt.subtypes and not set(flt.subtypes) & subtypes:
        return False
    if flt.colors and not set(flt.colors) & source_colors:
        return False
    if set(flt.not_colors) & source_colors:
        return False
    if flt.controller == "you" and source_controller != controller:
        return False
    return not (flt.controller == "opponent" and source_controller == controller)


def _source_card(game: Game, oid: str, name: str) -> Any:
    obj = game.stack_object(oid)
    if isinstance(obj, StackObject):
        return obj.card
    return game.library.get(name)


def source_types(game: Game, source_oid: str, source_name: str) -> set[str]:
    """The card types of a damage source (for protection from creatures, 702.16e)."""
    permanent = game.permanent(source_oid)
    if permanent is not None:
        return set(characteristics.of(game, permanent).types)
    card = _source_card(game, source_oid, source_name)
    return set(card.types) if card is not None else set()
