"""The templated Oracle wordings of one-shot and continuous effects, read into the effect vocabulary.

One sentence ("Target creature gets +3/+3 until end of turn.") becomes a list of effect
mappings exactly as the curated library writes them (judge/cards/mtg_effects.py); targets are
`Target` placeholders that the ability numbers as it is assembled (judge/cards/imported/mtg_abilities.py).
"""

from __future__ import annotations

from typing import Any

from judge.cards.imported import mtg_tokens  # noqa: F401  (registers the <token> slot)
from judge.cards.imported.mtg_phrases import Description, Target, as_filter, target
from judge.cards.imported.templates import Choice, NoParse, Rules, number, signed
from judge.cards.mtg_model import is_known_keyword

EFFECT = Rules("effect")
# Without "until ...", the ability decides: this turn for a spell or an activated or triggered
# ability, as long as the permanent is there for a static one (the assembler fills it in).
UNSAID = "unsaid"
UNTIL = {"until end of turn": "end_of_turn", "until your next turn": "next_turn", None: UNSAID}


def _pt(pt: str) -> tuple[int, int]:
    power, toughness = pt.split("/")
    return signed(power), signed(toughness)


def keywords(text: str) -> list[str]:
    """'flying and first strike', 'flying, vigilance, and trample' -> known keywords, else NoParse."""
    parts = [p.strip().lower() for p in text.replace(", and ", ", ").replace(" and ", ", ").split(",")]
    if not all(parts) or not all(is_known_keyword(p) for p in parts):
        raise NoParse(text)
    return parts


KEYWORDS = Rules("keywords")
KEYWORDS.add("<keyword_text>", lambda keyword_text: keyword_text)


class _KeywordList(Rules):
    def parse(self, text: str) -> list[str]:
        return keywords(text)


_KeywordList("keyword_text")

# --- damage -----------------------------------------------------------------------------------------
RECIPIENT = Rules("recipient")
RECIPIENT.add("<target>", lambda target: target)
RECIPIENT.add("you", lambda: "controller")
RECIPIENT.add("TRIGGERED", lambda: "it")
RECIPIENT.add("each opponent", lambda: "each_opponent")
RECIPIENT.add("each player", lambda: "each_player")
RECIPIENT.add("<group>", lambda group: group)


@EFFECT.add("<self> deals <n> damage to <recipient>")
def _damage(self: str, n: str, recipient: Any) -> list[dict]:
    return [{"do": "deal_damage", "amount": number(n), "to": recipient}]


# --- power/toughness, abilities ---------------------------------------------------------------------
@EFFECT.add("<object> get <pt>[ <until>] | <object> gets <pt>[ <until>]")
def _modify(object: Any, pt: str, until: str | None = None) -> list[dict]:
    power, toughness = _pt(pt)
    return [{"do": "modify_pt", "power": power, "toughness": toughness, "who": object,
             "duration": UNTIL[until]}]


@EFFECT.add("<object> gets <pt> and gains <keywords>[ <until>] | <object> get <pt> and gain <keywords>[ <until>]")
def _modify_and_grant(object: Any, pt: str, keywords: list[str], until: str | None = None) -> list[dict]:
    duration = UNTIL[until]
    grant = {"do": "grant_keywords", "keywords": keywords, "who": object, "duration": duration}
    return [*_modify(object, pt, until), grant]


@EFFECT.add("<object> gains <keywords>[ <until>] | <object> gain <keywords>[ <until>]")
def _grant(object: Any, keywords: list[str], until: str | None = None) -> list[dict]:
    return [{"do": "grant_keywords", "keywords": keywords, "who": object, "duration": UNTIL[until]}]


@EFFECT.add("<object> loses all abilities[ <until>]")
def _lose(object: Any, until: str | None = None) -> list[dict]:
    return [{"do": "lose_abilities", "who": object, "duration": UNTIL[until]}]


@EFFECT.add("<object> is also <a_type>[ <until>] | <object> becomes <a_type> in addition to its other types[ <until>]")
def _type_added(object: Any, a_type: list[str], until: str | None = None) -> list[dict]:
    """Liquimetal Coating: 'target permanent becomes an artifact in addition to its other types' (205.1b)."""
    return [{"do": "change_types", "types": a_type, "additional": True, "who": object, "duration": UNTIL[until]}]


DURATION = Rules("until")
DURATION.add("until end of turn", lambda: "until end of turn")
DURATION.add("until your next turn", lambda: "until your next turn")


