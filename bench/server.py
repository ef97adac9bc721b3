"""A `judge serve` process for benchmarks and fault tests: start, wait for /healthz, measure, kill.

The server runs in its own process group, so `kill()` takes the gunicorn master and all its
workers down at once (kill -9 of the whole server, as a power cut of the process would).
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """One `python -m judge serve` on loopback with its own data directory."""

    def __init__(self, data_dir: Path, workers: int = 2, database_url: str | None = None,
                 port: int | None = None) -> None:
        self.data_dir, self.workers, self.database_url = data_dir, workers, database_url
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.cpu_at_ready = 0.0  # CPU seconds of the server's processes when /healthz first answered
        self.log = data_dir / f"server-{self.port}.log"

    def start(self, timeout: float = 60.0) -> float:
        """Start and wait until /healthz answers; returns the seconds that took."""
        env = {**os.environ, "JUDGE_DATA_DIR": str(self.data_dir)}
        env.pop("DATABASE_URL", None)
        if self.database_url:
            env["DATABASE_URL"] = self.database_url
        self.data_dir.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "judge", "serve", "--port", str(self.port), "--workers", str(self.workers)],
                env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        while True:
            try:
                status, _body = self.request("GET", "/healthz", timeout=2)
                if status == 200:
                    self.cpu_at_ready = self.cpu_seconds()
                    ready = time.perf_counter() - started
                    self._wait_for_every_worker(timeout)
                    return ready
            except OSError:
                pass
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}: {self.log.read_text()[-2000:]}")
            if time.perf_counter() - started > timeout:
                self.kill()
                raise RuntimeError(f"the server did not answer /healthz within {timeout} s")
            time.sleep(0.05)

    def _wait_for_every_worker(self, timeout: float) -> None:
        """Until each worker listens on the port (its own SO_REUSEPORT socket): /healthz answers once the
        first does, and a load test's keep-alive connections made before the others listen all stay on
        the first ones (two of four workers busy, the others idle, for the whole run)."""
        deadline = time.perf_counter() + timeout
        while self.listening() < self.workers and time.perf_counter() < deadline:
            time.sleep(0.02)

    def listening(self) -> int:
        """How many sockets listen on the server's port (Linux: /proc/net/tcp*; 0 elsewhere)."""
        port = f":{self.port:04X}"
        count = 0
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            try:
                lines = Path(table).read_text().splitlines()[1:]
            except OSError:
                continue
            count += sum(1 for line in lines if line.split()[1].endswith(port) and line.split()[3] == "0A")
        return count

    def request(self, method: str, path: str, body: bytes | None = None, timeout: float = 30,
                connection: http.client.HTTPConnection | None = None) -> tuple[int, bytes]:
        """One request (on `connection` if given, for keep-alive clients)."""
        conn = connection or http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path, body=body)
            response = conn.getresponse()
            return response.status, response.read()
        finally:
            if connection is None:
                conn.close()

    def post_json(self, path: str, body: bytes) -> tuple[int, Any]:
        status, data = self.request("POST", path, body)
        return status, json.loads(data) if data else None

    def pids(self) -> list[int]:
        """The master and its workers."""
        if self.process is None:
            return []
        children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
        workers = [int(p) for p in children.read_text().split()] if children.exists() else []
        return [self.process.pid, *workers]

    def cpu_seconds(self) -> float:
        """CPU time (user + system) the server's processes have used so far (from /proc; the master
        and the live workers, so work a worker did before the master forked counts once)."""
        ticks = os.sysconf("SC_CLK_TCK")
        total = 0.0
        for pid in self.pids():
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
            except OSError:
                continue
            total += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
        return total

    def rss_mb(self) -> dict[int, float]:
        """Resident memory of each process of the server, in MB (from /proc)."""
        sizes = {}
        for pid in self.pids():
            try:
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        sizes[pid] = int(line.split()[1]) / 1024
            except OSError:
                continue
        return sizes

    def kill(self, sig: int = signal.SIGKILL) -> None:
        """Signal the whole process group (master and workers) and reap the master."""
        if self.process is None or self.process.poll() is not None:
            return
        try:
            os.killpg(self.process.pid, sig)
        except ProcessLookupError:
            return
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=30)

    def stop(self) -> None:
        self.kill(signal.SIGTERM)

    def __enter__(self) -> Server:
        self.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()
