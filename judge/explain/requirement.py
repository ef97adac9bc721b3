"""A target requirement (judge.events.Requirement) in words, with each language's grammar.

English: "nonartifact, nonblack creature" (as judge.mtg.targets.requirement_text says it).
German: the color and state adjectives take the noun's ending, card types join the noun as a
compound, as the German cards write it: "nicht-schwarze Nichtartefakt-Kreatur", "getappte
Kreatur", "bleibende Nichtland-Karte". Dutch: English card types with "non-" (the Dutch
glossary's "non-creature"), Dutch adjectives with their -e: "non-artifact, niet-zwarte creature".
"""

from __future__ import annotations

from collections.abc import Callable

from judge.events import Requirement
from judge.explain import grammar
from judge.explain.vocabulary import vocabulary


def worded(requirement: Requirement, lang: str) -> str:
    """The requirement as a noun phrase without article, in `lang`."""
    noun = vocabulary(f"noun:{requirement.noun}", lang, fallback=requirement.noun.replace("_", " "))

    def inflect(adjective: str) -> str:
        return adjective if lang == "en" else grammar.attributive(adjective, noun, lang)

    adjectives = [inflect(vocabulary("requirement:non_color", lang, color=_color(c, lang)))
                  for c in requirement.not_colors]
    adjectives += [inflect(_color(c, lang)) for c in requirement.colors]
    qualities = _qualities(requirement, lang, inflect)
    if lang == "de":  # card types join the noun: "Nichtartefakt-Kreatur"
        prefixes = [_non_type(t, lang) for t in requirement.not_types] + [_type(t, lang) for t in requirement.types]
        phrase = _compound(prefixes, noun) if prefixes else noun
        return " ".join([", ".join([*adjectives, *qualities]), phrase]) if adjectives or qualities else phrase
    words = [*(_non_type(t, lang) for t in requirement.not_types), *adjectives,
             *(_type(t, lang).lower() for t in requirement.types), *qualities]
    return ", ".join([*words[:-1], f"{words[-1]} {noun}"]) if words else noun


def _compound(prefixes: list[str], noun: str) -> str:
    """'Nichtartefakt' + 'Kreatur' -> 'Nichtartefakt-Kreatur'; joined to the first noun of
    'bleibende Karte' or 'Kreatur oder Spieler' (German nouns are the capitalized words)."""
    words = noun.split(" ")
    head = next((i for i, w in enumerate(words) if w[:1].isupper()), 0)
    if head == 0 and words[0] == "Karte" and len(prefixes) == 1:  # a card in a graveyard: "Kreaturenkarte"
        words[head] = prefixes[0] + ("en" if prefixes[0].endswith("ur") else "") + "karte"
        return " ".join(words)
    words[head] = "-".join([*prefixes, words[head]])
    return " ".join(words)


def _qualities(requirement: Requirement, lang: str, inflect: Callable[[str], str]) -> list[str]:
    """Tapped or untapped; attacking, blocking, or 'attacking or blocking'."""
    found = []
    if requirement.tapped is not None:
        found.append(inflect(vocabulary("requirement:tapped" if requirement.tapped else "requirement:untapped", lang)))
    if requirement.combat == "attacking_or_blocking":
        found.append(vocabulary("requirement:either", lang, first=inflect(vocabulary("requirement:attacking", lang)),
                                second=inflect(vocabulary("requirement:blocking", lang))))
    elif requirement.combat is not None:
        found.append(inflect(vocabulary(f"requirement:{requirement.combat}", lang)))
    return found


def _color(color: str, lang: str) -> str:
    return vocabulary(f"color:{color}", lang, fallback=color)


def _type(card_type: str, lang: str) -> str:
    return vocabulary(f"type:{card_type}", lang, fallback=card_type)


def _non_type(card_type: str, lang: str) -> str:
    return vocabulary("requirement:non_type", lang, type=_type(card_type, lang).lower())
