"""Headless Debian Chromium driven by Playwright, against a real `judge serve` (gunicorn).

Shared by the browser tests and the screenshot command (`python -m tests.web.screenshots`).
Never `playwright install`: the browser is Debian's package (`apt-get install chromium`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
VIEWPORT = {"width": 1280, "height": 860}


def launch(playwright):
    """Debian's Chromium, headless, with the flags a container needs."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)


@contextmanager
def open_tab(browser, base_url: str, viewport: dict[str, int]) -> Iterator:
    """A page in a fresh context (no cookies); fails when the page logged a script or CSP error."""
    context = browser.new_context(base_url=base_url, viewport=viewport)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert not errors, f"errors in the browser console: {errors}"


# WCAG 2 contrast in the page: rgb("rgb(1, 2, 3)"), the effective background colour of an element
# (the first ancestor whose background is mostly opaque), and the contrast ratio of two colours.
COLOUR_HELPERS = """
function rgb(text) { const m = text.match(/[\\d.]+/g); return m ? m.map(Number) : [0, 0, 0, 0]; }
function luminance(c) {
  const v = c.slice(0, 3).map(x => { x /= 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function background(el) {
  for (let e = el; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length < 4 || c[3] > 0.5) { return c; }
  }
  return [255, 255, 255];
}
function contrast(a, b) {
  const x = luminance(a), y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
"""


def with_colour_helpers(function: str) -> str:
    """A JavaScript function expression that can call rgb, background and contrast."""
    return f"(() => {{ {COLOUR_HELPERS} return {function}; }})()"
