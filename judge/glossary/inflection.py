"""Names found through their inflected forms: every name and alias stemmed in its language.

German and Dutch inflect a term's words in ways no list of endings covers: adjectives take
-e, -en, -em, -er, -es ("tödlichem Schaden" is Tödlicher Schaden, "getapptes" is "getappt"),
nouns a genitive or a plural with a changed vowel ("des Friedhofs", "Friedhöfe") or a doubled
consonant (Dutch "schadestappen" is "schadestap"). Each German and Dutch name and alias is stored
under the Snowball stems of its words in its language, and a run of query words stemmed the same
way meets it: one dict lookup per language. Built at index-build time (stemming every name
costs tens of milliseconds) and pickled with the index.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.glossary.folding import fold
from judge.glossary.fulltext import looks_like_participle, stem, verb_forms
from judge.glossary.terms import LANGS, Term

Ref = tuple[str, str]
# English inflects little, and the typed-or-without-ending lookups of the fast path handle it;
# its stemmer would join what players keep apart ("tap" and "tapped", "attack" and "attacking").
INFLECTING = ("de", "nl")


def stem_key(words: list[str], lang: str) -> str:
    """The words (folded) as one key of their stems in `lang`."""
    return " ".join(stem(word, lang) for word in words)


@dataclass
class InflectedNames:
    """Per language: the stems of a name's or alias's words -> the terms (with the fast path's
    weight: a headword over an alias) named so."""

    keys: dict[str, dict[str, dict[Ref, float]]] = field(default_factory=dict)
    firsts: dict[str, frozenset[str]] = field(default_factory=dict)  # the stems keys start with

    @classmethod
    def build(cls, terms: list[Term], name_weight: float, alias_weight: float) -> InflectedNames:
        index = cls({lang: {} for lang in INFLECTING})
        for term in terms:
            headwords = {term.names.get(lang) for lang in LANGS}
            english = {stem_key(fold(text).split(), "en") for lang, text in term.all_names() if lang == "en"}
            for lang, text in term.all_names():
                words = fold(text).split()
                # an English word in a Dutch list ("Trample", "spells") is English's: its
                # inflection is no Dutch stemmer's business ("spells" is no "spel", game)
                if words and lang in INFLECTING and stem_key(words, "en") not in english:
                    found = index.keys[lang].setdefault(stem_key(words, lang), {})
                    weight = name_weight if text in headwords else alias_weight
                    ref = (term.game, term.id)
                    found[ref] = max(found.get(ref, 0.0), weight)
        index.firsts = {lang: frozenset(key.split()[0] for key in keys) for lang, keys in index.keys.items()}
        return index

    def runs(self, words: list[str], longest: int) -> dict[tuple[int, int], dict[Ref, float]]:
        """Every run words[i:j] (of at most `longest` words) that is an inflected name or alias,
        with its terms: each word stemmed once per language, and no run tried that starts with a
        stem no key starts with."""
        found: dict[tuple[int, int], dict[Ref, float]] = {}
        for lang in INFLECTING:
            keys, firsts = self.keys[lang], self.firsts[lang]
            stems = [stem(word, lang) for word in words]
            for i, first in enumerate(stems):
                if first in firsts:
                    for j in range(i + 1, min(len(words), i + longest) + 1):
                        for ref, weight in keys.get(" ".join(stems[i:j]), {}).items():
                            run = found.setdefault((i, j), {})
                            run[ref] = max(run.get(ref, 0.0), weight)
                elif looks_like_participle(words[i], lang):  # "ausgespielten" names "ausspielen"
                    for form in verb_forms(words[i], lang):
                        named = keys.get(stem(form, lang))
                        if named:
                            run = found.setdefault((i, i + 1), {})
                            for ref, weight in named.items():
                                run[ref] = max(run.get(ref, 0.0), weight)
                            break
        return found

    def lookup(self, words: list[str]) -> dict[Ref, float]:
        """The terms one of whose names or aliases the (folded) words are, inflected: the
        language where the stems match a heavier name wins per term."""
        found: dict[Ref, float] = {}
        for lang in INFLECTING:
            for ref, weight in self.keys[lang].get(stem_key(words, lang), {}).items():
                found[ref] = max(found.get(ref, 0.0), weight)
        return found
