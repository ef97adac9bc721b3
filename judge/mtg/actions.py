"""Playing a scenario's `actions:` (scenario-contract.md, v2): what players do, in order.

Public API (judge.commands.options and judge.mtg.engine use it):

- `game_after_actions(loaded)`: the game built from a scenario, with its actions played,
  stopped right after the last one (nothing finished): who holds priority is
  `priority.holder(game)`, a declaration still to make `steps.pending_declaration(game)`;
- `play_actions(game, loaded)`: the same on a game already built;
- `finish(game, model)`: what a ruling does after the last action: everybody passes until
  the stack is empty, a combat under way is fought to its end, then the turn goes on to `until`.

Each action is checked when it is taken, by the same checks as the scenario's stack
(judge.mtg.casting: timing, tracked costs, targets), plus priority (judge.mtg.priority)
and mana (judge.mtg.mana). An illegal action is reported under `illegal` and skipped;
nothing of it happens, not even the passes a response implies. A reference that matches
nothing is an invalid scenario, located at its line (judge.mtg.build.Builder.reference).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NoReturn

from judge.cards.mtg_model import ActivatedAbility, ManaAbility
from judge.events import CardName, Listing, StepName
from judge.mtg import (
    casting,
    characteristics,
    combat,
    costs,
    declarations,
    division,
    mana,
    modes,
    priority,
    stack,
    steps,
    turn,
    zone_changes,
    zones,
)
from judge.mtg import targets as targeting
from judge.mtg.build import Builder
from judge.mtg.declarations import Declarations
from judge.mtg.state import Game, GameObject, Permanent, Player, StackObject
from judge.scenario import mtg_actions
from judge.scenario.errors import NT, T, did_you_mean, name_hint
from judge.scenario.load import LoadedScenario

MAIN_PHASES = ("precombat_main", "postcombat_main")

# zone -> a card not in it: (of the player the action names, of any player)
NOT_IN_ZONE = {
    "hand": (T("{ref!r} is not in {player}'s hand"), T("{ref!r} is not in any player's hand")),
    "graveyard": (T("{ref!r} is not in {player}'s graveyard"), T("{ref!r} is not in any player's graveyard")),
    "exile": (T("{ref!r} is not in {player}'s exile"), T("{ref!r} is not in any player's exile")),
    "library": (T("{ref!r} is not in {player}'s library"), T("{ref!r} is not in any player's library")),
}


def game_after_actions(loaded: LoadedScenario) -> Game:
    """The scenario's game with all its actions played, before anything is finished."""
    builder = Builder(loaded)
    game = builder.build(defer=True)
    if builder.problems.found:
        raise_with_action_problems(game, loaded, builder)
    play_actions(game, loaded, builder)
    return game


def play_actions(game: Game, loaded: LoadedScenario, builder: Builder | None = None) -> None:
    """Start as every ruling starts (declarations made, the stack checked, the active player
    holding priority), then take each action in order; stop after the last one.

    An action that names what isn't there is noted and skipped, so that the problems of all
    the actions are raised together after the last one (with those of the build, if given its
    builder)."""
    model = loaded.model
    if model.combat is not None:
        combat.declare_made(game)
    casting.check_stack(game)
    steps.start(game)
    player = Actor(game, loaded, builder)
    for index, action in enumerate(model.actions):
        if stack.game_over(game):
            break
        with player.builder.problems.each(getattr(action, "id", None)):
            player.take(index, action)
    player.builder.problems.raise_all()


def raise_with_action_problems(game: Game, loaded: LoadedScenario, builder: Builder) -> NoReturn:
    """A build that found problems: its actions are played on what could be built, only to find
    their problems too; then all are raised at once."""
    builder.problems.raise_after(lambda: play_actions(game, loaded, builder))


def finish(game: Game, model: Any) -> None:
    """After the last action: the stack resolves, a combat under way ends (511.3), then `until`."""
    steps.declare(game)
    priority.resolve_all(game)
    fought = game.combat is not None or _combat_to_come(game)
    if fought and not stack.game_over(game):
        if game.step != "end_of_combat":
            steps.walk_to(game, "end_of_combat")
        priority.resolve_all(game)
        steps.end_step(game)
    if model.until is not None and not (model.until == "end_of_combat" and fought) and not stack.game_over(game):
        mana.empty_pools(game)
        turn.carry_on(game, model.until)


