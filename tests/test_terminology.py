"""One word per concept: German and Dutch texts use the glossary's headwords and declared forms.

A glossary entry's `aliases` are what users may type to find it (older names, other
translations); its `forms` are the other forms of the headword a text may write (cases,
plurals, "ins Spiel" for the battlefield). Every scenario of the library is rendered in de and
nl; an alias that is not a declared form must not appear: it is a drifting term ("Schlachtfeld"
next to "im Spiel", "kerkhof" next to "graveyard"). docs/terminology.md records the choices.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from judge.glossary.terms import load_glossary

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))

# Aliases that are also ordinary words in another sense, which running text rightly uses:
# "hat Vorrang" (takes precedence, not priority), "bleibt im Spiel" (stays in the game), "Ebene"
# (the basic land Plains, not a layer), "Drache" in a card name.
ORDINARY = {
    "de": {"vorrang", "ebene", "wenn", "jede", "jeder", "jedes", "wahl", "statt", "modus", "drache", "deck",
           "zu beginn", "verlieren", "eigenschaft", "rot", "weiß", "schutz vor", "in diesem zug", "opfer",
           "wirkung", "polymerisation", "zug"},
    "nl": {"in het spel", "leven", "spelen", "je", "alle", "elke", "kosten", "bron", "verliezen", "winnen",
           "open", "deck", "controle", "in plaats van", "in plaats daarvan", "reactie", "modus", "trekken",
           "eerste beurt", "einde van de beurt", "speler", "spelers", "tegenstander", "eigenaar"},
}


def _texts(data: dict) -> list[str]:
    from judge.explain.render import _final_lines

    out = [data["title"] or "", data["summary"]]
    out += [s["text"] for s in data["steps"]] + [i["text"] for i in data["illegal"]]
    for choice in data["choices"]:
        out += [choice["text"], *choice["labels"].values(), *(o["text"] for o in choice["outcomes"])]
    return out + _final_lines(data, data["lang"])


@functools.cache
def _rendered(lang: str) -> dict[str, list[tuple[str, str]]]:
    """game -> [(scenario, everything its ruling says in `lang`)]."""
    from judge.explain.render import to_json
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    found: dict[str, list[tuple[str, str]]] = {"mtg": [], "yugioh": []}
    for path in SCENARIOS:
        ruling = rule(load_scenario_file(str(path)))
        found[ruling.game].append((str(path.relative_to(ROOT)), "\n".join(_texts(to_json(ruling, lang)))))
    return found


def undeclared_forms(game: str, lang: str) -> dict[str, str]:
    """alias -> term id, for every alias of the game's terms that no term declares as a form."""
    terms = load_glossary().terms(game)
    declared = {t.names.get(lang).lower() for t in terms} | {f.lower() for t in terms for f in getattr(t.forms, lang)}
    declared |= ORDINARY[lang]
    return {alias: t.id for t in terms for alias in getattr(t.aliases, lang) if alias.lower() not in declared}


@functools.cache
def _card_names(game: str) -> re.Pattern[str]:
    """Card names in every language (a card named "Ring der Zerstörung" is not a term)."""
    from judge.cards.library import load_library

    names = {n for card in load_library(game) for n in (card.name, *getattr(card, "names", {}).values())}
    return re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))


@pytest.mark.parametrize("game", ["mtg", "yugioh"])
@pytest.mark.parametrize("lang", ["de", "nl"])
def test_rulings_use_only_declared_term_forms(game: str, lang: str) -> None:
    patterns = {alias: re.compile(rf"(?<![\w-]){re.escape(alias)}(?![\w-])", re.IGNORECASE)
                for alias in undeclared_forms(game, lang)}
    found = []
    for path, text in _rendered(lang)[game]:
        text = _card_names(game).sub(" ", text)
        for alias, pattern in patterns.items():
            match = pattern.search(text)
            if match:
                found.append(f"{path}: {alias!r} (an alias of {undeclared_forms(game, lang)[alias]}): "
                             f"...{text[max(0, match.start() - 40):match.end() + 20]}...")
    assert not found, "\n".join(found[:40])


def test_the_battlefield_is_never_schlachtfeld_or_spielfeld_in_german_magic() -> None:
    """The one check the first review asked for by name; the general test covers it too."""
    assert {"Schlachtfeld", "Spielfeld"} <= set(undeclared_forms("mtg", "de"))


@pytest.mark.parametrize("game", ["mtg", "yugioh"])
def test_turn_outline_names_are_the_glossary_headwords(game: str) -> None:
    """A step or phase is named as its glossary term (its first `terms` entry) in every language,
    where the English names agree (the main phases are named "first"/"second" in the outline)."""
    from judge.outline import load_outline

    glossary = load_glossary()
    wrong = []
    for phase in load_outline(game).phases:
        for step in (phase, *phase.steps):
            term = glossary.get(game, step.terms[0]) if step.terms else None
            if term is None or step.name.get("en") != term.names.get("en"):
                continue
            wrong += [f"{step.id} {lang}: {step.name.get(lang)!r} vs {term.names.get(lang)!r}"
                      for lang in ("de", "nl") if step.name.get(lang) != term.names.get(lang)]
    assert not wrong


def test_every_library_scenario_has_its_title_in_three_languages() -> None:
    import yaml

    titles = {path: yaml.safe_load(path.read_text(encoding="utf-8")).get("title") for path in SCENARIOS}
    missing = [str(path.relative_to(ROOT)) for path, title in titles.items()
               if not (isinstance(title, dict) and {"en", "de", "nl"} <= set(title))]
    assert not missing, f"give these a title: {{en: ..., de: ..., nl: ...}} (docs/scenario-format.md): {missing}"



def test_dutch_magic_rule_summaries_keep_the_rulings_register() -> None:
    """The summaries shown beside every cited rule (glossary pages, rule pages, step tooltips)
    use the words the Dutch rulings use (docs/terminology.md): damage, combat, graveyard, life;
    the Dutch starter rulebook's schade, gevecht, kerkhof and levenspunten are search aliases."""
    from judge.rules import rule_table

    drift = re.compile(r"\b(schade|gevechtsschade|gevecht|kerkhof|levenspunten|leven|levenstotaal|legendarische?)\b",
                       re.IGNORECASE)
    found = [f"{number}: {entry['nl']}" for number, entry in rule_table("mtg").items()
             if drift.search(entry.get("nl", ""))]
    assert not found, "\n".join(found)
