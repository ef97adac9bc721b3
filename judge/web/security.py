"""Response headers (a strict Content-Security-Policy) and CSRF protection for HTML forms.

Every script is a static file and every style a stylesheet, so the policy allows no inline
code at all: even if a card or player name slipped through escaping, it could not run.
HTML forms that change anything (POST) carry a token bound to the session cookie; the JSON
API (`/api/...`) is exempt, as the contract has clients POST plain YAML to it.
"""

from __future__ import annotations

import hmac
import secrets

from flask import Flask, abort, request, session
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from flask.wrappers import Request, Response

CONTENT_SECURITY_POLICY = "; ".join((
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
))
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
}
CSRF_FIELD = "csrf_token"
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def csrf_token() -> str:
    """The session's form token (created on first use)."""
    if CSRF_FIELD not in session:
        session[CSRF_FIELD] = secrets.token_urlsafe(32)
    return session[CSRF_FIELD]


def _check_csrf() -> None:
    """Reject a form POST whose token does not match the session's (400, a friendly page)."""
    if request.method not in UNSAFE_METHODS or request.path.startswith("/api/"):
        return
    if request.routing_exception is not None:  # no such page or method: let the router answer 404/405
        return
    sent = request.form.get(CSRF_FIELD, "")
    expected = session.get(CSRF_FIELD, "")
    if not expected or not hmac.compare_digest(sent.encode(), expected.encode()):
        abort(400, description="csrf")


def _add_headers(response: Response) -> Response:
    """The headers above, but for those a view set itself (one pass over the response's headers:
    five `setdefault`s were a tenth of an API answer's time in Flask)."""
    present = {name.lower() for name, _value in response.headers}
    response.headers.extend([(name, value) for name, value in HEADERS.items() if name.lower() not in present])
    return response


class CookieSessions(SecureCookieSessionInterface):
    """Flask's signed-cookie sessions, the signer built only for a request that sends the cookie:
    API clients never do, and building it was a tenth of a search answer's time in Flask."""

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        if app.secret_key and not request.cookies.get(self.get_cookie_name(app)):
            return self.session_class()
        return super().open_session(app, request)


def install(app: Flask) -> None:
    """Turn on the headers for every response and the CSRF check for every form POST."""
    app.config.setdefault("SESSION_COOKIE_SAMESITE", "Lax")
    app.config.setdefault("SESSION_COOKIE_HTTPONLY", True)
    app.session_interface = CookieSessions()
    app.before_request(_check_csrf)
    app.after_request(_add_headers)
    app.jinja_env.globals["csrf_token"] = csrf_token
    app.jinja_env.globals["csrf_field"] = CSRF_FIELD
