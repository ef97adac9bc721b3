"""One imported Yu-Gi-Oh! card (YGOPRODeck's fields) -> the library's card data and its effects' verdicts.

Normal Monsters are read fully (their text is flavor, not an effect). Effect text is read by
templates into judge/cards/yugioh_effects.py's structures where it has one of the common
wordings; anything else is recorded as not understood.
"""

from __future__ import annotations

import re
from typing import Any

from judge.cards.imported.mtg_compile import Compiled, NotACard, wording
from judge.cards.imported.templates import NoParse, Rules, number
from judge.cards.yugioh_model import YugiohCard

ATTRIBUTES = {"DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE"}
SPELL_PROPERTIES = {"Normal": "normal", "Quick-Play": "quick-play", "Continuous": "continuous", "Equip": "equip",
                    "Field": "field", "Ritual": "ritual", "Counter": "counter"}
MONSTER_KINDS = {"normal": "normal", "effect": "effect", "fusion": "fusion", "ritual": "ritual", "token": "token"}

EFFECT = Rules("yugioh_effect")
EFFECT.add("draw <n> cards | draw <n> card", lambda n: [{"do": "draw", "count": number(n)}])
EFFECT.add("destroy all monsters on the field", lambda: [{"do": "destroy", "what": "all_monsters"}])
EFFECT.add("destroy all monsters your opponent controls", lambda: [{"do": "destroy", "what": "opponent_monsters"}])
EFFECT.add("destroy all attack position monsters your opponent controls",
           lambda: [{"do": "destroy", "what": "opponent_attack_position_monsters"}])
EFFECT.add("inflict <n> damage to your opponent",
           lambda n: [{"do": "inflict_damage", "to": "opponent", "amount": number(n)}])
EFFECT.add("the equipped monster gains <n> atk | equipped monster gains <n> atk",
           lambda n: [{"do": "modify_stats", "atk": number(n), "what": "equipped"}])
EFFECT.add("the equipped monster loses <n> atk | equipped monster loses <n> atk",
           lambda n: [{"do": "modify_stats", "atk": -number(n), "what": "equipped"}])
EFFECT.add("the equipped monster gains <n> atk/def | equipped monster gains <n> atk/def",
           lambda n: [{"do": "modify_stats", "atk": number(n), "def": number(n), "what": "equipped"}])

TARGETED = Rules("yugioh_targeted")
TARGETED.add("target 1 monster on the field; destroy that target | target 1 monster on the field; destroy it",
             lambda: ({"what": "monster"}, [{"do": "destroy"}]))
TARGETED.add("target 1 spell/trap on the field; destroy that target | target 1 spell/trap on the field; destroy it",
             lambda: ({"what": "spell_trap"}, [{"do": "destroy"}]))
TARGETED.add("target 1 monster in either gy; special summon it | target 1 monster in either gy; special summon it "
             "to your field", lambda: ({"what": "monster_in_graveyard"}, [{"do": "special_summon"}]))
TARGETED.add("target 1 monster on the field; return that target to the hand | target 1 monster on the field; "
             "return it to the hand", lambda: ({"what": "monster"}, [{"do": "return_to_hand"}]))


def effect_of(text: str) -> dict[str, Any]:
    """One effect paragraph of a Spell or Trap's activation (or a Flip effect): its target and actions."""
    text = re.sub(r"\s+", " ", text.strip()).rstrip(".")
    flip = re.fullmatch(r"FLIP: (.+)", text)
    body = flip.group(1) if flip else text
    try:
        target, actions = TARGETED.parse(body)
        effect = {"kind": "flip" if flip else "activation", "target": target, "actions": actions}
    except NoParse:
        parts = [part.strip() for part in re.split(r"(?<=\.) ", body) if part.strip()]
        actions = [action for part in parts for action in EFFECT.parse(part.rstrip("."))]
        effect = {"kind": "flip" if flip else "activation", "actions": actions}
    return effect


def compile_card(fields: dict[str, Any], name_de: str | None = None) -> Compiled:
    """The library data of a card from YGOPRODeck's fields."""
    kind_text = str(fields.get("type") or "")
    frame = str(fields.get("frameType") or "").lower()
    data: dict[str, Any] = {"name": fields["name"][:100]}
    if name_de:
        data["names"] = {"de": name_de[:100]}
    desc = str(fields.get("desc") or "")
    abilities: list[dict[str, Any]] = []
    if "Monster" in kind_text:
        data.update(_monster(fields, frame, kind_text))
        # the text of a Normal Monster is flavor: nothing to model
        abilities = [] if data["monster_kind"] == "normal" else _effects(desc, data, monster=True)
    elif kind_text in ("Spell Card", "Trap Card"):
        data["kind"] = "spell" if kind_text == "Spell Card" else "trap"
        data["property"] = SPELL_PROPERTIES.get(str(fields.get("race")))
        if data["property"] is None:
            raise NotACard(f"{kind_text} {fields.get('race')}")
        abilities = _effects(desc, data, monster=False)
    else:
        raise NotACard(kind_text)
    data["unmodelled"] = [a["text"] for a in abilities if not a["understood"]]
    YugiohCard.model_validate(data)
    understood = [a["understood"] for a in abilities]
    status = "full" if all(understood) else "partial" if any(understood) else "none"
    return Compiled({k: v for k, v in data.items() if v not in ([], None, {})}, abilities, status)


def _monster(fields: dict[str, Any], frame: str, kind_text: str) -> dict[str, Any]:
    if frame not in MONSTER_KINDS or fields.get("level") is None:
        raise NotACard(kind_text)  # Synchro, Xyz, Link, Pendulum: not in the game model yet
    attribute = fields.get("attribute")
    return {"kind": "monster", "monster_kind": MONSTER_KINDS[frame], "level": int(fields["level"]),
            "attribute": attribute if attribute in ATTRIBUTES else None, "type": fields.get("race"),
            "atk": max(0, int(fields.get("atk") or 0)), "def": max(0, int(fields.get("def") or 0)),
            "flip": "Flip" in kind_text}


def _effects(desc: str, data: dict[str, Any], monster: bool) -> list[dict[str, Any]]:
    """Each paragraph of the text one effect; understood ones go into `data['effects']`."""
    verdicts = []
    for paragraph in [p.strip() for p in desc.replace("\r", "").split("\n") if p.strip()]:
        understood = True
        try:
            effect = effect_of(paragraph)
            if monster and effect["kind"] != "flip":
                raise NoParse("a monster's effect other than FLIP")
            if effect["kind"] == "flip" and not data.get("flip"):
                raise NoParse("FLIP on a monster that isn't a Flip monster")
            YugiohCard.model_validate({**data, "effects": [*data.get("effects", []), effect]})
            data.setdefault("effects", []).append(effect)
        except (NoParse, ValueError, KeyError):
            understood = False
        verdicts.append({"text": paragraph, "understood": understood, "wording": wording(paragraph)})
    return verdicts
