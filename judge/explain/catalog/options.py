"""Messages of `judge options`: what a player may do now, and why not (judge/explain/options.py)."""

from judge.explain.catalog import N_

MESSAGES = {
    # --- headings -------------------------------------------------------------------
    "options:holder": N_("{player} holds priority and may:"),
    "options:other": N_("{player} doesn't hold priority now ({holder} does). Once {holder} passes, {player} may:"),
    "options:attackers": N_("{holder} declares attackers now; {player} may:"),
    "options:blockers": N_("Blockers are declared now; {player} may:"),
    "options:yugioh:holder": N_("{player} may act now and may:"),
    "options:yugioh:other": N_("It is {holder}'s turn to act. If {holder} does nothing, {player} may:"),
    "options:nothing": N_("nothing, for now."),
    "options:forbidden": N_("Not possible now:"),
    # --- one legal action -----------------------------------------------------------
    "option:cast": N_("cast {card}"),
    "option:cast:mode": N_("cast {card} (mode {mode})"),
    "option:activate": N_("activate ability {ability} of {card}"),
    "option:play": N_("play the land {card}"),
    "option:attack": N_("attack with {card} (it may attack: {choices})"),
    "option:block": N_("block with {card} (it may block: {choices})"),
    "option:targets": N_("legal targets: {names}"),
    "option:targets:slot": N_("legal targets of target {slot}: {names}"),
    "option:activate:card": N_("activate {card}"),
    "option:summon:normal": N_("Normal Summon {card}"),
    "option:summon:tribute": N_("Tribute Summon {card}, Tributing {choices}"),
    "option:summon:flip": N_("Flip Summon {card}"),
    "option:set": N_("Set {card}"),
    "option:set:set": N_("Set {card} in face-down Defense Position"),
    "option:change_position": N_("change the battle position of {card}"),
    "word:direct_attack": N_("the opponent directly"),
    "illegal:summon_refused:chain_open": N_("{player} can't Summon or Set {card} while a Chain is open."),
    # --- why not ----------------------------------------------------------------------
    "illegal:land_play:not_your_turn": N_("{player} can't play the land {card} now: a land may be played only in its controller's own turn ({rule})."),
    "illegal:land_play:not_main_phase": N_("{player} can't play the land {card} now: lands are played only in a main phase, and the turn is at the {step} ({rule})."),
    "illegal:land_play:stack_not_empty": N_("{player} can't play the land {card} now: a land may be played only while the stack is empty ({rule})."),
    "illegal:land_play:already_played": N_("{player} can't play the land {card}: {player} has already played a land this turn ({rule})."),
    "illegal:cant_pay_mana:none": N_("{player} can't pay {cost} for {card}: {player} controls no untapped source of mana ({rule})."),
    "illegal:cant_pay_mana:some": N_("{player} can't pay {cost} for {card}: the untapped sources of mana make only {makes} ({rule})."),
    "illegal:cant_target:protection": N_("{card} can't target {target}: {target} has {keyword} ({rule})."),
    "illegal:cant_target:hexproof": N_("{card} can't target {target}: {target} has hexproof, so only its controller's spells and abilities can target it ({rule})."),
    "illegal:cant_target:shroud": N_("{card} can't target {target}: {target} has shroud, so no spell or ability can target it ({rule})."),
    "illegal:wait_for_declaration:attackers": N_("{player} can't cast {card} yet: attackers are declared first, and players receive priority only afterwards ({rule})."),
    "illegal:wait_for_declaration:blockers": N_("{player} can't cast {card} yet: blockers are declared first, and players receive priority only afterwards ({rule})."),
    "illegal:no_legal_target": N_("{card} needs a target ({requirement}) and there is no legal one, so it can't be put on the stack ({rule})."),
}
