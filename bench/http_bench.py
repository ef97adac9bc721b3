"""HTTP throughput and latency of `judge serve` on loopback, and its memory after the load.

For 1, 8 and 32 concurrent keep-alive clients, each endpoint is driven for a fixed time:
glossary search (the benchmark's query mix) and ruling submission (every scenario of the
library, made unique per request so each is really ruled and stored). Then glossary search
again at 32 clients on a fresh server (started just before, its caches empty): once with the
benchmark's mix, once with 10 000 distinct queries (more than the LRU cache holds, and no
query asked twice in the run: the cache can't be what meets the target). The clients are wrk's
(bench/wrk_client.py) when wrk is installed, else threads of this process; either way they
share the machine's CPUs with the server, so absolute numbers are a lower bound.

    python -m bench.http_bench [--seconds 5] [--workers N] [--client wrk|python]
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

from bench import wrk_client
from bench.glossary_bench import query_mix
from bench.report import machine, percentile, write_section
from bench.server import Server
from judge.glossary.terms import load_glossary
from judge.paths import data_folder

CLIENTS = (1, 8, 32)
CLIENT_NAMES = {"wrk": "wrk (a C load generator) on the same machine",
                "python": "threads of the benchmark's Python process on the same machine"}


def _scenarios() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted(data_folder("scenarios").rglob("*.yaml"))]


Request = tuple[str, str, bytes | None]


def drive(port: int, clients: int, seconds: float, requests: list[Request], salt: str) -> dict[str, float]:
    """Run `clients` threads for `seconds`, sending the requests in turn (bodies made unique)."""

    def make_request(n: int) -> Request:
        method, path, body = requests[n % len(requests)]
        if body is not None:
            body += f"\n# load {salt} {n}\n".encode()  # unique: ruled and stored anew
        return method, path, body

    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    counter = itertools.count()
    stop_at = time.perf_counter() + seconds

    def client() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine: list[float] = []
        failed = 0
        while time.perf_counter() < stop_at:
            method, path, body = make_request(next(counter))
            start = time.perf_counter()
            try:
                conn.request(method, path, body=body)
                response = conn.getresponse()
                response.read()
                status = response.status
                failed += status >= 500
            except (OSError, http.client.HTTPException):
                failed += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            mine.append((time.perf_counter() - start) * 1000)
        conn.close()
        with lock:
            latencies.extend(mine)
            errors[0] += failed

    threads = [threading.Thread(target=client) for _ in range(clients)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    return {"rps": len(latencies) / elapsed, "p50": percentile(latencies, 0.5), "p95": percentile(latencies, 0.95),
            "p99": percentile(latencies, 0.99), "errors": errors[0], "requests": len(latencies)}


def search_requests(queries: list[str]) -> list[Request]:
    return [("GET", "/api/glossary/search?" + urllib.parse.urlencode({"q": q}), None) for q in queries]


def distinct_queries(count: int) -> list[str]:
    """`count` different queries of the benchmark's mix (its kinds in the same shares)."""
    seen: dict[str, None] = {}
    for _kind, query, _expected in query_mix(load_glossary(), 3 * count):
        seen.setdefault(" ".join(query.split()), None)
    return list(seen)[:count]


def fresh_server_rows(seconds: float, workers: int, driver, salt: str) -> list[str]:
    """Search at 32 clients on servers started just before: the bench's mix, then 10 000
    distinct queries."""
    rows = []
    mixes = (("GET /api/glossary/search, fresh server", search_requests(
                  [q for _kind, q, _e in query_mix(load_glossary(), 2000)])),
             ("GET /api/glossary/search, fresh server, 10 000 distinct queries",
              search_requests(distinct_queries(10_000))))
    for name, requests in mixes:
        with tempfile.TemporaryDirectory() as root, Server(Path(root), workers=workers) as server:
            r = driver(server.port, 32, seconds, requests, salt)
        rows.append(f"| {name} | 32 | {r['rps']:.0f} | {r['p50']:.1f} | {r['p95']:.1f} | "
                    f"{r['p99']:.1f} | {r['errors']:.0f} of {r['requests']:.0f} |")
    return rows


def run(seconds: float, workers: int | None, client: str | None = None) -> str:
    client = client or ("wrk" if wrk_client.available() else "python")
    driver = wrk_client.drive if client == "wrk" else drive
    searches = search_requests([q for _kind, q, _expected in query_mix(load_glossary(), 2000)])
    rulings: list[Request] = [("POST", "/api/rulings", text.encode()) for text in _scenarios()]
    salt = str(time.time_ns())

    with tempfile.TemporaryDirectory() as root:
        server = Server(Path(root), workers=workers or 0)
        if not workers:
            from judge.commands.serve import default_workers

            server.workers = default_workers()
        rows: dict[str, list[str]] = {}
        with server:
            for name, requests in (("GET /api/glossary/search", searches), ("POST /api/rulings", rulings)):
                for clients in CLIENTS:
                    r = driver(server.port, clients, seconds, requests, salt)
                    rows.setdefault(name, []).append(
                        f"| {name} | {clients} | {r['rps']:.0f} | {r['p50']:.1f} | {r['p95']:.1f} | "
                        f"{r['p99']:.1f} | {r['errors']:.0f} of {r['requests']:.0f} |")
            rss = server.rss_mb()
            master = rss.pop(server.process.pid, 0.0) if server.process else 0.0
    fresh = fresh_server_rows(seconds, server.workers, driver, salt)
    return "\n".join([
        "## HTTP (loopback, `judge serve`)", "",
        f"{server.workers} gunicorn workers x 4 threads, SQLite store; {seconds:g} s per row; "
        f"clients: {CLIENT_NAMES[client]}; {machine()}.", "",
        "| endpoint | clients | req/s | p50 ms | p95 ms | p99 ms | errors |", "|---|---|---|---|---|---|---|",
        *rows["GET /api/glossary/search"], *fresh, *rows["POST /api/rulings"],
        "", f"Resident memory after the load: master {master:.0f} MB, workers "
        + ", ".join(f"{mb:.0f} MB" for mb in rss.values()) + " (target: under 200 MB per worker).",
        "", "Targets: search p95 < 30 ms at 32 clients (also on a fresh server and with 10 000 distinct "
        "queries); rulings p95 < 100 ms at 8 clients."])


def run_default() -> str:
    """The section with default settings (for `python -m bench`)."""
    return run(5.0, None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--workers", type=int, default=None, help="default: judge serve's default")
    parser.add_argument("--client", choices=sorted(CLIENT_NAMES), default=None,
                        help="load generator (default: wrk when installed)")
    args = parser.parse_args()
    markdown = run(args.seconds, args.workers, args.client)
    write_section("http", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
