"""All message tables merged: one English sentence (the gettext msgid) per key.

A key is an event kind, optionally followed by `:variant` where the variant is
the value of the event's `reason`, `kind` or `duration` parameter; the most
specific key wins. Decision kinds are keyed `choice:<kind>`, illegal actions
`illegal:<kind>`, the outcome of a decision's option `outcome:<kind>`.
Every key needs a translation in judge/locale/{de,nl}/LC_MESSAGES/<module>.po
(tests/test_i18n.py fails otherwise). Add a module to judge/explain/catalog/ for a new area.

The merged table is kept as a pickle named after the content of the catalog modules
(judge/pickle_cache.py): without bytecode caches, compiling their ~145 KB of source took ~14 ms
of every start (a text ruling needs a few dozen of the ~1 500 messages, but any of them may be
the one); unpickling the table takes about 1 ms.
"""

from __future__ import annotations

import importlib
from pathlib import Path

from judge import pickle_cache
from judge.explain import catalog

CATALOG_DIR = Path(catalog.__file__).resolve().parent


def N_(message: str) -> str:
    """Marks a string for extraction into the gettext catalogs."""
    return message


def _merge() -> dict[str, str]:
    import pkgutil  # lazy: start-up (only when the catalog modules changed and their pickle is made again)

    merged: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(catalog.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{catalog.__name__}.{info.name}")
        for key, message in module.MESSAGES.items():
            if key in merged and merged[key] != message:
                raise ValueError(f"message key {key!r} is defined twice ({info.name})")
            merged[key] = message
    return merged


def _load() -> dict[str, str]:
    """The merged tables: from their pickle when the catalog modules are as they were, else merged."""
    texts = [(path.name, path.read_bytes()) for path in sorted(CATALOG_DIR.glob("*.py"))]
    return pickle_cache.parsed("messages", pickle_cache.fingerprint(texts), [Path(__file__)], _merge,
                               pickle_cache.data_dir())


MESSAGES: dict[str, str] = _load()
