"""Glossary search does bounded work whatever the query: at most MAX_WORDS distinct words are
looked up (full text and spelling), and every index is built before the first query."""

from __future__ import annotations

import random
import string

from judge.glossary import fulltext, hashed
from judge.glossary.fulltext import MAX_WORDS, VERB_GUESSES, content_words, verb_forms
from judge.glossary.hashed import PER_SLOT, HashedNumbers
from judge.glossary.search import GlossarySearch, default_search
from judge.glossary.spelling import _deletes
from judge.glossary.terms import load_glossary

LONG = " ".join(f"{word}{n}" for n, word in enumerate(
    ["priority", "trampel", "replacemnt", "effekt", "schade", "kerkhof", "stapel", "lifelink",
     "deathtuch", "upkep", "blokker", "spreuk", "oproep", "tribut", "fusion", "mana"] * 3))[:200]


def test_a_long_query_is_its_first_words() -> None:
    words = content_words("what happens when " + " ".join(f"word{n}" for n in range(40)))
    assert words == [f"word{n}" for n in range(MAX_WORDS)]


def test_a_long_query_stems_and_respells_at_most_max_words(monkeypatch) -> None:
    search = default_search()
    search.index()  # loaded (or built) before counting
    stemmed: set[str] = set()
    respelt: set[str] = set()
    real_stem, speller = fulltext.stem, search.speller

    def counting_stem(word: str, lang: str) -> str:
        stemmed.add(word)
        return real_stem(word, lang)

    def counting_candidates(word: str, limit: int | None = None):
        respelt.add(word)
        return speller.candidates(word, limit)

    monkeypatch.setattr(fulltext, "stem", counting_stem)
    monkeypatch.setattr(search, "_candidates", counting_candidates)  # uncached: every word counts
    monkeypatch.setattr(search, "_stems", search.index().fulltext.stems)
    for query in (LONG, "what happens when " + LONG):
        stemmed.clear()
        respelt.clear()
        search.hits(query)
        # the query's words and the respelt ones, each with its German/Dutch infinitive guesses
        assert 0 < len(stemmed) <= 2 * MAX_WORDS * (1 + 2 * VERB_GUESSES)
        assert 0 < len(respelt) <= MAX_WORDS


def test_questions_filler_leaves_the_content_words() -> None:
    names = default_search()._headwords  # "dies" is a German stop word and a Magic term
    assert content_words("What happens when a creature dies?", names) == ["creature", "dies"]
    # an alias that is a stop word ("at" for whenever, "die" for dies) is no content
    assert content_words("who wins if both players reach 0 life at the same time", names) == [
        "wins", "players", "reach", "life", "time"]
    assert content_words("die Kreatur braucht Reichweite", names) == ["kreatur", "reichweite"]
    assert content_words("was passiert wenn eine Kreatur stirbt", names) == ["kreatur", "stirbt"]
    assert content_words("wat gebeurt er als een creature sterft", names) == ["creature", "sterft"]
    assert content_words("can I respond to a spell", names) == ["respond", "spell"]


def test_the_index_is_built_once_and_loaded_after(tmp_path, monkeypatch) -> None:
    glossary = load_glossary()
    GlossarySearch(glossary, index_root=tmp_path).index()
    built = []
    monkeypatch.setattr(fulltext.FullText, "build", classmethod(lambda cls, terms: built.append(1)))
    loaded = GlossarySearch(glossary, index_root=tmp_path).index()
    assert not built and loaded.fulltext.refs and len(loaded.speller.index) > 10_000


def test_an_unreadable_index_is_built_anew(tmp_path) -> None:
    glossary = load_glossary()
    GlossarySearch(glossary, index_root=tmp_path).index()
    (stored,) = tmp_path.glob("glossary-index-*")
    stored.write_bytes(stored.read_bytes()[:1000])  # cut short, as by a full disk
    assert GlossarySearch(glossary, index_root=tmp_path).hits("zerstört")[0]
    assert len(list(tmp_path.glob("glossary-index-*"))) == 1


