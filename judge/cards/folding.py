"""The form card names are matched in, by the card library and the imported cards alike."""

from __future__ import annotations

import unicodedata


def fold(name: str) -> str:
    """The form names are matched in: no accents, case or punctuation ('Blauäugiger w. Drache' ->
    'blauaugigerwdrache'), so a player's spelling of a printed name still finds it."""
    decomposed = unicodedata.normalize("NFKD", name.casefold().replace("ß", "ss"))
    return "".join(ch for ch in decomposed if ch.isalnum())
