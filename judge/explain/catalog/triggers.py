"""Messages of triggered abilities in depth: delayed triggers (603.7), modal triggers (603.3c,
700.2b), "you may" triggers (603.5), and triggers when a player leaves a game (603.6c, 800.4)."""

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    # --- a player leaves a multiplayer game (800.4a, 800.4d) ------------------------
    "left_game_not_died": N_("{card} left the game with its owner, which is not dying: it wasn't put into a graveyard, so the \"dies\" ability of {source} doesn't trigger for it."),
    "trigger_controller_left": N_("The triggered ability of {source} would be controlled by {controller}, who has left the game, so it isn't put on the stack."),
}
