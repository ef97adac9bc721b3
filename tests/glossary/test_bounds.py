"""Glossary search does bounded work whatever the query: at most MAX_WORDS distinct words are
looked up (full text and spelling), and every index is built before the first query."""

from __future__ import annotations

from judge.glossary import fulltext
from judge.glossary.fulltext import MAX_WORDS, VERB_GUESSES, content_words, verb_forms
from judge.glossary.search import GlossarySearch, default_search
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
