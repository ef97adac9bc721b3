"""Problems of bad input in every language: each message and hint is a msgid with parameters
(judge/scenario/errors.py `T`, `NT`), translated in judge/locale/<lang>/LC_MESSAGES/errors.po,
rendered by judge/explain/errors.py at the same line and column as in English.

The msgids are found in the code itself, so a new message without its German and Dutch fails
here, as does a message built as an f-string (it could not be translated)."""

from __future__ import annotations

import ast
import json
import string
from pathlib import Path

import pytest

from judge.cli import main
from judge.explain import errors
from judge.explain.i18n import catalog, plural_catalog
from judge.ruling import check_file
from judge.scenario import ScenarioError

ROOT = Path(__file__).resolve().parent.parent
AREAS = ("judge/scenario", "judge/cards", "judge/mtg", "judge/yugioh", "judge/ruling.py", "judge/commands")
ERROR_CALLS = {"error", "ScenarioError", "BrokenYaml", "Invalid"}  # their string arguments are msgids
FIXTURES = ROOT / "tests" / "fixtures" / "malformed"


def _called(node: ast.Call) -> str | None:
    return node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)


def _scan() -> tuple[dict[str, str | None], list[str]]:
    """msgid -> its plural msgid (None for none), and where an f-string is given as a message."""
    found: dict[str, str | None] = {}
    fstrings: list[str] = []
    for area in AREAS:
        paths = [ROOT / area] if area.endswith(".py") else sorted((ROOT / area).rglob("*.py"))
        for path in paths:
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                name = _called(node)
                if name == "T" and node.args and isinstance(node.args[0], ast.Constant):
                    found.setdefault(node.args[0].value, None)
                elif name == "NT":
                    found[node.args[0].value] = node.args[1].value  # type: ignore[attr-defined]
                elif name in ERROR_CALLS:
                    given = list(node.args) + [k.value for k in node.keywords if k.arg in ("message", "hint")]
                    for arg in given:
                        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                            found.setdefault(arg.value, None)
                        elif isinstance(arg, ast.JoinedStr):
                            fstrings.append(f"{path.relative_to(ROOT)}:{arg.lineno}")
    return found, fstrings


MSGIDS, FSTRINGS = _scan()


def _fields(template: str) -> set[tuple[str, str | None, str]]:
    return {(f, conversion, spec) for _, f, spec, conversion in string.Formatter().parse(template) if f}


def test_the_scan_finds_the_messages() -> None:
    assert len(MSGIDS) > 250 and "unknown card {name!r}" in MSGIDS and "did you mean {name!r}?" in MSGIDS


def test_no_message_is_an_f_string() -> None:
    assert FSTRINGS == [], "use T(\"... {name!r}\", name=...) so the message can be translated"


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_message_has_its_translation_with_the_same_placeholders(lang: str) -> None:
    singular, plural = catalog(lang), plural_catalog(lang)
    missing = [m for m, p in MSGIDS.items() if not (plural.get(m) if p else singular.get(m))]
    assert missing == [], f"add to judge/locale/{lang}/LC_MESSAGES/errors.po: {missing}"
    for msgid, plural_id in MSGIDS.items():
        forms = plural[msgid] if plural_id else (singular[msgid],)
        for form in forms:
            assert _fields(form) == _fields(plural_id or msgid), (lang, msgid, form)


def _problems(name: str) -> list[ScenarioError]:
    with pytest.raises(ScenarioError) as caught:
        check_file(str(FIXTURES / name))
    return caught.value.problems


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("*.yaml")))
def test_every_problem_of_a_malformed_scenario_is_translated(name: str, lang: str) -> None:
    for problem in _problems(name):
        for english in (problem.message, problem.hint):
            shown = errors.render(english, lang)
            assert shown and (shown != english or english.msgid == "{card}: {problems}"), (name, english)  # type: ignore[union-attr]


def test_the_cli_words_the_problems_in_the_language_asked_at_the_same_places(capsys) -> None:
    path = str(FIXTURES / "shape-cards-and-references.yaml")
    where = {}
    for lang in ("en", "de", "nl"):
        assert main(["check", "--json", "--lang", lang, path]) == 2
        out = capsys.readouterr()
        found = json.loads(out.out)["errors"]
        where[lang] = [(e["line"], e["column"], e["path"]) for e in found]
        assert [line.split(": ")[0] for line in out.err.splitlines()] == [f"{path}:{e['line']}:{e['column']}"
                                                                         for e in found]
        if lang == "de":
            assert "unbekannte Karte 'Llanowar Elvs'" in out.err and "meintest du 'Llanowar Elves'?" in out.err
        if lang == "nl":
            assert "er is geen speler die 'Carol' heet" in out.err
    assert where["en"] == where["de"] == where["nl"] and len(where["en"]) == 10
    assert main(["rule", "--lang", "de", path]) == 2
    assert "es gibt keinen Spieler namens 'Alise'" in capsys.readouterr().err


def test_a_plural_message_takes_the_form_of_its_count() -> None:
    from judge.scenario.errors import NT

    one, two = (NT("{card} has only {count} target, {given} given", "{card} has only {count} targets, {given} given",
                   n, card="Shock", given=3) for n in (1, 2))
    assert (str(one), str(two)) == ("Shock has only 1 target, 3 given", "Shock has only 2 targets, 3 given")
    assert errors.render(one, "de") == "Shock hat nur 1 Ziel, angegeben sind 3"
    assert errors.render(two, "nl") == "Shock heeft maar 2 targets, er zijn er 3 opgegeven"