# --- objects ------------------------------------------------------------------------------------------
@EFFECT.add("destroy <object>")
def _destroy(object: Any) -> list[dict]:
    return [{"do": "destroy", "what": object}]


@EFFECT.add("destroy <object>. <regen> | destroy <object>. regeneration can't prevent this")
def _destroy_for_good(object: Any, regen: Any = None) -> list[dict]:
    return [{"do": "destroy", "what": object, "no_regeneration": True}]


REGEN = Rules("regen")
REGEN.add("it can't be regenerated | they can't be regenerated", lambda: True)


@EFFECT.add("exile <object>")
def _exile(object: Any) -> list[dict]:
    return [{"do": "exile", "what": object}]


@EFFECT.add("return <object> to its owner's hand | return <object> to their owners' hands "
            "| return <object> to its owner's hand")
def _bounce(object: Any) -> list[dict]:
    return [{"do": "return_to_hand", "what": object}]


# --- cards in graveyards (judge/cards/mtg_effects.py ReturnFromGraveyard) ----------------------------
_WHOSE = {"your graveyard": "you", "an opponent's graveyard": "opponent", "a graveyard": None}


def _graveyard_target(desc: Description | None, whose: str | None) -> Target:
    """'target creature card' + 'your graveyard': a target of type card_in_graveyard (115); `desc` None
    for 'target card'."""
    if desc is None:
        return target("card_in_graveyard", {"controller": whose} if whose else {})
    if desc.plural or set(desc.filter) - {"colors", "not_colors", "subtypes", "types", "not_types"}:
        raise NoParse("a graveyard card with conditions")
    conditions = dict(desc.filter)
    if desc.noun in ("creature", "artifact", "enchantment", "land", "planeswalker"):
        conditions["types"] = sorted({*conditions.get("types", []), desc.noun.capitalize()})
    elif desc.noun not in ("", "permanent") or (desc.noun == "" and not conditions.get("subtypes")):
        raise NoParse(desc.noun)
    if desc.noun == "permanent":
        conditions.setdefault("not_types", []).extend(["Instant", "Sorcery"])
    if whose is not None:
        conditions["controller"] = whose
    return target("card_in_graveyard", conditions)


for _words, _whose in _WHOSE.items():
    EFFECT.add(f"return target <desc> card from {_words} to your hand | return target card from {_words} to your hand "
               f"| return target <desc> card from {_words} to its owner's hand",
               lambda desc=None, _whose=_whose: [{"do": "return_from_graveyard", "to": "hand",
                                                   "what": _graveyard_target(desc, _whose)}])
    EFFECT.add(f"exile target <desc> card from {_words} | exile target card from {_words}",
               lambda desc=None, _whose=_whose: [{"do": "exile", "what": _graveyard_target(desc, _whose)}])
EFFECT.add("return target <desc> card from your graveyard to the battlefield[ <tapped>]",
           lambda desc, tapped=None: [{"do": "return_from_graveyard", "to": "battlefield", "tapped": bool(tapped),
                                       "what": _graveyard_target(desc, "you")}])
Rules("tapped").add("tapped", lambda: True)


# --- divided damage (601.2d) ------------------------------------------------------------------------
_AMONG = {"one or two targets": 2, "one, two, or three targets": 3, "one, two or three targets": 3}
Choice("among", _AMONG)


@EFFECT.add("<self> deals <n> damage divided as you choose among <among>")
def _divided(self: str, n: str, among: int) -> list[dict]:
    """Its targets are the spell's: the first required, the others 'up to' (601.2c-d)."""
    targets = [target("any", {})] + [Target((("optional", True), ("type", "any"))) for _ in range(among - 1)]
    return [{"do": "deal_damage_divided", "amount": number(n), "_among": targets}]


@EFFECT.add("counter <target>")
def _counter(target: Target) -> list[dict]:
    if dict(target.spec)["type"] not in ("spell", "ability"):
        raise NoParse("counter a permanent")
    return [{"do": "counter", "what": target}]


@EFFECT.add("tap <object>")
def _tap(object: Any) -> list[dict]:
    return [{"do": "tap", "what": object}]


@EFFECT.add("untap <object>")
def _untap(object: Any) -> list[dict]:
    return [{"do": "untap", "what": object}]


@EFFECT.add("you may tap or untap <target>")
def _tap_or_untap(target: Target) -> list[dict]:
    return [{"do": "tap_or_untap", "what": target}]


