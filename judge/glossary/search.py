"""Glossary search: the contract's JSON for a query in any of en, de, nl.

Order of work, cheapest first:
0. a rule reference ("702.19b", "rule 613", "CR 510.1c", "Regel 702.19b"; a Yu-Gi-Oh! rulebook
   section name) answers with the terms citing that rule, most specific first, and the rule
   itself (`rule` in the JSON: the web app shows the rule's page first);
1. the in-memory fast path: a name, alias or search phrase equal to the folded query (exact),
   then names and aliases starting with it (search as you type); when it finds anything, that
   is the answer (microseconds);
2. otherwise, when the query looks misspelt (a word in no name, alias or definition): the
   closest spelling from the vocabulary of names becomes the `suggestion`, and its exact
   matches rank just below where a true match would;
3. the in-memory full text (fulltext.py) over names, aliases, phrases and definitions in all
   three languages, for the suggestion or else the query, at most MAX_WORDS content words.
Results are cached per (query, game, lang, limit) in an LRU cache.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from judge import pickle_cache
from judge.glossary.fastpath import FastPath, Hit
from judge.glossary.folding import fold, uninflected
from judge.glossary.fulltext import (
    MAX_WORDS,
    QUESTION_WORDS,
    any_stopword,
    content_words,
    is_question,
    stopwords,
)
from judge.glossary.index import GlossaryIndex, open_index
from judge.glossary.rulerefs import RuleHit, RuleIndex, numbers_in
from judge.glossary.spelling import doubling_only
from judge.glossary.terms import Glossary, Term, load_glossary
from judge.glossary.text_ranking import OBJECT_CATEGORIES, TextRanking
from judge.paths import user_data_dir
from judge.rules import summary

CORRECTED_PENALTY = 10.0  # hits for the corrected spelling rank below exact hits of the query
# A query of more words isn't respelt as a whole name (10 of 5000 names and aliases are longer,
# and a misspelt word of theirs is still corrected on its own); the combinations cost most.
RESPELL_WORDS = 5
LONG_QUERY_WORDS = 5  # a query of so many words describes: its unknown words are respelt one edit at most
DESCRIBED_WORDS = 2  # a query of this many words that only search phrases match (or start) also goes to full text
SUCCESSOR_GAP = 0.001  # today's term right below the obsolete one it replaced
EXACT_BASE = 100.0  # a name or alias as typed (fastpath: 100 + weight; without an ending 99 + weight)
INFLECTED_BASE = 98.0  # a name inflected ("tödlichem Schaden"): below one without its ending (99)
OBJECT_BASE = 97.0  # a name beside the object it is said of ("monster in Aanvalspositie")
RULE_BASE = 90.0  # terms citing the rule a query names: 91-95, above prefix and text matches
RULE_WORDS_BONUS, RULE_WORDS_DEPTH = 1.5, 20  # a cited term the number's other words find: less than EXACT - PARENT
# A game named in the query ("Kampfschaden yugioh", "priority mtg") filters by it.
GAME_WORDS = re.compile(r"(?<!\w)(mtg|magic|ygo|yu-?gi-?oh!?|yu gi oh!?)(?!\w)", re.IGNORECASE)


@dataclass
class Answer:
    hits: list[Hit]
    suggestion: str | None = None
    rule: RuleHit | None = None


class GlossarySearch(TextRanking):
    """Search over one glossary; one per process (see `default_search`)."""

    def __init__(self, glossary: Glossary, index_root: Any = None) -> None:
        self.glossary = glossary
        self.fast = FastPath.cached(glossary.terms(), glossary.fingerprint,
                                    index_root if index_root is not None else pickle_cache.data_dir())
        self.rules = RuleIndex.build(glossary.terms())
        self._headwords = content_headwords(glossary.terms())
        self._index_root = index_root
        self._index: GlossaryIndex | None = None
        self._index_lock = threading.Lock()
        # (game, term id, lang) -> a result's keys before and after its score (result_json)
        self._result_texts: dict[tuple[str, str, str], tuple[dict[str, Any], dict[str, Any]]] = {}

    # --- loaded on first use: the fast path answers most queries without it -------------
    def index(self) -> GlossaryIndex:
        with self._index_lock:
            if self._index is None:
                self._index = open_index(self.glossary, self._index_root or user_data_dir())
            return self._index

    @property
    def speller(self):
        return self.index().speller

    @functools.cached_property
    def _candidates(self) -> Callable[[str, int | None], list[tuple[int, str]]]:
        """The speller's candidates for a word, remembered: a query asks for a word's twice
        (whole respelling, then word by word) and search as you type repeats words."""
        return functools.lru_cache(maxsize=8192)(self.speller.candidates)

    @functools.cached_property
    def _stems(self) -> Callable[[str], dict[str, tuple[str, ...]]]:
        """A query word's stems per language (with its German and Dutch infinitive guesses),
        remembered: questions and search as you type repeat their words."""
        return functools.lru_cache(maxsize=8192)(self.index().fulltext.stems)

    # --- spelling ------------------------------------------------------------------------
    def _known(self, word: str) -> bool:
        """Whether a query word is spelt as in some name, alias, phrase or definition, or is one
        with a plural or inflection ending ("Spielzugs"); unstemmed: a stem would make
        "replacment" look known through "replacement"."""
        index = self.index()
        if word in QUESTION_WORDS or word in any_stopword():  # "ich" is no misspelt "dich"
            return True
        return any(w in index.speller or w in index.definition_words for w in (word, *uninflected(word)))

    def _known_part(self, word: str) -> bool:
        """A part of a compound: a word of some name, alias, phrase or definition (no stop word)."""
        index = self.index()
        return word not in any_stopword() and (word in index.speller or word in index.definition_words)

    def suggestion(self, query: str) -> str | None:
        """A respelling of the query: the closest one that is a whole name or alias ("Speil
        verlassen" -> "spiel verlassen"), else each unknown word respelt on its own.

        Only asked when no name starts with the query (an unfinished word isn't misspelt); only
        its first MAX_WORDS words are looked at.
        """
        everything = fold(query).split()
        words, rest = everything[:MAX_WORDS], everything[MAX_WORDS:]
        # a query whose every word is spelt as in the glossary isn't misspelt: "ETB trigger" is
        # not "LTB trigger"
        if len(words) <= RESPELL_WORDS:
            # ... unless a letter left single or doubled by mistake makes it a whole name: "spel
            # speed 3" (spel is Dutch for game) is Spell Speed 3
            spelt = all(map(self._known, words))
            whole = self.speller.respell(words, self._known, self.fast.__contains__,
                                         doubling_only(self._candidates) if spelt else self._candidates)
            if whole:
                return whole
        fixed, changed = [], False
        # in a description of several words, an unknown word is more likely an ordinary word
        # than a glossary word misspelt twice ("schau" is no "schaduw", "stolen" no "stelen")
        distance = 1 if len(everything) >= LONG_QUERY_WORDS else None
        for word in words:
            correction = None
            if len(word) > 2 and not word.isdigit() and not self._known(word):
                found = self._candidates(word, distance)
                correction = found[0][1] if found else None
            changed |= correction is not None
            fixed.append(correction or word)
        # the words beyond the first MAX_WORDS stay as typed: a long description keeps its end
        return " ".join(fixed + rest) if changed else None

    def _compound_candidate(self, word: str) -> bool:
        """An unknown long word without a spelling one edit away ("blokeerder" is a slip of
        "blokkeerder", not "blok eerder")."""
        return len(word) >= 7 and not self._known(word) and not any(
            distance <= 1 for distance, _w in self._candidates(word, None))

    def _split_compounds(self, query: str) -> str | None:
        """The query with each unknown compound written as two known words, if any is."""
        words = fold(query).split()[:MAX_WORDS]
        split = [self.speller.split(w, self._known_part) if self._compound_candidate(w) else None for w in words]
        if not any(split):
            return None
        return " ".join(parts or word for parts, word in zip(split, words, strict=True))

    # --- full text: text_ranking.py; what the full text finds in its turn ------------
    def _inflected_hits(self, query: str, game: str | None) -> list[Hit]:
        """Terms the query is an inflected name or alias of ("tödlichem Schaden", "des
        Kampfschadensegments", "schadestappen"): 98 + weight, just below the same name without
        an ending."""
        words = fold(query).split()
        if len(words) > self.fast.longest_name:
            return []
        return [Hit(self.glossary.entries[ref], INFLECTED_BASE + weight)
                for ref, weight in self.index().inflected.lookup(words).items() if not game or ref[0] == game]

    def _named_run(self, words: list[str], game: str | None) -> list[Hit]:
        """The terms a run of words names (as typed, without an ending, or inflected), each
        scored with the weight of its name or alias alone."""
        text = " ".join(words)
        for base, lookup in ((EXACT_BASE, self.fast.exact_hits), (EXACT_BASE - 1, self.fast.uninflected_hits),
                             (INFLECTED_BASE, self._inflected_hits)):
            hits = lookup(text, game)
            if hits:
                return [Hit(hit.term, hit.score - base) for hit in hits]
        return []

    def _object_hits(self, query: str, game: str | None) -> list[Hit]:
        """Terms named beside the card or object they are said of, with a preposition or an
        article between ("monster uit het spel verwijderd", "monster in Aanvalspositie",
        "Kreaturen mit Todesberührung", "monster naar het Kerkhof"; with the object, a relative
        clause: "creatures die blokkeren"): 97 + weight, in the game of the object. "Karten
        abwerfen" needs no such help, and "Fallenkarte aktivieren" is about the Trap Card."""
        words = fold(query).split()
        if not 3 <= len(words) <= self.fast.longest_name + 3 or is_question(query):
            return []
        stop = any_stopword()
        for start in range(1, len(words) - 1):  # the object, then a stop word, then the name
            if words[start] not in stop:
                continue
            games = {hit.term.game for hit in self._named_run(words[:start], game)
                     if hit.term.category in OBJECT_CATEGORIES}
            if len(games) != 1:
                continue
            # the name may start with stop words of its own: "uit het spel verwijderd"
            for end in range(start, len(words)):
                named = words[end:]  # "blijvers die getapt zijn": a verb's helper after it says nothing
                while len(named) > 1 and named[-1] in stop:
                    named = named[:-1]
                # a relative clause is the name of verb and object together: "creatures die
                # blokkeren" is "blokkerende creatures", Blocking creature
                verb = [word for word in named if word not in stop]
                together = self.index().inflected.lookup(verb + words[:start]).items() if verb else ()
                found = ([Hit(self.glossary.entries[ref], OBJECT_BASE + weight) for ref, weight in together
                          if ref[0] in games]
                         or [Hit(hit.term, OBJECT_BASE + hit.score) for hit in self._named_run(named, min(games))
                             if hit.term.category not in OBJECT_CATEGORIES])
                if found or words[end] not in stop:
                    return found
        return []

    def _rule_hits(self, query: str, game: str | None) -> tuple[RuleHit | None, list[Hit]]:
        rule, found = self.rules.lookup(query, game)
        return rule, self._rule_scored(found)

    def _citing(self, numbers: list[tuple]) -> list[Hit]:
        """The terms citing any of these Magic rules, each by its best score."""
        best: dict[tuple[str, str], float] = {}
        for asked in numbers:
            for ref, score in self.rules.citing(asked).items():
                best[ref] = max(best.get(ref, 0.0), score)
        return self._rule_scored(best)

    def _numbers_and_words(self, numbers: list[tuple[str, tuple]], rest: str, game: str | None,
                           limit: int) -> Answer:
        """Rule numbers inside a longer query: the terms citing them, those the other words
        also find first ("rule 702.2c and deathtouch" is Deathtouch's part of 702.2c), then
        what the other words find, if they say anything ("what does rule 702.19b say")."""
        cited = self._citing([parts for _number, parts in numbers])
        rule = RuleHit("mtg", numbers[0][0])
        if not content_words(rest, keep=self._content_kept):
            return Answer(_ranked(cited, limit), None, rule)
        words = self.answer(rest, game, RULE_WORDS_DEPTH)
        found = {(hit.term.game, hit.term.id): hit.score for hit in words.hits}
        top = max(found.values(), default=1.0)
        # what the words find ranks below every term citing the rule (the number is the most
        # specific thing asked: "903.4a commander" is Color identity's rule, though Commander
        # cites 903.4); among those, the words lift the terms they find, by how well they find them
        best = {(hit.term.game, hit.term.id): Hit(hit.term, min(hit.score, RULE_BASE)) for hit in words.hits}
        for hit in cited:
            ref = (hit.term.game, hit.term.id)
            best[ref] = Hit(hit.term, hit.score + RULE_WORDS_BONUS * found.get(ref, 0.0) / top)
        return Answer(_ranked(list(best.values()), limit), words.suggestion, rule)

    def _rule_scored(self, found: dict[tuple[str, str], float]) -> list[Hit]:
        return [Hit(term, RULE_BASE + score - term.obsolete)
                for term, score in ((self.glossary.entries[ref], score) for ref, score in found.items())]

    def _named_game(self, query: str) -> tuple[str | None, str]:
        """The game a query names and the query without its name ("Kampfschaden yugioh").
        "magic" stays when it begins a name of what is left, even misspelt: "Magic Card" is
        Yu-Gi-Oh!'s old name of the Spell Card, also in "Yu-Gi-Oh Magic Card" (yugioh, "Magic
        Card") and "Magic Cadr"."""
        named = list(GAME_WORDS.finditer(query))
        plain = [m for m in named if m.group(1).lower() != "magic"]
        rest = query
        for match in reversed(plain):
            rest = rest[:match.start()] + " " + rest[match.end():]
        rest = " ".join(rest.split())
        if len(plain) < len(named) and not self._a_name(rest):
            plain, rest = named, " ".join(GAME_WORDS.sub(" ", query).split())
        if not plain or not fold(rest):
            return None, query
        return ("mtg" if plain[0].group(1).lower() in ("mtg", "magic") else "yugioh"), rest

    def _a_name(self, text: str) -> bool:
        """Whether the text is a name or alias, the start of one, or one misspelt ("Magic Cadr")."""
        if self.fast.exact_hits(text) or self.fast.prefix_hits(text, None, 1):
            return True
        respelt = self.suggestion(text)
        return bool(respelt and self.fast.exact_hits(respelt))

    # --- the search --------------------------------------------------------------------
    def result_json(self, term: Term, score: float, lang: str) -> dict[str, Any]:
        """One search result: the contract's keys plus a snippet and the obsolete link (a term's
        texts are built once per language: the same terms come back query after query)."""
        key = (term.game, term.id, lang)
        if key not in self._result_texts:
            self._result_texts[key] = _result_texts(term, lang)
        before, after = self._result_texts[key]
        return {**before, "score": round(score, 3), **after}

    def answer(self, query: str, game: str | None = None, limit: int = 20) -> Answer:
        """Ranked hits for a query, the "did you mean" suggestion and the rule it names."""
        best: dict[tuple[str, str], Hit] = {}

        def add(found: list[Hit], penalty: float = 0.0) -> None:
            for hit in found:
                ref = (hit.term.game, hit.term.id)
                score = hit.score - penalty
                if ref not in best or best[ref].score < score:
                    best[ref] = Hit(hit.term, score)

        named_game, query = self._named_game(query)
        game = game or named_game
        rule, cited = self._rule_hits(query, game)
        suggestion = None
        if rule and rule.game == "mtg":  # a number is no word: nothing else to look up
            return Answer(_ranked(cited, limit), None, rule)
        numbers, rest = numbers_in(query) if not rule and game in (None, "mtg") else ([], query)
        if numbers:  # "what does rule 702.19b say", "cr 603.3b apnap", "702.19b vs 702.2c"
            return self._numbers_and_words(numbers, rest, game, limit)
        add(self.fast.exact_hits(query, game))
        if rule and (rule.explicit or not best):
            add(cited)
        else:
            rule = None  # "Damage Step" names the term first, and the section only in passing
        add(self.fast.prefix_hits(query, game, limit))
        if not best:
            add(self.fast.uninflected_hits(query, game))
        if not best:
            add(self._inflected_hits(query, game))
        if not best:
            add(self._object_hits(query, game))
        abbreviated = not best and self.fast.abbreviated_hits(query, game)
        if abbreviated:  # words cut short are no misspellings: "cont effect" is not "cost effect"
            add(abbreviated)
        # a headword or its beginning answers at once; the rest goes to full text, and so does a
        # question that only is (or starts) one of our search phrases: the phrase's term first,
        # the terms whose texts answer it below ("can a creature block more than one attacker")
        described = len(fold(query).split()) >= DESCRIBED_WORDS and not self.fast.names(query)
        if not best or described:
            # an unknown compound of two known words is no misspelling: "Extra Kaartstapel" is
            # "kaart stapel", "Kettenregeln" "ketten regeln"
            query = self._split_compounds(query) or query
            suggestion = None if abbreviated else self.suggestion(query)
            if suggestion:  # what the user probably meant ranks just below a true match
                add(self.fast.exact_hits(suggestion, game), penalty=CORRECTED_PENALTY)
            add(self._text_hits(suggestion or query, game, limit), penalty=CORRECTED_PENALTY if suggestion else 0.0)
        return Answer(_ranked(self._with_successors(best), limit), suggestion, rule)

    def _with_successors(self, best: dict[tuple[str, str], Hit]) -> list[Hit]:
        """The hits, each obsolete term followed by the term that replaced it: someone asking
        for "Fusion Deck" or "comes into play" is led to today's word right after the old one."""
        hits = list(best.values())
        for hit in hits:
            successor = hit.term.replaced_by and self.glossary.entries.get((hit.term.game, hit.term.replaced_by))
            if successor and ((ref := (successor.game, successor.id)) not in best
                              or best[ref].score < hit.score - SUCCESSOR_GAP):
                best[ref] = Hit(successor, hit.score - SUCCESSOR_GAP)
        return list(best.values())

    def hits(self, query: str, game: str | None = None, limit: int = 20) -> tuple[list[Hit], str | None]:
        """Ranked hits for a query and the "did you mean" suggestion."""
        found = self.answer(query, game, limit)
        return found.hits, found.suggestion


def content_headwords(terms: list[Term]) -> frozenset[str]:
    """Headwords that other languages have as stop words, kept as content in queries: "dies" is
    German for "this" and Magic's Dies. An alias ("die", "at" for When/whenever) or a headword
    that is a stop word of its own language ("All", "alle") is not: "at the same time"."""
    return frozenset(fold(name) for term in terms for lang in ("en", "de", "nl")
                     if (name := term.names.get(lang)).casefold() not in stopwords(lang))


def _ranked(hits: list[Hit], limit: int) -> list[Hit]:
    return sorted(hits, key=lambda h: (-h.score, h.term.obsolete, h.term.game, h.term.id))[:limit]


def _result_texts(term: Term, lang: str) -> tuple[dict[str, Any], dict[str, Any]]:
    names = term.names
    return ({"id": term.id, "game": term.game, "names": {"en": names.en, "de": names.de, "nl": names.nl}},
            {"url": term.url, "category": term.category, "snippet": snippet(term.definitions.get(lang)),
             "obsolete": term.obsolete, "replaced_by": term.replaced_by})


@functools.lru_cache(maxsize=4096)
def snippet(definition: str) -> str:
    """The start of a definition in whole sentences, at least ~60 characters (remembered: the
    same terms come back query after query)."""
    text = ""
    for sentence in definition.split(". "):
        text = f"{text} {sentence.rstrip('.')}." if text else sentence.rstrip(".") + "."
        if len(text) >= 60:
            break
    return text


def rule_json(rule: RuleHit | None, lang: str) -> dict[str, Any] | None:
    """The rule a query names: its game, number (or section name), page and our summary."""
    if rule is None:
        return None

    return rule.json(summary(rule.game, rule.number, lang))


@functools.cache
def default_search() -> GlossarySearch:
    return GlossarySearch(load_glossary())


@functools.lru_cache(maxsize=4096)
def _cached(query: str, game: str | None, lang: str, limit: int) -> dict[str, Any]:
    searcher = default_search()
    found = searcher.answer(query, game, limit)
    return {"query": query, "results": [searcher.result_json(h.term, h.score, lang) for h in found.hits],
            "suggestion": found.suggestion, "rule": rule_json(found.rule, lang)}


def search(query: str, game: str | None = None, lang: str = "en", limit: int = 20) -> dict[str, Any]:
    """The contract's search JSON, plus `rule`. `lang` only picks the language of the texts."""
    query = " ".join(query.split())[:200]
    if not query:
        return {"query": query, "results": [], "suggestion": None, "rule": None}
    result = _cached(query, game, lang, max(1, min(limit, 100)))
    return {**result, "results": [dict(r) for r in result["results"]]}


def warm_up() -> None:
    """Load the glossary, open (or build) the index and run one query, before serving."""
    search("trample")
    default_search().hits("zzqx lethal", None, 1)
