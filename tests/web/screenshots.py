"""Screenshots of the main pages for the README: `python -m tests.web.screenshots [FOLDER]`.

Starts a real `judge serve` on a temporary data folder, drives Debian's Chromium through the
pages a new user sees at the three sizes people use (a 390×844 phone, a 1366×768 laptop, a
1024×768 projector), and writes PNGs (default: docs/screenshots/). Run it after changing the
look of a page, look at the images, and commit them.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from tests.web.browser import launch

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = "mtg/stack/seed-giant-growth-answers-shock"
FACE_DOWN = "yugioh/battle/face-down-flipped-before-damage"
TAPPED = "mtg/board/tapped-attacker-at-declare-blockers"
EXTRA_ZONE = "yugioh/zones/attack-the-extra-monster-zone"
YUGIOH_ACTIONS = "yugioh/actions/summon-then-trap-hole"
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}
PROJECTOR = {"width": 1024, "height": 768}


def take(folder: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    from bench.server import Server

    folder.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as data, Server(Path(data), workers=2) as server, \
            sync_playwright() as playwright:
        browser = launch(playwright)

        def tab(viewport: dict[str, int]):
            context = browser.new_context(base_url=f"http://127.0.0.1:{server.port}", viewport=viewport)
            return context.new_page()

        def shot(page, name: str, full: bool = False) -> None:
            path = folder / f"{name}.png"
            page.screenshot(path=str(path), full_page=full)
            written.append(path)

        def keys(page, *pressed: str) -> None:
            for key in pressed:
                page.keyboard.press(key)

        page = tab(LAPTOP)
        page.goto("/?lang=en")
        shot(page, "home")
        page.goto("/glossary?lang=de")
        page.locator("#q").press_sequentially("Trampel", delay=30)
        page.locator("#results ol.results li").first.wait_for()
        shot(page, "glossary-search-de")
        page.goto("/glossary/mtg/trample?lang=de")
        shot(page, "glossary-term-de")
        page.goto("/rules/mtg/702.19b?lang=en")
        shot(page, "rule-page")
        page.goto("/search?q=trample&lang=en")
        shot(page, "search")
        page.goto(f"/scenarios/{EXAMPLE}?lang=en")
        keys(page, "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight")
        page.locator(".frame:not([hidden]) .step-nav").scroll_into_view_if_needed()
        shot(page, "ruling-step-through")
        page.goto(f"/scenarios/{FACE_DOWN}?lang=de")
        keys(page, "ArrowRight")
        page.locator(".frame:not([hidden]) .step-nav").scroll_into_view_if_needed()
        shot(page, "ruling-yugioh-de")
        page.goto(f"/scenarios/{TAPPED}?lang=en#step-1")
        page.locator(".frame:not([hidden]) .board").scroll_into_view_if_needed()
        shot(page, "ruling-tapped")
        page.goto(f"/scenarios/{EXTRA_ZONE}?lang=en")
        page.locator(".frame:not([hidden]) .board").scroll_into_view_if_needed()
        shot(page, "ruling-yugioh-extra-monster-zone")
        page.goto(f"/rulings/new?example={EXAMPLE}&lang=en")
        shot(page, "builder")
        page.locator("#scenario").fill(page.locator("#scenario").input_value().replace("Glory Seeker,", "Glory Seekr,"))
        page.get_by_role("button", name="Get the ruling").click()
        page.locator("#error").scroll_into_view_if_needed()
        shot(page, "submission-error")
        page.goto(f"/rulings/new?example={YUGIOH_ACTIONS}&lang=en")
        page.locator(".built-actions-section").scroll_into_view_if_needed()
        shot(page, "builder-yugioh-actions")
        page.goto("/scenarios?lang=nl")
        shot(page, "gallery-nl")

        phone = tab(PHONE)
        phone.goto(f"/scenarios/{EXAMPLE}?lang=en")
        keys(phone, "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight")
        shot(phone, "phone-ruling", full=True)
        phone.goto(f"/scenarios/{FACE_DOWN}?lang=en")
        keys(phone, "ArrowRight")
        shot(phone, "phone-ruling-yugioh", full=True)
        phone.goto(f"/scenarios/{TAPPED}?lang=de#step-1")
        shot(phone, "phone-ruling-tapped", full=True)
        phone.goto("/rulings/new?lang=de")
        shot(phone, "phone-builder")

        projector = tab(PROJECTOR)
        projector.goto("/turn/mtg?lang=en#turn-9")
        keys(projector, "p")
        shot(projector, "turn-projector")
        projector.goto(f"/scenarios/{EXAMPLE}?lang=en")
        keys(projector, "p", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight",
             "ArrowRight")
        shot(projector, "ruling-projector")
        browser.close()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    for path in take(target):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
