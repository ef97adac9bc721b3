"""What may a duelist do right now? Every legal action, with its rulebook section, and why not.

The checks that rule on a scenario decide here too (judge.yugioh.activation, summon, battle):

- activate a Spell from the hand, a Set Spell or Trap, or a Quick Effect of a face-up card
  ("Spell Speed", "Chain"): while a Chain is open only Spell Speed 2 or higher, at least the
  Spell Speed of the last Chain Link;
- with no Chain open, in the turn player's Main Phase: Normal (or Tribute) Summon or Set a monster,
  Flip Summon, change a battle position, Set a Spell or Trap ("Normal Summon", "Set", "Battle Position");
- in the Battle Phase, declare an attack with each monster that may, and at what ("Battle Phase").

Nothing here changes the duel or records anything: a forbidden action is an `Illegal`, worded
by the renderer with the same messages as an illegal action in a ruling.
"""

from __future__ import annotations

from judge.events import Illegal, Word
from judge.options import Choice, Forbidden, Option, Options
from judge.scenario.load import LoadedScenario
from judge.yugioh import actions, activation, battle, chain, summon, targets, zones
from judge.yugioh.state import Card, Duel


def scenario_options(loaded: LoadedScenario, player: str | None = None) -> Options:
    """What `player` (by default the duelist who may act) may do right after the scenario's moment
    and its actions, before anybody passes (`judge options`)."""
    duel, _ = actions.play(loaded)
    return available(duel, player or actions.holder(duel))


def available(duel: Duel, player: str) -> Options:
    """Every action `player` may take now, and why the other cards in hand or on the field can't be used."""
    result = Options("yugioh", player, actions.holder(duel))
    duelist = duel.duelist(player)
    for card in list(duelist.hand):
        if card.card.kind == "monster":
            _summons(duel, player, card, result)
        else:
            _activations(duel, player, card, result)
            _set_spell_trap(duel, player, card, result)
    for card in duel.field_cards:
        if card.controller != player:
            continue
        if card.zone in ("spell_trap", "field"):
            _activations(duel, player, card, result)
        elif card.zone == "monster":
            _monster_on_field(duel, player, card, result)
    return result


def _open_main_phase(duel: Duel, player: str) -> bool:
    """The turn player's Main Phase with no Chain and no attack under way: summons, Sets and positions."""
    return (player == duel.turn_player.name and duel.phase in ("main1", "main2") and not duel.chain
            and duel.attack is None)


def _activations(duel: Duel, player: str, card: Card, result: Options) -> None:
    card_activation = card.zone == "hand" or card.face_down or not card.effects("quick")
    for number, effect in enumerate(card.effects("activation" if card_activation else "quick"), start=1):
        link = chain.new_link(duel, card, effect, player, card_activation)
        refusal = activation.check(duel, link)
        if refusal is not None:
            result.forbidden.append(Forbidden("activate", card.name, Illegal(
                f"{player} activates {card.card.name}", "chain_link_refused",
                dict(card=card.name, player=player, reason=refusal.reason, link=link.number, **refusal.params),
                refusal.rules, refusal.terms)))
            continue
        spec = effect.target
        slots = () if spec is None else (
            tuple(Choice(c.oid, c.name) for c in targets.candidates(duel, spec, player, card)),)
        rules = ("Chain", "Spell Speed") if duel.chain else ("Spell Speed",)
        result.options.append(Option("activate", card.name, rules, card.oid, slots,
                                     ability=number if len(card.effects("quick")) > 1 else None))


def _summons(duel: Duel, player: str, card: Card, result: Options) -> None:
    """Normal or Tribute Summon, or Set, of a monster in the hand ("Normal Summon", "Tribute Summon", "Set")."""
    if card.card.monster_kind == "fusion":
        return
    tributes = duel.monsters(player)[:summon.tributes_needed(card)]
    method = "tribute" if summon.tributes_needed(card) else "normal"
    for how, position in ((method, "attack"), ("set", "set")):
        problem = _summon_problem(duel, player, card, how, tributes, position)
        if problem is None:
            rules = ("Tribute Summon",) if how == "tribute" else ("Set",) if how == "set" else ("Normal Summon",)
            result.options.append(Option("set" if how == "set" else "summon", card.name, rules, card.oid,
                                         method=how, choices=tuple(Choice(t.oid, t.name) for t in tributes)))
        elif how != "set" and not _said(result, problem):  # a Set fails for the same reasons
            result.forbidden.append(Forbidden("summon", card.name, problem))


