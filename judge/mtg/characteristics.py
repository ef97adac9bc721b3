"""Characteristics after continuous effects, applied in layers (613).

Base values come from the card; resolved effects (game.effects) are locked to
the objects they affected (611.2c); static abilities of permanents (611.3)
apply to whatever matches them now. Within a layer effects apply in timestamp
order (613.7). An effect that has started to apply in one layer goes on
applying in the later ones even if its ability is removed meanwhile (613.6): a
lord turned into a Frog in layer 6 still gives its +1/+1 in layer 7c, while a
static ability that only works in layer 7 stops. Dependencies (613.8) are not
modelled yet.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field
from typing import Any

from judge.cards.mtg_effects import Each, GrantKeywords, LoseAbilities, ModifyPT, SetBasePT
from judge.cards.mtg_model import StaticAbility
from judge.mtg import board_index, layer_order, subtypes
from judge.mtg.state import ContinuousEffect, Game, Permanent

LAYER_ORDER = ("4", "5", "6", "7a", "7b", "7c", "7d")  # layer 1 (copy) is the card itself, 2 is judge.mtg.control
EFFECT_LAYERS = {
    "gain_control": "2", "change_types": "4", "grant_keywords": "6", "lose_abilities": "6", "lose_keywords": "6",
    "set_base_pt": "7b", "modify_pt": "7c", "switch_pt": "7d",
}


@dataclass
class Characteristics:
    """What a permanent is right now (after every layer)."""

    name: str
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    colors: list[str]
    keywords: set[str]
    has_abilities: bool
    power: int | None
    toughness: int | None
    applied: list[tuple[str, str]] = field(default_factory=list)  # (layer, source name)
    controller: str = ""  # kept with the rest as last known information (113.7a, 608.2h)
    # Decisions of the layer system worth a step (judge.mtg.layer_notes): ("dependency", layer, by),
    # ("inactive", layer) for a static ability whose source lost it, ("cda_lost",).
    notes: list[tuple[str, ...]] = field(default_factory=list)
    # The N of each toxic ability it has, one entry per instance (printed or granted): two "toxic 2"
    # are two abilities that add up (702.164b), which the set of keywords can't count.
    toxic: list[int] = field(default_factory=list)


def _base(permanent: Permanent, game: Game) -> Characteristics:
    """The printed characteristics (613.1), from a per-card template the game keeps."""
    name, types, subtypes, supertypes, colors, keywords, power, toughness = game.derived.get(
        "printed", permanent.card, _printed)
    return Characteristics(name, list(types), list(subtypes), list(supertypes), list(colors),
                           set(keywords), True, power, toughness, controller=permanent.controller,
                           toxic=toxic_values(keywords))


def toxic_values(keywords: Any) -> list[int]:
    """The N of every "toxic N" among these keywords (702.164a)."""
    return [int(k.split()[1]) for k in keywords if k.startswith("toxic ")]


def _printed(card: Any) -> tuple:
    power, toughness = card.power, card.toughness
    return (card.name, tuple(card.types), tuple(card.subtypes), tuple(card.supertypes),
            tuple(card.color_identity()), frozenset(card.keywords),
            power if isinstance(power, int) else None,
            toughness if isinstance(toughness, int) else None)


def matches(game: Game, chars: Characteristics, permanent: Permanent, flt: Any,
            source: Permanent | None, controller: str) -> bool:
    """Does a permanent with these characteristics match an ObjectFilter?

    Only the conditions a filter sets are checked; they are worked out once per filter. `source`
    is read by `other` only (static effects rely on that to share one match of their filter).
    """
    checks = game.derived.get("filter", flt, _compile)
    return all(check(game, chars, permanent, source, controller) for check in checks)


def _compile(flt: Any) -> tuple:
    """The checks of a filter, as small functions (chars, permanent, source, controller)."""
    checks = []
    if flt.types:
        wanted = set(flt.types)
        checks.append(lambda g, c, p, s, ctl: not wanted.isdisjoint(c.types))
    if flt.not_types:
        unwanted = set(flt.not_types)
        checks.append(lambda g, c, p, s, ctl: unwanted.isdisjoint(c.types))
    if flt.subtypes:
        wanted_sub = set(flt.subtypes)
        checks.append(lambda g, c, p, s, ctl: not wanted_sub.isdisjoint(c.subtypes) or _changeling(c, p, wanted_sub))
    if flt.colors:
        colors = set(flt.colors)
        checks.append(lambda g, c, p, s, ctl: not colors.isdisjoint(c.colors))
    if flt.not_colors:
        not_colors = set(flt.not_colors)
        checks.append(lambda g, c, p, s, ctl: not_colors.isdisjoint(c.colors))
    if flt.keyword:
        checks.append(lambda g, c, p, s, ctl: flt.keyword in c.keywords)
    if flt.without_keyword:
        checks.append(lambda g, c, p, s, ctl: flt.without_keyword not in c.keywords)
    if flt.controller == "you":
        checks.append(lambda g, c, p, s, ctl: p.controller == ctl)
    if flt.controller == "opponent":
        checks.append(lambda g, c, p, s, ctl: p.controller != ctl)
    if flt.other:
        checks.append(lambda g, c, p, s, ctl: s is None or p.oid != s.oid)
    if flt.tapped is not None:
        checks.append(lambda g, c, p, s, ctl: p.tapped == flt.tapped)
    if flt.token is not None:
        checks.append(lambda g, c, p, s, ctl: p.token == flt.token)
    if flt.attacking is not None or flt.blocking is not None or flt.in_combat is not None:
        checks.append(lambda g, c, p, s, ctl: _combat_matches(g, p, flt))
    if flt.attacked_this_turn is not None:
        checks.append(lambda g, c, p, s, ctl: (p.oid in g.attacked_this_turn or bool(
            g.combat and p.oid in g.combat.attackers)) == flt.attacked_this_turn)
    if flt.max_power is not None:
        checks.append(lambda g, c, p, s, ctl: (c.power or 0) <= flt.max_power)
    return tuple(checks)


def _changeling(chars: Characteristics, permanent: Permanent, wanted: set[str]) -> bool:
    """Changeling: every creature type (702.73a), a characteristic-defining ability that applies in
    layer 4 before abilities can be removed in layer 6, so it is read from the card."""
    return ("changeling" in permanent.card.keywords and "Creature" in chars.types
            and any(subtypes.kind(s) == "creature" for s in wanted))


def _combat_matches(game: Game, permanent: Permanent, flt: Any) -> bool:
    combat = game.combat
    attacking = bool(combat and permanent.oid in combat.attackers)
    blocking = bool(combat and permanent.oid in combat.blockers)
    if flt.attacking is not None and attacking != flt.attacking:
        return False
    if flt.blocking is not None and blocking != flt.blocking:
        return False
    return flt.in_combat is None or (attacking or blocking) == flt.in_combat


@dataclass(eq=False)
class _Pending:
    """An effect waiting for its layer, with its affected set once determined (613.6)."""

    layer: str
    timestamp: int
    source_name: str
    change: dict[str, Any]
    affected: Collection[str] | None
    selector: Any = None  # (filter, source permanent, controller, key) for static abilities
    ability: tuple[str, int] | None = None  # (source oid, ability index) of a static ability


def statics_of(game: Game, card: Any) -> tuple:
    """(ability index, ability, ((layer, change, who), ...)) per static ability, built once per card."""
    return game.derived.get("statics", card, _statics)


def _statics(card: Any) -> tuple:
    found = []
    for index, ability in enumerate(card.abilities):
        if isinstance(ability, StaticAbility):
            parts = tuple((EFFECT_LAYERS[e.do], e.model_dump(), e.who,  # type: ignore[union-attr]
                           e.who.each.model_dump_json() if isinstance(e.who, Each) else None)
                          for e in ability.effects if e.do in EFFECT_LAYERS)
            if parts:
                found.append((index, ability, parts))
    return tuple(found)


def _static_effects(game: Game) -> list[_Pending]:
    """Continuous effects generated by static abilities of permanents (611.3)."""
    pending = []
    for permanent in board_index.with_role(game, "statics"):
        for index, ability, parts in statics_of(game, permanent.card):
            if not _condition_holds(game, permanent, ability):
                continue
            for layer, change, who, who_key in parts:
                affected: frozenset[str] | None = None
                selector = None
                if isinstance(who, Each):
                    selector = (who.each, permanent, permanent.controller, (permanent.oid, index, who_key))
                elif who == "self":
                    affected = frozenset({permanent.oid})
                elif who in ("enchanted", "equipped"):
                    affected = frozenset({permanent.attached_to} if permanent.attached_to else ())
                pending.append(_Pending(layer, permanent.timestamp, permanent.card.name,
                                        change, affected, selector, (permanent.oid, index)))
    return pending


def _condition_holds(game: Game, permanent: Permanent, ability: StaticAbility) -> bool:
    """'As long as it's your turn' and similar conditions of a static ability (611.3b)."""
    if ability.condition is None:
        return True
    mine = game.active_player.name == permanent.controller
    return mine if ability.condition == "your_turn" else not mine


