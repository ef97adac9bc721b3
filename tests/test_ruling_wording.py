"""Rulings say what happened, in words a judge would sign: passing priority names what is on top
of the stack (a spell by its name, an ability as the ability of its source, never the source card
as if it were on the stack), lists end with "and", and a creature that survives lethal damage is
said to be indestructible, not to have non-lethal damage."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.explain.render import to_json
from judge.ruling import rule
from judge.scenario import load_scenario_file

SCENARIO = Path(__file__).parent.parent / "scenarios/mtg/replacement/authority-of-the-consuls-enters-tapped.yaml"
ON_TOP = {  # the words before the source's name when an ability is on top, and the words after
    "en": ("with the triggered ability of", "on top of the stack"),
    "de": ("während die ausgelöste Fähigkeit von", "oben auf dem Stapel liegt"),
    "nl": ("terwijl de triggered ability van", "bovenaan de stack ligt"),
}


@pytest.mark.parametrize("lang", sorted(ON_TOP))
def test_passing_names_the_ability_on_top_not_its_source(lang: str) -> None:
    steps = [step["text"] for step in to_json(rule(load_scenario_file(str(SCENARIO))), lang)["steps"]]
    before, after = ON_TOP[lang]
    passing = [text for text in steps if after in text]
    assert len(passing) == 2, steps  # the Bears, then the Authority's trigger
    assert before not in passing[0] and "Authority" not in passing[0]
    assert before in passing[1] and "Authority of the Consuls" in passing[1]


def test_a_list_a_sentence_names_ends_with_and_in_each_language() -> None:
    """"Craw Wurm and Typhoid Rats leave the battlefield at the same time", not "Craw Wurm, Typhoid
    Rats leave"; the JSON keeps the plain list its answers are compared with."""
    scenario = SCENARIO.parent.parent / "combat/deathtouch-blocker-kills-big-attacker.yaml"
    ruling = rule(load_scenario_file(str(scenario)))
    texts = {lang: " ".join(s["text"] for s in to_json(ruling, lang)["steps"]) for lang in ("en", "de", "nl")}
    assert "Craw Wurm and Typhoid Rats leave the battlefield at the same time" in texts["en"]
    assert "„Tatzelwurm“ und „Typhusratten“ verlassen gleichzeitig" in texts["de"]
    assert "Craw Wurm en Typhoid Rats" in texts["nl"]
    together = next(e for e in ruling.events if e.kind == "left_together")
    assert str(together.params["cards"]) == "Craw Wurm, Typhoid Rats"


def test_an_indestructible_survivor_has_lethal_damage_not_harmless_damage() -> None:
    scenario = SCENARIO.parent.parent / "sba/lethal-damage-indestructible.yaml"
    steps = [s["text"] for s in to_json(rule(load_scenario_file(str(scenario))), "en")["steps"]]
    survivor = [text for text in steps if text.startswith("Darksteel Myr survives")]
    assert survivor == ["Darksteel Myr survives as a 0/1 with 2 damage marked: that is lethal damage, "
                        "but it is indestructible, so it isn't destroyed."]
