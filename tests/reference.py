"""Where the official Comprehensive Rules text is, when it is at hand (never committed).

It sits in `shared/reference/` beside the checkout; checkouts in other folders (git worktrees)
find it by looking up the folder tree. `JUDGE_CR_FILE` names it explicitly.
"""

from __future__ import annotations

import os
from pathlib import Path

CR_NAME = "MagicCompRules-20260116.txt"


def _find() -> Path:
    if os.environ.get("JUDGE_CR_FILE"):
        return Path(os.environ["JUDGE_CR_FILE"])
    here = Path(__file__).resolve()
    for folder in here.parents:
        candidate = folder / "shared" / "reference" / CR_NAME
        if candidate.exists():
            return candidate
    return here.parent / CR_NAME  # absent: the tests that need it are skipped


CR_FILE = _find()
