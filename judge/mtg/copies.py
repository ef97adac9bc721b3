"""Copy effects (layer 1, 613.2a, 707): a permanent that is a copy of another (Clone).

A copy takes the copiable values of what it copies (707.2): what is printed on it, as changed by
other copy effects (707.3: a Clone of a Clone copies what that Clone copied). Counters, damage,
Auras and other effects (Giant Growth, Turn to Frog) are not copied. A permanent that enters "as a
copy" is a copy as it enters, not afterwards (707.5, 614.1c), so its enters triggers are the
copied ones. It stays the card it is: when it leaves the battlefield, the card itself moves.
"""

from __future__ import annotations

from judge.events import CardName, Decision
from judge.mtg import characteristics
from judge.mtg.state import Game, Permanent


def become_copy(game: Game, permanent: Permanent, original: Permanent) -> None:
    """Give `permanent` the copiable values of `original` (707.2, 707.3)."""
    permanent.printed = permanent.printed or permanent.card
    permanent.card = original.card  # its card is its copiable values: printed, or what it copied
    game.touch()
    game.battlefield_changed()  # its abilities (triggers, statics) are the copied ones now


def as_it_enters(game: Game, permanent: Permanent) -> None:
    """"You may have it enter as a copy of" (Clone): chosen as it enters (707.5, 614.1c)."""
    wanted_filter = permanent.card.enters_as_copy
    if wanted_filter is None:
        return
    chars = characteristics.compute(game)
    options = [p for p in game.battlefield
               if characteristics.matches(game, chars[p.oid], p, wanted_filter, permanent, permanent.controller)]
    answers = game.choices.copy_of if game.choices is not None else {}
    wanted = answers.get(permanent.card.name) or answers.get(permanent.oid)
    chosen = None if wanted == "none" else next(
        (p for p in options if wanted in (p.oid, p.card.name)), None if wanted else (options[0] if options else None))
    name = permanent.card.name
    if options and not game.simulating:
        game.decisions.append(Decision(
            chooser=permanent.controller, kind="copy", options=[CardName(p.name) for p in options],
            taken=CardName(chosen.name) if chosen else CardName(name), default=wanted is None,
            rules=("707.5", "614.1c"), subject=CardName(name)))
    if chosen is None:
        game.emit("enters_as_itself", rules=("707.5",), terms=("copy", "enters-the-battlefield"), card=CardName(name))
        return
    become_copy(game, permanent, chosen)
    game.emit("enters_as_copy", rules=("707.5", "707.2", "613.2a"), terms=("copy", "layer"), card=CardName(name),
              original=chosen.name)
