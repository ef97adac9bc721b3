"""Parsed data kept between processes: a pickle in the data directory, named after the content
of the files it was parsed from and of the code that defines what it holds.

Reading YAML and validating it at every start of the CLI costs more than the command itself
(the glossary's ~500 files a third of a second, the card library ~15 ms of a 0.25 s ruling);
reading the files to fingerprint them and unpickling costs a few milliseconds. An edited file
or an edited model gives another name, so a stale pickle is never read (and is removed when the
new one is written). A cache that can't be read or written is simply not used.
"""

from __future__ import annotations

import gc
import hashlib
import os
import pickle
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any, TypeVar

from judge.paths import user_data_dir

T = TypeVar("T")


def data_dir() -> Path | None:
    """The data directory, or None when there is none to be had (then nothing is kept)."""
    try:
        return user_data_dir()
    except OSError:
        return None


def parsed(kind: str, data_fingerprint: str, code: Iterable[Path], parse: Callable[[], T], folder: Path | None) -> T:
    """What `parse()` makes of the files with this `fingerprint`: from the pickle of `kind` in
    `folder` when there is one for this content and `code`, else parsed (and stored there).
    Without a folder, parsed every time."""
    stored = cache_file(folder, kind, data_fingerprint, code) if folder is not None else None
    value = load(stored)
    if value is None:
        value = parse()
        store(stored, value, kind)
    return value


def fingerprint(files: Iterable[tuple[str, bytes]]) -> str:
    """sha256 over each file's name and content, in the order given."""
    digest = hashlib.sha256()
    for name, data in files:
        digest.update(f"{name}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def cache_file(folder: Path, kind: str, data_fingerprint: str, code: Iterable[Path]) -> Path:
    """Where the pickle of `kind` parsed from data with this fingerprint, by this code, lives."""
    code_fingerprint = fingerprint((path.name, path.read_bytes()) for path in code)
    return folder / f"{kind}-{data_fingerprint[:16]}-{code_fingerprint[:12]}.pickle"


def load_pickle(handle: IO[bytes]) -> Any:
    """Unpickle with the cyclic garbage collector paused: the tens of thousands of objects of a
    glossary pickle would otherwise set off collections that each walk the whole heap (30 of the
    36 ms the terms took in `judge rule`); none of what is loaded is garbage."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return pickle.load(handle)
    finally:
        if enabled:
            gc.enable()


def load(path: Path | None) -> Any | None:
    """What the pickle at `path` holds, or None when there is none (or it can't be read)."""
    if path is None:
        return None
    try:
        with path.open("rb") as handle:
            return load_pickle(handle)
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, TypeError, ValueError):
        return None  # not there yet, or written by another version


def store(path: Path | None, value: Any, kind: str) -> None:
    """Written to a temporary file renamed into place; the older pickles of `kind` removed."""
    if path is None:
        return
    import tempfile  # lazy: start-up (a process that finds its pickles writes none)

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, scratch = tempfile.mkstemp(prefix=f".{kind}-", dir=path.parent)
    except OSError:
        return  # a read-only data folder: parse at every start
    try:
        with os.fdopen(handle, "wb") as out:
            pickle.dump(value, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.chmod(scratch, 0o644)  # mkstemp's 0600 would hide it from a server running as another user
        os.replace(scratch, path)
        for old in path.parent.glob(f"{kind}-*.pickle"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass  # a full disk: parse again next time
    finally:
        if os.path.exists(scratch):
            os.unlink(scratch)  # never a half-written file left behind
