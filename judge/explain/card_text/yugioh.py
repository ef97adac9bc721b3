"""Yu-Gi-Oh! card text from the card data: the card's category, Level, Attribute, Type, ATK/DEF,
Fusion Materials, and one line per effect (when it is used, its cost, its target, what it does).

Every action kind of judge/cards/yugioh_effects.py has a writer in `ACTIONS`; tests fail for a
kind without one. Categories and effect labels are named as the glossary names them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.cards import yugioh_effects as yx
from judge.cards.library import load_library
from judge.cards.yugioh_model import YugiohCard
from judge.explain.card_text.words import capitalized, join, pick, sentence, template, text
from judge.explain.messages import MESSAGES
from judge.explain.values import quoted_name
from judge.glossary.terms import load_glossary

Action = Callable[[Any, str], str]


def glossary_name(term_id: str, lang: str, fallback: str) -> str:
    """A term's name in `lang` as the glossary has it (e.g. 'Normaler Zauber'), or the fallback."""

    term = load_glossary().get("yugioh", term_id)
    return term.names.get(lang) if term is not None else fallback


def _word(key: str, lang: str, fallback: str) -> str:
    return template(key, lang) if key in MESSAGES else fallback


def type_line(card: YugiohCard, lang: str) -> str:
    """'[Insect/Flip/Effect]' for a monster; the Spell or Trap category otherwise."""
    if card.kind == "monster":
        kinds = [_word(f"card:ygo:monster_type:{card.type}", lang, card.type or "?")]
        if card.flip:
            kinds.append(text("card:ygo:kind:flip", lang))
        kinds.append(text(f"card:ygo:kind:{card.monster_kind}", lang))
        return "[" + "/".join(kinds) + "]"
    fallback = text(f"card:ygo:{card.kind}", lang)
    return glossary_name(f"{card.property}-{card.kind}", lang, fallback)


def facts(card: YugiohCard, lang: str) -> list[str]:
    if card.kind != "monster":
        return []
    out = [text("card:ygo:fact:level", lang, level=card.level)]
    if card.attribute:
        out.append(text("card:ygo:fact:attribute", lang,
                        attribute=_word(f"card:ygo:attribute:{card.attribute}", lang, card.attribute)))
    out.append(text("card:ygo:fact:stats", lang, atk=card.atk, def_=card.def_))
    if card.materials:
        out.append(text("card:ygo:fact:materials", lang, materials=" + ".join(_name(m, lang) for m in card.materials)))
    return out


def _name(name: str, lang: str) -> str:
    card = load_library("yugioh").get(name)
    return card.localized_name(lang) if card is not None else name


def _group(what: str, lang: str, types: list[str] | None = None) -> str:
    if what == "monsters_of_type":
        names = join([_word(f"card:ygo:monster_type:{t}", lang, t) for t in types or []], lang, "or")
        return text("card:ygo:group:monsters_of_type", lang, types=names)
    return text(f"card:ygo:group:{what}", lang)


def _modify_stats(a: yx.ModifyStats | yx.GainStats, lang: str) -> str:
    """A continuous change (modify_stats) or one until the end of the turn (gain_stats).

    As the cards print it, a monster "gets 1000 ATK" or "loses 200 ATK" ("erhält", "verliert"),
    never "gets -200 ATK"; only a gain of one value with a loss of the other keeps its signs.
    """
    variant = ":atk" if not a.def_ else ":def" if not a.atk else ""
    lose = ":lose" if a.atk <= 0 and a.def_ <= 0 else ""
    mixed = a.atk * a.def_ < 0
    types = a.types if isinstance(a, yx.ModifyStats) else []
    return text(f"card:ygo:do:{a.do}{lose}{variant}", lang, what=_group(a.what, lang, types),
                atk=f"{a.atk:+d}" if mixed else abs(a.atk), def_=f"{a.def_:+d}" if mixed else abs(a.def_))


def _inflict(a: yx.InflictDamage, lang: str) -> str:
    key = f"card:ygo:do:inflict_damage:{a.to}" + (":target_atk" if a.amount == "target_atk" else "")
    return text(key, lang, amount=a.amount)


def _what(kind: str) -> Action:
    return lambda a, lang: text(f"card:ygo:do:{kind}", lang, what=_group(a.what, lang))


ACTIONS: dict[str, Action] = {
    **{kind: _what(kind) for kind in ("destroy", "banish", "return_to_hand", "place_on_top_of_deck",
                                      "special_summon", "take_control", "flip_face_up")},
    "draw": lambda a, lang: pick(lang, *(("card:ygo:do:draw:one",) if a.count == 1 else ()), "card:ygo:do:draw",
                                 count=a.count),
    "fusion_summon": lambda a, lang: text("card:ygo:do:fusion_summon", lang),
    "modify_stats": _modify_stats,
    "gain_stats": _modify_stats,
    "inflict_damage": _inflict,
    **{kind: (lambda a, lang: text(f"card:ygo:do:{a.do}", lang))
       for kind in ("negate_attack", "end_battle_phase", "cant_declare_attacks", "normal_summon_now")},
    # "Negate that Summon or activation"; `_negate` narrows it to what the effect answers
    "negate": lambda a, lang: text("card:ygo:do:negate", lang),
    "destroy_self_after_opponent_turns": lambda a, lang: text("card:ygo:do:destroy_self_after_opponent_turns", lang,
                                                              turns=a.turns),
    "win_with_pieces": lambda a, lang: text("card:ygo:do:win_with_pieces", lang,
                                            pieces=join([quoted_name(_name(p, lang), lang) for p in a.pieces], lang)),
}


