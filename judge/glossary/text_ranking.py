"""How full-text hits are ranked: each term a query's content words match gets one score from
what of the query it holds (BM25F over its names, aliases, phrases and definitions; the shares of
the query's words it contains, in its names, as typed names; neighbouring pairs and whole search
phrases), the game the query leans to, and, for a question, the terms it names (its topic).

A mixin of GlossarySearch (search.py), which owns the glossary, the fast path and the index.
The scale: full-text scores lie below every fast-path hit (50-103).
"""

from __future__ import annotations

import functools
import heapq

from judge.glossary.fastpath import ALIAS_WEIGHT, NAME_WEIGHT, Hit
from judge.glossary.folding import fold
from judge.glossary.fulltext import Matches, any_stopword, content_words, is_question, tokens
from judge.glossary.terms import Term

TEXT_CEILING = 49.0  # full-text scores lie below the fast path's 50-103 ...
TEXT_HALF = 6.0  # ... a BM25F sum of 6 (a typical good match) counts half of its share
GAME_BONUS = 2.0
TEXT_LEAN = 0.3  # the texts' log odds of a game beside the names' vote (+-1): "monster" (6.1) outweighs it
QUESTION_TOPIC = 5.0
SHORT_QUERY = 2  # a query of so few content words that isn't a name is about the terms it names, too
TEXT_WEIGHTS = (0.27, 0.2, 0.13, 0.15, 0.1, 0.05, 0.1)
OBSOLETE_PENALTY = 3.0  # a question is about today's rules: "Mana am Ende einer Phase" is the mana pool's
OBJECT_CATEGORIES = frozenset({"card-type", "object"})  # what a word before it may describe ...
DESCRIPTION_WORDS = 3  # ... in a query of at most so many content words that asks nothing


