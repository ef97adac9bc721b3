"""Start-up work of the CLI, bounded by what it loads (never by its wall time: bench/startup_bench.py
measures that): a Magic scenario with only a stack imports none of the engine parts it doesn't use,
nor the error explainers of a valid file; parsed data comes from pickles named after its content."""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from judge import cli
from judge.cards import library
from judge.cards.mtg_common import plain
from judge.cards.mtg_model import MtgCard
from judge.cards.mtg_replacement import REPLACEMENT_KINDS
from judge.explain import render, values
from judge.glossary import terms, words
from judge.glossary.words import Words, load_words
from judge.mtg import (
    build,
    casting,
    effects,
    engine,
    forecast,
    optional,
    replaceable,
    sba,
    stack,
    trigger_rules,
    triggers,
    zones,
)
from judge.parts import Parts
from judge.paths import data_folder
from judge.scenario import load, yaml_source
from judge.scenario.errors import ScenarioError

SEED = data_folder("scenarios") / "mtg" / "stack" / "seed-giant-growth-answers-shock.yaml"
# Imported only when a scenario needs them (judge.parts.Parts tables), or never by the CLI's text ruling.
NOT_FOR_A_STACK = ("judge.mtg.actions", "judge.mtg.combat", "judge.mtg.turn", "judge.mtg.options",
                   "judge.mtg.priority", "judge.mtg.steps", "judge.yugioh.engine", "judge.scenario.validation",
                   "judge.scenario.repair", "judge.rules.official", "judge.glossary.terms", "judge.mtg.mana",
                   "judge.mtg.search", "judge.mtg.library_actions", "judge.mtg.discard", "judge.outline",
                   "judge.explain.requirement", "judge.cards.imported.store", "orjson",
                   "importlib.metadata", "judge.mtg.modes", "judge.mtg.division", "judge.mtg.trigger_modes",
                   "judge.mtg.declarations", "judge.mtg.state_copy", "judge.mtg.costs", "judge.mtg.attachment",
                   "judge.mtg.copies", "judge.mtg.destruction", "judge.mtg.leaving", "judge.options",
                   "judge.mtg.delayed", "judge.mtg.optional", "judge.mtg.forecast",
                   "judge.explain.grammar", "judge.mtg.zone_effects", "judge.mtg.state_effects",
                   "judge.mtg.trigger_rules", "judge.mtg.zone_changes", "judge.mtg.trigger_targets",
                   "judge.scenario.yaml_problems", "judge.cards.library_files")
OWNERS = (engine, load, library, terms, words, render, values, replaceable, effects, optional, build, casting, stack,
          triggers, trigger_rules, forecast, zones, sba, yaml_source)
ALL_PARTS = [(owner, path) for owner in OWNERS for parts in vars(owner).values() if isinstance(parts, Parts)
             for path in parts.paths().values()]


def _run(args: list[str], tmp_path: Path) -> tuple[set[str], bool]:
    """The modules a CLI command imported, and whether it built the Magic card model."""
    script = ("import contextlib, io, json, sys\nfrom judge.cli import main\n"
              f"with contextlib.redirect_stdout(io.StringIO()):\n    code = main({args!r})\n"
              "from judge.cards.mtg_model import MtgCard\n"
              "print(json.dumps([code, sorted(sys.modules), MtgCard.__pydantic_complete__]))")
    env = {**os.environ, "JUDGE_DATA_DIR": str(tmp_path)}
    env.pop("PYDANTIC_DISABLE_PLUGINS", None)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    code, modules, card_model_built = json.loads(done.stdout)
    assert code == 0, done.stderr
    return set(modules), card_model_built


def _modules_after(args: list[str], tmp_path: Path) -> set[str]:
    return _run(args, tmp_path)[0]


def test_a_stack_only_ruling_loads_no_part_it_does_not_use(tmp_path: Path) -> None:
    _run(["rule", str(SEED)], tmp_path)  # the first run parses the card library (and pickles it)
    modules, card_model_built = _run(["rule", str(SEED)], tmp_path)
    assert "judge.mtg.stack" in modules  # the engine ran
    assert not modules & set(NOT_FOR_A_STACK), sorted(modules & set(NOT_FOR_A_STACK))
    # nothing on its board could replace or prevent anything: the replacement machinery isn't imported
    assert not {m for m in modules if m.startswith("judge.mtg.replacement")}, sorted(modules)
    assert not card_model_built  # no inline `cards:`: the scenario model without them, the library pickled


# What opens the way to the machinery (judge/mtg/replaceable.py): a static ability on the battlefield,
# a shield of a resolved spell, a regeneration shield, protection of a permanent dealt damage.
@pytest.mark.parametrize("name", ["replacement/authority-of-the-consuls-enters-tapped",
                                  "replacement/fog-stops-combat-damage-not-shock",
                                  "replacement/drudge-skeletons-regenerates-from-bolt",
                                  "combat/protection-prevents-combat-damage"])
