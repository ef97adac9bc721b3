"""`python -m bench`: run every benchmark and rewrite its section of docs/performance.md.

    python -m bench              # all, with default settings (a few minutes)
    python -m bench glossary     # some of them, by name
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

from bench.report import write_section


def benchmarks() -> dict[str, object]:
    """Every module bench/<name>_bench.py, by name; each has `run(...)` defaults and `main()`."""
    folder = Path(__file__).resolve().parent
    found = {}
    for module in pkgutil.iter_modules([str(folder)]):
        if module.name.endswith("_bench"):
            found[module.name.removesuffix("_bench")] = importlib.import_module(f"bench.{module.name}")
    return found


def main(names: list[str]) -> int:
    available = benchmarks()
    unknown = [n for n in names if n not in available]
    if unknown:
        print(f"unknown benchmark(s) {unknown}; available: {sorted(available)}", file=sys.stderr)
        return 2
    for name in names or sorted(available):
        module = available[name]
        print(f"== {name}", flush=True)
        markdown = module.run_default()  # type: ignore[attr-defined]
        write_section(name, markdown)
        print(markdown, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
