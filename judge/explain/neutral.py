"""A ruling as language-neutral JSON, and back: what a store keeps so it can render on read.

The events keep their kinds, rule numbers, glossary terms and typed parameters (a `CardName`
stays a card name, not its English text), so a ruling read back renders in any language with
today's catalogs: a translation fix reaches every stored ruling. Each typed value is written as
`{"$": type, ...}`; plain JSON values stay as they are. A `ModeChoice` refers to card objects,
so its words are kept rendered in every language (`{"$": "ModeChoice", "text": {lang: ...}}`).
tests/test_neutral_rulings.py round-trips every library scenario and compares the renderings.
"""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any

from judge.events import (
    CardName,
    CounterKind,
    Decision,
    Event,
    Illegal,
    Keyword,
    Listing,
    ModeChoice,
    Outcome,
    Requirement,
    Ruling,
    StepName,
    Tally,
    TypeLine,
    TypeName,
    Unmodelled,
    Word,
)
from judge.explain.i18n import LANGUAGES
from judge.explain.values import FrozenText, mode_choice

FORMAT = 1  # bump when the shape below changes; readers refuse what they don't know
WORDS = {cls.__name__: cls for cls in (CardName, StepName, Keyword, Word, CounterKind, TypeName, TypeLine)}


_PLAIN = frozenset({str, int, bool, float, type(None)})


def _value(value: Any, game: str) -> Any:
    if type(value) in _PLAIN:  # most parameters (a typed word is a subclass of str)
        return value
    if isinstance(value, ModeChoice):
        return {"$": "ModeChoice", "key": str(value), "text": {lang: mode_choice(value, lang) for lang in LANGUAGES}}
    if isinstance(value, FrozenText):
        return {"$": "ModeChoice", "key": str(value), "text": value.texts}
    if isinstance(value, Listing):
        return {"$": "Listing", "parts": [_value(p, game) for p in value.parts], "separator": value.separator,
                "empty": "" if value.parts else str(value), **({"and": True} if value.conjunction else {}),
                **({"counted": True} if value.counted else {}), **({"runs": True} if value.runs else {})}
    if isinstance(value, Tally):
        return {"$": "Tally", "what": _value(value.what, game), "count": value.count}
    if type(value).__name__ in WORDS and isinstance(value, str):
        return {"$": type(value).__name__, "v": str(value)}
    if isinstance(value, Requirement):
        return {"$": "Requirement", **asdict(value)}
    if isinstance(value, dict):
        return {str(k): _value(v, game) for k, v in value.items()}
    if isinstance(value, tuple):  # renderers tell a tuple of keywords from a list
        return {"$": "tuple", "items": [_value(v, game) for v in value]}
    if isinstance(value, list):
        return [_value(v, game) for v in value]
    return value


def _read(value: Any) -> Any:
    kind = type(value)
    if kind is list:
        return [_read(v) for v in value]
    if kind is not dict:
        return value
    kind = value.get("$")
    if kind is None:
        return {k: _read(v) for k, v in value.items()}
    if kind in WORDS:
        return WORDS[kind](value["v"])
    if kind == "tuple":
        return tuple(_read(v) for v in value["items"])
    if kind == "Listing":
        return Listing([_read(p) for p in value["parts"]], value["separator"], value.get("empty", ""),
                       value.get("and", False), value.get("counted", False), value.get("runs", False))
    if kind == "Tally":
        return Tally(_read(value["what"]), value["count"])
    if kind == "ModeChoice":
        return FrozenText(value["key"], value["text"])
    if kind == "Requirement":
        names = {f.name for f in fields(Requirement)}
        return Requirement(**{k: tuple(v) if isinstance(v, list) else v for k, v in value.items() if k in names})
    raise ValueError(f"unknown stored value type {kind!r}")


def _params(params: dict[str, Any], game: str) -> dict[str, Any]:
    return {k: _value(v, game) for k, v in params.items()}


def dump(ruling: Ruling) -> dict[str, Any]:
    """The ruling as JSON-serialisable data, without a word of any language."""
    game = ruling.game
    position = {id(e): i for i, e in enumerate(ruling.events)}  # summary events are events of the ruling

    def event(e: Event) -> dict[str, Any]:
        return {"kind": e.kind, "params": _params(e.params, game), "rules": list(e.rules), "terms": list(e.terms),
                "board": e.board}

    return {
        "format": FORMAT, "game": game, "title": ruling.title, "final": ruling.final, "outcome": ruling.outcome,
        "initial_board": ruling.initial_board,
        "unmodelled": [{"card": u.card, "ability": u.ability} for u in ruling.unmodelled],
        "events": [event(e) for e in ruling.events],
        "summary": [position[id(e)] if id(e) in position else event(e) for e in ruling.summary],
        "illegal": [{"action": i.action, "kind": i.kind, "params": _params(i.params, game), "rules": list(i.rules),
                     "terms": list(i.terms), "after": i.after} for i in ruling.illegal],
        "choices": [{"chooser": d.chooser, "kind": d.kind, "options": [_value(o, game) for o in d.options],
                     "taken": _value(d.taken, game), "default": d.default, "rules": list(d.rules),
                     "subject": d.subject,
                     "outcomes": [{"option": _value(o.option, game), "kind": o.kind,
                                   "params": _params(o.params, game)} for o in d.outcomes]}
                    for d in ruling.choices],
    }


def read_event(e: dict[str, Any]) -> Event:
    """One event of `dump`'s data (a stored ruling's steps are read a page at a time)."""
    return Event(e["kind"], _read(e["params"]), tuple(e["rules"]), tuple(e["terms"]), e.get("board"))


def load(data: dict[str, Any]) -> Ruling:
    """A ruling from `dump`'s data, ready for judge.explain.render in any language."""
    if data.get("format") != FORMAT:
        raise ValueError(f"stored ruling format {data.get('format')!r}, this version reads {FORMAT}")

    event = read_event
    events = [event(e) for e in data["events"]]
    return Ruling(
        game=data["game"], title=data["title"], final=data["final"], outcome=data["outcome"],
        initial_board=data.get("initial_board"), events=events,
        unmodelled=[Unmodelled(u["card"], u["ability"]) for u in data.get("unmodelled", [])],
        summary=[events[s] if isinstance(s, int) else event(s) for s in data["summary"]],
        illegal=[Illegal(i["action"], i["kind"], _read(i["params"]), tuple(i["rules"]), tuple(i["terms"]),
                         after=i.get("after"))  # rulings stored before `after` was recorded have none
                 for i in data["illegal"]],
        choices=[Decision(chooser=d["chooser"], kind=d["kind"], options=[_read(o) for o in d["options"]],
                          taken=_read(d["taken"]), default=d["default"], rules=tuple(d["rules"]),
                          subject=d["subject"],
                          outcomes=[Outcome(_read(o["option"]), o["kind"], _read(o["params"])) for o in d["outcomes"]])
                 for d in data["choices"]],
    )
