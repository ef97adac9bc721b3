"""Tokens an imported card creates ("Create two 1/1 white Soldier creature tokens with flying."):
a token definition per kind, named so that its name says what it is and can be read back.

The effect names the token "Soldier (1/1 white)" or "Thopter (1/1 colorless artifact, flying)";
`token_card` turns that name into the token's card data, which the importer stores beside the
card (so a ruling's `create_token` finds it like a library token). The predefined tokens
(111.10) whose abilities the vocabulary has are defined here by their rule: Treasure, Food,
Gold, Clue; the others (Blood's discard cost, Powerstone's spending restriction, Roles ...)
stay not understood.
"""

from __future__ import annotations

import re
from typing import Any

from judge.cards.imported.mtg_phrases import COLORS
from judge.cards.imported.templates import Function, NoParse
from judge.cards.mtg_model import is_known_keyword

_DESCRIPTOR = re.compile(
    r"(?P<power>\d+)/(?P<toughness>\d+) (?P<colors>(?:white|blue|black|red|green|colorless)"
    r"(?:(?:,| and) (?:white|blue|black|red|green))*) (?P<subtypes>(?:[A-Z][a-z]+ )+)(?P<artifact>artifact )?"
    r"creature tokens?(?: with (?P<keywords>[a-z ,]+))?")
_NAME = re.compile(r"(?P<subtypes>[A-Z][a-z]+(?: [A-Z][a-z]+)*) \((?P<power>\d+)/(?P<toughness>\d+) "
                   r"(?P<colors>[a-z ]+?)(?P<artifact> artifact)?(?:, (?P<keywords>[a-z ,]+))?\)")


def _predefined(subtype: str, cost: str, **ability: Any) -> dict[str, Any]:
    """A colorless artifact token with one ability whose cost ends with sacrificing it (111.10)."""
    if ability.get("kind") == "mana":
        abilities = [{"kind": "mana", "cost": cost, "produces": mana} for mana in ("{W}", "{U}", "{B}", "{R}", "{G}")]
    else:
        abilities = [{"kind": "activated", "cost": cost, **ability}]
    return {"name": subtype, "token": True, "types": ["Artifact"], "subtypes": [subtype], "colors": [],
            "abilities": abilities}


PREDEFINED: dict[str, dict[str, Any]] = {
    "Treasure": _predefined("Treasure", "{T}, Sacrifice this", kind="mana"),  # 111.10a
    "Food": _predefined("Food", "{2}, {T}, Sacrifice this",  # 111.10b
                        effects=[{"do": "gain_life", "who": "controller", "amount": 3}]),
    "Gold": _predefined("Gold", "Sacrifice this", kind="mana"),  # 111.10c
    "Clue": _predefined("Clue", "{2}, Sacrifice this", effects=[{"do": "draw", "who": "controller", "count": 1}]),
}


def _keywords(text: str | None) -> list[str]:
    if not text:
        return []
    words = [w.strip() for w in re.split(r",|\band\b", text) if w.strip()]
    if not all(is_known_keyword(w) for w in words):
        raise NoParse(text)
    return words


def token_name(descriptor: str) -> str:
    """'1/1 white Soldier creature token with flying' -> 'Soldier (1/1 white, flying)'; 'Treasure token'
    -> 'Treasure' (a predefined token, 111.10); NoParse else."""
    predefined = re.fullmatch(r"(\w+) tokens?", descriptor.strip())
    if predefined and predefined.group(1) in PREDEFINED:
        return predefined.group(1)
    match = _DESCRIPTOR.fullmatch(descriptor.strip())
    if match is None:
        raise NoParse(descriptor)
    colors = [c for c in re.split(r",? and |, ", match["colors"]) if c in COLORS]
    keywords = _keywords(match["keywords"])
    described = " and ".join(colors) or "colorless"
    name = f"{match['subtypes'].strip()} ({match['power']}/{match['toughness']} {described}"
    name += " artifact" if match["artifact"] else ""
    return name + (", " + ", ".join(keywords) if keywords else "") + ")"


def token_card(name: str) -> dict[str, Any] | None:
    """The card data of a token named by `token_name`, or None for any other name."""
    if name in PREDEFINED:
        return PREDEFINED[name]
    match = _NAME.fullmatch(name)
    if match is None:
        return None
    colors = [c for c in match["colors"].split(" and ") if c in COLORS]
    data: dict[str, Any] = {
        "name": name, "token": True, "types": ["Artifact", "Creature"] if match["artifact"] else ["Creature"],
        "subtypes": match["subtypes"].split(), "power": int(match["power"]),
        "toughness": int(match["toughness"]), "colors": colors,
    }
    if match["keywords"]:
        data["keywords"] = _keywords(match["keywords"])
    return data


Function("token", token_name)