@EFFECT.add("regenerate <object>")
def _regenerate(object: Any) -> list[dict]:
    return [{"do": "regenerate", "what": object}]


@EFFECT.add("sacrifice <self>")
def _sacrifice(self: str) -> list[dict]:
    return [{"do": "sacrifice", "what": "self"}]


@EFFECT.add("put <n> <counter> counters on <object> | put <n> <counter> counter on <object>")
def _counters(n: str, counter: str, object: Any) -> list[dict]:
    return [{"do": "add_counters", "what": object, "counter": counter, "count": number(n)}]


COUNTER_KIND = Rules("counter")
COUNTER_KIND.add("+1/+1", lambda: "+1/+1")
COUNTER_KIND.add("-1/-1", lambda: "-1/-1")


@EFFECT.add("exile all cards from all graveyards | exile all graveyards")
def _exile_graveyards() -> list[dict]:
    return [{"do": "exile_graveyards"}]


@EFFECT.add("damage that <self> would deal can't be prevented | damage that would be dealt by <self> can't be "
            "prevented")
def _unpreventable(self: str) -> list[dict]:
    return [{"do": "damage_cant_be_prevented", "scope": "this_source"}]


@EFFECT.add("create <n> <token>")
def _create_token(n: str, token: str) -> list[dict]:
    return [{"do": "create_token", "token": token, "count": number(n)}]


@EFFECT.add("investigate")
def _investigate() -> list[dict]:
    """'Investigate' means 'Create a Clue token' (701.16a)."""
    return [{"do": "create_token", "token": "Clue", "count": 1}]


for _words, _restriction in (("can't attack or block", "cant_attack_or_block"), ("can't block", "cant_block"),
                             ("can't attack", "cant_attack"), ("can't be blocked", "cant_be_blocked")):
    EFFECT.add(f"<object> {_words} this turn", lambda object, _restriction=_restriction: [
        {"do": "combat_restriction", "restriction": _restriction, "who": object, "duration": "end_of_turn"}])


@EFFECT.add("add <mana>")
def _mana(mana: str) -> list[dict]:
    return [{"do": "add_mana", "mana": mana}]


# --- players ------------------------------------------------------------------------------------------
@EFFECT.add("draw <n> cards | draw <n> card")
def _draw(n: str) -> list[dict]:
    return [{"do": "draw", "who": "controller", "count": number(n)}]


@EFFECT.add("<player> draws <n> cards | <player> draws <n> card | <player> draw <n> cards")
def _player_draws(player: Any, n: str) -> list[dict]:
    return [{"do": "draw", "who": player, "count": number(n)}]


@EFFECT.add("mill <n> cards | mill <n> card")
def _mill(n: str) -> list[dict]:
    return [{"do": "mill", "who": "controller", "count": number(n)}]


@EFFECT.add("<player> mills <n> cards | <player> mills <n> card | <player> mill <n> cards")
def _player_mills(player: Any, n: str) -> list[dict]:
    return [{"do": "mill", "who": player, "count": number(n)}]


@EFFECT.add("scry <n>")
def _scry(n: str) -> list[dict]:
    return [{"do": "scry", "count": number(n)}]


@EFFECT.add("<effect>, then <effect2>")
def _then(effect: list[dict], effect2: list[dict]) -> list[dict]:
    """'Scry 1, then draw a card': two instructions in order (608.2c)."""
    return [*effect, *effect2]


@EFFECT.add("<effect> and <effect2>")
def _and(effect: list[dict], effect2: list[dict]) -> list[dict]:
    """'Each opponent loses 2 life and you gain 2 life': two whole instructions, in order (608.2c)."""
    return [*effect, *effect2]


@EFFECT.add("<player> draws <n> cards and loses <n2> life | <player> draws <n> card and loses <n2> life")
def _draws_and_loses(player: Any, n: str, n2: str) -> list[dict]:
    """The same player (one target) draws and loses life."""
    return [*_player_draws(player, n), {"do": "lose_life", "who": player, "amount": number(n2)}]


@EFFECT.add("discard <n> cards | discard <n> card")
def _discard(n: str) -> list[dict]:
    return [{"do": "discard", "who": "controller", "count": number(n)}]


@EFFECT.add("<player> discards <n> cards | <player> discards <n> card")
def _player_discards(player: Any, n: str) -> list[dict]:
    return [{"do": "discard", "who": player, "count": number(n)}]


