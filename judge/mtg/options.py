"""What may a player do right now? Every legal action, with its rule, and why the others are not.

The same checks that rule on a scenario's stack and actions decide here (judge.mtg.casting,
judge.mtg.costs, judge.mtg.mana, judge.mtg.targets, the attack and block legality modules),
asked of every card the player holds and every permanent they control:

- cast a spell from the hand (117.1a, 601.2): timing, mana (601.2g-h), a legal target for each
  target it requires (601.2c);
- activate an activated ability (117.1b, 602.2): timing, {T}/loyalty/counter costs, mana, targets;
- play a land (116.2a, 305.1-305.3): the player's own main phase, an empty stack, a land left to play;
- declare attackers (508.1a) or blockers (509.1a) while they are being declared.

Mana abilities (605.3a) are left out: they are how the costs above get paid. Nothing here changes
the game or records anything: a forbidden action is an `Illegal`, worded by the renderer.
"""

from __future__ import annotations

from judge.cards.mtg_model import ActivatedAbility
from judge.events import CardName, Illegal, Keyword, StepName
from judge.mtg import actions, attack_legality, block_legality, casting, mana, modes, priority, steps
from judge.mtg import targets as targeting
from judge.mtg.declarations import DeclaredAttack, DeclaredBlock, Refusal
from judge.mtg.modal import modal_of
from judge.mtg.state import Game, GameObject, Permanent, StackObject, Target
from judge.options import Choice, Forbidden, Option, Options
from judge.scenario.load import LoadedScenario

LAND_RULES = ("116.2a", "305.1", "305.2")
# Target problems worth telling a player about one by one: the target is of the right kind,
# but a keyword protects it (702.11, 702.16b, 702.18).
PROTECTED = ("protection", "hexproof", "shroud")


def scenario_options(loaded: LoadedScenario, player: str | None = None) -> Options:
    """What `player` (by default the one who holds priority) may do at the moment the scenario describes:
    its declarations made, its stack checked and its `actions:` played (judge.mtg.actions), state-based
    actions and triggers handled (117.5)."""
    game = actions.game_after_actions(loaded)
    holder = priority.holder(game) or game.active_player
    return available(game, player or holder.name)


def available(game: Game, player: str, costs_paid: bool = False) -> Options:
    """Every action `player` may take now, and why the others in hand or on the battlefield can't be.

    While attackers or blockers are being declared nobody holds priority yet (508.2, 509.2): the
    declaration is the only action. `costs_paid`: mana costs are not checked.
    """
    holder = priority.holder(game) or game.active_player
    declaring = _declaring(game)
    if declaring is not None:
        return _declarations(game, player, declaring)
    result = Options("mtg", player, holder.name)
    owner = game.player(player)
    for card in owner.hand:
        if "Land" in card.card.types:
            _land(game, player, card, result)
        else:
            _spell(game, player, card, costs_paid, result)
    for permanent in game.battlefield:
        if permanent.controller == player:
            _abilities(game, player, permanent, costs_paid, result)
    return result


def _declaring(game: Game) -> str | None:
    """"attackers" or "blockers" while that declaration is still to make, also in a scenario without
    `actions:` that stops at the beginning of the step (its `combat:` doesn't list them)."""
    pending = steps.pending_declaration(game)
    if pending is not None:
        return pending
    if game.step == "declare_attackers" and game.combat is None and game.declarations is None:
        return "attackers"
    combat = game.combat
    if game.step == "declare_blockers" and combat is not None and combat.attackers and not combat.blockers:
        return "blockers" if game.declarations is None or not game.declarations.blockers else None
    return None


def _declarations(game: Game, player: str, declaring: str) -> Options:
    """508.1 / 509.1: the active player declares attackers, then each defending player blockers;
    spells and abilities wait until priority is given afterwards (508.2, 509.2)."""
    if declaring == "attackers":
        result = Options("mtg", player, game.active_player.name, declaring)
        _attacks(game, player, result)
    else:
        defenders = sorted(set(game.combat.defenders.values()))
        result = Options("mtg", player, player if player in defenders else (defenders or [player])[0], declaring)
        _blocks(game, player, result)
    rule = "508.2" if declaring == "attackers" else "509.2"
    for card in game.player(player).hand:
        result.forbidden.append(Forbidden("cast", card.name, Illegal(
            f"{player} casts {card.card.name}", "wait_for_declaration",
            dict(reason=declaring, card=card.name, player=player, rule=rule), (rule,), ("priority",))))
    return result


