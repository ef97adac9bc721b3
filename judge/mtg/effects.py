"""What spells and abilities do when they resolve (608.2c): one handler per effect kind.

Each handler gets the resolution context and its effect (a schema from
judge/cards/mtg_effects.py). References such as `target` or `{each: ...}`
resolve to objects here; a target that became illegal resolves to nothing,
so the effect leaves it alone (608.2b).
"""

from __future__ import annotations

from typing import Any

from judge.cards import mtg_effects as fx
from judge.cards import mtg_subtypes as subtypes
from judge.cards.mtg_common import plain
from judge.cards.mtg_replacement import REPLACEMENT_KINDS
from judge.events import CardName, Keyword, Listing, TypeLine, Word
from judge.mtg import characteristics, damage, effect_context, layer_cache, targets

# The context and the handler table live in a leaf module; `Context`, `handler` and `HANDLERS` are
# re-exported here. The replacement and prevention vocabulary registers its handlers there too.
from judge.mtg.effect_context import HANDLERS, Context, handler  # noqa: F401
from judge.mtg.state import ContinuousEffect, Permanent, Player
from judge.parts import Parts

# Handlers that live with what they need, imported (and so registered) when the first effect of their
# kind resolves (start-up: a ruling without one never compiles them): the replacement and prevention
# vocabulary (judge/cards/mtg_replacement.py) with the replacement machinery, the library's and the
# hand's actions with theirs, mana with the mana rules, delayed triggers with theirs; the effects that move,
# make or counter objects, and those that change a permanent or a player where it is (tapping, counters,
# life, control). Here stay damage and the continuous effects. tests/test_start_up.py checks that each
# part registers exactly the kinds listed for it here.
later_handlers = Parts(replacement="judge.mtg.replacement.handlers", search="judge.mtg.search",
                       library="judge.mtg.library_actions", discard="judge.mtg.discard", mana="judge.mtg.mana",
                       delayed="judge.mtg.delayed", zone="judge.mtg.zone_effects", state="judge.mtg.state_effects")
LATER_KINDS = {**dict.fromkeys(REPLACEMENT_KINDS, "replacement"), "search_library": "search", "mill": "library",
               "scry": "library", "discard": "discard", "add_mana": "mana", "delayed_trigger": "delayed",
               "return_from_exile": "delayed",
               **dict.fromkeys(("return_from_graveyard", "attach", "destroy", "exile", "return_to_hand", "counter",
                                "draw", "create_token", "sacrifice"), "zone"),
               **dict.fromkeys(("gain_control", "gain_life", "additional_combat_phase", "lose_life", "add_counters",
                                "tap", "tap_or_untap", "untap", "regenerate", "player_rule"), "state")}


def run(ctx: Context, effects: list[Any]) -> None:
    """Carry out effects in the order written (608.2c)."""
    for effect in effects:
        part = LATER_KINDS.get(effect.do)
        if part is not None:
            later_handlers.load(part)
    effect_context.run(ctx, effects)


_DAMAGE_KEYWORDS = frozenset({"lifelink", "deathtouch", "infect", "wither"})  # what changes the damage's results


def _source_facts(ctx: Context) -> tuple[str, str, str, frozenset[str], frozenset[str]]:
    """(oid, name, controller, keywords, colors) of what deals the damage: the spell itself, or the
    ability's source as it is now, or as it last existed once it has left the battlefield
    (113.7a, 608.2h, 702.15c: a Prodigal Sorcerer given lifelink keeps it after it died)."""
    obj = ctx.obj
    if obj.kind != "spell" and obj.source is not None:
        source = ctx.source_permanent()
        if source is not None:
            chars = characteristics.of(ctx.game, source)
            return source.oid, source.card.name, source.controller, frozenset(chars.keywords), frozenset(chars.colors)
        known = ctx.game.last_known.get(obj.source)
        if known is not None:
            controller = known.controller or ctx.controller
            # each keyword's own last-known-information rule: lifelink, infect, wither
            lki_rules = ("702.15c", *(("702.90d",) if "infect" in known.keywords else ()),
                         *(("702.80b",) if "wither" in known.keywords else ()))
            ctx.game.emit("source_last_known", rules=("113.7a", "608.2h", *lki_rules),
                          terms=("last-known-information", "source"), card=CardName(obj.source_name),
                          keywords=Listing(Keyword(k) for k in sorted(known.keywords & _DAMAGE_KEYWORDS)),
                          reason="with" if known.keywords & _DAMAGE_KEYWORDS else "without")
            return obj.source, obj.source_name, controller, frozenset(known.keywords), frozenset(known.colors)
    card = obj.card
    return obj.oid, card.name, ctx.controller, frozenset(card.keywords), frozenset(card.color_identity())


@handler("deal_damage")
def deal_damage(ctx: Context, effect: fx.DealDamage) -> None:
    amount = ctx.obj.x or 0 if effect.amount == "X" else effect.amount
    oid, name, controller, keywords, colors = _source_facts(ctx)
    events = [
        damage.DamageEvent(oid, name, controller, keywords, colors, recipient, amount)
        for recipient in ctx.resolve(effect.to) if isinstance(recipient, Permanent | Player)
    ]
    damage.deal(ctx.game, events)