def _resolved_effects(effects: list[ContinuousEffect]) -> list[_Pending]:
    return [_Pending(e.layer, e.timestamp, e.source_name, e.change, e.affected) for e in effects]


def _apply(chars: Characteristics, change: dict[str, Any], layer: str) -> None:
    kind = change["do"]
    if kind == "change_types":
        if layer == "4":
            if change["additional"]:
                chars.types += [t for t in change["types"] if t not in chars.types]
                chars.subtypes += [s for s in change["subtypes"] if s not in chars.subtypes]
            else:
                chars.types = list(change["types"]) or chars.types
                chars.subtypes = subtypes.replace(chars.subtypes, change["subtypes"])  # 205.1a
        return
    if kind == "grant_keywords":
        chars.keywords |= set(change["keywords"])
        chars.toxic = [*chars.toxic, *toxic_values(change["keywords"])]  # each grant is one more instance
    elif kind == "lose_abilities":
        chars.keywords = set()
        chars.toxic = []
        chars.has_abilities = False
    elif kind == "lose_keywords":
        chars.keywords -= set(change["keywords"])
        lost = set(toxic_values(change["keywords"]))
        chars.toxic = [n for n in chars.toxic if n not in lost]
    elif kind == "switch_pt" and chars.power is not None and chars.toughness is not None:
        chars.power, chars.toughness = chars.toughness, chars.power
    elif kind == "set_base_pt":
        chars.power, chars.toughness = change["power"], change["toughness"]
    elif kind == "modify_pt" and chars.power is not None and chars.toughness is not None:
        chars.power += change["power"]
        chars.toughness += change["toughness"]


