"""Modules that only some inputs need, named in one table per caller and imported on first use.

Start-up: without bytecode caches a process compiles every module it imports (about 0.1 ms of
CPU per KB of source), so a Magic scenario with only a stack should not compile combat, the
turn structure, the `actions:` player or the options finder. A caller lists such parts by
dotted path (`Parts(combat="judge.mtg.combat")`) and reaches them as `parts.combat`; the
module is imported the first time it is used, then comes from `sys.modules`.

A part is always a module below its caller in the layers (docs/architecture.md): this is a
way to import later, never a way around an import cycle.
"""

from __future__ import annotations

import importlib
from typing import Any


class Parts:
    """A table of lazily imported modules: `Parts(name="dotted.path")`, then `parts.name`."""

    def __init__(self, **modules: str) -> None:
        self._modules = modules
        TABLES.append(self)

    def __getattr__(self, name: str) -> Any:
        try:
            path = self._modules[name]
        except KeyError:
            raise AttributeError(f"no part {name!r}; the parts are {sorted(self._modules)}") from None
        return importlib.import_module(path)

    def load(self, name: str) -> None:
        """Import a part for what importing it does (a module that registers its handlers)."""
        getattr(self, name)

    def paths(self) -> dict[str, str]:
        """Each part's dotted module path (for tests: every part must import)."""
        return dict(self._modules)


# Every table made so far, in the order their modules were imported.
TABLES: list[Parts] = []


def import_every_part() -> int:
    """Import the parts of every table, and of the tables those parts make in turn: what a
    server's master does before forking its workers, so that no worker's first request compiles
    one and the workers share them (judge/commands/serve.py). Returns how many were imported."""
    imported = 0
    for table in TABLES:  # a part imported here may add tables: the loop reaches them too
        for path in table.paths().values():
            importlib.import_module(path)
            imported += 1
    return imported