def _negate(effect: yx.CardEffect, lang: str) -> str:
    """What a negation negates is what the card answers: a Trap Card's activation only (Seven
    Tools of the Bandit), a Spell or Trap activation, a Summon, or either (Solemn Judgment)."""
    answers = set(effect.when)
    if answers == {"trap_activated"}:
        return text("card:ygo:do:negate:trap", lang)
    if answers and answers <= {"spell_trap_activated", "trap_activated"}:
        return text("card:ygo:do:negate:activation", lang)
    if answers == {"summon_attempt"}:
        return text("card:ygo:do:negate:summon", lang)
    return text("card:ygo:do:negate", lang)


def _actions(effect: yx.CardEffect, lang: str) -> str:
    sentences: list[str] = []
    for action in effect.actions:
        writer = ACTIONS.get(action.do)
        if action.do == "negate":
            said = sentence(_negate(effect, lang), lang)
        else:
            said = sentence(writer(action, lang) if writer else action.do.replace("_", " "), lang)
        if action.if_previous and sentences:
            sentences[-1] = text("card:ygo:if_previous", lang, first=sentences[-1], second=said)
        else:
            sentences.append(said)
    return " ".join(sentences)


def _event(effect: yx.CardEffect, event: str, lang: str) -> str:
    if event != "opponent_summoned":
        return text(f"card:ygo:event:{event}", lang)
    names = {"normal": "normal-summon", "tribute": "tribute-summon", "flip": "flip-summon", "special": "special-summon"}
    summons = join([glossary_name(names[m], lang, m) for m in effect.summon_methods or ["normal"]], lang, "or")
    key = "card:ygo:event:opponent_summoned" + (":min_atk" if effect.min_atk else "")
    return text(key, lang, summons=summons, atk=effect.min_atk)


def _cost(cost: Any, lang: str) -> str:
    if isinstance(cost, yx.PayLifePoints):
        key = "card:ygo:cost:pay_lp:half" if cost.pay_lp == "half" else "card:ygo:cost:pay_lp"
        return text(key, lang, amount=cost.pay_lp)
    kind, count = ("tribute", cost.tribute) if isinstance(cost, yx.TributeCost) else ("discard", cost.discard)
    return pick(lang, *((f"card:ygo:cost:{kind}:one",) if count == 1 else ()), f"card:ygo:cost:{kind}", count=count)


LABELS = {"continuous": "continuous-effect", "flip": "flip-effect", "trigger": "trigger-effect",
          "quick": "quick-effect"}


def _head(effect: yx.CardEffect, lang: str) -> str:
    """'Flip Effect', 'Quick Effect — During your Main Phase', 'When ...' (and '(optional)')."""
    parts = []
    if effect.kind in LABELS and not effect.when:
        parts.append(glossary_name(LABELS[effect.kind], lang, effect.kind))
    elif effect.kind in ("lingering", "rule"):
        parts.append(text(f"card:ygo:label:{effect.kind}", lang))
    if effect.when:
        events = join([_event(effect, e, lang) for e in effect.when], lang, "or")
        parts.append(text("card:ygo:when", lang, events=events))
    if effect.timing:
        timings = join([text(f"card:ygo:timing:{t}", lang) for t in effect.timing], lang, "or")
        parts.append(text("card:ygo:during", lang, timings=timings))
    head = " — ".join(capitalized(p) for p in parts)
    if effect.optional:
        head += " " + text("card:optional", lang)
    return head


def effect_line(card: YugiohCard, effect: yx.CardEffect, lang: str) -> str | None:
    body = []
    if effect.cost:
        body.append(text("card:ygo:cost", lang, costs=join([_cost(c, lang) for c in effect.cost], lang)))
    if effect.target is not None:
        body.append(text(f"card:ygo:target:{effect.target.what}", lang))
    if effect.kind == "activation" and card.property == "equip" and not effect.actions:
        body.append(text("card:ygo:equip_to", lang))
    elif effect.kind == "activation" and not effect.actions and card.property == "continuous":
        body.append(text("card:ygo:stays_on_field", lang))
    actions = _actions(effect, lang)
    if actions:
        body.append(actions)
    if not body:
        return None
    head = _head(effect, lang)
    text_ = " ".join(body)
    return f"{head}: {text_}" if head else text_


def rules_lines(card: YugiohCard, lang: str) -> list[str]:
    return [line for effect in card.effects if (line := effect_line(card, effect, lang))]
