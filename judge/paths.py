"""Where the project's data lives, for a source checkout and for an installed wheel alike.

The repository keeps `glossary/`, `scenarios/` and `templates/` at its top level;
a wheel carries them under `judge/_data/` (see pyproject.toml). Everything that
reads those folders asks this module, so neither layout is assumed elsewhere.
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def data_folder(name: str) -> Path:
    """The folder `name` (glossary, scenarios, templates), packaged or in the checkout."""
    packaged = PACKAGE_DIR / "_data" / name
    if packaged.is_dir():
        return packaged
    return PACKAGE_DIR.parent / name


def user_data_dir() -> Path:
    """The writable folder for the ruling store and the search index (`JUDGE_DATA_DIR`)."""
    configured = os.environ.get("JUDGE_DATA_DIR")
    if configured:
        path = Path(configured).expanduser()
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("judge", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
