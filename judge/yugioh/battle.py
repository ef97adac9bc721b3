"""The Battle Phase: attack declarations, replays and the Damage Step.

- Only a face-up Attack Position monster of the turn player attacks, once per turn, and not
  in the duel's first turn ("Battle Phase"). A direct attack needs an empty opponent's
  Monster Zone ("Direct Attack"). Swords of Revealing Light keeps the opponent's monsters
  from declaring attacks.
- Replay: if the monsters on the opponent's field change after the attack was declared and
  before the Damage Step, the attacking duelist chooses again: a target, or no attack
  ("Replay"). The monster still counts as having declared an attack.
- Damage Step: start; before damage calculation (a face-down target is flipped face-up, its
  Flip effect waits); damage calculation; after damage calculation (Flip effects activate);
  end of the Damage Step (monsters destroyed by battle are sent to the Graveyard)
  ("Damage Step").
"""

from __future__ import annotations

from judge.cards.yugioh_effects import CantDeclareAttacks
from judge.events import Decision, Word
from judge.yugioh import damage_calculation, flip, triggers, win_conditions, zones
from judge.yugioh.state import Attack, Card, Duel

STEP_RULES = ("Damage Step",)


def attack_refusal(duel: Duel, attacker: Card, target: Card | None) -> str | None:
    """Why `attacker` may not attack `target` (None: direct) now, or None if it may."""
    player = duel.turn_player.name
    if duel.phase != "battle" or duel.battle_phase_ended:
        return "not_battle_phase"
    if duel.turn_number == 1:
        return "first_turn"
    if attacker.zone != "monster" or attacker.controller != player:
        return "not_your_monster"
    if attacker.face_down or attacker.position != "attack":
        return "not_attack_position"
    if attacker.attacked:
        return "already_attacked"
    if _attacks_forbidden(duel, player):
        return "cant_declare_attacks"
    opponents = duel.monsters(duel.opponent(player).name)
    if target is None:
        return "direct_with_monsters" if opponents else None
    if target not in opponents:
        return "target_not_opponent_monster"
    return None


def _attacks_forbidden(duel: Duel, player: str) -> bool:
    """A face-up card of the opponent says their monsters can't declare attacks (Swords of Revealing Light)."""
    for card in duel.field_cards:
        if card.controller == player or card.face_down or card.zone == "monster":
            continue
        for effect in card.effects("continuous"):
            if any(isinstance(a, CantDeclareAttacks) for a in effect.actions):
                return True
    return False


def declare(duel: Duel, attacker: Card, target: Card | None) -> bool:
    """Declare an attack; an illegal declaration is reported and not performed."""
    reason = attack_refusal(duel, attacker, target)
    label = f"{attacker.card.name} attacks {target.card.name if target else 'directly'}"
    if reason is not None:
        duel.reject(label, "attack_refused", rules=("Battle Phase", "Attack Declaration"),
                    terms=("attack", "battle-phase"), card=attacker.name, target=target.name if target else "",
                    reason=reason)
        return False
    attacker.attacked = True
    defender = duel.opponent(attacker.controller).name
    duel.attack = Attack(attacker, target, [m.oid for m in duel.monsters(defender)])
    duel.emit("attack_declared", rules=("Battle Step", "Attack Declaration"), terms=("attack", "battle-step"),
              card=attacker.name, target=target.name if target else "", kind="direct" if target is None else "monster",
              player=defender)
    return True


