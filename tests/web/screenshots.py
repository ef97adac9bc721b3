"""Screenshots of the main pages for the README: `python -m tests.web.screenshots [FOLDER]`.

Starts a real `judge serve` on a temporary data folder, drives Debian's Chromium through the
pages a new user sees, and writes PNGs (default: docs/screenshots/). Run it after changing the
look of a page, and commit the images.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from tests.web.browser import VIEWPORT, launch

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = "mtg/stack/seed-giant-growth-answers-shock"


def take(folder: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    from bench.server import Server

    folder.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as data, Server(Path(data), workers=2) as server, \
            sync_playwright() as playwright:
        browser = launch(playwright)
        page = browser.new_context(base_url=f"http://127.0.0.1:{server.port}", viewport=VIEWPORT).new_page()

        def shot(name: str) -> None:
            path = folder / f"{name}.png"
            page.screenshot(path=str(path))
            written.append(path)

        page.goto("/?lang=en")
        shot("home")
        page.goto("/glossary?lang=de")
        page.locator("#q").press_sequentially("Trampel", delay=30)
        page.locator("#results li").first.wait_for()
        shot("glossary-search-de")
        page.goto("/glossary/mtg/trample?lang=de")
        shot("glossary-term-de")
        page.goto(f"/scenarios/{EXAMPLE}?lang=en")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        shot("ruling-step-through")
        page.goto(f"/rulings/new?example={EXAMPLE}&lang=en")
        page.locator("#scenario").fill(page.locator("#scenario").input_value().replace("Glory Seeker,", "Glory Seekr,"))
        page.get_by_role("button", name="Get the ruling").click()
        page.locator("#error").scroll_into_view_if_needed()
        shot("submission-error")
        page.goto("/scenarios?lang=nl")
        shot("gallery-nl")
        page.goto("/turn/mtg?lang=en#turn-9")
        page.keyboard.press("p")
        shot("turn-projector")
        browser.close()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    for path in take(target):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
