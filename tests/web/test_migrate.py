"""Migrating rulings stored in words to the neutral form (judge/web/migrate.py, `judge store migrate`)."""

from __future__ import annotations

from pathlib import Path

from judge.cli import main
from judge.explain.render import to_json
from judge.ruling import rule_text
from judge.web.migrate import migrate
from judge.web.store import RulingStore, database_url

ROOT = Path(__file__).resolve().parents[2]
SEED = (ROOT / "scenarios/mtg/stack/seed-giant-growth-answers-shock.yaml").read_text()
OTHER = SEED + "\n# the same board, stored again as another scenario\n"


def _worded(text: str) -> dict:
    ruling = rule_text(text, "scenario", record_boards=True)
    return {lang: to_json(ruling, lang) for lang in ("en", "de", "nl")}


def test_a_worded_ruling_becomes_neutral_only_when_it_says_the_same(tmp_path) -> None:
    store = RulingStore(database_url(None, str(tmp_path)))
    same, _ = store.put("mtg", SEED, _worded(SEED))
    changed_words = _worded(OTHER)
    changed_words["en"]["summary"] = "An older engine said something else."
    changed_words["de"]["summary"] = "Etwas anderes."
    other, _ = store.put("mtg", OTHER, changed_words)
    assert len(store.worded()) == 2

    done = migrate(store)
    assert (done.converted, done.kept) == (1, 1)
    assert "neutral" in store.get(same.id).rendered
    assert store.get(same.id).ruling("de")["summary"] == to_json(rule_text(SEED), "de")["summary"]
    assert store.get(other.id).ruling("de")["summary"] == "Etwas anderes."  # never changed
    assert [s.id for s in store.worded()] == [other.id]
    assert migrate(store).converted == 0  # nothing left to convert


def test_the_command(tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.delenv("DATABASE_URL", raising=False)
    RulingStore(database_url(None, str(tmp_path))).put("mtg", SEED, _worded(SEED))
    assert main(["store", "migrate", "--data-dir", str(tmp_path)]) == 0
    assert capsys.readouterr().out.startswith("1 rulings now stored language-neutral")