def continue_attack(duel: Duel, until_calculation: bool = False) -> None:
    """After the Battle Step's Chains: stop, replay or go on into the Damage Step.

    `until_calculation`: stop before damage calculation, where duelists may still activate
    Counter Traps and cards that change ATK/DEF (actions.py); called again, it goes on.
    """
    attack = duel.attack
    if attack is None or duel.finished:
        return
    if duel.in_damage_step:
        if not until_calculation:
            finish_damage_step(duel, attack)
        return
    attacker = attack.attacker
    if attack.negated or duel.battle_phase_ended:
        duel.attack = None
        return
    if attacker.zone != "monster" or attacker.controller != duel.turn_player.name or attacker.position != "attack":
        duel.emit("attack_stopped", rules=("Battle Step",), terms=("attack",), card=attacker.name)
        duel.attack = None
        return
    defender = duel.opponent(attacker.controller).name
    changed = [m.oid for m in duel.monsters(defender)] != attack.defending_monsters
    if changed and not _replay(duel, attack, defender):
        duel.attack = None
        return
    start_damage_step(duel, attack)
    if not until_calculation:
        finish_damage_step(duel, attack)


def _replay(duel: Duel, attack: Attack, defender: str) -> bool:
    """A replay: the attacking duelist chooses a target again, or stops. True if the attack goes on."""
    monsters = duel.monsters(defender)
    options: list[str] = [m.name for m in monsters] or [Word("direct")]
    options.append(Word("stop"))
    wanted = duel.choices.replay.get(attack.attacker.card.name) if duel.choices else None
    if wanted is None:
        still = attack.target is not None and attack.target in monsters
        taken = attack.target.name if still and attack.target is not None else Word("stop")
    else:
        taken = next((o for o in options if o == wanted), Word("stop"))
    duel.decide(Decision(chooser=attack.attacker.controller, kind="replay", options=options, taken=taken,
                         default=wanted is None, rules=("Replay",), subject=attack.attacker.card.name))
    duel.emit("replay", rules=("Replay",), terms=("replay",), summary=True, card=attack.attacker.name,
              choice=taken, kind="stop" if taken == "stop" else "direct" if taken == "direct" else "target")
    if taken == "stop":
        return False
    attack.target = None if taken == "direct" else next(m for m in monsters if m.card.name == taken)
    attack.defending_monsters = [m.oid for m in monsters]
    return True


def start_damage_step(duel: Duel, attack: Attack) -> None:
    """The start of the Damage Step and what happens before damage calculation."""
    attacker, target = attack.attacker, attack.target
    duel.in_damage_step = True
    attack.answerable = False  # "when an attack is declared" lies behind (Battle Step)
    duel.emit("damage_step_start", rules=STEP_RULES, terms=("damage-step",), card=attacker.name)
    if target is not None and target.face_down:
        target.face_down = False  # before damage calculation ("Damage Step")
        has_flip = bool(target.effects("flip"))
        duel.emit("flipped_by_attack", rules=(*STEP_RULES, "Flip Effects") if has_flip else STEP_RULES,
                  terms=("face-down", "flip-effect") if has_flip else ("face-down",),
                  card=target.name, controller=target.controller, kind="flip" if has_flip else "plain")
        flip.flipped(duel, target)


def finish_damage_step(duel: Duel, attack: Attack) -> None:
    """Damage calculation, after it, and the end of the Damage Step.

    A battling monster that left the field (or an attack negated) before damage calculation
    means no damage calculation ("Damage Step").
    """
    attacker, target = attack.attacker, attack.target
    duel.in_damage_step = False
    if attack.negated or attacker.zone != "monster" or (target is not None and target.zone != "monster"):
        duel.emit("no_damage_calculation", rules=STEP_RULES, terms=("damage-step", "damage-calculation"),
                  card=attacker.name)
        duel.attack = None
        return
    damage_calculation.perform(duel, attacker, target)

    if win_conditions.check(duel):
        return
    duel.emit("after_damage_calculation", rules=STEP_RULES, terms=("damage-step",))
    triggers.run(duel)
    if duel.finished:
        return
    duel.emit("damage_step_end", rules=STEP_RULES, terms=("damage-step",))
    for monster in [m for m in duel.monsters() if m.destroyed_by_battle]:
        zones.destroy(duel, monster, "battle", rules=(*STEP_RULES, "Damage Calculation"))
    duel.attack = None
    triggers.run(duel)
