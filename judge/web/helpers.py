"""What templates may ask for: card, counter, keyword and step names, rule summaries and glossary links
in the page language.

Registered as Jinja globals by the app factory, so a template writes
`{{ term_link(game, "stack") }}` and gets an escaped link with the term's name.
"""

from __future__ import annotations

from flask import Flask, url_for
from markupsafe import Markup

from judge.cards.library import load_library
from judge.explain import errors
from judge.explain.values import counter_kind
from judge.explain.values import keyword as localized_keyword
from judge.glossary.terms import load_glossary
from judge.outline import load_outline
from judge.rules import citation, summary
from judge.rules.official import official_text
from judge.web.i18n import page_language


def card_name(name: str, game: str) -> str:
    """A card's printed name in the page language (the English name when none is known)."""

    lang = page_language()
    if lang == "en":
        return name
    try:
        card = load_library(game).get(name)
    except FileNotFoundError:
        return name
    return card.localized_name(lang) if card is not None else name


def counter_name(kind: str) -> str:
    """A kind of counter in the page language ("Loyalitätsmarke")."""

    return counter_kind(kind, page_language())


def keyword_name(keyword: str, game: str) -> str:
    """A keyword ability in the page language, as the glossary names it ("Doppelschlag")."""

    return localized_keyword(keyword, game, page_language())


def rule_summary(game: str, number: str) -> str:
    """The project's summary of a rule in the page language ('' when the table lacks it)."""

    return summary(game, number, page_language()) or ""


def term_name(game: str, term_id: str) -> str:
    """A glossary term's name in the page language, or its id when the glossary lacks it."""

    term = load_glossary().get(game, term_id)
    return term.names.get(page_language()) if term is not None else term_id


def term_link(game: str, term_id: str, text: str | None = None) -> Markup:
    """`<a>` to a glossary term, named in the page language (or showing `text`, as a text words it)."""
    href = url_for("glossary.term_page", game=game, term_id=term_id)
    return Markup('<a class="term" href="{}">{}</a>').format(href, text or term_name(game, term_id))


def rule_tag(game: str, number: str) -> Markup:
    """A link to a rule's page; its summary (and the official text, once imported) shows on hover."""
    text = rule_summary(game, number)
    if game == "mtg":
        official = official_text(number)
        if official:
            text = f"{text}\n\n{number} {official}" if text else f"{number} {official}"
    href = url_for("rules.rule", game=game, number=number)
    shown = citation(game, number, page_language())  # a Yu-Gi-Oh! section by its title in the page language
    if not text:
        return Markup('<a class="rule" href="{}">{}</a>').format(href, shown)
    return Markup('<a class="rule" href="{}" title="{}">{}</a>').format(href, text, shown)


def step_name(game: str, step_id: str | None) -> str:
    """The name of a turn step or phase (from the game's turn outline) in the page language."""
    if not step_id:
        return ""

    try:
        outline = load_outline(game)
    except FileNotFoundError:
        return step_id.replace("_", " ")
    for phase in outline.phases:
        for step in [phase, *phase.steps]:
            if step.id == step_id:
                return step.name.get(page_language())
    return step_id.replace("_", " ")


def problem_text(message: str | None) -> str | None:
    """A problem of an invalid scenario (its message or hint) in the page language."""
    return errors.render(message, page_language())


def install(app: Flask) -> None:
    app.jinja_env.filters["card_label"] = card_name  # `names | map("card_label", game)`
    app.jinja_env.filters["problem_text"] = problem_text  # `problem.message | problem_text`
    app.jinja_env.globals.update(
        card_name=card_name, counter_name=counter_name, keyword_name=keyword_name, rule_summary=rule_summary,
        term_name=term_name, term_link=term_link, rule_tag=rule_tag, step_name=step_name,
    )

