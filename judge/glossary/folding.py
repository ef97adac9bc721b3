"""Folding text into lookup keys, so that spelling variants of a name meet.

"Unzerstörbarkeit", "unzerstoerbarkeit" and "Unzerstorbarkeit" must all find the same term,
as must "first-strike" and "First Strike". Names are stored under two keys (umlauts as the
plain vowel and as vowel+e); a query is folded one way only and meets either.
"""

from __future__ import annotations

import functools
import re
import unicodedata

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})
_NON_WORD = re.compile(r"[^0-9a-z]+")
_QUALIFIER = re.compile(r"\s*\([^)]*\)")  # "Legend (creature type)", "Counter (marker)"
# Endings of plurals and inflected forms in en/de/nl, longest first: "aflegstapels", "blijvende
# effecten", "Zaubersprüche". Not German "-er" ("Glieder"): rare among rules terms, and it would
# read the common misspelling "controler" as "control".
_ENDINGS = ("en", "es", "e", "n", "s")
# Leading articles people type in front of a term: "the stack", "der Stapel", "de stapel".
_ARTICLES = {"the", "a", "an", "der", "die", "das", "den", "dem", "ein", "eine", "de", "het", "een"}


def _strip_accents(text: str) -> str:
    if text.isascii():  # most queries: nothing to decompose
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    words = _NON_WORD.sub(" ", _strip_accents(text.replace("ß", "ss"))).split()
    while len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    return words


@functools.lru_cache(maxsize=16384)
def fold(text: str) -> str:
    """The lookup key of a query: lower case, accents and punctuation gone, no leading article.
    Remembered: one query folds its words several times (fast path, spelling, full text)."""
    return " ".join(_words(text.casefold()))


def without_qualifier(name: str) -> str | None:
    """A name without its bracketed qualifier ("Legend (creature type)" -> "Legend"), if it has one."""
    bare = _QUALIFIER.sub("", name).strip()
    return bare if bare and bare != name.strip() else None


def uninflected(word: str) -> list[str]:
    """The word with one plural or inflection ending removed, each possibility (the stem keeps
    at least three letters): "effecten" -> ["effect", "effecte"]. Meant for lookups that must
    still meet a stored name, never as a stemmer."""
    return [word[:-len(ending)] for ending in _ENDINGS
            if word.endswith(ending) and len(word) - len(ending) >= 3]


def name_keys(name: str) -> set[str]:
    """Every key a stored name answers to: plain folding and German umlauts as vowel+e."""
    lowered = name.casefold()
    keys = {fold(lowered), " ".join(_words(lowered.translate(_UMLAUTS)))}
    compact = {key.replace(" ", "") for key in keys}  # "mana burn" also answers "manaburn"
    return {key for key in keys | compact if key}


# The numbers names carry ("Spell Speed 2", "Main Phase 1"), as people also write them out.
_NUMBER_WORDS = {"en": ("one", "two", "three"), "de": ("eins", "zwei", "drei"), "nl": ("een", "twee", "drie")}
_DIGIT = re.compile(r"(?<![\w/+-])([1-3])(?![\w/+-])")


def spelled_numbers(name: str, lang: str) -> str | None:
    """The name with its numbers 1-3 written out in `lang` ("Zaubergeschwindigkeit 1" ->
    "Zaubergeschwindigkeit eins"), if it has any."""
    words = _NUMBER_WORDS.get(lang)
    spelt = _DIGIT.sub(lambda match: words[int(match.group(1)) - 1], name) if words else name
    return spelt if spelt != name else None