@EFFECT.add("<player> gain <n> life | <player> gains <n> life")
def _gain(player: Any, n: str) -> list[dict]:
    return [{"do": "gain_life", "who": player, "amount": number(n)}]


@EFFECT.add("<player> gain that much life | <player> gains that much life")
def _gain_that_much(player: Any) -> list[dict]:
    return [{"do": "gain_life", "who": player, "amount": "that_much"}]


@EFFECT.add("<player> lose <n> life | <player> loses <n> life")
def _lose_life(player: Any, n: str) -> list[dict]:
    return [{"do": "lose_life", "who": player, "amount": number(n)}]


@EFFECT.add("search your library for <card>, put it into your hand, then shuffle "
            "| search your library for <card>, reveal it, put it into your hand, then shuffle")
def _tutor(card: dict) -> list[dict]:
    return [{"do": "search_library", **card, "to": "hand"}]


@EFFECT.add("search your library for <card>, put it onto the battlefield, then shuffle")
def _tutor_to_battlefield(card: dict) -> list[dict]:
    return [{"do": "search_library", **card, "to": "battlefield"}]


@EFFECT.add("search your library for <card>, put it onto the battlefield tapped, then shuffle")
def _tutor_tapped(card: dict) -> list[dict]:
    return [{"do": "search_library", **card, "to": "battlefield", "tapped": True}]


SEARCHED = Rules("card")


@SEARCHED.add("a card")
def _any_card() -> dict:
    return {}


@SEARCHED.add("a basic land card")
def _basic_land() -> dict:
    return {"basic": True, "filter": {"types": ["Land"]}}


@SEARCHED.add("a <desc> card | an <desc> card")
def _described_card(desc: Any) -> dict:
    if desc.filter and set(desc.filter) - {"subtypes", "colors"}:
        raise NoParse("a searched card with conditions")
    return {"filter": as_filter(desc)}


# --- prevention ---------------------------------------------------------------------------------------
@EFFECT.add("prevent the next <n> damage that would be dealt to <target> this turn")
def _prevent_next(n: str, target: Target) -> list[dict]:
    return [{"do": "prevent_damage", "amount": number(n), "to": target}]


# Which damage a "prevent all ..." sentence covers; only combat damage has a vocabulary form so far.
PREVENTED = Rules("prevented")
PREVENTED.add("combat damage", lambda: True)


@EFFECT.add("prevent all <prevented> that would be dealt this turn")
def _prevent_all_of_kind(prevented: bool) -> list[dict]:
    return [{"do": "prevent_damage", "amount": "all", "combat": prevented}]


@EFFECT.add("prevent all damage that would be dealt to <target> this turn")
def _prevent_all_to(target: Target) -> list[dict]:
    return [{"do": "prevent_damage", "amount": "all", "to": target}]


__all__ = ["EFFECT", "keywords", "target"]


# Delayed triggered abilities (603.7): "Return that card to the battlefield under its owner's control
# at the beginning of the next end step", "Exile them at the beginning of the next end step". What
# "it" is comes from the words: "that card" is the target, "them" the tokens just created; a bare
# "it" could be either and is left unread rather than guessed.
DELAYED_BODY = Rules("delayed_body")
_THAT = "that card | that permanent | that creature"
for _phrase in _THAT.split(" | "):
    DELAYED_BODY.add(f"return {_phrase} to the battlefield under its owner's control",
                     lambda: ("target", {"do": "return_from_exile", "what": "it", "under": "owner"}))
    DELAYED_BODY.add(f"return {_phrase} to the battlefield under your control",
                     lambda: ("target", {"do": "return_from_exile", "what": "it", "under": "you"}))
    DELAYED_BODY.add(f"sacrifice {_phrase}", lambda: ("target", {"do": "sacrifice", "what": "it"}))
    DELAYED_BODY.add(f"exile {_phrase}", lambda: ("target", {"do": "exile", "what": "it"}))
DELAYED_BODY.add("exile them | exile those tokens", lambda: ("created", {"do": "exile", "what": "it"}))
DELAYED_BODY.add("sacrifice them | sacrifice those tokens", lambda: ("created", {"do": "sacrifice", "what": "it"}))


@EFFECT.add("<delayed_body> at the beginning of the next end step | at the beginning of the next end step, "
            "<delayed_body> | at the beginning of the next end step: <delayed_body>")
def _delayed(delayed_body: tuple[str, dict]) -> list[dict]:
    about, effect = delayed_body
    return [{"do": "delayed_trigger", "at": "next_end_step", "about": about, "effects": [effect]}]
