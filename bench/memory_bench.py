"""Worst-case memory and time of one ruling through the web app, each in a fresh process.

For the biggest boards a scenario may hold (1000 permanents, libraries of 1000 cards), a fresh
process does what a server worker does with a submission: creates the app (warmed up as `judge
serve` warms it up, then by one small ruling, its objects frozen and the collector tuned as
`judge serve` does), POSTs the scenario
to /api/rulings (ruled, rendered in three languages, stored) and GETs its page (the board after
every step). Reported: the process's peak resident memory (ru_maxrss, after the app and its
libraries are loaded: what a worker would hold) and the seconds of the POST. Targets: under
200 MB per worker for any accepted scenario; the 1000-permanent 'dies -> token' board under 0.5 s.

    python -m bench.memory_bench
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

from bench.boards import BOARDS
from bench.report import machine, write_section

# Run in the fresh process: the app, one submission, its page; prints what it measured.
WORKER = """
import gc, json, resource, sys, time
from judge.cli import tune_garbage_collector
from judge.commands.serve import warm_up
from judge.web import create_app
tune_garbage_collector()  # as `judge serve` does: its settings, its warm-up, its start-up objects frozen
app = create_app()
warm_up()
client = app.test_client()
client.post("/api/rulings", data=b"game: mtg\\nplayers: [{name: Al}, {name: Bo}]\\n")  # as the warm-up
gc.collect()
gc.freeze()
text = sys.stdin.read()
start, cpu = time.perf_counter(), time.process_time()
posted = client.post("/api/rulings", data=text.encode())
seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
post_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
assert posted.status_code == 201, posted.get_data(as_text=True)[:500]
page = client.get(posted.json["url"])
assert page.status_code == 200
print(json.dumps({"seconds": seconds, "cpu": cpu, "post_peak_mb": post_peak,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def _libraries(n: int) -> str:
    """Two players with libraries of 1000 cards (counts) and n Grizzly Bears; Alice draws."""
    bears = ", ".join(["Grizzly Bears"] * n)
    return ("game: mtg\nplayers:\n  - name: Alice\n    library: 1000\n    hand: [Divination]\n"
            f"    battlefield: [Island, Island, Island, {bears}]\n  - name: Bob\n    library: 1000\n"
            "stack:\n  - {cast: Divination, controller: Alice}\n")


def cases() -> dict[str, str]:
    board = {f"{name}, N = 1000": BOARDS[name](1000) for name in BOARDS}
    return {**board, "libraries of 1000 cards, 990 creatures, a draw": _libraries(990)}


def measure(text: str) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as root:
        env = {**os.environ, "JUDGE_DATA_DIR": root}
        done = subprocess.run([sys.executable, "-c", WORKER], input=text, capture_output=True, text=True,
                              env=env, check=False)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def run() -> str:
    baseline = measure("game: mtg\nplayers: [{name: Alice}, {name: Bob}]\n")
    rows = [_row("a two-line scenario (the app alone)", baseline, "")]
    for name, text in cases().items():
        rows.append(_row(name, measure(text), "< 200 MB" + ("; POST < 0.5 s" if name.startswith("dies") else "")))
    return "\n".join([
        "## Worst-case memory (web path)", "",
        f"One fresh process per scenario: create the app, POST /api/rulings, GET the ruling's page; {machine()}.",
        "", "| scenario | peak memory MB | of it, the POST | POST seconds | POST CPU seconds | target |",
        "|---|---|---|---|---|---|", *rows])


def _row(name: str, result: dict[str, float], target: str) -> str:
    return (f"| {name} | {result['peak_mb']:.0f} | {result['post_peak_mb']:.0f} | {result['seconds']:.2f} | "
            f"{result['cpu']:.2f} | {target} |")


def run_default() -> str:
    return run()


def main() -> None:
    markdown = run()
    write_section("memory", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
