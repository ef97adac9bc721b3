"""State-based actions (704): checked whenever a player would receive priority.

All applicable actions are performed at once (704.3), then the check repeats
until none applies. Each check below is one rule of 704.5.
"""

from __future__ import annotations

from judge.events import CounterKind, Decision, Listing, Outcome, Tally, Word
from judge.mtg import characteristics, replaceable
from judge.mtg.player_rules import source_of
from judge.mtg.state import Game, Permanent
from judge.mtg.targets import PERMANENT_TYPES
from judge.parts import Parts

# What only some boards need, imported when first used (start-up): an Aura's or Equipment's host,
# destruction, a player leaving a multiplayer game, permanents put into a graveyard.
parts = Parts(attachment="judge.mtg.attachment", destruction="judge.mtg.destruction", leaving="judge.mtg.leaving",
              zone_changes="judge.mtg.zone_changes")


def check(game: Game) -> bool:
    """Perform state-based actions until none apply (704.3). True if any was performed."""
    if game.sba_checked_at == _signature(game):
        return False  # nothing happened since the last check found nothing
    performed = False
    for _ in range(100):  # each pass removes objects or ends the game, so this terminates
        chars = characteristics.compute(game)
        if not _one_pass(game, _suspects(game, chars)):
            game.sba_checked_at = _signature(game)
            game.sba_watch = (chars, set())
            return performed
        performed = True
        game.sba_watch = None  # what the actions changed: everything is looked at again
    return performed


def _suspects(game: Game, chars) -> list[Permanent] | None:
    """The permanents that may have become subject to a state-based action since the last check
    found none: those whose damage changed, that entered or whose characteristics were patched in
    place (Game.sba_look_at). None when anything else changed: every permanent is looked at. A
    legendary one brings the whole board (704.5j compares it with the others)."""
    watch = game.sba_watch
    if watch is None or watch[0] is not chars:  # the layers were recomputed: anything may have changed
        return None
    if any("Legendary" in chars[oid].supertypes for oid in watch[1] if oid in chars):
        return None
    return _on_battlefield(game, watch[1])


def _on_battlefield(game: Game, oids: set[str]) -> list[Permanent]:
    """The permanents with these ids, in the battlefield's order: found by the index when they are
    few (one token entering at a time must not scan a board of a thousand)."""
    if len(oids) > 8:
        return [p for p in game.battlefield if p.oid in oids]
    found = [p for oid in oids if (p := game.permanent(oid)) is not None]
    return sorted(found, key=game.battlefield.index) if len(found) > 1 else found


def _signature(game: Game) -> tuple[int, int, int]:
    """Every change a state-based action could look at emits an event or moves an object."""
    return len(game.events), game.version, game.battlefield_changes


