"""Protection's quality (702.16a): does an object have the quality a protection ability names?

One place answers this for every part of protection: blocking (702.16f) here
in combat, targeting (702.16b) and damage prevention (702.16e).
"""

from __future__ import annotations

from collections.abc import Iterable

PREFIX = "protection from "


def qualities(keywords: Iterable[str]) -> list[str]:
    """The qualities of every protection ability among these keywords ('red', 'creatures', ...)."""
    return sorted(k.removeprefix(PREFIX) for k in keywords if k.startswith(PREFIX))


def has_quality(quality: str, colors: Iterable[str], types: Iterable[str]) -> bool:
    """True if an object with these colors and card types has the stated quality (702.16a, 702.16j)."""
    colors, types = set(colors), set(types)
    if quality == "everything":
        return True
    if quality == "creatures":
        return "Creature" in types
    if quality == "artifacts":
        return "Artifact" in types
    if quality == "multicolored":
        return len(colors) >= 2
    if quality == "monocolored":
        return len(colors) == 1
    return quality in colors


def protected_from(keywords: Iterable[str], colors: Iterable[str], types: Iterable[str]) -> str | None:
    """The first protection ability (as its keyword) that an object with these colors and types runs into."""
    colors, types = list(colors), list(types)
    for quality in qualities(keywords):
        if has_quality(quality, colors, types):
            return PREFIX + quality
    return None
