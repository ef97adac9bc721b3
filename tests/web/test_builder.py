"""The builder's server side: a scenario checked (its model, or every problem at its line) and card
names for the autocomplete; the form opens a stored ruling's scenario in the builder."""

from __future__ import annotations

import json
import re

from judge.web.builder import builder_model


def test_check_gives_the_model_with_only_the_keys_written(client) -> None:
    text = "game: mtg\nplayers:\n  - name: Alice\n    battlefield: [Glory Seeker]\n  - name: Bob\n"
    body = client.post("/api/scenarios/check", data=text).get_json()
    assert body["ok"] and body["model"] == {
        "game": "mtg", "players": [{"name": "Alice", "battlefield": [{"card": "Glory Seeker"}]}, {"name": "Bob"}]}


def test_check_gives_every_problem_at_its_line(client) -> None:
    text = "game: mtg\nplayers:\n  - name: Alice\n    life: lots\n  - name: Bob\n    poison: many\n"
    body = client.post("/api/scenarios/check", data=text).get_json()
    assert not body["ok"] and body["line"] == 4
    assert [e["line"] for e in body["errors"]] == [4, 6]


def test_check_marks_reference_problems_in_the_page_language(client) -> None:
    text = ("game: mtg\nplayers:\n  - name: Alice\n    life: lots\n    battlefield: [Grizly Bears]\n"
            "  - name: Bob\nstack:\n  - {cast: Shock, controller: Bobb, targets: [Alise]}\n")
    english = client.post("/api/scenarios/check", data=text).get_json()
    german = client.post("/api/scenarios/check?lang=de", data=text).get_json()
    assert [(e["line"], e["column"]) for e in german["errors"]] == [(e["line"], e["column"]) for e in english["errors"]]
    assert [e["line"] for e in german["errors"]] == [4, 5, 8, 8]
    assert german["errors"][1]["message"] == "unbekannte Karte 'Grizly Bears'"
    assert german["errors"][2]["message"] == "es gibt keinen Spieler namens 'Bobb'"
    dutch = client.post("/api/rulings?lang=nl", data=text).get_json()
    assert dutch["errors"][0]["message"] == "verwacht wordt een geheel getal, opgegeven is 'lots'"


def test_card_names_in_the_page_language(client) -> None:
    cards = client.get("/api/card-names?game=mtg&q=Riesen&lang=de").get_json()["cards"]
    assert {"name": "Giant Growth", "shown": "Riesenwuchs"} in cards
    assert client.get("/api/card-names?game=chess&q=x").status_code == 400
    assert client.get("/api/card-names?game=mtg&q=").get_json()["cards"] == []


def test_edit_scenario_opens_the_builder_on_it(client) -> None:
    text = ("game: mtg\nplayers:\n  - name: Alice\n    battlefield: [Glory Seeker]\n  - name: Bob\n"
            "stack:\n  - {cast: Shock, controller: Bob, targets: [Glory Seeker]}\n")
    ruling_id = client.post("/api/rulings", data=text).get_json()["id"]
    page = client.get(f"/rulings/new?from={ruling_id}").get_data(as_text=True)
    found = re.search(r'<script type="application/json" id="builder-model">(.*?)</script>', page, re.S)
    assert found and json.loads(found.group(1)) == builder_model(text)
    assert builder_model(text)["stack"] == [{"cast": "Shock", "controller": "Bob", "targets": ["Glory Seeker"]}]
    assert builder_model("game: mtg\nplayers: 7\n") is None


def test_the_form_shows_the_problems_in_the_page_language(client) -> None:
    from tests.web.conftest import csrf_token

    text = "game: mtg\nplayers:\n  - name: Alice\n    battlefield: [Grizly Bears]\n  - name: Bob\n"
    page = client.post("/rulings?lang=de", data={"scenario": text, "csrf_token": csrf_token(client)})
    shown = page.get_data(as_text=True)
    assert page.status_code == 400
    assert "unbekannte Karte &#39;Grizly Bears&#39;" in shown and "meintest du &#39;Grizzly Bears&#39;?" in shown
