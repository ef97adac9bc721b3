"""End-to-end in a real browser: search as you type, a ruling stepped through, languages, teaching.

One gunicorn server and one Chromium for the whole session (tests/web/conftest.py); each test
gets a fresh browser context (no cookies). Every test also checks that the page raised no script or CSP error.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.web.browser import CHROMIUM, VIEWPORT, open_tab

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium (apt-get install chromium)"),
]
EXAMPLE = "mtg/stack/seed-giant-growth-answers-shock"


@pytest.fixture()
def tab(server, chromium):
    with open_tab(chromium, server, VIEWPORT) as opened:
        yield opened


def test_search_as_you_type(tab) -> None:
    tab.goto("/glossary?lang=de")
    assert tab.locator("form[data-live=on]").count() == 1
    tab.locator("#q").press_sequentially("Trampelsch", delay=20)
    first = tab.locator("#results ol.results li").first
    first.locator("a[href^='/glossary/mtg/trample']").wait_for()
    assert "Trample" in first.inner_text()  # names in every language
    # The answer to the last keystroke may come after an earlier one's: wait for it (a loaded machine).
    tab.wait_for_url(re.compile(r"q=Trampelsch"))  # the address follows the query, without a page load
    expect(tab.locator("#results-status")).to_have_text(re.compile(r"^\d+ Begriffe? gefunden$"))  # said once
    assert tab.locator("#results").get_attribute("aria-live") is None  # the list itself isn't re-read
    first.locator("a").click()
    tab.wait_for_url(re.compile(r"/glossary/mtg/trample"))
    assert tab.locator("h1").inner_text() == "Trampelschaden"


def test_submit_a_scenario_and_step_through_its_ruling(tab) -> None:
    tab.goto("/rulings/new?lang=en")
    with tab.expect_navigation():
        tab.select_option("#example", EXAMPLE)  # choosing an example loads it
    assert "Glory Seeker" in tab.locator("#scenario").input_value()
    with tab.expect_navigation():
        tab.get_by_role("button", name="Get the ruling").click()
    assert re.search(r"/rulings/[\w-]{20,}$", tab.url)  # the permalink
    frames = tab.locator("[data-frame]")
    assert frames.count() > 3
    assert frames.nth(0).is_visible() and not frames.nth(1).is_visible()
    tab.keyboard.press("ArrowRight")
    assert frames.nth(1).is_visible() and not frames.nth(0).is_visible() and tab.url.endswith("#step-1")
    frames.nth(1).get_by_role("link", name=re.compile("Next")).click()
    assert frames.nth(2).is_visible() and tab.url.endswith("#step-2")
    assert "2/2" in frames.nth(2).locator(".board").inner_text()  # Giant Growth is resolving
    tab.keyboard.press("ArrowRight")
    assert "5/5" in frames.nth(3).locator(".board").inner_text()  # and has given +3/+3
    tab.keyboard.press("ArrowLeft")
    assert frames.nth(2).is_visible() and not frames.nth(3).is_visible()
    permalink = tab.locator("#permalink").input_value()
    tab.goto(permalink + "#step-2")  # the permalink opens at the same step
    assert tab.locator("#step-2").is_visible() and not tab.locator("#step-0").is_visible()


def test_switching_language_is_remembered(tab) -> None:
    tab.goto(f"/scenarios/{EXAMPLE}")
    tab.get_by_role("link", name="Nederlands").click()
    tab.wait_for_url(re.compile(r"lang=nl"))
    assert tab.locator("html").get_attribute("lang") == "nl"
    assert "Stap 1 van" in tab.locator("[data-frame]").first.inner_text()
    tab.goto("/")
    assert tab.locator("html").get_attribute("lang") == "nl" and tab.get_by_role("link", name="Woordenlijst").count()
    tab.get_by_role("link", name="Deutsch").click()
    tab.goto("/glossary")
    assert tab.locator("h1").inner_text() == "Glossar"


def test_turn_page_with_keys_and_projector_mode(tab) -> None:
    tab.goto("/turn/mtg?lang=en")
    frames = tab.locator("[data-frame]")
    assert frames.nth(0).is_visible()
    for _ in range(3):
        tab.keyboard.press("ArrowRight")
    assert frames.nth(3).is_visible() and tab.url.endswith("#turn-3")
    assert frames.nth(3).locator("a.term").count() > 0  # every term linked
    tab.keyboard.press("p")
    assert "projector" in (tab.locator("body").get_attribute("class") or "")
    assert not tab.locator("header.site").is_visible()
    assert tab.locator(".timeline a[aria-current]").is_visible()  # the progress strip stays
    assert "Esc" in tab.locator("[data-projector-toggle]").inner_text()  # the button says how to leave
    tab.keyboard.press("End")
    assert frames.last.is_visible()
    tab.keyboard.press("p")
    assert tab.locator("header.site").is_visible()
