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
from judge.cards.mtg_model import ActivatedAbility
from judge.cards.mtg_replacement import REPLACEMENT_KINDS
from judge.events import CardName, CounterKind, Decision, Keyword, Listing, TypeLine, Word
from judge.mtg import characteristics, control, damage, effect_context, layer_cache, life, replaceable, targets, zones

# The context and the handler table live in a leaf module; `Context`, `handler` and `HANDLERS` are
# re-exported here. The replacement and prevention vocabulary registers its handlers there too.
from judge.mtg.effect_context import HANDLERS, Context, handler  # noqa: F401
from judge.mtg.state import ContinuousEffect, GameObject, Permanent, Player, StackObject
from judge.parts import Parts

# Handlers that live with what they need, imported (and so registered) when the first effect of their
# kind resolves (start-up: a ruling without one never compiles them): the replacement and prevention
# vocabulary (judge/cards/mtg_replacement.py) with the replacement machinery, the library's and the
# hand's actions with theirs, mana with the mana rules, delayed triggers with theirs. tests/test_start_up.py
# checks that each part registers exactly the kinds listed for it here.
later_handlers = Parts(replacement="judge.mtg.replacement.handlers", search="judge.mtg.search",
                       library="judge.mtg.library_actions", discard="judge.mtg.discard", mana="judge.mtg.mana",
                       delayed="judge.mtg.delayed")
LATER_KINDS = {**dict.fromkeys(REPLACEMENT_KINDS, "replacement"), "search_library": "search", "mill": "library",
               "scry": "library", "discard": "discard", "add_mana": "mana", "delayed_trigger": "delayed",
               "return_from_exile": "delayed"}
# Rules only some effects use, imported when first used (start-up): attaching, destroying.
parts = Parts(attachment="judge.mtg.attachment", destruction="judge.mtg.destruction")


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
        zones.from_graveyard(ctx.game, owner, card, effect.to, controller, tapped=effect.tapped,
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
    zones.leave_together(ctx.game, [zones.Departure(p, to, rules, reason) for p in permanents])


@handler("exile")
def exile(ctx: Context, effect: fx.Exile) -> None:
    """Permanents leave the battlefield together; a card in a graveyard ("exile target card from a
    graveyard") leaves it for exile (701.13a)."""
    objects = ctx.resolve(effect.what)
    _move_all(ctx, [p for p in objects if isinstance(p, Permanent)], "exile", ("701.13a",), "effect")
    for card in objects:
        found = ctx.game.graveyard_card(card.oid) if type(card) is GameObject else None
        if found is not None and found[1] is card:
            zones.from_graveyard(ctx.game, found[0], card, "exile", ctx.controller, by=CardName(ctx.obj.card.name))


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
            zones.draw(ctx.game, player.name, effect.count, ("121.1",))





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
            ctx.created.append(zones.enter_battlefield(game, token, player.name, ("111.1",)))


@handler("tap")
def tap(ctx: Context, effect: fx.Tap) -> None:
    for permanent in ctx.resolve(effect.what):
        if isinstance(permanent, Permanent) and ctx.game.tap(permanent):
            ctx.game.emit("tapped", rules=("701.26a",), terms=("tap",), card=permanent.name)


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
        if taken == "tap" and ctx.game.tap(permanent):
            ctx.game.emit("tapped", rules=("701.26a",), terms=("tap",), card=permanent.name)
        elif taken == "untap" and ctx.game.untap(permanent):
            ctx.game.emit("untapped", rules=("701.26b",), terms=("untap",), card=permanent.name)


@handler("untap")
def untap(ctx: Context, effect: fx.Untap) -> None:
    for permanent in ctx.resolve(effect.what):
        if isinstance(permanent, Permanent) and ctx.game.untap(permanent):
            ctx.game.emit("untapped", rules=("701.26b",), terms=("untap",), card=permanent.name)


@handler("sacrifice")
def sacrifice(ctx: Context, effect: fx.Sacrifice) -> None:
    mine = [p for p in _permanents(ctx, effect.what) if p.controller == ctx.controller]
    _move_all(ctx, mine, "graveyard", ("701.21a",), "sacrifice")


@handler("regenerate")
def regenerate(ctx: Context, effect: fx.Regenerate) -> None:
    for permanent in ctx.resolve(effect.what):
        if isinstance(permanent, Permanent):
            replaceable.add_regeneration_shield(ctx.game, permanent, ctx.obj.source_name or ctx.obj.card.name,
                                                ctx.obj.source or ctx.obj.oid, ctx.controller)



@handler("player_rule")
def player_rule(ctx: Context, effect: fx.PlayerRule) -> None:
    """Only meaningful as a static ability (judge.mtg.player_rules); nothing happens on resolution."""