@handler("deal_damage_divided")
def deal_damage_divided(ctx: Context, effect: fx.DealDamageDivided) -> None:
    """Each target gets the share announced as it was cast (601.2d); an illegal target's share is not
    dealt and the others don't change (608.2b). All of it is one damage event from one source, so
    lifelink gains life once (120.3f) and prevention and protection apply to each share."""
    shares = ctx.obj.division or ()
    oid, name, controller, keywords, colors = _source_facts(ctx)
    events = []
    for target, chosen, share in zip(ctx.targets, ctx.obj.targets, shares, strict=False):
        recipient = ctx.resolve_target(target)
        if isinstance(recipient, Permanent | Player):
            events.append(damage.DamageEvent(oid, name, controller, keywords, colors, recipient, share))
        else:
            ctx.game.emit("divided_share_lost", rules=("608.2b",), terms=("target", "damage"),
                          card=CardName(name), target=targets.describe(ctx.game, chosen), amount=share)
    damage.deal(ctx.game, events)


def _continuous(ctx: Context, effect: Any, layer: str, kind: str, rules: tuple[str, ...],
                terms: tuple[str, ...], **params: Any) -> None:
    """Create a continuous effect locked to the objects affected now (611.2c)."""
    affected = [p for p in ctx.resolve_continuous(effect.who) if isinstance(p, Permanent)]
    if not affected:
        return
    game = ctx.game
    game.effects.append(ContinuousEffect(
        source=ctx.obj.oid, source_name=ctx.obj.card.name, controller=ctx.controller, layer=layer,
        timestamp=game.timestamp(), affected=frozenset(p.oid for p in affected),
        change=plain(effect), duration=effect.duration))
    if layer == "7c":
        layer_cache.add_power_toughness(game, [p.oid for p in affected], effect.power, effect.toughness)
    else:
        game.touch()
    if isinstance(effect.who, fx.Each):
        rules = (*rules, "611.2c")  # the affected set is fixed now; later arrivals are unaffected
    for permanent in affected:
        chars = characteristics.of(game, permanent)
        game.emit(kind, rules=rules, terms=terms, card=permanent.name, power=chars.power,
                  toughness=chars.toughness, duration=effect.duration, **params)


@handler("modify_pt")
def modify_pt(ctx: Context, effect: fx.ModifyPT) -> None:
    _continuous(ctx, effect, "7c", "pt_modified", ("611.2a", "613.4c"),
                ("continuous-effect", "until-end-of-turn", "layer"),
                delta_power=effect.power, delta_toughness=effect.toughness)


@handler("set_base_pt")
def set_base_pt(ctx: Context, effect: fx.SetBasePT) -> None:
    if effect.power == "mana_value":  # each its own mana value: the sentence says so, without a number
        _continuous(ctx, effect, "7b", "base_pt_set", ("611.2a", "613.4b", "202.3"),
                    ("continuous-effect", "layer", "mana-value"), reason="mana_value")
        return
    _continuous(ctx, effect, "7b", "base_pt_set", ("611.2a", "613.4b"),
                ("continuous-effect", "layer"), base_power=effect.power, base_toughness=effect.toughness)


@handler("grant_keywords")
def grant_keywords(ctx: Context, effect: fx.GrantKeywords) -> None:
    _continuous(ctx, effect, "6", "keywords_granted", ("611.2a", "613.1f"),
                ("continuous-effect", "layer"), keywords=tuple(Keyword(k) for k in effect.keywords))


@handler("lose_abilities")
def lose_abilities(ctx: Context, effect: fx.LoseAbilities) -> None:
    _continuous(ctx, effect, "6", "abilities_lost", ("611.2a", "613.1f"), ("continuous-effect", "layer"))


@handler("lose_keywords")
def lose_keywords(ctx: Context, effect: fx.LoseKeywords) -> None:
    _continuous(ctx, effect, "6", "keywords_lost", ("611.2a", "613.1f"), ("continuous-effect", "layer"),
                keywords=Listing(Keyword(k) for k in effect.keywords))


@handler("switch_pt")
def switch_pt(ctx: Context, effect: fx.SwitchPT) -> None:
    _continuous(ctx, effect, "7d", "pt_switched", ("611.2a", "613.4d"), ("continuous-effect", "layer"))


@handler("change_types")
def change_types(ctx: Context, effect: fx.ChangeTypes) -> None:
    """Type-changing (layer 4) and color-changing (layer 5) parts of one effect, each with its rule."""
    rules = ("611.2a",)
    if effect.types or effect.subtypes:
        rules += ("613.1d",)
    if effect.subtypes and not effect.additional:
        rules += ("205.1a",)  # replaces only the same kind of subtype
        if "Land" in effect.types or set(effect.subtypes) & subtypes.BASIC_LAND_TYPES:
            rules += ("305.7",)  # a land whose land type is set loses its rules text
    if effect.colors is not None:
        rules += ("613.1e",)
    colors = Listing((Word(c) for c in effect.colors or ["colorless"]), ", ") if effect.colors is not None else ""
    reason = ("types_and_colors" if effect.types or effect.subtypes else "colors") if colors else "types"
    _continuous(ctx, effect, "4", "types_changed", rules, ("continuous-effect", "layer"), reason=reason,
                types=TypeLine.of(effect.types, effect.subtypes), colors=colors)


@handler("combat_restriction")
def combat_restriction(ctx: Context, effect: fx.CombatRestriction) -> None:
    """A resolved 'can't block this turn' (a rule-changing effect, no layer); read by judge.mtg.restrictions."""
    _continuous(ctx, effect, "rules", "combat_restriction_added", ("611.2a",), ("continuous-effect",),
                reason=effect.restriction)