def _combat_to_come(game: Game) -> bool:
    declared = game.declarations
    return bool(declared is not None and declared.attackers and not declared.attackers_declared
                and "declare_attackers" in steps.ahead(game))


class Actor:
    """Takes a scenario's actions one by one on a game; references are resolved as each is taken."""

    def __init__(self, game: Game, loaded: LoadedScenario, builder: Builder | None = None) -> None:
        self.game = game
        self.builder = builder or Builder(loaded, library=game.library)

    def take(self, index: int, action: Any) -> None:
        kind = mtg_actions.kind(action)
        if kind not in ("attack", "block", "choose"):
            steps.declare(self.game)  # a declaration the scenario didn't make: as listed, or none
        getattr(self, f"_{kind}")(action, ("actions", index))

    # --- references --------------------------------------------------------------
    def _player(self, name: str, path: tuple) -> Player:
        for player in self.game.players:
            if player.name == name:
                return player
        raise self.builder.error(path, T("there is no player called {name!r}", name=name),
                                 name_hint(name, [p.name for p in self.game.players]))

    def _card(self, ref: str, by: str | None, zone: str, path: tuple, key: str) -> tuple[Player, GameObject]:
        """A card in a player's zone, by id or name: that player's if `by` is given, else whoever holds it."""
        holders = [self._player(by, (*path, "by"))] if by is not None else self.game.players
        found = [(p, c) for p in holders for c in getattr(p, zone)
                 if c.oid == ref or c.card.name.lower() == ref.lower()]
        if found:
            return found[0]
        names = [c.card.name for p in holders for c in getattr(p, zone)]
        hint = did_you_mean(ref, names) or (T("add it under `{zone}:` of the player, or say `from:`", zone=zone)
                                            if zone != "library" else T("list the library card by card"))
        mine, anyones = NOT_IN_ZONE[zone]
        message = mine.filled(ref=ref, player=holders[0].name) if by is not None else anyones.filled(ref=ref)
        raise self.builder.error((*path, key), message, hint)

    def _targets(self, obj: StackObject, refs: list[str], path: tuple) -> None:
        obj.targets = self.builder.targets(self.game, obj, refs, path)

    def _modes(self, obj: StackObject, wanted: Any, divide: list[int] | None, path: tuple) -> None:
        def error(at: tuple, message: str, hint: str | None = None):
            at = tuple("modes" if part == "mode" else part for part in at)
            return self.builder.error(at, message, hint)

        modes.choose(error, self.game, obj, wanted, path)
        self.builder.check_target_count(obj, path)
        division.choose(self.builder.error, self.game, obj, divide, path)  # announced as cast (601.2d)

    # --- checks shared by every action that needs priority -----------------------
    def _has_priority(self, player: Player, label: str) -> bool:
        """117.3d: the players before `player` may pass, unless that ends the succession (117.4)."""
        game = self.game
        if game.priority is None and steps.pending_declaration(game) is None:  # untap, cleanup (117.3a)
            game.reject(label, "no_priority", rules=("117.3a",), terms=("priority",), player=player.name,
                        step=StepName(game.step), reason="nobody", rule="117.3a")
            return False
        if priority.can_respond(game, player):
            return True
        holding = priority.holder(game) or game.active_player
        top = stack.label(game.stack[-1]) if game.stack else None
        game.reject(label, "no_priority", rules=("117.3d", "117.4"), terms=("priority", "pass"),
                    player=player.name, holder=holding.name, top=top, step=StepName(game.step),
                    reason="stack" if top is not None else "empty", rule="117.4")
        return False

    def _payment(self, player: Player, cost_text: str | None, x: int | None, card: str, label: str,
                 exclude: Permanent | None = None) -> mana.Plan | None:
        """How the mana is paid; None (after saying why) if it can't be (601.2h, 118.3)."""
        cost = mana.ManaCost.parse(cost_text)
        found = mana.plan(self.game, player.name, cost, x or 0, exclude)
        if found is not None:
            return found
        makes = list(player.mana_pool) + [m for s in mana.sources(self.game, player.name)
                                          if s.permanent is not exclude for m in s.makes]
        wanted = "".join(mana.mana_symbols(cost_text)).replace("{X}", f"{{{x or 0}}}")
        self.game.reject(label, "cost_mana", rules=("601.2h", "118.3"), terms=("mana", "cost"), player=player.name,
                         card=CardName(card), cost=wanted, available=mana.symbols(makes),
                         reason="short" if makes else "none", rule="118.3")
        return None

    def _legal(self, obj: StackObject) -> bool:
        """Timing, the tracked costs and targets (judge.mtg.casting); an illegal one is reported."""
        found = casting.problem(self.game, obj)
        if found is not None:
            self.game.refuse(found)
        return found is None

    def _paid(self, player: Player, payment: mana.Plan, card: str) -> None:
        if payment.spent:
            mana.pay(self.game, player.name, payment, card)

    # --- the actions ---------------------------------------------------------------
    def _cast(self, action: mtg_actions.CastAction, path: tuple) -> None:
        game = self.game
        player, card = self._card(action.cast, action.by, action.from_, path, "cast")
        obj = StackObject(oid=card.oid, card=card.card, owner=card.owner, zone_changes=card.zone_changes + 1,
                          kind="spell", controller=player.name, source_name=card.card.name, x=action.x)
        if card.card.types == ["Land"]:
            raise self.builder.error((*path, "cast"), T("{card} is a land; lands are played, not cast (305.1)",
                                                        card=card.card.name),
                                     T("write {example}", example=f"`play: {card.card.name}`"))
        self._targets(obj, action.targets, path)
        self._modes(obj, action.modes, action.divide, path)
        label = _label(game, player, "casts", card.card.name, obj)
        if not self._has_priority(player, label) or not self._legal(obj):
            return
        payment: mana.Plan | None = mana.Plan()
        if action.costs != "paid":
            payment = self._payment(player, card.card.mana_cost, action.x, card.card.name, label)
        if payment is None:
            return
        priority.pass_to(game, player)
        zones.cast_from(game, player, action.from_, card)
        if action.id is not None:
            obj.oid = self.builder.oid(game, action.id, card.card.name, (*path, "id"))
        game.emit("spell_cast", rules=("601.2", "601.2a", "117.3c"), terms=("cast", "stack", "priority"),
                  player=player.name, card=obj.name, zone=action.from_, targets=_targets(game, obj),
                  reason="targets" if obj.targets else "plain")
        casting.put_on_stack(game, obj)
        self._paid(player, payment, card.card.name)
        priority.acted(game, player)

    def _activate(self, action: mtg_actions.ActivateAction, path: tuple) -> None:
        game = self.game
        found = self.builder.reference(game, action.activate, (*path, "activate"), players=False, stack=False)
        permanent = game.permanent(found.ref)
        assert permanent is not None
        player = self._player(action.by, (*path, "by")) if action.by else game.player(permanent.controller)
        index = _ability_index(self, permanent, action.ability, path)
        ability = permanent.card.abilities[index]
        if not self._has_its_abilities(permanent, player):
            return
        if isinstance(ability, ManaAbility):
            self._mana_ability(permanent, player, ability)
            return
        obj = StackObject(oid=game.new_oid(f"{permanent.card.name} ability"), card=permanent.card,
                          owner=player.name, kind="activated", controller=player.name, source=permanent.oid,
                          source_name=permanent.card.name, ability_index=index, x=action.x)
        self._targets(obj, action.targets, path)
        self._modes(obj, action.modes, action.divide, path)
        label = _label(game, player, "activates", permanent.card.name, obj)
        if not self._has_priority(player, label) or not self._controls(player, permanent, label):
            return
        if not self._legal(obj):
            return
        payment: mana.Plan | None = mana.Plan()
        if action.costs != "paid":
            assert isinstance(ability, ActivatedAbility)
            exclude = permanent if costs.parse(ability.cost).tap else None
            payment = self._payment(player, ability.cost, action.x, permanent.card.name, label, exclude)
        if payment is None:
            return
        priority.pass_to(game, player)
        if action.id is not None:
            obj.oid = self.builder.oid(game, action.id, permanent.card.name, (*path, "id"))
        game.emit("ability_activated", rules=("602.2", "602.2a", "117.3c"), terms=("activated-ability", "stack"),
                  player=player.name, card=permanent.name, targets=_targets(game, obj),
                  reason="targets" if obj.targets else "plain")
        casting.put_on_stack(game, obj)
        self._paid(player, payment, permanent.card.name)
        priority.acted(game, player)

    def _has_its_abilities(self, permanent: Permanent, player: Player) -> bool:
        """An ability an effect removed can't be activated: "loses all abilities" (613.1f), or a land
        whose land type an effect set, which keeps only its new type's mana ability (305.7)."""
        chars = characteristics.of(self.game, permanent)
        if chars.has_abilities:
            return True
        rule = "613.1f" if chars.lost_all else "305.7"
        self.game.reject(f"{player.name} activates {permanent.card.name}", "ability_lost", rules=(rule,),
                         terms=("activated-ability", "layer"), player=player.name, card=permanent.name,
                         reason="all" if chars.lost_all else "land_type", rule=rule)
        return False

    def _controls(self, player: Player, permanent: Permanent, label: str) -> bool:
        """Only a permanent's controller activates its abilities (602.2)."""
        if permanent.controller == player.name:
            return True
        self.game.reject(label, "not_controller", rules=("602.2",), terms=("activated-ability", "controller"),
                         player=player.name, card=permanent.name, controller=permanent.controller, rule="602.2")
        return False

    def _mana_ability(self, permanent: Permanent, player: Player, ability: ManaAbility) -> None:
        """A mana ability doesn't use the stack: it resolves at once (605.3a, 605.3b)."""
        game = self.game
        label = f"{player.name} activates {permanent.card.name}"
        if not self._has_priority(player, label) or not self._controls(player, permanent, label):
            return
        cost = costs.parse(ability.cost)
        as_activated = StackObject(oid=permanent.oid, card=permanent.card, owner=player.name, kind="activated",
                                   controller=player.name, source=permanent.oid, source_name=permanent.card.name)
        found = costs.problem(game, as_activated, cost, permanent)  # {T}: untapped, no summoning sickness
        if found is not None:
            game.refuse(found)
            return
        priority.pass_to(game, player)
        if cost.tap:
            game.tap(permanent)
        if cost.life or cost.sacrifice:  # a Treasure: "{T}, Sacrifice this artifact: Add ..." (605.3a)
            costs.pay(game, as_activated, replace(cost, tap=False), permanent)
        mana.add(game, player.name, ability.produces, permanent.card.name)
        priority.acted(game, player)

    def _play(self, action: mtg_actions.PlayAction, path: tuple) -> None:
        game = self.game
        player, card = self._card(action.play, action.by, action.from_, path, "play")
        if "Land" not in card.card.types:
            raise self.builder.error((*path, "play"), T("{card} is not a land; spells are cast", card=card.card.name),
                                     T("write {example}", example=f"`cast: {card.card.name}`"))
        label = f"{player.name} plays {card.card.name}"
        if not self._has_priority(player, label):
            return
        reason = casting.sorcery_speed_problem(game, player.name)
        if reason is not None:  # 305.1, 116.2a: own main phase, empty stack
            game.reject(label, "land_timing", rules=("305.1", "116.2a"), terms=("land", "main-phase", "stack"),
                        reason=reason, player=player.name, card=card.name, active=game.active_player.name,
                        step=StepName(game.step), top=casting.top_name(game), rule="305.1")
            return
        if game.lands_played >= 1:
            game.reject(label, "land_limit", rules=("305.2",), terms=("land",), player=player.name,
                        card=card.name, rule="305.2")
            return
        priority.pass_to(game, player)
        game.lands_played += 1
        game.emit("land_played", rules=("305.1", "116.2a", "116.3"), terms=("land", "special-action", "priority"),
                  player=player.name, card=card.name)
        zone_changes.play_land(game, player, action.from_, card)
        priority.acted(game, player)

    def _pass(self, action: mtg_actions.PassAction, path: tuple) -> None:
        game = self.game
        player = self._player(action.pass_, (*path, "pass"))
        if not self._has_priority(player, f"{player.name} passes"):
            return
        priority.pass_to(game, player)
        if priority.pass_once(game):
            self._all_passed()

    def _all_passed(self) -> None:
        """All players passed in succession: the top object resolves, or the step ends (117.4)."""
        game = self.game
        if game.stack:
            stack.resolve_top(game)
            priority.give_to_active(game)
        else:
            steps.end_by_passing(game)

    def _resolve(self, action: mtg_actions.ResolveAction, path: tuple) -> None:
        if action.resolve == "all":
            priority.resolve_all(self.game)
            return
        for _ in range(action.resolve):
            if not self.game.stack or stack.game_over(self.game):
                return
            priority.resolve_top(self.game)

    def _to(self, action: mtg_actions.ToAction, path: tuple) -> None:
        game = self.game
        if not steps.reachable(game, action.to):
            game.reject(f"to {action.to}", "step_passed", rules=("500.1",), terms=("turn", "phase", "step"),
                        step=StepName(steps.PHASES.get(action.to, action.to)), current=StepName(game.step),
                        rule="500.1")
            return
        steps.walk_to(game, action.to)

    def _attack(self, action: mtg_actions.AttackAction, path: tuple) -> None:
        game = self.game
        if steps.pending_declaration(game) != "attackers" and "declare_attackers" in steps.ahead(game):
            steps.walk_to(game, "declare_attackers")
        if steps.pending_declaration(game) != "attackers":
            game.reject("attack", "attack_step", rules=("508.1",), terms=("declare-attackers-step",),
                        step=StepName(game.step), rule="508.1")
            return
        declared = [declarations.attack(self.builder, game, entry, (*path, "attack", i))
                    for i, entry in enumerate(action.attack)]
        game.declarations.attackers = declared
        steps.declare(game)

    def _block(self, action: mtg_actions.BlockAction, path: tuple) -> None:
        game = self.game
        if steps.pending_declaration(game) == "attackers":
            steps.declare(game)  # attackers the scenario didn't declare here: as listed, or none
        if steps.pending_declaration(game) != "blockers" and "declare_blockers" in steps.ahead(game):
            steps.walk_to(game, "declare_blockers")
        if steps.pending_declaration(game) != "blockers":
            game.reject("block", "block_step", rules=("509.1",), terms=("declare-blockers-step",),
                        step=StepName(game.step), rule="509.1")
            return
        declared = [declarations.block(self.builder, game, entry, (*path, "block", i))
                    for i, entry in enumerate(action.block)]
        game.declarations.blockers = declared
        steps.declare(game)

    def _choose(self, action: mtg_actions.ChooseAction, path: tuple) -> None:
        """Answers from now on: damage divisions by object, the rest merged into the scenario's `choices`."""
        game = self.game
        given = action.choose.model_dump(exclude_defaults=True)
        divisions = given.pop("damage_assignment", {})
        if given:
            update = {key: {**getattr(game.choices, key), **value} for key, value in given.items()}
            game.choices = game.choices.model_copy(update=update)
        if divisions and game.declarations is None:
            game.declarations = Declarations()
        for attacker_ref, amounts in divisions.items():
            at = (*path, "choose", "damage_assignment", attacker_ref)
            attacker = declarations.division(self.builder, game, game.declarations, attacker_ref, amounts, at)
            if game.combat is not None:
                game.combat.choice_used.discard(attacker)


