"""Combat messages: declarations, illegal attacks and blocks, damage steps, damage assignment.

Translations: judge/locale/{de,nl}/LC_MESSAGES/combat.po. Conventions: judge/explain/messages.py.
Illegal declarations end with the main rule in brackets, so a player sees at
once which rule forbids it.
"""

from __future__ import annotations

from judge.explain.catalog import N_, NP_

MESSAGES: dict[str, str] = {
    # --- declarations -------------------------------------------------------------
    "attacker_declared": N_("{card} attacks {target}."),
    "attacker_declared:taps": N_("{card} attacks {target} and becomes tapped (attacking taps it; it isn't a cost)."),
    "attacker_declared:vigilance": N_("{card} attacks {target}; it has vigilance, so it stays untapped."),
    "attack_left_out": N_("The attack by {card} is not allowed and is left out of this combat."),
    "blocker_declared": N_("{card} blocks {attacker}."),
    "block_left_out": N_("The block of {attacker} by {card} is not allowed and is left out of this combat."),
    "attacker_blocked": N_("{card} is blocked (by {blockers}) and stays blocked for the rest of the combat, even if its blockers leave."),
    "attacker_unblocked": N_("{card} is unblocked."),
    "combat_restriction_added": N_("{card} is restricted in combat until end of turn."),
    "combat_restriction_added:cant_attack": N_("{card} can't attack this turn."),
    "combat_restriction_added:cant_block": N_("{card} can't block this turn."),
    "combat_restriction_added:cant_attack_or_block": N_("{card} can't attack or block this turn."),
    "combat_restriction_added:cant_be_blocked": N_("{card} can't be blocked this turn."),
    # --- combat damage ----------------------------------------------------------------
    "combat_damage_step": N_("The combat damage step begins."),
    "combat_damage_step:first_strike": N_("A creature in combat has first strike or double strike, so there is an extra combat damage step first: only creatures with first strike or double strike deal damage in it."),
    "combat_damage_step:regular": N_("The second combat damage step: creatures that had neither first strike nor double strike when the first one began, and creatures with double strike, deal their damage."),
    "combat_damage_step:only": N_("The combat damage step: every attacking and blocking creature assigns its combat damage, then all of it is dealt at the same time."),
    "assigns_no_damage": N_("{card} assigns no combat damage."),
    "assigns_no_damage:no_power": N_("{card} has power {power}, so it assigns no combat damage."),
    "assigns_no_damage:attacked_gone": N_("{card} is no longer attacking anything (the planeswalker it attacked is gone), so it assigns no combat damage."),
    "assigns_no_damage:blockers_gone": N_("{card} was blocked, and no creature blocks it any more: it stays blocked and assigns no combat damage."),
    "trample_without_blockers": N_("{card} was blocked, but no creature blocks it any more; it has trample, so it assigns all its combat damage to {target}."),
    "assigns_no_damage:not_blocking": N_("{card} no longer blocks a creature in combat, so it assigns no combat damage."),
    "life_after_combat": NP_("{player} goes from {before} to {life} life in this combat.",
        "{player} goes from {before} to {life} life in this combat.", "life"),
    # --- illegal attacks --------------------------------------------------------------
    "illegal:attack_gone": N_("{card} can't attack: it is no longer on the battlefield ({rule})."),
    "illegal:attack_twice": N_("{card} is declared as an attacker twice; a creature attacks only once ({rule})."),
    "illegal:attack_not_creature": N_("{card} can't attack: only creatures can attack ({rule})."),
    "illegal:attack_not_yours": N_("{card} can't attack: only the active player's creatures attack, and {card} is controlled by {controller}, not {player} ({rule})."),
    "illegal:attack_tapped": N_("{card} can't attack: it is tapped, and only untapped creatures can be declared as attackers ({rule})."),
    "illegal:attack_summoning_sick": N_("{card} can't attack: it came under its controller's control this turn and has no haste (summoning sickness, {rule})."),
    "illegal:attack_defender": N_("{card} can't attack: it has defender ({rule})."),
    "illegal:attack_restricted": N_("{card} can't attack because of {source} ({rule})."),
    "illegal:attack_nothing": N_("{card} has nothing to attack: there is no opponent or planeswalker it could attack ({rule})."),
    "illegal:attack_self": N_("{card} can't attack {player}: a creature attacks an opponent of its controller, never its own controller ({rule})."),
    "illegal:attack_not_attackable": N_("{card} can't attack {target}: only players, planeswalkers and battles can be attacked ({rule})."),
    "illegal:attack_own_planeswalker": N_("{card} can't attack {target}: that planeswalker is controlled by the attacking player, and only an opponent's planeswalker can be attacked ({rule})."),
    # --- illegal blocks ---------------------------------------------------------------
    "illegal:block_gone": N_("{card} can't block {attacker}: it is no longer on the battlefield ({rule})."),
    "illegal:block_not_attacking": N_("{card} can't block {attacker}: {attacker} is not attacking ({rule})."),
    "illegal:block_not_creature": N_("{card} can't block: only creatures can block ({rule})."),
    "illegal:block_not_defending": N_("{card} can't block {attacker}: {attacker} is attacking {player} (or their planeswalker), and {card} is controlled by {controller} ({rule})."),
    "illegal:block_tapped": N_("{card} can't block {attacker}: it is tapped, and only untapped creatures can block ({rule})."),
    "illegal:block_twice": N_("{card} can't block {attacker}: it already blocks {other}, and a creature blocks only one attacker ({rule})."),
    "illegal:block_restricted": N_("{card} can't block because of {source} ({rule})."),
    "illegal:block_flying": N_("{card} can't block {attacker}: {attacker} has flying and {card} has neither flying nor reach ({rule})."),
    "illegal:block_fear": N_("{card} can't block {attacker}: {attacker} has fear, so only artifact creatures and black creatures can block it, and {card} is neither ({rule})."),
    "illegal:block_intimidate": N_("{card} can't block {attacker}: {attacker} has intimidate, so only artifact creatures and creatures sharing a color with it can block it ({rule})."),
    "illegal:block_landwalk": N_("{card} can't block {attacker}: {attacker} has {keyword} and {player} controls {land}, so it can't be blocked ({rule})."),
    "illegal:block_protection": N_("{card} can't block {attacker}: {attacker} has {keyword}, and {card} {keyword:quality} ({rule})."),
    "illegal:block_unblockable": N_("{card} can't block {attacker}: {source} makes {attacker} unblockable ({rule})."),
    "illegal:block_menace": N_("{card} can't block {attacker} alone: {attacker} has menace and can only be blocked by two or more creatures ({rule})."),
    # --- illegal damage assignments ---------------------------------------------------
    "illegal:assignment_total": N_("{card} must assign exactly its power, {power}, as combat damage, not {total} ({rule})."),
    "illegal:assignment_no_trample": N_("{card} can't assign combat damage to {recipient}: it is blocked and has no trample, so all its damage goes to the creatures blocking it ({rule})."),
    "illegal:assignment_recipient": N_("{card} can't assign combat damage to {recipient}: it isn't blocking {card} nor being attacked by it ({rule})."),
    "illegal:assignment_trample_lethal": N_("{card} can't assign damage to {recipient} yet: with trample, every blocker must first be assigned lethal damage, and {blocker} needs {lethal} ({rule})."),
    # --- the damage assignment decision -----------------------------------------------
    "choice:damage_assignment": N_("{chooser} chooses how {subject} divides its combat damage: {taken}."),
    "outcome:assignment": N_("This division assigns lethal damage to {lethal}."),
    "outcome:assignment:lethal": N_("Lethal damage is assigned to {lethal}."),
    "outcome:assignment:lethal_no_player": N_("Lethal damage is assigned to {lethal}; nothing reaches {player}."),
    "outcome:assignment:lethal_and_player": N_("Lethal damage is assigned to {lethal}, and {amount} damage to {player}."),
    "outcome:assignment:player": N_("No blocker is assigned lethal damage; {amount} damage is assigned to {player}."),
    "outcome:assignment:none": N_("No blocker is assigned lethal damage."),
    "tapped_blocker_deals_damage": N_("{card} has become tapped since it was declared as a blocker, but it is still blocking {attacker} and deals its combat damage: only declaring a block needs an untapped creature."),
}
