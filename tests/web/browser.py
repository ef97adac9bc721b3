"""Headless Debian Chromium driven by Playwright, against a real `judge serve` (gunicorn).

Shared by the browser tests and the screenshot command (`python -m tests.web.screenshots`).
Never `playwright install`: the browser is Debian's package (`apt-get install chromium`).
"""

from __future__ import annotations

from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
VIEWPORT = {"width": 1280, "height": 860}


def launch(playwright):
    """Debian's Chromium, headless, with the flags a container needs."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
