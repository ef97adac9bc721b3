"""The rules the engines cite, with one-line summaries in en/de/nl, in one place.

`CR_DATE` is the Comprehensive Rules release every Magic citation refers to.
A test fails when an engine cites a rule that is missing here.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import yaml

CR_DATE = "2026-01-16"
CR_NAME = "Magic: The Gathering Comprehensive Rules, January 16, 2026"
YUGIOH_RULES_NAME = "Yu-Gi-Oh! TCG official rulebook (Master Rule, 2020 onward)"

RULES_DIR = Path(__file__).resolve().parent


@functools.cache
def rule_table(game: str) -> dict[str, dict[str, str]]:
    """Rule number (Magic) or section name (Yu-Gi-Oh!) -> {en, de, nl} summary.

    Read from every YAML file in judge/rules/<game>/ (one file per engine area).
    """
    loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    table: dict[str, dict[str, str]] = {}
    for path in sorted((RULES_DIR / game).glob("*.yaml")):
        with path.open(encoding="utf-8") as handle:
            data = yaml.load(handle, Loader=loader) or {}
        for number, entry in data.items():
            if str(number) in table:
                raise ValueError(f"rule {number} is summarised twice ({path.name})")
            table[str(number)] = entry
    return table


def citation(game: str, number: str, lang: str = "en") -> str:
    """How a ruling cites a rule in `lang`: a Magic rule by its number, a Yu-Gi-Oh! rulebook
    section by its title in that language (`name` in judge/rules/yugioh/*.yaml)."""
    if game == "mtg":
        return number  # without reading the summaries: a text ruling needs none of them (start-up)
    entry = rule_table(game).get(number) or {}
    names = entry.get("name") or {}
    return names.get(lang) or number


def summary(game: str, number: str, lang: str = "en") -> str | None:
    """The project's one-line summary of a rule, in `lang` (falls back to English)."""
    entry = rule_table(game).get(number)
    if not entry:
        return None
    return entry.get(lang) or entry.get("en")
