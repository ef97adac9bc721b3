"""Turning pydantic's validation errors into ScenarioErrors at the right line and column.

Every problem is reported at once, in the project's words (never the validation library's):
what is wrong, and a fix where one can be guessed (a misspelt key, a value of the other game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, NoReturn, get_args, get_origin

from pydantic import BaseModel, ValidationError

from judge.scenario.errors import (
    NT,
    Invalid,
    PathPart,
    ScenarioError,
    T,
    Text,
    collect,
    did_you_mean,
    format_path,
    suggest,
)
from judge.scenario.hints import key_hint, time_hint
from judge.scenario.mtg_actions import ACTION_KEYS
from judge.scenario.yaml_source import Document

ModelAt = Callable[[tuple[PathPart, ...]], "type[BaseModel] | None"]


def data_path(data: Any, loc: tuple[Any, ...]) -> tuple[PathPart, ...]:
    """The path into the plain data that a pydantic `loc` designates.

    pydantic adds union-branch tags and validator names to `loc`; we keep only
    the parts that really index into the data.
    """
    path: list[PathPart] = []
    node = data
    for part in loc:
        in_dict = isinstance(node, dict) and part in node
        in_list = isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)
        if in_dict or in_list:
            path.append(part)
            node = node[part]
        elif isinstance(node, dict) and isinstance(part, str) and part == loc[-1]:
            path.append(part)  # a missing key: point at its parent mapping
            break
    return tuple(path)


def _model_keys(model: type[BaseModel] | None) -> list[str]:
    if model is None:
        return []
    return [f.alias or name for name, f in model.model_fields.items()]


ZONE_HINTS = {
    "monsters": T("a duelist has 5 Main Monster Zones; put the other monsters in the hand or Graveyard"),
    "spells_traps": T("a duelist has 5 Spell & Trap Zones; a Field Spell goes under 'field:'"),
    "players": T("a scenario has at most this many players"),
}

# how to give a required key that is missing
REQUIRED_KEY_HINTS = {
    "players": T("list the players, each with a name: {example}", example="'players: [{name: Alice}, {name: Bob}]'"),
    "name": T("give it a name, such as 'name: Alice'"),
    "card": T("name the card: 'card: Grizzly Bears'"),
    "game": T("start with 'game: mtg' or 'game: yugioh'"),
}

# the kind of value a type error expected, by the prefix of pydantic's error type
TYPE_WORDS = {
    "int": T("a whole number"), "bool": T("true or false"), "string": T("text"), "float": T("a number"),
    "list": T("a list"), "dict": T("a mapping (key: value)"), "none": T("nothing"),
}
TYPE_WORDS["model"] = TYPE_WORDS["model_attributes"] = TYPE_WORDS["dict"]
OTHER_KIND = T("a value of another kind")

# how to write each kind of value
TYPE_HINTS = {
    "int": T("write the number in digits, such as 3"), "bool": T("write true or false"),
    "string": T("write the text; put it in quotes if it looks like a number or true/false"),
    "float": T("write the number in digits, such as 2.5"),
    "list": T("write a list: [A, B], or one '- ' line per entry"),
    "dict": T("write keys with values: {example} on its own line, or {flow}", example="'key: value'",
              flow="{key: value}"),
}
TYPE_HINTS["model"] = TYPE_HINTS["model_attributes"] = TYPE_HINTS["dict"]
TYPE_SUFFIXES = ("_type", "_parsing", "_from_float")


def _type_prefix(kind: str) -> str | None:
    for suffix in TYPE_SUFFIXES:
        if kind.endswith(suffix):
            return kind.removesuffix(suffix)
    return None


def _type_word(kind: str) -> Text:
    return TYPE_WORDS.get(_type_prefix(kind) or "", OTHER_KIND)


def _is_type_error(kind: str) -> bool:
    return _type_prefix(kind) is not None


def _action_hint(given: Any) -> Text:
    """The fix for an action without a known kind: the nearest kind to the key given, or an example."""
    from_key = did_you_mean(str(next(iter(given))), ACTION_KEYS) if isinstance(given, dict) and given else None
    return from_key or T("an action is a mapping such as {example}", example="{cast: Shock, by: Alice, targets: [Bob]}")


def _quoted_options(expected: str) -> list[str]:
    return [o.strip().strip("'") for o in expected.replace(" or ", ", ").split(",")]


BOUNDS = {"greater_than_equal": ("ge", T("{value} is out of bounds; it must be at least {bound}")),
          "less_than_equal": ("le", T("{value} is out of bounds; it must be at most {bound}")),
          "greater_than": ("gt", T("{value} is out of bounds; it must be more than {bound}")),
          "less_than": ("lt", T("{value} is out of bounds; it must be less than {bound}"))}


def _explain(error: dict[str, Any], keys: list[str], game: str,
             siblings: list[str]) -> tuple[Text, Text | None]:
    """Message and hint for one pydantic error, in words a scenario author understands.

    `keys` are the keys allowed where the error is; `siblings` the keys actually given there.
    """
    kind = error["type"]
    loc = error["loc"]
    field = str(loc[-1]) if loc else ""
    given = error.get("input")
    ctx = error.get("ctx", {})
    if kind == "extra_forbidden":
        hint = key_hint(game, field) or did_you_mean(field, [key for key in keys if key != field])
        return T("unknown key {key!r}", key=field), hint or (
            T("allowed keys: {keys}", keys=", ".join(keys)) if keys else None)
    if kind == "missing":
        typo = suggest(field, [s for s in siblings if s not in keys])
        return (T("the key {key!r} is required here", key=field),
                T("is {typo!r} a misspelling of {key!r}?", typo=typo, key=field) if typo
                else REQUIRED_KEY_HINTS.get(field))
    if kind in ("literal_error", "enum"):
        options = _quoted_options(ctx.get("expected", ""))
        hint = None
        if isinstance(given, str):
            hint = time_hint(game, given) or did_you_mean(given, options)
        return (T("{value} is not allowed here; expected one of: {options}", value=_shown(given),
                  options=", ".join(options)),
                hint or T("write one of the values listed, as it is spelt there"))
    if kind == "union_tag_invalid":
        tags = _quoted_options(str(ctx.get("expected_tags", "")))
        hint = did_you_mean(str(ctx.get("tag")), tags) or T("expected one of: {options}", options=", ".join(tags))
        if ctx.get("discriminator") == "'do'":
            return T("unknown effect kind {value}", value=_shown(ctx.get("tag"))), hint
        return (T("unknown value {value} of {key}", value=_shown(ctx.get("tag")), key=ctx.get("discriminator")),
                hint)
    if kind == "union_tag_not_found":
        return (T("this mapping needs the key {key}", key=ctx.get("discriminator")),
                T("add {key}: with one of its values", key=ctx.get("discriminator")))
    if kind == "too_long" and isinstance(given, list):
        return (NT("{count} entry given, but at most {max} are allowed here",
                   "{count} entries given, but at most {max} are allowed here", len(given), max=ctx.get("max_length")),
                ZONE_HINTS.get(field, T("leave out the entries that don't matter to the question")))
    if kind == "too_short":
        if field == "players" and game == "yugioh":
            return T("a duel needs exactly two duelists"), T("add the other duelist under 'players:'")
        return (NT("this list needs at least {count} entry", "this list needs at least {count} entries",
                   ctx.get("min_length", 1)), T("add the missing entries"))
    if kind == "string_too_short":
        return T("this must not be empty"), T("write something here, or leave out the key")
    if kind == "string_too_long":
        return (T("this text is longer than {max} characters", max=ctx.get("max_length")),
                T("shorten the text"))
    if kind in BOUNDS:
        key, message = BOUNDS[kind]
        hint = T("use a smaller number") if kind.startswith("less") else T("use a larger number")
        return message.filled(value=_shown(given), bound=ctx.get(key)), hint
    if _is_type_error(kind):
        return (T("expected {expected}, got {value}", expected=_type_word(kind), value=_shown(given)),
                TYPE_HINTS.get(_type_prefix(kind) or ""))
    if kind == "stack_entry":
        return (T("a stack entry needs 'cast', 'activate' or 'trigger'"),
                T("a spell is {spell}, an ability {ability}", spell="{cast: Shock, targets: [Bob]}",
                  ability="{activate: Prodigal Sorcerer, targets: [Bob]}"))
    if kind == "judge_action":
        return T("an action needs one of the keys {keys}", keys=", ".join(ACTION_KEYS)), _action_hint(given)
    if isinstance(ctx.get("error"), Invalid):
        return ctx["error"].message, ctx["error"].hint
    if kind in ("value_error", "assertion_error") or "url" not in error:  # our own message (a validator's,
        # or a Discriminator's custom_error_message: pydantic's own errors link to their docs)
        return Text(str(error["msg"]).removeprefix("Value error, ").removeprefix("Assertion failed, ")), None
    return T("{value} is not valid here", value=_shown(given)), T("docs/scenario-format.md says what each key takes")


def _shown(value: Any, limit: int = 80) -> str | Text:
    """A value as the message quotes it, cut short: a list of a thousand names is not a message."""
    if isinstance(value, bool):
        return "true" if value else "false"
    text = repr(value)
    if len(text) <= limit:
        return text
    if isinstance(value, list):
        return NT("a list of {count} entry: {start}...", "a list of {count} entries: {start}...", len(value),
                  start=text[:limit])
    return f"{text[:limit]}..."


def _relevant(located: list[tuple[tuple[PathPart, ...], dict[str, Any]]]):
    """One error per place; a union branch whose type doesn't fit yields to one that explains more.

    `library: Count | list` with a list of bad entries fails both as a count (a type error at
    `library`) and at an entry: the entry's error is the one to show. Type errors at one place
    merge into one ("expected a whole number or a list").
    """
    paths = [path for path, _ in located]
    by_path: dict[tuple[PathPart, ...], list[dict[str, Any]]] = {}
    for path, error in located:
        deeper = any(len(other) > len(path) and other[:len(path)] == path for other in paths)
        if _is_type_error(error["type"]) and deeper:
            continue
        by_path.setdefault(path, []).append(error)
    for path, errors in by_path.items():
        fitting = [e for e in errors if not _is_type_error(e["type"])]
        yield path, fitting or errors


def validation_problems(exc: ValidationError, document: Document, prefix: tuple[PathPart, ...] = (),
                        model_at: ModelAt | None = None, game: str = "") -> list[ScenarioError]:
    """Every problem of `exc`, located in `document` (the data validated is at `prefix`).

    `model_at(path)` may return the model class expected at a path, for key suggestions;
    `game` (the scenario's) chooses hints across games.
    """
    base: Any = document.data
    for part in prefix:
        base = base[part]
    located = [((*prefix, *data_path(base, tuple(e["loc"]))), e) for e in exc.errors()]
    problems = []
    for path, errors in _relevant(located):
        error = errors[0]
        parent = path[:-1] if error["type"] in ("extra_forbidden", "missing") else path
        keys = _model_keys(model_at(parent) if model_at else None)
        node = _at(document.data, parent)
        siblings = [str(k) for k in node] if isinstance(node, dict) else []
        message, hint = _explain(error, keys, game, siblings)
        if len(errors) > 1 and all(_is_type_error(e["type"]) for e in errors):
            words = list(dict.fromkeys(_type_word(e["type"]) for e in errors))
            message = T("expected {expected} or {other}, got {value}", expected=words[0],
                        other=words[-1], value=_shown(error.get("input")))
        problems.append(document.error(path, message, hint))
    return problems


def _at(data: Any, path: tuple[PathPart, ...]) -> Any:
    for part in path:
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def raise_validation_error(exc: ValidationError, document: Document,
                           prefix: tuple[PathPart, ...] = (), model_at: ModelAt | None = None) -> NoReturn:
    """Raise every problem of `exc` at once, as one located ScenarioError."""
    raise collect(validation_problems(exc, document, prefix, model_at))


__all__ = ["ScenarioError", "data_path", "format_path", "raise_validation_error", "validation_problems"]


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """Every pydantic model class mentioned in a type annotation."""
    import typing

    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found: list[type[BaseModel]] = []
    for arg in typing.get_args(annotation):
        found.extend(_models_in(arg))
    return found


def _fixed_otherwise(model: type[BaseModel], node: dict[Any, Any]) -> bool:
    """Whether `node` gives a key that `model` allows only other literal values for."""
    for name, info in model.model_fields.items():
        key = info.alias or name
        if key in node and get_origin(info.annotation) is Literal and node[key] not in get_args(info.annotation):
            return True
    return False


def model_locator(root: type[BaseModel], data: Any):
    """A function path -> the model class that validates the mapping at that path."""

    def locate(path: tuple[PathPart, ...]) -> type[BaseModel] | None:
        candidates = [root]
        node = data
        for part in path:
            fields = [m.model_fields[part] for m in candidates
                      if isinstance(part, str) and part in m.model_fields]
            if fields:
                candidates = [m for f in fields for m in _models_in(f.annotation)] or candidates
            if isinstance(node, dict | list):
                try:
                    node = node[part]  # type: ignore[index]
                except (KeyError, IndexError, TypeError):
                    node = None
        if isinstance(node, dict) and len(candidates) > 1:
            # not a model that fixes a given key to other values (`do: draw` is no damage effect)
            candidates = [m for m in candidates if not _fixed_otherwise(m, node)] or candidates
            # most keys in common; on a tie, the model whose first key is there (an action's kind)
            candidates.sort(key=lambda m: (-len(set(node) & set(_model_keys(m))), _model_keys(m)[:1] != [
                key for key in _model_keys(m)[:1] if key in node]))
        return candidates[0] if candidates else None

    return locate
