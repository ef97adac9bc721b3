"""Translations: gettext catalogs (judge/locale/<lang>/LC_MESSAGES/*.po) read with Babel.

The English message is the msgid. Catalogs are read once per process from the
.po files, so no compile step is needed in a checkout or a wheel; what Babel parsed is kept
in the data directory as a pickle named after the files' content (judge/pickle_cache.py:
parsing German and Dutch cost ~80 ms of each server start and each `--lang de`). A message may carry a
context (`msgctxt`, for single words that mean different things in different places):
it is written "context\x04message", gettext's own convention (`contextual`). A message
with plural forms (`msgid_plural`) is translated by `ngettext`, which picks the form by count.
"""

from __future__ import annotations

import functools
import io
from pathlib import Path

from judge import pickle_cache
from judge.events import Listing

LANGUAGES = ("en", "de", "nl")
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
CONTEXT_SEPARATOR = "\x04"


def contextual(context: str, message: str) -> str:
    """A message with a gettext context, as a catalog key: `msgctxt` and `msgid` of the .po files."""
    return f"{context}{CONTEXT_SEPARATOR}{message}"


Catalog = tuple[dict[str, str], dict[str, tuple[str, ...]]]


@functools.cache
def _read(lang: str) -> Catalog:
    texts = [(path.name, path.read_bytes()) for path in sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"))]
    return pickle_cache.parsed(f"catalog-{lang}", pickle_cache.fingerprint(texts), [Path(__file__)],
                               lambda: _parse(lang, texts), pickle_cache.data_dir())


def _parse(lang: str, texts: list[tuple[str, bytes]]) -> Catalog:
    from babel.messages.pofile import read_po

    singular: dict[str, str] = {}
    plural: dict[str, tuple[str, ...]] = {}
    for _name, text in texts:
        for m in read_po(io.BytesIO(text), locale=lang):
            if not m.id or not m.string or m.fuzzy:
                continue
            if isinstance(m.id, tuple | list):
                forms = tuple(str(s) for s in m.string)
                if all(forms):
                    plural[_key(m.context, str(m.id[0]))] = forms
                    singular[_key(m.context, str(m.id[0]))] = forms[0]
            else:
                singular[_key(m.context, str(m.id))] = str(m.string)
    return singular, plural


def catalog(lang: str) -> dict[str, str]:
    """msgid -> msgstr for a language, from every .po file of that language (a plural message
    under its singular msgid, with its first form).

    Empty for English, whose msgids are the text. One .po file per message area
    (judge/explain/catalog/<area>.py).
    """
    return {} if lang == "en" else _read(lang)[0]


def plural_catalog(lang: str) -> dict[str, tuple[str, ...]]:
    """Singular msgid -> the translation's plural forms (msgstr[0], msgstr[1], ...)."""
    return {} if lang == "en" else _read(lang)[1]


def _key(context: str | None, message: str) -> str:
    return contextual(context, message) if context else message


def plural_index(count: int, lang: str) -> int:
    """The plural form for `count`: English, German and Dutch all have `plural=(n != 1)`."""
    return 0 if abs(count) == 1 else 1


def gettext(message: str, lang: str) -> str:
    """The translation of an English message, or the message itself (without its context)."""
    translated = catalog(lang).get(message, message) if lang != "en" else message
    return translated.rpartition(CONTEXT_SEPARATOR)[2]


def ngettext(singular: str, plural: str, count: int, lang: str) -> str:
    """The form of a message with plural forms that goes with `count`, in `lang`."""
    index = plural_index(count, lang)
    forms = plural_catalog(lang).get(singular)
    if not forms:
        forms = (singular, plural)
    return forms[min(index, len(forms) - 1)].rpartition(CONTEXT_SEPARATOR)[2]


def translate(message: str, lang: str, params: dict[str, object] | None = None) -> str:
    """A message of the tables in `lang`: a `Plural` (judge/explain/catalog) takes the form its
    count placeholder asks for (a number, or a Listing: the number of its parts), any other
    message its one translation."""
    plural = getattr(message, "plural", None)
    if plural is None:
        return gettext(message, lang)
    count = (params or {}).get(getattr(message, "count", "count"))
    if isinstance(count, Listing):  # "its targets A and B are": as many as the list names
        count = len(count.parts)
    if not isinstance(count, int):
        raise KeyError(f"plural message {str(message)!r} needs an integer {message.count!r}")  # type: ignore[attr-defined]
    return ngettext(message, plural, count, lang)