def test_a_ruling_that_could_replace_uses_the_machinery(name: str, tmp_path: Path) -> None:
    modules = _modules_after(["rule", str(data_folder("scenarios") / "mtg" / f"{name}.yaml")], tmp_path)
    assert "judge.mtg.replacement.order" in modules, name


# What a scenario needs of the parts a stack-only ruling leaves out: modes (a modal spell on the stack, a
# modal trigger), divided damage (on the stack, by a trigger), combat declarations, copies of the game
# (a decision whose options are played out), an activation's cost, Auras and Equipment, destruction, a
# permanent that copies another, a delayed trigger, a triggered ability resolving ("you may").
@pytest.mark.parametrize(("name", "needed"), [
    ("stack/healing-salve-mode-from-targets", {"judge.mtg.modes", "judge.mtg.state_copy"}),
    ("modal/modal-trigger-default-first-mode", {"judge.mtg.modes", "judge.mtg.trigger_modes"}),
    ("divided/arc-lightning-default-division", {"judge.mtg.division", "judge.mtg.state_copy"}),
    ("combat/attack-planeswalker-blocked", {"judge.mtg.declarations"}),
    ("stack/ability-resolves-source-gone", {"judge.mtg.costs"}),
    ("sba/equipment-unattached", {"judge.mtg.attachment"}),
    ("sba/lethal-damage-indestructible", {"judge.mtg.destruction"}),
    ("copy/clone-copies-a-frog-angel", {"judge.mtg.copies"}),
    ("delayed/flickerwisp-returns-at-end-step", {"judge.mtg.delayed"}),
    ("triggers/trigger-order-default", {"judge.mtg.optional"})])
def test_a_ruling_that_needs_a_part_imports_it(name: str, needed: set[str], tmp_path: Path) -> None:
    modules = _modules_after(["rule", str(data_folder("scenarios") / "mtg" / f"{name}.yaml")], tmp_path)
    assert needed <= modules, sorted(needed - modules)


