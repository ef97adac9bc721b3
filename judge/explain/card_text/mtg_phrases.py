"""Noun phrases of Magic card text: what an object reference or a filter names, in a grammatical form.

`Refs` turns the references of an effect (`target`, `self`, `controller`, `{each: filter}` ...,
see judge/cards/mtg_effects.py) into phrases: the first mention of a target is "target
creature", later ones "that creature", a second target of the same type "another target
land". Forms: "subject", "object", "dative" (see the catalog).
"""

from __future__ import annotations

from typing import Any

from judge.cards import mtg_effects as fx
from judge.cards.mtg_model import MtgCard, TriggerCondition
from judge.explain.card_text.words import Post, Slots, join, phrase, template, text
from judge.explain.messages import MESSAGES
from judge.explain.values import keyword_noun
from judge.explain.values import subtype_name as subtype
from judge.explain.vocabulary import vocabulary

TYPE_NOUNS = {"Creature": "creature", "Land": "land", "Artifact": "artifact", "Enchantment": "enchantment",
              "Planeswalker": "planeswalker", "Instant": "spell", "Sorcery": "spell"}
LAND_TYPES = {"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Cave"}
PLAYER_EVENTS = {"gains_life", "beginning_of_upkeep", "beginning_of_end_step", "beginning_of_combat", "cast_spell"}


def card_type(name: str, lang: str) -> str:
    return vocabulary(f"type:{name}", lang, fallback=name)


def color(name: str, lang: str) -> str:
    return vocabulary(f"color:{name}", lang, fallback=name)


def a_type(name: str, lang: str) -> str:
    key = f"card:a_type:{name}"
    return template(key, lang) if key in MESSAGES else name


def noun_for(flt: fx.ObjectFilter, default: str = "permanent") -> str:
    """The noun a filter is about: its one card type, a type its subtypes imply, or `default`."""
    if flt.spell:
        return "spell"
    if len(flt.types) == 1:
        return TYPE_NOUNS.get(flt.types[0], default)
    if flt.types:
        return default
    if flt.subtypes:
        if all(s in LAND_TYPES for s in flt.subtypes):
            return "land"
        return {"Aura": "enchantment", "Equipment": "artifact"}.get(flt.subtypes[0], "creature")
    return default


def slots(flt: fx.ObjectFilter | None, lang: str, noun: str, family: str = "") -> Slots:
    """The adjectives, subtypes and following words of a filter (the noun itself says its type)."""
    out = Slots()
    if flt is None:
        return out
    if flt.other and family != "another":
        out.adjectives.append(template("card:adj:other", lang))
    if flt.tapped is not None:
        out.adjectives.append(vocabulary("requirement:tapped" if flt.tapped else "requirement:untapped", lang))
    combat = ("attacking", "blocking") if flt.in_combat else [w for w in ("attacking", "blocking") if getattr(flt, w)]
    if combat:
        out.adjectives.append(tuple(vocabulary(f"requirement:{w}", lang) for w in combat))
    out.adjectives += [vocabulary("requirement:non_color", lang, color=color(c, lang)) for c in flt.not_colors]
    if flt.colors:
        out.adjectives.append(tuple(color(c, lang) for c in flt.colors))
    if flt.subtypes:
        out.subtypes = text("card:subtypes", lang, names=join([subtype(s, lang) for s in flt.subtypes], lang, "or"))
    if len(flt.types) > 1 or (flt.types and TYPE_NOUNS.get(flt.types[0]) != noun):
        out.posts.append(Post("card:post:is_types", {"types": join([a_type(t, lang) for t in flt.types], lang, "or")}))
    out.posts += [Post(f"card:post:not_type:{t}") for t in flt.not_types]
    if flt.not_subtypes:
        out.posts.append(Post("card:post:not_subtypes",
                              {"subtypes": join([subtype(s, lang) for s in flt.not_subtypes], lang, "or")}))
    out.posts += [Post(f"card:post:supertype:{t}") for t in flt.supertypes]
    out.posts += [Post(f"card:post:not_supertype:{t}") for t in flt.not_supertypes]
    if flt.controller:
        out.posts.append(Post("card:post:you_control" if flt.controller == "you" else "card:post:opponent_controls"))
    if flt.attacked_this_turn:
        out.posts.append(Post("card:post:attacked_this_turn"))
    if flt.token is not None:
        out.posts.append(Post("card:post:token" if flt.token else "card:post:nontoken"))
    if flt.keyword:
        out.posts.append(Post("card:post:with_keyword", {"keyword": keyword_noun(flt.keyword, "mtg", lang)}))
    if flt.without_keyword:
        out.posts.append(Post("card:post:without_keyword", {"keyword": keyword_noun(flt.without_keyword, "mtg", lang)}))
    if flt.max_power is not None:
        out.posts.append(Post("card:post:max_power", {"power": flt.max_power}))
    return out


def np(family: str, noun: str, form: str, lang: str, flt: fx.ObjectFilter | None = None,
       first: list[Post] | None = None) -> str:
    """A noun phrase of a family (target, that, a, another, each, plural, this, enchanted ...)."""
    key = f"card:np:{family}:{noun}:{form}"
    if key not in MESSAGES:
        key = f"card:np:{family}:permanent:{form}"
    filled = slots(flt, lang, noun, family)
    filled.posts[:0] = first or []
    return phrase(key, lang, filled)


