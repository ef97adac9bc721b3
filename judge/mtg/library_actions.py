"""Keyword actions on a library: milling (701.17) and scrying (701.22).

A library given as a count holds unknown cards: milling them says how many went, scrying them
leaves them on top (no card can be named to move). Which known cards a scry puts on the bottom
is the scenario's `choices.scry` (source card -> names); the default keeps them all on top in
their order, a documented default like every other decision.
"""

from __future__ import annotations

from judge.cards import mtg_effects as fx
from judge.events import UNKNOWN_CARD, CardName, Decision, Listing, Word
from judge.mtg import zone_changes, zones
from judge.mtg.effect_context import Context, handler
from judge.mtg.state import Game, Player


def mill(game: Game, player: Player, count: int) -> None:
    """701.17a: top cards into the graveyard; 701.17b: as many as there are."""
    milled = zone_changes.mill(game, player.name, count, ("701.17a",))
    known = [c.name for c in milled if c.card.name != UNKNOWN_CARD]
    rules = ("701.17a", "701.17b") if len(milled) < count else ("701.17a",)
    reason = "named" if milled and len(known) == len(milled) else "unknown" if milled else "empty"
    game.emit("milled", rules=rules, terms=("mill", "library", "graveyard"), player=player.name,
              count=len(milled), cards=Listing(known), reason=reason)


def scry(game: Game, player: Player, count: int, source: str) -> None:
    """701.22a: look at the top `count`, any number to the bottom, the rest on top; 701.22b: scry 0
    is no scry at all."""
    library = player.library
    looked = min(count, len(library))
    if not looked:
        return
    seen = library.objects[:looked]  # the named ones; unnamed cards seen can't be named, so they stay
    wanted = {name.lower() for name in (game.choices.scry.get(source, []) if game.choices is not None else [])}
    bottom = [c for c in seen if c.card.name != UNKNOWN_CARD and c.card.name.lower() in wanted]
    names = [c.card.name for c in seen if c.card.name != UNKNOWN_CARD]
    if names and not game.simulating:
        game.decisions.append(Decision(
            chooser=player.name, kind="scry", options=[CardName(n) for n in names],
            taken=Listing(c.name for c in bottom) if bottom else Word("keep_on_top"),
            default=not wanted, rules=("701.22a",), subject=CardName(source)))
    if bottom:  # below every other card, the unnamed ones too: they become objects to have an order
        while library.unnamed:
            library.objects.append(library.take_unnamed(lambda: zones.unnamed_card(game, player.name)))
        for card in bottom:
            library.remove(card)
        library.objects.extend(bottom)
    game.touch()
    game.emit("scried", rules=("701.22a",), terms=("scry", "library"), player=player.name, count=looked,
              bottom=len(bottom), reason="bottom" if bottom else "top")


# What "mill N" and "scry N" do on resolution (608.2c); registered when the first of them resolves
# (judge.mtg.effects LATER_KINDS).

@handler("mill")
def mill_effect(ctx: Context, effect: fx.Mill) -> None:
    for player in ctx.resolve(effect.who):
        if isinstance(player, Player):
            mill(ctx.game, player, effect.count)


@handler("scry")
def scry_effect(ctx: Context, effect: fx.Scry) -> None:
    source = ctx.obj.source_name or ctx.obj.card.name
    scry(ctx.game, ctx.game.player(ctx.controller), effect.count, source)
