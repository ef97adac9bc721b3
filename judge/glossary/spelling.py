"""Spelling correction for glossary queries ("replacment" -> "replacement").

A symmetric-delete index over the words of every name and alias: each word is stored under
every form with up to two letters deleted, so a misspelt query word meets its candidates by a
lookup instead of an edit-distance scan of the vocabulary. The index is one sorted array of
64-bit entries (a form's CRC-32, then the word's number; hashed.py): about 1.3 MB for the
glossary's 130 000 (form, word) pairs, where a dict of sets of strings took 38 MB per process.
A CRC collision only adds a candidate that the edit distance then rejects. Candidates are then ranked by
their true (Damerau-Levenshtein) distance, then by what typists get wrong least: the first letter
is usually right, a letter typed twice is the commonest slip ("Stappel" is "Stapel", not
"Stappen"), and a letter left out is likelier than one typed too many ("Spielr" is "Spieler"
rather than "Spiel", "Flegend" is "Fliegend" rather than "Legend"), then by how often the word
occurs in names.

`split` reads an unknown compound as two known words ("Kettenregeln" -> "ketten regeln").

`respell` corrects a whole query: each word may take one of its close spellings (known words only
one edit away: in "Uit het spel namen" the Dutch word "namen" is "nemen"), and the cheapest
combination that is a whole name or alias wins ("Speil verlassen" -> "Spiel verlassen", not
"Spell verlassen").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import product

from judge.glossary.folding import fold
from judge.glossary.hashed import HashedNumbers


def max_distance(word: str) -> int:
    """Edits allowed for a word: short words get one, longer ones two."""
    return 1 if len(word) <= 4 else 2


def _deletes(word: str, distance: int) -> set[str]:
    """The word with up to `distance` letters deleted (at most two, as `max_distance` allows; at
    least one letter left). Each pair of positions is deleted once: the second right of the first."""
    found = {word}
    if distance >= 1 and len(word) > 1:
        ones = [word[:i] + word[i + 1:] for i in range(len(word))]
        found.update(ones)
        if distance >= 2 and len(word) > 2:
            found.update([form[:j] + form[j + 1:] for i, form in enumerate(ones) for j in range(i, len(form))])
    return found


WORD_BITS = 20  # the word's number in the low bits of an index entry


class Speller:
    """Corrects query words against the vocabulary of names and aliases."""

    def __init__(self, texts: list[str]) -> None:
        # words of two letters too: "End fo turn" is a whole name misspelt
        self.counts: Counter[str] = Counter(w for text in texts for w in fold(text).split() if len(w) > 1)
        self.longest = max(map(len, self.counts), default=0)
        self.words = sorted(self.counts)
        self.index = HashedNumbers(((form, number) for number, word in enumerate(self.words)
                                    for form in _deletes(word, max_distance(word))), WORD_BITS)

    def __contains__(self, word: str) -> bool:
        return word in self.counts

    def candidates(self, word: str, limit: int | None = None) -> list[tuple[int, str]]:
        """(distance, vocabulary word) within the allowed distance, the likeliest first."""
        limit = max_distance(word) if limit is None else min(limit, max_distance(word))
        if len(word) > self.longest + limit:  # no word of the vocabulary is that close; and its
            return []  # deletes would cost quadratic time in the word's length
        found = {self.words[number] for number in self.index.union(_deletes(word, limit))}
        # Damerau-Levenshtein distance (optimal string alignment: a swap of neighbours is one
        # edit), and how many of the typed letters a candidate keeps (longest common subsequence)
        from rapidfuzz.distance import OSA, LCSseq  # only once a query needs respelling

        undoubled = {word[:i] + word[i + 1:] for i in range(1, len(word)) if word[i] == word[i - 1]}
        scored = []
        for candidate in found:
            if len(candidate) < 3 <= len(word):  # two-letter words ("of") only for two-letter slips ("fo")
                continue
            distance = OSA.distance(word, candidate, score_cutoff=limit)
            if 0 < distance <= limit:
                scored.append((distance, candidate[0] != word[0], candidate not in undoubled,
                               -LCSseq.similarity(word, candidate), abs(len(candidate) - len(word)),
                               -self.counts[candidate], candidate))
        return [(s[0], s[-1]) for s in sorted(scored)]

    def correct(self, word: str) -> str | None:
        """The likeliest vocabulary word within the allowed distance, or None."""
        found = self.candidates(word)
        return found[0][1] if found else None

    def split(self, word: str, known: Callable[[str], bool]) -> str | None:
        """An unknown compound as two known words, each of at least three letters, the first
        possibly with a linking "s" or "n" ("aktivierungseffekt" -> "aktivierung effekt"); the
        most even split wins. None when no split is known."""
        best: tuple[int, str] | None = None
        for i in range(3, len(word) - 2):
            head, tail = word[:i], word[i:]
            if not known(tail):
                continue
            for stem in (head, *(head[:-1] for link in "sn" if head.endswith(link) and len(head) > 3)):
                if known(stem):
                    balance = min(len(stem), len(tail))
                    if best is None or balance > best[0]:
                        best = (balance, f"{stem} {tail}")
                    break
        return best[1] if best else None

    def respell(self, words: list[str], known: Callable[[str], bool], is_name: Callable[[str], bool],
                candidates: Callable[[str, int | None], list[tuple[int, str]]] | None = None,
                per_word: int = 4, budget: int = 400) -> str | None:
        """The cheapest respelling of the words that `is_name`, or None.

        Unknown words may take any close spelling, known ones only those one edit away; each
        word keeps its `per_word` likeliest spellings, and no more than `budget` combinations
        are tried (a long query simply isn't respelt as a whole). `candidates` may be a remembering
        version of `self.candidates`.
        """
        options: list[list[tuple[int, str]]] = []
        total = 1
        for word in words:
            if word.isdigit() or len(word) < 2 or (len(word) == 2 and known(word)):  # "of" stays "of"
                spellings = []
            else:
                spellings = (candidates or self.candidates)(word, 1 if known(word) else None)[:per_word]
            options.append([(0, word), *spellings])
            total *= len(options[-1])
            if total > budget:
                return None
        best: tuple[int, int, str] | None = None
        for combination in product(*[list(enumerate(o)) for o in options]):
            cost = sum(option[0] for _rank, option in combination)
            if cost == 0 or (best and cost > best[0]):
                continue
            phrase = " ".join(option[1] for _rank, option in combination)
            rank = sum(r for r, _option in combination)
            if (best is None or (cost, rank) < best[:2]) and is_name(phrase):
                best = (cost, rank, phrase)
        return best[2] if best else None


def doubling_only(candidates: Callable[[str, int | None], list[tuple[int, str]]],
                   ) -> Callable[[str, int | None], list[tuple[int, str]]]:
    """The candidates that differ from the word by one letter doubled or undoubled only."""
    def doubled(word: str, limit: int | None) -> list[tuple[int, str]]:
        return [(distance, other) for distance, other in candidates(word, limit)
                if (len(other) == len(word) + 1 and undoubles(other, word))
                or (len(word) == len(other) + 1 and undoubles(word, other))]
    return doubled


def undoubles(longer: str, shorter: str) -> bool:
    """Whether `shorter` is `longer` with one of its doubled letters written once."""
    return any(longer[i] == longer[i - 1] and longer[:i] + longer[i + 1:] == shorter for i in range(1, len(longer)))
