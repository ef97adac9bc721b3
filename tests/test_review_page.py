"""The review pages (judge/explain/review.py): every ruling message once per language."""

from __future__ import annotations

import re
from pathlib import Path

from judge.explain.messages import MESSAGES


def test_every_ruling_message_is_on_each_review_page(tmp_path: Path) -> None:
    from judge.explain.review import write_pages

    pages = {path.stem.removeprefix("review-"): path.read_text(encoding="utf-8") for path in write_pages(tmp_path)}
    assert set(pages) == {"en", "de", "nl"}
    ruling_keys = [k for k in MESSAGES if k.split(":")[0] not in ("card", "text")]
    for lang, text in pages.items():
        missing = [k for k in ruling_keys if f"`{k}`" not in text]
        assert not missing, f"{lang}: {missing[:10]}"
        used = text.split("## Not used")[0]
        assert not re.search(r"\{[a-z_]+(:[^}]*)?\}", used), f"{lang}: a placeholder left in a rendered message"
    assert pages["de"].split("## Not used")[0] != pages["en"].split("## Not used")[0]
