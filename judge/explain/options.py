"""`judge options` in words and as JSON: what a player may do now, and why not (judge/options.py).

JSON keeps English identifiers (`action`, `card`, target names) so tools can compare them;
`text` and `reason` are in the requested language.
"""

from __future__ import annotations

from typing import Any

from judge.events import CardName
from judge.explain.i18n import gettext
from judge.explain.messages import MESSAGES
from judge.explain.render import sentence
from judge.explain.values import localized
from judge.options import Choice, Forbidden, Option, Options


def to_json(found: Options, lang: str = "en") -> dict[str, Any]:
    """The JSON of `judge options` (docs/scenario-format.md)."""
    return {
        "game": found.game, "player": found.player, "holder": found.holder,
        "holds_priority": found.holder == found.player and not found.declaring,
        "declaring": found.declaring or None,
        "options": [_option_json(o, found.game, lang) for o in found.options],
        "forbidden": [_forbidden_json(f, found.game, lang) for f in found.forbidden],
        "lang": lang,
    }


def to_text(found: Options, lang: str = "en") -> str:
    """A heading, one line per legal action (with its targets and rules), then what is not possible."""
    lines = [heading(found, lang)]
    lines += [f" - {option_text(o, found.game, lang)}  [{', '.join(o.rules)}]" for o in found.options]
    if not found.options:
        lines.append(" - " + nothing(found, lang))
    if found.forbidden:
        lines += ["", _say("options:forbidden", {}, found.game, lang)]
        lines += [f" - {forbidden_text(f, found.game, lang)}  [{', '.join(f.problem.rules)}]"
                  for f in found.forbidden]
    return "\n".join(lines) + "\n"


def option_text(option: Option, game: str, lang: str) -> str:
    """One legal action as a phrase: "cast Shock; legal targets: Glory Seeker, Bob, Alice"."""
    params: dict[str, Any] = {"card": option.card, "ability": option.ability,
                              "mode": option.mode,
                              "choices": _names(option.choices, game, lang), "method": option.method}
    variant = ("mode" if option.mode is not None else option.method if option.method
               else "card" if option.ability is None else "")
    key = f"option:{option.action}:{variant}"
    text = _say(key if key in MESSAGES else f"option:{option.action}", params, game, lang)
    for slot, choices in enumerate(option.targets, start=1):
        names = _names(choices, game, lang)
        key = "option:targets:slot" if len(option.targets) > 1 else "option:targets"
        text += "; " + _say(key, {"slot": slot, "names": names}, game, lang)
    return text


def forbidden_text(item: Forbidden, game: str, lang: str) -> str:
    return sentence(item.problem.kind, item.problem.params, lang, game, prefix="illegal:")


def nothing(found: Options, lang: str) -> str:
    return _say("options:nothing", {}, found.game, lang)


def heading(found: Options, lang: str) -> str:
    """"Alice holds priority and may:" and its variants (who may act, declarations under way)."""
    prefix = "options:yugioh:" if found.game == "yugioh" else "options:"
    key = prefix + ("holder" if found.holder == found.player else "other")
    if found.declaring:
        key = f"options:{found.declaring}"
    return _say(key, {"player": found.player, "holder": found.holder}, found.game, lang)


def _say(key: str, params: dict[str, Any], game: str, lang: str) -> str:
    values = {k: localized(v, game, lang) for k, v in params.items()}
    return gettext(MESSAGES[key], lang).format(**values)


def _names(choices: tuple[Choice, ...], game: str, lang: str) -> str:
    """The names of the choices, each once, with ×N for several objects of one name ("Forest ×3")."""
    counts: dict[str, int] = {}
    for choice in choices:
        name = str(localized(choice.name, game, lang))
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(name if count == 1 else f"{name} ×{count}" for name, count in counts.items())


def _option_json(option: Option, game: str, lang: str) -> dict[str, Any]:
    data: dict[str, Any] = {
        "action": option.action, "card": str(option.card),
        "targets": [[str(c.name) for c in slot] for slot in option.targets],
        "target_ids": [[c.ref for c in slot] for slot in option.targets],
        "rules": list(option.rules), "text": option_text(option, game, lang),
    }
    if option.oid:
        data["id"] = option.oid
    if option.ability is not None:
        data["ability"] = option.ability
    if option.mode is not None:
        data["modes"] = [int(number) for number in option.mode.split("+")]
    if option.choices:
        key = "attacks" if option.action == "attack" else "blocks" if option.action == "block" else "choices"
        data[key] = [str(c.name) for c in option.choices]
    if option.method:
        data["method"] = option.method
    return data


def _forbidden_json(item: Forbidden, game: str, lang: str) -> dict[str, Any]:
    data: dict[str, Any] = {"action": item.action, "card": str(item.card),
                            "reason": forbidden_text(item, game, lang), "kind": item.problem.kind,
                            "rules": list(item.problem.rules)}
    if item.target is not None:
        data["target"] = str(item.target.name) if isinstance(item.target.name, CardName) else item.target.name
    return data
