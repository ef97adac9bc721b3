"""Messages of the output's final state (zones, the result) for `judge rule` text and Markdown.

Translations: judge/locale/{de,nl}/LC_MESSAGES/authoring.po. Zone names are the glossary's
headwords (judge/explain/render.py), so they need no message here.
"""

from __future__ import annotations

from judge.explain.catalog import N_, NP_
from judge.explain.i18n import contextual as C_

MESSAGES: dict[str, str] = {
    "text:draw:mtg": N_("The game is a draw."),
    "text:draw:yugioh": N_("The Duel is a draw."),
    "text:cards_left": NP_("{count} card", "{count} cards"),
    "text:poison": NP_("{count} poison counter", "{count} poison counters"),
    # an empty list in a sentence ("players who lost: none"), never a bare '-'
    "word:none": C_("empty list", "none"),
    "word:and": C_("the last two items of a list", "and"),
    # several permanents of one name in a list ("tapping Mountain (6×)"): card names have no plural
    "list:same_name": C_("several permanents of one name", "{name} ({count}×)"),
}
