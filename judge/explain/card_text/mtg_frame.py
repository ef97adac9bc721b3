"""The frame of a Magic card in words: type line, mana cost and value, power/toughness, loyalty, keywords."""

from __future__ import annotations

from judge.cards.mtg_model import MtgCard
from judge.explain import values
from judge.explain.card_text.mtg_phrases import color, noun_for, np
from judge.explain.card_text.words import keyword, text, tidy


def type_line(card: MtgCard, lang: str) -> str:
    """'Legendary Creature — Dwarf Noble' ('Legendäre Kreatur — Zwerg, Adliger' in German)."""
    words = [*card.supertypes, *(["Token"] if card.token else []), *card.types]
    return values.type_line(words, list(card.subtypes), lang)


def facts(card: MtgCard, lang: str) -> list[str]:
    out = []
    if card.mana_cost is not None:
        out.append(text("card:fact:mana_cost", lang, cost=card.mana_cost or "{0}"))
        out.append(text("card:fact:mana_value", lang, value=card.mana_value()))
    elif not card.token and "Land" not in card.types:
        out.append(text("card:fact:no_mana_cost", lang))
    if card.colors is not None or (card.mana_cost is None and card.token):
        colors = [color(c, lang) for c in card.color_identity()]
        out.append(text("card:fact:colors", lang, colors=", ".join(colors)) if colors
                   else text("card:fact:colorless", lang))
    if card.power is not None:
        if card.power_toughness_count is not None:
            what = np("each", noun_for(card.power_toughness_count), "object", lang, card.power_toughness_count)
            out.append(text("card:fact:pt_count", lang, power=card.power, toughness=card.toughness, what=what))
        else:
            out.append(text("card:fact:pt", lang, power=card.power, toughness=card.toughness))
    if card.loyalty is not None:
        out.append(text("card:fact:loyalty", lang, loyalty=card.loyalty))
    return [tidy(fact) for fact in out]


def keyword_names(card: MtgCard, lang: str) -> list[str]:
    """The card's keywords as the glossary names them, the first capitalized as on a card."""
    names = [keyword(k, "mtg", lang) for k in card.keywords]
    return [names[0][:1].upper() + names[0][1:], *names[1:]] if names else []
