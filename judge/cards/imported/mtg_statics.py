"""Static abilities of permanents (604, 611.3): what a permanent's text says while it is on the
battlefield, read into continuous effects with `duration: static`, combat restrictions,
enter-the-battlefield replacements (614.1c-d), rule-changing effects (101.2) and the replacement
templates of judge/cards/imported/mtg_replacements.py."""

from __future__ import annotations

from typing import Any

from judge.cards.imported.mtg_abilities import effects_of, sentences
from judge.cards.imported.mtg_phrases import singular_subtype
from judge.cards.imported.mtg_replacements import REPLACEMENT
from judge.cards.imported.templates import Choice, Function, NoParse, Rules, number, signed

STATIC = Rules("static")
RESTRICTIONS = {"can't attack or block": "cant_attack_or_block", "can neither attack nor block": "cant_attack_or_block",
                "can't block": "cant_block", "can't attack": "cant_attack", "can't be blocked": "cant_be_blocked"}
PLAYER_RULES = {  # wording -> (rule, who it applies to)
    "you can't lose the game": ("cant_lose_the_game", "controller"),
    "your opponents can't win the game": ("opponents_cant_win", "each_opponent"),
    "each opponent can't win the game": ("opponents_cant_win", "each_opponent"),
    "you have no maximum hand size": ("no_maximum_hand_size", "controller"),
    "your opponents play with their hands revealed": ("play_with_hand_revealed", "each_opponent"),
    "each opponent plays with their hand revealed": ("play_with_hand_revealed", "each_opponent"),
}
CONTINUOUS = ("modify_pt", "grant_keywords", "set_base_pt")


@STATIC.add("<object> has <keywords> | <object> have <keywords>")
def _has(object: Any, keywords: list[str]) -> list[dict]:
    return [{"do": "grant_keywords", "keywords": keywords, "who": object, "duration": "static"}]


@STATIC.add("<object> gets <pt> and has <keywords> | <object> get <pt> and have <keywords>")
def _gets_and_has(object: Any, pt: str, keywords: list[str]) -> list[dict]:
    power, toughness = (signed(v) for v in pt.split("/"))
    return [{"do": "modify_pt", "power": power, "toughness": toughness, "who": object, "duration": "static"},
            *_has(object, keywords)]


for _words, _kind in RESTRICTIONS.items():
    STATIC.add(f"<object> {_words}", lambda object, _kind=_kind: [
        {"do": "combat_restriction", "restriction": _kind, "who": object, "duration": "static"}])


@STATIC.add("<group> enter tapped | <group> enter the battlefield tapped | <group> enters tapped "
            "| <group> enters the battlefield tapped")
def _they_enter_tapped(group: Any) -> list[dict]:
    if not isinstance(group, dict):
        raise NoParse("players don't enter")
    return [{"do": "enter_modified", "what": group["each"], "tapped": True}]


@STATIC.add("<self> enters tapped | <self> enters the battlefield tapped")
def _enters_tapped(self: str) -> list[dict]:
    return [{"do": "enter_modified", "what": "self", "tapped": True}]


@STATIC.add("<self> enters with <n> <counter> counters on it | <self> enters the battlefield with <n> <counter> "
            "counters on it | <self> enters with <n> <counter> counter on it")
def _enters_with(self: str, n: str, counter: str) -> list[dict]:
    return [{"do": "enter_modified", "what": "self", "counters": {counter: number(n)}}]


# --- type-changing effects (layer 4, 205.1, 305.7): Oracle wordings and the generated ones ------------
SUBTYPE_WORDS = Function("subtypes", lambda text: [singular_subtype(w) for w in _type_words(text)])
A_TYPE = Choice("a_type", {"a creature": ["Creature"], "an artifact": ["Artifact"], "a land": ["Land"],
                           "an enchantment": ["Enchantment"], "an artifact creature": ["Artifact", "Creature"]})


def _type_words(text: str) -> list[str]:
    """'Swamp', 'Mountains', 'Plains, Island and Forest': capitalized words only, else no parse."""
    words = [w for w in text.replace(",", " ").split() if w not in ("and", "or")]
    if not words or not all(w[:1].isupper() and w.replace("'", "").replace("-", "").isalpha() for w in words):
        raise NoParse(text)
    return words


@STATIC.add("<object> has the land type <subtypes> in place of its other land types | <group> are <subtypes>")
def _land_type_set(subtypes: list[str], object: Any = None, group: Any = None) -> list[dict]:
    """Blood Moon: 'Nonbasic lands are Mountains' sets the land type (205.1a, 305.7)."""
    return [{"do": "change_types", "subtypes": subtypes, "additional": False, "who": object or group,
             "duration": "static"}]


@STATIC.add("<object> also has the type <subtypes> | <object> is <a_type_word> in addition to its other land types "
            "| <group> are <subtypes> in addition to their other land types")
def _subtype_added(object: Any = None, group: Any = None, subtypes: list[str] | None = None,
                   a_type_word: list[str] | None = None) -> list[dict]:
    """Urborg: 'Each land is a Swamp in addition to its other land types' (205.1b)."""
    return [{"do": "change_types", "subtypes": subtypes or a_type_word, "additional": True, "who": object or group,
             "duration": "static"}]


A_SUBTYPE = Function("a_type_word", lambda text: [singular_subtype(w) for w in _type_words(
    text.split(" ", 1)[1] if text.lower().startswith(("a ", "an ")) else "-")])


@STATIC.add("<object> is also <a_type>")
def _type_added(object: Any, a_type: list[str]) -> list[dict]:
    return [{"do": "change_types", "types": a_type, "additional": True, "who": object, "duration": "static"}]


@STATIC.add("<object> has base power and base toughness each equal to its mana value")
def _mana_value_pt(object: Any) -> list[dict]:
    return [{"do": "set_base_pt", "power": "mana_value", "toughness": "mana_value", "who": object,
             "duration": "static"}]


for _words, (_rule, _who) in PLAYER_RULES.items():
    STATIC.add(_words, lambda _rule=_rule, _who=_who: [{"do": "player_rule", "rule": _rule, "who": _who}])
STATIC.add("players can't gain life | no player can gain life",
           lambda: [{"do": "cant_gain_life", "who": "all", "duration": "static"}])
STATIC.add("damage can't be prevented", lambda: [{"do": "damage_cant_be_prevented", "duration": "static"}])


def static_effects(text: str) -> list[dict]:
    """A static ability's sentences: the static templates, else effects that last while it's there."""
    effects: list[dict] = []
    for sentence in sentences(text):
        try:
            effects.extend(STATIC.parse(sentence))
        except NoParse:
            try:
                effects.extend(REPLACEMENT.parse(sentence))
            except NoParse:
                targets, more = effects_of(sentence, "static")
                if targets or any(e["do"] not in CONTINUOUS for e in more):
                    raise NoParse(sentence) from None
                effects.extend(more)
    return effects

