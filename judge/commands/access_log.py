"""The access log of `judge serve`: gunicorn's line in the combined log format, built from the nine
values it prints.

gunicorn's own logger makes a dictionary of every request header, response header and WSGI environ
variable for each request (its format may name any of them), and formats the time anew each time:
about a sixth of the server's own time for a glossary search. The line is the same but for the user
(`-`: the app has no HTTP authentication, so there is none to name).
"""

from __future__ import annotations

import time
from typing import Any

from gunicorn import glogging

LINE = '%s - - %s "%s %s %s" %s %s "%s" "%s"'


class AccessLog(glogging.Logger):
    """gunicorn's logger (error log, log files and their reopening as before), a leaner access line."""

    _second = -1
    _stamp = ""

    def now(self) -> str:
        """The time as the common log format writes it, formatted once a second."""
        second = int(time.time())
        if second != self._second:
            self._second, self._stamp = second, time.strftime("[%d/%b/%Y:%H:%M:%S %z]", time.localtime(second))
        return self._stamp

    def access(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> None:
        if not self.access_log_enabled:
            return
        status = resp.status.split(None, 1)[0] if isinstance(resp.status, str) else resp.status
        sent = getattr(resp, "sent", None)
        self.access_log.info(LINE, environ.get("REMOTE_ADDR", "-"), self.now(), environ["REQUEST_METHOD"],
                             environ["RAW_URI"], environ["SERVER_PROTOCOL"], status,
                             "-" if sent is None else sent, environ.get("HTTP_REFERER", "-"),
                             environ.get("HTTP_USER_AGENT", "-"))
