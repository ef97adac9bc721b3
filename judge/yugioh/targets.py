"""Targets: which cards an effect may target, the default choice, and whether a target is still there.

An effect that targets chooses its target on activation ("Targeting"); when it
resolves, a target that has left its place (or the field, or the Graveyard) is
gone and the effect does not apply to it.
"""

from __future__ import annotations

from judge.cards.yugioh_effects import TargetSpec
from judge.events import Decision
from judge.yugioh import stats
from judge.yugioh.state import Card, Duel, Target

FIELD = ("monster", "spell_trap", "field")


def is_legal(duel: Duel, spec: TargetSpec, card: Card, controller: str, source: Card) -> bool:
    """Whether `card` meets the target requirement of an effect of `source` controlled by `controller`."""
    what = spec.what
    if what == "monster":
        return card.zone == "monster"
    if what == "opponent_monster":
        return card.zone == "monster" and card.controller != controller
    if what == "face_up_monster":
        return card.zone == "monster" and not card.face_down
    if what == "spell_trap":
        return card.zone in ("spell_trap", "field") and card is not source
    if what == "monster_in_graveyard":
        return card.zone == "graveyard" and card.card.kind == "monster"
    if what == "attacking_monster":
        return duel.attack is not None and duel.attack.attacker is card and card.zone == "monster"
    if what == "summoned_monster":
        return duel.summon is not None and duel.summon.card is card and card.zone == "monster"
    return False


def candidates(duel: Duel, spec: TargetSpec, controller: str, source: Card) -> list[Card]:
    pool = [c for c in duel.all_cards() if c.zone in FIELD or c.zone == "graveyard"]
    return [c for c in pool if is_legal(duel, spec, c, controller, source)]


def default_choice(duel: Duel, spec: TargetSpec, controller: str, source: Card,
                   rules: tuple[str, ...]) -> Card | None:
    """The target the scenario chose (`choices.targets`, keyed by the card's name or id), else the
    default: the opponent's card with the highest ATK first.

    The choice and its alternatives are recorded as a decision of the effect's controller; a chosen
    card that is not a legal target is reported under `illegal` and the default is taken.
    """
    options = candidates(duel, spec, controller, source)
    if not options:
        return None
    options.sort(key=lambda c: (c.controller == controller, -_value(duel, c)))
    wanted = _wanted(duel, source)
    chosen = next((c for c in options if wanted is not None and wanted in (c.oid.lower(), c.card.name.lower())),
                  None)
    if wanted is not None and chosen is None:
        duel.reject(f"{controller} targets {wanted} with {source.card.name}", "target_choice_refused",
                    rules=rules, terms=("target",), card=source.name, target=wanted)
    if len(options) > 1 or chosen is not None:
        duel.decide(Decision(chooser=controller, kind="effect_target", options=[c.name for c in options],
                             taken=(chosen or options[0]).name, default=chosen is None, rules=rules,
                             subject=source.card.name))
    return chosen or options[0]


def _wanted(duel: Duel, source: Card) -> str | None:
    """The scenario's answer for this card's target, if any."""
    answers = duel.choices.targets if duel.choices is not None else {}
    for key, chosen in answers.items():
        if chosen and key.lower() in (source.oid, source.card.name.lower()):
            return chosen[0].lower()
    return None


def _value(duel: Duel, card: Card) -> int:
    return stats.atk(duel, card) if card.card.kind == "monster" else 0


def remember(card: Card) -> Target:
    return Target(card.oid, card.moves, card.name)


def still_there(duel: Duel, spec: TargetSpec | None, target: Target, controller: str,
                source: Card) -> Card | None:
    """The target at resolution, or None when it is gone or no longer fits the requirement."""
    card = duel.find(target)
    if card is None:
        return None
    if spec is not None and spec.what in ("attacking_monster", "summoned_monster"):
        return card if card.zone == "monster" else None
    if spec is not None and not is_legal(duel, spec, card, controller, source):
        return None
    return card
