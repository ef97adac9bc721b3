"""German and Dutch rulings say the game's words in their language, not the engine's English.

Every scenario is rendered in de and nl; what is left of each text after taking out what is
rightly a name (card names in any language, player names, the glossary's names of keywords
and card types, step names, keywords with a parameter) must not contain a word of the game's
English vocabulary, unless that language's own catalogs use the word too: Dutch rulings keep
many English game terms ("creature", "stack", "priority"), which is the Dutch convention here.
"""

from __future__ import annotations

import functools
import re
import string
from pathlib import Path
from typing import Any

import pytest

from judge.explain.catalog.vocabulary import MESSAGES as VOCABULARY
from judge.explain.i18n import CONTEXT_SEPARATOR, LOCALE_DIR, gettext

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))
WORD = re.compile(r"[A-Za-zÀ-ÿ][\w'’]*(?:-[A-Za-zÀ-ÿ][\w'’]*)*")
RULE_NUMBER = re.compile(r"\b\d{3}\.\d+[a-z]*\b")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

# English words of the game as the engines spell them: card types and supertypes, colors,
# what a target must be, states, counters, zones, steps, options, and the small words that
# give away an English phrase. The vocabulary catalog's English words are added below.
ENGLISH = {
    "artifact", "artifacts", "creature", "creatures", "enchantment", "instant", "land", "lands",
    "planeswalker", "sorcery", "battle", "kindred", "tribal", "legendary", "basic", "snow", "white", "blue",
    "black", "red", "green", "colorless", "multicolored", "monocolored", "player", "players", "opponent",
    "permanent", "permanents", "spell", "spells", "ability", "card", "target", "any", "tap", "untap", "tapped",
    "untapped", "attacking", "blocking", "loyalty", "poison", "counter", "counters", "graveyard", "library",
    "exile", "battlefield", "hand", "stack", "upkeep", "draw", "main", "combat", "beginning", "declare",
    "attackers", "blockers", "damage", "end", "cleanup", "step", "phase", "precombat", "postcombat",
    "protection", "islandwalk", "mountainwalk", "forestwalk", "swampwalk", "plainswalk", "landwalk",
    "activate", "decline", "direct", "stop", "unknown", "frog", "the", "and", "or", "with", "that", "would",
    "this", "its", "from", "gains", "gets", "becomes",
}


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


def _english_vocabulary() -> set[str]:
    words = set(ENGLISH)
    for message in VOCABULARY.values():
        words |= _words(PLACEHOLDER.sub(" ", message.rpartition(CONTEXT_SEPARATOR)[2]))
    return words


@functools.cache
def allowed_words(lang: str) -> frozenset[str]:
    """Every word the language's catalogs themselves use (their convention, English terms included)."""
    from babel.messages.pofile import read_po

    words: set[str] = set()
    for path in (LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"):
        if path.name == "errors.po":  # problems of bad input quote the file's English keys and values
            continue
        with path.open("rb") as handle:
            for message in read_po(handle, locale=lang):
                if message.id and message.string and not str(message.context or "").startswith("keyword"):
                    words |= _words(PLACEHOLDER.sub(" ", str(message.string)))
    return frozenset(words)


@functools.cache
def _names(lang: str) -> tuple[str, ...]:
    """Names the renderer rightly puts into a sentence as they are, longest first."""
    from judge.cards.library import load_library
    from judge.glossary.terms import load_glossary
    from judge.outline import load_outline

    names: set[str] = set()
    for game in ("mtg", "yugioh"):
        for card in load_library(game):
            names |= {card.name, *getattr(card, "names", {}).values()}
        for term in load_glossary().terms(game):
            if term.category in ("keyword", "card-type"):  # what Keyword parameters name
                names.add(term.names.get(lang))
        for phase in load_outline(game).phases:
            names |= {s.name.get(lang) for s in (phase, *phase.steps)}
    names |= {gettext(m, lang) for k, m in VOCABULARY.items() if k.startswith("keyword:")}
    return tuple(sorted(names, key=len, reverse=True))


@functools.cache
def _name_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.IGNORECASE)