def test_verb_forms_are_few_and_the_likeliest_first() -> None:
    assert verb_forms("zerstörten", "de")[:3] == ["zerstören", "zerstörn", "zerstör"]
    assert "opfern" in verb_forms("geopferte", "de")
    assert "ausrüsten" in verb_forms("ausgerüstete", "de")
    assert "vernietigen" in verb_forms("vernietigd", "nl")
    # strong participles lead to their verb, inflected and with a separable prefix
    assert verb_forms("verlorene", "de") == ["verlieren"] and verb_forms("abgeworfenen", "de") == ["abwerfen"]
    assert verb_forms("getrokken", "nl") == ["trekken"]
    assert verb_forms("trample", "en") == []
    assert all(len(verb_forms(word, "de")) <= VERB_GUESSES for word in ("abgeworfenen", "geopferten", "a" * 200))


def test_a_repeated_word_is_stemmed_once(monkeypatch) -> None:
    search = default_search()
    search.index()
    stemmed: list[str] = []
    real_stem = fulltext.stem
    monkeypatch.setattr(fulltext, "stem", lambda word, lang: stemmed.append(word) or real_stem(word, lang))
    search.hits("wann zerstörten verlorene Kreaturen xq1 xq2")
    assert stemmed  # the first time: each word in each language, with its infinitive guesses
    stemmed.clear()
    search.hits("zerstörten verlorene Kreaturen xq1 xq2 wann")  # search as you type repeats words
    assert not stemmed


def test_deletes_are_made_once_per_set_of_positions() -> None:
    word = "schadenszuweisungsreiienfolge"  # 29 letters: 29 + 406 deletes, not 29 + 812
    assert len(_deletes(word, 2)) <= 1 + len(word) + len(word) * (len(word) - 1) // 2
    assert _deletes("abc", 2) == {"abc", "bc", "ac", "ab", "c", "b", "a"}
    assert _deletes("ab", 2) == {"ab", "a", "b"}  # at least one letter left


def test_a_hashed_lookup_bisects_a_few_entries_and_skips_most_absent_keys(monkeypatch) -> None:
    rng = random.Random(5)
    words = list({"".join(rng.choices(string.ascii_lowercase, k=rng.randrange(3, 12))) for _ in range(21_000)})
    stored, absent = words[:20_000], words[20_000:]
    numbers = HashedNumbers(((word, n % 1000) for n, word in enumerate(stored)), 12)
    assert numbers.union([stored[7], stored[1007], absent[0]]) == {7}
    assert numbers.union(stored[::997]) == {n % 1000 for n in range(0, 20_000, 997)}
    slots = [numbers.starts[i + 1] - numbers.starts[i] for i in range(len(numbers.starts) - 1)]
    assert sum(slots) == len(numbers) and sum(slots) / sum(map(bool, slots)) <= PER_SLOT
    spans: list[int] = []
    real_bisect = hashed.bisect.bisect_left

    def counting_bisect(entries, key, low, high):
        spans.append(high - low)
        return real_bisect(entries, key, low, high)

    monkeypatch.setattr(hashed.bisect, "bisect_left", counting_bisect)
    assert not numbers.union(absent)
    assert len(spans) <= 2 * len(absent) // 8  # the bit filter lets about 1 in 16 absent keys through
    assert max(spans) <= 4 * PER_SLOT  # a slot's few entries, never the whole array


def test_full_text_scores_each_matching_term_once(monkeypatch) -> None:
    search = default_search()
    fulltext_index = search.index().fulltext
    query = "kan niet het doelwit zijn van spells of abilities van je tegenstander"  # a negation: most terms
    words = content_words(query, keep=search._headwords)
    matching = fulltext_index.score(words, fulltext_index.weighed(words)).numbers
    assert len(matching) == len(set(matching)) <= len(fulltext_index.refs)
    scored: list[dict[int, float]] = []
    real_scores = search._dense_scores
    monkeypatch.setattr(search, "_dense_scores", lambda *args: scored.append(real_scores(*args)) or scored[-1])
    search._text_hits(query, None, 20)
    assert len(scored) == 1 and sorted(scored[0]) == sorted(matching)  # one score per matching term


def test_a_negation_is_merged_over_the_languages_at_index_build_time() -> None:
    fulltext_index = default_search().index().fulltext
    negation = fulltext_index.stems("nicht")  # every negation is one word in every language
    assert set(negation.values()) == {(fulltext.NEGATION,)} and fulltext.NEGATION in fulltext_index.shared
    merged: dict[int, float] = {}
    for lang in negation:
        for number, weight in zip(*fulltext_index.postings[lang][fulltext.NEGATION], strict=True):
            merged[number] = max(merged.get(number, 0.0), weight)
    assert fulltext_index._best_weights(negation) == merged
