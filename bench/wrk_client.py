"""Drive the server with wrk (Debian package `wrk`), a load generator written in C.

The Python client of http_bench.py runs its clients as threads of one interpreter: on a
2-CPU machine they take much of the CPU the server needs and queue behind the GIL, so its
latencies are the client's as much as the server's. wrk costs a fraction of that, which is
why http_bench prefers it when it is installed (`apt-get install wrk`) and says in the table
which client measured.

The requests (a list of method, path, body) are written into a Lua script that wrk runs in
each of its threads; every ruling body gets a unique comment, so it is really ruled and
stored, as in the Python client.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

LUA = r"""
local requests = {%(requests)s}
local counter = 0
local headers = {["Content-Type"] = "application/x-yaml"}

function setup(thread)
  thread_count = (thread_count or 0) + 1
  thread:set("thread_id", thread_count)
end

function request()
  counter = counter + 1
  local entry = requests[(counter + thread_id * 7919) %% #requests + 1]
  local body = entry[3]
  if body ~= nil then
    body = body .. "\n# load %(salt)s " .. thread_id .. " " .. counter .. "\n"
  end
  return wrk.format(entry[1], entry[2], headers, body)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests": %%d, "seconds": %%f, "p50": %%f, "p95": %%f, "p99": %%f, "errors": %%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.status + e.timeout))
end
"""


def available() -> bool:
    return shutil.which("wrk") is not None


def _lua_string(text: str) -> str:
    """A Lua long string that cannot be closed early by the text itself."""
    level = 0
    while f"]{'=' * level}]" in text:
        level += 1
    return f"[{'=' * level}[\n{text}]{'=' * level}]"  # a newline right after [[ is dropped by Lua


def _lua_entry(method: str, path: str, body: bytes | None) -> str:
    lua_body = _lua_string(body.decode()) if body is not None else "nil"
    return f"{{{_lua_string(method)}, {_lua_string(path)}, {lua_body}}}"


def drive(port: int, clients: int, seconds: float,
          requests: list[tuple[str, str, bytes | None]], salt: str) -> dict[str, float]:
    """Run wrk with `clients` connections for `seconds`; the same keys as http_bench.drive."""
    entries = ",\n".join(_lua_entry(*request) for request in requests)
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "requests.lua"
        script.write_text(LUA % {"requests": entries, "salt": salt}, encoding="utf-8")
        output = subprocess.run(
            ["wrk", f"-t{min(2, clients)}", f"-c{clients}", f"-d{seconds:g}s", "--timeout", "30s",
             "-s", str(script), f"http://127.0.0.1:{port}/"],
            check=True, capture_output=True, text=True, timeout=seconds + 60).stdout
    result = json.loads(output.strip().splitlines()[-1])
    result["rps"] = result["requests"] / result["seconds"]
    return result
