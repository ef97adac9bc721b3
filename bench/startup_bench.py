"""Cold start: `judge rule` from process start to exit, and `judge serve` until /healthz answers.

Each is measured several times as a fresh process (median reported); `judge serve` once with
the search index still to build (first start) and then with it built.

    python -m bench.startup_bench [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.report import machine, write_section
from bench.server import Server
from judge.paths import data_folder

SEED = "mtg/stack/seed-giant-growth-answers-shock.yaml"


def _process_seconds(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def run(runs: int) -> str:
    seed = str(data_folder("scenarios") / SEED)
    python = [sys.executable, "-m", "judge"]
    interpreter = statistics.median(_process_seconds([sys.executable, "-c", "pass"]) for _ in range(runs))
    rule = statistics.median(_process_seconds([*python, "rule", seed, "--json"]) for _ in range(runs))
    search = statistics.median(_process_seconds([*python, "glossary", "search", "Trampelschaden"])
                               for _ in range(runs))
    with tempfile.TemporaryDirectory() as root:
        first = Server(Path(root), workers=2)
        first_start = first.start(timeout=120)
        first.stop()
        warm = []
        for _ in range(runs):
            server = Server(Path(root), workers=2)
            warm.append(server.start(timeout=120))
            server.stop()
    lines = ["## Cold start", "", f"Median of {runs} fresh processes; {machine()}.", "",
             "| what | seconds | target |", "|---|---|---|",
             f"| `python -c pass` (the interpreter alone) | {interpreter:.3f} | |",
             f"| `judge rule {SEED} --json` | {rule:.3f} | < 0.5 |",
             f"| `judge glossary search Trampelschaden` (index built) | {search:.3f} | |",
             f"| `judge serve` until /healthz, first start (builds the index) | {first_start:.3f} | |",
             f"| `judge serve` until /healthz, index built | {statistics.median(warm):.3f} | < 2 |"]
    return "\n".join(lines)


def run_default() -> str:
    """The section with default settings (for `python -m bench`)."""
    return run(5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    markdown = run(parser.parse_args().runs)
    write_section("startup", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
