"""Crash safety of the ruling store through a real server: kill -9 in the middle of a stream of
submissions loses no acknowledged ruling, and two servers writing to one database lose nothing.

Runs against SQLite, and against PostgreSQL too when DATABASE_URL_TEST names a server.
"""

from __future__ import annotations

import json
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from bench.server import Server

SEED = Path(__file__).resolve().parents[2] / "scenarios/mtg/stack/seed-shock-resolves-first.yaml"
BACKENDS = ["sqlite"] + (["postgresql"] if os.environ.get("DATABASE_URL_TEST") else [])


def scenario(n: int, salt: str) -> bytes:
    """Distinct scenarios (a comment line differs), so each is stored as its own ruling."""
    return f"# fault test {salt} {n}\n{SEED.read_text(encoding='utf-8')}".encode()


def database(backend: str, tmp_path: Path) -> str | None:
    if backend == "sqlite":
        return None
    url = os.environ["DATABASE_URL_TEST"]
    from judge.web.store import RulingStore, database_url, rulings

    store = RulingStore(database_url(url, str(tmp_path)))
    with store.engine.begin() as connection:  # a clean table for this test
        connection.execute(rulings.delete())
    store.engine.dispose()
    return url


def submit_until(server: Server, stop: threading.Event, salt: str, acked: dict[str, bytes],
                 lock: threading.Lock, start: int) -> None:
    n = start
    while not stop.is_set():
        body = scenario(n, salt)
        n += 4
        try:
            status, data = server.request("POST", "/api/rulings", body, timeout=10)
        except OSError:
            continue  # the server is gone: nothing was acknowledged for this one
        if status == 201:
            with lock:
                acked[json.loads(data)["id"]] = data


@pytest.mark.parametrize("backend", BACKENDS)
def test_kill_9_loses_no_acknowledged_ruling(tmp_path: Path, backend: str) -> None:
    url = database(backend, tmp_path)
    server = Server(tmp_path / "data", workers=2, database_url=url)
    server.start()
    acked: dict[str, bytes] = {}
    lock, stop = threading.Lock(), threading.Event()
    with ThreadPoolExecutor(4) as pool:
        for i in range(4):
            pool.submit(submit_until, server, stop, "kill", acked, lock, i)
        deadline = time.monotonic() + 30
        while len(acked) < 40 and time.monotonic() < deadline:
            time.sleep(0.05)
        server.kill()  # SIGKILL to master and workers, with requests in flight
        stop.set()
    assert len(acked) >= 10, "too few submissions were acknowledged to test anything"
    restarted = Server(tmp_path / "data", workers=1, database_url=url)
    with restarted:
        for ruling_id, body in acked.items():
            status, data = restarted.request("GET", f"/api/rulings/{ruling_id}")
            assert status == 200, ruling_id
            assert json.loads(data) == json.loads(body), "a stored ruling changed"


@pytest.mark.parametrize("backend", BACKENDS)
def test_two_servers_on_one_database_lose_nothing(tmp_path: Path, backend: str) -> None:
    url = database(backend, tmp_path)
    first = Server(tmp_path / "data", workers=2, database_url=url)
    second = Server(tmp_path / "data", workers=2, database_url=url)
    with first, second:
        def send(n: int) -> tuple[int, str]:
            server = first if n % 2 else second
            status, data = server.request("POST", "/api/rulings", scenario(n % 30, "two"), timeout=30)
            return status, json.loads(data)["id"]

        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(send, range(60)))
        assert all(status in (200, 201) for status, _ in answers)
        ids = {n % 30: ruling_id for n, (_status, ruling_id) in enumerate(answers)}
        assert len(set(ids.values())) == 30  # the same scenario got the same id on both servers
        for n, (_status, ruling_id) in enumerate(answers):
            assert ids[n % 30] == ruling_id
            for server in (first, second):
                assert server.request("GET", f"/api/rulings/{ruling_id}")[0] == 200
