"""How the glossary is laid out: one folder per game, one YAML file per term, three languages.

Both the terms (judge/glossary/terms.py) and the words a ruling's text needs of them
(judge/glossary/words.py) are kept in pickles named after the content of these files
(judge/pickle_cache.py); this is where the files are read and fingerprinted.
"""

from __future__ import annotations

from pathlib import Path

from judge import pickle_cache

LANGS = ("en", "de", "nl")
GAMES = ("mtg", "yugioh")

GlossaryFiles = list[tuple[str, Path, bytes]]


def read_files(folder: Path) -> GlossaryFiles:
    """(game, path, content) of every term file under `folder`/<game>/, in order."""
    return [(game, path, path.read_bytes()) for game in GAMES for path in sorted((folder / game).glob("*.yaml"))]


def fingerprint(files: GlossaryFiles) -> str:
    """sha256 over the files' names and contents."""
    return pickle_cache.fingerprint((f"{game}/{path.name}", data) for game, path, data in files)
