"""Translations: gettext catalogs (judge/locale/<lang>/LC_MESSAGES/judge.po) read with Babel.

The English message is the msgid. Catalogs are read once per process from the
.po files, so no compile step is needed in a checkout or a wheel.
"""

from __future__ import annotations

import functools
from pathlib import Path

LANGUAGES = ("en", "de", "nl")
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """msgid -> msgstr for a language (empty for English, whose msgids are the text)."""
    if lang == "en":
        return {}
    from babel.messages.pofile import read_po

    path = LOCALE_DIR / lang / "LC_MESSAGES" / "judge.po"
    with path.open("rb") as handle:
        parsed = read_po(handle, locale=lang)
    return {str(m.id): str(m.string) for m in parsed if m.id and m.string and not m.fuzzy}


def gettext(message: str, lang: str) -> str:
    """The translation of an English message, or the message itself."""
    return catalog(lang).get(message, message) if lang != "en" else message
