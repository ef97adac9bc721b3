"""The combat damage step(s) (510, 702.7b, 702.4b).

If any attacking or blocking creature has first strike or double strike as
the step begins, there are two combat damage steps (510.4): first only those
creatures deal damage; then those that had neither ability when the first
step began, and those that have double strike now. In each step every
creature's damage is assigned (510.1), then all of it is dealt at once
(510.2) through judge.mtg.damage (prevention, lifelink, deathtouch, triggers);
state-based actions and triggered abilities follow before the next step
(510.3), as whenever a player would receive priority.
"""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import characteristics, damage, damage_assignment, stack
from judge.mtg.damage import DamageEvent
from judge.mtg.damage_assignment import Situation
from judge.mtg.state import Game, Permanent, Player

STRIKERS = frozenset({"first strike", "double strike"})


def _in_combat(game: Game) -> list[Permanent]:
    combat = game.combat
    oids = [*combat.attackers, *combat.blockers]
    return [p for p in (game.permanent(oid) for oid in oids) if p is not None]


def _has(game: Game, permanent: Permanent, keywords: frozenset[str]) -> bool:
    return bool(keywords & characteristics.of(game, permanent).keywords)


def run(game: Game) -> None:
    """One or two combat damage steps, each followed by state-based actions and triggers."""
    second_follows = deal_next(game)
    stack.resolve_stack(game)
    if second_follows and not stack.game_over(game) and game.combat is not None:
        deal_next(game)
        stack.resolve_stack(game)


def deal_next(game: Game) -> bool:
    """The next combat damage step deals its damage; True when a second one follows (510.4).

    The first step is decided by first and double strike as it begins; the second takes the
    creatures that had neither then, and those with double strike now (510.4, 702.7c): a
    creature that gains first strike between the steps still deals its damage in the second.
    """
    combat = game.combat
    if combat.damage_step == "first_strike":
        creatures = _in_combat(game)
        second = {p.oid for p in creatures
                  if p.oid not in combat.first_strikers or _has(game, p, frozenset({"double strike"}))}
        # 702.7c: first strike gained or lost since the first step began changes nothing now
        changed = any((p.oid in combat.first_strikers) != _has(game, p, STRIKERS) for p in creatures)
        combat.damage_step = "regular"
        step(game, second, "regular", ("702.7c",) if changed else ())
        return False
    creatures = _in_combat(game)
    strikers = {p.oid for p in creatures if _has(game, p, STRIKERS)}
    if strikers:
        combat.first_strikers = strikers
        combat.damage_step = "first_strike"
        step(game, strikers, "first_strike")
        return True
    combat.damage_step = "only"
    step(game, {p.oid for p in creatures}, "only")
    return False


def step(game: Game, dealers: set[str], kind: str, also: tuple[str, ...] = ()) -> None:
    """Assign the combat damage of `dealers` (510.1) and deal it all simultaneously (510.2)."""
    game.step = "combat_damage"
    rules = {"first_strike": ("510.4", "702.7b", "702.4b"), "regular": ("510.4", "702.4b"),
             "only": ("510.1",)}[kind] + also
    game.emit("combat_damage_step", rules=rules, terms=("combat-damage", "first-strike"), reason=kind)
    combat = game.combat
    events: list[DamageEvent] = []
    for oid in list(combat.attackers):  # the attacking player announces first (510.1)
        permanent = game.permanent(oid)
        if permanent is not None and oid in dealers:
            events += _attacker_damage(game, permanent)
    for oid in list(combat.blockers):
        permanent = game.permanent(oid)
        if permanent is not None and oid in dealers:
            events += _blocker_damage(game, permanent)
    damage.deal(game, events)


def _power(game: Game, creature: Permanent) -> int | None:
    """The damage a creature assigns (510.1a), or None (after saying so) when it assigns none."""
    power = characteristics.of(game, creature).power or 0
    if power <= 0:
        game.emit("assigns_no_damage", rules=("510.1a",), terms=("combat-damage", "power"),
                  card=creature.name, reason="no_power", power=power)
        return None
    return power


def _event(game: Game, source: Permanent, recipient: Permanent | Player, amount: int) -> DamageEvent:
    chars = characteristics.of(game, source)
    return DamageEvent(source.oid, source.card.name, source.controller, frozenset(chars.keywords),
                       frozenset(chars.colors), recipient, amount, combat=True, source_toxic=sum(chars.toxic))