@pytest.mark.parametrize("part", sorted(effects.later_handlers.paths()))
def test_each_late_handler_module_registers_the_kinds_listed_for_it(part: str) -> None:
    """effects.run imports a module of handlers when an effect of a kind listed for it resolves
    (`LATER_KINDS`): the kinds that module registers must be those, all of them and no other."""
    script = ("import json\nfrom judge.mtg.effects import HANDLERS, later_handlers\nbefore = set(HANDLERS)\n"
              f"later_handlers.load({part!r})\nprint(json.dumps(sorted(set(HANDLERS) - before)))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    listed = {kind for kind, owner in effects.LATER_KINDS.items() if owner == part}
    assert set(json.loads(done.stdout)) == listed
    if part == "replacement":
        assert listed == REPLACEMENT_KINDS


def _same(a: object, b: object) -> bool:
    """Equal, and of the same types all the way down (a tuple is no list)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)  # type: ignore[index]
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))  # type: ignore[arg-type]
    return a == b


def test_plain_data_of_a_card_is_its_model_dump() -> None:
    """A continuous effect's `change` is read as `plain(effect)`, not `model_dump()` (no serializer built
    during a ruling): the same data, for every card of the library and so every effect it holds."""
    cards = list(library.load_library("mtg"))
    assert len(cards) > 100
    for card in cards:
        assert _same(plain(card), card.model_dump()), card.name
        for ability in [card.spell, *card.abilities]:
            for effect in getattr(ability, "effects", None) or []:
                assert _same(plain(effect), effect.model_dump()), card.name


def test_inline_cards_are_validated_as_cards(tmp_path: Path) -> None:
    scenarios = sorted(data_folder("scenarios").glob("mtg/*/*.yaml"))
    with_cards = next(p for p in scenarios if "\ncards:" in p.read_text(encoding="utf-8"))
    assert _run(["rule", str(with_cards)], tmp_path)[1]
    text = "game: mtg\ncards:\n  - {name: Bear, types: [Creature], power: two, toughness: 2}\nplayers: [{name: A}]\n"
    with pytest.raises(ScenarioError) as raised:
        load.load_scenario_text(text, "bear.yaml")
    assert "power" in str(raised.value) and "bear.yaml:3" in str(raised.value)
    empty = load.load_scenario_text("game: mtg\ncards: []\nplayers: [{name: A}]\n", "empty.yaml")
    assert empty.model.cards == []


def test_combat_and_json_load_what_they_use(tmp_path: Path) -> None:
    combat = data_folder("scenarios") / "mtg" / "combat"
    with_combat = next(p for p in sorted(combat.glob("*.yaml")) if "combat:" in p.read_text(encoding="utf-8"))
    modules = _modules_after(["rule", str(with_combat), "--json"], tmp_path)
    assert {"judge.mtg.combat", "orjson"} <= modules


@pytest.mark.parametrize(("owner", "path"), ALL_PARTS, ids=[path for _owner, path in ALL_PARTS])
def test_every_part_imports_and_sits_below_its_owner(owner: ModuleType, path: str) -> None:
    module = importlib.import_module(path)
    # a part never imports its owner back at module level (Parts is no way around a cycle)
    source = Path(module.__file__).read_text(encoding="utf-8")  # type: ignore[arg-type]
    assert f"from {owner.__name__} import" not in source and f"import {owner.__name__}\n" not in source


def test_pydantic_plugins_off_still_validates(tmp_path: Path) -> None:
    script = ("import sys\nfrom judge.cli import turn_pydantic_plugins_off\nturn_pydantic_plugins_off()\n"
              "from judge.cards.mtg_model import MtgCard\n"
              "MtgCard(name='Bear', types=['Creature'], power=2, toughness=2)\n"
              "from pydantic.plugin._loader import get_plugins\n"
              "print(list(get_plugins()), 'importlib.metadata' in sys.modules)")
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.split() == ["[]", "False"]


def test_the_card_library_is_cached_per_content(tmp_path: Path) -> None:
    folder, cache = tmp_path / "mtg", tmp_path / "cache"
    folder.mkdir()
    (folder / "bears.yaml").write_text("- {name: Bear, types: [Creature], power: 2, toughness: 2}\n", encoding="utf-8")
    first = library.curated_files(folder, MtgCard, cache)
    assert first[0][1][0].power == 2 and len(list(cache.glob("cards-mtg-*.pickle"))) == 1
    (folder / "bears.yaml").write_text("- {name: Bear, types: [Creature], power: 3, toughness: 2}\n", encoding="utf-8")
    assert library.curated_files(folder, MtgCard, cache)[0][1][0].power == 3  # edited: parsed anew
    assert len(list(cache.glob("cards-mtg-*.pickle"))) == 1  # the stale pickle removed
    assert library.curated_files(folder, MtgCard, cache) == library.curated_files(folder, MtgCard, None)


def test_glossary_words_match_the_terms() -> None:
    glossary = terms.load_glossary()
    loaded = load_words()
    assert len(loaded) == len(glossary)
    for (game, term_id), term in glossary.entries.items():
        assert loaded[game, term_id] == Words.of(term)


def test_the_glossary_words_follow_their_files(tmp_path: Path) -> None:
    """The words' pickle is named after the files' names, sizes and modification times: an edited
    term file (or a new one) gives new words, and a ruling never reads a stale name."""
    folder, cache = tmp_path / "glossary", tmp_path / "cache"
    for game in ("mtg", "yugioh"):
        (folder / game).mkdir(parents=True)
    source = data_folder("glossary") / "mtg" / "trample.yaml"
    term = folder / "mtg" / "trample.yaml"
    term.write_bytes(source.read_bytes())
    assert words.load_words_from(folder, cache)["mtg", "trample"].names["de"] == "Trampelschaden"
    term.write_text(source.read_text(encoding="utf-8").replace("Trampelschaden", "Trampeln"), encoding="utf-8")
    assert words.load_words_from(folder, cache)["mtg", "trample"].names["de"] == "Trampeln"
    assert len(list(cache.glob("glossary-words-*.pickle"))) == 1  # the stale pickle removed


def test_the_server_warm_up_builds_the_scenario_models_and_imports_every_part(tmp_path: Path) -> None:
    """Built before the workers fork, the models aren't built again by every worker's first
    scenario with `cards:` (~70 ms each), and no worker's first ruling that needs a part
    (combat, triggers, zone changes: judge.parts) compiles it on its own."""
    probe = ("import sys\nfrom judge.commands.serve import warm_up\n"
             "from judge.scenario import mtg_model, yugioh_model\n"
             "from judge.parts import TABLES\n"
             "before = mtg_model.MtgScenario.__pydantic_complete__\n"
             "warm_up()\n"
             "missing = [p for t in TABLES for p in t.paths().values() if p not in sys.modules]\n"
             "print(before, mtg_model.MtgScenario.__pydantic_complete__,"
             " yugioh_model.YugiohScenario.__pydantic_complete__, len(TABLES) > 10, missing == [])\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                          env={**os.environ, "JUDGE_DATA_DIR": str(tmp_path)})
    assert done.stdout.split() == ["False", "True", "True", "True", "True"]


def test_pyyaml_gets_its_non_printable_pattern_ready_made_and_alike() -> None:
    """judge.cli gives `re` PyYAML's costliest pattern in a form that compiles fast: same characters."""
    everything = "".join(map(chr, range(0x110000)))
    listed = re.compile(cli.YAML_NON_PRINTABLE_LISTED)
    assert listed.findall(everything) == re.compile(cli.YAML_NON_PRINTABLE).findall(everything)
    script = ("import re, sys\nfrom judge.cli import precompile_yaml_non_printable, YAML_NON_PRINTABLE_LISTED\n"
              "precompile_yaml_non_printable()\nimport yaml\n"
              "print(yaml.reader.Reader.NON_PRINTABLE is re.compile(YAML_NON_PRINTABLE_LISTED))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["True"]
