"""How much of an imported card database is understood: the counts and the work queue (the
most frequent wordings not understood, numbers and mana symbols folded to N)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.cards.imported.store import CardStore

TOP = 50


def coverage(game: str, top: int = TOP) -> dict[str, Any]:
    store = CardStore(game)
    counts = store.status_counts()
    total = sum(counts.get(status, 0) for status in ("full", "partial", "none"))  # not the tokens
    wordings: Counter[str] = Counter()
    for abilities in store.abilities():
        wordings.update({a["wording"] for a in abilities if not a["understood"]})
    return {
        "game": game, "cards": total, "full": counts.get("full", 0), "partial": counts.get("partial", 0),
        "none": counts.get("none", 0),
        "full_percent": round(100 * counts.get("full", 0) / total, 1) if total else 0.0,
        "source": store.info(),
        "not_understood": [{"wording": w, "count": c} for w, c in wordings.most_common(top)],
    }
