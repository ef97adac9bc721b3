"""`judge serve` starts a real gunicorn server that answers /healthz and the API."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_serve_answers_healthz_and_rulings(tmp_path: Path) -> None:
    """Also: each request is logged in the combined log format (judge.commands.access_log)."""
    port = _free_port()
    env = {**os.environ, "JUDGE_DATA_DIR": str(tmp_path)}
    env.pop("DATABASE_URL", None)
    server = subprocess.Popen(
        [sys.executable, "-m", "judge", "serve", "--port", str(port), "--workers", "2"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
                    assert json.load(response) == {"status": "ok"}
                    break
            except OSError:
                assert server.poll() is None, server.stdout.read().decode() if server.stdout else ""
                assert time.monotonic() < deadline, "server did not answer within 60 s"
                time.sleep(0.2)
        seed = Path(__file__).resolve().parents[2] / "scenarios/mtg/stack/seed-shock-resolves-first.yaml"
        request = urllib.request.Request(f"http://127.0.0.1:{port}/api/rulings", data=seed.read_bytes(),
                                         method="POST")
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.status == 201
            assert json.load(response)["game"] == "mtg"
        # the workers listen on the port each with SO_REUSEPORT: a second server is still refused
        second = subprocess.run([sys.executable, "-m", "judge", "serve", "--port", str(port)], env=env,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 2 and f"can't listen on 127.0.0.1:{port}" in second.stderr
        search = urllib.request.Request(f"http://127.0.0.1:{port}/api/glossary/search?q=trample",
                                        headers={"User-Agent": "judge-test", "Referer": "http://example.org/"})
        with urllib.request.urlopen(search, timeout=10) as response:
            length = len(response.read())
    finally:
        server.terminate()
        server.wait(timeout=20)
    log = server.stdout.read().decode() if server.stdout else ""
    assert re.search(r'^127\.0\.0\.1 - - \[\d\d/\w{3}/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}\] '
                     r'"POST /api/rulings HTTP/1\.1" 201 \d+ "-" "Python-urllib/[\d.]+"$', log, re.M), log
    assert f'"GET /api/glossary/search?q=trample HTTP/1.1" 200 {length} "http://example.org/" "judge-test"' in log
