"""Messages of triggered abilities in depth: delayed triggers (603.7), modal triggers (603.3c,
700.2b), "you may" triggers (603.5), and triggers when a player leaves a game (603.6c, 800.4)."""

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    # --- a player leaves a multiplayer game (800.4a, 800.4d) ------------------------
    "left_game_not_died": N_("{card} left the game with its owner, which is not dying: it wasn't put into a graveyard, so the \"dies\" ability of {source} doesn't trigger for it."),
    "trigger_controller_left": N_("The triggered ability of {source} would be controlled by {controller}, who has left the game, so it isn't put on the stack."),
    # --- "you may" triggered abilities (603.5, 118.12) ----------------------------
    "optional_chosen:does": N_("{player} chooses to do what the triggered ability of {source} says they may do."),
    "optional_chosen:pays": N_("{player} chooses to pay {cost} for the triggered ability of {source}, so what it does \"if you do\" happens."),
    "optional_chosen:declines": N_("{player} chooses not to do it: the triggered ability of {source} resolves and does nothing."),
    "optional_cost_unpayable": N_("{player} can't pay {cost} for the triggered ability of {source}, not even by tapping lands for mana, so what it does \"if you do\" doesn't happen."),
    "choice:optional": N_("{chooser} chooses, as the triggered ability of {subject} resolves, whether to do what it says they may do: {taken}."),
}