def english_words(text: str, lang: str, names: tuple[str, ...] = ()) -> list[str]:
    """The English game words in a German or Dutch text, once its names are taken out."""
    text = RULE_NUMBER.sub(" ", text)
    if names:
        text = _name_pattern(names).sub(" ", text)
    text = _name_pattern(_names(lang)).sub(" ", text)
    allowed, vocabulary = allowed_words(lang), _english_vocabulary()
    found = []
    for word in WORD.findall(text):
        parts = word.lower().split("-")  # a compound is as good as its parts: "loyalty-counter"
        if word.lower() in allowed or all(p in allowed for p in parts):
            continue
        if any(p in vocabulary or (p.startswith("non") and p[3:] in vocabulary) for p in parts):
            found.append(word)
    return found


def _texts(data: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    """(where, text, English values to ignore) for every sentence of a rendered ruling."""
    from judge.explain.render import _final_lines

    found = [("summary", data["summary"], [])]
    found += [(f"step {step['event']}", step["text"], []) for step in data["steps"]]
    found += [(f"illegal {i['kind']}", i["text"], []) for i in data["illegal"]]
    for choice in data["choices"]:
        found.append((f"choice {choice['kind']}", choice["text"], []))
        found += [(f"option of {choice['kind']}", label, []) for label in choice["labels"].values()]
        found += [(f"outcome of {choice['kind']}", o["text"], []) for o in choice["outcomes"]]
    found += [("final state", line, []) for line in _final_lines(data, data["lang"])]
    return found


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_rulings_say_the_game_words_in_the_page_language(lang: str) -> None:
    from judge.explain.render import to_json
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    problems = []
    for path in SCENARIOS:
        loaded = load_scenario_file(str(path))
        local = [p.name for p in loaded.model.players]
        local += [c.name for c in getattr(loaded.model, "cards", None) or []]
        data = to_json(rule(loaded), lang)
        for where, text, known in _texts(data):
            for value in known:
                text = text.replace(value, " ")
            english = english_words(text, lang, tuple(local))
            if english:
                problems.append(f"{path.relative_to(ROOT / 'scenarios')} {where}: {english} in {text!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("lang", "text"), [
    ("de", "Terror kann Ornithopter nicht als Ziel wählen: kein zulässiges Ziel (nonartifact, nonblack creature)."),
    ("de", "Bob wählt, ob Royal Assassin getappt oder enttappt wird: tap."),
    ("de", "Grizzlybären wird zu Frog."),
    ("de", "Garruk Wildspeaker (Alice), loyalty x3"),
    ("de", "Untap step (Alice ist am Zug) beginnt."),
    ("nl", "Bob kiest of Royal Assassin getapt of ontapt wordt: tap."),
    ("nl", "Het is geen geldig doelwit (nonartifact, nonblack creature)."),
    ("nl", "Yugi mag het effect van Axe of Despair activeren: decline."),
])
def test_the_check_finds_english_words(lang: str, text: str) -> None:
    assert english_words(text, lang, ("Alice", "Bob", "Yugi"))


@pytest.mark.parametrize(("lang", "text"), [
    ("de", "Turn to Frog wird verrechnet."),  # a card without a German name keeps its English one
    ("de", "Grizzlybären erhält Doppelschlag, Schutz vor Rot."),
    ("nl", "De declare blockers step (beurt van Bob) begint; na de turn-based actions krijgt Bob priority."),
    ("nl", "Alleen ongetapte creatures kunnen blocken, en een creature met flying."),
])
def test_the_check_leaves_names_and_the_dutch_convention_alone(lang: str, text: str) -> None:
    assert not english_words(text, lang, ("Alice", "Bob"))


