"""The Chain ("Chain"): adding Chain Links with their costs and targets, and resolving them last to first.

- A link is added only if activation.check finds no reason against it; otherwise it is
  reported under `illegal` and left out ("Spell Speed", "Activation Conditions").
- Costs are paid and targets chosen when the link is added ("Costs", "Targeting").
- The Chain resolves from the last Chain Link to the first; a negated link does nothing.
- Once the whole Chain has resolved, Normal and Quick-Play Spells and Normal and Counter
  Traps that were activated are sent to the Graveyard ("Chain").
- Trigger effects that happened meanwhile then start a new Chain (triggers.py).
"""

from __future__ import annotations

from judge.cards.yugioh_effects import CardEffect, PayLifePoints, TributeCost
from judge.events import Decision, Listing
from judge.yugioh import activation, effects, stats, targets, win_conditions, zones
from judge.yugioh.state import Card, ChainLink, Duel, Target

CHAIN_RULES = ("Chain",)


def new_link(duel: Duel, card: Card, effect: CardEffect, controller: str, card_activation: bool,
             chosen: list[Target] | None = None, details: object = None) -> ChainLink:
    """A Chain Link as asked for, not yet checked or added."""
    return ChainLink(number=len(duel.chain) + 1, card=card, effect=effect, controller=controller,
                     card_activation=card_activation,
                     spell_speed=activation.spell_speed(card, effect, card_activation),
                     targets=list(chosen or []), details=details)


def add(duel: Duel, link: ChainLink, action: str) -> bool:
    """Check and add a Chain Link; an illegal one is reported and left out. True if added."""
    refusal = activation.check(duel, link)
    if refusal is not None:
        duel.reject(action, "chain_link_refused", rules=refusal.rules,
                    terms=refusal.terms, card=link.card.name, player=link.controller, reason=refusal.reason,
                    link=link.number, **refusal.params)
        return False
    _start(duel, link)
    return True


def start_trigger(duel: Duel, link: ChainLink) -> None:
    """Add a trigger effect that activation.check_trigger allowed (SEGOC order is the caller's)."""
    _start(duel, link)


def _start(duel: Duel, link: ChainLink) -> None:
    link.number = len(duel.chain) + 1
    _put_on_field(duel, link)
    duel.chain.append(link)
    kind = "card" if link.card_activation else link.effect.kind
    rules = ("Chain", "Spell Speed")
    if link.card_activation and link.card.card.property == "quick-play":
        rules = ("Chain", "Spell Speed", "Quick-Play Spell Cards")
    duel.emit("chain_link_added", rules=rules, terms=("chain-link", "spell-speed"),
              card=link.card.name, player=link.controller, link=link.number, speed=link.spell_speed,
              kind=kind)
    _pay_costs(duel, link)
    _choose_targets(duel, link)
    if link.targets:
        duel.emit("link_targets", rules=("Targeting",), terms=("target",), card=link.card.name,
                  targets=Listing((t.name for t in link.targets), conjunction=True))


def _put_on_field(duel: Duel, link: ChainLink) -> None:
    """An activated Spell/Trap Card is face-up on the field while it is on the Chain."""
    card = link.card
    if not link.card_activation:
        return
    if card.zone == "hand":
        zone = "field" if card.card.property == "field" else "spell_trap"
        if zone == "field":
            old = duel.field_spell(link.controller)
            if old is not None:
                zones.move(duel, old, "graveyard", reason="field_replaced", rules=("Field Spell Cards",))
        zones.place(duel, card, link.controller, zone)
    card.face_down = False


def _pay_costs(duel: Duel, link: ChainLink) -> None:
    duelist = duel.duelist(link.controller)
    for cost in link.effect.cost:
        if isinstance(cost, PayLifePoints):
            amount = duelist.life // 2 if cost.pay_lp == "half" else cost.pay_lp
            duelist.life -= amount
            duel.emit("cost_paid", rules=("Costs", "Life Points"), terms=("cost", "life-points"),
                      player=duelist.name, amount=amount, life=duelist.life, card=link.card.name)
        elif isinstance(cost, TributeCost):
            for monster in _tribute_choice(duel, link, cost.tribute):
                duel.emit("tributed", rules=("Costs",), terms=("cost", "tribute"),
                          card=monster.name, player=link.controller)
                zones.move(duel, monster, "graveyard", reason="tribute", rules=("Costs",))
        else:
            for card in duelist.hand[-cost.discard:]:
                zones.move(duel, card, "graveyard", reason="discarded_cost", rules=("Costs",))


def _tribute_choice(duel: Duel, link: ChainLink, count: int) -> list[Card]:
    """By default the controller Tributes their monsters with the lowest ATK."""
    own = sorted(duel.monsters(link.controller), key=lambda m: stats.atk(duel, m))
    chosen = own[:count]
    if len(own) > count:
        duel.decide(Decision(chooser=link.controller, kind="tribute", options=[m.name for m in own],
                             taken=Listing(m.name for m in chosen), default=True,
                             rules=("Costs",), subject=link.card.card.name))
    return chosen


def _choose_targets(duel: Duel, link: ChainLink) -> None:
    spec = link.effect.target
    if spec is None or link.targets:
        return
    chosen = targets.default_choice(duel, spec, link.controller, link.card, ("Targeting",))
    if chosen is not None:
        link.targets.append(targets.remember(chosen))


def resolve(duel: Duel) -> None:
    """Resolve the Chain from the last link to the first, then send resolved cards to the Graveyard."""
    if not duel.chain or duel.finished:
        return
    if len(duel.chain) > 1:
        duel.emit("chain_resolves", rules=CHAIN_RULES, terms=("chain", "chain-link"), links=len(duel.chain))
    while duel.chain:
        link = duel.chain.pop()
        if link.negated:
            duel.emit("link_negated_skipped", rules=CHAIN_RULES, terms=("negate",), card=link.card.name,
                      link=link.number)
        else:
            duel.emit("link_resolves", rules=CHAIN_RULES, terms=("chain-link", "resolve"), card=link.card.name,
                      link=link.number, player=link.controller)
            effects.apply(duel, link)
            win_conditions.check(duel)
        if link.card_activation and link.card.zone in zones.FIELD_ZONES:
            link.card.resolved = True
        if duel.finished:
            return  # the Duel ends there: the rest of the Chain never resolves ("Winning and Losing")
    _send_resolved_cards(duel)


def _send_resolved_cards(duel: Duel) -> None:
    """After the whole Chain: non-continuous Spells and Traps go to the Graveyard ("Chain")."""
    for card in [c for c in duel.field_cards if c.resolved]:
        card.resolved = False
        if card.card.property == "equip" and card.equipped_to is None:
            zones.move(duel, card, "graveyard", reason="equip_failed", rules=("Equip Spell Cards",))
        elif not card.stays_on_field:
            zones.move(duel, card, "graveyard", reason="resolved", rules=CHAIN_RULES)
