"""Soak: a long mixed load on `judge serve`, watching for server errors and memory growth.

32 keep-alive clients (wrk's when installed, see http_bench) for 10 minutes (by default),
sending a fixed mix of 5000 requests in turn: glossary search 55%, term pages 15%,
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

from bench import wrk_client
from bench.glossary_bench import query_mix
from bench.http_bench import CLIENT_NAMES, Request, _scenarios, drive
from bench.report import machine, write_section
from bench.server import Server
from judge.glossary.terms import load_glossary

MIX_SIZE = 5000  # requests drawn from the mix, sent in turn


def run(minutes: float, clients: int, client: str | None = None) -> str:
    client = client or ("wrk" if wrk_client.available() else "python")
    driver = wrk_client.drive if client == "wrk" else drive
    glossary = load_glossary()
    queries = [q for _kind, q, _e in query_mix(glossary, 3000)]
    terms = glossary.terms()
    scenarios = _scenarios()
    salt = str(time.time_ns())
    ruling_ids: list[str] = []

    def request(rng: random.Random) -> Request:
        roll = rng.random()
        if roll < 0.55:
            return "GET", "/api/glossary/search?" + urllib.parse.urlencode({"q": rng.choice(queries)}), None
        if roll < 0.70:
            return "GET", rng.choice(terms).url + rng.choice(("", "?lang=de", "?lang=nl")), None
        if roll < 0.85:
            return "POST", "/api/rulings", rng.choice(scenarios).encode()  # made unique by the driver
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

        rng = random.Random(7)
        requests = [request(rng) for _ in range(MIX_SIZE)]
        sampler = threading.Thread(target=sample)
        sampler.start()
        result = driver(server.port, clients, minutes * 60, requests, salt)
        done.set()
        sampler.join()
    fifth = max(1, len(samples) // 5)
    warm = max(mb for _t, mb in samples[:fifth])
    late = max(mb for _t, mb in samples[-fifth:])
    flat = late <= warm * 1.10
    return "\n".join([
        "## Soak", "", f"{minutes:g} minutes, {clients} clients ({CLIENT_NAMES[client]}), mixed traffic; "
        f"{machine()}.", "",
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
    parser.add_argument("--client", choices=sorted(CLIENT_NAMES), default=None,
                        help="load generator (default: wrk when installed)")
    args = parser.parse_args()
    markdown = run(args.minutes, args.clients, args.client)
    write_section("soak", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
