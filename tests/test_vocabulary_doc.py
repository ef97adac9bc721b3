"""docs/card-vocabulary.md is generated from the effect schemas and the library: it can't drift."""

from __future__ import annotations

import re

import yaml
from pydantic import TypeAdapter

from judge.cards.mtg_effects import Effect
from judge.cards.vocabulary_doc import DOC, _kind, _members, generate
from judge.cards.yugioh_effects import Action


def test_the_committed_doc_is_the_generated_one() -> None:
    assert DOC.read_text(encoding="utf-8") == generate(), (
        "docs/card-vocabulary.md is out of date: python -m judge.cards.vocabulary_doc > docs/card-vocabulary.md")


def test_every_effect_kind_is_documented_with_an_example_that_validates() -> None:
    magic, yugioh = DOC.read_text(encoding="utf-8").split("## Yu-Gi-Oh!: actions", 1)
    for union, text in ((Effect, magic), (Action, yugioh)):
        adapter = TypeAdapter(union)
        for model in _members(union):
            kind = _kind(model)
            section = text.split(f"### `do: {kind}`", 1)[1].split("\n### ", 1)[0]
            example = re.search(r"Example[^`]*`(\{.*\})`", section)
            assert example, kind
            assert type(adapter.validate_python(yaml.safe_load(example.group(1)))) is model


def test_the_library_cards_are_listed() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert "| Grizzly Bears | Grizzlybären |" in text and "| Dark Magician | Dunkler Magier |" in text


def test_every_key_of_every_effect_kind_says_what_it_means() -> None:
    """The schema's descriptions are the doc's "meaning" column (and editors' tooltips)."""
    unexplained = [f"{_kind(model)}.{key}" for union in (Effect, Action) for model in _members(union)
                   for key, part in model.model_json_schema()["properties"].items()
                   if key != "do" and not part.get("description")]
    assert unexplained == []
