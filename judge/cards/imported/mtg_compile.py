"""One imported Magic card (Scryfall's fields) -> the library's card data and its abilities' verdicts.

Characteristics come over as they are; rules text is read paragraph by paragraph
(judge/cards/imported/mtg_abilities.py). Every paragraph is listed with `understood`; what isn't
understood is named in the card's `unmodelled` so a ruling can say it ignores it. A card is
`full` when every paragraph was understood, `partial` when some were, `none` otherwise.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import TypeAdapter, ValidationError

from judge.cards.imported.mtg_abilities import ABILITY, effects_of, keyword_line, modal
from judge.cards.imported.mtg_phrases import TARGET
from judge.cards.imported.mtg_statics import static_effects
from judge.cards.imported.mtg_tokens import token_card
from judge.cards.imported.templates import NoParse
from judge.cards.mtg_model import Ability, MtgCard, SpellAbility

CARD_TYPES = {"Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Battle",
              "Kindred"}
SUPERTYPES = {"Legendary", "Basic", "Snow", "World"}
COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_ABILITY = TypeAdapter(Ability)
_MANA_COST = re.compile(r"(\{([0-9]+|[WUBRGCXS]|[WUBRG2]/[WUBRGP])\})*")


class NotACard(ValueError):
    """A type line the game model has no place for (Conspiracy, Scheme, Plane ...)."""


@dataclass
class Compiled:
    data: dict[str, Any]
    abilities: list[dict[str, Any]]  # {"text", "understood", "wording"}
    status: str
    tokens: list[dict[str, Any]] = field(default_factory=list)  # token definitions its effects create


def wording(text: str) -> str:
    """The template of a paragraph for the coverage list: numbers and mana as N and {N}."""
    text = re.sub(r"\{[^}]+\}", "{N}", text)
    return re.sub(r"\b\d+\b", "N", text)


# Ability words (207.2c) have no rules meaning: "Landfall — Whenever ..." is read as "Whenever ...".
ABILITY_WORDS = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "council's dilemma", "coven", "delirium", "descend 4", "descend 8", "domain",
    "eerie", "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious", "flurry", "formidable",
    "grandeur", "hellbent", "heroic", "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant",
    "magecraft", "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally", "renew",
    "revolt", "secret council", "spell mastery", "strive", "survival", "sweep", "tempting offer", "threshold",
    "undergrowth", "valiant", "vivid", "void", "will of the council",
)
_ABILITY_WORD = re.compile(rf"^(?:{'|'.join(ABILITY_WORDS)}) — ", re.IGNORECASE)


def normalize(text: str, name: str) -> str:
    """Reminder text and ability words dropped; the card's own name (and a legend's short name) as CARDNAME."""
    # "(optional):" and "(you may pay {1}; if you do):" are the generated text's "you may" (judge/explain/card_text)
    text = re.sub(r"\s*\((?!optional\):|you may pay [^()]*; if you do\):)[^()]*\)", "", text)
    text = _ABILITY_WORD.sub("", text.replace("’", "'"))
    names = [name]
    if "," in name:
        names.append(name.split(",")[0])
    for each in sorted(names, key=len, reverse=True):
        text = text.replace(each, "CARDNAME")
    return text.replace("−", "-")


def paragraphs(text: str) -> list[str]:
    """One ability per line; a modal spell's bullets belong to its 'Choose ...' line."""
    out: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("•") and out:
            out[-1] += "\n" + line
        else:
            out.append(line)
    return out


def type_line(line: str) -> tuple[list[str], list[str], list[str]]:
    left, _, right = line.partition("—")
    words = [w for w in left.replace("Tribal", "Kindred").split() if w != "Token"]
    supertypes = [w for w in words if w in SUPERTYPES]
    types = [w for w in words if w in CARD_TYPES]
    if not types or len(supertypes) + len(types) != len(words):
        raise NotACard(line)
    return supertypes, types, right.split()


