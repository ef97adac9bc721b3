"""A review page per language: every ruling message once, rendered with realistic values.

A reviewer reads each template once instead of hunting for it in scenarios:
`python -m judge.explain.review DIR` writes DIR/review-en.md, review-de.md and review-nl.md.
The values come from the first scenario of the library whose ruling uses the message (its
real cards, players and numbers); a message no scenario uses yet is listed with its template
so it is not forgotten. tests/test_review_page.py builds the pages and checks that no message
is left with a placeholder or an English fallback.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from judge.events import CardName, Listing, Ruling
from judge.explain.i18n import LANGUAGES, translate
from judge.explain.messages import MESSAGES
from judge.explain.render import message_key, sentence
from judge.paths import data_folder
from judge.ruling import rule
from judge.scenario import ScenarioError, load_scenario_file


def _uses(ruling: Ruling) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(prefix, kind, params) of every message a ruling's text needs."""
    for event in ruling.events:
        yield "", event.kind, event.params
    for item in ruling.illegal:
        yield "illegal:", item.kind, item.params
    for decision in ruling.choices:
        taken = decision.taken
        yield "choice:", decision.kind, {
            "chooser": decision.chooser, "taken": taken, "options": ", ".join(decision.options),
            "subject": CardName(decision.subject) if decision.subject else "",
            "count": len(taken.parts) if isinstance(taken, Listing) else 1}
        for outcome in decision.outcomes:
            yield "outcome:", outcome.kind, outcome.params


Example = tuple[str, str, str, str, dict[str, Any]]  # scenario, game, prefix, kind, parameters


def examples() -> dict[str, Example]:
    """message key -> (scenario, game, prefix, kind, params) of its first use in the library."""

    found: dict[str, Example] = {}
    root = data_folder("scenarios")
    for path in sorted(root.rglob("*.yaml")):
        try:
            ruling = rule(load_scenario_file(str(path)))
        except ScenarioError:
            continue
        for prefix, kind, params in _uses(ruling):
            key = message_key(kind, params, prefix)
            found.setdefault(key, (str(path.relative_to(root)), ruling.game, prefix, kind, params))
    return found


def page(lang: str, found: dict[str, Example]) -> str:
    """The review page of one language, in Markdown: used messages first, then the unused ones."""
    lines = [f"# Ruling messages in {lang}", "",
             f"{len(found)} messages rendered from the first scenario that uses each; "
             "the rest are listed as templates.", ""]
    for key in sorted(k for k in MESSAGES if k in found):
        scenario, game, prefix, kind, params = found[key]
        text = sentence(kind, params, lang, game, prefix=prefix)
        lines += [f"- `{key}` ({scenario})", f"  {text}"]
    unused = sorted(k for k in MESSAGES if k not in found and k.split(":")[0] not in ("card", "text"))
    lines += ["", "## Not used by any library scenario yet", ""]
    for key in unused:
        template = MESSAGES[key]
        count = getattr(template, "count", None)
        forms = [translate(template, lang, {count: n}) for n in (1, 2)] if count else [translate(template, lang)]
        lines += [f"- `{key}`"] + [f"  {form}" for form in dict.fromkeys(forms)]
    return "\n".join(lines) + "\n"


def write_pages(folder: Path) -> list[Path]:
    """One page per language in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    found = examples()
    written = []
    for lang in LANGUAGES:
        path = folder / f"review-{lang}.md"
        path.write_text(page(lang, found), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":  # pragma: no cover - a reviewer's tool
    for written in write_pages(Path(sys.argv[1] if len(sys.argv) > 1 else "review")):
        print(written)
