"""Card search, card pages and the name autocomplete, with the curated library and an import."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cli import main

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "cards" / "scryfall-cards.json"


@pytest.fixture()
def imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    assert main(["cards", "import", str(FIXTURE)]) == 0
    capsys.readouterr()


def test_search_finds_curated_cards_by_german_name(client) -> None:
    page = client.get("/cards?q=riesenw&lang=de").get_data(as_text=True)
    assert 'href="/cards/mtg/Giant%20Growth"' in page and "Riesenwuchs" in page and "mitgeliefert" in page


def test_card_page_in_the_page_language(client) -> None:
    page = client.get("/cards/mtg/Riesenwuchs?lang=de").get_data(as_text=True)
    assert "<h1>Riesenwuchs</h1>" in page and "Regeltext" in page and "Modelliert" in page
    assert 'href="/rulings/new?card=mtg:Giant+Growth"' in page
    assert client.get("/cards/mtg/No%20Such%20Card").status_code == 404
    assert client.get("/cards/chess/Shock").status_code == 404


def test_imported_card_page_shows_what_is_not_modelled(client, imported) -> None:
    page = client.get("/cards/mtg/Mixed%20Blessing?lang=en").get_data(as_text=True)
    assert "imported" in page and "Not modelled: a ruling ignores it" in page
    assert "Whenever Mixed Blessing attacks, exile the top card of your library." in page


def test_complete_names_from_library_and_import(client, imported) -> None:
    found = client.get("/api/cards/complete?q=%C3%BCbungs&game=mtg").get_json()["cards"]
    assert found == [{"game": "mtg", "name": "Practice Spark", "name_de": "Übungsfunke", "source": "imported"}]
    names = [card["name"] for card in client.get("/api/cards/complete?q=giant").get_json()["cards"]]
    assert names[0] == "Giant Growth" and "Giant Soldier of Stone" in names and len(names) <= 20
    assert client.get("/api/cards/complete?q=").get_json() == {"cards": []}


def test_use_in_a_scenario_fills_the_form(client) -> None:
    page = client.get("/rulings/new?card=mtg:Riesenwuchs").get_data(as_text=True)
    assert "hand: [&#34;Giant Growth&#34;]" in page
    page = client.get("/rulings/new?card=yugioh:Dark%20Magician").get_data(as_text=True)
    assert "monsters: [&#34;Dark Magician&#34;]" in page
    assert 'Bob"></textarea>' in client.get("/rulings/new?card=mtg:Nothing").get_data(as_text=True)  # empty form


def test_card_json(client) -> None:
    data = client.get("/api/cards/mtg/Schock?lang=de").get_json()
    assert data["name"] == "Schock" and data["abilities"][0]["understood"] is True
    assert client.get("/api/cards/mtg/Nothing").status_code == 404


def test_a_ruling_page_names_what_it_ignores(client, imported) -> None:
    from tests.web.conftest import csrf_token

    scenario = ("game: mtg\nturn: {active: Alice, step: declare_attackers}\nplayers:\n  - name: Alice\n"
                "    battlefield: [Mixed Blessing]\n  - name: Bob\ncombat:\n"
                "  attackers: [{creature: Mixed Blessing, attacks: Bob}]\n")
    response = client.post("/rulings?lang=en", data={"scenario": scenario, "csrf_token": csrf_token(client)})
    page = client.get(response.headers["Location"] + "?lang=en").get_data(as_text=True)
    note = ("Mixed Blessing&#39;s ability “Whenever Mixed Blessing attacks, exile the top card of your library.” "
            "is not modelled")
    assert page.count(note) == 2  # at the top and at the step where it attacks
