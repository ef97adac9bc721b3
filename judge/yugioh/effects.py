"""What a Chain Link does when it resolves: one handler per action kind of the card vocabulary.

Each handler gets the resolution context and its action (a schema from
judge/cards/yugioh_effects.py) and returns whether it happened, so that an action
marked `if_previous` ("and if you do") can depend on it. A target that is gone
when the link resolves is left alone ("Targeting").
Continuous, lingering and rule effects do nothing on resolution: stats.py,
battle.py, turn.py and win_conditions.py apply them (STATIC lists where).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.cards import yugioh_effects as fx
from judge.events import Listing
from judge.yugioh import flip, fusion, life_points, stats, summon, targets, zones
from judge.yugioh.state import Attack, Card, ChainLink, Duel, Summon


@dataclass
class Context:
    duel: Duel
    link: ChainLink
    last_known_atk: dict[str, int] = field(default_factory=dict)  # oid -> ATK when this effect destroyed it

    @property
    def controller(self) -> str:
        return self.link.controller

    def target(self) -> Card | None:
        """The (first) target if it is still there; reports a target that is gone."""
        if not self.link.targets:
            return None
        chosen = self.link.targets[0]
        card = targets.still_there(self.duel, self.link.effect.target, chosen, self.controller, self.link.card)
        if card is None:
            self.duel.emit("target_gone", rules=("Targeting",), terms=("target",), card=self.link.card.name,
                           target=chosen.name)
        return card

    def group(self, what: str) -> list[Any]:
        """The cards (or the summon / Chain Link) an action is about."""
        duel, me = self.duel, self.controller
        if what == "target":
            card = self.target()
            return [card] if card else []
        if what == "self":
            return [self.link.card]
        if what == "equipped":
            monster = duel.on_field(self.link.card.equipped_to or "")
            return [monster] if monster else []
        if what == "responded_to":
            return [self.link.responds_to] if self.link.responds_to is not None else []
        monsters = duel.monsters()
        if what == "all_monsters":
            return monsters
        theirs = [m for m in monsters if m.controller != me]
        if what == "opponent_monsters":
            return theirs
        if what == "opponent_attack_position_monsters":
            return [m for m in theirs if m.position == "attack"]
        if what == "opponent_face_down_monsters":
            return [m for m in theirs if m.face_down]
        return []


Handler = Callable[[Context, Any], bool]
HANDLERS: dict[str, Handler] = {}
STATIC = {"modify_stats": "stats.py", "cant_declare_attacks": "battle.py",
          "destroy_self_after_opponent_turns": "turn.py", "win_with_pieces": "win_conditions.py"}


def handles(kind: str) -> Callable[[Handler], Handler]:
    def register(function: Handler) -> Handler:
        HANDLERS[kind] = function
        return function

    return register


def apply(duel: Duel, link: ChainLink) -> None:
    """Carry out a resolving Chain Link's actions in order."""
    context = Context(duel, link)
    if link.card_activation and link.card.card.property == "equip":
        _equip(context)
    if link.card_activation and not link.effect.actions and link.card.card.property in ("field", "continuous"):
        # A Field or Continuous Spell that does nothing on resolution: its text now applies.
        field = link.card.card.property == "field"
        rules = ("Field Spell Cards",) if field else ("Spell Cards",)
        terms = ("field-spell",) if field else ("continuous-spell",)
        duel.emit("spell_stays_active", rules=rules, terms=terms, summary=True, card=link.card.name,
                  player=link.controller, kind="field" if field else "continuous")
    happened = True
    for action in link.effect.actions:
        if action.do in STATIC:
            continue
        if action.if_previous and not happened:
            continue
        happened = HANDLERS[action.do](context, action)
        if duel.finished:
            return


def _equip(context: Context) -> None:
    """An Equip Spell becomes equipped to its target; without it, it goes to the Graveyard after the Chain.

    An Equip Spell that left the field before resolving equips nothing ("Equip Spell Cards").
    """
    if context.link.card.zone not in zones.FIELD_ZONES:
        context.duel.emit("card_left_field", rules=("Equip Spell Cards",), terms=("equip-spell",),
                          card=context.link.card.name)
        return
    monster = context.target()
    if monster is not None:
        context.link.card.equipped_to = monster.oid
        atk, def_ = stats.atk_def(context.duel, monster)
        context.duel.emit("equipped", rules=("Equip Spell Cards",), terms=("equip-spell",),
                          card=context.link.card.name, monster=monster.name, atk=atk, def_=def_)


