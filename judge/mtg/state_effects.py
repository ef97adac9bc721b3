"""Effects that change a permanent or a player where it is: tapping and untapping, counters, a
regeneration shield, control, life, extra combat phases (608.2c; one handler per effect kind, as
in judge/mtg/effects.py).

Registered when the first effect of one of these kinds resolves (judge.mtg.effects `LATER_KINDS`):
a ruling that only deals damage or pumps a creature never compiles them (start-up).
"""

from __future__ import annotations

from judge.cards import mtg_effects as fx
from judge.cards.mtg_common import plain
from judge.events import CardName, CounterKind, Decision, Word
from judge.mtg import control, layer_cache, life, replaceable
from judge.mtg.effect_context import Context, handler
from judge.mtg.state import ContinuousEffect, Permanent, Player


@handler("gain_control")
def gain_control(ctx: Context, effect: fx.GainControl) -> None:
    """A control-changing effect (layer 2) locked to its objects; the change itself is judge.mtg.control's."""

    affected = [p for p in ctx.resolve(effect.who) if isinstance(p, Permanent)]
    if not affected:
        return
    game = ctx.game
    game.effects.append(ContinuousEffect(
        source=ctx.obj.oid, source_name=ctx.obj.card.name, controller=ctx.controller, layer="2",
        timestamp=game.timestamp(), affected=frozenset(p.oid for p in affected), change=plain(effect),
        duration=effect.duration))
    control.update(game)


@handler("gain_life")
def gain_life(ctx: Context, effect: fx.GainLife) -> None:
    amount = ctx.obj.trigger_data.get("amount", 0) if effect.amount == "that_much" else effect.amount
    for player in ctx.resolve(effect.who):
        if isinstance(player, Player):
            life.gain(ctx.game, player.name, amount)


@handler("additional_combat_phase")
def additional_combat_phase(ctx: Context, effect: fx.AdditionalCombatPhase) -> None:
    """Phases added directly after this main phase; the newest added comes first (500.8)."""
    added = ["combat", *(["main"] if effect.then_main_phase else [])]
    ctx.game.extra_phases[:0] = added
    ctx.game.emit("phases_added", rules=("500.8",), terms=("combat-phase", "main-phase"),
                  card=CardName(ctx.obj.card.name),
                  kind="combat_and_main" if effect.then_main_phase else "combat")


@handler("lose_life")
def lose_life(ctx: Context, effect: fx.LoseLife) -> None:
    for player in ctx.resolve(effect.who):
        if isinstance(player, Player):
            life.lose(ctx.game, player.name, effect.amount)


@handler("add_counters")
def add_counters(ctx: Context, effect: fx.AddCounters) -> None:
    for permanent in ctx.resolve(effect.what):
        if isinstance(permanent, Permanent):
            count = replaceable.modify_counters(ctx.game, permanent, effect.counter, effect.count)
            layer_cache.put_counters(ctx.game, permanent, effect.counter, count)
            ctx.game.emit("counters_added", rules=("122.1",), terms=("counter-marker",),
                          card=permanent.name, count=count, counter=CounterKind(effect.counter))


@handler("tap")
def tap(ctx: Context, effect: fx.Tap) -> None:
    for permanent in ctx.resolve(effect.what):
        if isinstance(permanent, Permanent):
            _tap(ctx, permanent)


@handler("tap_or_untap")
def tap_or_untap(ctx: Context, effect: fx.TapOrUntap) -> None:
    """The controller chooses (default: the opposite of its state now); it is not paying a {T} cost (701.26)."""
    wanted = (ctx.game.choices.tap_or_untap.get(ctx.obj.card.name) if ctx.game.choices is not None else None)
    for permanent in ctx.resolve(effect.what):
        if not isinstance(permanent, Permanent):
            continue
        taken = Word(wanted or ("untap" if permanent.tapped else "tap"))
        ctx.game.decisions.append(Decision(
            chooser=ctx.controller, kind="tap_or_untap", options=[Word("tap"), Word("untap")], taken=taken,
            default=wanted is None, rules=("701.26a", "701.26b"), subject=permanent.name))
        (_tap if taken == "tap" else _untap)(ctx, permanent)


@handler("untap")
def untap(ctx: Context, effect: fx.Untap) -> None:
    for permanent in ctx.resolve(effect.what):
        if isinstance(permanent, Permanent):
            _untap(ctx, permanent)


def _tap(ctx: Context, permanent: Permanent) -> None:
    """Tap it, and say so if it was untapped (701.26a)."""
    if ctx.game.tap(permanent):
        ctx.game.emit("tapped", rules=("701.26a",), terms=("tap",), card=permanent.name)


def _untap(ctx: Context, permanent: Permanent) -> None:
    """Untap it, and say so if it was tapped (701.26b)."""
    if ctx.game.untap(permanent):
        ctx.game.emit("untapped", rules=("701.26b",), terms=("untap",), card=permanent.name)


@handler("regenerate")
def regenerate(ctx: Context, effect: fx.Regenerate) -> None:
    for permanent in ctx.resolve(effect.what):
        if isinstance(permanent, Permanent):
            replaceable.add_regeneration_shield(ctx.game, permanent, ctx.obj.source_name or ctx.obj.card.name,
                                                ctx.obj.source or ctx.obj.oid, ctx.controller)


@handler("player_rule")
def player_rule(ctx: Context, effect: fx.PlayerRule) -> None:
    """Only meaningful as a static ability (judge.mtg.player_rules); nothing happens on resolution."""
