"""Cold start: `judge rule` from process start to exit, and `judge serve` until /healthz answers.

`judge rule` runs from a fresh copy of the package (bench/startup_bench.py copies `judge/`
and links the data folders beside it) so that bytecode caches are under control:

- without bytecode caches: the copy has no `__pycache__` and `PYTHONDONTWRITEBYTECODE=1`, so
  every module of judge is compiled in each process (as after a fresh checkout, or an install
  that didn't compile); the libraries (pydantic, PyYAML) keep their installed caches;
- nothing cached at all: also the libraries and the standard library compiled each time
  (`PYTHONPYCACHEPREFIX` pointing at an empty folder);
- with bytecode caches: the copy compiled first (`compileall`), as a normal installation is.

Each is the median of several fresh processes, by wall clock and by CPU time (user + system
of the process): on a shared machine the CPU time is the steadier of the two. `judge serve`
(CPU: its master and workers, from /proc, when /healthz first answers)
is measured once with the search index still to build (first start) and then with it built;
after each start, the first ruling and the first search it answers (their latency, as a user
who comes right after the start sees it).

    python -m bench.startup_bench [--runs 7]
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.report import machine, write_section
from bench.server import Server
from judge.paths import PACKAGE_DIR, data_folder

SEED = "mtg/stack/seed-giant-growth-answers-shock.yaml"


def _process(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one process (CPU: user + system, from its rusage)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env, cwd=cwd)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _median(command: list[str], env: dict[str, str], cwd: Path, runs: int) -> tuple[float, float]:
    samples = [_process(command, env, cwd) for _ in range(runs)]
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def _package_copy(root: Path) -> Path:
    """A copy of the judge package without bytecode, with the data folders linked beside it."""
    shutil.copytree(PACKAGE_DIR, root / "judge", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("glossary", "scenarios", "templates"):
        if not (root / "judge" / "_data" / name).exists():
            (root / name).symlink_to(data_folder(name), target_is_directory=True)
    return root


def rule_rows(runs: int) -> list[str]:
    seed = str(data_folder("scenarios") / SEED)
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        root = _package_copy(Path(scratch) / "copy")
        empty_prefix = Path(scratch) / "no-bytecode"
        base = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
        base.pop("PYTHONPYCACHEPREFIX", None)
        settings = [("without bytecode caches (judge compiled in each process)", base),
                    ("nothing cached (libraries and standard library compiled too)",
                     {**base, "PYTHONPYCACHEPREFIX": str(empty_prefix)})]
        measured = {}
        for label, env in settings:
            for args, shown in ((["rule", seed], f"`judge rule {SEED}`"),
                                (["rule", seed, "--json"], f"`judge rule {SEED} --json`")):
                measured[(label, shown)] = _median([sys.executable, "-m", "judge", *args], env, root, runs)
        compileall.compile_dir(root / "judge", quiet=1)
        for args, shown in ((["rule", seed], f"`judge rule {SEED}`"),
                            (["rule", seed, "--json"], f"`judge rule {SEED} --json`")):
            measured[("with bytecode caches", shown)] = _median([sys.executable, "-m", "judge", *args], base,
                                                                root, runs)
        interpreter = _median([sys.executable, "-c", "pass"], base, root, runs)
    rows.append(f"| `python -c pass` (the interpreter alone) | {interpreter[0]:.3f} | {interpreter[1]:.3f} | |")
    for (label, shown), (wall, cpu) in measured.items():
        target = "< 0.25" if label.startswith("without") else ""
        rows.append(f"| {shown}, {label} | {wall:.3f} | {cpu:.3f} | {target} |")
    return rows


def _first(server: Server, method: str, path: str, body: bytes | None, status: int) -> float:
    """Seconds of one request to a server that has just answered /healthz (its first real one)."""
    start = time.perf_counter()
    answered, _body = server.request(method, path, body)
    if answered != status:
        raise RuntimeError(f"{method} {path} answered {answered}")
    return time.perf_counter() - start


def run(runs: int) -> str:
    rows = rule_rows(runs)
    search = _median([sys.executable, "-m", "judge", "glossary", "search", "Trampelschaden"], dict(os.environ),
                     Path.cwd(), runs)
    seed = (data_folder("scenarios") / SEED).read_bytes()
    with tempfile.TemporaryDirectory() as root:
        first = Server(Path(root), workers=2)
        first_start = first.start(timeout=120)
        first_cpu = first.cpu_at_ready
        first.stop()
        warm, cpu, ruling, searched = [], [], [], []
        for _ in range(runs):
            server = Server(Path(root), workers=2)
            warm.append(server.start(timeout=120))
            cpu.append(server.cpu_at_ready)
            ruling.append(_first(server, "POST", "/api/rulings", seed, 201))
            searched.append(_first(server, "GET", "/api/glossary/search?q=Trampelschaden", None, 200))
            server.stop()
    lines = ["## Cold start", "", f"Median of {runs} fresh processes; {machine()}.", "",
             "| what | wall s | CPU s | target (wall) |", "|---|---|---|---|",
             *rows,
             f"| `judge glossary search Trampelschaden` (index built) | {search[0]:.3f} | {search[1]:.3f} | |",
             f"| `judge serve` until /healthz, first start (builds the index) | {first_start:.3f} | {first_cpu:.3f} "
             "| |",
             f"| `judge serve` until /healthz, index built | {statistics.median(warm):.3f} "
             f"| {statistics.median(cpu):.3f} | < 1 |",
             f"| then the first POST /api/rulings ({Path(SEED).name}) | {statistics.median(ruling):.3f} | | |",
             f"| then the first GET /api/glossary/search | {statistics.median(searched):.3f} | | |"]
    return "\n".join(lines)


def run_default() -> str:
    """The section with default settings (for `python -m bench`)."""
    return run(7)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    markdown = run(parser.parse_args().runs)
    write_section("startup", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