class TextRanking:
    """The full-text half of GlossarySearch: `_text_hits` and what it weighs."""

    @functools.cached_property
    def _content_kept(self) -> frozenset[str]:
        """Words a query keeps though they look like noise: headwords that are another
        language's stop words ("dies") and the letters names, aliases and phrases use as
        symbols ("X", "Q", "W")."""
        stop = any_stopword()
        return self._headwords | {word for key in self.fast.exact for word in key.split()
                                  if len(word) == 1 and word.isalpha() and word not in stop}

    @functools.cached_property
    def _by_number(self) -> list[Term]:
        """The terms in the full text's numbering."""
        return [self.glossary.entries[ref] for ref in self.index().fulltext.refs]

    def _text_hits(self, query: str, game: str | None, limit: int) -> list[Hit]:
        fulltext = self.index().fulltext
        words = content_words(query, keep=self._content_kept)
        if not words:
            return []
        weighed = fulltext.weighed(words, self._stems)
        weights = weighed[1]
        total = sum(weights)
        inflected = self.index().inflected.runs([fold(word) for word in words], self.fast.longest_name)
        question = is_question(query)
        # a short description ("getapptes Land") names what it says of an object: no verb
        # and object of a question ("when can I cast an instant") or reminder text
        described = self._described if len(words) <= DESCRIPTION_WORDS and not question else dict
        headwords = self._headwords_typed(query, words)
        found_names = _joined(self.fast.words_named(words, inflected=inflected), headwords)
        named = {ref: sum(weights[i] for i in found) / total for ref, found in described(found_names).items()}
        lean = self._game_lean(words, weighed[0])
        # a question or a query of two words is about the terms it names ("wann darf ich eine
        # Hexerei wirken" is about Sorcery, though Main phase's definition holds more of its
        # words); a reminder text names other keywords in passing ("can block creatures with
        # flying" is Reach's)
        asks = question or len(words) <= SHORT_QUERY  # "getappte Länder" is about Tapped
        found_names = _joined(self.fast.words_named(words, ALIAS_WEIGHT, inflected), headwords) if asks else {}
        topic = {ref: sum(weights[i] for i in found) / total for ref, found in described(found_names).items()}
        found = fulltext.score(words, weighed)
        scores = self._dense_scores(found, game, lean)
        number_of = self._number_of
        for ref, share in named.items():  # a word that names the term is one it contains
            number = number_of[ref]
            if number in scores:
                covered = found.covered[number]
                scores[number] += TEXT_CEILING * (TEXT_WEIGHTS[1] * (max(covered, share) - covered)
                                                  + TEXT_WEIGHTS[3] * share)
        for column, weight in ((found.phrase, TEXT_WEIGHTS[4]), (found.named_phrase, TEXT_WEIGHTS[5]),
                               (found.whole_phrase, TEXT_WEIGHTS[6])):
            for number, share in column.items():
                if number in scores:
                    scores[number] += TEXT_CEILING * weight * share
        for ref, share in topic.items():
            number = number_of[ref]
            if number in scores:
                scores[number] += QUESTION_TOPIC * share
        return self._best(scores, limit)

    def _dense_scores(self, found: Matches, game: str | None, lean: str | None) -> dict[int, float]:
        """Every matching term's score from the columns each of them has, with the obsolete
        penalty and the game lean; the sparse signals are added by the caller. One pass without a
        call per term: a question matches a quarter of the glossary.

        A full-text score lies below every fast-path hit: a share from BM25F, squashed (a cap
        would turn every strong match into a tie broken alphabetically); the rest from how much
        of the query the term answers, each word weighted by how specific it is: the words it
        contains at all, those in its names, aliases and phrases, those that as typed form one
        of its names ("manavoorraad" in "manavoorraad legen" names Mana pool, while "legen"
        merely shares a stem with "Legende"; the caller's `named`), and the query's neighbouring
        words that are neighbours in it (a phrase outranks scattered words; the caller's sparse
        columns)."""
        half = TEXT_HALF
        k_bm25, k_covered, k_names = (TEXT_CEILING * w for w in TEXT_WEIGHTS[:3])
        bm25, covered, in_names = found.bm25, found.covered, found.in_names
        static = self._static_bonus[lean]
        games = self._games
        return {number: (k_bm25 * bm25[number] / (bm25[number] + half) + k_covered * covered[number]
                         + k_names * in_names[number] + static[number])
                for number in found.numbers if not game or games[number] == game}

    def _best(self, scores: dict[int, float], limit: int) -> list[Hit]:
        """The `limit` best, ordered as _ranked orders (score, today's before obsolete, game, id):
        the same first ones whatever the limit."""
        if not scores:
            return []
        cutoff = heapq.nlargest(limit, scores.values())[-1]
        terms, refs = self._by_number, self.index().fulltext.refs
        ranked = sorted((-score, terms[number].obsolete, refs[number], number)
                        for number, score in scores.items() if score >= cutoff)
        return [Hit(terms[number], -score) for score, _obsolete, _ref, number in ranked[:limit]]

    @functools.cached_property
    def _number_of(self) -> dict[tuple[str, str], int]:
        return {ref: number for number, ref in enumerate(self.index().fulltext.refs)}

    @functools.cached_property
    def _games(self) -> list[str]:
        return [game for game, _id in self.index().fulltext.refs]

    @functools.cached_property
    def _static_bonus(self) -> dict[str | None, list[float]]:
        """Per game the query may lean to, per term number: the obsolete penalty and the lean's bonus."""
        return {lean: [GAME_BONUS * (term.game == lean) - OBSOLETE_PENALTY * term.obsolete for term in self._by_number]
                for lean in (None, "mtg", "yugioh")}

    def _game_lean(self, words: list[str], stems: list[dict[str, tuple[str, ...]]]) -> str | None:
        """The game the query speaks of, if it leans one way: the game of the terms its words
        name (fastpath.game_evidence: "monster", "spell card") and, weighed with it, how much
        more one game's texts use its words ("Zerstören" and "Friedhof" name terms of both games;
        "Fallenkarte", "Beschwörung", "oproepen" are Yu-Gi-Oh!'s words; "opponent" names a term
        of Magic's only, but Yu-Gi-Oh!'s texts use it as much)."""
        named = {"mtg": -1.0, "yugioh": 1.0}.get(self.fast.game_evidence(words) or "", 0.0)
        value = named + TEXT_LEAN * self.index().fulltext.game_lean(stems)
        return "yugioh" if value > 0 else "mtg" if value < 0 else None

    def _headwords_typed(self, query: str, words: list[str]) -> dict[tuple[str, str], set[int]]:
        """The terms whose headword the query holds with a stop word in it ("uit het spel
        verwijderd", Yu-Gi-Oh!'s old name of Banished; "in play"), which its content words
        ("spel verwijderd", "play") don't spell, as the content words' positions. Only
        headwords: an alias of that shape is often a phrase said in passing ("in plaats
        daarvan", "cards in hand")."""
        typed = [folded for word in tokens(query) if (folded := fold(word))]
        if len(typed) == len(words):
            return {}
        position = {fold(word): i for i, word in reversed(list(enumerate(words)))}
        found: dict[tuple[str, str], set[int]] = {}
        for i, first in enumerate(typed):
            for key, size in self._stop_word_headwords.get(first, ()):
                run = typed[i:i + size]
                if " ".join(run) != key or not (mapped := {position[w] for w in run if w in position}):
                    continue
                for ref, weight in self.fast.exact[key].items():
                    if weight >= NAME_WEIGHT:
                        found.setdefault(ref, set()).update(mapped)
        return found

    @functools.cached_property
    def _stop_word_headwords(self) -> dict[str, list[tuple[str, int]]]:
        """First word -> the names of two or more words that hold a stop word, with their
        length ("uit het spel verwijderd": uit -> 4 words): the only runs _headwords_typed needs."""
        stop = any_stopword()
        starting: dict[str, list[tuple[str, int]]] = {}
        for key, refs in self.fast.exact.items():
            words = key.split()
            if len(words) >= 2 and not stop.isdisjoint(words) and max(refs.values()) >= NAME_WEIGHT:
                starting.setdefault(words[0], []).append((key, len(words)))
        return starting

    def _described(self, named: dict[tuple[str, str], set[int]]) -> dict[tuple[str, str], set[int]]:
        """The words each term is named by, where a card or object named after a word that
        names something else counts for that too: it is what the word says something of
        ("getapptes Land" is Tapped, "vernietigde monsters" Destroy, "gesetzte Fallenkarten"
        Set; "Fallenkarte aktivieren" stays the Trap Card's)."""
        objects = {position for ref, found in named.items()
                   if self.glossary.entries[ref].category in OBJECT_CATEGORIES for position in found}
        if not objects:
            return named
        return {ref: found | {position for position in objects if position > max(found)}
                if self.glossary.entries[ref].category not in OBJECT_CATEGORIES else found
                for ref, found in named.items()}


def _joined(named: dict[tuple[str, str], set[int]], more: dict[tuple[str, str], set[int]],
            ) -> dict[tuple[str, str], set[int]]:
    """Both findings of the words naming each term."""
    for ref, positions in more.items():
        named[ref] = named.get(ref, set()) | positions
    return named