def _one_pass(game: Game, suspects: list[Permanent] | None = None) -> bool:
    """Find every applicable state-based action, then perform them simultaneously (704.3).

    One look at each permanent finds all that apply to it (a board may hold hundreds); only at
    the `suspects` when it's known that nothing else changed (`_suspects`).
    """
    chars = characteristics.compute(game)
    losers = _players_who_lose(game)
    to_graveyard: list[tuple[Permanent, str, tuple[str, ...]]] = []
    to_destroy: list[tuple[Permanent, str, tuple[str, ...]]] = []
    unattach: list[tuple[Permanent, str]] = []
    annihilate: list[Permanent] = []
    legendary: list[Permanent] = []
    for permanent in game.battlefield if suspects is None else suspects:
        c = chars[permanent.oid]
        types = c.types
        if c.toughness is not None and "Creature" in types:
            if c.toughness <= 0:
                to_graveyard.append((permanent, "zero_toughness", ("704.5f",)))
            elif permanent.damage and permanent.damage >= c.toughness:
                to_destroy.append((permanent, "lethal_damage", ("704.5g",)))
            elif permanent.deathtouch_damage:  # infect damage counts though none is marked (702.2b)
                to_destroy.append((permanent, "deathtouch_damage", ("704.5h",)))
        counters = permanent.counters
        if "Planeswalker" in types and counters.get("loyalty", 0) <= 0:
            to_graveyard.append((permanent, "no_loyalty", ("704.5i",)))
        if counters and counters.get("+1/+1", 0) and counters.get("-1/-1", 0):
            annihilate.append(permanent)
        subtypes = c.subtypes
        if "Aura" in subtypes and not _aura_legal(game, permanent, chars):
            to_graveyard.append((permanent, "aura_unattached", ("704.5m",)))
        if permanent.attached_to and "Equipment" in subtypes:
            host = game.permanent(permanent.attached_to)
            reason = parts.attachment.equip_problem(c, permanent.oid, chars[host.oid] if host else None,
                                              permanent.attached_to)
            if reason is not None:
                unattach.append((permanent, reason))
        if "Legendary" in c.supertypes:
            legendary.append(permanent)
    to_graveyard += _legend_rule(game, chars, legendary)
    to_destroy = _ignoring_indestructible(game, chars, to_destroy)
    tokens_gone = [] if suspects is not None else [  # a token moving there makes suspects None
        (player, obj) for player in game.players for zone in ("graveyard", "exile", "hand", "library")
        for obj in getattr(player, zone) if obj.token]
    if not (losers or to_graveyard or to_destroy or unattach or annihilate or tokens_gone):
        return False
    for player, reason, rules in losers:
        player.lost = True
        game.emit("player_loses", rules=rules, terms=("state-based-actions", "lose-the-game"),
                  player=player.name, reason=reason, summary=True)
    if losers and all(p.lost for p in game.players):
        game.emit("game_is_draw", rules=("104.4a",), terms=("draw-game",), summary=True)
    _leave_together(game, to_graveyard + to_destroy)
    for permanent, reason in unattach:  # an Equipment on a permanent it can't equip (704.5n, 301.5c, 702.16d)
        host = game.permanent(permanent.attached_to or "")
        game.attach(permanent, None)
        rules = ("704.5n", *(("702.16d",) if reason == "protection" else ()),
                 *(("301.5c",) if reason in ("itself", "equipment_creature", "not_equipment") else ()))
        game.emit("equipment_unattached", rules=rules, terms=("equipment", "unattach"), card=permanent.name,
                  host=host.name if host else None, reason=reason)
    for permanent in annihilate:
        n = min(permanent.counters["+1/+1"], permanent.counters["-1/-1"])
        game.add_counters(permanent, "+1/+1", -n)
        game.add_counters(permanent, "-1/-1", -n)
        game.emit("counters_annihilated", rules=("704.5q",), terms=("counter-marker",),
                  card=permanent.name, count=n)
    for player, obj in tokens_gone:
        for zone in ("graveyard", "exile", "hand", "library"):
            if obj in getattr(player, zone):
                getattr(player, zone).remove(obj)
        game.emit("token_ceases_to_exist", rules=("704.5d", "111.7"), terms=("token",), card=obj.name)
    for player, _, _ in losers:  # after the actions that happened at the same time as the loss (704.3)
        parts.leaving.leave(game, player)  # in a multiplayer game the others play on (800.4a)
    return True  # moves and unattachments above keep the layers current themselves


def _players_who_lose(game: Game):
    found = []
    for player in game.players:
        if player.lost:
            continue
        if player.life <= 0:
            reason = ("life", ("704.5a",))
        elif player.drew_from_empty_library:
            reason = ("empty_library", ("704.5b",))
        elif player.poison >= 10:
            reason = ("poison", ("704.5c",))
        else:
            continue
        if not _cant_lose(game, player.name, *reason):
            found.append((player, *reason))
    return found


def _cant_lose(game: Game, player: str, reason: str, rules: tuple[str, ...]) -> bool:
    """'You can't lose the game' (Platinum Angel): the loss doesn't happen (101.2). Why not is said
    once per player, reason and source."""

    source = source_of(game, "cant_lose_the_game", player)
    if source is None:
        return False
    key = ("cant_lose", player, reason, source.oid)
    if key not in game.noted:
        game.noted.add(key)
        game.emit("loss_prevented", rules=(*rules, "101.2"), terms=("lose-the-game", "state-based-actions"),
                  player=player, card=source.name, reason=reason, summary=True)
    return True


def _leave_together(game: Game, found: list[tuple[Permanent, str, tuple[str, ...]]]) -> None:
    """All permanents that state-based actions remove leave at once (704.3), so each
    leaves-the-battlefield ability sees all of them (603.10a)."""

    seen: set[str] = set()
    departures = []
    for permanent, reason, rules in found:
        if permanent.oid in seen or not game.on_battlefield(permanent):
            continue
        seen.add(permanent.oid)
        c = characteristics.of(game, permanent)
        game.emit("sba_put_into_graveyard", rules=rules, terms=("state-based-actions", _term(reason)),
                  card=permanent.name, reason=reason, damage=permanent.damage,
                  toughness=c.toughness, summary=True)
        # 704.5g-h destroy the creature, so a regeneration shield can replace it (701.19a);
        # 704.5f and the others put it into the graveyard: nothing can regenerate it (701.19c).
        if reason in _DESTROYS and not parts.destruction.would_be_destroyed(
                game, permanent, rules, reason, summary=False, announced=True):
            continue
        if reason == "zero_toughness":
            _regeneration_cant_help(game, permanent)
        departures.append(parts.zone_changes.Departure(permanent, "graveyard", rules, reason, announced=True))
    parts.zone_changes.leave_together(game, departures, rules=("704.3", "603.10a"))


