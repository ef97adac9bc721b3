"""'You may' triggered abilities (603.5, 118.12): whether to do it is chosen as the ability resolves.

An optional triggered ability goes on the stack like any other; its controller chooses when it
resolves (603.5, 608.2d). "You may pay {1}. If you do, ..." makes paying the choice: the mana is
paid then, mana abilities included (118.12, 605.3a), and a player who can't pay it can't choose to
(118.3). The scenario answers under `choices.optional` (the source's id or name -> true or false);
unanswered, the controller does it when they can. The ruling lists the choice with what each answer
leads to, played out on copies of the game (judge.mtg.forecast).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.cards.mtg_model import TriggeredAbility
from judge.events import CardName, Decision, Word
from judge.mtg import forecast
from judge.mtg.state import Game, StackObject
from judge.parts import Parts

# The mana rules, for a "you may pay" ability (start-up: most rulings have none).
parts = Parts(mana="judge.mtg.mana")


def ability_of(obj: StackObject) -> TriggeredAbility | None:
    """The triggered ability a stack object is (of its source's card), or None for anything else."""
    if obj.kind != "triggered" or obj.delayed is not None:
        return None
    ability = obj.card.abilities[obj.ability_index]
    return ability if isinstance(ability, TriggeredAbility) else None


def answer(game: Game, obj: StackObject) -> bool | None:
    """The scenario's answer for this ability: by its source's id, else by the source's card name."""
    given = game.choices.optional if game.choices is not None else {}
    if obj.source in given:
        return given[obj.source]
    for key, value in given.items():
        card = game.library.get(key)
        if card is not None and card.name == obj.source_name:
            return value
    return None


def use(game: Game, obj: StackObject, play_out: Callable[[Game], None]) -> bool:
    """Does the controller of a resolving "you may" ability do it? True for a mandatory one.

    `play_out` resolves a copy of the game's stack to the end (judge.mtg.stack.resolve_stack),
    injected by the stack so that the outcome of each answer can be shown."""
    ability = ability_of(obj)
    if ability is None or not (ability.optional or ability.may_pay):
        return True
    mana = parts.mana
    cost = mana.ManaCost.parse(ability.may_pay) if ability.may_pay else None
    payable = cost is None or mana.plan(game, obj.controller, cost) is not None
    given = answer(game, obj)
    wanted = obj.optional_taken if obj.optional_taken is not None else (given is not False)
    taken = wanted and payable
    if obj.optional_taken is None and not game.simulating:
        options = [Word("yes"), Word("no")] if payable else [Word("no")]
        decision = Decision(chooser=obj.controller, kind="optional", options=options,
                            taken=Word("yes" if taken else "no"), default=given is None,
                            rules=("603.5", *(("118.12", "118.3") if cost else ())), subject=obj.source_name)
        if len(options) > 1:  # each answer played out (the copy resolves the ability again, answered)
            forecast.tabulate(game, decision, [(o, o) for o in options], decision.taken, forecast.STACK,
                              lambda option: _answered(game, obj, option == "yes"), play_out,
                              lambda option: declined_last(game, obj) if option == "no" else None)
        game.decisions.append(decision)
    price = mana.symbols(mana.letters(ability.may_pay or ""))
    if wanted and not payable:
        game.emit("optional_cost_unpayable", rules=("118.3", "118.12"), terms=("cost", "mana"),
                  player=obj.controller, source=CardName(obj.source_name), cost=price)
        return False
    game.emit("optional_chosen", rules=("603.5", *(("118.12",) if cost else ())), terms=("triggered-ability",),
              player=obj.controller, source=CardName(obj.source_name),
              reason=("pays" if cost else "does") if taken else "declines", cost=price)
    if taken and cost is not None:
        paid = mana.plan(game, obj.controller, cost)
        assert paid is not None
        mana.pay(game, obj.controller, paid, obj.source_name, rules=("118.12", "605.3a"))
    return taken


def declined_last(game: Game, obj: StackObject) -> dict | None:
    """The end state of declining, when it is known without a copy: an ability declined does nothing
    (603.5), and with nothing else on the stack or waiting to go on it (the state-based actions and
    triggers were looked at before it began to resolve, 117.5) the game stays as it is now."""
    if len(game.stack) != 1 or game.stack[0] is not obj or game.pending_triggers or obj.delayed is not None:
        return None
    return forecast.end_state(game)


def _answered(game: Game, obj: StackObject, taken: bool) -> Game:
    """A copy of the game in which the ability's controller answered so: it resolves the ability
    again, answered; declined, the ability has already left the stack, doing nothing (603.5)."""
    copy, twin = forecast.fork(game, obj)
    twin.optional_taken = taken
    if not taken and obj.delayed is None and copy.stack[-1] is twin:
        copy.stack.pop()
    return copy
