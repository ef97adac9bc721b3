"""The home page and the friendly error pages (in the page language, never a traceback)."""

from __future__ import annotations

from flask import Blueprint, render_template

from judge.web.i18n import _

pages = Blueprint("pages", __name__)


@pages.get("/")
def home():
    return render_template("index.html")


def _explanation(status: int, reason: str | None) -> tuple[str, str]:
    """Title and sentence for an error; `reason` is the short code a view passed to abort()."""
    if reason == "csrf":
        return _("The form has expired"), _("The form was open too long or came from another site. "
                                           "Go back, reload the page and send it again.")
    if reason == "outline":
        return _("Not written yet"), _("The turn outline of this game is not written yet.")
    if status == 404:
        return _("Page not found"), _("There is nothing at this address. Check the link, or start from the home page.")
    if status == 405:
        return _("Not possible here"), _("This address does not accept that kind of request.")
    if status == 413:
        return _("Too large"), _("The scenario is larger than the limit of 1 MiB. Send a shorter one.")
    if status < 500:
        return _("Bad request"), _("The request could not be understood. Go back and try again.")
    return _("Something went wrong"), _("The server could not answer. The problem was logged; please try again.")


def error_page(status: int, reason: str | None = None):
    title, message = _explanation(status, reason)
    return render_template("error.html", status=status, title=title, message=message), status
