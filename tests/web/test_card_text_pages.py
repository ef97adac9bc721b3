"""A card drawn on a board shows its generated rules text in the page language (title and <details>)."""

from __future__ import annotations

import html
import re


def _ruling(client, scenario: str, lang: str) -> str:
    response = client.get(f"/scenarios/{scenario}?lang={lang}", follow_redirects=True)
    assert response.status_code == 200
    return response.get_data(as_text=True)


def test_a_ruling_page_shows_what_the_cards_do(client) -> None:
    page = _ruling(client, "mtg/stack/seed-giant-growth-answers-shock", "de")
    text = html.unescape(page)
    assert '<details class="card-text">' in page and "<summary>Regeltext</summary>" in page
    assert "Eine Kreatur deiner Wahl erhält bis zum Ende des Zuges +3/+3." in text  # Giant Growth on the stack
    assert "Dieser Zauberspruch fügt einem Ziel deiner Wahl 2 Schadenspunkte zu." in text  # Shock
    titles = [html.unescape(t) for t in re.findall(r'title="([^"]*)"', page)]
    assert any(t.startswith("Ruhmsucher\nKreatur — Mensch, Soldat") for t in titles)


def test_the_text_follows_the_page_language(client) -> None:
    page = html.unescape(_ruling(client, "mtg/stack/seed-giant-growth-answers-shock", "nl"))
    assert "<summary>Regeltekst</summary>" in page
    assert "Een creature als doelwit krijgt +3/+3 tot het einde van de beurt." in page


def test_a_scenarios_own_cards_are_described(client) -> None:
    """Inline `cards:` are not in the library: the board describes them from the scenario."""
    page = html.unescape(_ruling(client, "mtg/turn/upkeep-trigger", "de"))
    assert "Test Sunrise Shrine\nVerzauberung" in page
    assert "Zu Beginn deines Versorgungssegments: Du erhältst 1 Lebenspunkt dazu." in page


def test_a_yugioh_board_shows_its_cards_text(client) -> None:
    page = html.unescape(_ruling(client, "yugioh/chain/mirror-force", "de"))
    assert "Spiegelkraft" in page
    assert "Zerstöre jedes Monster in Angriffsposition, das dein Gegner kontrolliert." in page


def test_no_inline_script_or_style(client) -> None:
    page = _ruling(client, "mtg/stack/seed-giant-growth-answers-shock", "en")
    assert "style=" not in page and "onclick" not in page and "<script>" not in page
