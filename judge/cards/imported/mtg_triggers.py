"""When triggered abilities trigger (603): "When CARDNAME enters", "Whenever another creature dies",
"At the beginning of your upkeep", "Whenever you cast an instant or sorcery spell", read into the
library's `TriggerCondition` data; and what "it" and "that player" refer to in the ability's text."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from judge.cards.imported.mtg_phrases import as_filter, describe
from judge.cards.imported.templates import Choice, Function, NoParse, Rules

TRIGGER = Rules("trigger")
_SELF_EVENTS = {
    "enters": "enters_battlefield", "enters the battlefield": "enters_battlefield", "dies": "dies",
    "leaves the battlefield": "leaves_battlefield",
    "is put into a graveyard from the battlefield": "put_into_graveyard",
    "attacks": "attacks", "blocks": "blocks", "becomes blocked": "becomes_blocked", "deals damage": "deals_damage",
    "deals combat damage": "deals_combat_damage",
    "deals combat damage to a player": "deals_combat_damage_to_player",
    "becomes tapped": "becomes_tapped",
}
_SUBJECTS = {"CARDNAME": "self", "this creature": "self", "this enchantment": "self", "this artifact": "self",
             "this Aura": "self", "this Equipment": "self",
             "this permanent": "self", "this land": "self", "enchanted creature": "enchanted",
             "the enchanted creature": "enchanted", "equipped creature": "equipped",
             "the equipped creature": "equipped"}


@TRIGGER.add("<subject> <event>")
def _self_trigger(subject: str, event: str) -> dict:
    return {"event": event, "subject": subject}


@TRIGGER.add("a <desc> <event> | an <desc> <event>")
def _any_trigger(desc: Any, event: str, subject: str = "any") -> dict:
    if event not in ("enters_battlefield", "dies", "leaves_battlefield", "attacks"):
        raise NoParse(event)
    conditions = as_filter(desc)
    if conditions.pop("other", False):
        subject = "another"
    return {"event": event, "subject": subject, "filter": conditions}


@TRIGGER.add("another <desc> <event>")
def _another_trigger(desc: Any, event: str) -> dict:
    return _any_trigger(desc, event, "another")


Choice("subject", _SUBJECTS)
Choice("event", _SELF_EVENTS)
Choice("who_gains", {"you gain life": "you", "an opponent gains life": "opponent",
                     "a player gains life": "each_player"})
TRIGGER.add("<who_gains>", lambda who_gains: {"event": "gains_life", "subject": who_gains})
_BEGINNINGS: dict[str, tuple[str, str]] = {}
for _step, _event in (("upkeep", "beginning_of_upkeep"), ("end step", "beginning_of_end_step")):
    _BEGINNINGS.update({f"the beginning of your {_step}": (_event, "you"),
                        f"the beginning of each opponent's {_step}": (_event, "opponent"),
                        f"the beginning of each player's {_step}": (_event, "each_player"),
                        f"the beginning of each {_step}": (_event, "each_player")})
_BEGINNINGS.update({"the beginning of combat on your turn": ("beginning_of_combat", "you"),
                    "the beginning of each combat": ("beginning_of_combat", "each_player")})
Choice("beginning", {key: {"event": event, "subject": subject} for key, (event, subject) in _BEGINNINGS.items()})


for _caster, _subject in (("you cast", "you"), ("an opponent casts", "opponent"), ("a player casts", "each_player")):
    TRIGGER.add(f"{_caster} <spell_desc>", lambda spell_desc, _subject=_subject: {
        "event": "cast_spell", "subject": _subject, "filter": spell_desc})


def _spell_description(text: str) -> dict:
    """'an instant or sorcery spell', 'a red spell' -> the filter of a cast trigger."""
    described = describe(re.sub(r"^(an?|another) ", "", text, flags=re.I))
    if described.noun != "spell":
        raise NoParse(text)
    return dict(described.filter)


Function("spell_desc", _spell_description)


_SEARCH = re.compile(r"(search your library for .*?then shuffle)", re.IGNORECASE)


def _outside_searches(body: str, change: Callable[[str], str]) -> str:
    """`change` applied to the text outside 'search your library ... then shuffle', whose 'it' is the card found."""
    return "".join(part if _SEARCH.fullmatch(part) else change(part) for part in _SEARCH.split(body))


def pronouns(body: str, when: dict) -> str:
    """What 'it' and 'that player' mean in a triggered ability's text, written so the effect
    templates read them: the permanent itself for its own trigger, the event's object otherwise
    ("it" in the vocabulary). After it died or left, 'it' is in another zone, which the
    vocabulary can't follow: such text stays not understood, except 'it deals N damage', whose
    source is the permanent as it last existed (608.2h)."""
    subject, event = when["subject"], when["event"]
    gone = event in ("dies", "leaves_battlefield", "put_into_graveyard")
    if subject == "self" and not gone:
        return _outside_searches(body, lambda part: re.sub(r"\bit\b", "CARDNAME", part))
    if subject == "self":
        return re.sub(r"^it deals\b", "CARDNAME deals", body)
    if subject in ("enchanted", "equipped") and not gone:  # 'it' is the creature it's attached to
        return _outside_searches(body, lambda part: re.sub(r"\bit\b", f"{subject} creature", part))
    if event in ("beginning_of_upkeep", "beginning_of_end_step") and subject != "you":
        return re.sub(r"\bthat player\b", "TRIGGERED", body)
    if subject in ("another", "any") and event in ("enters_battlefield", "attacks"):
        return re.sub(r"\b(it|that creature)\b", "TRIGGERED", body)
    return body


