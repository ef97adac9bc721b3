"""Replacement wordings of static abilities ("If ... would ..., ... instead", 614) read into
judge/cards/mtg_replacement.py's structures. Only the common templates; anything else stays
not understood."""

from __future__ import annotations

from typing import Any

from judge.cards.imported.mtg_phrases import as_filter, describe
from judge.cards.imported.templates import NoParse, Rules

REPLACEMENT = Rules("replacement")
_WATCHED = {
    "a permanent or player": {}, "any target": {}, "a player or permanent": {},
    "an opponent or a permanent an opponent controls": {"players": "opponents",
                                                        "permanents": {"controller": "opponent"}},
    "a player": {"permanents": None}, "an opponent": {"players": "opponents", "permanents": None},
    "you": {"players": "you", "permanents": None},
    "a creature": {"players": "none", "permanents": {"types": ["Creature"]}},
}


class _Watched(Rules):
    def parse(self, text: str) -> dict:
        try:
            return _WATCHED[text.lower()]
        except KeyError:
            raise NoParse(text) from None


_Watched("watched")


class _Source(Rules):
    """'a source', 'a red source you control': a filter over sources."""

    def parse(self, text: str) -> dict:
        words = text.split(" ")
        if words[0].lower() not in ("a", "an") or "source" not in words:
            raise NoParse(text)
        rest = " ".join(words[1:]).replace("source", "permanent", 1)
        return {key: value for key, value in as_filter(describe(rest)).items() if key != "types"}


_Source("source")


def _damage(source: dict, watched: dict, modify: Any) -> list[dict]:
    effect: dict[str, Any] = {"do": "replace_damage", "modify": modify}
    if source:
        effect["source"] = source
    if watched:
        effect["to"] = watched
    return [effect]


_TO = "[<to_that> ]"
Rules("to_that").add("to that permanent or player | to that player or permanent | to that creature | to that player "
                     "| to you", lambda: None)
REPLACEMENT.add(f"if <source> would deal damage to <watched>, it deals double that damage {_TO}instead",
                lambda source, watched: _damage(source, watched, "double"))
REPLACEMENT.add("if <source> would deal damage, it deals double that damage instead",
                lambda source: _damage(source, {}, "double"))
REPLACEMENT.add(f"if <source> would deal damage to <watched>, it deals that much damage plus <n> {_TO}instead",
                lambda source, watched, n: _damage(source, watched, {"plus": int(n)}))
REPLACEMENT.add("if a card or token would be put into a graveyard from anywhere, exile it instead "
                "| if a card or token would be put into a graveyard from anywhere, it goes into exile instead",
                lambda: [{"do": "replace_zone_change", "what": "cards_and_tokens", "instead": "exile"}])
REPLACEMENT.add("if one or more +1/+1 counters would be put on <desc>, that many plus one +1/+1 counters are put on it "
                "instead | if +1/+1 counters would be put on <desc>, that many plus 1 are put on it instead",
                lambda desc: [{"do": "replace_counters", "what": as_filter(desc), "counter": "+1/+1",
                               "modify": {"plus": 1}}])
REPLACEMENT.add("if an effect would create one or more tokens under your control, it creates twice that many of "
                "those tokens instead | effects that would create tokens under your control create twice as many "
                "of them instead", lambda: [{"do": "replace_tokens", "for": "you", "modify": "double"}])
REPLACEMENT.add("if you would gain life, you gain twice that much life instead | life you would gain is doubled",
                lambda: [{"do": "replace_life_gain", "who": "you", "modify": "double"}])
REPLACEMENT.add("if a player would gain life, that player gains no life instead",
                lambda: [{"do": "replace_life_gain", "who": "all", "modify": {"set": 0}}])
REPLACEMENT.add("if a player would gain life, that player gains 0 life instead",
                lambda: [{"do": "replace_life_gain", "who": "all", "modify": {"set": 0}}])
REPLACEMENT.add("if <self> would be put into a graveyard from anywhere, reveal CARDNAME and shuffle it into its "
                "owner's library instead | if <self> would be put into a graveyard from anywhere, it is shuffled into "
                "its owner's library instead",
                lambda: [{"do": "replace_zone_change", "what": "self", "instead": "library"}])
REPLACEMENT.add("if an effect would put one or more counters on <desc>, it puts twice that many of those counters on "
                "that permanent instead | if counters would be put on <desc>, twice that many of them are put on it "
                "instead", lambda desc: [{"do": "replace_counters", "what": _permanents(desc), "modify": "double"}])


def _permanents(desc: Any) -> dict:
    """'a permanent you control' watches permanents: the filter without the noun 'permanent'."""
    return as_filter(desc)