def _stat(value: Any) -> tuple[int | str | None, bool]:
    """A power or toughness: an int, or '*' (not modelled unless it's a plain number)."""
    if value is None:
        return None, True
    try:
        return int(str(value)), True
    except ValueError:
        return "*", False


def compile_card(fields: dict[str, Any], faces: list[dict[str, Any]] | None = None) -> Compiled:
    """The library data of a card from Scryfall's fields (the front face of a card with faces)."""
    name = fields["name"]
    face = {**fields, **faces[0]} if faces else fields
    supertypes, types, subtypes = type_line(face.get("type_line") or "")
    data: dict[str, Any] = {"name": name[:100], "supertypes": supertypes, "types": types, "subtypes": subtypes,
                            "token": (face.get("type_line") or "").startswith("Token ")}
    unmodelled: list[str] = []
    cost = face.get("mana_cost") or None
    if cost and _MANA_COST.fullmatch(cost):
        data["mana_cost"] = cost
    colors = face.get("colors") if face.get("colors") is not None else fields.get("colors")
    if isinstance(colors, list):
        data["colors"] = [COLORS[c] for c in colors if c in COLORS]
    for key in ("power", "toughness"):
        value, plain = _stat(face.get(key))
        if value is not None:
            data[key] = value
        if not plain:
            unmodelled.append(f"{key} {face.get(key)}")
    if face.get("loyalty") is not None:
        try:
            data["loyalty"] = int(face["loyalty"])
        except ValueError:
            unmodelled.append(f"loyalty {face['loyalty']}")
    if "Creature" in types:
        data.setdefault("power", "*")
        data.setdefault("toughness", "*")
    abilities = read_rules_text(face.get("oracle_text") or "", face.get("name") or name, types, data)
    for other in (faces or [])[1:]:
        text = other.get("oracle_text") or ""
        abilities.append({"text": f"{other.get('name')}: {text}".strip(), "understood": False,
                          "wording": "(another face of the card)"})
    abilities += [{"text": text, "understood": False, "wording": "(characteristic-defining ability)"}
                  for text in unmodelled]
    data["unmodelled"] = [a["text"] for a in abilities if not a["understood"]]
    MtgCard.model_validate(data)
    understood = [a["understood"] for a in abilities]
    status = "full" if all(understood) else "partial" if any(understood) else "none"
    tokens = [card for name in sorted(set(re.findall(r'"token": "([^"]+)"', json.dumps(data))))
              if (card := token_card(name)) is not None]
    return Compiled({k: v for k, v in data.items() if v not in ([], None)}, abilities, status, tokens)


def read_rules_text(text: str, name: str, types: list[str], data: dict[str, Any]) -> list[dict[str, Any]]:
    """Read each paragraph into `data` (keywords, enchant, spell, abilities); the verdicts in order."""
    verdicts = []
    spell_text: list[str] = []
    intrinsic = _intrinsic_mana(data)
    for paragraph in paragraphs(text):
        if paragraph.startswith("(") and paragraph.endswith(")"):  # reminder text alone on its line
            if intrinsic and INTRINSIC_REMINDER.fullmatch(paragraph):
                verdicts.append({"text": paragraph, "understood": True, "wording": "(basic land type mana)"})
                continue
            paragraph = paragraph[1:-1]  # read it like any text, never silently dropped
        normalized = normalize(paragraph, name)
        understood = True
        try:
            if "Instant" in types or "Sorcery" in types:
                _spell_paragraph(normalized, data, spell_text)
            else:
                _permanent_paragraph(normalized, data)
        except (NoParse, ValidationError, ValueError, KeyError, IndexError):
            understood = False
        verdicts.append({"text": paragraph, "understood": understood, "wording": wording(normalized)})
    if intrinsic:  # "{T}: Add {G}." printed on a Forest is its intrinsic ability, not a second one
        kept: list[dict[str, Any]] = []
        for ability in data["abilities"]:
            if ability["kind"] != "mana" or ability not in kept:
                kept.append(ability)
        data["abilities"] = kept
    return verdicts


BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
INTRINSIC_REMINDER = re.compile(r"\(\{T\}: Add (\{[WUBRG]\}(, )?)+( or \{[WUBRG]\})?\.\)")


def _intrinsic_mana(data: dict[str, Any]) -> bool:
    """A land with basic land types taps for their mana (305.6): one mana ability each."""
    produced = [BASIC_LAND_MANA[t] for t in data["subtypes"] if t in BASIC_LAND_MANA and "Land" in data["types"]]
    for mana in produced:
        data.setdefault("abilities", []).append({"kind": "mana", "cost": "{T}", "produces": mana})
    return bool(produced)


def _spell_paragraph(text: str, data: dict[str, Any], earlier: list[str]) -> None:
    """An instant's or sorcery's text: keywords, or what it does (all its sentences one spell ability)."""
    try:
        data.setdefault("keywords", []).extend(keyword_line(text))
        return
    except NoParse:
        pass
    if re.fullmatch(r"CARDNAME can't be countered\.?|This spell can't be countered\.?", text):
        data.setdefault("keywords", []).append("can't be countered")
        return
    spell = modal(text, "end_of_turn") if text.lower().startswith("choose ") else None
    if spell is None:
        combined = " ".join([*earlier, text])
        targets, effects = effects_of(combined, "end_of_turn")
        spell = {"targets": targets, "effects": effects}
    SpellAbility.model_validate(spell)
    earlier.append(text)
    data["spell"] = spell


def _permanent_paragraph(text: str, data: dict[str, Any]) -> None:
    """One ability of a permanent, into `data`; NoParse when it isn't understood."""
    read = _read_permanent_paragraph(text)
    if read is None:
        raise NoParse(text)
    slot, value = read[0], json.loads(read[1])
    if slot == "keywords":
        data.setdefault("keywords", []).extend(value["keywords"])
        data.setdefault("abilities", []).extend(value["abilities"])
    elif slot == "enchant":
        data["enchant"] = value
    else:
        data.setdefault("abilities", []).extend(value)


# Keywords that stand for a triggered ability the vocabulary writes out in full.
PROWESS = {"kind": "triggered",
           "when": {"event": "cast_spell", "subject": "you", "filter": {"not_types": ["Creature"]}},
           "effects": [{"do": "modify_pt", "power": 1, "toughness": 1, "who": "self", "duration": "end_of_turn"}]}


def _keywords_and_their_abilities(text: str) -> dict[str, list]:
    """A keyword line; 'prowess' is its triggered ability (702.108a). NoParse unless every part is read."""
    parts = [p.strip() for p in text.replace(";", ",").split(",")]
    abilities = [PROWESS for p in parts if p.lower() == "prowess"]
    rest = ", ".join(p for p in parts if p.lower() != "prowess")
    return {"keywords": keyword_line(rest) if rest else [], "abilities": abilities}


@functools.lru_cache(maxsize=8192)
def _read_permanent_paragraph(text: str) -> tuple[str, str] | None:
    """Keywords, Enchant, or triggered, activated, mana or static abilities, as (slot, JSON); None if not
    understood. Cached: the same wording recurs on thousands of cards ("Flying", "{T}: Add {G}.")."""
    try:
        return "keywords", json.dumps(_keywords_and_their_abilities(text))
    except NoParse:
        pass
    if re.fullmatch(r"(This spell|CARDNAME) can't be countered\.?", text):
        return "keywords", json.dumps({"keywords": ["can't be countered"], "abilities": []})
    try:
        enchant = re.fullmatch(r"Enchant (.+)", text)
        if enchant:
            return "enchant", json.dumps(TARGET.parse(f"target {enchant.group(1)}").as_spec())
        try:
            parsed = ABILITY.parse(text)
        except NoParse:
            parsed = {"kind": "static", "effects": static_effects(text)}
        abilities = parsed if isinstance(parsed, list) else [parsed]
        for ability in abilities:
            _ABILITY.validate_python(ability)
    except (NoParse, ValidationError, ValueError, KeyError, IndexError):
        return None
    return "abilities", json.dumps(abilities)
