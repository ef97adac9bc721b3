"""Finding cards by a few letters of a name, in the curated library and the player's import:
for the card search page and the scenario form's autocomplete (judge/web/card_pages.py).

A query matches an English or printed German name in the folded form (no case, accents or
punctuation), names that start with it first, then names that contain it.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.cards.folding import fold
from judge.cards.library import load_library

GAMES = ("mtg", "yugioh")


@dataclass(frozen=True)
class Found:
    game: str
    name: str  # English
    name_de: str | None
    source: str  # "library" or "imported"

    def to_json(self) -> dict[str, str | None]:
        return {"game": self.game, "name": self.name, "name_de": self.name_de, "source": self.source}


def find_cards(query: str, game: str | None = None, limit: int = 20) -> list[Found]:
    """Cards whose English or German name matches `query`: curated first, then imported."""
    wanted = fold(query)
    if not wanted:
        return []
    found: list[Found] = []
    for each in [game] if game else list(GAMES):
        library = load_library(each)
        curated = [card for card in library
                   if any(wanted in fold(name) for name in (card.name, *card.names.values()))]
        curated.sort(key=lambda card: (not any(fold(n).startswith(wanted) for n in (card.name, *card.names.values())),
                                       card.name))
        found += [Found(each, card.name, card.names.get("de"), "library") for card in curated]
        if library.imported is not None:
            known = {f.name for f in found}
            found += [Found(each, name, name_de, "imported") for name, name_de in library.imported.search(query, limit)
                      if name not in known and name.lower() not in library.cards]
    return found[:limit]
