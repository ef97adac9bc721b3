"""All message tables merged: one English sentence (the gettext msgid) per key.

A key is an event kind, optionally followed by `:variant` where the variant is
the value of the event's `reason`, `kind` or `duration` parameter; the most
specific key wins. Decision kinds are keyed `choice:<kind>`, illegal actions
`illegal:<kind>`, the outcome of a decision's option `outcome:<kind>`.
Every key needs a translation in judge/locale/{de,nl}/LC_MESSAGES/<module>.po
(tests/test_i18n.py fails otherwise). Add a module to judge/explain/catalog/ for a new area.
"""

from __future__ import annotations

import importlib
import pkgutil

from judge.explain import catalog


def N_(message: str) -> str:
    """Marks a string for extraction into the gettext catalogs."""
    return message


def _merge() -> dict[str, str]:
    merged: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(catalog.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{catalog.__name__}.{info.name}")
        for key, message in module.MESSAGES.items():
            if key in merged and merged[key] != message:
                raise ValueError(f"message key {key!r} is defined twice ({info.name})")
            merged[key] = message
    return merged


MESSAGES: dict[str, str] = _merge()