def _target_specs(value: Any) -> list[Any]:
    """Every target requirement inside a card's data."""
    from pydantic import BaseModel

    from judge.cards.mtg_effects import TargetSpec

    if isinstance(value, TargetSpec):
        return [value]
    if isinstance(value, BaseModel):
        return [s for name in type(value).model_fields for s in _target_specs(getattr(value, name))]
    if isinstance(value, list | tuple):
        return [s for item in value for s in _target_specs(item)]
    return []


def test_the_english_requirement_is_the_one_the_engine_writes_for_rules_text() -> None:
    """judge.mtg.targets.requirement_text words requirements in English for error messages."""
    from judge.cards.library import load_library
    from judge.explain.requirement import worded
    from judge.mtg import targets

    specs = [spec for card in load_library("mtg") for spec in _target_specs(card)]
    assert len(specs) > 20
    for spec in specs:
        assert worded(targets.requirement(spec), "en") == targets.requirement_text(spec)


@pytest.mark.parametrize(("qualities", "en", "de", "nl"), [
    ({"not_types": ("Artifact",), "not_colors": ("black",)},
     "nonartifact, nonblack creature", "nichtschwarze Nichtartefakt-Kreatur", "non-artifact, niet-zwarte creature"),
    ({"tapped": True}, "tapped creature", "getappte Kreatur", "getapte creature"),
    ({"combat": "attacking_or_blocking"},
     "attacking or blocking creature", "angreifende oder blockende Kreatur", "aanvallende of blockende creature"),
    ({"colors": ("white",)}, "white creature", "weiße Kreatur", "witte creature"),
    ({"colors": ("red",)}, "red creature", "rote Kreatur", "rode creature"),
])
def test_a_creature_requirement_in_each_language(qualities: dict[str, Any], en: str, de: str, nl: str) -> None:
    from judge.events import Requirement
    from judge.explain.requirement import worded

    requirement = Requirement("creature", **qualities)
    assert [worded(requirement, lang) for lang in ("en", "de", "nl")] == [en, de, nl]


@pytest.mark.parametrize(("noun", "qualities", "de"), [
    ("permanent", {"not_types": ("Land",)}, "bleibende Nichtland-Karte"),  # the type joins the noun, not the adjective
    ("land", {"tapped": False}, "ungetapptes Land"),  # neuter
    ("player", {}, "Spieler"),
    ("spell", {"colors": ("blue",)}, "blauer Zauberspruch"),  # masculine
])
def test_german_requirements_agree_with_their_noun(noun: str, qualities: dict[str, Any], de: str) -> None:
    from judge.events import Requirement
    from judge.explain.requirement import worded

    assert worded(Requirement(noun, **qualities), "de") == de


def test_a_dutch_het_word_takes_no_ending() -> None:
    from judge.events import Requirement
    from judge.explain.requirement import worded

    assert worded(Requirement("land", tapped=True), "nl") == "getapt land"


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "The end of combat step (Bob's turn) begins; after its turn-based actions Bob receives priority."),
    ("de", "Das Ende-des-Kampfes-Segment (Bob ist am Zug) beginnt; nach den zugbasierten Aktionen "
           "erhält Bob Priorität."),
    ("nl", "De end of combat step (beurt van Bob) begint; na de turn-based actions krijgt Bob priority."),
])
def test_a_step_begins_with_its_article(lang: str, expected: str) -> None:
    from judge.events import StepName
    from judge.explain.render import sentence

    assert sentence("step_begins", {"step": StepName("end_of_combat"), "player": "Bob", "kind": "priority"},
                    lang) == expected


def test_a_phase_takes_its_own_article() -> None:
    from judge.events import StepName
    from judge.explain.render import sentence

    text = sentence("step_begins", {"step": StepName("postcombat_main"), "player": "Bob", "kind": "priority"}, "de")
    assert text.startswith("Die zweite Hauptphase (Bob ist am Zug) beginnt")