def _color_change(chars: Characteristics, change: dict[str, Any]) -> None:
    if change["do"] == "change_types" and change.get("colors") is not None:
        chars.colors = list(change["colors"])


def compute(game: Game) -> dict[str, Characteristics]:
    """Characteristics of every permanent, through layers 4-7 (613.1)."""
    cache = game.chars_cache
    if cache and cache[0] == game.version:
        return cache[1]
    chars = {p.oid: _base(p, game) for p in game.battlefield}
    by_oid = {p.oid: p for p in game.battlefield}
    pending = _static_effects(game) + _resolved_effects(game.effects)
    started: set[tuple[str, int]] = set()  # static abilities whose effect began to apply (613.6)
    selected: dict[Any, Selected] = {}

    def affected(item: _Pending) -> Collection[str]:
        if item.affected is None and item.selector is not None:
            key = item.selector[3]
            if key not in selected:  # one affected set per effect, kept through the layers (613.6)
                selected[key] = _select(game, chars, by_oid, item.selector)
            item.affected = selected[key]
        return item.affected if item.affected is not None else frozenset()

    for layer in LAYER_ORDER:
        # Layer 5 (color) is carried by change_types effects that also set colors.
        wanted = "4" if layer == "5" else layer
        if layer == "7a":
            _apply_cda(game, chars)
        ordered = layer_order.in_order([p for p in pending if p.layer == wanted], affected)
        position = 0
        while position < len(ordered):
            run = _run(ordered, position, selected)
            position += len(run)
            live = [item for item, waited in run if _starts(item, waited, layer, chars, started)]
            if len(live) > 1:
                _apply_together(game, chars, by_oid, live, layer, selected)
                continue
            for item in live:
                for oid in affected(item):
                    if oid not in chars:
                        continue
                    if layer == "5":
                        _color_change(chars[oid], item.change)
                    else:
                        _apply(chars[oid], item.change, layer)
                        chars[oid].applied.append((layer, item.source_name))
        if layer == "7c":
            _apply_counters(game, chars)
    game.chars_cache = (game.version, chars)
    return chars


def _starts(item: _Pending, waited: _Pending | None, layer: str, chars: dict[str, Characteristics],
            started: set[tuple[str, int]]) -> bool:
    """Does this effect apply in this layer? Not if its static ability was removed before it began
    to apply (613.6, 613.8); that is noted on the source."""
    if item.ability is None:
        return True
    source = chars.get(item.ability[0])
    if source is not None and not source.has_abilities and item.ability not in started:
        source.notes.append(("dependency", layer, waited.source_name) if waited else ("inactive", layer))
        return False
    started.add(item.ability)
    return True


@dataclass(frozen=True, eq=False)
class Selected:
    """The permanents a static effect applies to: the objects its filter matched, less its own source
    when the filter says 'other'. Identical effects of many sources (a board of lords) share one
    `matches` set, so each costs one id instead of a copy of the board."""

    matches: frozenset[str]
    excluded: str | None = None

    def __contains__(self, oid: object) -> bool:
        return oid in self.matches and oid != self.excluded

    def __iter__(self) -> Iterator[str]:
        return (oid for oid in self.matches if oid != self.excluded)


def _select(game: Game, chars: dict[str, Characteristics], by_oid: dict[str, Permanent],
            selector: tuple) -> Selected:
    """What a static effect's filter matches now; `other` is the one check that reads the source."""
    flt, source, controller, _ = selector
    found = frozenset(oid for oid, c in chars.items() if matches(game, c, by_oid[oid], flt, None, controller))
    return Selected(found, source.oid if flt.other else None)


