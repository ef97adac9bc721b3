"""The imported card database: one SQLite file per game in the user data directory.

`judge cards import FILE` fills it (judge/cards/imported/importer.py); the card library asks it
for a name the curated library doesn't know (judge/cards/library.py), so a scenario may name any
imported card by its English or German name. Each row keeps the card as the same structured data
the curated library uses (validated again on read), and which of its abilities were understood.

A re-import writes a new file beside the old one and replaces it in one rename: a reader never
sees half an import, and the old cards are gone when the new ones are in.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import sqlite3

from judge.cards.folding import fold
from judge.paths import user_data_dir

GAMES = ("mtg", "yugioh")
SCHEMA = """
CREATE TABLE cards (
    name TEXT PRIMARY KEY,      -- the English name
    name_de TEXT,
    folded TEXT NOT NULL,
    folded_de TEXT,
    status TEXT NOT NULL,       -- full, partial, none
    data TEXT NOT NULL,         -- the card as the library's structured data (JSON)
    abilities TEXT NOT NULL     -- [{"text": ..., "understood": ..., "wording": ...}]
);
CREATE TABLE localized (name TEXT NOT NULL, lang TEXT NOT NULL, printed TEXT NOT NULL,
                        PRIMARY KEY (name, lang));
CREATE TABLE import_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
INDEXES = """
CREATE INDEX cards_folded ON cards (folded);
CREATE INDEX cards_folded_de ON cards (folded_de);
CREATE INDEX cards_name_de ON cards (name_de COLLATE NOCASE);
"""


def database_path(game: str) -> Path:
    return user_data_dir() / f"cards-{game}.sqlite"


@dataclass(frozen=True)
class StoredCard:
    """One imported card as read back: its data (for the card model), names and abilities."""

    name: str
    name_de: str | None
    status: str
    data: dict[str, Any]
    abilities: list[dict[str, Any]]


def _connect(path: Path) -> sqlite3.Connection | None:
    if not path.exists():
        return None
    import sqlite3  # lazy: start-up (a ruling without imported cards opens no database)
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
    connection.row_factory = sqlite3.Row
    return connection


class CardStore:
    """Read access to one game's imported cards (absent file: no imported cards)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._connection: sqlite3.Connection | None = None
        self._opened: tuple[Path, int, int] | None = None  # the file, its inode and mtime when opened
        self._models: dict[str, Any] = {}  # name asked -> validated card (or None), for that file

    def card(self, name: str, model: type) -> Any:
        """The imported card of this name validated as `model` (a library card model), or None."""
        db = self._db()
        if db is None:
            return None
        if name not in self._models:
            if len(self._models) > 10_000:
                self._models.clear()
            found = self.find(name)
            data = None if found is None else {**found.data, "names": {"de": found.name_de}} if found.name_de \
                else found.data
            self._models[name] = model.model_validate(data) if data is not None else None
        return self._models[name]

    def _db(self) -> sqlite3.Connection | None:
        """The open database, reopened when an import replaced the file (or the data directory changed)."""
        path = database_path(self.game)
        try:
            stat = path.stat()
            opened = (path, stat.st_ino, stat.st_mtime_ns)
        except OSError:
            return None
        if self._connection is None or opened != self._opened:
            self._connection = _connect(path)
            self._opened = opened
            self._models = {}
        return self._connection

    def _card(self, row: sqlite3.Row | None) -> StoredCard | None:
        if row is None:
            return None
        return StoredCard(row["name"], row["name_de"], row["status"], json.loads(row["data"]),
                          json.loads(row["abilities"]))

    def find(self, name: str) -> StoredCard | None:
        """A card by English or German name, exactly or in the folded form."""
        db = self._db()
        if db is None or not name.strip():
            return None
        folded = fold(name)
        row = db.execute("SELECT * FROM cards WHERE name = ? OR folded = ? ORDER BY name = ? DESC LIMIT 1",
                         (name, folded, name)).fetchone()
        if row is None:
            row = db.execute("SELECT * FROM cards WHERE folded_de = ? LIMIT 1", (folded,)).fetchone()
        return self._card(row)

    def search(self, query: str, limit: int = 20) -> list[tuple[str, str | None]]:
        """(English name, German name) of cards whose folded names start with, then contain, `query`."""
        db = self._db()
        folded = fold(query)
        if db is None or not folded:
            return []
        found: dict[str, str | None] = {}
        for pattern in (f"{folded}%", f"%{folded}%"):
            rows = db.execute("SELECT name, name_de FROM cards WHERE folded LIKE ? OR folded_de LIKE ? "
                              "ORDER BY length(name) LIMIT ?", (pattern, pattern, limit))
            for row in rows:
                found.setdefault(row["name"], row["name_de"])
            if len(found) >= limit:
                break
        return list(found.items())[:limit]

    def info(self) -> dict[str, str]:
        db = self._db()
        if db is None:
            return {}
        return {row["key"]: row["value"] for row in db.execute("SELECT key, value FROM import_info")}

    def status_counts(self) -> dict[str, int]:
        db = self._db()
        if db is None:
            return {}
        return {row[0]: row[1] for row in db.execute("SELECT status, count(*) FROM cards GROUP BY status")}

    def abilities(self) -> Iterator[list[dict[str, Any]]]:
        """Every card's abilities, one card at a time (for coverage)."""
        db = self._db()
        if db is None:
            return
        for (abilities,) in db.execute("SELECT abilities FROM cards"):
            yield json.loads(abilities)


