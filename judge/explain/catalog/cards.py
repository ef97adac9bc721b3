"""Messages about imported cards (judge cards import): what a ruling says it ignores.

Translations: judge/locale/{de,nl}/LC_MESSAGES/cards.po. `{ability}` is the card's own
English text, quoted as printed; `{card}` is the card's name in the page language.
"""

from __future__ import annotations

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    "unmodelled:mtg": N_("{card}'s ability “{ability}” is not modelled; this ruling ignores it."),
    "unmodelled:yugioh": N_("{card}'s effect “{ability}” is not modelled; this ruling ignores it."),
}