@handles("destroy")
def _destroy(context: Context, action: fx.Destroy) -> bool:
    done = False
    for item in context.group(action.what):
        card = _card_of(item)
        if card is not None and card.zone in zones.FIELD_ZONES:
            if card.zone == "monster":  # last-known information for a later "its ATK" ("Destruction")
                context.last_known_atk[card.oid] = stats.atk(context.duel, card)
            zones.destroy(context.duel, card, "effect", rules=("Destruction",))
            done = True
    return done


def _card_of(item: Any) -> Card | None:
    if isinstance(item, ChainLink):
        return item.card
    if isinstance(item, Summon | Attack):
        return item.card if isinstance(item, Summon) else item.attacker
    return item


@handles("banish")
def _banish(context: Context, action: fx.Banish) -> bool:
    cards = [c for c in map(_card_of, context.group(action.what)) if c is not None]
    for card in cards:
        zones.move(context.duel, card, "banished", reason="effect", rules=("Banishing",))
    return bool(cards)


@handles("return_to_hand")
def _return_to_hand(context: Context, action: fx.ReturnToHand) -> bool:
    cards = [c for c in map(_card_of, context.group(action.what)) if c is not None and c.zone in zones.FIELD_ZONES]
    for card in cards:
        zones.move(context.duel, card, "hand", reason="effect", rules=("Targeting",))
    return bool(cards)


@handles("place_on_top_of_deck")
def _to_deck(context: Context, action: fx.PlaceOnTopOfDeck) -> bool:
    cards = [c for c in map(_card_of, context.group(action.what)) if c is not None]
    for card in cards:
        zones.move(context.duel, card, "deck", reason="effect", rules=("Deck",))
    return bool(cards)


@handles("draw")
def _draw(context: Context, action: fx.Draw) -> bool:
    duelist = context.duel.duelist(context.controller)
    drawn = 0
    for _ in range(action.count):
        if not zones.draw(context.duel, duelist, rules=("Drawing Cards",)):
            break
        drawn += 1
    return drawn == action.count


@handles("special_summon")
def _special_summon(context: Context, action: fx.SpecialSummonTarget) -> bool:
    card = context.target()
    if card is None:
        return False
    position = context.link.details.position if context.link.details else "attack"
    return summon.special(context.duel, card, context.controller, "defense" if position != "attack" else "attack",
                          source=context.link.card.name)


@handles("fusion_summon")
def _fusion_summon(context: Context, action: fx.FusionSummon) -> bool:
    duel = context.duel
    found = fusion.plan(duel, context.link)
    if found is None:
        duel.emit("fusion_failed", rules=("Fusion Summon",), terms=("fusion-summon",), card=context.link.card.name)
        return False
    for material in found.materials:
        zones.move(duel, material, "graveyard", reason="fusion_material", rules=("Fusion Summon",))
    duel.emit("fusion_materials", rules=("Fusion Summon",), terms=("fusion-material", "fusion-summon"),
              monster=found.monster.name, materials=Listing(m.name for m in found.materials))
    position = context.link.details.position if context.link.details else "attack"
    return summon.special(duel, found.monster, context.controller, "defense" if position != "attack" else "attack",
                          source=context.link.card.name, method="fusion")


@handles("take_control")
def _take_control(context: Context, action: fx.TakeControl) -> bool:
    duel, card = context.duel, context.target()
    if card is None or card.controller == context.controller:
        return False
    if zones.free_zones(duel, context.controller, "monster") < 1:
        duel.emit("control_no_zone", rules=("Monster Zones",), terms=("main-monster-zone",), card=card.name)
        return False
    if card.original_controller is None:
        card.original_controller = card.controller
    card.controller = context.controller
    duel.emit("control_taken", rules=("Control",), terms=("control", "end-phase"), summary=True, card=card.name,
              player=context.controller, owner=card.original_controller)
    return True


