"""Messages of triggered abilities in depth: delayed triggers (603.7), modal triggers (603.3c,
700.2b), "you may" triggers (603.5), and triggers when a player leaves a game (603.6c, 800.4)."""

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    # --- a player leaves a multiplayer game (800.4a, 800.4d) ------------------------
    "left_game_not_died": N_("{card} left the game with its owner, which is not dying: it wasn't put into a graveyard, so the \"dies\" ability of {source} doesn't trigger for it."),
    "trigger_controller_left": N_("The triggered ability of {source} would be controlled by {controller}, who has left the game, so it isn't put on the stack."),
    # --- the order of simultaneous triggers (603.3b), beyond what a ruling plays out -----------
    "trigger_orders_not_played_out": N_("{player} orders {count} triggered abilities: that is more ways to order them than the {limit} a ruling plays out one by one, so what each order would lead to isn't shown."),
    # --- "you may" triggered abilities (603.5, 118.12) ----------------------------
    "optional_chosen:does": N_("{player} chooses to do what the triggered ability of {source} says they may do."),
    "optional_chosen:pays": N_("{player} chooses to pay {cost} for the triggered ability of {source}, so what it does \"if you do\" happens."),
    "optional_chosen:declines": N_("{player} chooses not to do it: the triggered ability of {source} resolves and does nothing."),
    "optional_cost_unpayable": N_("{player} can't pay {cost} for the triggered ability of {source}, not even by tapping lands for mana, so what it does \"if you do\" doesn't happen."),
    "choice:optional": N_("{chooser} chooses, as the triggered ability of {subject} resolves, whether to do what it says they may do: {taken}."),
    # --- delayed triggered abilities (603.7) ----------------------------------------------
    "resolves:delayed": N_("The delayed triggered ability of {card} resolves."),
    "delayed_trigger_created:next_end_step": N_("{source} creates a delayed triggered ability for {controller}: it triggers at the beginning of the next end step, only once, and acts on {cards}."),
    "delayed_trigger_created:your_next_upkeep": N_("{source} creates a delayed triggered ability for {controller}: it triggers at the beginning of {controller}'s next upkeep, only once, and acts on {cards}."),
    "delayed_trigger_created:end_of_combat": N_("{source} creates a delayed triggered ability for {controller}: it triggers at the beginning of the next end of combat step, only once, and acts on {cards}."),
    "delayed_trigger_triggers:next_end_step": N_("The end step begins, so the delayed triggered ability {source} created triggers; it won't trigger again."),
    "delayed_trigger_triggers:your_next_upkeep": N_("The upkeep begins, so the delayed triggered ability {source} created triggers; it won't trigger again."),
    "delayed_trigger_triggers:end_of_combat": N_("The end of combat step begins, so the delayed triggered ability {source} created triggers; it won't trigger again."),
    "delayed_trigger_lost_object": N_("{card} is no longer where it was when the delayed triggered ability of {source} was created: it has changed zones since and is a new object, so the ability does nothing to it."),
    # --- card text of delayed triggered abilities ------------------------------------------
    "card:do:delayed_trigger:next_end_step": N_("At the beginning of the next end step: {effects}"),
    "card:do:delayed_trigger:your_next_upkeep": N_("At the beginning of your next upkeep: {effects}"),
    "card:do:delayed_trigger:end_of_combat": N_("At end of combat: {effects}"),
    "card:do:return_from_exile:owner": N_("Return {what} to the battlefield under its owner's control."),
    "card:do:return_from_exile:you": N_("Return {what} to the battlefield under your control."),
    "card:them:subject": N_("they"),
    "card:them:object": N_("them"),
    "card:them:dative": N_("them"),
    # --- modal triggered abilities (603.3c, 700.2b) ---------------------------------------
    "mode_chosen:trigger_given": N_("As the triggered ability of {card} goes on the stack, {player} chooses its mode {mode}: {mode_text}"),
    "mode_chosen:trigger_default": N_("The scenario doesn't say which mode {player} chooses as the triggered ability of {card} goes on the stack; the default is mode {mode} (see the choices): {mode_text}"),
    "mode_unavailable": N_("Mode {mode} of the triggered ability of {card} can't be chosen: one of its targets has no legal choice now."),
    "trigger_without_mode": N_("None of the modes of the triggered ability of {source} can be chosen, so it is removed from the stack."),
    "resolves:modal_triggered": N_("The triggered ability of {card} resolves: only the mode chosen as it went on the stack (mode {mode}) happens, none of the others."),
}
