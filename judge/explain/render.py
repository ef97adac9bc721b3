"""Rulings to the JSON contract, terminal text and Markdown, in en, de or nl.

The engine's events carry a kind and parameters; here each becomes a sentence
through the message table (messages.py) and the gettext catalogs (i18n.py).
"""

from __future__ import annotations

import string
from typing import Any

from judge.events import CardName, CounterKind, Decision, Event, Illegal, Listing, Outcome, Requirement, Ruling
from judge.explain.i18n import gettext, translate
from judge.explain.messages import MESSAGES
from judge.explain.values import card_name, localized
from judge.glossary.words import load_words
from judge.parts import Parts
from judge.rules import CR_DATE, citation, summary

# Only `--rule-text` and the JSON's rule texts read the official rules (start-up).
parts = Parts(official="judge.rules.official")

VARIANT_PARAMS = ("reason", "kind", "duration")
# Tests set this: a message asking for a parameter its event lacks raises instead of showing "?"
# (a stored ruling rendered with a newer message must still render on a server).
STRICT = False
_FORMATTER = string.Formatter()


def message_key(kind: str, params: dict[str, Any], prefix: str = "") -> str:
    """The most specific message key for an event: `kind:variant` or `kind`."""
    for name in VARIANT_PARAMS:
        value = params.get(name)
        if isinstance(value, str) and f"{prefix}{kind}:{value}" in MESSAGES:
            return f"{prefix}{kind}:{value}"
    return f"{prefix}{kind}"


def sentence(kind: str, params: dict[str, Any], lang: str, game: str = "mtg", prefix: str = "") -> str:
    """One event (or illegal action, or decision) as a sentence in `lang`."""
    key = message_key(kind, params, prefix)
    template = MESSAGES.get(key)
    if template is None:
        raise KeyError(f"no message for {key!r}")  # tests/test_i18n.py guarantees one
    values = {k: localized(v, game, lang) for k, v in params.items()}
    text = translate(template, lang, params)
    for _, field, _, _ in _FORMATTER.parse(text):
        if field and field not in values:
            if STRICT:
                raise KeyError(f"message {key!r} needs {field!r}, the event has {sorted(params)}")
            values[field] = "?"
    return text.format(**values)


