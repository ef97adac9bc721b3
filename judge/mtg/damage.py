"""Dealing damage (120): all damage in one event is dealt at once.

Prevention and replacement effects (615, 614) modify the damage events first
(judge.mtg.replacement), then the results are applied together: life loss for
players (120.3a), loyalty for planeswalkers (120.3c), damage marked on
creatures (120.3e), lifelink (120.3f, 702.15b), deathtouch (702.2b). Infect and
wither change the results: poison counters for players (120.3b, 702.90b) and -1/-1
counters for creatures (120.3d, 702.90c, 702.80a); toxic adds poison counters to
combat damage dealt to a player (120.3g, 702.164c).
"""

from __future__ import annotations

from judge.events import CardName
from judge.mtg import characteristics, life, replaceable, triggers
from judge.mtg.damage_event import DamageEvent
from judge.mtg.state import Game, Permanent, Player


def recipient_name(recipient: Permanent | Player) -> str:
    return recipient.name


def deal(game: Game, events: list[DamageEvent]) -> list[DamageEvent]:
    """Deal all these damage events simultaneously; returns what was actually dealt."""

    dealt = [e for e in replaceable.modify_damage(game, events) if e.amount > 0]
    for event in dealt:
        _apply_one(game, event)
    for controller, amount in _lifelink_gains(dealt):
        life.gain(game, controller, amount, rules=("120.3f", "702.15b", "119.9"), terms=("lifelink",),
                  reason="lifelink")
    for event in dealt:
        triggers.damage_dealt(game, event)
    return dealt  # damage is not a characteristic: the layers stay as they were


def _lifelink_gains(dealt: list[DamageEvent]) -> list[tuple[str, int]]:
    """One life gain per lifelink source (120.3f, 119.9): two lifelink creatures dealing damage
    at once are two life-gain events ("whenever you gain life" triggers twice); one source
    dealing damage to several recipients at once is one event of the total."""
    gains: dict[str, tuple[str, int]] = {}  # source oid -> (its controller, life), in dealing order
    for event in dealt:
        if "lifelink" in event.source_keywords:
            controller, amount = gains.get(event.source, (event.source_controller, 0))
            gains[event.source] = (controller, amount + event.amount)
    return list(gains.values())


def _apply_one(game: Game, event: DamageEvent) -> None:
    kind = "combat_damage_dealt" if event.combat else "damage_dealt"
    terms = ("combat-damage",) if event.combat else ("damage",)
    recipient = event.recipient
    if isinstance(recipient, Player):
        _damage_player(game, event, kind, terms, recipient)
        return
    chars = characteristics.of(game, recipient)
    if "Planeswalker" in chars.types and "Creature" not in chars.types:
        loyalty = recipient.counters.get("loyalty", 0)
        game.add_counters(recipient, "loyalty", -min(loyalty, event.amount))
        game.emit(kind, rules=("120.3c",), terms=(*terms, "loyalty"), source=_name(event),
                  target=recipient.name, amount=event.amount)
        return
    deathtouch = "deathtouch" in event.source_keywords
    as_counters = event.source_keywords & {"infect", "wither"}
    if as_counters:
        _damage_as_counters(game, event, kind, terms, recipient, deathtouch)
        return
    game.mark_damage(recipient, event.amount, deathtouch)
    rules: tuple[str, ...] = ("120.3e",)
    if deathtouch:
        rules = (*rules, "702.2b")
        terms = (*terms, "deathtouch")
    game.emit(kind, rules=rules, terms=terms, source=_name(event), target=recipient.name,
              amount=event.amount, total=recipient.damage)


def _damage_player(game: Game, event: DamageEvent, kind: str, terms: tuple[str, ...],
                   player: Player) -> None:
    """Life loss (120.3a), or poison counters from a source with infect (120.3b, 702.90b);
    toxic gives its total toxic value in poison counters as well (120.3g, 702.164c)."""
    if "infect" in event.source_keywords:
        game.emit(kind, rules=("120.3b",), terms=terms, source=_name(event), target=player.name,
                  amount=event.amount)
        _give_poison(game, event, player, event.amount, "infect", ("120.3b", "702.90b"))
    else:
        player.life -= event.amount
        game.emit(kind, rules=("120.3a",), terms=(*terms, "life"), source=_name(event),
                  target=player.name, amount=event.amount, life=player.life)
    toxic = event.source_toxic  # the sum over every instance of toxic (702.164b)
    if event.combat and toxic:
        _give_poison(game, event, player, toxic, "toxic", ("120.3g", "702.164b", "702.164c"))


def _give_poison(game: Game, event: DamageEvent, player: Player, count: int, reason: str,
                 rules: tuple[str, ...]) -> None:
    player.poison += count
    game.emit("poison_counters_given", rules=rules, terms=(reason, "poison-counter"), source=_name(event),
              player=player.name, count=count, total=player.poison, reason=reason)


def _damage_as_counters(game: Game, event: DamageEvent, kind: str, terms: tuple[str, ...],
                        creature: Permanent, deathtouch: bool) -> None:
    """Damage from a source with infect or wither isn't marked: that many -1/-1 counters are put
    on the creature instead (120.3d, 702.90c, 702.80a). It is still damage, so deathtouch still
    makes it lethal (702.2b) and lifelink still gains life (120.3f)."""
    reason = "infect" if "infect" in event.source_keywords else "wither"
    game.emit(kind, rules=("120.3d",), terms=terms, source=_name(event), target=creature.name,
              amount=event.amount)
    game.add_counters(creature, "-1/-1", event.amount)
    if deathtouch:
        game.mark_damage(creature, 0, deathtouch=True)
    rule = "702.90c" if reason == "infect" else "702.80a"
    game.emit("damage_as_counters", rules=("120.3d", rule, *(("702.2b",) if deathtouch else ())),
              terms=(reason, "counter-marker"), source=_name(event), card=creature.name,
              count=event.amount, reason=reason)


def _name(event: DamageEvent):
    return CardName(event.source_name)
