"""The ruling store against SQLite and, when DATABASE_URL_TEST names one, a real PostgreSQL.

.ci/run starts Debian's PostgreSQL and sets DATABASE_URL_TEST, so CI runs both.
"""

from __future__ import annotations

import os
import threading
import uuid

import pytest

from judge.web.store import RulingStore, database_url

BACKENDS = ["sqlite"]
if os.environ.get("DATABASE_URL_TEST"):
    BACKENDS.append("postgresql")


@pytest.fixture(params=BACKENDS)
def store(request, tmp_path) -> RulingStore:
    if request.param == "sqlite":
        return RulingStore(database_url(None, str(tmp_path)))
    return RulingStore(database_url(os.environ["DATABASE_URL_TEST"], str(tmp_path)))


def _scenario() -> str:
    return f"game: mtg\n# {uuid.uuid4()}\nplayers: [{{name: A}}]\n"


def test_put_then_get(store: RulingStore) -> None:
    text = _scenario()
    stored, created = store.put("mtg", text, {"en": {"summary": "x"}})
    assert created
    again = store.get(stored.id)
    assert again is not None and again.scenario == text and again.ruling("de") == {"summary": "x"}


def test_same_scenario_is_not_stored_twice(store: RulingStore) -> None:
    text = _scenario()
    first, _ = store.put("mtg", text, {"en": {"n": 1}})
    second, created = store.put("mtg", text, {"en": {"n": 2}})
    assert not created and second.id == first.id and second.rendered == {"en": {"n": 1}}


def test_unknown_id(store: RulingStore) -> None:
    assert store.get("does-not-exist") is None


def test_concurrent_writers_lose_nothing(store: RulingStore, tmp_path) -> None:
    """Two stores (two servers) writing at once: every acknowledged ruling is there."""
    other = RulingStore(store.url)
    acknowledged: list[str] = []
    lock = threading.Lock()

    def write(target: RulingStore, count: int) -> None:
        for _ in range(count):
            stored, _ = target.put("mtg", _scenario(), {"en": {}})
            with lock:
                acknowledged.append(stored.id)

    threads = [threading.Thread(target=write, args=(s, 15)) for s in (store, other, store, other)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(acknowledged)) == 60
    assert all(store.get(ruling_id) is not None for ruling_id in acknowledged)


def test_sqlite_writers_queue_on_a_file_lock(tmp_path) -> None:
    """A writer waits for the lock file (woken at once), not in SQLite's sleeping busy loop."""
    import fcntl

    store = RulingStore(database_url(None, str(tmp_path)))
    lock_path = tmp_path / "rulings.sqlite3.write-lock"
    done = threading.Event()
    with open(lock_path, "a+b") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # another writer holds the lock
        writer = threading.Thread(target=lambda: (store.put("mtg", _scenario(), {"en": {}}), done.set()))
        writer.start()
        assert not done.wait(0.3), "the write went ahead while another writer held the lock"
        fcntl.flock(held, fcntl.LOCK_UN)
    assert done.wait(10), "the write did not go ahead once the lock was free"
    writer.join()


def test_rendered_rulings_kept_are_bounded_by_their_size() -> None:
    """A few huge rulings can't fill a worker: what is kept is bounded by the size of the stored
    rulings, and a ruling bigger than the bound is rendered for each read, never kept."""
    from judge.web.store import Renderings

    kept = Renderings(entries=10, chars=1000)
    renders: list[str] = []

    def render(name: str):
        return lambda: renders.append(name) or {"ruling": name}

    assert kept.get(("small", "en"), 100, render("small")) == {"ruling": "small"}
    kept.get(("small", "en"), 100, render("small"))
    assert renders == ["small"]  # read again from what is kept
    kept.get(("huge", "en"), 5000, render("huge"))
    kept.get(("huge", "en"), 5000, render("huge"))
    assert renders == ["small", "huge", "huge"]  # too big to keep; the small one stays
    kept.get(("small", "en"), 100, render("small"))
    assert renders == ["small", "huge", "huge"]
    for number in range(20):
        kept.get((number, "en"), 10, render(str(number)))
    kept.get((19, "en"), 10, render("19"))
    kept.get((0, "en"), 10, render("0"))
    assert renders[-2:] == ["19", "0"]  # at most ten entries: the oldest went
    kept.get(("large", "en"), 950, render("large"))
    kept.get(("large", "en"), 950, render("large"))
    kept.get((10, "en"), 10, render("10"))
    assert renders[-2:] == ["large", "10"]  # kept within the bound, pushing the oldest out
