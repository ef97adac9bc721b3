"""Playing a decision's options out on copies of the game, to show what each one leads to.

When a player's choice changes the result (the order of their simultaneous
triggers, 603.3b), the ruling lists the outcome of every option. The engine
finds it the way a judge would at a table: take each option in turn, let
everything resolve, and compare the end states. Copies never make decisions of
their own visible (`simulating`), so this stays one level deep.

The option taken needs no copy: the game itself goes on with it. Where the game's own
continuation is the very play-out a copy would do (the rest of the ruling for a mode or
division chosen as the scenario begins; the rest of the stack's resolution for a choice made
while it resolves), the game's state when it gets there is that option's end state (`Table`,
judge.mtg.play_outs.plays_on): a two-way choice costs one copy, not two. Nor does an option whose end state is
known without playing it out: declining the last "you may" ability on the stack leaves the game as
it is (judge.mtg.optional.declined_last).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from judge.events import Decision, Listing, Outcome
from judge.mtg import characteristics
from judge.mtg.limits import LoopDetected

# The scopes, the budget and the game's own play-outs: what every ruling uses, in a module of their own
# (start-up); named here too, as the decisions that compare options use them with the tables.
from judge.mtg.play_outs import RULING, STACK, BudgetSpent, Pace, budget  # noqa: F401
from judge.mtg.state import Game
from judge.parts import Parts

# The copier, imported for the first copy (start-up: most rulings make none).
parts = Parts(state_copy="judge.mtg.state_copy")

MAX_OPTIONS = 24  # orders that read apart (four triggers; five of which three alike: 20); beyond, a step says so
# What an outcome says of what doesn't differ (most of it): made once, as a Listing is never changed.
_NONE = Listing((), empty="none")
_NONE_OF_ZONES = Listing((), "; ", empty="none")


def spent(game: Game, chooser: str) -> None:
    """The budget ran out at a choice of `chooser`'s: it and every later choice stand without outcome
    tables, and the ruling says so once, at the first. Only the game says it: a copy that runs out (one
    playing an option out with forecasts of its own) leaves it to the game."""
    spending = budget(game)
    if game.simulating or spending.said:
        return
    spending.said = True
    game.emit("forecasts_spent", player=chooser)


def fork(game: Game, *objects: Any) -> tuple[Any, ...]:
    """A copy of the game (and of `objects`, mapped into the copy) without its record.

    A structural copy (judge.mtg.state_copy): the state's own objects are copied, card
    definitions, the library and the scenario's answers shared, caches left to be rebuilt.
    The forecast budget, shared too, pays for the copy (BudgetSpent when it is spent).
    """
    spending = budget(game)
    spending.spend(1 + len(game.battlefield) + len(game.stack))
    copier = parts.state_copy.StateCopy()
    twin = copier.game(game)
    twin.simulating = True
    return (twin, *(copier.value(obj) for obj in objects))


class Table:
    """The outcome table of one decision, filled as its options are played out.

    `by_the_game(label)` stands the option taken in for a copy when the game's own continuation
    is the play-out (the innermost `plays_on` of the game is of that `scope`): its end state is
    the game's when that continuation ends, and the table is finished then (`close`).
    """

    def __init__(self, game: Game, scope: str) -> None:
        self.game = game
        own = game.own_play_outs
        self.frame = own[-1][1] if own and own[-1][0] == scope and not game.simulating else None
        self.states: dict[Any, Any] = {}
        # the labels of the option the game plays out itself, and of options known to end as it does
        self.waiting: list[Any] = []

    def by_the_game(self, label: Any) -> bool:
        """True when the game plays this option out itself (no copy needed); also for an option known
        to end exactly as the one the game plays (judge.mtg.commuting)."""
        if self.frame is None:
            return False
        self.states[label] = None  # its place in the table; filled in when the game gets there
        self.waiting.append(label)
        return True

    def drop(self) -> None:
        """The forecasts' budget is spent: no table."""
        self.states, self.waiting = {}, []

    def close(self, decision: Decision) -> None:
        """The decision's outcomes now, or when the game's own play-out of the option taken ends."""
        if not self.waiting:
            decision.outcomes = outcomes(self.states)
        else:
            assert self.frame is not None
            self.frame.append((self, decision))

    def end_state(self) -> dict[str, Any]:
        """The game's state as its own play-out ends (judge.mtg.play_outs.plays_on asks the first table)."""
        return end_state(self.game)

    def finish(self, decision: Decision, state: dict[str, Any] | None) -> None:
        """The game got to the end of its play-out (state None: a loop or a limit ended it first)."""
        for label in self.waiting:
            if state is None:
                del self.states[label]
            else:
                self.states[label] = state
        decision.outcomes = outcomes(self.states)


