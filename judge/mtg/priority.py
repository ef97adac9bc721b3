"""Priority (117) while a scenario's `actions:` are played: who holds it, passing, responding.

`game.priority` is the index of the player who holds priority and `game.passes`
how many players have passed in succession since the last action. A player who
casts a spell, activates an ability or takes a special action receives priority
afterwards (117.3c, 116.3); a player who passes hands it to the next player in
turn order (117.3d). When all players pass in succession, the top object of the
stack resolves and the active player receives priority (117.4, 117.3b); with an
empty stack the step ends instead (500.2; judge.mtg.steps walks on).

A cast by a player who doesn't hold priority is a response: the players who
hold it before them pass (117.3d). That is possible only while those passes
don't make all players pass in succession; then the top object would resolve,
or the step end, first (117.4).
"""

from __future__ import annotations

from judge.mtg import play_outs, stack
from judge.mtg.limits import LoopDetected
from judge.mtg.state import Game, Player


def players_in_game(game: Game) -> list[Player]:
    return [p for p in game.players if not p.lost]


def holder(game: Game) -> Player | None:
    """The player who holds priority now (None in a step where nobody gets it)."""
    return game.players[game.priority] if game.priority is not None else None


def _next(game: Game, index: int) -> int:
    """The next player in turn order who is still in the game (101.4, 800.4a)."""
    nxt = (index + 1) % len(game.players)
    while game.players[nxt].lost and nxt != index:
        nxt = (nxt + 1) % len(game.players)
    return nxt


def give_to_active(game: Game) -> None:
    """The active player receives priority (117.3a, 117.3b), after SBAs and triggers (117.5)."""
    stack.before_priority(game)
    game.priority = game.active
    game.passes = 0


def acted(game: Game, player: Player) -> None:
    """A player cast, activated or took a special action: they receive priority again (117.3c, 116.3)."""
    stack.before_priority(game)
    game.priority = player.index
    game.passes = 0


def passes_needed(game: Game, player: Player) -> int:
    """How many players, from the holder on in turn order, pass before `player` has priority."""
    index = game.priority if game.priority is not None else game.active
    count = 0
    while index != player.index and count <= len(game.players):
        index = _next(game, index)
        count += 1
    return count


def can_respond(game: Game, player: Player) -> bool:
    """Whether `player` can get priority without all players passing in succession (117.3d, 117.4)."""
    return game.passes + passes_needed(game, player) < len(players_in_game(game))


def pass_once(game: Game) -> bool:
    """The holder passes (117.3d); True when that makes all players pass in succession (117.4)."""
    if game.priority is None:
        game.priority = game.active
    passing = game.players[game.priority]
    game.passes += 1
    done = game.passes >= len(players_in_game(game))
    nxt = game.players[_next(game, game.priority)]
    game.emit("passes", rules=("117.3d",), terms=("priority", "pass"), player=passing.name,
              next=nxt.name, reason="last" if done else "next")
    game.priority = nxt.index
    return done


def pass_to(game: Game, player: Player) -> None:
    """The players before `player` pass, so that `player` holds priority (117.3d); see can_respond."""
    while game.priority is not None and game.priority != player.index:
        pass_once(game)


def resolve_top(game: Game) -> None:
    """All players pass in succession: the top object resolves, then the active player gets priority (117.4)."""
    if not game.stack:
        return
    first = holder(game) or game.active_player
    game.emit("all_pass", rules=("117.4", "405.5"), terms=("priority", "stack", "resolve"),
              card=stack.label(game.stack[-1]), kind=game.stack[-1].kind, player=first.name)
    stack.resolve_top(game)
    give_to_active(game)


def resolve_all(game: Game) -> None:
    """All players pass in succession until the stack is empty (each resolution with its SBAs and triggers).

    As in judge.mtg.stack.resolve_stack, the game's state at the end is the outcome of the options
    it took on the way (judge.mtg.play_outs.plays_on)."""
    with play_outs.plays_on(game, play_outs.STACK):
        resolutions = 0
        stack.before_priority(game)
        while game.stack and not stack.game_over(game):
            resolutions += 1
            if resolutions > stack.MAX_RESOLUTIONS:
                raise LoopDetected
            resolve_top(game)

