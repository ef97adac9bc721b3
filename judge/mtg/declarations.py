"""The scenario's combat resolved to objects: who attacks what, who blocks whom, chosen damage divisions.

This runs while the game is built (judge.mtg.build), so a name that matches
nothing, or two things, is an invalid scenario reported at its line and
column. Whether each declaration is *legal* is a question for the rules, asked
when it is made (judge.mtg.attack_legality, judge.mtg.block_legality).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from judge.mtg.state import Game, Target
from judge.scenario.errors import Problems, ScenarioError, T


class Builder(Protocol):
    """What resolving the declarations asks of the game's builder (judge.mtg.build.Builder, which
    imports this module when the scenario declares a combat)."""

    model: Any
    problems: Problems

    def error(self, path: tuple, message: str, hint: str | None = None) -> ScenarioError: ...

    def reference(self, game: Game, ref: str, path: tuple, players: bool = True,
                  stack: bool = True, graveyard_first: bool = False) -> Target: ...

# Steps at which a scenario may still describe a combat whose damage is to come.
BEFORE_ATTACKERS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat")
AFTER_BLOCKERS = ("declare_blockers", "combat_damage")
TOO_LATE = ("end_of_combat", "postcombat_main", "end", "cleanup")


@dataclass(frozen=True)
class Refusal:
    """Why the rules don't allow a declaration: a message kind, the rules, the glossary terms, the values."""

    kind: str
    rules: tuple[str, ...]
    terms: tuple[str, ...]
    params: dict[str, Any] = field(default_factory=dict)


def reject(game: Game, action: str, refusal: Refusal) -> None:
    """Report an illegal declaration or division under `illegal`, naming its main rule in the message."""
    game.reject(action, refusal.kind, rules=refusal.rules, terms=refusal.terms, rule=refusal.rules[-1],
                **refusal.params)


@dataclass(frozen=True)
class DeclaredAttack:
    """One entry of `combat.attackers`: a creature and (optionally) the player or planeswalker it attacks."""

    creature: str  # oid
    name: str
    attacks: str | None  # a player name or a permanent's oid; None: the defending player
    attacks_player: bool


@dataclass(frozen=True)
class DeclaredBlock:
    """One entry of `combat.blockers`: a creature and the attacker it blocks."""

    creature: str
    name: str
    blocks: str  # oid of the attacking creature
    blocks_name: str


@dataclass
class Declarations:
    """Everything the scenario says about combat, plus how far the declarations have been made."""

    attackers: list[DeclaredAttack] = field(default_factory=list)
    blockers: list[DeclaredBlock] = field(default_factory=list)
    # attacker oid -> recipient (a permanent's oid or a player's name) -> amount
    assignments: dict[str, dict[str, int]] = field(default_factory=dict)
    assignment_names: dict[str, dict[str, str]] = field(default_factory=dict)  # the same, oid -> name
    attackers_declared: bool = False
    blockers_declared: bool = False


def resolve(builder: Builder, game: Game) -> Declarations | None:
    """The scenario's `combat` and `choices.damage_assignment` with every name resolved (or a ScenarioError)."""
    model = builder.model
    spec = model.combat
    if spec is None:
        if model.choices.damage_assignment:
            raise builder.error(("choices", "damage_assignment"), T("there is no combat to assign damage in"),
                                T("declare the attackers and blockers under `combat:`"))
        return None
    if model.turn.step in TOO_LATE:
        raise builder.error(("turn", "step"), T("combat is declared, but the turn is already at {step!r}",
                                                step=model.turn.step),
                            T("use a step up to combat_damage, or leave out `combat:`"))
    declared = Declarations()
    each = builder.problems.each  # every entry checked, a broken one noted and left out
    for index, entry in enumerate(spec.attackers):
        with each():
            declared.attackers.append(attack(builder, game, entry, ("combat", "attackers", index)))
    for index, entry in enumerate(spec.blockers):
        with each():
            declared.blockers.append(block(builder, game, entry, ("combat", "blockers", index)))
    for attacker_ref, amounts in model.choices.damage_assignment.items():
        with each():
            division(builder, game, declared, attacker_ref, amounts,
                     ("choices", "damage_assignment", attacker_ref))
    return declared


def attack(builder: Builder, game: Game, entry: Any, path: tuple) -> DeclaredAttack:
    """One `{creature, attacks}` entry (of `combat.attackers` or an `attack:` action) resolved."""
    creature = builder.reference(game, entry.creature, (*path, "creature"), players=False, stack=False)
    attacks, is_player = None, False
    if entry.attacks is not None:
        target = builder.reference(game, entry.attacks, (*path, "attacks"), stack=False)
        attacks, is_player = target.ref, target.kind == "player"
    return DeclaredAttack(creature.ref, creature.name, attacks, is_player)


def block(builder: Builder, game: Game, entry: Any, path: tuple) -> DeclaredBlock:
    """One `{creature, blocks}` entry (of `combat.blockers` or a `block:` action) resolved."""
    creature = builder.reference(game, entry.creature, (*path, "creature"), players=False, stack=False)
    attacker = builder.reference(game, entry.blocks, (*path, "blocks"), players=False, stack=False)
    return DeclaredBlock(creature.ref, creature.name, attacker.ref, attacker.name)


def division(builder: Builder, game: Game, declared: Declarations, attacker_ref: str,
             amounts: dict[str, int], path: tuple) -> str:
    """A chosen damage division (`choices` or a `choose:` action) resolved into `declared`;
    returns the attacker's oid."""
    attacker = builder.reference(game, attacker_ref, path, players=False, stack=False)
    resolved: dict[str, int] = {}
    names: dict[str, str] = {}
    for recipient_ref, amount in amounts.items():
        recipient = builder.reference(game, recipient_ref, (*path, recipient_ref), stack=False)
        resolved[recipient.ref] = resolved.get(recipient.ref, 0) + amount
        names[recipient.ref] = recipient.name
    declared.assignments[attacker.ref] = resolved
    declared.assignment_names[attacker.ref] = names
    return attacker.ref
