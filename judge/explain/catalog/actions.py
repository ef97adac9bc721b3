"""Messages of a scenario's `actions:` (judge.mtg.actions, priority, steps, mana): casting,
activating, playing lands, passing priority, mana, and the actions the rules don't allow.

Translations: judge/locale/{de,nl}/LC_MESSAGES/actions.po. Conventions: judge/explain/messages.py.
"""

from __future__ import annotations

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    # --- what players do ----------------------------------------------------------
    "spell_cast": N_("{player} casts {card}; afterwards {player} receives priority again."),
    "spell_cast:targets": N_("{player} casts {card}, targeting {targets}; afterwards {player} receives priority again."),
    "ability_activated": N_("{player} activates the ability of {card}; afterwards {player} receives priority again."),
    "ability_activated:targets": N_("{player} activates the ability of {card}, targeting {targets}; afterwards {player} receives priority again."),
    "land_played": N_("{player} plays {card}: playing a land is a special action and doesn't use the stack; afterwards {player} receives priority again."),
    "passes": N_("{player} passes priority; {next} receives it."),
    "passes:last": N_("{player} passes priority as well: all players have passed in succession."),
    "all_pass_empty": N_("{player} has priority; all players pass in succession with the stack empty, so {step:the} ends."),
    "all_pass_empty:passed": N_("The stack is empty, so {step:the} ends."),
    "step_skipped": N_("{step:The} doesn't happen this turn: no creature attacks, so the declare blockers and combat damage steps are skipped."),
    # --- mana -----------------------------------------------------------------------
    "mana_paid": N_("{player} pays {mana} for {card}, tapping {lands} for mana."),
    "mana_paid:pool": N_("{player} pays {mana} for {card} with mana from their mana pool."),
    "mana_ability": N_("{player} taps {card} for mana: {mana} goes into their mana pool at once, because a mana ability doesn't use the stack."),
    "mana_empties": N_("As {step:the} ends, the unspent mana {mana} empties from {player}'s mana pool."),
    # --- actions the rules don't allow ----------------------------------------------
    "illegal:no_priority": N_("{player} can't act now: {holder} holds priority, and for {player} to get it all players would have passed in succession, so {top} would resolve first ({rule})."),
    "illegal:no_priority:empty": N_("{player} can't act now: {holder} holds priority, and for {player} to get it all players would have passed in succession with the stack empty, so {step:the} would end first ({rule})."),
    "illegal:no_priority:nobody": N_("{player} can't act now: nobody receives priority during {step:the} ({rule})."),
    "illegal:cost_mana": N_("{player} can't pay {cost} for {card}: their mana pool and untapped lands give only {available} ({rule})."),
    "illegal:cost_mana:none": N_("{player} can't pay {cost} for {card}: they have no mana in their mana pool and no untapped land ({rule})."),
    "illegal:land_timing:not_your_turn": N_("{player} can't play {card} now: a land may be played only in its owner's own turn, and it is {active}'s turn ({rule})."),
    "illegal:land_timing:not_main_phase": N_("{player} can't play {card} now: a land may be played only in a main phase, and the turn is at {step:the} ({rule})."),
    "illegal:land_timing:stack_not_empty": N_("{player} can't play {card} while {top} is on the stack: a land may be played only while the stack is empty ({rule})."),
    "illegal:land_limit": N_("{player} can't play {card}: they have already played a land this turn ({rule})."),
    "illegal:ability_lost:all": N_("{player} can't activate the ability of {card}: an effect has removed all its abilities, so it has none to activate ({rule})."),
    "illegal:ability_lost:land_type": N_("{player} can't activate the ability of {card}: an effect has set its land type, so it has lost the abilities of its rules text and keeps only the mana ability of its new basic land type ({rule})."),
    "illegal:not_controller": N_("{player} can't activate the ability of {card}: only its controller, {controller}, can do that ({rule})."),
    "illegal:step_passed": N_("The turn can't go on to {step:the}: it is at {current:the}, that step doesn't come again this turn, and a turn never goes back ({rule})."),
    "illegal:attack_step": N_("Attackers can't be declared now: they are declared as the declare attackers step begins, and the turn is at {step:the} ({rule})."),
    "illegal:block_step": N_("Blockers can't be declared now: they are declared as the declare blockers step begins, and the turn is at {step:the} ({rule})."),
}
