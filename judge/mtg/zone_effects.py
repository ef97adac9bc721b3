"""Effects that move objects between zones, make them, or counter them: returning a card from a
graveyard, exiling, bouncing, sacrificing, destroying, attaching, drawing, creating tokens,
countering (608.2c; one handler per effect kind, as in judge/mtg/effects.py).

Registered when the first effect of one of these kinds resolves (judge.mtg.effects `LATER_KINDS`):
a ruling that only deals damage or pumps a creature never compiles them (start-up).
"""

from __future__ import annotations

from judge.cards import mtg_effects as fx
from judge.cards.mtg_model import ActivatedAbility
from judge.events import CardName
from judge.mtg import replaceable, zone_changes, zones
from judge.mtg.effect_context import Context, handler
from judge.mtg.state import GameObject, Permanent, Player, StackObject
from judge.parts import Parts

# Rules only some effects use, imported when first used (start-up): attaching, destroying.
parts = Parts(attachment="judge.mtg.attachment", destruction="judge.mtg.destruction")


@handler("return_from_graveyard")
def return_from_graveyard(ctx: Context, effect: fx.ReturnFromGraveyard) -> None:
    """The card moves from its graveyard to its owner's hand, or onto the battlefield under the control
    of the player who puts it there (110.2a) unless it says its owner's; there it is a new object
    whose enters-the-battlefield abilities trigger (400.7, 603.6a)."""
    for card in ctx.resolve(effect.what):
        found = ctx.game.graveyard_card(card.oid) if type(card) is GameObject else None
        if found is None or found[1] is not card:
            continue
        owner = found[0]
        controller = owner.name if effect.under == "owner" else ctx.controller
        zone_changes.from_graveyard(ctx.game, owner, card, effect.to, controller, tapped=effect.tapped,
                             by=CardName(ctx.obj.card.name))


@handler("attach")
def attach(ctx: Context, effect: fx.Attach) -> None:
    """Attach it to the object (701.3a); an equip ability is this (702.6a). If it can't be attached
    there, it doesn't move (701.3b)."""
    hosts = _permanents(ctx, effect.to)
    for permanent in _permanents(ctx, effect.what)[:1]:
        for host in hosts[:1]:
            parts.attachment.attach(ctx.game, permanent, host, by=CardName(ctx.obj.card.name), equip=_is_equip(ctx))


def _is_equip(ctx: Context) -> bool:
    """Is the resolving object an equip ability (702.6a)?"""
    if ctx.obj.kind != "activated":
        return False
    ability = ctx.obj.card.abilities[ctx.obj.ability_index]
    return isinstance(ability, ActivatedAbility) and ability.equip


@handler("destroy")
def destroy(ctx: Context, effect: fx.Destroy) -> None:
    """Everything it destroys is destroyed at once (a Wrath: 603.10a sees them all leave)."""

    parts.destruction.destroy_all(ctx.game, _permanents(ctx, effect.what), rules=("701.8a",), reason="effect",
                            can_regenerate=not effect.no_regeneration, by=ctx.obj.card.name)


def _permanents(ctx: Context, ref: fx.Ref) -> list[Permanent]:
    return [p for p in ctx.resolve(ref) if isinstance(p, Permanent)]


def _move_all(ctx: Context, permanents: list[Permanent], to: zones.Zone, rules: tuple[str, ...],
              reason: str) -> None:
    """The permanents an instruction moves leave the battlefield together (603.10a)."""
    zone_changes.leave_together(ctx.game, [zone_changes.Departure(p, to, rules, reason) for p in permanents])


@handler("exile")
def exile(ctx: Context, effect: fx.Exile) -> None:
    """Permanents leave the battlefield together; a card in a graveyard ("exile target card from a
    graveyard") leaves it for exile (701.13a)."""
    objects = ctx.resolve(effect.what)
    _move_all(ctx, [p for p in objects if isinstance(p, Permanent)], "exile", ("701.13a",), "effect")
    for card in objects:
        found = ctx.game.graveyard_card(card.oid) if type(card) is GameObject else None
        if found is not None and found[1] is card:
            zone_changes.from_graveyard(ctx.game, found[0], card, "exile", ctx.controller,
                                        by=CardName(ctx.obj.card.name))


@handler("return_to_hand")
def return_to_hand(ctx: Context, effect: fx.ReturnToHand) -> None:
    _move_all(ctx, _permanents(ctx, effect.what), "hand", ("400.6",), "effect")


@handler("counter")
def counter(ctx: Context, effect: fx.CounterSpell) -> None:
    for obj in ctx.resolve(effect.what):
        if not isinstance(obj, StackObject):
            continue
        if "can't be countered" in obj.card.keywords and obj.kind == "spell":
            ctx.game.emit("cant_be_countered", rules=("101.2", "701.6a"), terms=("counter",),
                          card=obj.name, by=CardName(ctx.obj.card.name))
            continue
        ctx.game.emit("countered", rules=("701.6a",), terms=("counter", "stack"), card=obj.name,
                      by=CardName(ctx.obj.card.name), summary=True)
        zones.stack_to_zone(ctx.game, obj, "graveyard", ("701.6a",), reason="countered")


@handler("draw")
def draw(ctx: Context, effect: fx.Draw) -> None:
    for player in ctx.resolve(effect.who):
        if isinstance(player, Player):
            zone_changes.draw(ctx.game, player.name, effect.count, ("121.1",))


@handler("create_token")
def create_token(ctx: Context, effect: fx.CreateToken) -> None:
    game = ctx.game
    card = game.library.get(effect.token)
    if card is None:  # validated when the card library loads; kept as a guard for inline cards
        return
    for player in ctx.resolve(effect.who):
        count = replaceable.modify_token_count(game, player.name, effect.count, card.name)
        for _ in range(count):
            token = GameObject(oid=game.new_oid(card.name.lower().replace(" ", "-")), card=card,
                               owner=player.name, token=True, zone_changes=-1)
            ctx.created.append(zone_changes.enter_battlefield(game, token, player.name, ("111.1",)))


@handler("sacrifice")
def sacrifice(ctx: Context, effect: fx.Sacrifice) -> None:
    mine = [p for p in _permanents(ctx, effect.what) if p.controller == ctx.controller]
    _move_all(ctx, mine, "graveyard", ("701.21a",), "sacrifice")
