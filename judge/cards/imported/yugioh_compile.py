"""One imported Yu-Gi-Oh! card (YGOPRODeck's fields) -> the library's card data and its effects' verdicts.

Normal Monsters are read fully (their text is flavor, not an effect). Effect text is read by
templates into judge/cards/yugioh_effects.py's structures where it has one of the common
wordings; anything else is recorded as not understood.
"""

from __future__ import annotations

import re
from typing import Any

from judge.cards.imported.mtg_compile import Compiled, NotACard, wording
from judge.cards.imported.templates import Choice, Function, NoParse, Rules, number
from judge.cards.yugioh_model import YugiohCard

ATTRIBUTES = {"DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE"}
SPELL_PROPERTIES = {"Normal": "normal", "Quick-Play": "quick-play", "Continuous": "continuous", "Equip": "equip",
                    "Field": "field", "Ritual": "ritual", "Counter": "counter"}
MONSTER_KINDS = {"normal": "normal", "effect": "effect", "fusion": "fusion", "ritual": "ritual", "token": "token"}

EFFECT = Rules("yugioh_effect")  # one sentence -> actions
EFFECT.add("draw <n> cards | draw <n> card", lambda n: [{"do": "draw", "count": number(n)}])
# YGOPRODeck's wordings, and the ones judge/explain/card_text/yugioh.py generates ("each")
EFFECT.add("destroy all monsters on the field | destroy each monster on the field",
           lambda: [{"do": "destroy", "what": "all_monsters"}])
EFFECT.add("destroy all monsters your opponent controls | destroy all your opponent's monsters "
           "| destroy each monster your opponent controls", lambda: [{"do": "destroy", "what": "opponent_monsters"}])
EFFECT.add("destroy all attack position monsters your opponent controls "
           "| destroy all your opponent's attack position monsters "
           "| destroy each attack position monster your opponent controls",
           lambda: [{"do": "destroy", "what": "opponent_attack_position_monsters"}])
EFFECT.add("inflict <n> damage to your opponent",
           lambda n: [{"do": "inflict_damage", "to": "opponent", "amount": number(n)}])

STATS = Rules("yugioh_stats")  # what a continuous effect does to ATK/DEF
_CHANGE = {"gains": 1, "gain": 1, "loses": -1, "lose": -1}
for _verb, _sign in _CHANGE.items():
    STATS.add(f"the equipped monster {_verb} <n> atk | equipped monster {_verb} <n> atk",
              lambda n, _sign=_sign: [{"do": "modify_stats", "atk": _sign * number(n), "what": "equipped"}])
    STATS.add(f"the equipped monster {_verb} <n> atk/def | equipped monster {_verb} <n> atk/def",
              lambda n, _sign=_sign: [{"do": "modify_stats", "atk": _sign * number(n), "def": _sign * number(n),
                                       "what": "equipped"}])
    STATS.add(f"the equipped monster {_verb} <n> atk | equipped monster {_verb} <n> atk",
              lambda n, _sign=_sign: [{"do": "modify_stats", "atk": _sign * number(n), "what": "equipped"}])
    STATS.add(f"all <monster_types> monsters on the field {_verb} <n> atk/def",
              lambda monster_types, n, _sign=_sign: [{"do": "modify_stats", "atk": _sign * number(n),
                                                      "def": _sign * number(n), "what": "monsters_of_type",
                                                      "types": monster_types}])
STATS.add("the equipped monster gets <signed> atk", lambda signed: [
    {"do": "modify_stats", "atk": int(signed), "what": "equipped"}])
STATS.add("each <monster_types> monster gets <signed1> atk and <signed2> def",
          lambda monster_types, signed1, signed2: [{"do": "modify_stats", "atk": int(signed1), "def": int(signed2),
                                                    "what": "monsters_of_type", "types": monster_types}])
STATS.add("<yugioh_stats1>, also <yugioh_stats2> | <yugioh_stats1>. <yugioh_stats2>",
          lambda yugioh_stats1, yugioh_stats2: yugioh_stats1 + yugioh_stats2)


def _monster_types(text: str) -> list[str]:
    """'Fiend and Spellcaster', 'Warrior and Beast-Warrior' -> Types (capitalized words)."""
    types = [part.strip() for part in re.split(r",| and | or ", text) if part.strip()]
    if not types or not all(re.fullmatch(r"[A-Z][A-Za-z-]+", t) for t in types):
        raise NoParse(text)
    return types


Function("monster_types", _monster_types)

TARGETED = Rules("yugioh_targeted")  # "Target ...; <action> it": (target, actions)
TARGETED.add("target 1 monster on the field; destroy that target | target 1 monster on the field; destroy it "
             "| target 1 monster on the field. destroy that target", lambda: ({"what": "monster"}, [{"do": "destroy"}]))
TARGETED.add("target 1 spell/trap on the field; destroy that target | target 1 spell/trap on the field; destroy it "
             "| target 1 spell or trap card on the field. destroy that target",
             lambda: ({"what": "spell_trap"}, [{"do": "destroy"}]))
TARGETED.add("target 1 monster in either gy; special summon it | target 1 monster in either gy; special summon it "
             "to your field | target 1 monster in a graveyard. special summon that target to your side of the field",
             lambda: ({"what": "monster_in_graveyard"}, [{"do": "special_summon"}]))
