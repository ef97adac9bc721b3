"""Rule references in queries: "702.19b", "rule 613", "CR 510.1c", "Regel 702.19b", "Damage Step".

Judges look rules up by number. A Magic rule number is a section ("613"), a rule ("702.19") or
a sub-rule ("702.19b"); a term is found when one of the rules it cites is that rule, lies under
it, or is the rule the query's sub-rule belongs to. Numbers are compared as parts, never as
text: 702.2 is not 702.20 and 702.15 is not 702.156. Yu-Gi-Oh! has no numbers; its rulebook
section names ("Damage Calculation", "Battle Positions") are matched whole, folded.

Built once from the glossary (see index.py); a query costs a regular expression and one dict
lookup per cited rule under it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import quote

from judge.glossary.folding import fold
from judge.glossary.terms import Term

# What people type in front of a number: "rule", "CR", "Regel", "regel", "§", "comp rules".
_LEAD = (r"(?:(?:comprehensive|comp\.?)\s+rules?|rules?|cr|regel|regeln|regels|artikel|art\.?|r\.?|section|sectie"
         r"|abschnitt|§|#)")
# "702.19b", also as typed: "702.19 b", "702.19(b)", "702.19B."
_NUMBER = r"(\d{3})(?:\.(\d{1,3})(?:\s?\(?([a-z])\)?(?![a-z]))?)?"
RULE_NUMBER = re.compile(rf"^\s*(?:{_LEAD}\s*)*{_NUMBER}\.?\s*$", re.IGNORECASE)
# a number inside a longer query ("what does rule 702.19b say", "cr 603.3b apnap"): one with a
# rule part, or a section after a word that says it is one ("rule 613 layers"); a bare "100"
# in a sentence is a quantity
EMBEDDED_NUMBER = re.compile(rf"(?<![\w.])(?:(?:{_LEAD})\s*{_NUMBER}|(\d{{3}})\.(\d{{1,3}})(?:\s?\(?([a-z])\)?)?)"
                             r"(?![\w.]*\d)", re.IGNORECASE)
# "rule Battle Positions", "Damage Step rules", "Regeln Damage Step": a section asked for as such
SECTION_LEAD = re.compile(r"^\s*(?:rule|section|regel|abschnitt|sectie)[sn]?\s+|\s+(?:rule|section|regel)[sn]?\s*$",
                          re.IGNORECASE)

EXACT, UNDER, PARENT = 3, 2, 1  # how a cited rule relates to the rule asked for ...
NEIGHBOUR, SECTION = 0.75, 0.5  # ... and when none does, how close it comes
LIST_SECTIONS = {701, 702}  # keyword actions, keyword abilities: each rule of its own topic
HOME = 0.5  # a term whose main rule shares the asked rule's section (and rule) is that rule's home:
# 704.5f is State-based actions' before Creature's, which cites it among others


def _shared(main: tuple, asked: tuple) -> int:
    """How many leading parts a term's main rule shares with the rule asked for (0 to 3); in
    the keyword sections the section alone says nothing."""
    shared = 0
    for mine, theirs in zip(main, asked, strict=False):
        if mine != theirs:
            break
        shared += 1
    return 0 if shared == 1 and asked[0] in LIST_SECTIONS else shared


def parse_number(text: str) -> tuple[str, tuple] | None:
    """The rule number a query consists of ("rule 702.19b" -> ("702.19b", (702, 19, "b")))."""
    match = RULE_NUMBER.match(text)
    return _number(match.group(1), match.group(2), match.group(3)) if match else None


def numbers_in(text: str) -> tuple[list[tuple[str, tuple]], str]:
    """The rule numbers inside a longer query and the query without them: "what does rule
    702.19b say" -> ([("702.19b", (702, 19, "b"))], "what does say")."""
    found = []
    for match in EMBEDDED_NUMBER.finditer(text):
        groups = match.groups()
        parsed = _number(*groups[:3]) if groups[0] else _number(*groups[3:])
        if parsed:
            found.append(parsed)
    return found, " ".join(EMBEDDED_NUMBER.sub(" ", text).split()) if found else text


def _number(section: str, rule: str | None, letter: str | None) -> tuple[str, tuple] | None:
    letter = (letter or "").lower()
    if section.startswith("0"):
        return None
    parts: tuple = (int(section),)
    number = section
    if rule is not None:
        parts += (int(rule),)
        number += f".{int(rule)}"
        if letter:
            parts += (letter,)
            number += letter
    return number, parts


def relation(cited: tuple, asked: tuple) -> int:
    """EXACT, UNDER (the cited rule is a sub-rule of the one asked for), PARENT (the asked
    rule is a sub-rule of the cited one), NEIGHBOUR (another sub-rule of the same rule:
    702.15c for a term citing 702.15a), SECTION (another rule of the same section, except in
    the sections that are lists of unrelated keywords) or 0."""
    if cited == asked:
        return EXACT
    if cited[:len(asked)] == asked:
        return UNDER
    if asked[:len(cited)] == cited:
        return PARENT
    if len(cited) == len(asked) == 3 and cited[:2] == asked[:2]:
        return NEIGHBOUR
    if cited[0] == asked[0] and asked[0] not in LIST_SECTIONS:
        return SECTION
    return 0


