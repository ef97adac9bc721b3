"""`judge serve [--host] [--port] [--workers] [--data-dir]`: the web app on gunicorn.

A real WSGI server, not Flask's development server. The app is stateless apart
from the ruling store, so several workers (and several hosts sharing one
PostgreSQL through DATABASE_URL) can serve it.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys


def default_workers() -> int:
    """One per core (at least two, at most 8), each with threads for requests that wait. Requests are
    CPU work: more processes than cores only take turns on them, and each takes its keep-alive
    connections with it. On 2 cores, 32 clients searching: p95 19-25 ms with two workers, 28-38 ms with
    four (which also got their shares of the connections unevenly, 4 to 18 each)."""
    return max(2, min(8, os.cpu_count() or 1))


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("serve", help="run the web app (gunicorn)",
                                   description="Serve the web app and JSON API with gunicorn. The editor "
                                   "schema is at /schema/mtg.json and /schema/yugioh.json. Environment: "
                                   "DATABASE_URL puts the ruling store in PostgreSQL.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on; 0.0.0.0 for every interface (default: 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default: 8000)")
    parser.add_argument("--workers", type=int, default=default_workers(),
                        help=f"worker processes, each with 4 threads (default: one per CPU core, at least 2, "
                        f"at most 8: {default_workers()} here)")
    parser.add_argument("--data-dir", help="folder for the SQLite ruling store and the search index "
                        "(default: $JUDGE_DATA_DIR or a per-user data folder)")
    parser.set_defaults(handler=run)


def port_problem(host: str, port: int) -> str | None:
    """Why the server could not listen on host:port (busy, not allowed), or None; said before
    loading anything, never after claiming to serve."""
    import socket

    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as gunicorn does
            probe.bind((host, port))
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def run(args: argparse.Namespace) -> int:
    problem = port_problem(args.host, args.port)
    if problem is not None:
        print(f"judge serve: can't listen on {args.host}:{args.port}: {problem} (is another server running "
              "there? choose another port with --port)", file=sys.stderr)
        return 2
    if args.data_dir:
        os.environ["JUDGE_DATA_DIR"] = os.path.abspath(args.data_dir)
    from gunicorn.app.base import BaseApplication

    from judge.web import create_app

    app = create_app()
    warm_up()

    class Server(BaseApplication):
        def load_config(self) -> None:
            self.cfg.set("bind", f"{args.host}:{args.port}")
            self.cfg.set("workers", args.workers)
            self.cfg.set("worker_class", "gthread")
            self.cfg.set("threads", 4)
            self.cfg.set("timeout", 60)
            self.cfg.set("graceful_timeout", 10)
            self.cfg.set("preload_app", True)
            # each worker listens on its own socket of the port (SO_REUSEPORT) and the kernel
            # spreads new connections over them: on one shared socket the first worker to wake
            # took most keep-alive connections (all 32 of a load test, one core busy, the other
            # idle: search p95 140-170 ms against 100-120 ms spread, on a loaded 2-CPU machine)
            self.cfg.set("reuse_port", True)
            self.cfg.set("accesslog", "-")
            self.cfg.set("logger_class", "judge.commands.access_log.AccessLog")  # the same line, made leaner
            # each worker opens its own database connections, never the preloaded master's
            self.cfg.set("post_fork", lambda _server, _worker: app.config["RULING_STORE"].after_fork())

        def load(self):
            return app

    print(f"judge: serving on http://{args.host}:{args.port}/ with {args.workers} workers", flush=True)
    Server().run()
    return 0


def warm_up() -> None:
    """Load what every request needs once, before workers fork (they share it, and no
    worker's first requests pay for it): card libraries, the scenario models with inline
    cards, the engines and catalogs (by ruling on one library scenario per game in every
    language), the search index, and every part that only some rulings import (judge.parts).
    bench/memory_bench.py warms its worker up with this too."""
    from judge.cards.library import load_library
    from judge.explain.neutral import load
    from judge.explain.render import to_json
    from judge.glossary.terms import load_glossary
    from judge.parts import import_every_part
    from judge.paths import data_folder
    from judge.scenario.load import scenario_model
    from judge.web.rulings import LANGS, render_all

    load_glossary()  # the terms' pages and search results (a ruling's text needs only their words)
    for game in ("mtg", "yugioh"):
        load_library(game)
        scenario_model(game).model_rebuild()  # else built by the first scenario with inline `cards:` (~70 ms)
        example = next(iter(sorted((data_folder("scenarios") / game).rglob("*.yaml"))), None)
        if example is not None:
            _, stored = render_all(example.read_text(encoding="utf-8"), example.name)
            for lang in LANGS:  # the catalogs of every language, as a stored ruling is read
                to_json(load(stored["neutral"]), lang)
    try:
        from judge.glossary.search import warm_up
    except ImportError:
        pass
    else:
        warm_up()
    import_every_part()  # what only some rulings import (judge.parts), once for all workers
    # What the master loaded lives as long as the workers: frozen, no collection in a worker
    # walks it (a full collection paused a search for 30 ms) or writes to its pages (which
    # copy-on-write would then duplicate in every worker). No full collection first: the young
    # collections during the warm-up leave nothing to free (a full one found 0 objects and cost
    # ~70 ms of the start, before any worker could answer).
    gc.freeze()