# Changes that commute with one another and apply the same however often they're repeated (set_base_pt,
# keywords) or add up (modify_pt); what part of a filter each can change.
_BATCHED = {"modify_pt": "max_power", "set_base_pt": "max_power",
            "grant_keywords": "keyword", "lose_keywords": "keyword"}


def _run(ordered: list[tuple[_Pending, Any]], start: int, selected: dict[Any, Selected]) -> list:
    """The effects from `start` on that are the same static ability of different sources, next to each
    other in the layer's order: applying them one by one or together gives the same result."""
    first, waited = ordered[start]
    if first.selector is None or waited is not None or first.change["do"] not in _BATCHED:
        return ordered[start:start + 1]
    flt, _, controller, key = first.selector
    chosen = selected.get(key)
    reads = (flt.max_power is not None,) if _BATCHED[first.change["do"]] == "max_power" else (
        flt.keyword, flt.without_keyword)
    if chosen is None and any(reads):
        return ordered[start:start + 1]  # each application may change what the next one matches
    end = start + 1
    while end < len(ordered):
        item, waited = ordered[end]
        if (waited is not None or item.selector is None or item.change is not first.change
                or item.selector[0] is not flt or item.selector[2] != controller):
            break
        mine = selected.get(item.selector[3])
        if (mine is None) != (chosen is None) or (mine is not None and mine.matches is not chosen.matches):
            break
        end += 1
    return ordered[start:end]


def _apply_together(game: Game, chars: dict[str, Characteristics], by_oid: dict[str, Permanent],
                    items: list[_Pending], layer: str, selected: dict[Any, Selected]) -> None:
    """Apply a run of the same effect from several sources (`_run`) in one look at the objects."""
    first = items[0]
    if first.selector[3] not in selected:
        shared = _select(game, chars, by_oid, first.selector).matches  # the filter matches alike for all
        for item in items:
            source = item.selector[1]
            selected[item.selector[3]] = Selected(shared, source.oid if item.selector[0].other else None)
    for item in items:
        item.affected = selected[item.selector[3]]
    excluded = Counter(item.affected.excluded for item in items)
    change = first.change
    for oid in first.affected.matches:
        times = len(items) - excluded.get(oid, 0)
        if oid not in chars or not times:
            continue
        if change["do"] == "modify_pt":  # additions: n times +1/+1 is +n/+n
            change = {**first.change, "power": first.change["power"] * times,
                      "toughness": first.change["toughness"] * times}
        _apply(chars[oid], change, layer)
        chars[oid].applied.append((layer, first.source_name))


def _apply_cda(game: Game, chars: dict[str, Characteristics]) -> None:
    """Layer 7a: characteristic-defining abilities such as Nightmare's (604.3, 613.4a)."""
    for permanent in board_index.with_role(game, "cda"):
        cda = permanent.card.power_toughness_count
        c = chars[permanent.oid]
        if not c.has_abilities:  # it lost the ability that defined its '*': the number is 0 (208.2a)
            c.power = 0 if permanent.card.power == "*" else c.power
            c.toughness = 0 if permanent.card.toughness == "*" else c.toughness
            c.notes.append(("cda_lost",))
            continue
        count = sum(1 for other in game.battlefield
                    if matches(game, chars[other.oid], other, cda, permanent, permanent.controller))
        if permanent.card.power == "*":
            c.power = count
        if permanent.card.toughness == "*":
            c.toughness = count
        c.applied.append(("7a", permanent.card.name))


def _apply_counters(game: Game, chars: dict[str, Characteristics]) -> None:
    """+1/+1 and -1/-1 counters apply in layer 7c (613.4c)."""
    for permanent in game.battlefield:
        if permanent.counters:
            _counters(chars[permanent.oid], permanent)


def _counters(c: Characteristics, permanent: Permanent) -> None:
    if c.power is None or c.toughness is None:
        return
    plus = permanent.counters.get("+1/+1", 0)
    minus = permanent.counters.get("-1/-1", 0)
    c.power += plus - minus
    c.toughness += plus - minus


def of_alone(game: Game, permanent: Permanent) -> Characteristics:
    """Its characteristics when no continuous effect applies to it: printed, plus counters (613.4c)."""
    c = _base(permanent, game)
    _counters(c, permanent)
    return c


def of(game: Game, permanent: Permanent) -> Characteristics:
    """Characteristics of one permanent."""
    return compute(game)[permanent.oid]


def has_keyword(game: Game, permanent: Permanent, keyword: str) -> bool:
    return keyword in of(game, permanent).keywords


# Modules that import only these names keep working if the schema classes move.
__all__ = ["Characteristics", "GrantKeywords", "LoseAbilities", "ModifyPT", "SetBasePT",
           "compute", "has_keyword", "matches", "of"]
