"""Combat (506-511): declaring attackers and blockers, the damage step(s), the end of combat.

The scenario's `combat` lists attackers and blockers "as declared". Each
declaration is checked by the rules when it is made (judge.mtg.attack_legality,
judge.mtg.block_legality); an illegal one is reported under `illegal` with the
rule and left out. When the declarations are made depends on the scenario's
step: before the declare attackers step the stack resolves first, then
attackers are declared; at declare attackers the attackers are already
declared when the stack resolves; at declare blockers (or combat damage) both
are. Then come the combat damage step(s) (judge.mtg.combat_damage) and the end
of combat step, where every creature leaves combat (511.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.events import CardName, Listing
from judge.mtg import attack_legality, block_legality, characteristics, combat_damage, stack, triggers, turn
from judge.mtg.declarations import AFTER_BLOCKERS, BEFORE_ATTACKERS, DeclaredBlock, Refusal, reject
from judge.mtg.state import Game


@dataclass
class Combat:
    """Attackers (oid -> what it attacks) and blockers (oid -> the attackers it blocks)."""

    attackers: dict[str, str] = field(default_factory=dict)
    defenders: dict[str, str] = field(default_factory=dict)  # attacker oid -> its defending player
    blockers: dict[str, list[str]] = field(default_factory=dict)
    blocked: set[str] = field(default_factory=set)  # attackers that became blocked (509.1h)
    first_strikers: set[str] = field(default_factory=set)  # had first or double strike as that step began
    choice_used: set[str] = field(default_factory=set)  # attackers whose chosen division was used
    damage_step: str = ""  # the combat damage step dealt last: "", "first_strike", "regular" or "only"
    life_before: dict[str, int] = field(default_factory=dict)  # life totals as the attackers were declared
    # attacker oid -> the creatures blocking it, in the order they were declared: `blockers` read
    # the other way, kept by `block` and `remove` (a big combat looks each attacker's blockers up
    # instead of scanning every blocker for each attacker)
    blocked_by: dict[str, list[str]] = field(default_factory=dict)

    def block(self, blocker: str, attacker: str) -> None:
        """A declared block (509.1a): the blocker blocks this attacker."""
        self.blockers[blocker] = [attacker]
        self.blocked_by.setdefault(attacker, []).append(blocker)
        self.blocked.add(attacker)

    def blockers_of(self, attacker: str) -> list[str]:
        """The creatures still blocking an attacker, in the order they were declared."""
        return list(self.blocked_by.get(attacker, ()))

    def remove(self, oid: str) -> None:
        """Remove a creature from combat (506.4); a blocked attacker stays blocked (509.1h)."""
        self.attackers.pop(oid, None)
        self.defenders.pop(oid, None)
        for attacker in self.blockers.pop(oid, ()):
            self.blocked_by[attacker].remove(oid)


def declare_made(game: Game) -> None:
    """Declarations the scenario's step says were already made, before its stack resolves."""
    step = game.step
    if game.declarations is None:
        return
    # The board as it stands: from declare blockers on, a listed attacker or blocker that is tapped
    # was tapped by attacking or after the declarations, not before them (508.1f, 509.1a).
    if step == "declare_attackers" or step in AFTER_BLOCKERS:
        declare_attackers(game, as_listed=step in AFTER_BLOCKERS)
    if step in AFTER_BLOCKERS:
        declare_blockers(game, as_listed=True)


def run(game: Game) -> None:
    """Carry combat on from where the scenario stands to the end of combat (506-511)."""
    declared = game.declarations
    if declared is None or stack.game_over(game):
        return
    life_before = {p.name: p.life for p in game.players}
    if not declared.attackers_declared:
        if game.step in BEFORE_ATTACKERS and game.step != "beginning_of_combat":
            turn.run_step(game, "beginning_of_combat", [])  # its triggers, then priority (507)
        declare_attackers(game)
        stack.resolve_stack(game)
    if not declared.blockers_declared:
        declare_blockers(game)
        stack.resolve_stack(game)
    if game.combat is not None and not stack.game_over(game):
        combat_damage.run(game)
    end_of_combat(game)
    life_summary(game, life_before)


def life_summary(game: Game, before: dict[str, int]) -> None:
    """For the summary: each player whose life total changed during this combat."""
    for player in game.players:
        if player.name in before and player.life != before[player.name]:
            game.emit("life_after_combat", rules=("510.2",), terms=("combat-damage", "life"), summary=True,
                      player=player.name, before=before[player.name], life=player.life)