def self_noun(card: MtgCard) -> str:
    """'this spell' for an instant or sorcery, else its most telling permanent type."""
    if {"Instant", "Sorcery"} & set(card.types):
        return "spell"
    for kind in ("Creature", "Planeswalker", "Land", "Artifact", "Enchantment"):
        if kind in card.types:
            return TYPE_NOUNS[kind]
    return "permanent"


def enchanted_noun(card: MtgCard) -> str:
    kind = card.enchant.type if card.enchant is not None else "creature"
    return kind if kind in ("creature", "land", "artifact", "enchantment", "planeswalker", "player") else "permanent"


def whose_graveyard(spec: fx.TargetSpec | None) -> str:
    """'you', 'opponent' or 'any': whose graveyard a card target is in (its filter's `controller`)."""
    return spec.filter.controller or "any" if spec is not None else "any"


def graveyard_card(spec: fx.TargetSpec, form: str, lang: str, whose_said: bool = False) -> str:
    """'target creature card from your graveyard': a card in a graveyard named by its one card type,
    then whose graveyard, unless the effect's own sentence says it (`whose_said`)."""
    flt = spec.filter
    typed = flt.types[0].lower() + "_card" if len(flt.types) == 1 else ""
    noun = typed if f"card:np:target:{typed}:{form}" in MESSAGES else "card_in_graveyard"
    rest = flt.model_copy(update={"controller": None, "types": [] if noun != "card_in_graveyard" else flt.types})
    first = [] if whose_said else [Post(f"card:post:from_graveyard:{whose_graveyard(spec)}")]
    return np("target", noun, form, lang, rest, first)


class Refs:
    """The object references of one spell, mode or ability in words, in `lang`."""

    def __init__(self, card: MtgCard, lang: str, targets: list[fx.TargetSpec],
                 trigger: TriggerCondition | None = None) -> None:
        self.card, self.lang, self.targets, self.trigger = card, lang, targets, trigger
        self.mentioned: set[int] = set()

    def graveyard_target(self, ref: Any, form: str) -> str:
        """A card target named for a sentence that says whose graveyard itself ("from your graveyard")."""
        spec = self.spec_of(ref)
        if spec is None or spec.type != "card_in_graveyard" or self.targets.index(spec) in self.mentioned:
            return self(ref, form)
        self.mentioned.add(self.targets.index(spec))
        return graveyard_card(spec, form, self.lang, whose_said=True)

    def spec_of(self, ref: Any) -> fx.TargetSpec | None:
        """The target requirement a reference such as `target2` names, if it names one."""
        if not isinstance(ref, str) or not ref.startswith("target"):
            return None
        index = int(ref.removeprefix("target") or 1) - 1
        return self.targets[index] if index < len(self.targets) else None

    @staticmethod
    def is_you(ref: Any) -> bool:
        return ref in ("controller", "you")

    def __call__(self, ref: Any, form: str) -> str:
        lang = self.lang
        if isinstance(ref, fx.Each):
            return np("each", noun_for(ref.each), form, lang, ref.each)
        if not isinstance(ref, str):
            return "?"
        if ref.startswith("target"):
            index = int(ref.removeprefix("target") or 1) - 1
            if index >= len(self.targets):
                return np("that", "any", form, lang)
            spec = self.targets[index]
            if index in self.mentioned:
                return np("that", spec.type, form, lang)
            again = any(self.targets[i].type == spec.type for i in self.mentioned)
            self.mentioned.add(index)
            if spec.type == "card_in_graveyard" and not again:
                return graveyard_card(spec, form, lang)
            return np("another_target" if again else "target", spec.type, form, lang, spec.filter)
        if ref == "self":
            return np("this", self_noun(self.card), form, lang)
        if self.is_you(ref):
            return np("you", "you", form, lang)
        if ref in ("each_opponent", "each_player"):
            return np("each", "opponent" if ref == "each_opponent" else "player", form, lang)
        if ref == "enchanted":
            return np("enchanted", enchanted_noun(self.card), form, lang)
        if ref == "equipped":
            return np("equipped", "creature", form, lang)
        if ref == "it":
            return self._it(form)
        return ref.replace("_", " ")

    def _it(self, form: str) -> str:
        """What a trigger's event is about: that player, this permanent, or that creature."""
        trigger = self.trigger
        if trigger is None:
            return np("that", "permanent", form, self.lang)
        if trigger.event in PLAYER_EVENTS or trigger.subject in ("you", "opponent", "each_player"):
            return np("that", "player", form, self.lang)
        if trigger.subject == "self":
            return np("this", self_noun(self.card), form, self.lang)
        if trigger.subject == "enchanted":
            return np("enchanted", enchanted_noun(self.card), form, self.lang)
        return np("that", noun_for(trigger.filter, "permanent"), form, self.lang)

    def source(self) -> str:
        """The card itself as the subject that deals damage ('this spell', 'this creature')."""
        return np("this", self_noun(self.card), "subject", self.lang)
