"""Damage calculation ("Damage Calculation"): compare the battling monsters, destroy, inflict battle damage.

Attack Position target (ATK against ATK):
  higher ATK: the target is destroyed, its controller takes the difference;
  equal ATK:  both are destroyed, no damage (unless both have 0 ATK: nothing happens);
  lower ATK:  the attacker is destroyed, the attacker's controller takes the difference.
Defense Position target (ATK against DEF):
  ATK higher: the target is destroyed, no battle damage;
  equal:      nothing is destroyed, no damage;
  ATK lower:  nothing is destroyed, the attacker's controller takes the difference.
Direct attack: the opponent takes damage equal to the attacker's ATK.
Monsters destroyed by battle are only marked here; they go to the Graveyard at the end of
the Damage Step (battle.py).
"""

from __future__ import annotations

from judge.yugioh import life_points, stats
from judge.yugioh.state import Card, Duel

RULES = ("Damage Calculation",)


def perform(duel: Duel, attacker: Card, target: Card | None) -> None:
    """Damage calculation for one battle."""
    attack = stats.atk(duel, attacker)
    if target is None:
        defender = duel.opponent(attacker.controller).name
        duel.emit("damage_calculation", rules=(*RULES, "Direct Attack"), terms=("damage-calculation",
                  "direct-attack"), attacker=attacker.name, atk=attack, kind="direct", player=defender)
        life_points.damage(duel, defender, attack, "battle", attacker.card.name, rules=RULES)
        return
    if target.position == "attack":
        _against_attack(duel, attacker, attack, target)
    else:
        _against_defense(duel, attacker, attack, target)


def _against_attack(duel: Duel, attacker: Card, attack: int, target: Card) -> None:
    other = stats.atk(duel, target)
    case = "atk_higher" if attack > other else "atk_equal" if attack == other else "atk_lower"
    if case == "atk_equal" and attack == 0:
        case = "atk_equal_zero"  # 0 against 0: neither monster is destroyed ("Damage Calculation")
    duel.emit("damage_calculation", rules=RULES, terms=("damage-calculation", "attack-position"),
              attacker=attacker.name, atk=attack, target=target.name, value=other, kind=case,
              summary=case == "atk_equal_zero")  # nothing else happens: the summary says why
    if case == "atk_higher":
        _mark(duel, target)
        life_points.damage(duel, target.controller, attack - other, "battle", attacker.card.name, rules=RULES)
    elif case == "atk_lower":
        _mark(duel, attacker)
        life_points.damage(duel, attacker.controller, other - attack, "battle", target.card.name, rules=RULES)
    elif case == "atk_equal":
        _mark(duel, attacker)
        _mark(duel, target)


def _against_defense(duel: Duel, attacker: Card, attack: int, target: Card) -> None:
    defense = stats.defense(duel, target)
    case = "def_lower" if attack > defense else "def_equal" if attack == defense else "def_higher"
    duel.emit("damage_calculation", rules=RULES, terms=("damage-calculation", "defense-position"),
              attacker=attacker.name, atk=attack, target=target.name, value=defense, kind=case)
    if case == "def_lower":
        _mark(duel, target)
    elif case == "def_higher":
        life_points.damage(duel, attacker.controller, defense - attack, "battle", target.card.name, rules=RULES)


def _mark(duel: Duel, monster: Card) -> None:
    monster.destroyed_by_battle = True
    duel.emit("destroyed_by_battle", rules=RULES, terms=("destroy", "damage-calculation"), card=monster.name,
              controller=monster.controller)
