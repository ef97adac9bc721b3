"""The game keeps its caches right: changes go through the state's methods, which invalidate what
depends on them, and nothing is cached at module level (a long-running server rules forever)."""

from __future__ import annotations

import functools
import sys

from judge.mtg import characteristics
from judge.mtg.build import build_game
from judge.ruling import rule_text
from judge.scenario.load import load_scenario_text

UNTAPPED_ANTHEM = """
game: mtg
title: t
description: d
cards:
  - name: Test Watchful Banner
    mana_cost: "{2}"
    types: [Artifact]
    abilities:
      - kind: static
        effects:
          - {do: modify_pt, power: 1, toughness: 1, duration: static,
             who: {each: {types: [Creature], tapped: false}}}
players:
  - name: Alice
    battlefield: [Test Watchful Banner, Grizzly Bears]
  - name: Bob
expect: {}
"""


def test_tapping_and_untapping_change_power_under_an_untapped_creatures_effect() -> None:
    game = build_game(load_scenario_text(UNTAPPED_ANTHEM))
    bears = game.permanent("grizzly-bears")
    assert bears is not None

    def size() -> tuple[int | None, int | None]:
        chars = characteristics.of(game, bears)
        return chars.power, chars.toughness

    assert size() == (3, 3)  # untapped: the effect applies
    assert game.tap(bears) is True
    assert size() == (2, 2)  # tapped: it no longer matches (613: the affected set is checked again)
    assert game.tap(bears) is False  # already tapped: nothing changes
    assert size() == (2, 2)
    assert game.untap(bears) is True
    assert size() == (3, 3)
    game.add_counters(bears, "+1/+1", 2)
    assert size() == (5, 5)
    game.tap(bears)
    assert size() == (4, 4)
    game.add_counters(bears, "+1/+1", -2)
    assert size() == (2, 2) and "+1/+1" not in bears.counters


def _counting_layer_runs(monkeypatch) -> list[int]:
    from judge.mtg import layer_system

    runs = [0]
    original = layer_system.run

    def counting(game):
        runs[0] += 1
        return original(game)

    monkeypatch.setattr(layer_system, "run", counting)
    return runs


def test_counters_put_on_a_creature_patch_the_layers_as_working_them_out_again_would(monkeypatch) -> None:
    """+1/+1 and -1/-1 counters add to power and toughness in layer 7c (613.4c); other counters
    change no characteristic: no layer is worked out again, and the result is the full one's."""
    from judge.mtg import layer_cache

    game = build_game(load_scenario_text(UNTAPPED_ANTHEM))
    bears = game.permanent("grizzly-bears")
    assert bears is not None and characteristics.of(game, bears).power == 3
    runs = _counting_layer_runs(monkeypatch)
    layer_cache.put_counters(game, bears, "+1/+1", 2)
    layer_cache.put_counters(game, bears, "-1/-1", 1)
    layer_cache.put_counters(game, bears, "charge", 3)
    patched = characteristics.of(game, bears)
    assert runs[0] == 0 and (patched.power, patched.toughness) == (4, 4)
    assert bears.counters == {"+1/+1": 2, "-1/-1": 1, "charge": 3}
    game.touch()
    worked_out = characteristics.of(game, bears)
    assert runs[0] == 1 and (worked_out.power, worked_out.toughness) == (4, 4)


def test_counters_under_a_filter_that_reads_power_work_the_layers_out_again(monkeypatch) -> None:
    """"Creatures with power 2 or less get +1/+1": a counter may change which creatures that is, so the
    layers are worked out again (here the filter is checked as the effect applies, before the counter's
    +1/+1 in the same layer 7c: the Bears still match)."""
    from judge.mtg import layer_cache

    text = UNTAPPED_ANTHEM.replace("tapped: false", "max_power: 2")
    game = build_game(load_scenario_text(text))
    bears = game.permanent("grizzly-bears")
    assert bears is not None and characteristics.of(game, bears).power == 3
    runs = _counting_layer_runs(monkeypatch)
    layer_cache.put_counters(game, bears, "+1/+1", 1)
    assert characteristics.of(game, bears).power == 4 and runs[0] == 1  # worked out again, not patched


def _module_caches() -> dict[str, int]:
    """The size of every container and functools cache held at module level by judge."""
    sizes: dict[str, int] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("judge") or module is None:
            continue
        for attr, value in list(vars(module).items()):
            key = f"{name}.{attr}"
            if isinstance(value, dict | list | set):
                sizes[key] = len(value)
            elif isinstance(value, functools._lru_cache_wrapper):
                sizes[key] = value.cache_info().currsize
    return sizes


def _scenario(number: int) -> str:
    """A scenario whose inline card is new each time (a new definition object, a new name)."""
    return f"""
game: mtg
title: t{number}
description: d
cards:
  - name: Test Card {number}
    mana_cost: "{{1}}{{G}}"
    types: [Creature]
    power: 2
    toughness: 2
    abilities:
      - kind: triggered
        when: {{event: dies, subject: self}}
        effects: [{{do: gain_life, amount: 1, who: controller}}]
      - kind: static
        effects:
          - {{do: modify_pt, power: 1, toughness: 0, duration: static,
             who: {{each: {{types: [Creature], other: true}}}}}}
players:
  - name: Alice
    battlefield: [Test Card {number}, Grizzly Bears]
  - name: Bob
    battlefield: [Mountain, Mountain]
turn: {{active: Bob}}
stack:
  - {{cast: Pyroclasm, controller: Bob}}
expect: {{}}
"""


def test_ruling_200_scenarios_with_inline_cards_grows_no_module_level_cache() -> None:
    rule_text(_scenario(0))  # first use loads the libraries, catalogs and lazy modules
    before = _module_caches()
    for number in range(1, 201):
        ruling = rule_text(_scenario(number))
        assert ruling.events, "each scenario is really ruled"
    after = _module_caches()
    grown = {key: (before.get(key, 0), size) for key, size in after.items() if size > before.get(key, 0)}
    assert not grown, f"module-level caches grew while ruling: {grown}"


def test_a_ruled_game_has_only_its_declared_fields() -> None:
    """Caches are declared fields of the state, never attributes added while ruling."""
    import dataclasses

    from judge.mtg import engine
    from judge.mtg.state import Game

    loaded = load_scenario_text(_scenario(1))
    game = build_game(loaded)
    engine.run(game, loaded)
    assert game.chars_cache is not None and game.trigger_sources is not None  # the caches were used
    assert set(vars(game)) <= {f.name for f in dataclasses.fields(Game)}
    for permanent in game.battlefield:
        assert set(vars(permanent)) <= {f.name for f in dataclasses.fields(permanent)}
