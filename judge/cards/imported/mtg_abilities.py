"""Whole abilities of Oracle text: keyword lines, Enchant, triggered, activated, static, spell text.

Each paragraph of rules text is one ability. It is understood only when every sentence of it
reads by a template (judge/cards/imported/mtg_effects.py); otherwise the paragraph is recorded
as not understood and the card keeps only what was understood. The result is the curated
library's structures (judge/cards/mtg_model.py), validated like a library card.
"""

from __future__ import annotations

import re
from typing import Any

from judge.cards.imported.mtg_effects import EFFECT, UNSAID, keywords
from judge.cards.imported.mtg_phrases import Target
from judge.cards.imported.mtg_triggers import pronouns
from judge.cards.imported.templates import Function, NoParse, Rules

ABILITY = Rules("ability")
_SENTENCE_END = re.compile(r"(?<=[.!])\s+(?=[A-Z{])")
_MANA_COST = re.compile(r"(\{([0-9]+|[WUBRGCX]|[WUBRG]/[WUBRGP])\})+")


def sentences(text: str) -> list[str]:
    return [part.strip().rstrip(".").strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


def effects_of(text: str, duration: str) -> tuple[list[dict], list[dict]]:
    """The targets and effects of one or more sentences; NoParse when any sentence isn't read."""
    effects: list[dict] = []
    for sentence in sentences(text):
        if re.fullmatch(r"(it|they) can't be regenerated|regeneration can't prevent this", sentence, re.I):
            if not effects or effects[-1]["do"] != "destroy":
                raise NoParse(sentence)
            effects[-1]["no_regeneration"] = True
            continue
        effects.extend(EFFECT.parse(sentence))
    for effect in effects:
        if effect.get("duration") == UNSAID:
            effect["duration"] = duration
    return number_targets(effects)


def number_targets(effects: list[dict]) -> tuple[list[dict], list[dict]]:
    """Replace `Target` placeholders by target, target2 ... and collect their specs in order (115.1).

    One phrase is one target even when two effects use it ("Target creature gets +2/+0 and gains
    first strike"): the placeholder object is the same, so it gets the same name."""
    specs: list[dict] = []
    names = ("target", "target2", "target3")
    named: dict[int, str] = {}  # id of a placeholder of this ability -> its name

    def resolve(value: Any) -> Any:
        if not isinstance(value, Target):
            return value
        if value.index is not None:
            if not specs:
                raise NoParse("'that' without an earlier target")
            return names[value.index]
        if id(value) not in named:
            if len(specs) == len(names):
                raise NoParse("more than three targets")
            specs.append(value.as_spec())
            named[id(value)] = names[len(specs) - 1]
        return named[id(value)]

    resolved, divided = [], 0
    for effect in effects:
        for among in effect.pop("_among", []):  # divided damage: its targets are the ability's (601.2d)
            resolve(among)
            divided += 1
        resolved.append({key: resolve(value) for key, value in effect.items()})
    if divided and divided != len(specs):
        raise NoParse("divided damage among some of the targets only")  # the engine divides among all of them
    return specs, resolved


# --- costs of activated abilities: only the parts the engine pays (judge/mtg/costs.py) ---------------
_SELF = r"(?:CARDNAME|this (?:creature|artifact|enchantment|land|permanent|planeswalker|token))"


def _cost(text: str) -> str:
    """The parts of a cost the engine pays ({T}, mana, loyalty, removing counters, paying life,
    sacrificing the permanent itself: judge/mtg/costs.py); else NoParse."""
    if re.fullmatch(r"[+\-−]?\d+", text):
        return text.replace("−", "-")
    parts = []
    for part in [p.strip() for p in text.split(",")]:
        counter = re.fullmatch(rf"remove (a|an|one|two|three) ([+-]1/[+-]1) counters? from {_SELF}",
                               part, re.I)
        if _MANA_COST.fullmatch(part) or part == "{T}" or re.fullmatch(r"(\{[^}]+\})*\{T\}", part):
            parts.append(part)
        elif counter:
            parts.append(f"Remove {counter.group(1)} {counter.group(2)} counter from this")
        elif re.fullmatch(rf"sacrifice {_SELF}", part, re.I):
            parts.append("Sacrifice this")
        elif life := re.fullmatch(r"pay (\d+) life", part, re.I):
            parts.append(f"Pay {life.group(1)} life")
        else:
            raise NoParse(part)  # sacrificing another permanent, discarding ...: costs the engine doesn't pay
    return ", ".join(parts)


Function("cost", _cost)


def _optional(body: str) -> tuple[bool, str]:
    match = re.fullmatch(r"you may (.+)", body, re.I | re.S)
    if match is None:
        return False, body
    return True, match.group(1)[:1].upper() + match.group(1)[1:]


def _may_pay(body: str) -> tuple[str | None, str]:
    """"You may pay {1}. If you do, draw a card.": the mana paid as it resolves (118.12), and the rest."""
    match = re.fullmatch(r"you may pay ((?:\{[^}]+\})+)\. if you do, (.+)", body, re.I | re.S)
    if match is None:
        return None, body
    return match.group(1), match.group(2)[:1].upper() + match.group(2)[1:]


def modal(text: str, duration: str) -> dict[str, Any]:
    """'Choose one —' and its bullets (700.2)."""
    head, *bullets = text.split("\n")
    match = re.fullmatch(r"choose (one|two) —", head.strip(), re.I)
    if match is None or len(bullets) < 2:
        raise NoParse(head)
    modes = []
    for bullet in bullets:
        targets, effects = effects_of(bullet.lstrip("• ").strip(), duration)
        modes.append({"targets": targets, "effects": effects})
    return {"modes": modes, "choose": 1 if match.group(1).lower() == "one" else 2}


@ABILITY.add("when <trigger>, <body> | whenever <trigger>, <body> | at <beginning>, <body> "
             "| when <trigger>: <body> | whenever <trigger>: <body> | at <beginning>: <body>")
def _triggered(body: str, trigger: dict | None = None, beginning: dict | None = None,
               optional: bool = False) -> dict:
    when = trigger or beginning
    cost, body = _may_pay(body)
    may, body = _optional(body) if cost is None else (False, body)
    if cost is None and re.match(r"choose (one|two) —", body, re.I):  # modal: a mode chosen as it goes on the stack
        return {"kind": "triggered", "when": when, "optional": optional or may,
                **modal(pronouns(body, when), "end_of_turn")}
    targets, effects = effects_of(pronouns(body, when), "end_of_turn")
    found = {"kind": "triggered", "when": when, "optional": optional or may, "targets": targets, "effects": effects}
    return {**found, "may_pay": cost} if cost else found


@ABILITY.add("when <trigger> (optional): <body> | whenever <trigger> (optional): <body> "
             "| at <beginning> (optional): <body>")
def _optional_trigger(body: str, trigger: dict | None = None, beginning: dict | None = None) -> dict:
    """The generated card text's way of saying 'you may' (judge/explain/card_text)."""
    return _triggered(body, trigger, beginning, optional=True)


@ABILITY.add("when <trigger> (you may pay <mana>; if you do): <body> "
             "| whenever <trigger> (you may pay <mana>; if you do): <body> "
             "| at <beginning> (you may pay <mana>; if you do): <body>")
def _may_pay_trigger(body: str, mana: str, trigger: dict | None = None, beginning: dict | None = None) -> dict:
    """The generated card text's way of saying 'you may pay {1}. If you do,' (judge/explain/card_text)."""
    return {**_triggered(body, trigger, beginning), "may_pay": mana}


@ABILITY.add("<cost>: <body>")
def _activated(cost: str, body: str) -> dict | list[dict]:
    sorcery = bool(re.search(r"\s*Activate only as a sorcery\.?$", body, re.I))
    body = re.sub(r"\s*Activate only as a sorcery\.?$", "", body, flags=re.I)
    # a mana ability's cost is paid by judge/mtg/actions.py without the stack: {T}, life, sacrificing it
    paid_at_once = all(re.fullmatch(r"\{T\}|Sacrifice this|Pay \d+ life", p) for p in cost.split(", "))
    produced = mana_choices(body) if not sorcery else None
    if produced and not paid_at_once:
        raise NoParse(cost)  # a mana ability with a mana cost: the engine would put it on the stack
    if produced:  # "Add {R} or {G}": one mana ability per choice, the same mana either way (605.1a)
        return [{"kind": "mana", "cost": cost, "produces": mana} for mana in produced]
    targets, effects = effects_of(body, "end_of_turn")
    return {"kind": "activated", "cost": cost, "targets": targets, "effects": effects, "sorcery_speed": sorcery}


@ABILITY.add("equip <mana>")
def _equip(mana: str) -> dict:
    """'Equip {2}' (702.6a): the library's shorthand fills in attach to target creature you control."""
    return {"kind": "activated", "cost": mana, "equip": True}


Function("body", lambda text: text)
_MANA = r"\{[WUBRGC]\}"


def mana_choices(body: str) -> list[str] | None:
    """'Add {G}{G}.' -> ['{G}{G}']; 'Add {W}, {U}, or {B}.' -> three; 'Add one mana of any color.' -> five."""
    body = body.strip().rstrip(".")
    if re.fullmatch(r"add one mana of any color", body, re.I):
        return ["{W}", "{U}", "{B}", "{R}", "{G}"]
    single = re.fullmatch(rf"add ((?:{_MANA})+)", body, re.I)
    if single:
        return [single.group(1)]
    choice = re.fullmatch(rf"add ({_MANA}(?:, {_MANA})*),? or ({_MANA})", body, re.I)
    if choice:
        return [*choice.group(1).split(", "), choice.group(2)]
    return None



def keyword_line(text: str) -> list[str]:
    """'Flying, vigilance' or 'Flying; trample' -> keywords; NoParse unless every part is one."""
    return keywords(text.replace(";", ","))