def _recipient(game: Game, key: str) -> Permanent | Player | None:
    permanent = game.permanent(key)
    if permanent is not None:
        return permanent
    return next((p for p in game.players if p.name == key and not p.lost), None)


def _attacked(game: Game, attacker: Permanent) -> str | None:
    """What the attacker is still attacking: a player, or a planeswalker still on the battlefield (510.1b)."""
    target = game.combat.attackers[attacker.oid]
    found = _recipient(game, target)
    if isinstance(found, Permanent) and "Planeswalker" not in characteristics.of(game, found).types:
        return None
    return target if found is not None else None


def _attacker_damage(game: Game, attacker: Permanent) -> list[DamageEvent]:
    combat = game.combat
    power = _power(game, attacker)
    if power is None:
        return []
    attacked = _attacked(game, attacker)
    keywords = characteristics.of(game, attacker).keywords
    trample = "trample" in keywords
    if attacker.oid not in combat.blocked:
        if attacked is None:
            game.emit("assigns_no_damage", rules=("510.1b",), terms=("combat-damage",),
                      card=attacker.name, reason="attacked_gone")
            return []
        return [_event(game, attacker, _recipient(game, attacked), power)]
    blockers = [b for b in (game.permanent(o) for o in combat.blockers_of(attacker.oid)) if b is not None]
    if not blockers:
        if trample and attacked is not None:  # 702.19d: as though all blockers were assigned lethal damage
            game.emit("trample_without_blockers", rules=("702.19d",), terms=("trample", "combat-damage"),
                      card=attacker.name, target=_name(game, attacked))
            return [_event(game, attacker, _recipient(game, attacked), power)]
        game.emit("assigns_no_damage", rules=("509.1h", "510.1c"), terms=("combat-damage",),
                  card=attacker.name, reason="blockers_gone")
        return []
    situation = _situation(game, attacker, power, blockers, attacked, trample, "deathtouch" in keywords)
    given = _choice(game, attacker)
    if len(blockers) == 1 and not trample and given is None:
        assignment = {blockers[0].oid: power}
    else:
        assignment = damage_assignment.decide(game, situation, given)
    return [_event(game, attacker, _recipient(game, r), a) for r, a in assignment.items() if a]


def _choice(game: Game, attacker: Permanent) -> dict[str, int] | None:
    """The scenario's division for this attacker, used for its first assignment only."""
    declared = game.declarations
    if attacker.oid not in declared.assignments or attacker.oid in game.combat.choice_used:
        return None
    game.combat.choice_used.add(attacker.oid)
    return declared.assignments[attacker.oid]


def _name(game: Game, key: str) -> str:
    found = _recipient(game, key)
    return found.name if found is not None else key


def _situation(game: Game, attacker: Permanent, power: int, blockers: list[Permanent], attacked: str | None,
               trample: bool, deathtouch: bool) -> Situation:
    names: dict[str, str] = {b.oid: b.name for b in blockers}
    players = {p.name for p in game.players}
    for key, name in game.declarations.assignment_names.get(attacker.oid, {}).items():
        names[key] = name if key in players else CardName(name)
    if attacked is not None:
        names[attacked] = _name(game, attacked)
    return Situation(attacker=attacker, power=power, blockers=blockers,
                     lethal={b.oid: damage_assignment.lethal_damage(game, b, deathtouch) for b in blockers},
                     trample=trample, deathtouch=deathtouch, attacked=attacked, names=names)


def _blocker_damage(game: Game, blocker: Permanent) -> list[DamageEvent]:
    """A blocker deals its damage to the creature it blocks, if that one is still in combat (510.1d)."""
    power = _power(game, blocker)
    if power is None:
        return []
    blocked = [a for a in (game.permanent(o) for o in game.combat.blockers.get(blocker.oid, []))
               if a is not None and a.oid in game.combat.attackers]
    if not blocked:
        game.emit("assigns_no_damage", rules=("510.1d",), terms=("combat-damage",),
                  card=blocker.name, reason="not_blocking")
        return []
    if blocker.tapped:  # untapped only to be declared (509.1a); tapped since, it still deals damage
        game.emit("tapped_blocker_deals_damage", rules=("509.1a", "510.1a"), terms=("blocking-creature", "tapped"),
                  card=blocker.name, attacker=blocked[0].name)
    return [_event(game, blocker, blocked[0], power)]
