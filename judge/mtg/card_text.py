"""Rules text generated from card data, in English: what a mode of a modal spell does.

Cards are data (judge/cards/mtg/*.yaml); text shown to users is written from that data,
never copied from printed cards. Scenario errors, decision options and the mode events
name a mode by this text ("2: Prevent the next 3 damage that would be dealt to any
target this turn."), like illegal actions name a target requirement in English
(judge.mtg.targets.requirement_text). Effect kinds without a sentence of their own are
named by their kind, so a new kind never breaks a hint.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.cards import mtg_effects as fx
from judge.cards.mtg_model import Mode
from judge.mtg import targets as targeting


def target_phrase(spec: fx.TargetSpec) -> str:
    """'any target', 'target player', 'target nonblack creature'."""
    words = targeting.requirement_text(spec)
    return "any target" if words == "any" else f"target {words}"


class _Refs:
    """Object references of one mode's effects in words: `target2` is its second target."""

    def __init__(self, specs: list[fx.TargetSpec], card: str) -> None:
        self.specs = specs
        self.card = card

    def __call__(self, ref: Any) -> str:
        if isinstance(ref, fx.Each):
            flt = ref.each
            noun = " ".join([*(c for c in flt.colors), *(t.lower() for t in flt.types)]) or "permanent"
            owner = {"you": " you control", "opponent": " your opponents control"}.get(flt.controller or "", "")
            return f"each {noun}{owner}"
        if isinstance(ref, str) and ref.startswith("target"):
            index = int(ref.removeprefix("target") or 1) - 1
            return target_phrase(self.specs[index]) if index < len(self.specs) else "its target"
        if not isinstance(ref, str):  # a watched set of players and permanents (replacement effects)
            return "you" if getattr(ref, "players", "") == "you" else "each watched player and permanent"
        return {"controller": "you", "self": self.card, "each_opponent": "each opponent",
                "each_player": "each player", "enchanted": "enchanted creature",
                "equipped": "equipped creature", "it": "it"}.get(ref, ref.replace("_", " "))


def _verb(subject: str, verb: str, imperative: bool = False) -> str:
    """'you gain', 'target player gains'; 'draw' for 'you draw' where cards say it so."""
    if subject == "you":
        return verb if imperative else f"you {verb}"
    return f"{subject} {verb}s"


def _until(effect: Any) -> str:
    return " until end of turn" if getattr(effect, "duration", "") == "end_of_turn" else ""


def _prevent(effect: Any, ref: _Refs) -> str:
    combat = "combat " if effect.combat else ""
    watched_all = not isinstance(effect.to, str) and getattr(effect.to, "players", "") == "all"
    to = "" if watched_all else f" to {ref(effect.to)}"
    if effect.amount == "all":
        return f"prevent all {combat}damage that would be dealt{to} this turn"
    return f"prevent the next {effect.amount} {combat}damage that would be dealt{to} this turn"


def _plural(count: int, noun: str) -> str:
    return f"a {noun}" if count == 1 else f"{count} {noun}s"


_SENTENCES: dict[str, Callable[[Any, _Refs], str]] = {
    "deal_damage": lambda e, r: f"{r.card} deals {e.amount} damage to {r(e.to)}",
    "modify_pt": lambda e, r: f"{_verb(r(e.who), 'get')} {e.power:+d}/{e.toughness:+d}{_until(e)}",
    "set_base_pt": lambda e, r: f"{r(e.who)} has base power and toughness {e.power}/{e.toughness}{_until(e)}",
    "grant_keywords": lambda e, r: f"{_verb(r(e.who), 'gain')} {', '.join(e.keywords)}{_until(e)}",
    "lose_abilities": lambda e, r: f"{r(e.who)} loses all abilities{_until(e)}",
    "destroy": lambda e, r: f"destroy {r(e.what)}" + (". It can't be regenerated" if e.no_regeneration else ""),
    "exile": lambda e, r: f"exile {r(e.what)}",
    "return_to_hand": lambda e, r: f"return {r(e.what)} to its owner's hand",
    "counter": lambda e, r: f"counter {r(e.what)}",
    "draw": lambda e, r: f"{_verb(r(e.who), 'draw', imperative=True)} {_plural(e.count, 'card')}",
    "gain_life": lambda e, r: f"{_verb(r(e.who), 'gain')} {e.amount} life",
    "lose_life": lambda e, r: f"{_verb(r(e.who), 'lose')} {e.amount} life",
    "discard": lambda e, r: f"{_verb(r(e.who), 'discard', imperative=True)} {_plural(e.count, 'card')}",
    "add_counters": lambda e, r: f"put {_plural(e.count, e.counter + ' counter')} on {r(e.what)}",
    "create_token": lambda e, r: f"create {_plural(e.count, e.token + ' token')}",
    "tap": lambda e, r: f"tap {r(e.what)}",
    "untap": lambda e, r: f"untap {r(e.what)}",
    "tap_or_untap": lambda e, r: f"tap or untap {r(e.what)}",
    "sacrifice": lambda e, r: f"sacrifice {r(e.what)}",
    "regenerate": lambda e, r: f"regenerate {r(e.what)}",
    "add_mana": lambda e, r: f"add {e.mana}",
    "prevent_damage": _prevent,
}


def effect_text(effect: Any, ref: _Refs) -> str:
    """One instruction as a sentence without its final period."""
    write = _SENTENCES.get(effect.do)
    return write(effect, ref) if write else effect.do.replace("_", " ")


def mode_text(mode: Mode, card: str) -> str:
    """A mode's instructions: 'Target player gains 3 life.'"""
    ref = _Refs(list(mode.targets), card)
    sentences = [effect_text(effect, ref) for effect in mode.effects]
    return " ".join(s[:1].upper() + s[1:] + "." for s in sentences)


def mode_label(modes: list[Mode], chosen: tuple[int, ...], card: str) -> str:
    """Chosen modes by number and text, without a final period, to sit inside a sentence:
    '2: Prevent the next 3 damage ...' ('1+3: Draw a card / ...' for two modes)."""
    numbers = "+".join(str(i + 1) for i in chosen)
    return f"{numbers}: " + " / ".join(mode_text(modes[i], card).removesuffix(".") for i in chosen)