def _ability_index(actor: Actor, permanent: Permanent, number: int, path: tuple) -> int:
    """The Nth activated ability of a permanent, counting from 1; its mana abilities come last."""
    abilities = permanent.card.abilities
    indices = [i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility)]
    indices += [i for i, a in enumerate(abilities) if isinstance(a, ManaAbility)]
    if not indices:
        raise actor.builder.error((*path, "activate"), T("{card} has no activated ability", card=permanent.card.name),
                                  T("`judge card NAME` shows what a card can do"))
    if number > len(indices):
        raise actor.builder.error((*path, "ability"),
                                  NT("{card} has only {count} activated ability",
                                     "{card} has only {count} activated abilities", len(indices),
                                     card=permanent.card.name), T("count its abilities from 1"))
    return indices[number - 1]


def _targets(game: Game, obj: StackObject) -> Listing:
    return Listing((targeting.describe(game, t) for t in obj.targets), conjunction=True)


def _label(game: Game, player: Player, verb: str, card: str, obj: StackObject) -> str:
    """The action as `illegal[].action` names it: "Bob casts Shock targeting Glory Seeker"."""
    text = f"{player.name} {verb} {card}"
    if obj.targets:
        text += " targeting " + ", ".join(str(targeting.describe(game, t)) for t in obj.targets)
    return text
