"""Shared by the benchmarks: timing statistics and writing a section of docs/performance.md.

Each benchmark owns one section, delimited by `<!-- bench:NAME -->` markers, and replaces only
that section, so benchmarks can be rerun one at a time. Numbers are from one machine and one
run: compare ratios measured in the same run, not absolute values across machines.
"""

from __future__ import annotations

import os
import platform
import statistics
import time
from pathlib import Path

PERFORMANCE_MD = Path(__file__).resolve().parent.parent / "docs" / "performance.md"
HEADER = """# Performance

Measured by the benchmarks in `bench/` (`python -m bench` runs them all and rewrites the
sections below; `python -m bench.<name>` one of them). Each section says when and where it
was measured. These are measurements on a shared, noisy machine: compare the ratios inside one
section (measured in the same run), not absolute numbers across machines. The HTTP and soak
benchmarks drive the server with wrk when it is installed (`apt-get install wrk`, a C load
generator that leaves the CPUs to the server), else with Python threads; the table says which.
"""


def percentile(samples: list[float], fraction: float) -> float:
    """The value below which `fraction` of the samples lie (nearest rank)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def timed_ms(function, *args, **kwargs) -> tuple[float, object]:
    start = time.perf_counter()
    result = function(*args, **kwargs)
    return (time.perf_counter() - start) * 1000.0, result


def summary_ms(samples: list[float]) -> dict[str, float]:
    return {"p50": statistics.median(samples), "p90": percentile(samples, 0.90),
            "p99": percentile(samples, 0.99), "mean": statistics.fmean(samples)}


def machine() -> str:
    """Where and when: also the load average when the run started (the machine is shared; a
    load above the CPU count slows whatever is timed by wall clock)."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}, "
            f"{os.cpu_count()} CPUs, load average {load:.1f}, {time.strftime('%Y-%m-%d')}")


def write_section(name: str, markdown: str) -> None:
    """Replace (or append) the section `name` of docs/performance.md."""
    start, end = f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"
    text = PERFORMANCE_MD.read_text(encoding="utf-8") if PERFORMANCE_MD.exists() else HEADER
    block = f"{start}\n{markdown.strip()}\n{end}"
    if start in text and end in text:
        before, rest = text.split(start, 1)
        text = before + block + rest.split(end, 1)[1]
    else:
        text = text.rstrip() + "\n\n" + block + "\n"
    PERFORMANCE_MD.write_text(text, encoding="utf-8")
