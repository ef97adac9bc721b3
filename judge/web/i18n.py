"""The page language and the web app's own strings (gettext, catalogs web.po, no compile step).

The language of a page is, in this order: `?lang=` in the URL (which is then remembered in a
cookie), the remembered cookie, the browser's Accept-Language, English. Templates use Jinja's
i18n extension (`{{ _("...") }}`), Python code `judge.web.i18n._`; both read the same
judge/locale/<lang>/LC_MESSAGES/*.po catalogs as the rulings (judge.explain.i18n).
tests/web/test_web_i18n.py extracts every string with Babel and fails when one is untranslated.
"""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Flask, g, request
from flask.wrappers import Response

from judge.explain.i18n import LANGUAGES, gettext, ngettext

COOKIE = "judge_lang"
COOKIE_MAX_AGE = 365 * 24 * 3600
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}


def page_language() -> str:
    """The language of the current page (see the module docstring for the order)."""
    if "lang" not in g:
        g.lang = _choose_language()
    return g.lang


def _choose_language() -> str:
    for candidate in (request.args.get("lang"), request.cookies.get(COOKIE)):
        if candidate in LANGUAGES:
            return candidate
    return request.accept_languages.best_match(LANGUAGES) or "en"


def _(message: str, **params: object) -> str:
    """`message` in the page language, with `%(name)s` placeholders filled in."""
    text = gettext(message, page_language())
    return text % params if params else text


def url_in_language(lang: str) -> str:
    """The current page's URL with `?lang=` set, for the language switch."""
    args = request.args.to_dict()
    args["lang"] = lang
    return f"{request.path}?{urlencode(args)}"


def _page_gettext(message: str) -> str:
    return gettext(message, page_language())


def _page_ngettext(singular: str, plural: str, count: int) -> str:
    """The plural form for `count` from the catalogs' plural forms (msgid_plural, msgstr[n])."""
    return ngettext(singular, plural, count, page_language())


def _remember_language(response: Response) -> Response:
    """A language chosen with the switch (`?lang=`) is remembered for a year. Pages, not the JSON
    API: its language is its `?lang=` alone (a cookie never changes an API answer)."""
    if request.path.startswith("/api/"):
        return response
    chosen = request.args.get("lang")
    if chosen in LANGUAGES and request.cookies.get(COOKIE) != chosen:
        response.set_cookie(COOKIE, chosen, max_age=COOKIE_MAX_AGE, samesite="Lax", httponly=True)
    response.vary.update(("Cookie", "Accept-Language"))
    return response


def install(app: Flask) -> None:
    """Give the app's templates `_()`, `lang` and the language switch."""
    app.jinja_env.add_extension("jinja2.ext.i18n")
    # newstyle: Jinja fills `%(name)s` itself, escaping the values but not the (trusted) catalog text.
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=_page_gettext, ngettext=_page_ngettext, newstyle=True)
    app.after_request(_remember_language)

    @app.context_processor
    def _language_globals() -> dict[str, object]:
        return {"lang": page_language(), "languages": LANGUAGE_NAMES, "url_in_language": url_in_language}