def declare_attackers(game: Game, as_listed: bool = False) -> None:
    """508.1: each legal attacker becomes an attacking creature and taps unless it has vigilance.

    `as_listed`: the declarations were made before the described moment, so a listed attacker
    that is tapped now was tapped by attacking; its tapped status is not checked.
    """
    game.declarations.attackers_declared = True
    game.step = "declare_attackers"
    combat = Combat(life_before={p.name: p.life for p in game.players})
    game.combat = combat
    for declared in game.declarations.attackers:
        target, defender = attack_legality.attacked(game, declared)
        label = f"{declared.name} attacks {_name(game, target)}"
        refusal = attack_legality.check(game, declared, set(combat.attackers), tapped_ok=as_listed)
        if refusal is not None:
            reject(game, label, refusal)
            game.emit("attack_left_out", rules=("508.1",), terms=("attacking-creature",),
                      card=CardName(declared.name), summary=True)
            continue
        creature = game.permanent(declared.creature)
        assert creature is not None and target is not None and defender is not None
        combat.attackers[creature.oid] = target
        combat.defenders[creature.oid] = defender
        keywords = characteristics.of(game, creature).keywords
        vigilance = "vigilance" in keywords
        if not vigilance and not as_listed:
            game.tap(creature)  # 508.1f: attacking taps it, but it isn't a cost
        rules = ("508.1a", "702.20b" if vigilance else "508.1f")
        if creature.sick and "haste" in keywords:
            rules += ("702.10b",)  # it arrived this turn; haste lets it attack anyway
        game.emit("attacker_declared", rules=rules,
                  terms=("attacking-creature", "vigilance" if vigilance else "tap"), card=creature.name,
                  target=_name(game, target),
                  reason="vigilance" if vigilance else "as_listed" if as_listed else "taps")
    game.touch()
    if not combat.attackers:
        game.emit("no_attackers", rules=("508.8",), terms=("declare-attackers-step",),
                  player=game.active_player.name)
        game.combat = None
        return
    for oid in combat.attackers:
        game.attacked_this_turn.add(oid)
        triggers.check(game, "attacks", subject=game.permanent(oid))  # 508.1m


def declare_blockers(game: Game, as_listed: bool = False) -> None:
    """509.1: legal blocks are made; each attacker becomes blocked or unblocked (509.1h).

    `as_listed`: made before the described moment; a blocker tapped since still blocks.
    """
    game.declarations.blockers_declared = True
    combat = game.combat
    if combat is None:  # no attackers: nothing can be blocked (508.8)
        for declared in game.declarations.blockers:
            _refuse_block(game, declared, Refusal("block_not_attacking", ("509.1a",), ("attacking-creature",),
                                                  {"card": CardName(declared.name),
                                                   "attacker": CardName(declared.blocks_name)}))
        return
    game.step = "declare_blockers"
    accepted: list[DeclaredBlock] = []
    blocking: dict[str, list[str]] = {}
    for declared in game.declarations.blockers:
        refusal = block_legality.check(game, declared, blocking, tapped_ok=as_listed)
        if refusal is not None:
            _refuse_block(game, declared, refusal)
            continue
        accepted.append(declared)
        blocking[declared.creature] = [declared.blocks]
    groups: dict[str, list[DeclaredBlock]] = {}
    for declared in accepted:
        groups.setdefault(declared.blocks, []).append(declared)
    for attacker in combat.attackers:
        group = groups.get(attacker, [])
        refusal = block_legality.menace_refusal(game, attacker, [d.name for d in group])
        if refusal is not None:
            _refuse_block(game, group[0], refusal)
            accepted.remove(group[0])
    for declared in accepted:
        combat.block(declared.creature, declared.blocks)
        game.emit("blocker_declared", rules=("509.1a", "509.1g"), terms=("blocking-creature",),
                  card=CardName(declared.name), attacker=CardName(declared.blocks_name))
    game.touch()
    for attacker in combat.attackers:
        _announce_block_status(game, attacker)
    for declared in accepted:
        triggers.check(game, "blocks", subject=game.permanent(declared.creature))  # 509.1i
    # 509.1i, 509.3c: once per blocked attacker, in the order attackers were declared (a set's order
    # would follow the hash seed, and the order triggers are checked in is the order they are put on the stack).
    for attacker in (a for a in combat.attackers if a in combat.blocked):
        triggers.check(game, "becomes_blocked", subject=game.permanent(attacker))


def _refuse_block(game: Game, declared: DeclaredBlock, refusal: Refusal) -> None:
    reject(game, f"{declared.name} blocks {declared.blocks_name}", refusal)
    game.emit("block_left_out", rules=("509.1",), terms=("blocking-creature",),
              card=CardName(declared.name), attacker=CardName(declared.blocks_name), summary=True)


def _announce_block_status(game: Game, attacker: str) -> None:
    combat = game.combat
    permanent = game.permanent(attacker)
    assert permanent is not None
    blockers = [game.permanent(b) for b in combat.blockers_of(attacker)]
    if attacker in combat.blocked:
        game.emit("attacker_blocked", rules=("509.1h",), terms=("blocked-creature",), card=permanent.name,
                  blockers=Listing((b.name for b in blockers if b is not None), conjunction=True), count=len(blockers))
    else:
        game.emit("attacker_unblocked", rules=("509.1h",), terms=("unblocked-creature",), card=permanent.name)


def end_of_combat(game: Game) -> None:
    """The end of combat step (511.1), after which every creature is removed from combat (511.3)."""
    turn.run_step(game, "end_of_combat", [])


def _name(game: Game, key: str | None) -> str:
    """A player's name, or the name of the permanent with this oid."""
    if key is None:
        return "?"
    permanent = game.permanent(key)
    return permanent.name if permanent is not None else key
