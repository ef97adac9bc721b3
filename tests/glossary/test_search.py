"""Glossary search: languages, folding, prefixes, typos, phrases, filters, the index's life cycle."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.glossary.fastpath import FastPath
from judge.glossary.folding import fold, name_keys
from judge.glossary.search import GlossarySearch, default_search, search
from judge.glossary.spelling import Speller
from judge.glossary.terms import load_glossary, load_glossary_from


def top(query: str, **kwargs: str) -> str | None:
    results = search(query, **kwargs)["results"]
    return results[0]["id"] if results else None


def test_contract_keys() -> None:
    result = search("Todesberührung")
    assert set(result) == {"query", "results", "suggestion", "rule"}
    assert result["rule"] is None
    first = result["results"][0]
    assert {"id", "game", "names", "score", "url"} <= set(first)
    assert first["names"]["de"] == "Todesberührung"
    assert first["url"] == "/glossary/mtg/deathtouch"


@pytest.mark.parametrize("query", ["deathtouch", "Todesberührung", "todesberuehrung", "TODESBERUHRUNG",
                                   "  death touch ", "Deathtouch!"])
def test_a_name_in_any_language_and_spelling_finds_the_term(query: str) -> None:
    assert top(query) == "deathtouch"


def test_prefix_finds_the_term_while_typing() -> None:
    assert top("Todesber") == "deathtouch"
    assert top("lethal dam") == "lethal-damage"


def test_a_typo_is_corrected_and_suggested() -> None:
    result = search("deathtuoch")
    assert result["results"][0]["id"] == "deathtouch"
    assert result["suggestion"] == "deathtouch"


def test_a_known_word_gets_no_suggestion() -> None:
    assert search("lethal damage")["suggestion"] is None


def test_definitions_are_searched_after_names() -> None:
    """Words in no name's order find terms through the full text; stemming lets a plural find
    the singular."""
    results = search("shields of regeneration")["results"]
    assert results and all(r["score"] < 50 for r in results)
    assert results[0]["id"] == "regenerate"


def test_plural_of_a_name_is_an_exact_match() -> None:
    """Inflection endings are taken off when nothing else matched: a plural of a whole name."""
    assert search("regeneration shields")["results"][0]["id"] == "regenerate"
    assert search("fusiemonsters")["results"][0]["id"] == "fusion-monster"
    assert search("blijvende effecten")["results"][0]["id"] == "continuous-effect"


def test_typo_is_corrected_towards_a_whole_name() -> None:
    """Each word may be respelt; the respelling that is a whole name wins over the commonest word."""
    assert search("Speil verlassen")["suggestion"] == "spiel verlassen"
    assert search("Verdedigende spelr")["results"][0]["id"] == "defending-player"
    assert search("Stappel")["results"][0]["id"] == "stack"  # a doubled letter, not "Stappen"
    assert search("Flegend")["results"][0]["id"] == "flying"  # a letter left out, not "Legend"


def test_first_result_does_not_depend_on_the_limit() -> None:
    """Every full-text match is scored before the limit is applied."""
    for query in ("Du, dir, dien", "kaarten wegleggen", "manavoorraad legen"):
        assert search(query, limit=1)["results"][0]["id"] == search(query, limit=20)["results"][0]["id"]


def test_words_that_are_whole_names_count_in_full_text_ranking() -> None:
    """"manavoorraad" names Mana pool; "legen" only shares a stem with "Legende"."""
    assert search("manavoorraad legen")["results"][0]["id"] == "mana-pool"
    assert search("kaarten wegleggen")["results"][0]["id"] == "discard"


def test_phrase_query() -> None:
    assert top('"lethal damage"') == "lethal-damage"


def test_game_filter() -> None:
    assert search("deathtouch", game="yugioh")["results"] == []
    assert top("deathtouch", game="mtg") == "deathtouch"


def test_obsolete_terms_say_what_replaced_them() -> None:
    first = search("mana burn")["results"][0]
    assert first["id"] == "mana-burn" and first["obsolete"] and first["replaced_by"]


def test_snippet_follows_the_language() -> None:
    en = search("deathtouch", lang="en")["results"][0]["snippet"]
    de = search("deathtouch", lang="de")["results"][0]["snippet"]
    assert en != de and "Todesberührung" in de


@pytest.mark.parametrize("query", ["", "   ", "?!", "x" * 5000, "\u0000\u202e", "🂡 🂢"])
def test_odd_queries_answer_without_error(query: str) -> None:
    result = search(query)
    assert isinstance(result["results"], list)


def test_folding() -> None:
    assert fold("Der  Stapel!") == "stapel"
    assert fold("Unzerstörbarkeit") == "unzerstorbarkeit"
    assert "unzerstoerbarkeit" in name_keys("Unzerstörbarkeit")
    assert "manaburn" in name_keys("Mana burn")


def test_speller() -> None:
    speller = Speller(["Replacement effect", "Trample", "Deathtouch"])
    assert speller.correct("replacment") == "replacement"
    assert speller.correct("trmaple") == "trample"  # a swap counts as one edit... plus one
    assert speller.correct("zzzzzz") is None
    assert Speller(["abcd"]).candidates("abdc") == [(1, "abcd")]  # a swap is one edit


def test_speller_prefers_likely_slips() -> None:
    speller = Speller(["Spiel", "Spieler", "Legend", "Fliegend", "Stapel", "Stappen", "Kracht", "Recht"])
    assert speller.correct("spielr") == "spieler"  # a letter left out rather than one too many
    assert speller.correct("flegend") == "fliegend"
    assert speller.correct("stappel") == "stapel"  # a letter typed twice
    assert speller.correct("krecht") == "kracht"  # the first letter is usually right


def test_respell_needs_a_whole_name() -> None:
    speller = Speller(["Spiel verlassen", "Spell", "Spell", "Speler"])
    names = {"spiel verlassen"}
    assert speller.respell(["speil", "verlassen"], lambda w: w == "verlassen", names.__contains__) \
        == "spiel verlassen"
    assert speller.respell(["speil"], lambda w: False, names.__contains__) is None


def test_index_is_rebuilt_when_the_data_changes(tmp_path: Path) -> None:
    data = tmp_path / "glossary"
    (data / "mtg").mkdir(parents=True)
    source = Path(load_glossary().get("mtg", "deathtouch").url.replace("/glossary", "glossary") + ".yaml")
    root = Path(__file__).resolve().parents[2]
    (data / "mtg" / "deathtouch.yaml").write_text((root / source).read_text(encoding="utf-8"), encoding="utf-8")
    first = GlossarySearch(load_glossary_from(data), index_root=tmp_path / "index")
    assert first.hits("zerstört")[0]  # full text is used (not a name): the index was built
    text = (data / "mtg" / "deathtouch.yaml").read_text(encoding="utf-8")
    (data / "mtg" / "deathtouch.yaml").write_text(text.replace("Deathtoucher", "Blorptoucher")
                                                  .replace("[deathtoucher]", "[blorptoucher]"), encoding="utf-8")
    second = GlossarySearch(load_glossary_from(data), index_root=tmp_path / "index")
    assert second.hits("blorptoucher")[0][0].term.id == "deathtouch"
    folders = list((tmp_path / "index").glob("glossary-index-*"))
    assert len(folders) == 1, "the stale index is removed"


def test_a_generic_word_never_outranks_a_name_in_the_rest_of_the_query() -> None:
    """"card", "Karten" and "kaart" are in a fifth of the texts: the other word, a whole name or
    alias, decides ("Karten Exil" is exile, not the card)."""
    for query, expected in [("card sacrifice", "sacrifice"), ("Karten Wachsamkeit", "vigilance"),
                            ("card trample", "trample"), ("Karten Exil", "exile"),
                            ("kaarten trample", "trample"), ("Karten Todesberührung", "deathtouch")]:
        assert search(query, game="mtg")["results"][0]["id"] == expected, query


def test_a_one_letter_typo_of_a_multiword_name_finds_it() -> None:
    for query, expected in [("declare blokers step", "declare-blockers-step"), ("Legend rulle", "legend-rule"),
                            ("end of combat stpe", "end-of-combat-step"), ("Zustandsbasierte Aktionn",
                                                                          "state-based-actions"),
                            ("Simultaneous Effects Go On Chian", "segoc")]:
        assert search(query)["results"][0]["id"] == expected, query


@pytest.mark.parametrize(("query", "term"), [
    ("repl effect", "replacement-effect"), ("trig ability", "triggered-ability"),
    ("stat based actions", "state-based-actions"), ("spec summon", "special-summon")])
def test_every_word_of_a_name_cut_short_finds_it(query: str, term: str) -> None:
    assert top(query) == term


def test_words_cut_short_are_not_respelt() -> None:
    result = search("cont effect")  # Continuous effect, not Yu-Gi-Oh!'s Cost effect one letter away
    assert result["suggestion"] is None
    assert {r["id"] for r in result["results"][:2]} == {"continuous-effect"}



def test_words_too_short_are_not_read_as_cut_short() -> None:
    fast = default_search().fast
    assert fast.abbreviated_hits("de st") == []  # two letters say nothing
    assert {h.term.id for h in fast.abbreviated_hits("stat based act")} == {"state-based-actions"}


def test_a_game_named_in_the_query_filters_by_it() -> None:
    """A game's name is taken out of the query and filters; "Magic" stays where it begins a
    name of what is left ("Magic Card" is Yu-Gi-Oh!'s old name of the Spell Card)."""
    def first(query: str) -> str:
        result = search(query, limit=3)["results"][0]
        return f"{result['game']}/{result['id']}"

    assert first("Kampfschaden yugioh") == "yugioh/battle-damage"
    assert first("gevechtsfase magic") == "mtg/combat-phase"
    assert first("Magic Card") == "yugioh/magic-card"
    assert first("Yu-Gi-Oh Magic Card") == "yugioh/magic-card"
    assert first("magic card yugioh") == "yugioh/magic-card"
    assert {r["game"] for r in search("Magic Card mtg")["results"]} == {"mtg"}


def test_a_one_letter_name_is_found_in_a_question() -> None:
    """Single letters are noise in texts, but "X" is a term's whole name."""
    assert top("what is X") == "x"
    assert top("wat is X") == "x"
    assert top("what does X equal when the card is in my hand") == "x"


def test_a_letter_named_as_a_symbol_is_a_word_of_the_query() -> None:
    """Names, aliases and phrases name symbols by their letter; prose's single letters are noise."""
    assert top("what does the Q symbol mean") == "untap-symbol"
    assert top("was bedeutet das Q-Symbol") == "untap-symbol"
    assert top("what does W mean in a cost") == "white-mana"


def test_a_name_written_as_two_words_is_named_in_a_longer_query() -> None:
    """"gif counters" is the alias "gifcounters" with a space, inside a question too."""
    assert "poison-counter" in [r["id"] for r in search("hoeveel gif counters heb je nodig om te verliezen",
                                                        limit=3)["results"]]
    assert top("can a creature with death touch kill") == "deathtouch"


def test_a_letter_doubled_or_left_single_respells_a_query_of_known_words() -> None:
    """Every word of "spel speed 3" is known ("spel" is Dutch for game), but one letter more
    makes it a whole name; other edits of known words are no slips ("ETB trigger")."""
    assert search("spel speed 3")["suggestion"] == "spell speed 3"
    assert top("spel speed 3") == "spell-speed-3"
    assert search("ETB trigger")["suggestion"] is None


def test_the_fast_path_tables_come_from_a_pickle_of_this_glossary(tmp_path) -> None:
    """Building the fast path's keys is a quarter of a second of every start; its pickle is named
    after the glossary's content, so an edited glossary builds (and stores) it anew."""
    glossary = load_glossary()
    built = FastPath(glossary.terms())
    stored = FastPath.cached(glossary.terms(), glossary.fingerprint, tmp_path)
    assert len(list(tmp_path.glob("glossary-fastpath-*.pickle"))) == 1
    loaded = FastPath.cached(glossary.terms(), glossary.fingerprint, tmp_path)
    assert loaded.exact == stored.exact == built.exact and loaded.keys == built.keys
    assert loaded.longest_name == built.longest_name
    FastPath.cached(glossary.terms()[:10], "another glossary", tmp_path)
    assert len(list(tmp_path.glob("glossary-fastpath-*.pickle"))) == 1  # the stale one removed
