"""Card text of Magic's replacement and prevention effects (judge/cards/mtg_replacement.py), in words.

A static ability's effect applies while its permanent is on the battlefield; a spell's or an
ability's creates a shield for the turn ("this turn"). Messages: catalog/card_text_replacement.py.
"""

from __future__ import annotations

from typing import Any

from judge.cards import mtg_effects as fx
from judge.cards import mtg_replacement as rx
from judge.explain.card_text.mtg import Writer, until
from judge.explain.card_text.mtg_phrases import Refs, noun_for, np
from judge.explain.card_text.words import Post, join, text


def _modify(modify: Any) -> tuple[str, object]:
    """('double', ''), ('plus', N) or ('set', N)."""
    if modify == "double":
        return "double", ""
    if isinstance(modify, rx.Plus):
        return "plus", modify.plus
    return "set", modify.set


def _damage(combat: bool | None, lang: str) -> str:
    return text("card:damage:" + ("any" if combat is None else "combat" if combat else "noncombat"), lang)


def _when(effect: Any, lang: str) -> str:
    return "" if getattr(effect, "duration", "static") in ("static", "permanent") else text("card:this_turn", lang)


def _watched(watched: rx.Watched, lang: str) -> str:
    """The players and permanents an effect watches, as the dative after "to" ('' for everyone)."""
    if watched.players == "all" and watched.permanents == fx.ObjectFilter():
        return ""
    parts = []
    if watched.players == "you":
        parts.append(np("you", "you", "dative", lang))
    elif watched.players in ("all", "opponents"):
        parts.append(np("a", "player" if watched.players == "all" else "opponent", "dative", lang))
    if watched.permanents is not None:
        parts.append(np("a", noun_for(watched.permanents), "dative", lang, watched.permanents))
    return join(parts, lang, "or")


def _recipient(to: Any, refs: Refs) -> str:
    """'' or "to <phrase>" (German: the dative phrase alone) for a reference or a watched set."""
    phrase = _watched(to, refs.lang) if isinstance(to, rx.Watched) else refs(to, "dative")
    return text("card:recipient", refs.lang, to=phrase) if phrase else ""


def _source(flt: fx.ObjectFilter, lang: str, chosen: bool = False) -> str:
    first = [Post("card:post:of_your_choice")] if chosen else []
    return np("a", "source", "subject", lang, flt, first=first)


def _replace_damage(e: rx.ReplaceDamage, r: Refs) -> str:
    kind, amount = _modify(e.modify)
    return text(f"card:do:replace_damage:{kind}", r.lang, source=_source(e.source, r.lang), amount=amount,
                damage=_damage(e.combat, r.lang), recipient=_recipient(e.to, r), until=until(e, r.lang))


def _prevent_damage(e: rx.PreventDamage, r: Refs) -> str:
    lang = r.lang
    params = {"recipient": _recipient(e.to, r), "when": _when(e, lang), "damage": _damage(e.combat, lang),
              "amount": e.amount}
    if e.next_instance or e.source_choice:
        return text("card:do:prevent_damage:next_instance", lang, source=_source(e.source, lang, e.source_choice),
                    **params)
    if e.source != fx.ObjectFilter():
        return text("card:do:prevent_damage:from", lang, source=_source(e.source, lang), **params)
    key = "card:do:prevent_damage" + (":all" if e.amount == "all" else ":one" if e.amount == 1 else "")
    return text(key, lang, **params)


def _self_replace_damage(e: rx.SelfReplaceDamage, r: Refs) -> str:
    counted = e.condition.filter.model_copy(update={"controller": None})
    what = np("plural", noun_for(counted), "plural", r.lang, counted)
    return text("card:do:self_replace_damage", r.lang, count=e.condition.at_least, what=what, source=r.source(),
                amount=e.amount)


def _zone_change(e: rx.ReplaceZoneChange, r: Refs) -> str:
    lang = r.lang
    if e.what == "cards_and_tokens":
        what = text(f"card:zone_what:cards_and_tokens:{e.owner}", lang)
    elif e.what == "self":
        what = r("self", "subject")
    else:
        what = np("a", noun_for(e.what), "subject", lang, e.what)
    return text(f"card:do:replace_zone_change:{e.instead}", lang, what=what, zone=text(f"card:zone:{e.to_zone}", lang),
                origin=text(f"card:origin:{e.from_zone}", lang))


def _enter_modified(e: rx.EnterModified, r: Refs) -> str:
    lang = r.lang
    what = r("self", "subject") if e.what == "self" else np("each", noun_for(e.what), "subject", lang, e.what)
    counters = join([text("card:counters:one" if n == 1 else "card:counters", lang, count=n, counter=kind)
                     for kind, n in e.counters.items()], lang)
    variant = "tapped_counters" if e.tapped and counters else "tapped" if e.tapped else "counters"
    return text(f"card:do:enter_modified:{variant}", lang, what=what, counters=counters)


def _replace_counters(e: rx.ReplaceCounters, r: Refs) -> str:
    kind, amount = _modify(e.modify)
    key = f"card:do:replace_counters:{kind}" + ("" if e.counter else ":any")
    return text(key, r.lang, counter=e.counter or "", amount=amount,
                what=np("a", noun_for(e.what), "object", r.lang, e.what))


def _replace_tokens(e: rx.ReplaceTokens, r: Refs) -> str:
    kind, amount = _modify(e.modify)
    return text(f"card:do:replace_tokens:{kind}", r.lang, amount=amount,
                whose=text(f"card:under_control:{e.for_}", r.lang))


def _replace_life_gain(e: rx.ReplaceLifeGain, r: Refs) -> str:
    kind, amount = _modify(e.modify)
    return text(f"card:do:replace_life_gain:{kind}:{e.who}", r.lang, amount=amount)


def _cant_be_prevented(e: rx.DamageCantBePrevented, r: Refs) -> str:
    if e.scope == "this_source":
        return text("card:do:damage_cant_be_prevented:this_source", r.lang, source=r.source())
    return text("card:do:damage_cant_be_prevented", r.lang, when=_when(e, r.lang))


WRITERS: dict[str, Writer] = {
    "replace_damage": _replace_damage,
    "prevent_damage": _prevent_damage,
    "replace_zone_change": _zone_change,
    "enter_modified": _enter_modified,
    "replace_counters": _replace_counters,
    "replace_tokens": _replace_tokens,
    "replace_life_gain": _replace_life_gain,
    "self_replace_damage": _self_replace_damage,
    "damage_cant_be_prevented": _cant_be_prevented,
    "cant_gain_life": lambda e, r: text(f"card:do:cant_gain_life:{e.who}", r.lang, when=_when(e, r.lang)),
    "exile_graveyards": lambda e, r: text("card:do:exile_graveyards", r.lang),
}
