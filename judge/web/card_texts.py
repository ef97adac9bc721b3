"""Generated card text on the boards of the web app: what a card drawn on a board does, in the page language.

Templates ask `card_text(name, game)` (a Jinja global) and show it as the card's `title` and in a
<details> element (keyboard and touch users open it; no script or inline style, as the CSP asks).
A scenario's own `cards:` override the library, as they do when it is ruled on: the ruling page
hands the scenario text to `use_scenario_cards` before drawing.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from flask import Flask, g

from judge.cards.library import load_library
from judge.explain.card_text import card_text as generate
from judge.explain.card_text.words import text as message
from judge.scenario import ScenarioError, load_scenario_text
from judge.web.i18n import page_language


@dataclass(frozen=True)
class CardTextView:
    """What the board shows of a card's text."""

    label: str  # "Rules text" in the page language
    type_line: str
    facts: tuple[str, ...]
    lines: tuple[str, ...]  # keywords first, then one line per ability
    title: str  # everything as plain text, for the `title` attribute


def _view(text: Any, lang: str) -> CardTextView:
    body = tuple(filter(None, text.body().split("\n")))
    return CardTextView(message("card:ui:label", lang), text.type_line, tuple(text.facts), body, text.plain())


@functools.lru_cache(maxsize=4096)
def _library_view(name: str, game: str, lang: str) -> CardTextView | None:
    try:
        card = load_library(game).get(name)
    except FileNotFoundError:
        return None
    return _view(generate(card, game, lang), lang) if card is not None else None


@functools.lru_cache(maxsize=64)
def _scenario_cards(text: str) -> tuple[str, dict[str, Any]]:
    """The game and inline cards (by lower-case name) of a scenario's text; none if it doesn't load."""

    try:
        loaded = load_scenario_text(text)
    except ScenarioError:
        return "", {}
    return loaded.game, {card.name.lower(): card for card in loaded.model.cards}


def use_scenario_cards(text: str | None) -> None:
    """Let this request's boards describe the scenario's own cards (its `cards:`)."""
    if text and "cards:" in text:
        g.card_text_scenario = _scenario_cards(text)


def card_text(name: str, game: str) -> CardTextView | None:
    """The generated text of a card on a board, in the page language (None for an unknown card)."""
    lang = page_language()
    scenario_game, inline = g.get("card_text_scenario", ("", {}))
    card = inline.get(name.lower()) if scenario_game == game else None
    if card is None:
        return _library_view(name, game, lang)
    memo = g.setdefault("card_text_memo", {})
    if (game, card.name) not in memo:
        memo[(game, card.name)] = _view(generate(card, game, lang), lang)
    return memo[(game, card.name)]


def install(app: Flask) -> None:
    app.jinja_env.globals.update(card_text=card_text)
