"""Searching a library (701.23) and shuffling it (701.24): tutors and land searches.

The searching player finds a card matching the description, the first one from
the top unless the scenario's `choices.search` names another (701.23a). A
library given only as a count holds unknown cards, and none of them can be
shown to match; searching a hidden zone for a card with a stated quality may
also find nothing (701.23b); a search for simply "a card" must find one if there is
any, known or not (701.23d). A card put onto the battlefield this way was not
"played" (305.4); one put into a hand was not drawn (121.1).
"""

from __future__ import annotations

from judge.cards.mtg_effects import SearchLibrary
from judge.events import CardName, Decision
from judge.mtg import zone_changes, zones
from judge.mtg.effect_context import Context, handler
from judge.mtg.state import Game, GameObject, Player

_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _any_card(effect: SearchLibrary) -> bool:
    """A search for simply 'a card' must find one if the library has any (701.23d)."""
    flt = effect.filter
    return not (effect.basic or flt.types or flt.not_types or flt.subtypes or flt.colors)


def matches(obj: GameObject, effect: SearchLibrary) -> bool:
    """Does this library card fit the searched description? An unknown card fits only 'a card'."""
    card, flt = obj.card, effect.filter
    if card.name == zones.UNKNOWN_CARD:
        return _any_card(effect)
    if effect.basic and "Basic" not in card.supertypes:
        return False
    if flt.types and not set(flt.types) & set(card.types):
        return False
    if flt.not_types and set(flt.not_types) & set(card.types):
        return False
    if flt.subtypes and not set(flt.subtypes) & set(card.subtypes):
        return False
    return not flt.colors or bool(set(flt.colors) & set(card.color_identity()))


def search(game: Game, player: Player, effect: SearchLibrary, source: str) -> None:
    """Find a matching card, move it, then shuffle the library (701.23a, 701.24a)."""
    found = [c for c in player.library if matches(c, effect)]
    # The unnamed cards below are all alike: one stands for them, made an object only if chosen.
    stand_in = GameObject("", zones.unnamed(), player.name) if player.library.unnamed and _any_card(effect) else None
    chosen = _choose(game, player, found + ([stand_in] if stand_in else []), source)
    if chosen is None:
        empty = not player.library
        game.emit("library_searched", rules=("701.23a",) if empty else ("701.23a", "701.23b"),
                  terms=("search", "library"), player=player.name,
                  reason="library_empty" if empty else "nothing_found")
    else:
        if chosen is stand_in:
            chosen = player.library.take_unnamed(lambda: zones.unnamed_card(game, player.name))
        else:
            player.library.remove(chosen)
        rules = ("701.23a", "701.23d") if _any_card(effect) else ("701.23a",)
        unknown = chosen.card.name == zones.UNKNOWN_CARD
        game.emit("library_searched", rules=rules, terms=("search", "library"), player=player.name,
                  card=chosen.name, reason="found_unknown" if unknown else "found")
        if effect.to == "battlefield":  # put onto it, not played as a land (305.4)
            zone_changes.enter_battlefield(game, chosen, player.name, ("701.23a", "305.4"), tapped=effect.tapped)
        else:
            zone_changes.put_into_hand(game, player, chosen, ("701.23a", "121.1"), unknown)
    game.emit("library_shuffled", rules=("701.24a",), terms=("shuffle", "library"), player=player.name)


def _choose(game: Game, player: Player, found: list[GameObject], source: str) -> GameObject | None:
    """The scenario's choice (`choices.search`: source card -> card name), else the first match from the top."""
    if not found:
        return None
    wanted = (game.choices.search.get(source) if game.choices is not None else None) or None
    chosen = next((c for c in found if wanted is not None and c.card.name.lower() == wanted.lower()), None)
    names = [CardName(n) for n in sorted({c.card.name for c in found})]
    if len(names) > 1 or chosen is not None or wanted is not None:
        game.decisions.append(Decision(
            chooser=player.name, kind="search", options=names, taken=(chosen or found[0]).name,
            default=chosen is None, rules=("701.23a",), subject=CardName(source)))
    return chosen or found[0]


@handler("search_library")
def search_library(ctx: Context, effect: SearchLibrary) -> None:
    """What a tutor does on resolution (608.2c); registered when the first one resolves (judge.mtg.effects)."""
    for player in ctx.resolve(effect.who):
        if isinstance(player, Player):
            search(ctx.game, player, effect, ctx.obj.card.name)
