"""Noun phrases of Oracle text: what a target, a group or a trigger's subject describes.

"target nonblack creature", "each creature you control", "other Goblins you control",
"an attacking creature with flying": adjectives, subtypes and a noun, then what follows the
noun. Read into the library's `ObjectFilter` and `TargetSpec` data (judge/cards/mtg_effects.py).
A word this doesn't know makes the phrase not understood (NoParse), never dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from judge.cards.imported.templates import NoParse, Rules, number
from judge.cards.mtg_model import is_known_keyword

COLORS = ("white", "blue", "black", "red", "green")
CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "battle")
# noun (singular and plural) -> TargetSpec type
NOUNS = {
    "creature": "creature", "player": "player", "opponent": "opponent", "permanent": "permanent",
    "spell": "spell", "artifact": "artifact", "enchantment": "enchantment", "land": "land",
    "planeswalker": "planeswalker", "artifact or enchantment": "artifact_or_enchantment",
    "artifact, creature, or land": "artifact_creature_or_land",
    "artifact, creature or land": "artifact_creature_or_land",
    "creature or player": "creature_or_player", "creature or planeswalker": "creature_or_planeswalker",
    "activated or triggered ability": "ability",
}
_PLURALS = {f"{noun}s": noun for noun in NOUNS if " " not in noun}
_PLURALS.update({"artifacts and/or enchantments": "artifact or enchantment"})
_NOT_A_SUBTYPE = {"Aura", "Equipment"}  # subtypes that are fine, but never a creature's
_POST = [
    (re.compile(r"(.*) you control$", re.I), {"controller": "you"}),
    # "you don't control": everything not yours is an opponent's (no teammates in the game model)
    (re.compile(r"(.*) (?:an opponent controls|your opponents control|you don't control)$", re.I),
     {"controller": "opponent"}),
    (re.compile(r"(.*) with power (\d+) or less$", re.I), "max_power"),
    (re.compile(r"(.*) (?:without|with no) ([a-z ]+)$", re.I), "without_keyword"),
    (re.compile(r"(.*) with ([a-z ]+)$", re.I), "keyword"),
    (re.compile(r"(.*) that attacked this turn$", re.I), {"attacked_this_turn": True}),
    (re.compile(r"(.*) that isn't an? (artifact|creature|enchantment|land)$", re.I), "not_type"),
    (re.compile(r"(.*) that isn't (basic|legendary|snow)$", re.I), "not_supertype"),
    (re.compile(r"(.*) that doesn't have the subtype ([A-Z][\w'-]*)$"), "not_subtype"),
]
SUPERTYPES = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow"}


@dataclass
class Description:
    """A parsed noun phrase: its noun (a TargetSpec type, '' for 'any'), filter and number."""

    noun: str
    filter: dict[str, Any] = field(default_factory=dict)
    plural: bool = False


def singular_subtype(word: str) -> str:
    """'Goblins' -> 'Goblin', 'Elves' -> 'Elf', 'Dwarves' -> 'Dwarf' (Oracle capitalizes subtypes)."""
    if word.endswith("ves"):
        return word[:-3] + "f"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _subtype_word(word: str) -> bool:
    """'Goblin', 'Elves': capitalized letters; never the placeholders CARDNAME and TRIGGERED."""
    return word.isalpha() and word[:1].isupper() and not word.isupper()


def describe(text: str) -> Description:
    """Adjectives, subtypes and noun, then what follows the noun ('you control', 'with flying')."""
    text = text.strip()
    conditions: dict[str, Any] = {}
    while True:
        for pattern, meaning in _POST:
            match = pattern.fullmatch(text)
            if match is None:
                continue
            text = match.group(1).strip()
            if meaning == "max_power":
                conditions["max_power"] = int(match.group(2))
            elif meaning == "not_type":
                conditions.setdefault("not_types", []).append(match.group(2).capitalize())
            elif meaning == "not_supertype":
                conditions.setdefault("not_supertypes", []).append(SUPERTYPES[match.group(2).lower()])
            elif meaning == "not_subtype":
                conditions.setdefault("not_subtypes", []).append(match.group(2))
            elif meaning in ("keyword", "without_keyword"):
                keyword = match.group(2).lower()
                if not is_known_keyword(keyword):
                    raise NoParse(keyword)
                conditions[meaning] = keyword
            else:
                conditions.update(meaning)
            break
        else:
            break
    words = text.split(" ")
    noun, plural = _noun(words)
    described = Description(noun, conditions, plural)
    _adjectives(words, described)
    return described


def _noun(words: list[str]) -> tuple[str, bool]:
    """Take the noun off the end of `words`: a longest match first ('artifact or enchantment')."""
    for size in (4, 3, 2, 1):
        if len(words) < size:
            continue
        tail = " ".join(words[-size:]).lower()
        if tail in NOUNS or tail in _PLURALS:
            del words[-size:]
            return (NOUNS[tail], False) if tail in NOUNS else (NOUNS[_PLURALS[tail]], True)
    if words and _subtype_word(words[-1]):  # "Goblins you control": a subtype stands for its objects
        words[-1] = singular_subtype(words[-1])
        return "", True
    raise NoParse(" ".join(words))


def _adjectives(words: list[str], described: Description) -> None:
    """Colors, card types, states and subtypes before the noun, each into the filter."""
    conditions = described.filter
    text = " ".join(words).lower()
    for phrase, meaning in (("attacking or blocking", {"in_combat": True}),
                            ("blocking or attacking", {"in_combat": True})):
        if phrase in text:
            conditions.update(meaning)
            words[:] = " ".join(words).lower().replace(phrase, "").split()
    index = 0
    while index < len(words):
        word = words[index].rstrip(",")
        lower = word.lower()
        if lower in ("", "or", "and") or (index == 0 and lower in ("a", "an")):
            pass
        elif lower in ("other", "another"):
            conditions["other"] = True
        elif lower in ("tapped", "untapped"):
            conditions["tapped"] = lower == "tapped"
        elif lower in ("attacking", "blocking"):
            conditions[lower] = True
        elif lower in ("token", "nontoken"):
            conditions["token"] = lower == "token"
        elif lower.rstrip(",") in COLORS:
            conditions.setdefault("colors", []).append(lower.rstrip(","))
        elif lower.startswith("non") and lower[3:].lstrip("-") in COLORS:
            conditions.setdefault("not_colors", []).append(lower[3:].lstrip("-"))
        elif lower in SUPERTYPES:  # "basic lands", "legendary creatures"
            conditions.setdefault("supertypes", []).append(SUPERTYPES[lower])
        elif lower.startswith("non") and lower[3:].lstrip("-") in SUPERTYPES:  # "nonbasic lands"
            conditions.setdefault("not_supertypes", []).append(SUPERTYPES[lower[3:].lstrip("-")])
        elif lower.startswith("non") and lower[3:].lstrip("-") in CARD_TYPES:
            conditions.setdefault("not_types", []).append(lower[3:].lstrip("-").capitalize())
        elif lower in CARD_TYPES and described.noun in ("spell", "permanent", "creature"):
            conditions.setdefault("types", []).append(lower.capitalize())
        elif _subtype_word(word) and lower not in CARD_TYPES and word not in _NOT_A_SUBTYPE:
            conditions.setdefault("subtypes", []).append(word)
        else:
            raise NoParse(word)
        index += 1


def as_filter(described: Description) -> dict[str, Any]:
    """The ObjectFilter of a group ('each creature you control'): the noun becomes a card type."""
    conditions = dict(described.filter)
    if described.noun in ("creature", "artifact", "enchantment", "land", "planeswalker"):
        conditions["types"] = sorted({*conditions.get("types", []), described.noun.capitalize()})
    elif described.noun == "spell":
        conditions["spell"] = True
    elif described.noun == "" and not conditions.get("subtypes"):
        raise NoParse("a group without a noun")
    elif described.noun not in ("", "permanent"):
        raise NoParse(described.noun)
    return conditions


# --- targets ----------------------------------------------------------------------------------------
TARGET = Rules("target")


@dataclass(frozen=True)
class Target:
    """A target an effect names; the ability numbers them (target, target2 ...) as it is assembled."""

    spec: tuple  # the TargetSpec as sorted items, hashable
    index: int | None = None  # 'that creature': the same target as an earlier one

    def as_spec(self) -> dict[str, Any]:
        return {key: value for key, value in self.spec}


def target(noun: str, conditions: dict[str, Any]) -> Target:
    spec: dict[str, Any] = {"type": noun}
    if conditions:
        spec["filter"] = conditions
    return Target(tuple(sorted(spec.items(), key=lambda item: item[0])))


@TARGET.add("any target | target creature or player | target player or planeswalker or creature")
def _any() -> Target:
    return target("any", {})


@TARGET.add("target <desc>")
def _target(desc: Description) -> Target:
    if desc.plural or not desc.noun:
        raise NoParse("plural target")
    conditions = dict(desc.filter)
    if desc.noun in ("player", "opponent") and conditions:
        raise NoParse("a player with conditions")
    return target(desc.noun, conditions)


@TARGET.add("up to one target <desc>")
def _optional_target(desc: Description) -> Target:
    """A target that may be left unchosen (115.1, 601.2c)."""
    chosen = _target(desc)
    return Target(tuple(sorted((*chosen.spec, ("optional", True)), key=lambda item: item[0])))


class _DescriptionRules(Rules):
    def parse(self, text: str) -> Description:
        return describe(text)


_DescriptionRules("desc")

# --- groups: "each creature", "creatures you control", "each opponent" --------------------------------
GROUP = Rules("group")
GROUP.add("each player | all players", lambda: "each_player")
GROUP.add("each opponent | all opponents | your opponents", lambda: "each_opponent")
GROUP.add("each <desc> | all <desc> | <desc>", lambda desc: _each(desc))


def _each(desc: Description) -> dict[str, Any]:
    if desc.noun in ("player", "opponent"):
        raise NoParse("players are not permanents")
    return {"each": as_filter(desc)}


SELF = Rules("self")
SELF.add("CARDNAME | this creature | this spell | this permanent | this artifact | this enchantment "
         "| this land | this Aura | this Equipment", lambda: "self")

# Who an effect is about: the card itself, what it is attached to, a target or a group.
OBJECT = Rules("object")
OBJECT.add("<self>", lambda self: self)
OBJECT.add("enchanted creature | the enchanted creature | enchanted permanent", lambda: "enchanted")
OBJECT.add("equipped creature | the equipped creature", lambda: "equipped")
OBJECT.add("<target>", lambda target: target)
OBJECT.add("that creature | that permanent | that target", lambda: Target((), index=0))
OBJECT.add("TRIGGERED", lambda: "it")  # the object the trigger event is about (mtg_triggers.pronouns)
OBJECT.add("<group>", lambda group: group)

PLAYER = Rules("player")
PLAYER.add("you", lambda: "controller")
PLAYER.add("each player", lambda: "each_player")
PLAYER.add("each opponent", lambda: "each_opponent")
PLAYER.add("target player", lambda: target("player", {}))
PLAYER.add("target opponent", lambda: target("opponent", {}))
PLAYER.add("TRIGGERED", lambda: "it")  # the player whose upkeep or end step it is

COUNT = Rules("count")
COUNT.add("<n>", lambda n: number(n))
