"""Translations: gettext catalogs (judge/locale/<lang>/LC_MESSAGES/judge.po) read with Babel.

The English message is the msgid. Catalogs are read once per process from the
.po files, so no compile step is needed in a checkout or a wheel. A message may carry a
context (`msgctxt`, for single words that mean different things in different places):
it is written "context\x04message", gettext's own convention (`contextual`).
"""

from __future__ import annotations

import functools
from pathlib import Path

LANGUAGES = ("en", "de", "nl")
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
CONTEXT_SEPARATOR = "\x04"


def contextual(context: str, message: str) -> str:
    """A message with a gettext context, as a catalog key: `msgctxt` and `msgid` of the .po files."""
    return f"{context}{CONTEXT_SEPARATOR}{message}"


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """msgid -> msgstr for a language, from every .po file of that language.

    Empty for English, whose msgids are the text. One .po file per message area
    (judge/explain/catalog/<area>.py).
    """
    if lang == "en":
        return {}
    from babel.messages.pofile import read_po

    merged: dict[str, str] = {}
    for path in sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            parsed = read_po(handle, locale=lang)
        merged.update({_key(m.context, str(m.id)): str(m.string)
                       for m in parsed if m.id and m.string and not m.fuzzy})
    return merged


def _key(context: str | None, message: str) -> str:
    return contextual(context, message) if context else message


def gettext(message: str, lang: str) -> str:
    """The translation of an English message, or the message itself (without its context)."""
    translated = catalog(lang).get(message, message) if lang != "en" else message
    return translated.rpartition(CONTEXT_SEPARATOR)[2]
