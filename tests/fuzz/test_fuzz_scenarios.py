"""Fuzzing the scenario loader and both engines: generated, mutated and hostile scenarios.

Every input must end in a ruling or a located ScenarioError (exit 0 or 2 from the CLI),
never another exception and never a hang.
"""

from __future__ import annotations

import random

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from judge.cards.library import load_library
from tests.fuzz.harness import library_texts, rule_or_reject

LIBRARY = library_texts()
NAMES = {"mtg": sorted(load_library("mtg").names())}

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
                    st.floats(allow_nan=True), st.text(max_size=30))
keys = st.sampled_from(["game", "players", "name", "life", "battlefield", "stack", "cast", "targets",
                        "combat", "attackers", "blockers", "choices", "until", "turn", "step", "cards",
                        "monsters", "chain", "summon", "attack", "card", "id", "damage", "counters"])
documents = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=5), st.dictionaries(keys, inner, max_size=6)), max_leaves=40)


@given(st.text(max_size=400))
def test_any_text(text: str) -> None:
    rule_or_reject(text)


@given(documents, st.sampled_from(["mtg", "yugioh"]))
def test_generated_documents(document: object, game: str) -> None:
    if isinstance(document, dict):
        document = {"game": game, **document}
    rule_or_reject(yaml.safe_dump(document, allow_unicode=True))


def _mutate_text(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(lines))
        choice = rng.randrange(7)
        if choice == 0:
            del lines[i]
        elif choice == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif choice == 2:
            lines[i] = "  " + lines[i]
        elif choice == 3:
            lines[i] = lines[i].replace(":", "", 1)
        elif choice == 4:
            lines[i] += rng.choice([" 99999999999999999999", " -1", " ü\u202e𝔘", " &a", " *a",
                                    " !!python/object:os.system"])
        elif choice == 5:
            chars = list(lines[i])
            if len(chars) > 2:
                j = rng.randrange(len(chars) - 1)
                chars[j], chars[j + 1] = chars[j + 1], chars[j]
            lines[i] = "".join(chars)
        else:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
        if not lines:
            lines = [""]
    return "\n".join(lines)


@pytest.mark.skipif(not LIBRARY, reason="no scenarios")
@given(st.sampled_from(LIBRARY or [("", "")]), st.randoms(use_true_random=False))
def test_mutated_library_text(entry: tuple[str, str], rng: random.Random) -> None:
    rule_or_reject(_mutate_text(entry[1], rng), entry[0])


def _mutate_data(data: object, rng: random.Random, names: list[str]) -> object:
    """Structure-aware: numbers become extreme, card names other cards, lists shrink or repeat."""
    if isinstance(data, dict):
        out = {}
        for key, value in data.items():
            if key != "game" and rng.random() < 0.08:
                continue
            out[key] = _mutate_data(value, rng, names)
        return out
    if isinstance(data, list):
        items = [_mutate_data(v, rng, names) for v in data if rng.random() > 0.1]
        if items and rng.random() < 0.2:
            items.append(rng.choice(items))
        return items
    if isinstance(data, bool):
        return not data if rng.random() < 0.2 else data
    if isinstance(data, int):
        return rng.choice([data, 0, -1, 1, 7, 10**6, -(10**9), 2**63]) if rng.random() < 0.4 else data
    if isinstance(data, str) and names and rng.random() < 0.15:
        return rng.choice(names)
    return data


@pytest.mark.skipif(not LIBRARY, reason="no scenarios")
@given(st.sampled_from(LIBRARY or [("", "")]), st.randoms(use_true_random=False))
def test_mutated_library_data(entry: tuple[str, str], rng: random.Random) -> None:
    data = yaml.safe_load(entry[1])
    names = NAMES.get(data.get("game"), []) if isinstance(data, dict) else []
    mutated = _mutate_data(data, rng, names)
    rule_or_reject(yaml.safe_dump(mutated, allow_unicode=True, sort_keys=False), entry[0])


HOSTILE = {
    "billion laughs": "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{c}: &{c} [{', '.join(['*' + p] * 9)}]\n" for p, c in zip("abcdefgh", "bcdefghi", strict=True)),
    "deep nesting": "game: mtg\nplayers: " + "[" * 5000 + "]" * 5000 + "\n",
    "deep mapping": "game: mtg\n" + "".join("  " * i + f"k{i}:\n" for i in range(300)),
    "self reference": "game: mtg\nplayers: &p [*p]\n",
    "huge number": "game: mtg\nplayers:\n  - {name: A, life: " + "9" * 5000 + "}\n  - {name: B}\n",
    "huge document": "game: mtg\n# " + "x" * (1 << 21) + "\n",
    "python tag": "game: !!python/object/apply:os.system [echo hi]\n",
    "odd unicode": "game: mtg\nplayers:\n  - {name: \"\u202e\u0000\ud7ff\U0001F0A1\"}\n  - {name: \"\u200b\"}\n",
    "many objects": "game: mtg\nplayers:\n  - {name: A, library: [" + ", ".join(["Forest"] * 200_000) + "]}\n",
    "tabs": "game: mtg\nplayers:\n\t- name: A\n",
    "binary": "\x00\x01\x02\xff\xfe",
    "empty": "",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_input(name: str) -> None:
    result = rule_or_reject(HOSTILE[name], f"{name}.yaml")
    if name not in ("odd unicode",):
        assert not hasattr(result, "events"), f"{name} was accepted"
