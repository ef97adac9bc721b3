"""Keeping computed characteristics current without recomputing every layer (613).

`characteristics.compute` caches its result until `game.touch()` says something
changed. Most changes on a big board touch one object only, and some provably
leave everyone else's characteristics as they were; for those the cached result
is patched instead of being thrown away (an entry is replaced, never changed: copies of
the game share the entries, judge.mtg.state_copy):

- a permanent enters the battlefield and no permanent has a static or
  characteristic-defining ability (itself included): its own entry is added;
- a permanent leaves the battlefield, and it is not the source of a static
  ability and no characteristic-defining ability counts permanents: only its own
  entry goes;
- a +N/+N change in layer 7c (a resolved "gets +N/+N" effect, +1/+1 and -1/-1
  counters): it adds to power and toughness after every other layer-7c change, and
  additions commute, as long as no filter looks at power (and no layer 7d effect
  exists); other counters change no characteristic (no filter looks at counters).

Anything else calls `game.touch()` and the next lookup recomputes all layers.
"""

from __future__ import annotations

from copy import copy

from judge.cards.mtg_effects import Each
from judge.mtg import board_index, characteristics
from judge.mtg.state import Game, Permanent


def _current(game: Game):
    cache = game.chars_cache
    return cache[1] if cache and cache[0] == game.version else None


def _profile(game: Game) -> tuple[bool, bool]:
    """(a characteristic-defining ability counts permanents, a filter looks at power): it depends
    only on which permanents have those abilities, so it is worked out again when they change
    (not when each of a thousand vanilla creatures dies)."""
    cached = game.layer_profile
    when = (board_index.changed_at(game, "cda"), board_index.changed_at(game, "statics"))
    if cached is None or cached[0] != when:
        cached = (when, board_index.count(game, "cda") > 0, _power_matters(game))
        game.layer_profile = cached
    return cached[1], cached[2]


def forget(game: Game, permanent: Permanent) -> None:
    """`permanent` is leaving the battlefield: drop it from the cache, or recompute if others depend on it."""
    chars = _current(game)
    if chars is None or characteristics.statics_of(game, permanent.card) or _profile(game)[0]:
        game.touch()
        return
    chars.pop(permanent.oid, None)


def enter(game: Game, permanent: Permanent) -> None:
    """`permanent` has just entered the battlefield. With no static or characteristic-defining
    ability on the battlefield, nothing applies to it but its counters, and it changes nobody
    else: its entry is added to the cache (resolved effects are locked to other objects, 611.2c)."""
    chars = _current(game)
    game.touch()
    if chars is None or board_index.count(game, "statics") or any(
            permanent.oid in e.affected for e in game.effects):
        return
    chars[permanent.oid] = characteristics.of_alone(game, permanent)
    game.chars_cache = (game.version, chars)
    game.sba_look_at(permanent.oid)


def add_power_toughness(game: Game, oids: list[str], power: int, toughness: int) -> None:
    """A layer-7c change of +power/+toughness to these permanents (613.4c)."""
    chars = _current(game)
    if chars is None or _profile(game)[1] or _switched(game, oids):
        game.touch()
        return
    for oid in oids:
        c = chars.get(oid)
        if c is not None and c.power is not None and c.toughness is not None:
            # a new entry, never a change of the old one: copies of the game share what the layers made
            patched = chars[oid] = copy(c)
            patched.power, patched.toughness = c.power + power, c.toughness + toughness
            patched.applied = [*c.applied, ("7c", "")]
            game.sba_look_at(oid)


def put_counters(game: Game, permanent: Permanent, kind: str, count: int) -> None:
    """Counters put on a permanent (a negative count removes them), through `Game.add_counters`.
    Only +1/+1 and -1/-1 counters change a characteristic, power and toughness in layer 7c
    (613.4c), which is patched as a +N/+N change is; other counters change none. Either way
    state-based actions look at the permanent again (704.5i, 704.5q)."""
    chars = _current(game)
    before = permanent.counters.get(kind, 0)
    game.add_counters(permanent, kind, count)  # the layers are to be worked out again, unless patched here
    change = (permanent.counters.get(kind, 0) - before) * {"+1/+1": 1, "-1/-1": -1}.get(kind, 0)
    c = chars.get(permanent.oid) if chars is not None else None
    if chars is None or c is None or (change and (_profile(game)[1] or _switched(game, [permanent.oid]))):
        return
    if change and c.power is not None and c.toughness is not None:  # a noncreature has none (208.3)
        patched = chars[permanent.oid] = copy(c)
        patched.power, patched.toughness = c.power + change, c.toughness + change
    game.chars_cache = (game.version, chars)
    game.sba_look_at(permanent.oid)


def _switched(game: Game, oids: list[str]) -> bool:
    """A layer 7d switch applies after every +N/+N (613.4d): added after it, the change would go to
    the wrong number. True when a resolved switch applies to one of these or a static one exists."""
    return any(e.layer == "7d" and not e.affected.isdisjoint(oids) for e in game.effects) or any(
        layer == "7d" for p in board_index.with_role(game, "statics")
        for _, _, parts in characteristics.statics_of(game, p.card) for layer, _, _, _ in parts)


def _power_matters(game: Game) -> bool:
    """True when some static ability's filter looks at power (`max_power`), so sets could change."""
    return any(game.derived.get("reads_power", p.card, lambda card: _reads_power(game, card))
               for p in board_index.with_role(game, "statics"))


def _reads_power(game: Game, card) -> bool:
    filters = [who.each for _, _, parts in characteristics.statics_of(game, card) for _, _, who, _ in parts
               if isinstance(who, Each)]
    if card.power_toughness_count is not None:
        filters.append(card.power_toughness_count)
    return any(f.max_power is not None for f in filters)
