"""What a permanent is: its characteristics, the printed ones to start from, whether they match a
filter, and what one continuous effect changes in them (613.1). The layer system
(judge.mtg.layer_system) decides which changes apply, in which order; this module is its leaf.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from judge.cards import mtg_subtypes as subtypes
from judge.mtg.state import Game, Permanent


@dataclass
class Characteristics:
    """What a permanent is right now (after every layer)."""

    name: str
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    colors: list[str]
    keywords: set[str]
    has_abilities: bool  # the abilities of its rules text (printed or copied) are still there
    power: int | None
    toughness: int | None
    applied: list[tuple[str, str]] = field(default_factory=list)  # (layer, source name)
    controller: str = ""  # kept with the rest as last known information (113.7a, 608.2h)
    # Decisions of the layer system worth a step (judge.mtg.layer_notes), on the source of the effect:
    # ("dependency", layer, by) its ability removed by a later effect it depends on, ("waited", layer,
    # by) it applied after a later effect it depends on, ("inactive", layer) its ability removed
    # before it began to apply, ("rules_text_lost", layer, land) its land-type setting took a land's
    # rules text (305.7), ("continues",) it lost its ability after its effect began (613.6),
    # ("overrides", layer, earlier, object) it set power and toughness after an earlier setting effect;
    # on a '*' creature: ("cda_lost",).
    notes: list[tuple[str, ...]] = field(default_factory=list)
    # An effect removed all its abilities in layer 6, the intrinsic mana abilities of its basic land
    # types too (305.6); setting its land type removes only those of its rules text (305.7).
    lost_all: bool = False
    # The N of each toxic ability it has, one entry per instance (printed or granted): two "toxic 2"
    # are two abilities that add up (702.164b), which the set of keywords can't count.
    toxic: list[int] = field(default_factory=list)
    mana_value: int = 0  # copiable, from its mana cost (202.3); Opalescence sets P/T to it


def base(permanent: Permanent, game: Game) -> Characteristics:
    """The printed characteristics (613.1), from a per-card template the game keeps."""
    name, types, subtypes, supertypes, colors, keywords, power, toughness, mana_value = game.derived.get(
        "printed", permanent.card, _printed)
    return Characteristics(name, list(types), list(subtypes), list(supertypes), list(colors),
                           set(keywords), True, power, toughness, controller=permanent.controller,
                           mana_value=mana_value, toxic=toxic_values(keywords))


def toxic_values(keywords: Any) -> list[int]:
    """The N of every "toxic N" among these keywords (702.164a)."""
    return [int(k.split()[1]) for k in keywords if k.startswith("toxic ")]


def _printed(card: Any) -> tuple:
    power, toughness = card.power, card.toughness
    return (card.name, tuple(card.types), tuple(card.subtypes), tuple(card.supertypes),
            tuple(card.color_identity()), frozenset(card.keywords),
            power if isinstance(power, int) else None,
            toughness if isinstance(toughness, int) else None, card.mana_value())


def matches(game: Game, chars: Characteristics, permanent: Permanent, flt: Any,
            source: Permanent | None, controller: str) -> bool:
    """Does a permanent with these characteristics match an ObjectFilter?

    Only the conditions a filter sets are checked; they are worked out once per filter. `source`
    is read by `other` only (static effects rely on that to share one match of their filter).
    """
    checks = game.derived.get("filter", flt, _compile)
    return all(check(game, chars, permanent, source, controller) for check in checks)


# (filter key that asks for any of, filter key that excludes, the characteristic they read);
# `subtypes` is checked on its own because of changelings
_SET_CONDITIONS = (("types", "not_types", "types"), (None, "not_subtypes", "subtypes"),
                   ("supertypes", "not_supertypes", "supertypes"), ("colors", "not_colors", "colors"))


def _has_any(wanted: set[str], characteristic: str) -> Any:
    return lambda g, c, p, s, ctl: not wanted.isdisjoint(getattr(c, characteristic))


def _has_none(unwanted: set[str], characteristic: str) -> Any:
    return lambda g, c, p, s, ctl: unwanted.isdisjoint(getattr(c, characteristic))


def _compile(flt: Any) -> tuple:
    """The checks of a filter, as small functions (chars, permanent, source, controller)."""
    checks = []
    for wanted_key, unwanted_key, characteristic in _SET_CONDITIONS:
        wanted, unwanted = getattr(flt, wanted_key) if wanted_key else None, getattr(flt, unwanted_key)
        if wanted:
            checks.append(_has_any(set(wanted), characteristic))
        if unwanted:
            checks.append(_has_none(set(unwanted), characteristic))
    if flt.subtypes:  # a changeling has every creature type (702.73a)
        wanted_sub = set(flt.subtypes)
        checks.append(lambda g, c, p, s, ctl: not wanted_sub.isdisjoint(c.subtypes) or _changeling(c, p, wanted_sub))
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


def apply_change(chars: Characteristics, change: dict[str, Any], layer: str) -> None:
    kind = change["do"]
    if kind == "change_types":
        if layer == "4":
            if change["additional"]:
                chars.types += [t for t in change["types"] if t not in chars.types]
                chars.subtypes += [s for s in change["subtypes"] if s not in chars.subtypes]
            else:
                if change["types"]:  # 205.1a: new card types replace the old (an instant or sorcery stays one)
                    chars.types = list(change["types"]) + [
                        t for t in chars.types if t in ("Instant", "Sorcery") and t not in change["types"]]
                    chars.subtypes = subtypes.correlated(chars.subtypes, chars.types)
                chars.subtypes = subtypes.replace(chars.subtypes, change["subtypes"])  # 205.1a
                if "Land" in chars.types and subtypes.BASIC_LAND_TYPES.intersection(change["subtypes"]):
                    chars.has_abilities = False  # 305.7: its rules text is gone, its new type gives mana
                    chars.keywords = set()
        return
    if kind == "grant_keywords":
        chars.keywords |= set(change["keywords"])
        chars.toxic = [*chars.toxic, *toxic_values(change["keywords"])]  # each grant is one more instance
    elif kind == "lose_abilities":
        chars.keywords = set()
        chars.toxic = []
        chars.has_abilities = False
        chars.lost_all = True
    elif kind == "lose_keywords":
        chars.keywords -= set(change["keywords"])
        lost = set(toxic_values(change["keywords"]))
        chars.toxic = [n for n in chars.toxic if n not in lost]
    elif kind == "switch_pt" and chars.power is not None and chars.toughness is not None:
        chars.power, chars.toughness = chars.toughness, chars.power
    elif kind == "set_base_pt":
        chars.power, chars.toughness = (chars.mana_value, chars.mana_value) if change["power"] == "mana_value" \
            else (change["power"], change["toughness"])
    elif kind == "modify_pt" and chars.power is not None and chars.toughness is not None:
        chars.power += change["power"]
        chars.toughness += change["toughness"]


def color_change(chars: Characteristics, change: dict[str, Any]) -> None:
    if change["do"] == "change_types" and change.get("colors") is not None:
        chars.colors = list(change["colors"])


def trial(chars: Characteristics, change: dict[str, Any], layer: str) -> Characteristics:
    """What an object would be if this change applied to it now (a copy; the object is unchanged)."""
    trial = replace(chars, types=list(chars.types), subtypes=list(chars.subtypes), keywords=set(chars.keywords),
                    applied=[], notes=[])
    apply_change(trial, change, layer)
    return trial


def add_counters(c: Characteristics, permanent: Permanent) -> None:
    if c.power is None or c.toughness is None:
        return
    plus = permanent.counters.get("+1/+1", 0)
    minus = permanent.counters.get("-1/-1", 0)
    c.power += plus - minus
    c.toughness += plus - minus
