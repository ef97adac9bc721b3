"""Checking a ruling against a scenario's `expect:` block: scenarios are tests (tests/test_scenarios.py)
and `judge rule --check` runs them for authors."""

from __future__ import annotations

from typing import Any

from judge.scenario.common import Expect, ExpectedDecision


def _find_permanents(final: dict[str, Any], key: str) -> list[dict[str, Any]]:
    cards = final.get("battlefield", final.get("field", []))
    by_id = [c for c in cards if c.get("id") == key]
    return by_id or [c for c in cards if c.get("name") == key]


def _subsequence(wanted: list[str], actual: list[str]) -> bool:
    it = iter(actual)
    return all(any(a == w for a in it) for w in wanted)


def check(expect: Expect, ruling: dict[str, Any]) -> list[str]:
    """Every difference between what the scenario expects and what the ruling says."""
    problems: list[str] = []
    final = ruling["final"]
    players = final["players"]
    for name, life in (expect.life or {}).items():
        if players[name]["life"] != life:
            problems.append(f"life of {name}: expected {life}, got {players[name]['life']}")
    for name, poison in (expect.poison or {}).items():
        if players[name].get("poison") != poison:
            problems.append(f"poison of {name}: expected {poison}, got {players[name].get('poison')}")
    for name, zones in (expect.zones or {}).items():
        for zone, wanted in zones.model_dump(exclude_none=True).items():
            actual = players[name].get(zone)
            if actual != wanted:
                problems.append(f"{zone} of {name}: expected {wanted}, got {actual}")
    for key, wanted_perm in (expect.permanents or {}).items():
        found = _find_permanents(final, key)
        if not found:
            problems.append(f"permanent {key!r} is not on the battlefield/field")
            continue
        for attribute, value in wanted_perm.model_dump(by_alias=True, exclude_none=True).items():
            if found[0].get(attribute) != value:
                problems.append(f"{key}.{attribute}: expected {value}, got {found[0].get(attribute)}")
    for key in expect.on_battlefield or []:
        if not _find_permanents(final, key):
            problems.append(f"{key!r} should be on the battlefield/field")
    for key in expect.not_on_battlefield or []:
        if _find_permanents(final, key):
            problems.append(f"{key!r} should not be on the battlefield/field")
    stack = final.get("stack", final.get("chain"))
    if expect.stack is not None and stack != expect.stack:
        problems.append(f"stack: expected {expect.stack}, got {stack}")
    cited = {rule for step in ruling["steps"] for rule in step["rules"]}
    cited |= {rule for item in ruling["illegal"] for rule in item["rules"]}
    cited |= {rule for item in ruling["choices"] for rule in item.get("rules", [])}
    for rule in expect.rules_cited or []:
        if rule not in cited:
            problems.append(f"rule {rule} is not cited (cited: {sorted(cited)})")
    linked = {term for step in ruling["steps"] for term in step["terms"]}
    for term in expect.terms_linked or []:
        if term not in linked:
            problems.append(f"term {term!r} is not linked")
    kinds = [step["event"] for step in ruling["steps"]]
    if expect.events and not _subsequence(expect.events, kinds):
        problems.append(f"events {expect.events} do not occur in this order in {kinds}")
    for kind in expect.no_events or []:
        if kind in kinds:
            problems.append(f"event {kind!r} should not occur")
    if isinstance(expect.illegal, int) and len(ruling["illegal"]) != expect.illegal:
        problems.append(f"illegal: expected {expect.illegal}, got {[i['action'] for i in ruling['illegal']]}")
    if isinstance(expect.illegal, list):
        actions = [i["action"] for i in ruling["illegal"]]
        if len(actions) != len(expect.illegal) or not all(
                any(w.lower() in a.lower() for a in actions) for w in expect.illegal):
            problems.append(f"illegal: expected {expect.illegal}, got {actions}")
    kinds_chosen = [c["kind"] for c in ruling["choices"]]
    for kind in expect.choices or []:
        if kind not in kinds_chosen:
            problems.append(f"choice {kind!r} not reported (got {kinds_chosen})")
    for kind, count in (expect.choice_outcomes or {}).items():
        found = next((c for c in ruling["choices"] if c["kind"] == kind), None)
        if found is None or len(found["outcomes"]) != count:
            problems.append(f"choice {kind!r}: expected {count} outcomes, got "
                            f"{None if found is None else len(found['outcomes'])}")
    for kind, taken in (expect.choices_taken or {}).items():
        found = next((c for c in ruling["choices"] if c["kind"] == kind), None)
        if found is None or found["taken"] != taken:
            problems.append(f"choice {kind!r}: expected {taken!r} taken, got "
                            f"{None if found is None else found['taken']!r}")
    for wanted_decision in expect.decisions or []:
        problems += _check_decision(wanted_decision, ruling["choices"])
    if expect.outcome is not None:
        outcome = ruling["outcome"]
        if sorted(outcome.get("winners", [])) != sorted(expect.outcome.winners):
            problems.append(f"winners: expected {expect.outcome.winners}, got {outcome.get('winners')}")
        if sorted(outcome.get("losers", [])) != sorted(expect.outcome.losers):
            problems.append(f"losers: expected {expect.outcome.losers}, got {outcome.get('losers')}")
        if expect.outcome.draw is not None and bool(outcome.get("draw")) != expect.outcome.draw:
            problems.append(f"draw: expected {expect.outcome.draw}, got {outcome.get('draw')}")
    for text in expect.summary_contains or []:
        if text.lower() not in ruling["summary"].lower():
            problems.append(f"summary does not mention {text!r}: {ruling['summary']}")
    return problems


def _check_decision(wanted: ExpectedDecision, choices: list[dict[str, Any]]) -> list[str]:
    """Problems with the best-matching reported decision of the wanted kind (none if one matches)."""
    candidates = [c for c in choices if c["kind"] == wanted.kind
                  and wanted.chooser in (None, c["chooser"]) and wanted.subject in (None, c["subject"])]
    if not candidates:
        return [f"no {wanted.kind!r} decision (chooser {wanted.chooser}, subject {wanted.subject}) "
                f"in {[(c['kind'], c['chooser'], c['subject']) for c in choices]}"]
    reports = [_decision_problems(wanted, choice) for choice in candidates]
    return [] if any(not r for r in reports) else reports[0]


def _decision_problems(wanted: ExpectedDecision, choice: dict[str, Any]) -> list[str]:
    problems = []
    where = f"{wanted.kind} decision for {choice['subject']}"
    if wanted.taken is not None and choice["taken"] != wanted.taken:
        problems.append(f"{where}: taken {choice['taken']!r}, expected {wanted.taken!r}")
    if wanted.default is not None and choice["default"] != wanted.default:
        problems.append(f"{where}: default {choice['default']}, expected {wanted.default}")
    if wanted.outcomes is not None:
        rows = {o["option"]: o["params"] for o in choice["outcomes"]}
        if set(rows) != set(wanted.outcomes):
            problems.append(f"{where}: outcome rows {sorted(rows)}, expected {sorted(wanted.outcomes)}")
        for option, params in wanted.outcomes.items():
            for key, value in params.items():
                if option in rows and rows[option].get(key) != value:
                    problems.append(f"{where}: {option!r} has {key}={rows[option].get(key)!r}, expected {value!r}")
    return problems
