"""`judge cards import FILE`: stream a card file into the store, reading each card's rules text.

Memory stays bounded whatever the file's size: ijson yields one card at a time, rows are
written in batches, German names from other printings wait in a table of the new database until
the end (tests/test_card_import.py measures a 100 000-card file in a subprocess).
"""

from __future__ import annotations

import datetime
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from pydantic import ValidationError

from judge.cards.imported import mtg_compile, yugioh_compile
from judge.cards.imported.sources import FORMATS, PrintedName, SourceCard, detect_format, read_cards
from judge.cards.imported.store import CardWriter


@dataclass
class ImportReport:
    game: str
    format: str
    cards: int = 0
    skipped: int = 0
    status: dict[str, int] = field(default_factory=dict)


class Progress:
    """A one-line progress bar on a terminal (by bytes read); silent when not a terminal."""

    def __init__(self, stream: IO[bytes], total: int, out: IO[str] | None = None) -> None:
        self.stream, self.total, self.out = stream, max(total, 1), out or sys.stderr
        self.enabled = self.out.isatty()
        self.shown = -1

    def update(self, cards: int) -> None:
        if not self.enabled:
            return
        percent = min(100, self.stream.tell() * 100 // self.total)
        if percent != self.shown:
            self.shown = percent
            bar = "#" * (percent // 4)
            self.out.write(f"\r[{bar:<25}] {percent:3d}%  {cards} cards")
            self.out.flush()

    def done(self) -> None:
        if self.enabled:
            self.out.write("\n")


def import_file(path: Path, progress_out: IO[str] | None = None) -> ImportReport:
    """Import one file (format detected); replaces the game's earlier import when it succeeds."""
    with path.open("rb") as stream:
        kind = detect_format(stream)
        game = FORMATS[kind]
        report = ImportReport(game, kind)
        writer = CardWriter(game)
        progress = Progress(stream, path.stat().st_size, progress_out)
        seen: set[str] = set()  # names already read: other printings of a card in default-cards
        try:
            for index, item in enumerate(read_cards(stream, kind)):
                if isinstance(item, SourceCard):
                    if item.name in seen:
                        continue
                    seen.add(item.name)
                _add(writer, item, report)
                if index % 256 == 0:
                    progress.update(report.cards)
            progress.done()
            info = {"file": str(path.resolve()), "format": kind,
                    "imported_at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")}
            report.cards = writer.commit(info)
        except BaseException:
            writer.discard()
            raise
    return report


def _add(writer: CardWriter, item: SourceCard | PrintedName, report: ImportReport) -> None:
    if isinstance(item, PrintedName):
        writer.add_localized(item.name, item.lang, item.printed)
        return
    try:
        compiled = (mtg_compile.compile_card(item.fields, item.faces or None) if item.game == "mtg"
                    else yugioh_compile.compile_card({**item.fields, "name": item.name}, item.name_de))
    except (mtg_compile.NotACard, ValidationError, ValueError, KeyError, TypeError):
        report.skipped += 1
        return
    report.cards += 1
    report.status[compiled.status] = report.status.get(compiled.status, 0) + 1
    writer.add(item.name, item.name_de, compiled.status, compiled.data, compiled.abilities)
    for token in compiled.tokens:  # a token the card creates, findable by its name (a repeat is ignored)
        writer.add(token["name"], None, "token", token, [])
