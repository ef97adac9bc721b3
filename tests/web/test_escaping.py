"""Card and player names are user input: every page shows them as text, never as markup."""

from __future__ import annotations

from tests.web.conftest import csrf_token

EVIL = "<script>alert(1)</script>"
EVIL_CARD = '<img src=x onerror="alert(2)">'
SCENARIO = f"""
game: mtg
title: '{EVIL} title'
cards:
  - {{name: '{EVIL_CARD}', types: [Creature], power: 2, toughness: 2}}
players:
  - name: '{EVIL}'
    battlefield: ['{EVIL_CARD}']
  - name: Bob
    battlefield: [Mountain]
    hand: [Shock]
stack:
  - {{cast: Shock, controller: Bob, targets: ['{EVIL_CARD}']}}
"""


def _pages(client) -> list[str]:
    response = client.post("/rulings", data={"scenario": SCENARIO, "csrf_token": csrf_token(client)})
    assert response.status_code == 303, response.get_data(as_text=True)
    permalink = response.headers["Location"]
    return [client.get(permalink + suffix).get_data(as_text=True) for suffix in ("", "?lang=de", "?lang=nl")]


def test_names_are_escaped_on_the_ruling_page(client) -> None:
    for page in _pages(client):
        assert EVIL not in page and EVIL_CARD not in page
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
        assert "&lt;img src=x onerror=" in page


def test_invalid_input_is_escaped_in_the_error_listing(client) -> None:
    broken = SCENARIO.replace("battlefield: [Mountain]", f"battlefield: [{EVIL}Mountain]")
    response = client.post("/rulings", data={"scenario": broken, "csrf_token": csrf_token(client)})
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and EVIL not in page and "&lt;script&gt;" in page


def test_search_query_is_escaped(client) -> None:
    page = client.get("/glossary", query_string={"q": EVIL}).get_data(as_text=True)
    assert EVIL not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_api_returns_names_as_json_strings(client) -> None:
    response = client.post("/api/rulings", data=SCENARIO)
    assert response.status_code == 201 and response.mimetype == "application/json"
    assert EVIL_CARD in response.get_data(as_text=True).replace('\\"', '"')