def _said(result: Options, problem: Illegal) -> bool:
    """Outside the Main Phase every monster in the hand has the same reason: say it once."""
    return problem.params.get("reason") == "main_phase" and any(
        f.problem.kind == problem.kind and f.problem.params.get("reason") == "main_phase" for f in result.forbidden)


def _summon_problem(duel: Duel, player: str, card: Card, method: str, tributes: list[Card],
                    position: str) -> Illegal | None:
    if not _open_main_phase(duel, player) and player == duel.turn_player.name and duel.phase in ("main1", "main2"):
        return Illegal(f"{player} summons {card.card.name}", "summon_refused",
                       dict(card=card.name, player=player, reason="chain_open"), ("Chain", "Normal Summon"),
                       ("chain", "normal-summon"))
    try:
        summon.check(duel, card, player, "set" if method == "set" else method, tributes, position)
    except summon.Refused as refused:
        return Illegal(f"{player} summons {card.card.name}", "summon_refused",
                       dict(card=card.name, player=player, reason=refused.reason, **refused.params),
                       refused.rules, refused.terms)
    return None


def _set_spell_trap(duel: Duel, player: str, card: Card, result: Options) -> None:
    """A Spell or Trap may be Set face-down in the turn player's Main Phase, in a free zone ("Set")."""
    if not _open_main_phase(duel, player):
        return
    if card.card.property == "field" or zones.free_zones(duel, player, "spell_trap") >= 1:
        result.options.append(Option("set", card.name, ("Set",), card.oid))


def _monster_on_field(duel: Duel, player: str, card: Card, result: Options) -> None:
    if card.face_down and _open_main_phase(duel, player):
        problem = _summon_problem(duel, player, card, "flip", [], "attack")
        if problem is None:
            result.options.append(Option("summon", card.name, ("Flip Summon",), card.oid, method="flip"))
        return
    if not card.face_down:
        _activations_of_monster(duel, player, card, result)
    if _open_main_phase(duel, player) and not card.face_down:
        reason = summon.position_change_problem(duel, card, player)
        if reason is None:
            result.options.append(Option("change_position", card.name, ("Battle Position",), card.oid))
    if duel.phase == "battle" and player == duel.turn_player.name and not duel.chain and duel.attack is None:
        _attacks(duel, player, card, result)


def _activations_of_monster(duel: Duel, player: str, card: Card, result: Options) -> None:
    """Quick Effects of a face-up monster ("Quick Effects"); Ignition effects in the open Main Phase."""
    if card.effects("quick") or (_open_main_phase(duel, player) and card.effects("activation")):
        _activations(duel, player, card, result)


def _attacks(duel: Duel, player: str, attacker: Card, result: Options) -> None:
    """The monsters it may attack, or the opponent directly ("Battle Phase", "Direct Attack")."""
    opponent = duel.opponent(player).name  # a direct attack is declared at the opponent
    allowed, refusal = [], None
    for target in [*duel.monsters(opponent), None]:
        reason = battle.attack_refusal(duel, attacker, target)
        if reason is None:
            allowed.append(Choice(target.oid, target.name) if target else Choice("direct", Word("direct_attack")))
        elif reason not in ("direct_with_monsters", "target_not_opponent_monster"):
            refusal = refusal or reason
    if allowed:
        result.options.append(Option("attack", attacker.name, ("Battle Phase",), attacker.oid, choices=tuple(allowed)))
    elif refusal is not None:
        result.forbidden.append(Forbidden("attack", attacker.name, Illegal(
            f"{attacker.card.name} attacks", "attack_refused", dict(card=attacker.name, reason=refusal),
            ("Battle Phase",), ("attack",))))

