"""Card rules text generated from the card data (judge/explain/card_text/) in en, de and nl.

Every effect kind of both vocabularies has a writer and a message (their translations are
checked with every other message by tests/test_i18n.py); every library card renders in every
language; representative cards read as they should.
"""

from __future__ import annotations

import re
import typing

import pytest

from judge.cards import mtg_effects, yugioh_effects
from judge.cards.library import load_library
from judge.cards.mtg_model import MtgCard, TriggerCondition
from judge.explain.card_text import card_text, find_card
from judge.explain.card_text import mtg as mtg_text
from judge.explain.card_text import yugioh as yugioh_text
from judge.explain.i18n import LANGUAGES
from judge.explain.messages import MESSAGES


def _literals(union: object, field: str) -> list[str]:
    """The values of `field` (a Literal) over every model of a union of models."""
    models = [m for arg in typing.get_args(union) for m in (typing.get_args(arg) or [arg])]
    found = []
    for model in models:
        if isinstance(model, type) and field in getattr(model, "model_fields", {}):
            found += typing.get_args(model.model_fields[field].annotation)
    return found


def _has_message(prefix: str) -> bool:
    return prefix in MESSAGES or any(key.startswith(prefix + ":") for key in MESSAGES)


MTG_KINDS = _literals(typing.get_args(mtg_effects.Effect)[0], "do")
YUGIOH_KINDS = _literals(typing.get_args(yugioh_effects.Action)[0], "do")


def test_the_vocabularies_are_found() -> None:
    assert {"deal_damage", "prevent_damage", "search_library", "exile_graveyards"} <= set(MTG_KINDS)
    assert {"destroy", "modify_stats", "win_with_pieces"} <= set(YUGIOH_KINDS)


@pytest.mark.parametrize("kind", MTG_KINDS)
def test_every_magic_effect_kind_has_a_writer_and_a_message(kind: str) -> None:
    assert kind in mtg_text._writers(), f"no card text writer for the Magic effect kind {kind!r}"
    assert _has_message(f"card:do:{kind}"), f"no card text message for the Magic effect kind {kind!r}"


@pytest.mark.parametrize("kind", YUGIOH_KINDS)
def test_every_yugioh_action_kind_has_a_writer_and_a_message(kind: str) -> None:
    assert kind in yugioh_text.ACTIONS, f"no card text writer for the Yu-Gi-Oh! action {kind!r}"
    assert _has_message(f"card:ygo:do:{kind}"), f"no card text message for the Yu-Gi-Oh! action {kind!r}"


def test_every_word_of_the_vocabularies_has_a_message() -> None:
    """Trigger events, player rules, restrictions, zones, target types, Yu-Gi-Oh! events and groups."""
    from judge.cards import mtg_replacement as rx
    from judge.explain.card_text.mtg_phrases import PLAYER_EVENTS

    keys = []
    for event in typing.get_args(TriggerCondition.model_fields["event"].annotation):
        if event in PLAYER_EVENTS:
            keys += [f"card:when:{event}:{who}" for who in ("you", "opponent", "each_player")]
        else:
            keys.append(f"card:whenever:{event}")
    fields = {name: typing.get_args(f.annotation) for name, f in mtg_effects.PlayerRule.model_fields.items()}
    keys += [f"card:do:player_rule:{rule}{you}" for rule in fields["rule"] for you in ("", ":you")]
    restrictions = typing.get_args(mtg_effects.CombatRestriction.model_fields["restriction"].annotation)
    keys += [f"card:do:combat_restriction:{r}" for r in restrictions]
    zones = typing.get_args(rx.ReplaceZoneChange.model_fields["instead"].annotation)
    keys += [f"card:do:replace_zone_change:{z}" for z in zones] + [f"card:zone:{z}" for z in zones]
    for target in typing.get_args(mtg_effects.TargetSpec.model_fields["type"].annotation):
        keys.append(f"card:enchant:{target}")
        keys += [f"card:np:{family}:{target}:{form}" for family in ("target", "that", "another_target")
                 for form in ("subject", "object", "dative")]
    keys += [f"card:until:{d}" for d in ("end_of_turn", "next_turn")]
    keys += [f"card:ygo:event:{e}" for e in typing.get_args(yugioh_effects.Event)]
    keys += [f"card:ygo:timing:{t}" for t in typing.get_args(yugioh_effects.Timing)]
    keys += [f"card:ygo:target:{w}" for w in typing.get_args(yugioh_effects.TargetSpec.model_fields["what"].annotation)]
    keys += [f"card:ygo:group:{g}" for g in typing.get_args(yugioh_effects.Group)]
    assert [key for key in keys if key not in MESSAGES] == []


