"""Texts with their references linked: rule numbers to rule pages, glossary terms to term pages.

Step texts, glossary definitions and rule summaries name rules ("702.19b") and terms ("the
stack") in running text; `linked_text` escapes the text and turns each into a link, the way
rules lookup sites do. A term is linked once per text (its first mention), never on its own
page, and only by its name in the page language.
"""

from __future__ import annotations

import functools
import re

from flask import Flask
from markupsafe import Markup, escape

from judge.glossary.terms import load_glossary
from judge.web.helpers import rule_tag, term_link
from judge.web.i18n import page_language
from judge.web.rule_pages import rule_exists

RULE_NUMBER = r"(?<![\w.])(?P<rule>\d{3}\.\d+[a-z]?)(?!\w)"
SHORTEST_NAME = 4  # shorter names ("Tap", "ATK") are too often plain words
ANY_CASE_FROM = 5  # names this long ("stack") match in any case; shorter ones ("All", "Card") only as written


@functools.cache
def _pattern(game: str, lang: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """One regular expression for rule numbers and every term name of `game` in `lang`: long
    names in any case ("the stack"), short ones only as the glossary writes them ("All", not
    "all players"), so everyday words stay words."""

    names: dict[str, str] = {}
    written: dict[str, str] = {}
    for term in load_glossary().terms(game):
        name = term.names.get(lang)
        if not term.obsolete and name and len(name) >= SHORTEST_NAME:
            names.setdefault(name.lower(), term.id)
            written.setdefault(name.lower(), name)
    long_names = _trie([n for n in names if len(n) >= ANY_CASE_FROM])
    short_names = _trie([written[n] for n in names if len(n) < ANY_CASE_FROM])
    alternatives = "|".join(part for part in (f"(?i:{long_names})" if long_names else "", short_names) if part)
    parts = [RULE_NUMBER] if game == "mtg" else []
    if alternatives:
        parts.append(rf"(?<!\w)(?P<term>{alternatives})(?!\w)")
    return re.compile("|".join(parts) or r"(?!)"), names


def _trie(words: list[str]) -> str:
    """An expression matching any of `words`, the longest first where several start alike ("combat
    damage" before "combat"), written as a trie: a plain alternation of 900 names made the regular
    expression engine try each name at each position of a text (0.6 ms a step's sentence)."""
    root: dict[str, dict] = {}
    for word in words:
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}
    return _branches(root)


def _branches(node: dict[str, dict]) -> str:
    """The trie below `node`: each branch a character and what follows it; optional (greedy: the
    longer name is tried first) where a word also ends here."""
    branches = [re.escape(char) + _branches(child) for char, child in sorted(node.items()) if char]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if "" not in node:
        return body
    return f"(?:{body})?" if len(branches) > 1 or len(body) > 1 else f"{body}?"


def linked_text(text: str, game: str, skip_term: str | None = None) -> Markup:
    """`text`, escaped, with rule numbers and the first mention of each glossary term linked."""
    pattern, names = _pattern(game, page_language())
    out: list[str] = []
    done: set[str] = {skip_term} if skip_term else set()
    position = 0
    for found in pattern.finditer(text or ""):
        out.append(escape(text[position:found.start()]))
        position = found.end()
        number = found.groupdict().get("rule")
        if number:
            out.append(rule_tag(game, number) if rule_exists(game, number) else escape(number))
            continue
        term_id = names[found.group("term").lower()]
        if term_id in done:
            out.append(escape(found.group(0)))
            continue
        done.add(term_id)
        out.append(term_link(game, term_id, found.group(0)))
    out.append(escape((text or "")[position:]))
    return Markup("").join(out)


def install(app: Flask) -> None:
    app.jinja_env.globals["linked_text"] = linked_text