class CardWriter:
    """Writes a new database for one game; `commit()` replaces the old one, `discard()` drops it."""

    BATCH = 500

    def __init__(self, game: str) -> None:
        self.final_path = database_path(game)
        self.path = self.final_path.with_suffix(".sqlite.new")
        self.path.unlink(missing_ok=True)
        import sqlite3  # lazy: start-up, as in _connect

        self.db = sqlite3.connect(self.path)
        self.db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + SCHEMA)
        self.pending: list[tuple] = []
        self.count = 0

    def add(self, name: str, name_de: str | None, status: str, data: dict[str, Any],
            abilities: list[dict[str, Any]]) -> None:
        """Add a card; a name seen before (another printing) keeps its first version."""
        self.pending.append((name, name_de, fold(name), fold(name_de) if name_de else None, status,
                             json.dumps(data, ensure_ascii=False), json.dumps(abilities, ensure_ascii=False)))
        if len(self.pending) >= self.BATCH:
            self.flush()

    def add_localized(self, name: str, lang: str, printed: str) -> None:
        self.db.execute("INSERT OR IGNORE INTO localized VALUES (?, ?, ?)", (name, lang, printed))

    def flush(self) -> None:
        cursor = self.db.executemany("INSERT OR IGNORE INTO cards VALUES (?, ?, ?, ?, ?, ?, ?)", self.pending)
        self.count += cursor.rowcount
        self.pending.clear()

    def commit(self, info: dict[str, str]) -> int:
        """Finish: German names from other printings, indexes, the import's facts; then replace."""
        self.flush()
        self.db.executescript("""
            UPDATE cards SET name_de = (SELECT printed FROM localized l WHERE l.name = cards.name AND l.lang = 'de')
            WHERE name_de IS NULL;
            DELETE FROM localized;
        """)
        self.db.create_function("fold", 1, fold, deterministic=True)
        self.db.execute("UPDATE cards SET folded_de = fold(name_de) WHERE name_de IS NOT NULL AND folded_de IS NULL")
        self.db.executescript(INDEXES)
        count = self.db.execute("SELECT count(*) FROM cards WHERE status != 'token'").fetchone()[0]
        self.db.executemany("INSERT INTO import_info VALUES (?, ?)", [*info.items(), ("cards", str(count))])
        self.db.commit()
        self.db.close()
        os.replace(self.path, self.final_path)
        return count

    def discard(self) -> None:
        self.db.close()
        self.path.unlink(missing_ok=True)
