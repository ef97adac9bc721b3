"""A plain `pip install .` must carry the data folders: the wheel is checked for them."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_contains_every_data_folder(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)
    wheel = next(tmp_path.glob("judge-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for prefix in ("judge/_data/glossary/", "judge/_data/scenarios/mtg/", "judge/_data/templates/",
                   "judge/cards/mtg/", "judge/locale/de/LC_MESSAGES/", "judge/rules/mtg/"):
        assert any(n.startswith(prefix) for n in names), f"{prefix} missing from the wheel"
    assert not any("/_data/_data" in n for n in names)
