"""What the replacement vocabulary does when a spell or ability with it resolves (608.2c).

Prevention from a resolving spell or ability becomes a shield locked to the
players or permanents it names (615.7, 615.11); a spell's own
self-replacement effect and "this damage can't be prevented" are tied to that
spell while it resolves (614.15). The static-only kinds (replace_damage,
replace_counters ...) do nothing on resolution: they work from the battlefield.
"""

from __future__ import annotations

from typing import Any

from judge.cards import mtg_replacement as rx
from judge.events import CardName
from judge.mtg import zones
from judge.mtg.effect_context import Context, handler
from judge.mtg.replacement import damage, shields
from judge.mtg.state import Permanent, Player


def _resolved(ctx: Context, spec: Any, prefix: str, **fields: Any) -> shields.ResolvedEffect:
    game = ctx.game
    return shields.add(game, shields.ResolvedEffect(
        spec=spec, key=shields.new_key(game, f"{prefix}:{ctx.obj.oid}"), source_name=ctx.obj.source_name
        or ctx.obj.card.name, source_oid=ctx.obj.source or ctx.obj.oid, controller=ctx.controller,
        timestamp=game.timestamp(), turn=game.turn_number, **fields))


@handler("prevent_damage")
def prevent_damage(ctx: Context, effect: rx.PreventDamage) -> None:
    """A shield per player or permanent named (615.7, 615.11), or one effect watching everyone (Fog)."""
    remaining = None if effect.amount == "all" else effect.amount
    reason = "next_instance" if effect.next_instance else ("all" if remaining is None else "shield")
    if isinstance(effect.to, rx.Watched):
        created = _resolved(ctx, effect, "prevent", remaining=remaining)
        ctx.game.emit("prevention_shield", rules=("615.1a", "615.3"), terms=("prevent", "damage"),
                      card=CardName(created.source_name), target="", amount=remaining or 0,
                      reason=f"{reason}_combat" if effect.combat else reason)
        return
    for who in ctx.resolve(effect.to):
        if not isinstance(who, Permanent | Player):
            continue
        created = _resolved(ctx, effect, "prevent", remaining=remaining, locked=shields.target_of(who))
        ctx.game.emit("prevention_shield", rules=("615.1a", "615.7" if remaining else "615.8"),
                      terms=("prevent", "damage"), card=CardName(created.source_name), target=who.name,
                      amount=remaining or 0, reason=reason)
        if effect.source_choice:
            damage.choose_source_now(ctx.game, created)


@handler("self_replace_damage")
def self_replace_damage(ctx: Context, effect: rx.SelfReplaceDamage) -> None:
    """Ties the spell's own 'deals N instead if ...' to its damage while it resolves (614.15)."""
    _resolved(ctx, effect, "self", scope=ctx.obj.oid)


@handler("damage_cant_be_prevented")
def damage_cant_be_prevented(ctx: Context, effect: rx.DamageCantBePrevented) -> None:
    """This turn's damage (or this spell's damage) can't be prevented (615.12)."""
    scope = ctx.obj.oid if effect.scope == "this_source" else None
    _resolved(ctx, effect, "unpreventable", scope=scope)
    if scope is None:
        ctx.game.emit("damage_cant_be_prevented_effect", rules=("615.12",), terms=("prevent", "damage"),
                      card=CardName(ctx.obj.card.name))


@handler("cant_gain_life")
def cant_gain_life(ctx: Context, effect: rx.CantGainLife) -> None:
    """Players can't gain life this turn (119.7): a "can't" effect, not a replacement."""
    _resolved(ctx, effect, "cant_gain_life")
    ctx.game.emit("cant_gain_life_effect", rules=("119.7",), terms=("life",), card=CardName(ctx.obj.card.name),
                  reason=effect.who)


@handler("exile_graveyards")
def exile_graveyards(ctx: Context, effect: rx.ExileGraveyards) -> None:
    """Every card in every graveyard is exiled (701.13a)."""
    count = 0
    for player in ctx.game.apnap():
        moved = [zones.card_object(card) for card in player.graveyard]
        player.graveyard.clear()
        player.exile.extend(moved)
        count += len(moved)
    ctx.game.emit("graveyards_exiled", rules=("701.13a",), terms=("exile", "graveyard"),
                  card=CardName(ctx.obj.source_name or ctx.obj.card.name), count=count)


def _static_only(ctx: Context, effect: Any) -> None:
    """Only meaningful as a static ability (judge.mtg.replacement.sources); nothing happens on resolution."""


for _kind in ("replace_damage", "replace_zone_change", "enter_modified", "replace_counters",
              "replace_tokens", "replace_life_gain"):
    handler(_kind)(_static_only)