@dataclass(frozen=True)
class RuleHit:
    """A rule the query names, for the web app to show its own page first."""

    game: str
    number: str
    explicit: bool = True  # a number, or a section name after "rule"/"section": not a term's name

    def json(self, summary: str | None) -> dict[str, str | None]:
        return {"game": self.game, "number": self.number, "url": self.url, "summary": summary}

    @property
    def url(self) -> str:
        return f"/rules/{self.game}/{quote(self.number)}"


@dataclass
class RuleIndex:
    """Cited rules of every term, by section (Magic) and by folded section name (Yu-Gi-Oh!)."""

    by_section: dict[int, list[tuple[tuple, int, tuple[str, str]]]] = field(default_factory=dict)
    cited_count: dict[tuple[str, str], int] = field(default_factory=dict)
    main_rule: dict[tuple[str, str], tuple] = field(default_factory=dict)  # the first rule a term cites
    sections: dict[str, tuple[str, list[tuple[tuple[str, str], int]]]] = field(default_factory=dict)
    # the terms citing a section's first rule (603.1, 613.1f), which says what the section is
    # about: a home of the section asked for alone ("603" is Triggered ability's)
    introduces: dict[int, set[tuple[str, str]]] = field(default_factory=dict)

    @classmethod
    def build(cls, terms: list[Term]) -> RuleIndex:
        built = cls()
        for term in terms:
            ref = (term.game, term.id)
            built.cited_count[ref] = len(term.rules)
            for position, number in enumerate(term.rules):
                parsed = parse_number(number) if term.game == "mtg" else None
                if parsed and position == 0:
                    built.main_rule[ref] = parsed[1]
                if parsed:
                    built.by_section.setdefault(parsed[1][0], []).append((parsed[1], position, ref))
                    if parsed[1][1:2] == (1,) and parsed[1][0] not in LIST_SECTIONS:
                        built.introduces.setdefault(parsed[1][0], set()).add(ref)
                elif term.game == "yugioh":
                    # the term named like the section ("Battle Position" for "Battle Positions") is its own
                    named = fold(term.names.en) in {fold(number), fold(number).rstrip("s")}
                    _name, refs = built.sections.setdefault(fold(number), (number, []))
                    refs.append((ref, position - 2 * named))
        return built

    def lookup(self, query: str, game: str | None) -> tuple[RuleHit | None, dict[tuple[str, str], float]]:
        """The rule a query names and a score per term citing it (see `citing`; a Yu-Gi-Oh!
        rulebook section: the term named like it first)."""
        parsed = parse_number(query) if game in (None, "mtg") else None
        if parsed:
            return RuleHit("mtg", parsed[0]), self.citing(parsed[1])
        if game in (None, "yugioh"):
            bare = SECTION_LEAD.sub("", query)
            found = self.sections.get(fold(bare))
            if found:
                name, refs = found
                return RuleHit("yugioh", name, explicit=bare != query), {
                    ref: EXACT + 1 / (3 + position) for ref, position in refs}
        return None, {}

    def citing(self, asked: tuple) -> dict[tuple[str, str], float]:
        """The terms citing a Magic rule (`asked`: its parts), each with a score between 1 and
        4.7 (higher: more specific).

        First how the cited rule relates to the one asked for (EXACT, UNDER, PARENT), then
        where the term cites it (a term lists its main rule first: 302.6 is Summoning
        sickness's, and Haste's only in passing; the main rule under the one asked for beats
        the same rule cited in passing: 613.4a is Base power and toughness's, 613.4 Layer's
        fourth), then how many of its rules lie under the one asked for (Layer cites six rules
        of 613, Dependency four). Obsolete terms last."""
        best: dict[tuple[str, str], float] = {}
        under: dict[tuple[str, str], int] = {}
        found = [(relation(cited, asked), position, ref)
                 for cited, position, ref in self.by_section.get(asked[0], ())]
        # neighbours and the rest of the section only when no term cites the rule itself,
        # one under it or the rule it belongs to; then the term citing most of them leads
        # (704.5d -> State-based actions, 614.12 -> Replacement effect)
        closest = max((how for how, _p, _r in found), default=0)
        # a rule: where a term cites it first says whose it is; a whole section ("603"):
        # how much of it a term covers, and whether it cites its first rule, which says what
        # the section is about (Triggered ability cites 603.1 and four more rules of 603)
        specific = closest >= PARENT and len(asked) > 1
        for how, position, ref in found:
            if how and how >= min(closest, PARENT):
                best[ref] = max(best.get(ref, 0.0), how + (1.5 if specific else 0.1) / (1 + position))
                under[ref] = under.get(ref, 0) + (how != PARENT)
        per_rule = 0.02 if specific else 0.2
        home = {ref: (_shared(self.main_rule.get(ref, ()), asked) / len(asked) if len(asked) > 1
                      else float(ref in self.introduces.get(asked[0], ()))) for ref in best}
        return {ref: score + 0.05 * under[ref] / max(1, self.cited_count[ref]) + per_rule * min(under[ref], 10)
                + HOME * home[ref] for ref, score in best.items()}
