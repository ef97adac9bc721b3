"""Modal triggered abilities (603.3c, 700.2b): the mode is chosen as the ability is put on the stack.

A mode whose targets can't all be chosen can't be chosen (700.2b); if no mode can be, the ability
is removed from the stack (603.3c). The scenario answers under `choices.trigger_mode` (the source's
id or card name -> the mode, counting from 1); unanswered, the card's `default_mode` if it can be
chosen, else the first mode that can. The ruling lists the choice with what each mode that could
be chosen leads to, played out on copies of the game (judge.mtg.forecast).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from judge.events import CardName, Decision
from judge.mtg import forecast, modes
from judge.mtg import targets as targeting
from judge.mtg.modal import modal_of
from judge.mtg.state import Game, StackObject

Place = Callable[[Game, StackObject], None]


def choose(game: Game, obj: StackObject, place: Place, play_out: Callable[[Game], None],
           rest: list[StackObject], after: list[StackObject]) -> bool:
    """Fix the modes of a modal triggered ability going on the stack; False if none can be chosen
    (it is removed, 603.3c). True, doing nothing, for an ability that isn't modal or already has them.
    `rest`: its controller's triggers that go on the stack after it, in order; `after`: the next
    players' (603.3b). A mode's copy puts them on the stack too, as the game does."""
    modal = modal_of(obj)
    if modal is None or obj.modes is not None or obj.kind != "triggered":
        return True
    every, legal, wanted, taken = _choice(game, obj)
    for chosen in every:
        if chosen not in legal:  # why not: a mode without legal targets (700.2b)
            game.emit("mode_unavailable", rules=("603.3c", "700.2b"), terms=("modal", "target"),
                      card=CardName(obj.source_name), mode=modes.numbers(obj, chosen))
    if not legal:
        game.emit("trigger_without_mode", rules=("603.3c", "700.2b"), terms=("modal", "triggered-ability"),
                  source=CardName(obj.source_name))
        return False
    assert taken is not None
    obj.modes = taken
    obj.mode_reason = "given" if wanted == taken else "default"
    game.emit("mode_chosen", rules=("603.3c", "700.2b"), terms=("modal", "triggered-ability"),
              reason=f"trigger_{obj.mode_reason}", player=obj.controller, card=CardName(obj.source_name),
              mode=modes.numbers(obj), mode_text=modes.text(obj))
    if not game.simulating and len(legal) > 1:
        decision = Decision(chooser=obj.controller, kind="mode", options=[modes.label(obj, c) for c in legal],
                            taken=modes.label(obj), default=wanted is None, rules=("603.3c", "700.2b"),
                            subject=obj.source_name)
        if len(legal) <= forecast.MAX_OPTIONS:
            # a copy puts the triggers that follow it on the stack as the game does: the game's own
            # continuation is the play-out of the mode taken
            forecast.tabulate(game, decision, [(modes.label(obj, c), c) for c in legal], taken, forecast.STACK,
                              lambda chosen: _placed(game, obj, chosen, place, rest, after), play_out)
        game.decisions.append(decision)
    return True


def mode_taken(game: Game, obj: StackObject) -> tuple[int, ...] | None:
    """The modes the game chooses for this modal triggered ability if it goes on the stack now (None:
    no mode can be chosen, 603.3c), as `choose` does, without a word or a decision."""
    return _choice(game, obj)[3]


def _choice(game: Game, obj: StackObject) -> tuple[list, list, tuple[int, ...] | None, tuple[int, ...] | None]:
    """Every choice of modes, those that can be chosen (700.2b), the scenario's answer, and the one taken:
    the answer, else the card's default mode, else the first that can be (None if none can)."""
    modal = modal_of(obj)
    assert modal is not None
    every = list(combinations(range(len(modal.modes)), modal.choose))
    legal = [c for c in every if _can_choose(game, obj, c)]
    wanted = _answer(game, obj)
    preferred = (modal.default_mode - 1,) if modal.default_mode is not None else None
    taken = wanted if wanted in legal else preferred if preferred in legal else legal[0] if legal else None
    return every, legal, wanted, taken


def _can_choose(game: Game, obj: StackObject, chosen: tuple[int, ...]) -> bool:
    """Can every required target of these modes be chosen now (603.3c, 115.1)?"""
    modal = modal_of(obj)
    assert modal is not None
    specs = [spec for index in chosen for spec in modal.modes[index].targets]
    return all(spec.optional or targeting.candidates(game, obj, spec) for spec in specs)


def _answer(game: Game, obj: StackObject) -> tuple[int, ...] | None:
    """The scenario's mode for this ability (by its source's id, else its card name), 0-based."""
    given = game.choices.trigger_mode if game.choices is not None else {}
    wanted = given.get(obj.source) if obj.source in given else next(
        (value for key, value in given.items()
         if (card := game.library.get(key)) is not None and card.name == obj.source_name), None)
    if wanted is None:
        return None
    numbers = [wanted] if isinstance(wanted, int) else list(wanted)
    return tuple(sorted(n - 1 for n in numbers))


def _placed(game: Game, obj: StackObject, chosen: tuple[int, ...], place: Place, rest: list[StackObject],
            after: list[StackObject]) -> Game:
    """A copy of the game with the ability put on the stack in these modes, then its controller's other
    triggers of the moment (each modal one in the mode the game takes, the copy making no decision),
    and the next players' waiting to go on it (603.3b)."""
    copy, twin, rest_copy, after_copy = forecast.fork(game, obj, rest, after)
    twin.modes, twin.targets = chosen, []
    place(copy, twin)
    for other in rest_copy:
        if choose(copy, other, place, lambda _game: None, [], []):
            place(copy, other)
    copy.pending_triggers = list(after_copy)
    return copy
