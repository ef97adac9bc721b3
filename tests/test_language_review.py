"""Sentences a German and a Dutch judge struck out in a close reading (issue 16), kept from coming
back: each test renders the sentence the old template wrote wrongly."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.events import CounterKind, Listing, Tally, Word

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "old-legend stays on the battlefield with one +1/+1 counter; new-legend goes to the graveyard."),
    ("de", "old-legend bleibt mit einer +1/+1-Marke im Spiel; new-legend kommt auf den Friedhof."),
    ("nl", "old-legend blijft met één +1/+1-counter op het battlefield; new-legend gaat naar de graveyard."),
])
def test_the_legend_rule_says_what_the_kept_legend_keeps(lang: str, expected: str) -> None:
    """Not "old-legend (+1/+1-Marke 1) bleibt im Spiel": the counter is counted in words."""
    from judge.explain.render import to_json
    from judge.ruling import rule_file

    data = to_json(rule_file(str(ROOT / "scenarios/mtg/sba/legend-rule-choice.yaml")), lang)
    assert expected in [o["text"] for o in data["choices"][0]["outcomes"]]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "with 2 +1/+1 counters, one loyalty counter and 3 damage;"),
    ("de", "mit 2 +1/+1-Marken, einer Loyalitätsmarke und 3 Schadenspunkten im Spiel;"),
    ("nl", "met 2 +1/+1-counters, één loyalty counter en 3 damage op het battlefield;"),
])
def test_what_a_legend_keeps_is_counted_with_its_plural(lang: str, expected: str) -> None:
    from judge.explain.neutral import _read, _value
    from judge.explain.render import sentence

    holding = Listing([Tally(CounterKind("+1/+1"), 2), Tally(CounterKind("loyalty"), 1), Tally(Word("damage"), 3)],
                      conjunction=True)
    params = {"kept": "a", "others": Listing(["b"], conjunction=True), "count": 1, "kind": "with", "holding": holding}
    assert expected in sentence("legend_keep", params, lang, prefix="outcome:")
    stored = {k: _read(_value(v, "mtg")) for k, v in params.items()}  # a stored ruling reads the same
    assert expected in sentence("legend_keep", stored, lang, prefix="outcome:")


@pytest.mark.parametrize(("lang", "used_up", "left"), [
    ("en", "1 damage remains and the shield is used up.", "(1); it can still prevent 2."),
    ("de", "1 Schadenspunkt bleibt, und der Schild ist aufgebraucht.",
     "(1); er kann noch 2 Schadenspunkte verhindern."),
    ("nl", "er blijft 1 damage over en het shield is opgebruikt.", "(1); het kan nog 2 damage preventen."),
])
def test_a_spent_prevention_shield_is_used_up_not_able_to_prevent_zero(lang: str, used_up: str, left: str) -> None:
    """Not "der Schild kann noch 0 verhindern": a shield with nothing left is used up (615.7)."""
    from judge.explain.render import to_json
    from judge.ruling import rule_file

    scenario = ROOT / "scenarios/mtg/replacement/healing-salve-shield-two-blockers-deathtouch.yaml"
    data = to_json(rule_file(str(scenario)), lang)
    texts = [step["text"] for step in data["steps"]]
    assert any(t.endswith(used_up) for t in texts) and any(t.endswith(left) for t in texts)
    assert not any(" 0 verhindern" in t or "nog 0 " in t or "has 0 left" in t for t in texts)


@pytest.mark.parametrize(("lang", "prevented", "expected"), [
    ("en", 3, "The shield of Healing Salve prevents the 3 damage that Hill Giant would deal to Spined Wurm "
              "and is used up."),
    ("de", 1, "Der Schild von „Heilsalbe“ verhindert den 1 Schadenspunkt, den „Hügelriese“ „Stachelwurm“ "
              "zufügen würde, und ist damit aufgebraucht."),
    ("nl", 3, "Het shield van Healing Salve prevent de 3 damage die Hill Giant aan Spined Wurm zou doen "
              "en is daarmee opgebruikt."),
])
def test_a_shield_that_prevents_exactly_its_budget_is_used_up(lang: str, prevented: int, expected: str) -> None:
    from judge.events import CardName
    from judge.explain.render import sentence

    params = {"by": CardName("Healing Salve"), "source": CardName("Hill Giant"), "target": CardName("Spined Wurm"),
              "prevented": prevented, "after": 0, "remaining": 0, "reason": "shield_all_used_up"}
    assert sentence("damage_prevented", params, lang) == expected


SEVEN_TOOLS = """\
game: yugioh
players:
  - name: Yugi
    monsters: [Dark Magician]
    spells_traps: [{card: Seven Tools of the Bandit, set: true}]
  - name: Kaiba
    spells_traps: [{card: Mirror Force, set: true}]
