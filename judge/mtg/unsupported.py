"""What the card vocabulary can say but the Magic engine doesn't do yet: refused, never ignored.

A card in a scenario that has one of these is a located error naming the keyword or trigger, so
a ruling never silently leaves out split second, ward or a "whenever you cast" trigger.
tests/test_unsupported.py checks that every keyword the vocabulary accepts is either handled by
the engine or listed here.
"""

from __future__ import annotations

from collections.abc import Iterator

from judge.cards.mtg_common import TargetSpec
from judge.cards.mtg_model import MtgCard, TriggeredAbility
from judge.scenario.errors import T, Text

KEYWORDS = frozenset({"split second"})  # 702.61: needs casting during a resolution to matter
KEYWORD_PREFIXES = ("ward",)  # 702.21: a trigger on becoming a target, with a cost to pay
TRIGGER_EVENTS = frozenset({"cast_spell", "becomes_tapped"})


def problems(card: MtgCard) -> list[Text]:
    """Why the engine can't rule on this card faithfully (empty when it can)."""
    found = [T("the keyword {keyword!r} is not implemented by the judge yet", keyword=k) for k in card.keywords
             if k in KEYWORDS or k.startswith(KEYWORD_PREFIXES)]
    found += [T("its triggered ability 'whenever ... {event}' is not implemented by the judge yet",
                event=a.when.event.replace("_", " ")) for a in card.abilities
              if isinstance(a, TriggeredAbility) and a.when.event in TRIGGER_EVENTS]
    if any(spec.filter.supertypes or spec.filter.not_supertypes for spec in _target_specs(card)):
        found.append("a target restricted by supertype ('target nonbasic land') is not implemented by the judge "
                     "yet; supertypes work in the 'each' filters of static abilities")
    return found


def _target_specs(card: MtgCard) -> Iterator[TargetSpec]:
    """Every target requirement of the card: its spell, its abilities and their modes."""
    for holder in (card.spell, *card.abilities):
        if holder is None:
            continue
        yield from getattr(holder, "targets", ())
        for mode in getattr(holder, "modes", ()):
            yield from mode.targets
