"""Yu-Gi-Oh! messages of `actions:`: passing, Setting, the Damage Step window, refused actions.

Translations: judge/locale/{de,nl}/LC_MESSAGES/yugioh_actions.po (terms as in yugioh.py).
"""

from __future__ import annotations

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    "duelist_passes": N_("{player} passes."),
    "damage_step_window": N_("Before damage calculation: only Counter Traps and cards that change ATK or DEF may be activated now."),
    "no_damage_calculation": N_("The battle of {card} no longer takes place (a battling monster left the field, or the attack was negated): there is no damage calculation."),
    "card_set": N_("{player} Sets {card} face-down on the field."),
    "illegal:action_refused": N_("This action can't be taken now."),
    "illegal:action_refused:duel_over": N_("The Duel is already over, so nothing more is done."),
    "illegal:action_refused:would_close_chain": N_("{player} holds the right to act after the other duelist passed: for this to be a response, {player} would have to pass as well, and two passes in a row resolve the Chain. To let the Chain resolve, write 'resolve: chain'."),
    "illegal:action_refused:no_chain": N_("There is no Chain to resolve."),
    "illegal:action_refused:chain_open": N_("A Chain is open: nothing else happens until it has resolved (write 'resolve: chain' first)."),
    "illegal:action_refused:no_attack": N_("There is no declared attack whose Damage Step could begin now."),
    "illegal:action_refused:phase_passed": N_("That phase is not ahead of the current one in this turn: a turn only moves forward."),
    "illegal:action_refused:first_turn_no_battle": N_("The duelist who goes first has no Battle Phase (and so no Main Phase 2) in the first turn of the Duel."),
    "illegal:set_refused": N_("{player} can't Set {card} now."),
    "illegal:set_refused:main_phase": N_("{player} can Set Spell and Trap Cards only in their own Main Phase, while no Chain is open."),
    "illegal:set_refused:no_free_zone": N_("{player} has no free Spell & Trap Zone to Set {card}."),
    "illegal:chain_link_refused:damage_step": N_("{card} can't be activated in the Damage Step before damage calculation: then only Counter Traps and cards that change ATK or DEF can be activated."),
    "duel_draw:mixed": N_("Both duelists would lose at the same moment (one at 0 Life Points, one unable to draw): the Duel is a draw."),
    "damage_calculation:atk_equal_zero": N_("Damage calculation: {attacker} and {target} both have 0 ATK: neither is destroyed and nobody takes damage."),
    "card_destroyed:equip_lost": N_("{card} is destroyed, since the monster it was equipped to left the field."),
    "illegal:chain_link_refused:monster_set": N_("{monster} was Set, not Summoned: a Set is no Summon, so {card} can't answer it."),
    "illegal:chain_link_refused:summoned_by_effect": N_("{monster} was Summoned by a resolving card effect (Polymerization), not as an action of its own: such a Summon can't be negated, so {card} can't be activated."),
    "last_known_atk": N_("{card} is no longer on the field: its ATK as it last was there, {atk}, is used."),
    "stats_gained": N_("Until the end of this turn, {source} changes the ATK/DEF of {card}: it now has {atk} ATK and {def_} DEF."),
    "illegal:action_refused:not_there": N_("{card} is no longer where this action needs it (the card moved earlier in the Duel), so the action can't be taken."),
}
