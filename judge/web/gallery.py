"""The scenario gallery (`/scenarios`): the library searched and filtered by game, topic, tag and
cited rule, one page at a time, topics named in the page language."""

from __future__ import annotations

import math
from dataclasses import dataclass

from judge.web.i18n import _
from judge.web.library import LibraryScenario, scenario_library
from judge.web.rule_pages import scenario_mentions

PAGE_SIZE = 30


def topic_names() -> dict[str, str]:
    """Topic folder -> its name in the page language (an unknown folder shows as it is)."""
    return {
        "combat": _("Combat"), "layers": _("Layers"), "lki": _("Last known information"),
        "lookback": _("Looking back in time"), "replacement": _("Replacement effects"),
        "sba": _("State-based actions"), "seed": _("From the rulebook"), "stack": _("Stack"),
        "triggers": _("Triggered abilities"), "turn": _("Turn structure"), "actions": _("Actions in order"),
        "battle": _("Battle"), "chain": _("Chain"), "effects": _("Card effects"), "summon": _("Summoning"),
        "win": _("Winning and losing"), "board": _("Tapped and untapped"), "copy": _("Copies"), "costs": _("Costs"),
        "delayed": _("Delayed triggered abilities"), "divided": _("Divided damage"),
        "equipment": _("Auras and Equipment"), "graveyard": _("Graveyard"), "layers2": _("Layers: more cases"),
        "library": _("Library"), "modal": _("Modal abilities"), "multiplayer": _("Multiplayer games"),
        "optional": _("Optional abilities"),
        "poison": _("Poison counters"), "whynot": _("Why not?"), "zones": _("Zones"),
        "dependency": _("Layers: dependency"), "cr613": _("The examples of rule 613"),
        "redteam": _("Hard cases"),
    }


@dataclass(frozen=True)
class GalleryQuery:
    text: str = ""
    game: str = ""
    topic: str = ""
    tag: str = ""
    rule: str = ""
    page: int = 1

    def matches(self, scenario: LibraryScenario, mentions: set[str]) -> bool:
        words = self.text.lower().split()
        haystack = " ".join((*scenario.titles.values(), *scenario.descriptions.values(), *scenario.tags,
                             scenario.topic, topic_names().get(scenario.topic, ""))).lower()  # any language
        return ((not self.game or scenario.game == self.game) and (not self.topic or scenario.topic == self.topic)
                and (not self.tag or self.tag in scenario.tags) and (not self.rule or scenario.key in mentions)
                and all(word in haystack for word in words))

    @property
    def filtered(self) -> bool:
        return bool(self.text or self.game or self.topic or self.tag or self.rule)


@dataclass
class GalleryPage:
    scenarios: list[LibraryScenario]
    total: int
    page: int
    pages: int


def find(query: GalleryQuery) -> GalleryPage:
    """The scenarios matching `query`, by game, topic and name, on the asked page."""

    mentions = {s.key for game in ("mtg", "yugioh") for s in scenario_mentions(game).get(query.rule, [])} \
        if query.rule else set()
    found = [s for s in scenario_library() if s.error is None and query.matches(s, mentions)]
    pages = max(1, math.ceil(len(found) / PAGE_SIZE))
    page = min(max(1, query.page), pages)
    return GalleryPage(found[(page - 1) * PAGE_SIZE:page * PAGE_SIZE], len(found), page, pages)


def filters() -> dict[str, list[str]]:
    """The choices of the filter form: games, topics per game, every tag."""
    library = [s for s in scenario_library() if s.error is None]
    return {"topics": sorted({s.topic for s in library}), "tags": sorted({t for s in library for t in s.tags})}
