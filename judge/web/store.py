"""The ruling store: every ruling that was acknowledged is written durably and never changes.

SQLite in the data directory by default (WAL, synchronous=FULL), or any database
SQLAlchemy reaches through `DATABASE_URL` (PostgreSQL for several servers). A
ruling is keyed by an unguessable id; the same scenario text always maps to the
same stored ruling (its SHA-256 is unique), so resubmitting gets the same permalink.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import orjson
from sqlalchemy import (
    Column,
    DateTime,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from judge.explain.neutral import load
from judge.explain.render import to_json
from judge.web.ruling_parts import Fetch, StoredSteps, join, names, split

try:
    import fcntl
except ImportError:  # not on Windows: SQLite's own busy waiting serialises writers there
    fcntl = None  # type: ignore[assignment]

metadata = MetaData()
rulings = Table(
    "rulings", metadata,
    Column("id", String(32), primary_key=True),
    Column("scenario_sha256", String(64), nullable=False, unique=True),
    Column("game", String(16), nullable=False),
    Column("scenario", Text, nullable=False),
    # JSON: {"neutral": the language-neutral ruling} (judge/explain/neutral.py), rendered on read;
    # rulings stored before that keep {lang: ruling JSON} for en, de, nl.
    Column("rendered", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)
# A long ruling's steps and boards, in parts (judge/web/ruling_parts.py): its row keeps the head.
ruling_parts = Table(
    "ruling_parts", metadata,
    Column("ruling_id", String(32), primary_key=True),
    Column("name", String(32), primary_key=True),
    Column("data", Text, nullable=False),
)


@dataclass(frozen=True)
class StoredRuling:
    id: str
    game: str
    scenario: str
    rendered: dict[str, Any]
    created_at: datetime
    # the `rendered` column as stored (JSON text): the key of the rendering cache, so reading a
    # ruling never serializes it again (for a 1000-permanent ruling that cost more than ruling)
    stored_text: str = field(default="", repr=False, compare=False)
    # reads the parts of a ruling stored in parts (names -> data), from the store or from memory
    fetch: Fetch | None = field(default=None, repr=False, compare=False)

    def ruling(self, lang: str) -> dict[str, Any]:
        """The ruling JSON in `lang`: rendered now from the neutral ruling with today's catalogs
        (cached), or as stored for a ruling stored before neutral storage (English when that
        language is missing)."""
        if "neutral" in self.rendered:
            text = self.stored_text or _serialized(self.rendered)
            # keyed by the stored data too, so a ruling made neutral by a migration renders anew
            key = (self.id, lang, len(text), hash(text))
            size = len(text) + self.rendered["neutral"].get("parts", {}).get("chars", 0)
            return RENDERINGS.get(key, size, lambda: to_json(load(self._whole()), lang))
        return self.rendered.get(lang) or self.rendered["en"]

    def page(self, lang: str) -> dict[str, Any]:
        """The ruling JSON in `lang` for its step-through page: for a ruling stored in parts, the
        steps are read and rendered as the page shows them (`StoredSteps`), the rest at once."""
        neutral = self.rendered.get("neutral")
        if neutral is None or "parts" not in neutral or self.fetch is None:
            return self.ruling(lang)
        data = to_json(load(neutral), lang)  # the head: its events are those the summary tells
        data["steps"] = StoredSteps(neutral["parts"], self.fetch, [note["text"] for note in data["unmodelled"]],
                                    lang, data["game"])
        return data

    def _whole(self) -> dict[str, Any]:
        neutral = self.rendered["neutral"]
        if "parts" not in neutral:
            return neutral
        assert self.fetch is not None, "a ruling stored in parts is read through its store"
        return join(neutral, self.fetch(names(neutral)))


class Renderings:
    """Rulings rendered whole on read (the JSON API and exports), the most recently used kept: at
    most `entries` of them, of stored rulings of at most `chars` characters in all; a ruling bigger
    than that is rendered for each read and not kept. A 1000-permanent ruling is 5 MB stored and
    ten times that rendered: a count alone would let a few of them fill a worker, and a step-through
    page renders only its own steps (`StoredRuling.page`)."""

    def __init__(self, entries: int = 256, chars: int = 4_000_000) -> None:
        self.entries, self.chars = entries, chars
        self._kept: OrderedDict[tuple, tuple[int, dict[str, Any]]] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()  # a worker's threads share it

    def get(self, key: tuple, size: int, render: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                return self._kept[key][1]
        rendered = render()
        if size > self.chars:
            return rendered
        with self._lock:
            if key not in self._kept:
                self._kept[key] = (size, rendered)
                self._size += size
            while len(self._kept) > self.entries or self._size > self.chars:
                _key, (dropped, _rendered) = self._kept.popitem(last=False)
                self._size -= dropped
        return rendered


RENDERINGS = Renderings()


def _serialized(rendered: dict[str, Any]) -> str:
    """The `rendered` column's text: JSON, keys sorted (orjson: a 1000-permanent ruling's 5 MB in a
    tenth of the time of the standard encoder)."""
    return orjson.dumps(rendered, option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS).decode()


def database_url(url: str | None, data_dir: str) -> str:
    """SQLAlchemy URL: DATABASE_URL (postgresql:// is driven by psycopg 3) or SQLite in the data dir."""
    if not url:
        return f"sqlite:///{data_dir}/rulings.sqlite3"
    if url.startswith(("postgres://", "postgresql://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def _sqlite_durability(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _pragmas(connection, _record) -> None:  # pragma: no cover - exercised through SQLite
        cursor = connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA busy_timeout=10000")
        cursor.close()


@contextmanager
def _file_lock(path: str | None) -> Iterator[None]:
    """An exclusive lock on `path` across processes and threads (nothing when None).

    SQLite lets one writer in at a time and makes the others poll with growing sleeps (up to
    100 ms each): under concurrent submissions that polling, not the write, was the latency.
    Waiting on a file lock instead wakes the next writer the moment the lock is free.
    """
    if path is None or fcntl is None:
        yield
        return
    with open(path, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


class RulingStore:
    """Insert-only storage of rulings."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = create_engine(url, pool_pre_ping=True)
        self._write_lock: str | None = None
        if self.engine.dialect.name == "sqlite":
            _sqlite_durability(self.engine)
            database = self.engine.url.database
            if database and database != ":memory:":
                self._write_lock = database + ".write-lock"
        metadata.create_all(self.engine)
        # gunicorn preloads the app and then forks: a pooled connection opened here would be
        # shared by every worker's process (one socket, interleaved protocol = broken replies).
        self.engine.dispose()

    def after_fork(self) -> None:
        """In a forked worker: forget the parent's pooled connections without closing them."""
        self.engine.dispose(close=False)

    def get(self, ruling_id: str) -> StoredRuling | None:
        with self.engine.connect() as connection:
            row = connection.execute(select(rulings).where(rulings.c.id == ruling_id)).first()
        return self._row(row) if row else None

    def find_scenario(self, scenario: str) -> StoredRuling | None:
        digest = _digest(scenario)
        with self.engine.connect() as connection:
            row = connection.execute(select(rulings).where(rulings.c.scenario_sha256 == digest)).first()
        return self._row(row) if row else None

    def parts(self, ruling_id: str, wanted: list[str]) -> dict[str, Any]:
        """Parts of a ruling stored in parts, by name (judge/web/ruling_parts.py)."""
        query = select(ruling_parts.c.name, ruling_parts.c.data).where(
            ruling_parts.c.ruling_id == ruling_id, ruling_parts.c.name.in_(wanted))
        with self.engine.connect() as connection:
            found = {name: orjson.loads(data) for name, data in connection.execute(query)}
        missing = set(wanted) - set(found)
        if missing:
            raise LookupError(f"ruling {ruling_id}: parts {sorted(missing)} are missing from the store")
        return found

    def put(self, game: str, scenario: str, rendered: dict[str, Any]) -> tuple[StoredRuling, bool]:
        """Store a ruling; returns (stored, created). Committed before this returns."""
        existing = self.find_scenario(scenario)
        if existing is not None:
            return existing, False
        ruling_id = secrets.token_urlsafe(16)
        head, kept, parts = _in_parts(rendered)
        record = {
            "id": ruling_id, "scenario_sha256": _digest(scenario), "game": game,
            "scenario": scenario, "rendered": _serialized(head),
            "created_at": datetime.now(UTC),
        }
        try:
            with _file_lock(self._write_lock), self.engine.begin() as connection:
                connection.execute(insert(rulings).values(**record))
                _insert_parts(connection, ruling_id, parts)
        except IntegrityError:  # another server stored the same scenario at the same moment
            existing = self.find_scenario(scenario)
            if existing is None:
                raise
            return existing, False
        # the parts just stored are read back from memory (the POST's answer renders the whole ruling)
        return StoredRuling(id=ruling_id, game=game, scenario=scenario, rendered=head,
                            created_at=record["created_at"], stored_text=record["rendered"],
                            fetch=lambda wanted: {name: kept[name] for name in wanted}), True


    def worded(self) -> list[StoredRuling]:
        """The rulings stored before neutral storage, with their text in three languages."""
        with self.engine.connect() as connection:
            rows = connection.execute(select(rulings).where(rulings.c.rendered.not_like('{"neutral":%'))).all()
        return [stored for stored in map(self._row, rows) if "neutral" not in stored.rendered]

    def store_neutral(self, ruling_id: str, neutral_ruling: dict[str, Any]) -> None:
        """Replace a worded ruling by the same ruling kept language-neutral (judge.web.migrate
        checks first that today's engine says the very same thing in English)."""
        head, _kept, parts = _in_parts({"neutral": neutral_ruling})
        with _file_lock(self._write_lock), self.engine.begin() as connection:
            connection.execute(delete(ruling_parts).where(ruling_parts.c.ruling_id == ruling_id))
            connection.execute(update(rulings).where(rulings.c.id == ruling_id).values(rendered=_serialized(head)))
            _insert_parts(connection, ruling_id, parts)

    def _row(self, row: Any) -> StoredRuling:
        data = dict(row._mapping) if hasattr(row, "_mapping") else dict(row)
        rendered, ruling_id = data["rendered"], data["id"]
        return StoredRuling(id=ruling_id, game=data["game"], scenario=data["scenario"],
                            rendered=orjson.loads(rendered) if isinstance(rendered, str) else rendered,
                            created_at=data["created_at"], stored_text=rendered if isinstance(rendered, str) else "",
                            fetch=lambda wanted: self.parts(ruling_id, wanted))


def _in_parts(rendered: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any], dict[str, str]]:
    """What a ruling's row keeps, its parts, and the parts as JSON text: a neutral ruling's steps
    and boards go to parts (the head records their size, what a rendering of the whole weighs); a
    ruling stored in words (tests, old stores) stays whole."""
    if "neutral" not in rendered:
        return rendered, {}, {}
    head, parts = split(rendered["neutral"])
    texts = {name: _serialized(data) for name, data in parts.items()}
    head["parts"]["chars"] = sum(map(len, texts.values()))
    return {"neutral": head}, parts, texts


def _insert_parts(connection: Any, ruling_id: str, parts: dict[str, str]) -> None:
    if parts:
        connection.execute(insert(ruling_parts), [{"ruling_id": ruling_id, "name": name, "data": text}
                                                  for name, text in parts.items()])


def _digest(scenario: str) -> str:
    return hashlib.sha256(scenario.encode("utf-8")).hexdigest()