def _json_value(value: Any) -> Any:
    """Parameters as JSON: typed words as their English text, the way the contract shows them."""
    if isinstance(value, str):
        return str(value)
    if isinstance(value, int | float | bool) or value is None:
        return value
    if isinstance(value, Requirement):
        return localized(value, "mtg", "en")
    if isinstance(value, dict):
        return {str(k): _json_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [_json_value(v) for v in value]
    return str(value)


def step_json(event: Event, lang: str, game: str) -> dict[str, Any]:
    """One step of the ruling JSON: the event's sentence in `lang`, its rules, terms and board."""
    step: dict[str, Any] = {
        "text": sentence(event.kind, event.params, lang, game),
        "rules": list(event.rules), "terms": list(event.terms),
        "event": event.kind, "params": _json_value(event.params),
    }
    if event.board is not None:
        step["board"] = event.board
    return step


def _illegal(item: Illegal, lang: str, game: str) -> dict[str, Any]:
    """An illegal action; `after_steps` says when it was refused: after that many of the ruling's
    steps (0 = before the first one; absent in rulings stored before it was recorded)."""
    data: dict[str, Any] = {"action": item.action, "rules": list(item.rules),
                            "text": sentence(item.kind, item.params, lang, game, prefix="illegal:"),
                            "terms": list(item.terms), "kind": item.kind}
    if item.after is not None:
        data["after_steps"] = item.after
    return data


def _choice(decision: Decision, lang: str, game: str) -> dict[str, Any]:
    """A decision; `options` and `taken` are stable (English) identifiers, `labels` name each
    option in the page language."""
    params = {"chooser": decision.chooser, "taken": decision.taken,
              "subject": CardName(decision.subject) if decision.subject else "",
              "options": ", ".join(decision.options),
              "count": len(decision.taken.parts) if isinstance(decision.taken, Listing) else 1}
    return {
        "chooser": decision.chooser, "kind": decision.kind, "options": [str(o) for o in decision.options],
        "taken": str(decision.taken), "default": decision.default, "rules": list(decision.rules),
        "subject": decision.subject,
        "text": sentence(decision.kind, params, lang, game, prefix="choice:"),
        "labels": {str(o): str(localized(o, game, lang)) for o in decision.options},
        "outcomes": [_outcome(o, lang, game) for o in decision.outcomes],
    }


def _outcome(outcome: Outcome, lang: str, game: str) -> dict[str, Any]:
    return {"option": str(outcome.option), "kind": outcome.kind,
            "label": str(localized(outcome.option, game, lang)),
            "text": sentence(outcome.kind, outcome.params, lang, game, prefix="outcome:"),
            "params": _json_value(outcome.params)}


# Events that only say where the turn is: a summary made of them would say nothing
TURN_STRUCTURE = frozenset({"step_begins", "phase_begins", "duel_turn_begins", "turn_begins",
                            "damage_step_start", "damage_step_end", "after_damage_calculation"})
SUMMARY_SENTENCES = 4  # when no event is highlighted, at most this many of the steps


def summary_events(ruling: Ruling) -> list[Event]:
    """What the summary tells: the highlighted events; else what changed the game (never "nothing
    happens" above steps that happened); else the last step."""
    if ruling.summary:
        return list(ruling.summary)
    return [ruling.events[i] for i in summary_positions([e.kind for e in ruling.events])]


def summary_positions(kinds: list[str]) -> list[int]:
    """Which of the events (by their kinds, in order) a summary without highlighted events tells."""
    changes = [i for i, kind in enumerate(kinds) if kind not in TURN_STRUCTURE]
    return (changes or list(range(len(kinds)))[-1:])[:SUMMARY_SENTENCES]


def summary_text(ruling: Ruling, lang: str) -> str:
    """The summary: the ruling's highlighted events (or its illegal actions, or what changed the
    game), in order, as one paragraph."""
    events = summary_events(ruling)
    if ruling.illegal and not ruling.summary:
        illegal = [_illegal(i, lang, ruling.game)["text"] for i in ruling.illegal]
        changes = [sentence(e.kind, e.params, lang, ruling.game) for e in events if e.kind not in TURN_STRUCTURE]
        return " ".join(illegal + changes)
    if not events:
        return gettext(MESSAGES["summary:none"], lang)
    return " ".join(sentence(e.kind, e.params, lang, ruling.game) for e in events)


def _unmodelled(ruling: Ruling, lang: str) -> list[dict[str, Any]]:
    """Each ability the ruling ignores because the card's data doesn't model it, with the sentence."""
    return [{"card": note.card, "ability": note.ability,
             "text": sentence(f"unmodelled:{ruling.game}", {"card": CardName(note.card), "ability": note.ability},
                              lang, ruling.game)}
            for note in ruling.unmodelled]


def _mentions(value: Any) -> set[str]:
    """The card names an event's parameters mention (to put a note at the step where it matters)."""
    if isinstance(value, str):
        return {str(value)}
    if isinstance(value, dict):
        return {name for v in value.values() for name in _mentions(v)}
    if isinstance(value, list | tuple | set | frozenset):
        return {name for v in value for name in _mentions(v)}
    return set()


def note_positions(events: list[Event], cards: list[str]) -> dict[int, list[int]]:
    """Where each note goes (event index -> the notes' indices): at the first step about its card,
    where the ignored ability could matter."""
    waiting = list(range(len(cards)))
    placed: dict[int, list[int]] = {}
    for position, event in enumerate(events):
        if not waiting:
            break
        mentioned = _mentions(event.params)
        here = [note for note in waiting if cards[note] in mentioned]
        if here:
            placed[position] = here
            waiting = [note for note in waiting if note not in here]
    return placed


def to_json(ruling: Ruling, lang: str = "en") -> dict[str, Any]:
    """The ruling JSON of the contract (plus `lang`, `title`, `rules_version`, `initial_board`).

    `unmodelled` lists what the ruling ignores (abilities of imported cards not understood); a
    step about such a card repeats it under its own `unmodelled`."""
    notes = _unmodelled(ruling, lang)
    steps = [step_json(e, lang, ruling.game) for e in ruling.events]
    for position, placed in note_positions(ruling.events, [note["card"] for note in notes]).items():
        steps[position]["unmodelled"] = [notes[note]["text"] for note in placed]
    data: dict[str, Any] = {
        "game": ruling.game,
        "summary": summary_text(ruling, lang),
        "unmodelled": notes,
        "steps": steps,
        "illegal": [_illegal(i, lang, ruling.game) for i in ruling.illegal],
        "choices": [_choice(d, lang, ruling.game) for d in ruling.choices],
        "final": ruling.final,
        "outcome": ruling.outcome,
        "lang": lang,
        "title": (ruling.title or {}).get(lang) or (ruling.title or {}).get("en"),
        "rules_version": CR_DATE if ruling.game == "mtg" else "Master Rule (2020)",
    }
    if ruling.initial_board is not None:
        data["initial_board"] = ruling.initial_board
    return data


def label(key: str, lang: str) -> str:
    """A label of the rendered ruling or glossary entry ("Final state", "See also") in `lang`."""
    return gettext(MESSAGES[f"text:{key}"], lang)


def cited_rules(data: dict[str, Any]) -> list[str]:
    """Every rule a rendered ruling cites, once each, in the order of first citation."""
    cited = [r for part in ("steps", "illegal", "choices") for item in data[part] for r in item["rules"]]
    return list(dict.fromkeys(cited))


def rule_texts(data: dict[str, Any], lang: str) -> dict[str, dict[str, str | None]]:
    """For each cited rule: the project's summary and, once imported, the official text (Magic)."""

    game = data["game"]
    return {number: {"summary": summary(game, number, lang),
                     "official": parts.official.official_text(number) if game == "mtg" else None}
            for number in cited_rules(data)}


def to_text(ruling: Ruling, lang: str = "en", with_rule_texts: bool = False) -> str:
    """A numbered explanation for the terminal, rule numbers in brackets; optionally followed
    by every cited rule's summary and official text (`judge rule --rule-text`)."""
    data = to_json(ruling, lang)
    lines = []
    if data["title"]:
        lines += [data["title"], "=" * len(data["title"])]
    lines += [data["summary"], ""]
    if data["unmodelled"]:
        lines += [f"! {note['text']}" for note in data["unmodelled"]] + [""]
    for number, step in enumerate(data["steps"], 1):
        rules = f"  [{_cited(data, step['rules'], lang)}]" if step["rules"] else ""
        lines.append(f"{number:>2}. {step['text']}{rules}")
        lines += [f"    ! {text}" for text in step.get("unmodelled", [])]
    if data["illegal"]:
        lines += ["", f"{label('illegal', lang)}:"]
        lines += [f" - {i['text']}  [{_cited(data, i['rules'], lang)}]{_refused_when(i, lang, ' (', ')')}"
                  for i in data["illegal"]]
    if data["choices"]:
        lines += ["", f"{label('choices', lang)}:"]
        for choice, times in alike_choices(data["choices"]):
            mark = f" ({label('default', lang)})" if choice["default"] else ""
            lines.append(f" - {choice['text']}{mark}{_times(times, lang)}  [{_cited(data, choice['rules'], lang)}]")
            lines += [f"     {o['label']}: {o['text']}" for o in choice["outcomes"]]
    lines += ["", f"{label('final', lang)}:"]
    lines += _final_lines(data, lang)
    if with_rule_texts:
        lines += ["", f"{label('rules', lang)}:"]
        for number, texts in rule_texts(data, lang).items():
            lines.append(f" [{number}] {texts['summary'] or ''}")
            lines += [f"     {line}" for line in (texts["official"] or "").splitlines()]
    return "\n".join(lines) + "\n"


def alike_choices(choices: list[dict[str, Any]]) -> list[tuple[dict[str, Any], int]]:
    """The ruling JSON's choices, a choice made alike several times once with how often (a Wrath
    of God on five Blood Artists: the same target 4 975 times), in the order first made."""
    grouped: dict[tuple, list[Any]] = {}
    for choice in choices:
        key = (choice["text"], tuple(choice["options"]), choice["taken"], choice["default"], tuple(choice["rules"]),
               tuple(outcome["text"] for outcome in choice["outcomes"]))
        grouped.setdefault(key, [choice, 0])[1] += 1
    return [(choice, times) for choice, times in grouped.values()]


def _times(times: int, lang: str) -> str:
    return f" ({translate(MESSAGES['text:times'], lang, {'count': times}).format(count=times)})" if times > 1 else ""


def _cited(data: dict[str, Any], rules: list[str], lang: str) -> str:
    """Rule citations in the page language: Yu-Gi-Oh! sections by their translated titles."""
    return ", ".join(citation(data["game"], number, lang) for number in rules)


# The zones listed under each player in the final state, by their glossary term (its headword)
ZONE_TERMS = {"mtg": (("hand", "hand"), ("graveyard", "graveyard"), ("exile", "exile"), ("library", "library")),
              "yugioh": (("hand", "hand"), ("graveyard", "graveyard"), ("banished", "banished"),
                         ("deck", "main-deck"), ("extra_deck", "extra-deck"))}


def _final_items(data: dict[str, Any], lang: str) -> list[tuple[int, str]]:
    """The final state as (depth, line): each player with life and zones (empty ones left out,
    counts for the library or Deck), each permanent (card on the field), then the result."""

    game, final = data["game"], data["final"]
    words = load_words()
    items: list[tuple[int, str]] = []
    for name, player in final.get("players", {}).items():
        unit = MESSAGES["text:life" if game == "mtg" else "text:life_points"]
        line = f"{name}: {player['life']} {translate(unit, lang, {'count': player['life']})}"
        if player.get("poison"):
            line += ", " + translate(MESSAGES["text:poison"], lang, {"count": player["poison"]}).format(
                count=player["poison"])
        items.append((0, line))
        for key, term in ZONE_TERMS[game]:
            value = player.get(key)
            zone = words[game, term].names[lang]
            if isinstance(value, int) and not isinstance(value, bool):
                items.append((1, f"{zone}: {translate(MESSAGES['text:cards_left'], lang, {'count': value})}"
                              .format(count=value)))
            elif value:
                items.append((1, f"{zone}: {', '.join(card_name(card, game, lang) for card in value)}"))
    for permanent in final.get("battlefield", final.get("field", [])):
        name = card_name(permanent["name"], game, lang)
        items.append((0, f"{name} ({permanent['controller']}){_state_of(permanent, lang)}"))
    outcome = data["outcome"]
    if outcome.get("draw"):
        items.append((0, gettext(MESSAGES[f"text:draw:{game}"], lang)))
    else:
        parts = [f"{translate(MESSAGES[f'text:{key}'], lang, {'count': len(names)})}: {', '.join(names)}"
                 for key, names in (("winners", outcome.get("winners")), ("losers", outcome.get("losers")))
                 if names]
        if parts:
            items.append((0, "; ".join(parts)))
    return items


def _final_lines(data: dict[str, Any], lang: str) -> list[str]:
    """The final state for the terminal."""
    return [f" {'  ' * depth}- {text}" for depth, text in _final_items(data, lang)]


def _state_of(permanent: dict[str, Any], lang: str) -> str:
    """' 5/5, damage 2, tapped' for a permanent; ' 2500/2100, face down' for a card on the field."""
    if permanent.get("power") is not None:
        stats = f" {permanent['power']}/{permanent['toughness']}"
    elif permanent.get("atk") is not None:
        stats = f" {permanent['atk']}/{permanent['def']}"
    else:
        stats = ""
    notes = []
    if permanent.get("damage"):
        notes.append(translate(MESSAGES["text:damage"], lang, {"amount": permanent["damage"]}).format(
            amount=permanent["damage"]))
    notes += [translate(MESSAGES["text:counters"], lang, {"count": count}).format(
        counter=localized(CounterKind(kind), "mtg", lang), count=count)
        for kind, count in (permanent.get("counters") or {}).items()]
    if permanent.get("tapped"):
        notes.append(label("tapped", lang))
    if permanent.get("face_down"):
        notes.append(label("face_down", lang))
    return ", ".join([stats, *notes]) if notes else stats


def to_markdown(ruling: Ruling, lang: str = "en") -> str:
    """Markdown for forums and chat: summary, numbered steps with rules, choices."""
    return markdown_from_json(to_json(ruling, lang))


def _refused_when(item: dict[str, Any], lang: str, before: str, after: str) -> str:
    """When an illegal action was refused, by the numbers of the steps listed ("refused after step 8");
    nothing for a ruling stored before that was recorded."""
    steps = item.get("after_steps")
    if not isinstance(steps, int):
        return ""
    text = label("refused_after_step", lang).format(number=steps) if steps else label("refused_before_steps", lang)
    return f"{before}{text}{after}"


def markdown_from_json(data: dict[str, Any]) -> str:
    """The Markdown of a ruling already rendered to JSON (the web app keeps rulings as JSON)."""
    lang = data.get("lang", "en")
    out = []
    if data["title"]:
        out.append(f"### {data['title']}\n")
    out.append(f"**{data['summary']}**\n")
    out += [f"> ⚠ {note['text']}\n" for note in data.get("unmodelled", [])]
    for number, step in enumerate(data["steps"], 1):
        rules = ", ".join(f"`{citation(data['game'], r, lang)}`" for r in step["rules"])
        out.append(f"{number}. {step['text']}" + (f" ({rules})" if rules else ""))
        out += [f"   - ⚠ {text}" for text in step.get("unmodelled", [])]
    if data["illegal"]:
        out.append(f"\n**{label('illegal', lang)}**\n")
        out += [f"- {i['text']} ({_cited(data, i['rules'], lang)}){_refused_when(i, lang, ' — ', '')}"
                for i in data["illegal"]]
    if data["choices"]:
        out.append(f"\n**{label('choices', lang)}**\n")
        for choice, times in alike_choices(data["choices"]):
            out.append(f"- {choice['text']}{_times(times, lang)}")
            out += [f"  - *{o.get('label', o['option'])}*: {o['text']}" for o in choice["outcomes"]]
    out.append(f"\n**{label('final', lang)}**\n")
    out += [f"{'  ' * depth}- {text}" for depth, text in _final_items(data, lang)]
    return "\n".join(out) + "\n"