def _land(game: Game, player: str, card: GameObject, result: Options) -> None:
    reason = casting.sorcery_speed_problem(game, player)  # 116.2a: the same window as a sorcery
    if reason is None and game.lands_played >= 1:
        reason = "already_played"
    if reason is None:
        result.options.append(Option("play", card.name, LAND_RULES, card.oid))
        return
    problem = Illegal(f"{player} plays {card.card.name}", "land_play",
                      dict(reason=reason, card=card.name, player=player, active=game.active_player.name,
                           step=StepName(game.step), rule="305.2" if reason == "already_played" else "116.2a"),
                      ("305.2", "305.2b") if reason == "already_played" else LAND_RULES, ("land",))
    result.forbidden.append(Forbidden("play", card.name, problem))


def _spell(game: Game, player: str, card: GameObject, costs_paid: bool, result: Options) -> None:
    obj = StackObject(oid=card.oid, card=card.card, owner=card.owner, kind="spell", controller=player,
                      source_name=card.card.name)
    timing = casting.spell_timing_problem(game, obj)
    if timing is not None:
        result.forbidden.append(Forbidden("cast", card.name, timing))
        return
    if not costs_paid and (unpaid := _mana_problem(game, player, card.name, card.card.mana_cost, "cast")):
        result.forbidden.append(Forbidden("cast", card.name, unpaid))
        return
    _with_targets(game, obj, "cast", ("117.1a", "601.2"), result)


def _abilities(game: Game, player: str, permanent: Permanent, costs_paid: bool, result: Options) -> None:
    for index, ability in enumerate(permanent.card.abilities):
        if not isinstance(ability, ActivatedAbility):
            continue
        obj = StackObject(oid=f"{permanent.oid}-ability", card=permanent.card, owner=permanent.owner,
                          kind="activated", controller=player, source=permanent.oid,
                          source_name=permanent.card.name, ability_index=index)
        problem = casting.activation_problem(game, obj)
        if problem is None and not costs_paid:
            problem = _mana_problem(game, player, permanent.name, ability.cost, "activate")
        if problem is not None:
            result.forbidden.append(Forbidden("activate", permanent.name, problem))
            continue
        rules = ("117.1b", "602.2", *(("702.6a",) if ability.equip else ()))  # equip: a creature you control
        _with_targets(game, obj, "activate", rules, result, ability=index + 1)


def _mana_problem(game: Game, player: str, card: CardName, cost_text: str | None, verb: str) -> Illegal | None:
    """601.2g-h, 602.2b: the mana part of the cost must be payable from the player's untapped sources."""
    cost = mana.ManaCost.parse(cost_text)
    if mana.can_pay(game, player, cost):
        return None
    makes = "".join(mana.symbol(unit) for source in mana.sources(game, player) for unit in source.makes)
    return Illegal(f"{player} {verb}s {card}", "cant_pay_mana",
                   dict(reason="some" if makes else "none", card=card, player=player,
                        cost=_mana_text(cost_text), makes=makes, rule="601.2h"),
                   ("601.2g", "601.2h", "118.3"), ("mana", "cost"))


def _mana_text(cost_text: str | None) -> str:
    """The mana symbols of a cost, without its {T} or other parts: "{1}{R}"."""
    return "".join(mana.mana_symbols(cost_text))


def _with_targets(game: Game, obj: StackObject, action: str, rules: tuple[str, ...], result: Options,
                  ability: int | None = None) -> None:
    """One option per mode (700.2), each with the legal targets of every slot, or why there are none."""
    modal = modal_of(obj)
    choices = [(i,) for i in range(len(modal.modes))] if modal is not None and modal.choose == 1 else [None]
    for chosen in choices:
        obj.modes = chosen
        slots, refused = _target_slots(game, obj, action)
        result.forbidden.extend(refused)
        if any(not slot for slot in slots):
            spec = targeting.specs(obj)[[bool(slot) for slot in slots].index(False)]
            result.forbidden.append(Forbidden(action, obj.name, Illegal(
                f"{obj.controller} {action}s {obj.source_name}", "no_legal_target",
                dict(card=obj.name, requirement=targeting.requirement(spec), rule="601.2c"),
                ("601.2c", "115.1"), ("target",))))
            continue
        result.options.append(Option(
            action, obj.name, rules + (("601.2c",) if slots else ()), obj.source or obj.oid,
            tuple(tuple(_choice(game, t) for t in slot) for slot in slots), ability,
            modes.label(obj, chosen) if chosen else None))
    obj.modes = None


