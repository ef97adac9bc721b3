"""Every string of the web app (templates and judge/web/*.py) is translated in de and nl.

The strings are extracted with Babel, as a translator's tool would, so a new `_("...")`
anywhere in a template or a view fails here until judge/locale/{de,nl}/LC_MESSAGES/web.po has it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract
from babel.messages.pofile import read_po
from jinja2.ext import babel_extract

from judge.web.gallery import topic_names

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2)}


def web_messages() -> dict[str, str]:
    """msgid -> where it was found, from every template and web module."""
    found: dict[str, str] = {}
    sources = [(p, babel_extract) for p in sorted((ROOT / "templates").rglob("*.html"))]
    sources += [(p, "python") for p in sorted((ROOT / "judge" / "web").glob("*.py"))]
    for path, method in sources:
        with path.open("rb") as handle:
            for line, message, _comments, _context in extract(method, handle, keywords=KEYWORDS,
                                                               options={"extensions": "jinja2.ext.i18n"}):
                singular = message[0] if isinstance(message, tuple | list) else message  # ngettext: both forms
                found.setdefault(str(singular), f"{path.relative_to(ROOT)}:{line}")
    return found


def _catalog(lang: str) -> dict[str, str]:
    """The web app's strings: web.po, and web_<area>.po for a page area of its own."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "judge" / "locale" / lang / "LC_MESSAGES").glob("web*.po")):
        with path.open("rb") as handle:
            found.update({_first(m.id): _first(m.string) for m in read_po(handle, locale=lang) if m.id and not m.fuzzy})
    return found


def _first(text) -> str:
    """A message's text; for one with plural forms its first form ('' when a form is missing)."""
    if isinstance(text, tuple | list):
        return str(text[0]) if all(text) else ""
    return str(text)


def test_extraction_finds_the_strings() -> None:
    messages = web_messages()
    assert "Glossary" in messages and "Ask for a ruling" in messages and len(messages) > 50


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_web_string_is_translated(lang: str) -> None:
    translations = _catalog(lang)
    missing = [f"{where}: {message!r}" for message, where in web_messages().items() if not translations.get(message)]
    assert not missing, f"untranslated in judge/locale/{lang}/LC_MESSAGES/web.po:\n" + "\n".join(missing)


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_placeholders_match(lang: str) -> None:
    placeholder = re.compile(r"%\((\w+)\)s")
    for message, translation in _catalog(lang).items():
        assert set(placeholder.findall(translation)) == set(placeholder.findall(message)), message


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_no_stale_entries(lang: str) -> None:
    """web.po holds only strings the web app uses (stale ones mislead translators)."""
    stale = sorted(set(_catalog(lang)) - set(web_messages()))
    assert not stale, f"remove from judge/locale/{lang}/LC_MESSAGES/web.po: {stale}"


def test_every_scenario_topic_has_a_name(app) -> None:
    """The gallery names each topic folder in the page language; a new folder needs its name."""
    folders = {path.name for game in ("mtg", "yugioh") for path in (ROOT / "scenarios" / game).iterdir()
               if path.is_dir()}
    with app.test_request_context("/?lang=de"):
        named = topic_names()
    assert not folders - set(named), sorted(folders - set(named))
