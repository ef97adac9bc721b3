"""A player leaves a multiplayer game (800.4a): what they own goes with them.

Everything the player owns leaves the game; effects that gave them control of something end, so
it goes back to whoever controls it without them (613.1b); spells and abilities they control
on the stack cease to exist or are exiled; whatever they still control is exiled. It happens at
once, not as a state-based action. In a two-player game the game is simply over (104.2a).
"""

from __future__ import annotations

from judge.events import Listing
from judge.mtg import control, zone_changes
from judge.mtg.state import Game, Player


def leave(game: Game, player: Player) -> None:
    """`player` has lost and leaves the game (800.4a)."""
    if sum(1 for p in game.players if not p.lost) < 2:
        return  # the game is over: nobody plays on (104.2a)
    name = player.name
    owned = [p for p in game.battlefield if p.owner == name]
    on_stack = [o for o in game.stack if o.owner == name or o.controller == name]
    game.emit("player_leaves_game", rules=("800.4a",), terms=("lose-the-game", "owner", "control"),
              player=name, cards=Listing((p.name for p in owned), empty="nothing"),
              stack=Listing((o.name for o in on_stack), empty="nothing"))
    zone_changes.leave_game(game, owned)
    for obj in on_stack:
        game.leave_stack(obj)
    game.effects = [e for e in game.effects if not (e.layer == "2" and e.controller == name)]
    control.update(game)  # what they controlled through an effect goes back (800.4a, 613.1b)
    still = [p for p in game.battlefield if p.controller == name]
    if still:
        zone_changes.leave_together(
            game, [zone_changes.Departure(p, "exile", ("800.4a",), "controller_left") for p in still])
    player.hand.clear()
    player.library.clear()
    player.graveyard.clear()
    player.exile.clear()
