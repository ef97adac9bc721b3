"""Glossary pages: the search form without JavaScript, results in three languages, term pages."""

from __future__ import annotations

import re

from judge.glossary.terms import load_glossary


def _obsolete_term():
    return next(t for t in load_glossary().terms("mtg") if t.obsolete)


def test_search_form_works_without_javascript(client) -> None:
    page = client.get("/glossary?q=Friedhof&lang=de").get_data(as_text=True)
    assert 'href="/glossary/mtg/graveyard"' in page
    assert "Friedhof" in page and "Graveyard" in page  # names in every language
    assert 'data-live-search' in page  # the script enhances the same form


def test_search_by_game(client) -> None:
    page = client.get("/glossary?q=graveyard&game=yugioh").get_data(as_text=True)
    assert 'href="/glossary/mtg/graveyard"' not in page


def test_misspelt_query_offers_a_suggestion(client) -> None:
    page = client.get("/glossary?q=graveyrd").get_data(as_text=True)
    assert "Did you mean:" in page or 'href="/glossary/mtg/graveyard"' in page


def test_no_query_lists_every_term_of_a_game(client) -> None:
    page = client.get("/glossary").get_data(as_text=True)
    assert page.count('href="/glossary/mtg/') >= len(load_glossary().terms("mtg"))


def test_term_page_in_the_page_language_with_the_others_a_click_away(client) -> None:
    term = load_glossary().get("mtg", "graveyard")
    page = client.get("/glossary/mtg/graveyard?lang=de").get_data(as_text=True)
    assert f"<h1>{term.names.de}</h1>" in page
    text = re.sub(r"<[^>]+>", "", page.replace("&#39;", "'"))  # the definition's terms are links
    assert term.definitions.de.split(";")[0] in text
    assert "<details" in page and "Nederlands" in page and term.definitions.nl.split(";")[0] in text
    assert 'href="/glossary/mtg/graveyard?lang=nl"' in page


def test_term_page_links_rules_and_see_also(client) -> None:
    term = next(t for t in load_glossary().terms("mtg") if t.rules and t.see_also)
    page = client.get(term.url).get_data(as_text=True)
    assert f'href="/glossary/mtg/{term.see_also[0]}"' in page
    assert f">{term.rules[0]}<" in page and 'class="rule"' in page


def test_obsolete_term_points_to_todays(client) -> None:
    term = _obsolete_term()
    page = client.get(term.url).get_data(as_text=True)
    assert f'href="/glossary/mtg/{term.replaced_by}"' in page and 'class="notice"' in page


def test_terms_and_rule_numbers_inside_a_definition_are_links(client) -> None:
    page = client.get("/glossary/mtg/trample?lang=en").get_data(as_text=True)
    definition = re.search(r'<p class="definition">(.*?)</p>', page, re.S).group(1)
    linked = re.findall(r'<a class="term" href="/glossary/mtg/([\w-]+)"', definition)
    assert linked and "trample" not in linked  # other terms, never the page's own
    assert len(linked) == len(set(linked))  # each term once
    assert '<a class="rule" href="/rules/mtg/702.19b"' in page  # the rules list links to rule pages


def test_rule_page_and_its_neighbours(client) -> None:
    page = client.get("/rules/mtg/702.19b?lang=de").get_data(as_text=True)
    assert "Regel 702.19b" in page and 'href="/glossary/mtg/trample"' in page  # cited by the term
    assert 'rel="prev" href="/rules/mtg/' in page and 'rel="next" href="/rules/mtg/' in page
    assert "/scenarios/mtg/combat/" in page  # scenarios that name the rule
    assert client.get("/rules/mtg/999.99z").status_code == 404
    assert client.get("/rules/yugioh/Chain").status_code == 200
    assert client.get("/rules/chess/1").status_code == 404


def test_everyday_words_are_not_linked_as_terms(app) -> None:
    from judge.web.linking import linked_text

    with app.test_request_context("/?lang=de"):
        html = str(linked_text("Alice hat die Priorität; alle Spieler passen, während Riesenwuchs oben auf dem "
                               "Stapel liegt (117.4).", "mtg"))
    assert 'href="/glossary/mtg/priority"' in html and 'href="/glossary/mtg/stack"' in html
    assert 'href="/glossary/mtg/all"' not in html  # "alle" is a word here, not the term "Alle"
    with app.test_request_context("/?lang=en"):
        assert 'href="/glossary/mtg/stack"' in str(linked_text("It doesn't use the stack.", "mtg"))
    assert '<a class="rule" href="/rules/mtg/117.4"' in html


def test_the_longest_name_that_starts_at_a_word_is_linked(app) -> None:
    """The names are one trie (judge.web.linking._trie): where several start alike, the longest that
    ends at a word's end wins ("combat damage" over "combat"), and the shorter one is still found alone."""
    from judge.web.linking import _trie, linked_text

    assert _trie(["combat", "combat damage", "cost"]) == r"co(?:mbat(?:\ damage)?|st)"
    with app.test_request_context("/?lang=en"):
        html = str(linked_text("Bears deals combat damage; combats and combat happen.", "mtg"))
    assert 'href="/glossary/mtg/combat-damage">combat damage</a>' in html
    assert "combats and" in html  # no name ends inside a word
    assert 'href="/glossary/mtg/combat">combat</a> happen' in html
