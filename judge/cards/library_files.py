"""Reading the card library's YAML files (judge/cards/<game>/*.yaml) into validated cards, with the
line of a broken entry.

Imported by judge/cards/library.py when the library's pickle is missing or stale (judge/pickle_cache.py):
a `judge rule` that finds the pickle never compiles this (start-up).
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from judge.parts import Parts
from judge.scenario.yaml_source import Document, Limits, parse_yaml

# What only an invalid library file needs, imported when one is met (start-up).
problem_parts = Parts(validation="judge.scenario.validation")

LIBRARY_LIMITS = Limits(max_bytes=8 << 20, max_objects=1_000_000, max_aliases=0)

CardT = TypeVar("CardT", bound=BaseModel)


def parse_card_file(path: Path, model: type[CardT], text: str | None = None) -> list[CardT]:
    """Validate one library file; raise ScenarioError at the broken entry's line.

    The library ships with the package and is checked strictly by the tests
    (`parse_card_file_strictly`: duplicate keys, limits, positions), so at run time it is read
    with libyaml's fast safe loader; only a file that fails is parsed again strictly, to say
    where. This keeps `judge rule` starting fast.
    """
    text = path.read_text(encoding="utf-8") if text is None else text
    try:
        data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        data = None
    if isinstance(data, list):
        try:
            return [model.model_validate(raw) for raw in data]
        except ValidationError:
            pass
    return parse_card_file_strictly(path, model, text)


def parse_card_file_strictly(path: Path, model: type[CardT], text: str | None = None) -> list[CardT]:
    """Parse with positions and the scenario loader's checks; raise ScenarioError where it breaks."""
    text = path.read_text(encoding="utf-8") if text is None else text
    document: Document = parse_yaml(text, str(path), LIBRARY_LIMITS)
    if not isinstance(document.data, list):
        raise document.error((), "a card library file must be a YAML list of cards")
    cards = []
    for index, raw in enumerate(document.data):
        try:
            cards.append(model.model_validate(raw))
        except ValidationError as exc:
            problem_parts.validation.raise_validation_error(exc, document, prefix=(index,))
    return cards