@handles("flip_face_up")
def _flip_face_up(context: Context, action: fx.ChangeToFaceUp) -> bool:
    cards = [c for c in context.group(action.what) if isinstance(c, Card) and c.face_down]
    for card in cards:
        card.face_down = False
        duel = context.duel
        duel.emit("flipped_face_up", rules=("Battle Position",), terms=("face-down", "flip-effect"),
                  card=card.name, controller=card.controller)
        flip.flipped(duel, card)
    return bool(cards)


@handles("inflict_damage")
def _inflict_damage(context: Context, action: fx.InflictDamage) -> bool:
    duel = context.duel
    if action.amount == "target_atk":
        amount = _target_atk(context)
        if amount is None:
            return False
    else:
        amount = action.amount
    opponent = duel.opponent(context.controller).name
    players = {"opponent": [opponent], "controller": [context.controller],
               "both": [context.controller, opponent]}[action.to]
    for player in players:  # both at once: the Duel is checked after the whole effect
        life_points.damage(duel, player, amount, "effect", context.link.card.card.name,
                           rules=("Life Points", "Effect Damage"))
    return amount > 0


def _target_atk(context: Context) -> int | None:
    """The target's ATK: on the field now, or as it last was there if this effect destroyed it."""
    if not context.link.targets:
        return None
    chosen = context.link.targets[0]
    if chosen.oid in context.last_known_atk:
        atk = context.last_known_atk[chosen.oid]
        context.duel.emit("last_known_atk", rules=("Destruction", "Effect Damage"), terms=("atk", "destroy"),
                          card=chosen.name, atk=atk)
        return atk
    card = context.duel.find(chosen)
    if card is None or card.zone != "monster":
        return None
    return stats.atk(context.duel, card)


@handles("gain_stats")
def _gain_stats(context: Context, action: fx.GainStats) -> bool:
    """The target gains ATK/DEF until the end of this turn (kept on the card, gone when it leaves the field)."""
    card = context.target()
    if card is None or card.zone != "monster" or card.face_down:
        return False
    card.boosts.append((context.link.card.card.name, action.atk, action.def_))
    atk, def_ = stats.atk_def(context.duel, card)
    # A monster's ATK/DEF change is a "Monster Cards" matter: the target was chosen on activation.
    context.duel.emit("stats_gained", rules=("Monster Cards",), terms=("atk", "def"), card=card.name,
                      source=context.link.card.name, atk=atk, def_=def_)
    return True


@handles("negate_attack")
def _negate_attack(context: Context, action: fx.NegateAttack) -> bool:
    duel, attack = context.duel, context.duel.attack
    if context.link.targets and context.target() is None:
        return False
    if attack is None or attack.negated or attack.attacker.zone != "monster":
        return False
    attack.negated = True
    duel.emit("attack_negated", rules=("Negating Attacks",), terms=("negate", "attack"), summary=True,
              card=context.link.card.name, attacker=attack.attacker.name)
    return True


@handles("end_battle_phase")
def _end_battle_phase(context: Context, action: fx.EndBattlePhase) -> bool:
    duel = context.duel
    if duel.phase != "battle":
        return False
    duel.battle_phase_ended = True
    duel.emit("battle_phase_ended", rules=("Battle Phase",), terms=("battle-phase",), card=context.link.card.name)
    return True


@handles("negate")
def _negate(context: Context, action: fx.Negate) -> bool:
    duel, answered = context.duel, context.link.responds_to
    if isinstance(answered, ChainLink):
        answered.negated = True
        duel.emit("activation_negated", rules=("Negation",), terms=("negate", "chain-link"), summary=True,
                  card=context.link.card.name, negated=answered.card.name, link=answered.number)
        return True
    if isinstance(answered, Summon):
        answered.negated = True
        duel.emit("summon_negated", rules=("Negation", "Summon Negation"), terms=("negate", "special-summon"),
                  summary=True, card=context.link.card.name, monster=answered.card.name)
        return True
    return False


@handles("normal_summon_now")
def _normal_summon_now(context: Context, action: fx.NormalSummonNow) -> bool:
    details = context.link.details
    if details is None or details.card is None:
        context.duel.emit("no_summon_chosen", rules=("Normal Summon",), terms=("normal-summon",),
                          card=context.link.card.name, player=context.controller)
        return False
    return summon.perform_extra(context.duel, details, context.controller, context.link.card.card.name)
