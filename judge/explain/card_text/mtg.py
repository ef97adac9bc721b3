"""Magic card text from the card data: the type line, characteristics, keywords and one line per
ability (a spell's effects, activated, triggered, static and mana abilities, modes).

Each effect kind of judge/cards/mtg_effects.py has a writer in `WRITERS` (the replacement and
prevention kinds in mtg_replacement.py); tests/test_card_text.py fails for a kind without one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from judge.cards import mtg_effects as fx
from judge.cards import mtg_subtypes as subtypes
from judge.cards.library import load_library
from judge.cards.mtg_model import ActivatedAbility, ManaAbility, MtgCard, StaticAbility, TriggeredAbility
from judge.explain.card_text import mtg_phrases as ph
from judge.explain.card_text.mtg_phrases import Refs, np
from judge.explain.card_text.words import join, keyword, keywords, pick, sentence, text
from judge.explain.messages import MESSAGES

Writer = Callable[[Any, Refs], str]
ONCE_EVENTS = {"enters_battlefield", "dies", "leaves_battlefield", "put_into_graveyard"}


def until(effect: Any, lang: str) -> str:
    duration = getattr(effect, "duration", "static")
    return text(f"card:until:{duration}", lang) if f"card:until:{duration}" in MESSAGES else ""


def _pt(power: int, toughness: int) -> str:
    return f"{power:+d}/{toughness:+d}"


def _count_key(base: str, count: Any) -> tuple[str, str]:
    return (f"{base}:one", base) if count == 1 else (base, base)


def _player_effect(kind: str, r: Refs, who: Any, number: Any = None, **params: Any) -> str:
    """'Draw a card.' for you, '{who} draws a card.' for anyone else; `number` picks ':one' or
    a named amount (':that_much')."""
    base = f"card:do:{kind}" + (":you" if r.is_you(who) else "")
    variant = f"{base}:{number}" if isinstance(number, str) else f"{base}:one" if number == 1 else base
    subject = "" if r.is_you(who) else r(who, "subject")
    return pick(r.lang, variant, base, who=subject, **params)


def _deal_damage(e: fx.DealDamage, r: Refs) -> str:
    return pick(r.lang, *_count_key("card:do:deal_damage", e.amount), source=r.source(),
                amount=e.amount, to=r(e.to, "dative"))


def _modify_pt(e: fx.ModifyPT, r: Refs) -> str:
    return text("card:do:modify_pt", r.lang, who=r(e.who, "subject"), pt=_pt(e.power, e.toughness),
                until=until(e, r.lang))


def _grant_keywords(e: fx.GrantKeywords, r: Refs) -> str:
    key = "card:do:grant_keywords:static" if e.duration in ("static", "permanent") else "card:do:grant_keywords"
    return text(key, r.lang, who=r(e.who, "subject"), keywords=keywords(e.keywords, "mtg", r.lang),
                until=until(e, r.lang))


def _pt_and_keywords(pt: fx.ModifyPT, kw: fx.GrantKeywords, r: Refs) -> str:
    key = "card:do:modify_pt+grant_keywords" + (":static" if pt.duration in ("static", "permanent") else "")
    return text(key, r.lang, who=r(pt.who, "subject"), pt=_pt(pt.power, pt.toughness),
                keywords=keywords(kw.keywords, "mtg", r.lang), until=until(pt, r.lang))


def _change_types(e: fx.ChangeTypes, r: Refs) -> str:
    """Up to three sentences: card types, subtypes, colors (a target named once, then 'that ...')."""
    lang, parts = r.lang, []
    if e.types:
        key = "card:do:change_types:types_add" if e.additional else "card:do:change_types:types_set"
        parts.append(text(key, lang, who=r(e.who, "subject"), until=until(e, lang),
                          types=join([ph.a_type(t, lang) for t in e.types], lang)))
    if e.subtypes:
        key = "card:do:change_types:subtypes_add" if e.additional else "card:do:change_types:subtypes_set"
        kinds = {subtypes.kind(s) for s in e.subtypes}  # 205.1a: setting replaces the same set only
        if not e.additional and len(kinds) == 1 and f"{key}:{next(iter(kinds))}" in MESSAGES:
            key = f"{key}:{next(iter(kinds))}"
        parts.append(text(key, lang, who=r(e.who, "subject"), until=until(e, lang),
                          subtypes=join([ph.subtype(s, lang) for s in e.subtypes], lang)))
    if e.colors is not None:
        colors = join([ph.color(c, lang) for c in e.colors], lang) or text("card:fact:colorless", lang)
        parts.append(text("card:do:change_types:colors", lang, who=r(e.who, "subject"), colors=colors,
                          until=until(e, lang)))
    return " ".join(sentence(p, lang) for p in parts)


def _search(e: fx.SearchLibrary, r: Refs) -> str:
    lang, flt = r.lang, e.filter
    kind = flt.types[0] if len(flt.types) == 1 else None
    if e.basic and kind == "Land":
        card = text("card:search_card:basic:Land", lang)
    elif kind is not None and f"card:search_card:{kind}" in MESSAGES:
        card = text(f"card:search_card:{kind}", lang)
    else:
        card = text("card:search_card:any", lang)
    details = [ph.color(c, lang) for c in flt.colors] + [ph.subtype(s, lang) for s in flt.subtypes]
    if details:
        card = text("card:search_card:details", lang, card=card, details=join(details, lang, "or"))
    where = "hand" if e.to == "hand" else "battlefield_tapped" if e.tapped else "battlefield"
    return text(f"card:do:search_library:{where}", lang, card=card)


def _create_token(e: fx.CreateToken, r: Refs) -> str:
    lang = r.lang
    token = load_library("mtg").get(e.token)
    name, details = e.token, []
    if token is not None:
        name = token.localized_name(lang)
        if lang != "en" and name == token.name and token.name in token.subtypes:
            name = ph.subtype(token.name, lang)
        details = [join([ph.card_type(t, lang) for t in token.types], lang)]
        if token.power is not None:
            details.append(f"{token.power}/{token.toughness}")
        details += [ph.color(c, lang) for c in token.color_identity()]
        details += [keyword(k, "mtg", lang) for k in token.keywords]
    return pick(lang, *_count_key("card:do:create_token", e.count), count=e.count, token=name,
                details=", ".join(details))


def _deal_damage_divided(e: fx.DealDamageDivided, r: Refs) -> str:
    """'... divided as you choose among one, two or three targets': the noun of the targets, and how many."""
    count = len(r.targets)
    noun = r.targets[0].type if r.targets and len({t.type for t in r.targets}) == 1 else ""
    variant = f"card:do:deal_damage_divided:{noun}:{count if count in (2, 3) else 'n'}"
    return pick(r.lang, variant, "card:do:deal_damage_divided", source=r.source(), amount=e.amount, count=count)


def _return_from_graveyard(e: fx.ReturnFromGraveyard, r: Refs) -> str:
    """Whose graveyard (the target's filter), where to, under whose control, tapped."""
    whose = ph.whose_graveyard(r.spec_of(e.what))
    key = f"card:do:return_from_graveyard:{e.to}:{whose}"
    if e.to == "battlefield":
        key += (":owner" if e.under == "owner" and whose != "you" else "") + (":tapped" if e.tapped else "")
    return text(key, r.lang, what=r.graveyard_target(e.what, "object"))


def _object(kind: str) -> Writer:
    return lambda e, r: text(f"card:do:{kind}", r.lang, what=r(e.what, "object"))


class _DelayedRefs(Refs):
    """The references inside a delayed triggered ability (603.7): its "it" is what it was created about."""

    def __init__(self, outer: Refs, about: str) -> None:
        super().__init__(outer.card, outer.lang, outer.targets, outer.trigger)
        self.about = about

    def _it(self, form: str) -> str:
        if self.about == "target":
            return np("that", self.targets[0].type if self.targets else "permanent", form, self.lang)
        if self.about == "created":
            return text(f"card:them:{form}", self.lang)
        if self.about == "self":
            return np("this", ph.self_noun(self.card), form, self.lang)
        return super()._it(form)


def _delayed_trigger(e: fx.DelayedTrigger, r: Refs) -> str:
    return text(f"card:do:delayed_trigger:{e.at}", r.lang,
                effects=effects_text(list(e.effects), _DelayedRefs(r, e.about)))


WRITERS: dict[str, Writer] = {
    "deal_damage": _deal_damage,
    "deal_damage_divided": _deal_damage_divided,
    "return_from_graveyard": _return_from_graveyard,
    "attach": lambda e, r: text("card:do:attach", r.lang, what=r(e.what, "object"), to=r(e.to, "object")),
    "modify_pt": _modify_pt,
    "set_base_pt": lambda e, r: text("card:do:set_base_pt" + (":mana_value" if e.power == "mana_value" else ""),
                                     r.lang, who=r(e.who, "subject"), power=e.power, toughness=e.toughness,
                                     until=until(e, r.lang)),
    "grant_keywords": _grant_keywords,
    "lose_abilities": lambda e, r: text("card:do:lose_abilities", r.lang, who=r(e.who, "subject"),
                                        until=until(e, r.lang)),
    "lose_keywords": lambda e, r: text("card:do:lose_keywords", r.lang, who=r(e.who, "subject"),
                                       keywords=keywords(e.keywords, "mtg", r.lang), until=until(e, r.lang)),
    "switch_pt": lambda e, r: text("card:do:switch_pt", r.lang, who=r(e.who, "subject"), until=until(e, r.lang)),
    "gain_control": lambda e, r: text("card:do:gain_control" + (":static" if e.duration == "static" else ""),
                                      r.lang, what=r(e.who, "object"), until=until(e, r.lang)),
    "change_types": _change_types,
    "destroy": lambda e, r: text("card:do:destroy" + (":no_regeneration" if e.no_regeneration else ""), r.lang,
                                 what=r(e.what, "object")),
    **{kind: _object(kind) for kind in ("exile", "return_to_hand", "counter", "tap", "untap", "tap_or_untap",
                                        "sacrifice", "regenerate")},
    "draw": lambda e, r: _player_effect("draw", r, e.who, e.count, count=e.count),
    "discard": lambda e, r: _player_effect("discard", r, e.who, e.count, count=e.count),
    "mill": lambda e, r: _player_effect("mill", r, e.who, e.count, count=e.count),
    "scry": lambda e, r: text("card:do:scry", r.lang, count=e.count),
    "gain_life": lambda e, r: _player_effect("gain_life", r, e.who, e.amount, amount=e.amount),
    "lose_life": lambda e, r: _player_effect("lose_life", r, e.who, e.amount, amount=e.amount),
    "player_rule": lambda e, r: _player_effect(f"player_rule:{e.rule}", r, e.who),
    "add_counters": lambda e, r: pick(r.lang, *_count_key("card:do:add_counters", e.count), count=e.count,
                                      counter=e.counter, what=r(e.what, "object")),
    "create_token": _create_token,
    "add_mana": lambda e, r: text("card:do:add_mana", r.lang, mana=e.mana),
    "additional_combat_phase": lambda e, r: text(
        "card:do:additional_combat_phase" + (":then_main" if e.then_main_phase else ""), r.lang),
    "combat_restriction": lambda e, r: text(f"card:do:combat_restriction:{e.restriction}", r.lang,
                                            who=r(e.who, "subject"), until=until(e, r.lang)),
    "search_library": _search,
    "delayed_trigger": _delayed_trigger,
    "return_from_exile": lambda e, r: text(f"card:do:return_from_exile:{e.under}", r.lang, what=r(e.what, "object")),
}


def _writers() -> dict[str, Writer]:
    # cycle, not yet broken: mtg_replacement builds on this module's Writer and phrases
    from judge.explain.card_text.mtg_replacement import WRITERS as REPLACEMENT

    return {**WRITERS, **REPLACEMENT}


def effects_text(effects: list[Any], refs: Refs) -> str:
    """A list of effects as sentences: +N/+N and keywords for the same objects together, a spell's
    own damage replacement (614.15) after the damage it changes."""
    ordered = sorted(effects, key=lambda e: e.do == "self_replace_damage")
    writers, out, index = _writers(), [], 0
    while index < len(ordered):
        effect = ordered[index]
        following = ordered[index + 1] if index + 1 < len(ordered) else None
        if (effect.do == "modify_pt" and following is not None and following.do == "grant_keywords"
                and following.who == effect.who and following.duration == effect.duration):
            out.append(_pt_and_keywords(effect, following, refs))
            index += 2
            continue
        writer = writers.get(effect.do)
        out.append(writer(effect, refs) if writer else effect.do.replace("_", " "))
        index += 1
    return " ".join(sentence(s, refs.lang) for s in out)


def mode_text(card: MtgCard, modal: Any, index: int, lang: str) -> str:
    """What one mode of a modal spell or ability does (700.2), as on the card's bullet."""
    mode = modal.modes[index]
    return effects_text(list(mode.effects), Refs(card, lang, list(mode.targets)))


def _modal(owner: Any, card: MtgCard, lang: str, head: str = "", trigger: Any = None) -> list[str]:
    """Lines of a spell or ability: its effects, or 'Choose one —' and a bullet per mode."""
    modes = getattr(owner, "modes", None)
    if not modes:
        body = effects_text(list(owner.effects), Refs(card, lang, list(owner.targets), trigger))
        return [f"{head}: {body}" if head else body] if body else []
    choose = text("card:choose:one", lang) if owner.choose == 1 else text("card:choose", lang, count=owner.choose)
    lines = [f"{head}: {choose}" if head else choose]
    lines += ["• " + effects_text(list(m.effects), Refs(card, lang, list(m.targets))) for m in modes]
    return lines


_COUNTERS = re.compile(r"remove (a|an|one|two|three|\d+) (\S+) counters? from (this|it|~)", re.IGNORECASE)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def cost_text(cost: str, card: MtgCard, lang: str) -> str:
    """An activation cost in `lang`: symbols and loyalty as printed, the words translated."""
    parts = []
    this = np("this", ph.self_noun(card), "object", lang)
    for part in (p.strip() for p in cost.split(",")):
        counters = _COUNTERS.fullmatch(part)
        life = re.fullmatch(r"pay (\d+) life", part, re.IGNORECASE)
        if counters:
            count = _NUMBERS.get(counters.group(1).lower()) or int(counters.group(1))
            key = "card:cost:remove_counter" if count == 1 else "card:cost:remove_counters"
            dative = np("this", ph.self_noun(card), "dative", lang)
            parts.append(text(key, lang, count=count, counter=counters.group(2), what=dative))
        elif re.fullmatch(r"sacrifice (this|it|~)", part, re.IGNORECASE):
            parts.append(text("card:cost:sacrifice", lang, what=this))
        elif life:
            parts.append(text("card:cost:pay_life", lang, amount=life.group(1)))
        else:
            parts.append(part)
    return ", ".join(parts)


def trigger_text(card: MtgCard, ability: TriggeredAbility, lang: str) -> str:
    when = ability.when
    if when.event in ph.PLAYER_EVENTS:
        subject = when.subject if when.subject in ("you", "opponent", "each_player") else "each_player"
        spell = np("a", ph.noun_for(when.filter, "spell"), "object", lang, when.filter)
        return text(f"card:when:{when.event}:{subject}", lang, spell=spell)
    noun = ph.noun_for(when.filter, "permanent")
    subject = {
        "self": lambda: np("this", ph.self_noun(card), "subject", lang),
        "another": lambda: np("another", noun, "subject", lang, when.filter),
        "enchanted": lambda: np("enchanted", ph.enchanted_noun(card), "subject", lang),
        "equipped": lambda: np("equipped", "creature", "subject", lang),
    }.get(when.subject, lambda: np("a", noun, "subject", lang, when.filter))()
    word = "when" if when.subject == "self" and when.event in ONCE_EVENTS else "whenever"
    return text(f"card:{word}:{when.event}", lang, subject=subject)


def ability_lines(card: MtgCard, ability: Any, lang: str) -> list[str]:
    if isinstance(ability, ManaAbility):
        add = sentence(text("card:do:add_mana", lang, mana=ability.produces), lang)
        return [f"{cost_text(ability.cost, card, lang)}: {add}"]
    if isinstance(ability, ActivatedAbility) and ability.equip:  # 702.6a: the keyword stands for the ability
        name = keyword("equip", "mtg", lang)
        return [f"{name[:1].upper()}{name[1:]} {cost_text(ability.cost, card, lang)}"]
    if isinstance(ability, ActivatedAbility):
        lines = _modal(ability, card, lang, head=cost_text(ability.cost, card, lang))
        loyalty = re.fullmatch(r"\s*[+\-−]?\d+\s*", ability.cost)
        if ability.sorcery_speed and not loyalty and lines:
            lines[-1] += " " + text("card:sorcery_speed", lang)
        return lines
    if isinstance(ability, TriggeredAbility):
        head = trigger_text(card, ability, lang)
        if ability.may_pay:
            head += " " + text("card:may_pay", lang, cost=ability.may_pay)
        elif ability.optional:
            head += " " + text("card:optional", lang)
        return _modal(ability, card, lang, head=sentence(head, lang), trigger=ability.when)
    if isinstance(ability, StaticAbility):
        body = effects_text(list(ability.effects), Refs(card, lang, []))
        if ability.condition:
            return [f"{text(f'card:during:{ability.condition}', lang)}: {body}"]
        return [body]
    return []


def rules_lines(card: MtgCard, lang: str) -> list[str]:
    """Every line of rules text (keywords apart): enchant, the spell, then each ability in order."""
    lines = []
    if card.enchant is not None:
        lines.append(text(f"card:enchant:{card.enchant.type}", lang))
    if card.enters_as_copy is not None:
        lines.append(text("card:enters_as_copy", lang))
    if card.spell is not None:
        lines += _modal(card.spell, card, lang)
    for ability in card.abilities:
        lines += ability_lines(card, ability, lang)
    return lines
