"""What every fuzz test checks: a scenario text gives a ruling or a located ScenarioError.

Anything else (another exception, a hang) is a bug. A watchdog (SIGALRM) turns a hang into a
failure; it is a guard against never finishing, not a speed assertion.
"""

from __future__ import annotations

import signal
from contextlib import contextmanager
from pathlib import Path

from judge.paths import data_folder
from judge.ruling import Ruling, rule_text
from judge.scenario import ScenarioError

HANG_SECONDS = 20


def library_texts() -> list[tuple[str, str]]:
    """(relative path, text) of every scenario of the library."""
    root = data_folder("scenarios")
    return [(str(p.relative_to(root)), p.read_text(encoding="utf-8")) for p in sorted(root.rglob("*.yaml"))]


@contextmanager
def watchdog(seconds: int = HANG_SECONDS):
    def hung(_signum, _frame):
        raise AssertionError(f"no answer within {seconds} s: a hang")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def rule_or_reject(text: str, source: str = "fuzz.yaml") -> Ruling | ScenarioError:
    """The only two acceptable outcomes; a ScenarioError must say where and what."""
    with watchdog():
        try:
            return rule_text(text, source)
        except ScenarioError as error:
            assert error.message and str(error).startswith(source), str(error)
            return error


__all__ = ["Path", "library_texts", "rule_or_reject", "watchdog"]