turn: {active: Yugi, phase: battle}
actions:
  - {attack: {attacker: Dark Magician, target: direct}}
  - {activate: Mirror Force, by: Kaiba}
  - {activate: Seven Tools of the Bandit, by: Yugi%s}
"""


def test_seven_tools_answers_a_trap_activation_and_targets_nothing(tmp_path: Path) -> None:
    """The ruling said "Seven Tools of the Bandit targets Mirror Force [Targeting]" where the card
    (and the scenario's description) says it negates the activation of a Trap Card: a `targets:`
    for an effect that names no target is refused at its line, not shown as targeting."""
    from judge.explain.render import to_text
    from judge.ruling import rule_file
    from judge.scenario.errors import ScenarioError

    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(SEVEN_TOOLS % ", targets: [Mirror Force]", encoding="utf-8")
    refused = r"wrong.yaml:12:\d+: actions\[2\]\.targets: Seven Tools of the Bandit does not target"
    with pytest.raises(ScenarioError, match=refused):
        rule_file(str(wrong))
    text = to_text(rule_file(str(ROOT / "scenarios/yugioh/actions/three-link-chain.yaml")), "en")
    assert "Seven Tools of the Bandit targets" not in text
    assert "Solemn Judgment negates the activation of Seven Tools of the Bandit" in text


def test_dutch_yugioh_says_face_up_and_face_down_as_its_card_text_does() -> None:
    """The card text said "face-up monster" while rulings said "open"/"gesloten": the glossary's
    headwords (Face-up, Face-down) in both; "gesloten" and "open" are aliases for search only."""
    from judge.explain.i18n import LOCALE_DIR

    texts = [line for name in ("yugioh", "yugioh_actions", "card_text_yugioh", "options", "web")
             for line in (LOCALE_DIR / "nl" / "LC_MESSAGES" / f"{name}.po").read_text(encoding="utf-8").splitlines()
             if line.startswith("msgstr")]
    assert not [t for t in texts if re.search(r"\bgesloten\b|\bopen (op|in|monster|gedraaid)\b", t)]
    assert any("face-up monster" in t for t in texts) and any("face-down" in t for t in texts)


def test_dutch_glossary_prose_says_afhandelen_as_the_rulings_do() -> None:
    """Not "resolvet"/"bij het resolven" next to rulings that say "wordt afgehandeld"; and the
    Yu-Gi-Oh! prose says Chain Link and de Graveyard, as the rulings do, not "schakel"/"het Graveyard"."""
    from judge.glossary.terms import load_glossary

    glossary = load_glossary()
    prose = {f"{game}/{t.id}": t.definitions.get("nl") or ""
             for game in ("mtg", "yugioh") for t in glossary.terms(game)}
    assert not {k: v for k, v in prose.items() if re.search(r"\b(ge)?resolv(e|et|en|ed|ende)\b", v)}
    assert not {k: v for k, v in prose.items() if k.startswith("yugioh/")
                and re.search(r"\bschakels?\b|\bhet Graveyard\b", v, re.IGNORECASE)}


def test_the_documented_list_of_cards_without_a_german_name_is_the_library_s() -> None:
    """docs/terminology.md names every curated Magic card that keeps its English name in German."""
    import yaml

    doc = (ROOT / "docs" / "terminology.md").read_text(encoding="utf-8")
    listed = " ".join(doc.split("These curated Magic cards keep their English name")[1].split("`tests/")[0].split())
    missing = sorted(card["name"] for path in (ROOT / "judge/cards/mtg").glob("*.yaml")
                     for card in yaml.safe_load(path.read_text(encoding="utf-8"))
                     if not (card.get("names") or {}).get("de") and card["name"] not in listed)
    named = sorted(card["name"] for path in (ROOT / "judge/cards/mtg").glob("*.yaml")
                   for card in yaml.safe_load(path.read_text(encoding="utf-8"))
                   if (card.get("names") or {}).get("de") and f" {card['name']}," in f" {listed}")
    assert not missing, f"cards without a German name the doc doesn't list: {missing}"
    assert not named, f"cards the doc lists that have a German name now: {named}"


@pytest.mark.parametrize(("keywords", "expected"), [
    (("trample",), "„Grizzlybären“ verursacht Trampelschaden."),
    (("flying", "menace"), "„Grizzlybären“ erhält Flugfähigkeit und Bedrohlichkeit."),
    (("hexproof", "trample"), "„Grizzlybären“ erhält Fluchsicherheit und verursacht Trampelschaden."),
])
def test_a_german_creature_gains_keywords_as_german_cards_print_it(keywords: tuple[str, ...], expected: str) -> None:
    """Not "erhält Trampelschaden" / "erhält Fliegend": the noun or the verb the cards print."""
    from judge.events import CardName, Keyword
    from judge.explain.render import sentence

    params = {"card": CardName("Grizzly Bears"), "keywords": tuple(Keyword(k) for k in keywords)}
    assert sentence("keywords_granted", params, "de") == expected


def _yaml_texts(folder: str, lang: str) -> dict[str, str]:
    import yaml

    texts = {}
    for path in sorted((ROOT / folder).glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        entries = [data] if "id" in data else list(data.values())
        for i, entry in enumerate(entries):
            prose = entry.get("definitions", entry) if isinstance(entry, dict) else {}
            if isinstance(prose.get(lang), str):
                texts[f"{path.name}:{i}"] = prose[lang]
    return texts


def test_german_yugioh_says_spielzug_and_life_points_as_its_glossary_does() -> None:
    """The glossary's headwords are Spielzug and Life Points (LP); "Zug" (Magic's word) and
    "Lebenspunkte" (the old rules') drifted into glossary prose, rule summaries and messages."""
    texts = {**_yaml_texts("glossary/yugioh", "de"), **_yaml_texts("judge/rules/yugioh", "de")}
    texts |= {f"yugioh.po:{i}": line for i, line in enumerate(
        (ROOT / "judge/locale/de/LC_MESSAGES/yugioh.po").read_text(encoding="utf-8").splitlines())
        if line.startswith("msgstr")}
    drift = re.compile(r"(?<![\w-])(?<!am )(Zug|Zuges|Zugs|Züge|Lebenspunkte\w*)(?![\w-])")
    era = re.compile(r"in älteren Regeln \w+")  # the entry's own era note names the old word
    assert not {k: v for k, v in texts.items() if drift.search(era.sub("", " ".join(v.split())))}


def test_german_glossary_prose_quotes_with_german_marks() -> None:
    texts = {**_yaml_texts("glossary/mtg", "de"), **_yaml_texts("glossary/yugioh", "de")}
    assert not {k: v for k, v in texts.items() if '"' in v}


def test_every_rulebook_section_the_glossary_cites_has_its_title_in_german_and_dutch() -> None:
    """`judge glossary show` printed "Summoning", "Monster Cards" in German: sections without an entry."""
    import yaml

    from judge.rules import rule_table

    table = rule_table("yugioh")
    cited = {r for path in (ROOT / "glossary/yugioh").glob("*.yaml")
             for r in yaml.safe_load(path.read_text(encoding="utf-8")).get("rules") or []}
    assert not [r for r in cited if not (table.get(r) or {}).get("name", {}).get("de")
                or not table[r]["name"].get("nl") or not table[r].get("de")]


def test_dutch_magic_glossary_prose_speaks_the_rulings_register() -> None:
    """The rulings say damage, life, combat, blocken, source; the glossary prose said schade,
    levenspunten, gevecht, blokkeren, bron (the starter rulebook's words, which only an era note
    in parentheses may name)."""
    old = re.compile(r"\b(schade|levenspunten|gevecht|blokkeren|blokkeert|blokkerende|geblokkeerde?|bron|bronnen"
                     r"|schild)\b", re.IGNORECASE)
    texts = _yaml_texts("glossary/mtg", "nl")
    assert not {k: v for k, v in texts.items() if old.search(re.sub(r"\([^()]*\)", "", v))}
