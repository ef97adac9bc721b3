"""The glossary data is complete and consistent: every file loads, links resolve, rules exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.glossary.terms import Aliases, GlossaryError, Term, load_glossary, load_glossary_from, load_term, term_json
from tests.reference import CR_FILE


def test_every_term_loads() -> None:
    glossary = load_glossary()
    assert len(glossary.terms("mtg")) > 100


def test_names_are_unique_within_a_game_and_language() -> None:
    """Two concepts with the same headword would make the search ambiguous."""
    seen: dict[tuple[str, str, str], str] = {}
    for term in load_glossary().terms():
        for lang in ("en", "de", "nl"):
            key = (term.game, lang, term.names.get(lang).casefold())
            assert key not in seen, f"{term.id} and {seen[key]} are both called {key[2]!r} in {lang}"
            seen[key] = term.id


# Words that really name several concepts of one game; anything else typed the same way for two
# terms of a game is a data slip (the search would order the two alphabetically).
SHARED_ALIASES = {"ebene", "enchantcreature", "enchantland", "entfernen", "landdrop", "landtype", "landtyp",
                  "lose", "pt", "playaland", "raritysymbol", "summoning"}


def test_an_alias_names_one_term_per_game() -> None:
    """A name or alias (as folded for search) belongs to one term of a game, or the heavier of
    two: a headword beats an alias; two aliases would tie."""
    from judge.glossary.fastpath import FastPath

    ties = []
    for key, refs in FastPath(load_glossary().terms()).exact.items():
        for game in ("mtg", "yugioh"):
            weights = sorted((w for (g, _i), w in refs.items() if g == game), reverse=True)
            if len(weights) > 1 and weights[0] == weights[1] and len(key) > 1 \
                    and key.replace(" ", "") not in SHARED_ALIASES:
                ties.append(f"{game} {key!r}: {sorted(i for (g, i) in refs if g == game)}")
    assert not ties, "aliases shared by terms of one game:\n" + "\n".join(sorted(set(ties)))


@pytest.mark.skipif(not CR_FILE.exists(), reason="the official Comprehensive Rules are not at hand")
def test_every_magic_rule_number_exists_in_the_current_cr() -> None:
    numbers = set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", CR_FILE.read_text(encoding="utf-8-sig"), flags=re.M))
    wrong = sorted(f"{t.id}: {r}" for t in load_glossary().terms("mtg") for r in t.rules if r not in numbers)
    assert not wrong, f"rule numbers not in the January 2026 CR: {wrong}"


def test_term_json_has_names_definitions_and_links() -> None:
    glossary = load_glossary()
    term = next(t for t in glossary.terms() if t.see_also)
    data = term_json(term, "de")
    assert data["definition"] == term.definitions.de
    assert set(data["names"]) == {"en", "de", "nl"}
    assert data["see_also"][0]["url"] == f"/glossary/{term.game}/{term.see_also[0]}"
    assert data["url"] == f"/glossary/{term.game}/{term.id}"


GOOD = """\
id: sample
game: mtg
names: {en: Sample, de: Probe, nl: Sample}
definitions: {en: A sample., de: Eine Probe., nl: Een voorbeeld.}
category: concept
"""


@pytest.mark.parametrize(("text", "name", "message", "line"), [
    (GOOD.replace("category: concept", "category: concpt"), "sample", "category", 5),
    (GOOD.replace("nl: Sample}", "}"), "sample", "names.nl", 3),
    (GOOD + "obsolete: true\n", "sample", "replaced_by", 1),
    (GOOD, "other", "must match the file name", 1),
    (GOOD + "colour: red\n", "sample", "colour", 6),
    (GOOD.replace("names: {", "names: {{"), "sample", "invalid YAML", 4),
])
def test_a_bad_file_is_reported_at_its_line(tmp_path: Path, text: str, name: str, message: str,
                                            line: int) -> None:
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GlossaryError) as caught:
        load_term(path, "mtg")
    assert message in str(caught.value)
    assert caught.value.line == line
    assert str(path) in str(caught.value)


def test_a_broken_link_is_reported(tmp_path: Path) -> None:
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "sample.yaml").write_text(GOOD + "see_also: [nowhere]\n", encoding="utf-8")
    assert "nowhere" in load_glossary_from(tmp_path).broken_links()[0]


def phrase_gaps(terms: list[Term], least: int, *, games: tuple[str, ...], categories: tuple[str, ...]) -> list[str]:
    """The terms (of those games and categories) with fewer than `least` search phrases in a language."""
    return [f"{t.game}/{t.id}: {lang} has {len(getattr(t.phrases, lang))}" for t in terms
            if t.game in games and t.category in categories
            for lang in ("en", "de", "nl") if len(getattr(t.phrases, lang)) < least]


def test_every_term_of_today_has_search_phrases_in_every_language() -> None:
    """Players describe a term instead of naming it: a keyword by its reminder text ("can't be
    blocked except by two or more creatures"), a rule by its question ("two legendary permanents
    with the same name"). Every Magic keyword and keyword action has at least two such phrases
    in en, de and nl, every Yu-Gi-Oh! term of today at least two, and every other Magic term of
    today at least one (docs/glossary-format.md); obsolete terms are found by their old names."""
    terms = load_glossary().terms()
    today = ("keyword", "action", "concept", "zone", "card-type", "turn-structure", "object", "player")
    gaps = (phrase_gaps(terms, 2, games=("mtg",), categories=("keyword", "action"))
            + phrase_gaps(terms, 2, games=("yugioh",), categories=today)
            + phrase_gaps(terms, 1, games=("mtg",), categories=today))
    assert not gaps, gaps


def test_a_term_without_phrases_is_found_by_the_phrase_check() -> None:
    bare = load_glossary().get("mtg", "deathtouch").model_copy(update={"phrases": Aliases()})
    assert phrase_gaps([bare], 2, games=("mtg",), categories=("keyword",)) == [
        "mtg/deathtouch: en has 0", "mtg/deathtouch: de has 0", "mtg/deathtouch: nl has 0"]


def test_the_parsed_glossary_is_cached_per_content(tmp_path) -> None:
    """Parsing every YAML file at every start cost a third of a second; the cache is named
    after the files' content, so an edited file is parsed anew."""
    folder = tmp_path / "glossary"
    (folder / "mtg").mkdir(parents=True)
    source = load_glossary().get("mtg", "deathtouch")
    root = Path(__file__).resolve().parents[2]
    original = (root / "glossary" / "mtg" / "deathtouch.yaml").read_text(encoding="utf-8")
    (folder / "mtg" / "deathtouch.yaml").write_text(original, encoding="utf-8")
    cache = tmp_path / "cache"
    first = load_glossary_from(folder, cache)
    assert first.get("mtg", "deathtouch") == source and len(list(cache.glob("glossary-terms-*"))) == 1
    (folder / "mtg" / "deathtouch.yaml").write_text(original.replace("Deathtouch", "Blorptouch"), encoding="utf-8")
    second = load_glossary_from(folder, cache)
    assert second.get("mtg", "deathtouch").names.en == "Blorptouch" and second.fingerprint != first.fingerprint
    assert len(list(cache.glob("glossary-terms-*"))) == 1  # the stale one removed
    assert load_glossary_from(folder, cache).get("mtg", "deathtouch").names.en == "Blorptouch"  # from the cache