TARGETED.add("target 1 monster on the field; return that target to the hand | target 1 monster on the field; "
             "return it to the hand | target 1 monster on the field. return that target to its owner's hand",
             lambda: ({"what": "monster"}, [{"do": "return_to_hand"}]))
WHEN = Choice("yugioh_when", {"when an opponent's monster declares an attack": "opponent_attack_declared",
                              "when a spell/trap card is activated": "spell_trap_activated",
                              "when a trap card is activated": "trap_activated"})
# A monster's trigger effect: the event it responds to (judge/cards/yugioh_effects.py Event). "When" and "If"
# differ only in missing the timing, which the engine doesn't model apart: both are read alike.
MONSTER_TRIGGER = Choice("yugioh_trigger", {
    f"{word} this card is {event}": kind
    for word in ("when", "if")
    for event, kind in (("sent from the field to the gy", "sent_from_field_to_graveyard"),
                        ("sent from the field to the graveyard", "sent_from_field_to_graveyard"),
                        ("destroyed", "destroyed"), ("destroyed by battle or card effect", "destroyed"))})
LASTING = ("continuous", "field", "equip")  # properties whose text is a continuous effect
EQUIP_ACTIVATION = re.compile(r"Target 1 face-up monster on the field\. Equip this card to that target\.")


def effect_of(text: str, prop: str | None, flip: bool) -> dict[str, Any]:
    """One effect paragraph of a Spell, Trap or Flip monster: its kind, condition, target and actions."""
    text = re.sub(r"\s+", " ", text.strip()).rstrip(".")
    flipped = re.fullmatch(r"(?:FLIP|Flip Effect): (.+)", text)
    if flipped and not flip:
        raise NoParse("FLIP on a monster that isn't a Flip monster")
    body = flipped.group(1) if flipped else text
    if prop in LASTING and not flipped:
        return {"kind": "continuous", "actions": STATS.parse(re.sub(r"^Continuous Effect: ", "", body))}
    effect: dict[str, Any] = {"kind": "flip" if flipped else "activation"}
    condition = re.fullmatch(r"((?:When|If) [^:]+?)(?: \(optional\))?: (.+)", body)
    if condition and not flipped:
        try:
            effect["when"] = [WHEN.parse(condition.group(1))]
        except NoParse:
            effect |= {"kind": "trigger", "when": [MONSTER_TRIGGER.parse(condition.group(1))]}
        effect["optional"] = "(optional):" in body
        body = condition.group(2)
        you_can = re.fullmatch(r"You can (.+)", body)
        if effect["kind"] == "trigger" and you_can:  # "you can": an optional trigger effect
            effect["optional"], body = True, you_can.group(1)[:1].upper() + you_can.group(1)[1:]
        if not effect["optional"]:
            del effect["optional"]
    try:
        target, actions = TARGETED.parse(body)
        effect |= {"target": target, "actions": actions}
    except NoParse:
        parts = [part.strip() for part in re.split(r"(?<=\.) ", body) if part.strip()]
        effect["actions"] = [action for part in parts for action in EFFECT.parse(part.rstrip("."))]
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


def _materials(line: str) -> list[str]:
    """The named Fusion Materials of a first line like '"Dark Magician" + "Buster Blader"' (else none)."""
    names = [part.strip() for part in line.split(" + ")]
    if len(names) < 2 or not all(re.fullmatch(r'"[^"]+"', name) for name in names):
        return []
    return [name.strip('"') for name in names]


def _effects(desc: str, data: dict[str, Any], monster: bool) -> list[dict[str, Any]]:
    """Each paragraph of the text one effect; understood ones go into `data['effects']`. An Equip
    Spell's activation (target a face-up monster, equip this card to it) comes first."""
    verdicts = []
    paragraphs = [p.strip() for p in desc.replace("\r", "").split("\n") if p.strip()]
    if data.get("monster_kind") == "fusion" and paragraphs and _materials(paragraphs[0]):
        data["materials"] = _materials(paragraphs[0])  # "Dark Magician" + "Buster Blader"
        verdicts.append({"text": paragraphs.pop(0), "understood": True, "wording": "(Fusion Materials)"})
    if data.get("property") == "equip":
        data["effects"] = [{"kind": "activation", "target": {"what": "face_up_monster"}, "actions": []}]
        if paragraphs and EQUIP_ACTIVATION.fullmatch(paragraphs[0]):  # the generated text says it
            verdicts.append({"text": paragraphs.pop(0), "understood": True, "wording": "(equip activation)"})
    for paragraph in paragraphs:
        understood = True
        try:
            effect = effect_of(paragraph, data.get("property"), bool(data.get("flip")))
            if monster and effect["kind"] not in ("flip", "trigger"):
                raise NoParse("a monster's effect other than FLIP or a trigger effect")
            YugiohCard.model_validate({**data, "effects": [*data.get("effects", []), effect]})
            data.setdefault("effects", []).append(effect)
        except (NoParse, ValueError, KeyError):
            understood = False
        verdicts.append({"text": paragraph, "understood": understood, "wording": wording(paragraph)})
    return verdicts
