"""The official Comprehensive Rules text, imported by the user (`judge rules import FILE`).

The project ships only its own one-line summaries of the rules it cites (judge/rules/<game>/).
The official text belongs to Wizards of the Coast, so it is never part of the project: a
user who downloaded the plain-text release can import it, and then rulings and the web app
show the official wording of every cited rule beside the summary.

The text file is a contents list, then the rules — each a paragraph that starts with its
number ("100.", "100.1.", "608.2b"), followed by its "Example:" paragraphs and, rarely, an
indented continuation paragraph — then a glossary
and credits. The import keeps the numbered rules with their examples and the effective date,
in a JSON file in the data directory (`JUDGE_DATA_DIR`).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from judge.paths import user_data_dir

STORE_NAME = "comprehensive-rules.json"
MIN_RULES = 50  # fewer numbered rules than this: not the Comprehensive Rules text file
RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\s+(\S.*)$")
EFFECTIVE = re.compile(r"effective as of (\w+ \d{1,2}, \d{4})")


class ImportProblem(ValueError):
    """The file can't be imported; the message says why and what to do."""


@dataclass(frozen=True)
class OfficialRules:
    effective: str | None  # ISO date, when the file says it
    source: str
    rules: dict[str, str]

    def text(self, number: str) -> str | None:
        return self.rules.get(number)


def parse(text: str, source: str = "<text>") -> OfficialRules:
    """The numbered rules of a Comprehensive Rules text file, each with its examples.

    The contents list repeats the section headings ("100. General"); the later occurrence,
    in the rules themselves, wins. Parsing stops at the glossary, whose entries aren't numbered.
    """
    rules: dict[str, str] = {}
    current: str | None = None
    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = raw.strip()
        if not line:
            continue
        if line == "Glossary" and any("." in number for number in rules):
            break  # the glossary after the rules (the contents list names it too, earlier)
        match = RULE_LINE.match(line)
        if match:
            current = match.group(1)
            rules[current] = match.group(2)
        elif current is not None and (line.startswith("Example:") or raw[:1].isspace()):
            rules[current] += "\n" + line  # its examples, and indented continuation paragraphs
        else:
            current = None  # a title or a contents line: nothing to attach to
    if len(rules) < MIN_RULES:
        raise ImportProblem(
            f"{source}: found {len(rules)} numbered rules, expected hundreds (is this the plain-text "
            "Comprehensive Rules from the Magic rules website? download the .txt version)")
    found = EFFECTIVE.search(text)
    effective = None
    if found:
        try:
            effective = datetime.strptime(found.group(1), "%B %d, %Y").date().isoformat()
        except ValueError:
            effective = None
    return OfficialRules(effective=effective, source=source, rules=rules)


def read_file(path: Path) -> OfficialRules:
    """Read and parse a downloaded rules file (UTF-8, with or without BOM, or Windows-1252)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ImportProblem(f"{path}: cannot read the file ({exc.strerror or exc})") from exc
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")  # older releases were Windows-1252
    return parse(text, source=path.name)


def store_path(data_dir: Path | None = None) -> Path:
    return (data_dir or user_data_dir()) / STORE_NAME


def save(rules: OfficialRules, data_dir: Path | None = None) -> Path:
    """Write the imported rules atomically (a half-written file is never read)."""
    target = store_path(data_dir)
    payload = {"effective": rules.effective, "source": rules.source, "rules": rules.rules}
    handle, scratch = tempfile.mkstemp(prefix=".rules-", dir=target.parent)
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        json.dump(payload, out, ensure_ascii=False)
    os.replace(scratch, target)
    _cache.clear()
    return target


_cache: dict[tuple[str, float], OfficialRules | None] = {}


def load(data_dir: Path | None = None) -> OfficialRules | None:
    """The imported rules, or None when none were imported (re-read when the file changes)."""
    path = store_path(data_dir)
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return None
    key = (str(path), stamp)
    if key not in _cache:
        try:
            payload = json.loads(path.read_text(encoding="utf-8"))
            _cache.clear()
            _cache[key] = OfficialRules(payload.get("effective"), payload.get("source", ""),
                                        dict(payload["rules"]))
        except (OSError, ValueError, KeyError, TypeError):
            _cache[key] = None  # a damaged store is treated as not imported; import again
    return _cache[key]


def official_text(number: str) -> str | None:
    """The official wording of a Magic rule, when the rules were imported."""
    rules = load()
    return rules.text(number) if rules else None
