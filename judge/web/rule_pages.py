"""Rule pages (`/rules/mtg/702.19b`, `/rules/yugioh/Chain Link`): what a cited rule says and who cites it.

A rule page shows the project's one-line summary (judge/rules/<game>/*.yaml) in the page
language, the official Comprehensive Rules wording when the user imported it
(`judge rules import`, judge/rules/official.py), the rules before and after it and the rule it
belongs to, and what cites it: glossary terms that list it and library scenarios that name it.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from flask import Blueprint, abort, render_template

from judge.glossary.terms import load_glossary
from judge.rules import rule_table
from judge.rules.official import load
from judge.web.i18n import page_language
from judge.web.library import scenario_library

rules = Blueprint("rules", __name__)
GAMES = ("mtg", "yugioh")
MTG_NUMBER = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]?))?$")


def rule_order(game: str, number: str) -> tuple:
    """Sort key: Magic numbers numerically (702.2 before 702.19), Yu-Gi-Oh! sections by name."""
    found = MTG_NUMBER.match(number) if game == "mtg" else None
    if not found:
        return (1, number.lower())
    return (0, int(found.group(1)), int(found.group(2) or -1), found.group(3) or "")


def parent_rule(game: str, number: str) -> str | None:
    """702.19b belongs to 702.19, 702.19 to 702 (Magic only; Yu-Gi-Oh! sections stand alone)."""
    found = MTG_NUMBER.match(number) if game == "mtg" else None
    if not found or not found.group(2):
        return None
    return f"{found.group(1)}.{found.group(2)}" if found.group(3) else found.group(1)


def official_rules() -> dict[str, str]:
    """The imported Comprehensive Rules (number -> text), empty when none were imported."""

    imported = load()
    return imported.rules if imported else {}


def known_rules(game: str) -> list[str]:
    """Every rule with a page: the project's summaries, and the official rules once imported."""

    numbers = set(rule_table(game))
    if game == "mtg":
        numbers |= set(official_rules())
    return sorted(numbers, key=lambda n: rule_order(game, n))


def rule_exists(game: str, number: str) -> bool:
    return game in GAMES and (number in rule_table(game) or (game == "mtg" and number in official_rules()))


@dataclass
class RulePage:
    game: str
    number: str
    summaries: dict[str, str]
    official: str | None
    parent: str | None
    previous: str | None
    next: str | None
    children: list[str] = field(default_factory=list)
    terms: list = field(default_factory=list)  # glossary Terms that list the rule
    scenarios: list = field(default_factory=list)  # library scenarios that name it


@functools.cache
def scenario_mentions(game: str) -> dict[str, list]:
    """rule -> the library scenarios of `game` whose text names it (read once per process)."""

    pattern = re.compile(r"(?<![\w.])(\d{3}\.\d+[a-z]?)(?![\w])") if game == "mtg" else None
    # Yu-Gi-Oh! sections by name; one-word ones ("Chain") are too common in any text to count
    sections = [s for s in rule_table(game) if " " in s] if game == "yugioh" else []
    found: dict[str, list] = {}
    for scenario in scenario_library():
        if scenario.game != game or scenario.error is not None:
            continue
        text = scenario.text()
        named = set(pattern.findall(text)) if pattern else {s for s in sections if s in text}
        for number in named:
            found.setdefault(number, []).append(scenario)
    return found


def rule_page(game: str, number: str) -> RulePage | None:
    if not rule_exists(game, number):
        return None
    numbers = known_rules(game)
    here = numbers.index(number)
    official = official_rules().get(number) if game == "mtg" else None
    parent = parent_rule(game, number)
    return RulePage(
        game=game, number=number, summaries=dict(rule_table(game).get(number) or {}), official=official,
        parent=parent if parent and rule_exists(game, parent) else None,
        previous=numbers[here - 1] if here > 0 else None,
        next=numbers[here + 1] if here + 1 < len(numbers) else None,
        children=[n for n in numbers if parent_rule(game, n) == number],
        terms=[t for t in load_glossary().terms(game) if number in t.rules],
        scenarios=scenario_mentions(game).get(number, []),
    )


@rules.get("/rules/<game>/<path:number>")
def rule(game: str, number: str):
    page = rule_page(game, number)
    if page is None:
        abort(404)
    return render_template("rules/rule.html", rule=page, lang=page_language())
