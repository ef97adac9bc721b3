"""Reading the card files players download, one card at a time (ijson: memory stays bounded).

Three formats, told apart by their first JSON events:
  Scryfall bulk data   a top-level list of card objects (`oracle-cards`, `default-cards`,
                       `all-cards`; a printing with `lang: de` gives its `printed_name`)
  MTGJSON AtomicCards  {"meta": ..., "data": {"Name": [face, ...]}} (`foreignData` names)
  YGOPRODeck cardinfo  {"data": [card, ...]} (`name_de` or `names.de` where the file has them)

Each reader yields `SourceCard`s in one shape (Scryfall's field names for Magic, YGOPRODeck's for
Yu-Gi-Oh!) and `PrintedName`s for names found on other printings.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO, Any

import ijson

FORMATS = {"scryfall": "mtg", "mtgjson": "mtg", "ygoprodeck": "yugioh"}


class UnknownFormat(ValueError):
    """The file is not one of the formats above (or not JSON)."""


@dataclass
class SourceCard:
    game: str
    name: str
    fields: dict[str, Any]
    name_de: str | None = None
    faces: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class PrintedName:
    name: str
    lang: str
    printed: str


def detect_format(stream: IO[bytes]) -> str:
    """'scryfall', 'mtgjson' or 'ygoprodeck', from the first events of the file (then rewinds)."""
    try:
        events = ijson.parse(stream)
        prefix, event, value = next(events)
        if event == "start_array":
            return "scryfall"
        if event != "start_map":
            raise UnknownFormat("the file is not a JSON object or list")
        for prefix, event, value in events:
            if prefix == "" and event == "map_key" and value != "data":
                _skip_value(events)
            elif prefix == "data":
                if event == "start_map":
                    return "mtgjson"
                if event == "start_array":
                    return "ygoprodeck"
                break
            elif prefix == "" and event == "end_map":
                break
    except (ijson.JSONError, ijson.IncompleteJSONError, StopIteration) as exc:
        raise UnknownFormat(f"not valid JSON ({exc})") from None
    finally:
        stream.seek(0)
    raise UnknownFormat("a JSON object without a `data` list or mapping of cards")


def _skip_value(events: Iterator[tuple[str, str, Any]]) -> None:
    """Consume the value after a key (so `meta` with its nested maps is passed over)."""
    depth = 0
    for _prefix, event, _value in events:
        if event in ("start_map", "start_array"):
            depth += 1
        elif event in ("end_map", "end_array"):
            depth -= 1
        if depth == 0:
            return


def read_cards(stream: IO[bytes], kind: str) -> Iterator[SourceCard | PrintedName]:
    """The cards of a file of format `kind`, streamed."""
    readers = {"scryfall": _scryfall, "mtgjson": _mtgjson, "ygoprodeck": _ygoprodeck}
    try:
        yield from readers[kind](stream)
    except (ijson.JSONError, ijson.IncompleteJSONError) as exc:
        raise UnknownFormat(f"the file breaks off or is not valid JSON ({exc})") from None


def _scryfall(stream: IO[bytes]) -> Iterator[SourceCard | PrintedName]:
    for item in ijson.items(stream, "item", use_float=True):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            continue
        lang = item.get("lang", "en")
        if lang != "en":
            # German only: Scryfall has no Dutch printings (neither game was printed in Dutch)
            if isinstance(item.get("printed_name"), str) and lang == "de":
                yield PrintedName(item["name"], lang, item["printed_name"])
            continue
        if item.get("layout") in ("token", "double_faced_token", "emblem", "art_series"):
            continue
        faces = [face for face in item.get("card_faces") or [] if isinstance(face, dict)]
        yield SourceCard("mtg", item["name"], item, faces=faces)


_MTGJSON_FIELDS = {"manaCost": "mana_cost", "type": "type_line", "text": "oracle_text", "power": "power",
                   "toughness": "toughness", "loyalty": "loyalty", "colors": "colors", "keywords": "keywords",
                   "layout": "layout", "name": "name"}
_COLOR_LETTERS = {"W": "W", "U": "U", "B": "B", "R": "R", "G": "G"}


def _mtgjson(stream: IO[bytes]) -> Iterator[SourceCard]:
    for name, faces in ijson.kvitems(stream, "data", use_float=True):
        if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
            continue
        converted = [{_MTGJSON_FIELDS[key]: value for key, value in face.items() if key in _MTGJSON_FIELDS}
                     for face in faces]
        german = next((entry.get("name") for face in faces for entry in face.get("foreignData") or []
                       if isinstance(entry, dict) and entry.get("language") == "German"), None)
        if len(faces) > 1 or faces[0].get("faceName"):
            for face, source in zip(converted, faces, strict=True):
                face["name"] = source.get("faceName") or face.get("name")
            yield SourceCard("mtg", name, {"name": name, "layout": converted[0].get("layout")}, german, converted)
        else:
            yield SourceCard("mtg", name, converted[0], german)


def _ygoprodeck(stream: IO[bytes]) -> Iterator[SourceCard]:
    for item in ijson.items(stream, "data.item", use_float=True):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            continue
        names = item.get("names") if isinstance(item.get("names"), dict) else {}
        german = item.get("name_de") or names.get("de")
        name = item["name"]
        if isinstance(item.get("name_en"), str):  # a localized file: `name` is the printed one
            german = german or name
            name = item["name_en"]
        yield SourceCard("yugioh", name, item, german if isinstance(german, str) else None)
