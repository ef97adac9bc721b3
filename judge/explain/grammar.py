"""The little grammar the renderer needs to put game words into German and Dutch sentences.

Words themselves come from the catalogs (judge/explain/catalog/vocabulary.py) and the outlines;
here is only what a catalog can't say: the gender of a German noun and the article of a
Dutch one (a compound takes its last part's), the ending an adjective gets in front of a noun,
and a noun phrase that a message may ask for with its article: `{step:The}` is "The untap
step", "Das Enttappsegment", "De untap step".
"""

from __future__ import annotations

import re

# German head nouns the renderer puts articles or adjectives in front of, by how they end.
_GERMAN_GENDER = {
    "segment": "n", "phase": "f", "kreatur": "f", "karte": "f", "spieler": "m", "gegner": "m",
    "step": "m", "zauberspruch": "m", "artefakt": "n", "verzauberung": "f", "land": "n", "planeswalker": "m",
    "fähigkeit": "f", "ziel": "n", "schlacht": "f",
}
_GERMAN_ARTICLE = {"m": "der", "f": "die", "n": "das"}
_GERMAN_ENDING = {"m": "er", "f": "e", "n": "es"}  # an adjective without article, nominative singular
# Dutch nouns that take "het" (all others take "de").
_DUTCH_HET = ("artifact", "artefact", "land", "doelwit")


def german_gender(noun: str) -> str | None:
    """'m', 'f' or 'n' for a German noun (or compound, or 'adjective noun'), None if unknown."""
    last = re.split(r"[\s-]", noun.strip())[-1].lower()
    return next((g for ending, g in _GERMAN_GENDER.items() if last.endswith(ending)), None)


def dutch_het(noun: str) -> bool:
    """True for a Dutch noun that takes 'het' (decided by its first word: 'artifact of enchantment')."""
    return noun.split()[0].lower().endswith(_DUTCH_HET) if noun.strip() else False


def definite_article(noun: str, lang: str) -> str:
    """'the', 'der'/'die'/'das', 'de'/'het'; '' for a German noun of unknown gender."""
    if lang == "de":
        gender = german_gender(noun)
        return _GERMAN_ARTICLE[gender] if gender else ""
    if lang == "nl":
        return "het" if dutch_het(noun) else "de"
    return "the"


def attributive(adjective: str, noun: str, lang: str) -> str:
    """An adjective in front of `noun` without an article: 'schwarze Kreatur', 'zwarte creature'."""
    if lang == "de":
        return adjective + _GERMAN_ENDING.get(german_gender(noun) or "f", "e")
    if lang == "nl":
        return adjective if dutch_het(noun) else dutch_inflected(adjective)
    return adjective


def dutch_inflected(adjective: str) -> str:
    """The Dutch adjective with its -e: 'zwart' -> 'zwarte', 'rood' -> 'rode', 'wit' -> 'witte'."""
    if adjective.endswith("e"):
        return adjective
    if re.search(r"([aeou])\1[^aeiou]$", adjective):  # a long vowel written double loses one
        return adjective[:-2] + adjective[-1] + "e"
    if re.search(r"(^|[^aeiou])[aeiou][bdfgklmnprst]$", adjective):  # a short vowel keeps its sound
        return adjective + adjective[-1] + "e"
    return adjective + "e"


class Noun(str):
    """A noun in the page language; a message may ask for it with its definite article:
    `{step:the}` ("the untap step", "das Enttappsegment") or `{step:The}` at the start of a sentence."""

    article: str

    def __new__(cls, text: str, article: str = "") -> Noun:
        noun = super().__new__(cls, text)
        noun.article = article
        return noun

    def __format__(self, spec: str) -> str:
        if spec not in ("the", "The"):
            return format(str(self), spec)
        text = f"{self.article} {self}" if self.article else str(self)
        return text[:1].upper() + text[1:] if spec == "The" else text


def noun(name: str, lang: str) -> Noun:
    """A name as a noun in running text: English and Dutch names lose their capital ('Untap step'),
    German ones keep it on the noun only ('Erste Hauptphase' -> 'die erste Hauptphase')."""
    words = name.split(" ")
    if lang == "de":
        text = " ".join([*(w[:1].lower() + w[1:] for w in words[:-1]), words[-1]])
    else:
        text = name[:1].lower() + name[1:]
    return Noun(text, definite_article(text, lang))


class Forms(str):
    """A word with a singular (its text) and a plural form: a message asks for the plural with
    `{counter:pl}` ("Loyalitätsmarken", "+1/+1-Marken"), for the singular with `{counter}`."""

    plural: str

    def __new__(cls, singular: str, plural: str) -> Forms:
        word = super().__new__(cls, singular)
        word.plural = plural
        return word

    def __format__(self, spec: str) -> str:
        if spec == "pl":
            return self.plural
        return format(str(self), "" if spec == "sg" else spec)


class Variants(str):
    """A word with named other forms a message may ask for: `{card_type:spells}` is the spells of
    that card type as one plural noun ("Kreaturenzauber", "sorceries"), `{card_type}` the word itself."""

    forms: dict[str, str]

    def __new__(cls, text: str, **forms: str) -> Variants:
        word = super().__new__(cls, text)
        word.forms = forms
        return word

    def __format__(self, spec: str) -> str:
        return self.forms[spec] if spec in self.forms else format(str(self), spec)
