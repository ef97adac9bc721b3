"""Soak: a long mixed load on `judge serve`, watching for server errors and memory growth.

32 keep-alive clients for 10 minutes (by default): glossary search 55%, term pages 15%,
ruling submissions 15% (each unique, so really ruled and stored), ruling pages 10%, the
home page and the scenario gallery 5%. Resident memory of every server process is sampled
every 10 seconds; "flat" means the workers' memory in the last fifth of the run is within
10% of the memory after the first fifth (warm caches).

    python -m bench.soak_bench [--minutes 10] [--clients 32]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

from bench.glossary_bench import query_mix
from bench.http_bench import _scenarios, drive
from bench.report import machine, write_section
from bench.server import Server
from judge.glossary.terms import load_glossary


def run(minutes: float, clients: int) -> str:
    glossary = load_glossary()
    queries = [q for _kind, q, _e in query_mix(glossary, 3000)]
    terms = glossary.terms()
    scenarios = _scenarios()
    salt = str(time.time_ns())
    ruling_ids: list[str] = []

    def request(n: int) -> tuple[str, str, bytes | None]:
        rng = random.Random(n)
        roll = rng.random()
        if roll < 0.55:
            return "GET", "/api/glossary/search?" + urllib.parse.urlencode({"q": rng.choice(queries)}), None
        if roll < 0.70:
            return "GET", rng.choice(terms).url + rng.choice(("", "?lang=de", "?lang=nl")), None
        if roll < 0.85 or not ruling_ids:
            return "POST", "/api/rulings", (rng.choice(scenarios) + f"\n# soak {salt} {n}\n").encode()
        if roll < 0.95:
            return "GET", f"/rulings/{rng.choice(ruling_ids)}", None
        return "GET", rng.choice(("/", "/scenarios", "/glossary?q=Trampelschaden")), None

    with tempfile.TemporaryDirectory() as root, Server(Path(root), workers=2) as server:
        for text in scenarios[:5]:  # some rulings to show
            _status, body = server.post_json("/api/rulings", text.encode())
            if body and "id" in body:
                ruling_ids.append(body["id"])
        samples: list[tuple[float, float]] = []
        done = threading.Event()

        def sample() -> None:
            start = time.perf_counter()
            while not done.is_set():
                rss = server.rss_mb()
                workers = [mb for pid, mb in rss.items() if server.process and pid != server.process.pid]
                samples.append((time.perf_counter() - start, max(workers, default=0.0)))
                done.wait(10)

        sampler = threading.Thread(target=sample)
        sampler.start()
        result = drive(server, clients, minutes * 60, request)
        done.set()
        sampler.join()
    fifth = max(1, len(samples) // 5)
    warm = max(mb for _t, mb in samples[:fifth])
    late = max(mb for _t, mb in samples[-fifth:])
    flat = late <= warm * 1.10
    return "\n".join([
        "## Soak", "", f"{minutes:g} minutes, {clients} clients, mixed traffic; {machine()}.", "",
        "| requests | req/s | p50 ms | p95 ms | p99 ms | 5xx and failed | largest worker after warm-up "
        "| at the end | flat |",
        "|---|---|---|---|---|---|---|---|---|",
        f"| {result['requests']:.0f} | {result['rps']:.0f} | {result['p50']:.1f} | {result['p95']:.1f} | "
        f"{result['p99']:.1f} | {result['errors']:.0f} | {warm:.0f} MB | {late:.0f} MB | {'yes' if flat else 'NO'} |",
    ])


def run_default() -> str:
    """The section with default settings (for `python -m bench`)."""
    return run(10.0, 32)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=32)
    args = parser.parse_args()
    markdown = run(args.minutes, args.clients)
    write_section("soak", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