def test_the_final_state_names_cards_and_counters_in_the_page_language() -> None:
    from judge.explain.render import to_text
    from judge.ruling import rule_file

    ruling = rule_file(str(ROOT / "scenarios/mtg/replacement/doubling-season-planeswalker-loyalty.yaml"))
    final = to_text(ruling, "de").split("Endstand:")[1]
    assert "6 Loyalitätsmarken" in final and "loyalty" not in final
    assert "6 loyalty counters" in to_text(ruling, "en").split("Final state:")[1]
    twiddle = to_text(rule_file(str(ROOT / "scenarios/mtg/seed/twiddle-taps-royal-assassin.yaml")), "de")
    assert "Grizzlybären (Bob) 2/2, getappt" in twiddle.split("Endstand:")[1]


def test_json_keeps_the_english_identifiers() -> None:
    from judge.explain.render import to_json
    from judge.ruling import rule_file

    data = to_json(rule_file(str(ROOT / "scenarios/mtg/seed/twiddle-taps-royal-assassin.yaml")), "de")
    choice = data["choices"][0]
    assert (choice["options"], choice["taken"]) == (["tap", "untap"], "tap")
    assert choice["labels"] == {"tap": "getappt", "untap": "enttappt"}
    assert choice["text"].endswith("getappt oder enttappt wird: getappt.")


# Plain strings a message may show as they are: player names (added per scenario), numbers, rule
# numbers, punctuation. Everything else a message shows must be a typed value of judge/events.py,
# so the renderer can put it in the page language.
NEUTRAL = re.compile(r"^[\d\s.,:;+\-/→—?()]*$")
MANA = re.compile(r"^(\{[0-9WUBRGCXSP/]+\})+$")  # mana symbols ({1}{R}) read the same in every language
# Values that are identifiers, not words: the ids a scenario gives permanents, which the legend
# rule's choice names.
IDENTIFIERS = {("choice", "legend_rule", "taken"), ("outcome", "legend_keep", "kept"),
               ("outcome", "legend_keep", "others")}


def _untyped(params: dict[str, Any], template: str, players: set[str]) -> list[str]:
    from judge.events import CardName, CounterKind, Keyword, Listing, StepName, TypeLine, TypeName, Word

    typed = (CardName, CounterKind, Keyword, Listing, StepName, TypeLine, TypeName, Word)
    shown = {field for _, field, _, _ in string.Formatter().parse(template) if field}
    found = []
    for name, value in params.items():
        values = value if isinstance(value, tuple) else (value,)
        for item in values:
            if name not in shown or name == "rule" or not isinstance(item, str) or isinstance(item, typed):
                continue
            if item in players or NEUTRAL.match(item) or MANA.match(item) \
                    or all(w in players for w in WORD.findall(item)):
                continue
            found.append(f"{name}={item!r}")
    return found


def test_every_word_a_message_shows_is_a_typed_value() -> None:
    """Card names, options, counters, types, requirements: never a finished English string."""
    from judge.explain.messages import MESSAGES
    from judge.explain.render import message_key
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    problems = []
    for path in SCENARIOS:
        loaded = load_scenario_file(str(path))
        players = {p.name for p in loaded.model.players}
        ruling = rule(loaded)
        items = [("event", e.kind, "", e.params) for e in ruling.events]
        items += [("illegal", i.kind, "illegal:", i.params) for i in ruling.illegal]
        items += [("choice", d.kind, "choice:", {"taken": d.taken}) for d in ruling.choices]
        items += [("outcome", o.kind, "outcome:", o.params) for d in ruling.choices for o in d.outcomes]
        for part, kind, prefix, params in items:
            template = MESSAGES[message_key(kind, params, prefix)]
            untyped = [u for u in _untyped(params, template, players)
                       if (part, kind, u.split("=")[0]) not in IDENTIFIERS]
            if untyped:
                problems.append(f"{path.relative_to(ROOT / 'scenarios')} {part} {kind}: {untyped}")
    assert not problems, "\n".join(problems)