CARDS = [(game, card.name) for game in ("mtg", "yugioh") for card in load_library(game)]
_MANA = re.compile(r"\{(?:\d+|[WUBRGCXSPT]|[WUBRG2]/[WUBRGP])\}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_library_card_renders_in_every_language(lang: str) -> None:
    problems = []
    for game, name in CARDS:
        text = card_text(load_library(game).get(name), game, lang)
        whole = _MANA.sub("M", text.plain())
        if "?" in whole or "{" in whole or "}" in whole or "  " in whole or " ." in whole or ",." in whole:
            problems.append(f"{game}/{name}: {text.plain()!r}")
        if not text.type_line or (game == "mtg" and text.names["en"] != name):
            problems.append(f"{game}/{name}: frame {text.type_line!r} {text.names}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_scenarios_own_cards_render_in_every_language(lang: str) -> None:
    from judge.paths import data_folder
    from judge.scenario import ScenarioError, load_scenario_file

    problems, seen = [], 0
    for path in sorted(data_folder("scenarios").rglob("*.yaml")):
        try:
            loaded = load_scenario_file(str(path))
        except ScenarioError:
            continue  # scenarios that are meant to be refused
        for card in loaded.model.cards:
            whole = _MANA.sub("M", card_text(card, loaded.game, lang).plain())
            seen += 1
            if any(bad in whole for bad in ("?", "{", "}", "  ", " .", ",.", "()")):
                problems.append(f"{path.name}/{card.name}: {whole!r}")
    assert seen > 10 and not problems, "\n".join(problems)


def _lines(name: str, lang: str) -> list[str]:
    found = find_card(name)
    assert found is not None, name
    game, card = found
    return card_text(card, game, lang).lines


EXPECTED = {
    ("Shock", "en"): ["This spell deals 2 damage to any target."],
    ("Shock", "de"): ["Dieser Zauberspruch fügt einem Ziel deiner Wahl 2 Schadenspunkte zu."],
    ("Shock", "nl"): ["Deze spell doet 2 damage aan een doelwit naar keuze."],
    ("Giant Growth", "en"): ["Target creature gets +3/+3 until end of turn."],
    ("Giant Growth", "de"): ["Eine Kreatur deiner Wahl erhält bis zum Ende des Zuges +3/+3."],
    ("Giant Growth", "nl"): ["Een creature als doelwit krijgt +3/+3 tot het einde van de beurt."],
    ("Crossbow Infantry", "en"): ["{T}: This creature deals 1 damage to target attacking or blocking creature."],
    ("Crossbow Infantry", "de"): ["{T}: Diese Kreatur fügt einer angreifenden oder blockenden Kreatur deiner Wahl "
                                  "1 Schadenspunkt zu."],
    ("Crossbow Infantry", "nl"): ["{T}: Deze creature doet 1 damage aan een aanvallende of blockende creature "
                                  "als doelwit."],
    ("Goblin King", "en"): ["Each other Goblin creature gets +1/+1 and has mountainwalk."],
    ("Goblin King", "de"): ["Jede andere Kreatur vom Typ Goblin erhält +1/+1 und hat Gebirgstarnung."],
    ("Goblin King", "nl"): ["Elke andere creature van het type Goblin krijgt +1/+1 en heeft mountainwalk."],
    ("Furnace of Rath", "en"): ["If a source would deal damage, it deals double that damage instead."],
    ("Furnace of Rath", "de"): ["Falls eine Quelle Schaden zufügen würde, fügt sie stattdessen doppelt so viel "
                                "Schaden zu."],
    ("Master Healer", "de"): ["{T}: Verhindere die nächsten 4 Schadenspunkte, die einem Ziel deiner Wahl in "
                              "diesem Zug zugefügt würden."],
    ("Master Healer", "nl"): ["{T}: Prevent de volgende 4 damage die deze beurt aan een doelwit naar keuze "
                              "gedaan zou worden."],
    ("Rest in Peace", "en"): ["When this enchantment enters the battlefield: Exile all cards from all graveyards.",
                              "If a card or token would be put into a graveyard from anywhere, it goes into exile "
                              "instead."],
    ("Rest in Peace", "de"): ["Wenn diese Verzauberung ins Spiel kommt: Schicke alle Karten aus allen Friedhöfen "
                              "ins Exil.",
                              "Statt von irgendwoher auf einen Friedhof gelegt zu werden, wird eine Karte oder ein "
                              "Spielstein ins Exil geschickt."],
    ("Mirror Force", "en"): ["When an opponent's monster declares an attack: Destroy each Attack Position monster "
                             "your opponent controls."],
    ("Mirror Force", "de"): ["Wenn ein Monster deines Gegners einen Angriff deklariert: Zerstöre jedes Monster in "
                             "Angriffsposition, das dein Gegner kontrolliert."],
    ("Mirror Force", "nl"): ["Wanneer een monster van je tegenstander een aanval verklaart: Vernietig elk monster "
                             "in Attack Position dat je tegenstander controleert."],
    ("Pot of Greed", "en"): ["Draw 2 cards."],
    ("Pot of Greed", "de"): ["Ziehe 2 Karten."],
    ("Pot of Greed", "nl"): ["Trek 2 kaarten."],
    ("Man-Eater Bug", "en"): ["Flip Effect: Target 1 monster on the field. Destroy that target."],
    ("Man-Eater Bug", "de"): ["Flippeffekt: Wähle 1 Monster auf dem Spielfeld als Ziel. Zerstöre das Ziel."],
    ("Man-Eater Bug", "nl"): ["Flip Effect: Neem 1 monster op het veld als doelwit. Vernietig dat doelwit."],
    ("Axe of Despair", "de"): ["Wähle 1 offenes Monster auf dem Spielfeld als Ziel. Rüste das Ziel mit dieser "
                               "Karte aus.",
                               "Permanenter Effekt: Das ausgerüstete Monster erhält 1000 ATK.",
                               "Wenn diese Karte vom Spielfeld auf den Friedhof gelegt wird (optional): Kosten: "
                               "1 Monster als Tribut anbieten. Lege diese Karte oben auf das Deck des Besitzers."],
    ("Healing Salve", "en"): ["Choose one —", "• Target player gains 3 life.",
                              "• Prevent the next 3 damage that would be dealt to any target this turn."],
    ("Healing Salve", "nl"): ["Kies één modus —", "• Een speler als doelwit wint 3 life.",
                              "• Prevent de volgende 3 damage die deze beurt aan een doelwit naar keuze gedaan "
                              "zou worden."],
}


@pytest.mark.parametrize(("name", "lang"), list(EXPECTED))
def test_representative_cards(name: str, lang: str) -> None:
    assert _lines(name, lang) == EXPECTED[(name, lang)]


def test_the_frame_names_types_and_characteristics_in_the_language() -> None:
    game, card = find_card("Crossbow Infantry")  # type: ignore[misc]
    text = card_text(card, game, "de")
    assert text.type_line == "Kreatur — Mensch, Soldat, Bogenschütze"
    assert text.facts == ["Manakosten: {1}{W}", "Manabetrag: 2", "Stärke/Widerstandskraft: 1/1"]
    game, card = find_card("Man-Eater Bug")  # type: ignore[misc]
    text = card_text(card, game, "de")
    assert (text.name, text.type_line) == ("Menschenfressendes Insekt", "[Insekt/Flipp/Effekt]")
    assert text.facts == ["Stufe 2", "Eigenschaft: ERDE", "ATK 450 / DEF 600"]
    assert card_text(*reversed(find_card("Garruk Wildspeaker")), "en").type_line == (  # type: ignore[misc]
        "Legendary Planeswalker — Garruk")


@pytest.mark.parametrize(("lang", "keywords"), [
    ("en", ["Flying", "vigilance"]), ("de", ["Fliegend", "Wachsamkeit"]), ("nl", ["Flying", "vigilance"]),
])
def test_keywords_are_named_as_the_glossary_names_them(lang: str, keywords: list[str]) -> None:
    game, card = find_card("Serra Angel")  # type: ignore[misc]
    assert card_text(card, game, lang).keywords == keywords


def test_a_keyword_with_a_parameter_comes_from_the_vocabulary() -> None:
    game, card = find_card("White Knight")  # type: ignore[misc]
    assert card_text(card, game, "de").keywords == ["Erstschlag", "Schutz vor Schwarz"]


def test_german_relative_clauses_are_closed_before_the_verb() -> None:
    assert _lines("Bloodmark Mentor", "de") == ["Jede rote Kreatur, die du kontrollierst, hat Erstschlag."]
    assert _lines("Torbran, Thane of Red Fell", "de") == [
        "Falls eine rote Quelle, die du kontrollierst, einem Gegner oder einer bleibenden Karte, die ein Gegner "
        "kontrolliert, Schaden zufügen würde, fügt sie stattdessen so viel Schaden plus 2 zu."]


def test_a_target_named_again_is_that_one_and_a_second_is_another() -> None:
    assert _lines("Garruk Wildspeaker", "en")[0] == "+1: Untap target land. Untap another target land."
    assert _lines("Garruk Wildspeaker", "de")[0] == (
        "+1: Enttappe ein Land deiner Wahl. Enttappe ein anderes Land deiner Wahl.")
    assert _lines("Turn to Frog", "en")[0].startswith("Target creature loses all abilities until end of turn. "
                                                      "That creature has the creature type Frog in place "
                                                      "of its other creature types")


def test_cards_are_found_by_any_printed_name() -> None:
    assert find_card("schock") == ("mtg", load_library("mtg").get("Shock"))
    assert find_card("Spiegelkraft", "yugioh") == ("yugioh", load_library("yugioh").get("Mirror Force"))
    assert find_card("Shock", "yugioh") is None


def test_an_inline_card_is_described_too() -> None:
    card = MtgCard.model_validate({
        "name": "Ember Sentry", "mana_cost": "{2}{R}", "types": ["Creature"], "subtypes": ["Goblin"],
        "power": 2, "toughness": 2,
        "abilities": [{"kind": "triggered", "when": {"event": "attacks", "subject": "self"},
                       "effects": [{"do": "deal_damage", "amount": 1, "to": "each_opponent"}]}]})
    assert card_text(card, "mtg", "en").lines == [
        "Whenever this creature attacks: This creature deals 1 damage to each opponent."]
    assert card_text(card, "mtg", "de").lines == [
        "Immer wenn diese Kreatur angreift: Diese Kreatur fügt jedem Gegner 1 Schadenspunkt zu."]