_DESTROYS = ("lethal_damage", "deathtouch_damage")


def _regeneration_cant_help(game: Game, permanent: Permanent) -> None:
    """Why not: a regeneration shield replaces destruction only; toughness 0 or less puts the
    creature into the graveyard without destroying it (704.5f, 701.19a)."""

    if replaceable.has_regeneration_shield(game, permanent):
        game.emit("regeneration_cant_replace", rules=("704.5f", "701.19a"), terms=("regenerate", "toughness"),
                  card=permanent.name)


def _ignoring_indestructible(game: Game, chars, found: list) -> list:
    """Indestructible creatures ignore the lethal-damage checks (702.12b); said once per damage total."""
    kept = []
    noted = game.indestructible_noted
    for permanent, reason, rules in found:
        if "indestructible" not in chars[permanent.oid].keywords:
            kept.append((permanent, reason, rules))
            continue
        key = (permanent.oid, permanent.zone_changes, permanent.damage)
        if key not in noted:
            noted.add(key)
            game.emit("sba_indestructible", rules=("702.12b", rules[0]),
                      terms=("indestructible", "lethal-damage"), card=permanent.name,
                      damage=permanent.damage, toughness=chars[permanent.oid].toughness, summary=True)
    return kept


def _term(reason: str) -> str:
    return {"lethal_damage": "lethal-damage", "deathtouch_damage": "deathtouch",
            "zero_toughness": "toughness", "no_loyalty": "loyalty", "aura_unattached": "aura",
            "legend_rule": "legend-rule"}.get(reason, "state-based-actions")


def _aura_legal(game: Game, aura: Permanent, all_chars) -> bool:
    """An Aura must be attached to an object it could enchant (704.5m, 303.4d)."""
    if not aura.attached_to:
        return False
    host = game.permanent(aura.attached_to)
    if host is None:
        return False
    spec = aura.card.enchant
    if spec is None:
        return True
    chars = all_chars[host.oid]
    wanted = PERMANENT_TYPES.get(spec.type)
    if wanted and wanted.isdisjoint(chars.types):
        return False
    colors = all_chars[aura.oid].colors
    for keyword in chars.keywords:
        if keyword.startswith("protection from ") and keyword.removeprefix("protection from ") in colors:
            return False
    return True


def _legend_outcome(kept: Permanent, group: list[Permanent]) -> Outcome:
    """What keeping one of the legends means: it stays (with its counters and damage, which tell the
    copies apart), the rest go."""
    holding = [Tally(CounterKind(k), v) for k, v in sorted(kept.counters.items()) if v]
    holding += [Tally(Word("damage"), kept.damage)] if kept.damage else []
    others = [p.oid for p in group if p is not kept]
    params = {"kept": kept.oid, "others": Listing(others, conjunction=True), "count": len(others)}
    if holding:  # "old-legend stays on the battlefield with one +1/+1 counter"
        params |= {"kind": "with", "holding": Listing(holding, conjunction=True)}
    return Outcome(option=kept.oid, kind="legend_keep", params=params)


def _legend_rule(game: Game, chars, legendary: list[Permanent]) -> list[tuple[Permanent, str, tuple[str, ...]]]:
    """Two legendary permanents with the same name and controller: keep one (704.5j)."""
    groups: dict[tuple[str, str], list[Permanent]] = {}
    for permanent in legendary:
        groups.setdefault((permanent.controller, chars[permanent.oid].name), []).append(permanent)
    doomed = []
    for (controller, name), group in groups.items():
        if len(group) < 2:
            continue
        wanted = game.choices.legend_rule.get(controller) if game.choices else None
        keep = next((p for p in group if p.oid == wanted), group[-1])
        if not game.simulating:
            game.decisions.append(Decision(
                chooser=controller, kind="legend_rule", options=[p.oid for p in group],
                taken=keep.oid, default=wanted is None, rules=("704.5j",), subject=name,
                outcomes=[_legend_outcome(p, group) for p in group]))
        doomed += [(p, "legend_rule", ("704.5j",)) for p in group if p is not keep]
    return doomed