def tabulate(game: Game, decision: Decision, options: Iterable[tuple[Any, Any]], taken: Any, scope: str,
             start: Callable[[Any], Game], play: Callable[[Game], None],
             known: Callable[[Any], dict[str, Any] | None] = lambda option: None) -> None:
    """`decision.outcomes`: each (label, option) started on a copy (`start(option)`) and played out
    (`play`); an option that loops has no end state. The option equal to `taken` is the game's own
    continuation when it plays on in `scope`; an option whose end state is `known` already needs
    no play-out."""
    table = Table(game, scope)
    options = list(options)
    copies = len(options) - (table.frame is not None and any(o == taken for _l, o in options))
    try:
        with Pace(game, copies) as pace:
            for label, option in options:
                if option == taken and table.by_the_game(label):
                    continue
                state = known(option)
                if state is not None:
                    budget(game).spend(1)  # as much as one event: forecasts stay off when the budget is spent
                    table.states[label] = state
                    continue
                pace.next()
                try:
                    copy = start(option)
                    play(copy)
                except LoopDetected:
                    continue
                table.states[label] = end_state(copy)
    except BudgetSpent:
        table.drop()  # the ruling's forecasts have done their share: no table, and a step says so
        spent(game, decision.chooser)
    table.close(decision)


def end_state(game: Game) -> dict[str, Any]:
    """What a teacher compares between options: life totals, permanents with their size, graveyards.
    Plain tuples: `outcomes` words only what differs, and most tables find nothing that does."""
    chars = characteristics.compute(game)
    board = {}
    for permanent in game.battlefield:
        c = chars[permanent.oid]
        board[permanent.oid] = (permanent.name, c.power, c.toughness)  # worded by `_permanent` if it differs
    players = game.players
    return {
        "life": {p.name: p.life for p in players},
        "board": board,
        "graveyards": {p.name: tuple(c.name for c in p.graveyard) for p in players},
        "hands": {p.name: tuple(c.name for c in p.hand) for p in players},
        "lost": sorted(p.name for p in players if p.lost),
    }


def outcomes(states: dict[str, dict[str, Any]]) -> list[Outcome]:
    """One Outcome per option when the end states differ, naming only what differs."""
    ends = list(states.values())
    first = ends[0] if ends else None
    if first is None or all(end == first and list(end["board"]) == list(first["board"]) for end in ends):
        return []  # no table (the forecasts' budget is spent), or the same end, permanents in the same order
    players = [name for name in first["life"] if len({s["life"][name] for s in ends}) > 1]
    oids = sorted({oid for s in ends for oid in s["board"]})
    varying = [oid for oid in oids if len({s["board"].get(oid) for s in ends}) > 1]
    # each zone of each player whose contents differ between the options, e.g. 'Bob: Glory Seeker'
    zones = {zone: [name for name in first[zone] if len({s[zone][name] for s in ends}) > 1]
             for zone in ("graveyards", "hands")}
    result = []
    for option, state in states.items():
        board = [_permanent(*state["board"][oid]) for oid in varying if oid in state["board"]]
        result.append(Outcome(option=option, kind="end_state", params={
            "life": Listing((f"{name} {state['life'][name]}" for name in players), empty="none")
            if players else _NONE,
            "board": Listing(board, empty="none") if board else _NONE,
            **{zone: Listing((Listing((name, Listing(state[zone][name], empty="none")), ": ") for name in names),
                             "; ", empty="none") if names else _NONE_OF_ZONES for zone, names in zones.items()},
            "lost": Listing(state["lost"], empty="none") if state["lost"] else _NONE,
        }))
    return result


def _permanent(name: str, power: int | None, toughness: int | None) -> Listing:
    """A permanent as an outcome names it: 'Grizzly Bears 2/2', or its name alone without a size."""
    return Listing((name, f"{power}/{toughness}") if power is not None else (name,), " ")
