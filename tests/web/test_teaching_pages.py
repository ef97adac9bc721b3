"""Teaching pages: the turn outline step by step (with a projector mode), playing a scenario through a turn."""

from __future__ import annotations

import pytest

import judge.outline
from judge.outline import OUTLINE_DIR, load_outline

EXAMPLE = "mtg/stack/seed-giant-growth-answers-shock"
GAMES_WITH_OUTLINES = sorted(path.stem for path in OUTLINE_DIR.glob("*.yaml"))
SMALL_OUTLINE = """
- id: beginning
  name: {en: Beginning phase, de: Anfangsphase, nl: Beginfase}
  summary: {en: The turn starts., de: Der Zug beginnt., nl: De beurt begint.}
  priority: false
  steps:
    - id: untap
      name: {en: Untap step, de: Enttappsegment, nl: Untap step}
      summary: {en: Untap everything., de: Alles enttappen., nl: Alles untappen.}
      turn_based_actions:
        - {en: The active player untaps <b>all</b>., de: Alles wird enttappt., nl: Alles wordt geuntapt.}
      priority: false
      terms: [untap]
- id: precombat_main
  name: {en: Precombat main phase, de: Erste Hauptphase, nl: Eerste main phase}
  summary: {en: Play lands and spells., de: Länder und Zauber spielen., nl: Lands en spells spelen.}
  may_cast: {en: Anything, de: Alles, nl: Alles}
  rules: ["117.4"]
"""


@pytest.fixture()
def small_outline(tmp_path, monkeypatch):
    """A two-phase Magic outline, so these tests don't depend on the real one's wording."""
    (tmp_path / "mtg.yaml").write_text(SMALL_OUTLINE)
    monkeypatch.setattr(judge.outline, "OUTLINE_DIR", tmp_path)
    load_outline.cache_clear()
    yield
    load_outline.cache_clear()


def test_turn_page_steps_through_the_outline(client, small_outline) -> None:
    page = client.get("/turn/mtg?lang=de").get_data(as_text=True)
    assert "Anfangsphase" in page and "Enttappsegment" in page and "Erste Hauptphase" in page
    assert page.count('class="frame turn-frame"') == 3  # phase, its step, a step-less phase
    assert 'href="#turn-1" data-step-next' in page
    assert "&lt;b&gt;all&lt;/b&gt;" not in page  # German page: the German action text
    assert "Alles wird enttappt." in page and 'href="/glossary/mtg/untap"' in page
    assert 'title="' in client.get("/turn/mtg").get_data(as_text=True)   # 117.4 with its summary


def test_outline_text_is_escaped(client, small_outline) -> None:
    assert "&lt;b&gt;all&lt;/b&gt;" in client.get("/turn/mtg?lang=en").get_data(as_text=True)


def test_projector_mode_without_javascript(client, small_outline) -> None:
    assert 'class="projector"' in client.get("/turn/mtg?projector=1").get_data(as_text=True)
    assert 'class="projector"' not in client.get("/turn/mtg").get_data(as_text=True)


def test_play_a_scenario_through_the_turn(client, small_outline) -> None:
    page = client.get(f"/turn/mtg/play?scenario={EXAMPLE}").get_data(as_text=True)
    assert 'class="turn-strip"' in page and "Precombat main phase" in page and 'aria-current="step"' in page
    assert client.get("/turn/mtg/play?scenario=nope").status_code == 404
    assert client.get(f"/turn/yugioh/play?scenario={EXAMPLE}").status_code == 404


def test_missing_outline_is_a_friendly_404(client, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(judge.outline, "OUTLINE_DIR", tmp_path)
    load_outline.cache_clear()
    response = client.get("/turn/yugioh")
    load_outline.cache_clear()
    assert response.status_code == 404 and "not written yet" in response.get_data(as_text=True)


@pytest.mark.parametrize("game", GAMES_WITH_OUTLINES)
def test_real_outline_renders_in_every_language(client, game: str) -> None:
    outline = load_outline(game)
    for lang in ("en", "de", "nl"):
        page = client.get(f"/turn/{game}?lang={lang}").get_data(as_text=True)
        assert outline.phases[0].name.get(lang) in page.replace("&#39;", "'")


def test_gallery_filters_pages_and_clickable_tags(client) -> None:
    import re

    everything = client.get("/scenarios?lang=en").get_data(as_text=True)
    total = int(re.search(r'role="status">(\d+) scenarios', everything).group(1))
    assert total > 30 and "page 1 of" in everything and 'rel="next" href="/scenarios?page=2"' in everything
    assert 'class="tag" href="/scenarios?tag=' in everything
    trample = client.get("/scenarios?q=trample&game=mtg&lang=en").get_data(as_text=True)
    assert 0 < int(re.search(r'role="status">(\d+) scenario', trample).group(1)) < total
    assert "Chain" not in re.findall(r"<h2>([^<]*)</h2>", trample)[0]  # only Magic
    cited = client.get("/scenarios?rule=702.19b&lang=en").get_data(as_text=True)
    assert "trample" in cited.lower() and re.search(r'role="status">(\d+) scenario', cited)
    german = client.get("/scenarios?game=yugioh&topic=chain&lang=de").get_data(as_text=True)
    assert "Yu-Gi-Oh! · Kette" in german and "Szenarien" in german
    one = client.get("/scenarios?q=Attacking+a+face-down+monster&lang=de").get_data(as_text=True)
    assert 'role="status">1 Szenario<' in one
    assert "Kein Szenario passt." in client.get("/scenarios?q=zzzz-nothing&lang=de").get_data(as_text=True)