def _target_slots(game: Game, obj: StackObject, action: str) -> tuple[list[list[Target]], list[Forbidden]]:
    """The legal targets of each slot, and the ones a keyword protects (said one by one)."""
    slots, refused = [], []
    for spec in targeting.specs(obj):
        legal = targeting.candidates(game, obj, spec)
        slots.append(legal)
        for permanent in game.battlefield:
            target = Target("permanent", permanent.oid, permanent.zone_changes, permanent.card.name)
            reason = targeting.check(game, obj, target, spec)
            if reason is not None and reason.startswith(PROTECTED):
                key = "protection" if reason.startswith("protection") else reason
                rules = {"protection": ("115.1", "702.16b"), "hexproof": ("115.1", "702.11b"),
                         "shroud": ("115.1", "702.18a")}[key]
                problem = Illegal(f"{obj.controller} {action}s {obj.source_name} targeting {permanent.card.name}",
                                  "cant_target", dict(reason=key, card=obj.name, target=permanent.name,
                                                      keyword=Keyword(reason), rule=rules[-1]),
                                  rules, ("target", key))
                refused.append(Forbidden(action, obj.name, problem, target=_choice(game, target)))
    return slots, refused


def _choice(game: Game, target: Target) -> Choice:
    return Choice(target.ref, targeting.describe(game, target))


def _name_of(game: Game, oid: str) -> CardName:
    permanent = game.permanent(oid)
    return permanent.name if permanent else CardName(oid)


def _attacks(game: Game, player: str, result: Options) -> None:
    """508.1a: while attackers are declared, each creature that may attack and what it may attack."""
    if game.active_player.name != player:
        return
    defenders = [p.name for p in game.players if p.name != player and not p.lost]
    defenders += [p.oid for p in game.battlefield if p.controller != player and "Planeswalker" in p.card.types]
    for creature in game.battlefield:
        if creature.controller != player or "Creature" not in creature.card.types:
            continue
        allowed, refusal = [], None
        for defender in defenders:
            is_player = defender in {p.name for p in game.players}
            found = attack_legality.check(game, DeclaredAttack(creature.oid, creature.card.name, defender,
                                                               is_player), set())
            if found is None:
                allowed.append(Choice(defender, defender) if is_player else Choice(defender, _name_of(game, defender)))
            else:
                refusal = refusal or found
        _declaration(result, "attack", creature, allowed, refusal, ("508.1a",))


def _blocks(game: Game, player: str, result: Options) -> None:
    """509.1a: while blockers are declared, each creature that may block and which attackers."""
    combat = game.combat
    for creature in game.battlefield:
        if creature.controller != player or "Creature" not in creature.card.types:
            continue
        allowed, refusal = [], None
        for attacker_oid in combat.attackers:
            attacker = game.permanent(attacker_oid)
            if attacker is None:
                continue
            found = block_legality.check(game, DeclaredBlock(creature.oid, creature.card.name, attacker_oid,
                                                             attacker.card.name), {})
            if found is None:
                allowed.append(Choice(attacker.oid, attacker.name))
            else:
                refusal = refusal or found
        _declaration(result, "block", creature, allowed, refusal, ("509.1a",))


def _declaration(result: Options, action: str, creature: Permanent, allowed: list[Choice],
                 refusal: Refusal | None, rules: tuple[str, ...]) -> None:
    """A creature that may attack or block (what it may attack or block), or the first reason it can't."""
    if allowed:
        result.options.append(Option(action, creature.name, rules, creature.oid, choices=tuple(allowed)))
    elif refusal is not None:
        result.forbidden.append(Forbidden(action, creature.name, Illegal(
            f"{creature.card.name} {action}s", refusal.kind, {**refusal.params, "rule": refusal.rules[-1]},
            refusal.rules, refusal.terms)))

