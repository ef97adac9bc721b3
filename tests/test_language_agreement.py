"""Agreement errors a German or Dutch judge found in a close reading, kept from coming back.

German declines a card name with an adjective ("greift den Dunklen Magier an"), so rulings
quote every German card name („Dunkler Magier“) and never guess its gender with "er", "es",
"sein" or "seines Besitzers". Dutch and German lists end with "und"/"en", and words the
glossary settled (Kampfschadensegment, geüntapt, graveyard, damage) never drift.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.events import CardName, Listing
from judge.explain.i18n import LOCALE_DIR

ROOT = Path(__file__).resolve().parent.parent


def _msgstrs(lang: str) -> list[str]:
    return [line for path in sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"))
            for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("msgstr")]


# Each was in a German message once: a guessed gender for a card of any gender, a step "im
# Abschnitt" without its case, a term spelt two ways, Magic's "Zug" in a Yu-Gi-Oh! sentence.
GERMAN_BAD = [
    "seines Besitzers", "als es auf den Stapel", "wer es kontrolliert", "(es bleibt", "(es gilt",
    "ein Regenerationsschild", "in den Friedhof", "im Abschnitt", "Kampfende-Segment",
    "Kampfschadenssegment", "getributet", "tributet", "zu tributen", "Während das", "liegen dort {",
    "seine Kampfposition", "Seine Effekte", "seine Aktivierung", "wie sein Effekt", "Es zieht",
    "kontrolliert es wieder", "ihren Kampfschaden verteilt", "des Schadens, den", "als Kopie wovon",
    "Partie", "zu {step:the}", "endet mit Lebenspunkten", "Es wird offen", "mit seinem Besitzer", "ihren Modus",
    "Es ist kein zulässiges Ziel", "Es darf nur", "seinen Zielen", "erhält es einen neuen", "wo es war",
    "welchen Schaden er verhindert", "Fusionsmonster: Es", "Zaubersprüche vom Typ {", "hat diese Eigenschaft,",
    "hat diese Eigenschaft (", "erhält er stattdessen", "legales Ziel", "was sie erlaubt",
]
# Each was in a Dutch message once: a player called "zijn", "het creature" (it is "de
# creature"), the rulebook's words the glossary keeps for search only, English left in a sentence.
DUTCH_BAD = [
    "zijn mana pool", "loyalty-counter",
    "poison-counter", "het creature", "dit creature", "kerkhoven", "(exile)", "geen leven",
    "krijgt schade", "ontapt", "until end of turn", "\"Negate ", "verbant", "er liggen er nu",
    "can't\\\"-effect", "vaardigheid", "kerkhof", "met zijn eigenaar", "eindigt met levenstotalen",
    # "het" for a spell or a card named in the sentence (de spell, de ability, de kaart), a
    # doubled "voor", "target" where the Dutch game says "doelwit", "kost" for the plural noun.
    "het verlaat de stack", "voor mana.", "met als target", "legal target", "geen kost)", "het mag alleen",
    "waar het is", "dus het wordt", "waar het was", "het als doelwit", "het is geen geldig doelwit",
    "als doelwit kiezen", ": het trekt", "Spell Speed 1: het", "}-spells",
    "heeft die eigenschap,", "heeft die eigenschap (", "krijgt het een nieuwe", "had het geen abilities",
    "nadat haar effect", "welke damage het prevent",
]


@pytest.mark.parametrize(("lang", "bad"), [("de", b) for b in GERMAN_BAD] + [("nl", b) for b in DUTCH_BAD])
def test_no_message_has_a_form_a_judge_struck_out(lang: str, bad: str) -> None:
    assert not [m for m in _msgstrs(lang) if bad in m]


def test_german_says_du_as_the_cards_and_pages_do() -> None:
    """The web pages, the cards and the rulings say "du"; an error hint in "Sie" was a second voice."""
    import re

    formal = re.compile(r"\b\w+en Sie\b|\b[Mm]einten Sie\b")
    assert not [m for m in _msgstrs("de") if formal.search(m)]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Yugi Sets Mystical Space Typhoon face-down on the field."),
    ("de", "Yugi setzt „Mystischer Raum-Taifun“ verdeckt aufs Spielfeld."),
    ("nl", "Yugi set Mystical Space Typhoon face-down op het veld."),
])
def test_a_german_card_name_is_quoted_so_it_needs_no_case_ending(lang: str, expected: str) -> None:
    from judge.explain.render import sentence

    params = {"player": "Yugi", "card": CardName("Mystical Space Typhoon")}
    assert sentence("card_set", params, lang, game="yugioh") == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Craw Wurm is blocked (by Grizzly Bears, Glory Seeker)"),
    ("de", "(von „Grizzlybären“ und „Ruhmsucher“)"),
    ("nl", "(door Grizzly Bears en Glory Seeker)"),
])
def test_a_list_of_names_ends_with_and(lang: str, expected: str) -> None:
    from judge.explain.render import sentence

    params = {"card": CardName("Craw Wurm"), "count": 2,
              "blockers": Listing([CardName("Grizzly Bears"), CardName("Glory Seeker")])}
    assert expected in sentence("attacker_blocked", params, lang)


@pytest.mark.parametrize(("lang", "count", "expected"), [
    ("de", 1, "1 +1/+1-Marke und 1 -1/-1-Marke werden"), ("de", 2, "2 +1/+1-Marken und 2 -1/-1-Marken werden"),
    ("nl", 1, "1 +1/+1-counter en 1 -1/-1-counter worden"), ("en", 1, "1 +1/+1 counter and 1 -1/-1 counter are"),
])
def test_annihilated_counters_agree_with_their_number(lang: str, count: int, expected: str) -> None:
    from judge.explain.render import sentence

    assert expected in sentence("counters_annihilated", {"card": CardName("Grizzly Bears"), "count": count}, lang)


@pytest.mark.parametrize(("lang", "amount", "expected"), [
    ("de", 1, "1 Schadenspunkt zu."), ("de", 3, "3 Schadenspunkte zu."),
])
def test_german_damage_is_counted_in_schadenspunkte(lang: str, amount: int, expected: str) -> None:
    from judge.explain.render import sentence

    params = {"source": CardName("Shock"), "target": CardName("Hill Giant"), "amount": amount}
    assert sentence("damage_dealt", params, lang).endswith(expected)


@pytest.mark.parametrize(("lang", "says"), [
    ("de", "während die aktivierte Fähigkeit von „Royal Assassin“ oben auf dem Stapel liegt"),
    ("nl", "terwijl de activated ability van Royal Assassin bovenaan de stack ligt"),
])
def test_an_ability_on_the_stack_is_not_called_by_its_source(lang: str, says: str) -> None:
    """Royal Assassin stays on the battlefield: what waits on the stack is its ability."""
    from judge.explain.render import to_json
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    ruling = rule(load_scenario_file(str(ROOT / "scenarios/mtg/actions/assassin-kills-the-attacker.yaml")))
    assert any(says in step["text"] for step in to_json(ruling, lang)["steps"])


def test_every_subtype_of_the_library_has_its_german_name() -> None:
    from judge.explain.i18n import catalog, contextual

    subtypes = {s for path in (ROOT / "judge/cards/mtg").glob("*.yaml")
                for card in yaml.safe_load(path.read_text(encoding="utf-8")) for s in card.get("subtypes") or []}
    untranslated = sorted(s for s in subtypes if contextual("type", s) not in catalog("de"))
    assert not untranslated


def test_no_german_step_name_follows_a_preposition_that_needs_another_case() -> None:
    """A step placeholder renders in the nominative ("das Aufräumsegment"): after "während" it
    printed "Während das Aufräumsegment"; rulings say "gerade läuft {step:the}" instead."""
    import re

    preposition = re.compile(r"\b(während|wegen|in|im|nach|vor|von|vom|bei|beim|mit|seit|aus|zu|zum|zur|"
                             r"außer|gegenüber|innerhalb|außerhalb)\s+\{(step|current|phase)[:}]", re.IGNORECASE)
    assert not [m for m in _msgstrs("de") if preposition.search(m)]


@pytest.mark.parametrize(("scenario", "lang", "says"), [
    ("actions/no-priority-in-cleanup", "de", "Gerade läuft das Aufräumsegment, und darin erhält niemand Priorität"),
    ("actions/assassin-too-early", "de", "„Tatzelwurm“ ist kein zulässiges Ziel (getappte Kreatur)"),
    ("actions/counterspell-war", "nl", "Counterspell countert Cancel: de spell verlaat de stack"),
    ("actions/combat-trick-after-blocks", "nl", "en tapt daarvoor Forest."),
    ("actions/combat-trick-after-blocks", "nl", "met als doelwit"),
    ("actions/combat-trick-after-blocks", "nl", "(het aanvallen tapt de creature; dat zijn geen kosten)"),
    ("actions/creature-spell-needs-empty-stack", "de", "Kreaturenzauber dürfen nur bei leerem Stapel gewirkt werden"),
    ("actions/sorcery-on-the-opponents-turn", "de", "Hexereien dürfen nur in der Hauptphase ihres Beherrschers"),
    ("actions/creature-spell-needs-empty-stack", "nl", "creature spells mogen alleen bij een lege stack"),
    ("actions/sorcery-on-the-opponents-turn", "nl", "sorceries mogen alleen in de main phase van hun controller"),
    ("actions/protection-stops-the-target", "de", "hat Schutz vor Schwarz, und „Doom Blade“ ist schwarz, also"),
    ("actions/protection-stops-the-target", "nl", "heeft protection from black en Doom Blade is zwart, dus"),
    ("actions/protection-stops-the-target", "en", "has protection from black, and Doom Blade is black, so"),
    ("combat/protection-cannot-be-blocked", "nl", "heeft protection from black, en Typhoid Rats is zwart (702.16f)"),
    # Two targets are two: gettext's plural form by the number of targets (608.2b), and a list with "and"
    ("divided/twin-bolt-all-targets-gone", "en", "its targets Grizzly Bears and Glory Seeker are no longer legal"),
    ("divided/twin-bolt-all-targets-gone", "de", "Die Ziele „Grizzlybären“ und „Ruhmsucher“ sind nicht mehr zulässig"),
    ("divided/twin-bolt-all-targets-gone", "nl", "de doelwitten Grizzly Bears en Glory Seeker zijn niet meer geldig"),
    ("stack/healing-salve-target-gone", "de", "Das Ziel „Grizzlybären“ ist nicht mehr zulässig"),
    ("stack/healing-salve-target-gone", "nl", "het doelwit Grizzly Bears is niet meer geldig"),
    # German joins card types into one word, as German type lines print them
    ("cr613/noncreature-artifacts-become-two-two", "de", "„Flüssigmetallüberzug“ hat jetzt den Typ Artefaktkreatur."),
    ("cr613/noncreature-artifacts-become-two-two", "nl", "Liquimetal Coating heeft nu het type Artifact Creature."),
    # six lands of one name are counted, not listed six times
    ("delayed/two-players-delayed-triggers-apnap", "en", "tapping Mountain (6×) for mana."),
    ("delayed/two-players-delayed-triggers-apnap", "de", "und tappt dafür „Gebirge“ (6×)."),
    ("delayed/two-players-delayed-triggers-apnap", "nl", "en tapt daarvoor Mountain (6×)."),
])
def test_a_ruling_says_it_as_a_judge_would(scenario: str, lang: str, says: str) -> None:
    """Whole rulings with real values: the step, card and player names the templates receive."""
    from judge.explain.render import to_json
    from judge.ruling import rule
    from judge.scenario import load_scenario_file

    data = to_json(rule(load_scenario_file(str(ROOT / f"scenarios/mtg/{scenario}.yaml"))), lang)
    texts = [data["summary"], *(s["text"] for s in data["steps"]), *(i["text"] for i in data["illegal"])]
    assert any(says in text for text in texts), "\n".join(texts)


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_spells_of_a_card_type_are_one_declared_glossary_form(lang: str) -> None:
    """"Zaubersprüche vom Typ Kreatur" next to "Kreaturenzauber", "creature-spells" next to
    "creature spells": a refusal names the spells of a card type by the word its glossary entry
    declares (headword or form), the word titles and descriptions use."""
    from judge.explain.vocabulary import MESSAGES, vocabulary
    from judge.glossary.terms import load_glossary

    glossary = load_glossary()
    undeclared = []
    for key in (k for k in MESSAGES if k.startswith("spells:")):
        term = glossary.get("mtg", key.partition(":")[2])
        word = vocabulary(key, lang)
        declared = {term.names.get(lang), *getattr(term.forms, lang)} if term else set()
        compound = f"{term.names.get(lang).lower()} spells" if term else None  # Dutch "creature spells"
        if word not in declared and word != compound:
            undeclared.append(f"{key}: {word!r} not in {sorted(declared)}")
    assert not undeclared


def test_a_german_type_line_joins_its_card_types_into_one_word() -> None:
    """"Artefaktkreatur", "Verzauberungskreatur", "Landkreatur", never "Artefakt Kreatur": every
    combination of card types a card of the library has is one message, and in German each such
    message is its supertypes and one compound word; subtypes follow a dash, German separates
    them with commas."""
    from judge.cards.library import load_library
    from judge.explain.catalog.card_text import TYPE_LINES
    from judge.explain.values import SUPERTYPES, TYPE_ORDER, type_line

    combined = {" ".join(sorted(c.types, key=TYPE_ORDER.index)) for c in load_library("mtg")
                if len(c.types) > 1}
    assert combined <= set(TYPE_LINES)
    for line in (t for t in TYPE_LINES if sum(w in TYPE_ORDER for w in t.split()) > 1):
        supertypes = sum(w in SUPERTYPES for w in line.split())
        assert len(type_line(line.split(), [], "de").split()) <= supertypes + 1, line  # "Artefaktkreaturenspielstein"
    assert type_line(["Creature", "Artifact"], ["Golem"], "de") == "Artefaktkreatur — Golem"
    assert type_line(["Land"], ["Forest", "Island"], "de") == "Land — Wald, Insel"


def test_lands_of_one_name_are_counted_in_the_order_they_come() -> None:
    """A card name has no plural to count with: "„Wald“, „Gebirge“ (2×) und „Ebene“", one land as it is."""
    from judge.explain.values import localized

    lands = Listing([CardName(n) for n in ("Forest", "Mountain", "Mountain", "Plains")], counted=True)
    assert localized(lands, "mtg", "de") == "„Wald“, „Gebirge“ (2×) und „Ebene“"
    assert localized(lands, "mtg", "nl") == "Forest, Mountain (2×) en Plains"
    assert localized(Listing(["Mountain"], counted=True), "mtg", "en") == "Mountain"


def test_alike_triggers_next_to_each_other_in_an_order_are_named_once_with_their_number() -> None:
    """An order of 95 alike triggers read "Blood Artist (1) → Blood Artist (1) → ..." 95 times; now each run
    is named once with its number, in its place: the same triggers apart stay apart. The English text (what
    JSON shows and `choices_taken` compares) still names each trigger, and a stored ruling keeps the runs."""
    from judge.explain.neutral import _read, _value
    from judge.explain.values import localized

    ember = Listing((CardName("Test Ember Keeper"), "(1)"), " ")
    order = Listing([ember, ember, CardName("Test Tide Keeper"), ember], " → ", runs=True)
    assert localized(order, "mtg", "en") == "Test Ember Keeper (1) (2×) → Test Tide Keeper → Test Ember Keeper (1)"
    assert localized(order, "mtg", "de") == ("„Test Ember Keeper“ (1) (2×) → „Test Tide Keeper“ → "
                                             "„Test Ember Keeper“ (1)")
    assert str(order).count("Test Ember Keeper") == 3
    assert localized(_read(_value(order, "mtg")), "mtg", "nl") == localized(order, "mtg", "nl")
    assert localized(Listing([ember, ember], " → "), "mtg", "en").count("Test Ember Keeper") == 2  # without runs
