"""Magic engine speed in-process: typical scenarios, a stack of 200 objects on 500 permanents, options,
and how rulings grow with the board.

Typical: every scenario under scenarios/mtg/ is loaded once, then ruled on repeatedly (the
ruling only, and the ruling plus its JSON in English); each run is one sample. Large: a
generated board of 500 permanents (creatures, lords, Auras, lands) with 200 spells on the
stack, Giant Growths and Shocks alternating, each resolving with state-based actions and
layers recomputed in between. Targets: a typical scenario under 5 ms, the large one under
200 ms. Scaling: the boards of bench/boards.py at N = 100 and 1000 permanents, CPU time of the
ruling (the machine is shared: CPU time is what a load average doesn't inflate); the fitted
exponent log(t1000 / t100) / log(10) must stay at most 1.3.

    python -m bench.engine_bench [--repeat 20]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from bench.boards import BOARDS, BY_THE_RULES_SQUARED
from bench.report import machine, summary_ms, timed_ms, write_section
from judge.cli import tune_garbage_collector
from judge.explain import render
from judge.mtg import forecast, play_outs
from judge.mtg.engine import rule
from judge.paths import data_folder
from judge.ruling import options
from judge.scenario import load_scenario_file
from judge.scenario.load import load_scenario_text
from judge.scenario.yaml_source import Limits

LARGE_LIMITS = Limits(max_bytes=4 << 20, max_objects=1_000_000, max_aliases=0)


HAND = "[Shock, Giant Growth, Lightning Bolt, Doom Blade, Unsummon, Counterspell, Pyroclasm]"


def large_scenario(permanents: int = 500, spells: int = 200, hand: str = "[]") -> str:
    """YAML of a big board: per player half the permanents; `spells` spells on the stack."""
    creatures = max(spells, 40)  # each spell targets its own creature; 20 per player wear Holy Strength
    lines = ["game: mtg", "title: Engine benchmark", "players:"]
    for player in ("Alice", "Bob"):
        lines += [f"  - name: {player}", "    library: 60", f"    hand: {hand}", "    battlefield:"]
        share = permanents // 2
        mine = creatures // 2
        for i in range(mine):
            lines.append(f"      - {{card: Grizzly Bears, id: {player[0]}b{i}}}")
        for i in range(10):
            lines.append(f"      - {{card: Goblin King, id: {player[0]}k{i}}}")
        for i in range(20):
            lines.append(f"      - {{card: Holy Strength, attached_to: {player[0]}b{i}}}")
        for i in range(share - mine - 30):
            lines.append(f"      - {{card: Forest, id: {player[0]}f{i}}}")
    lines.append("stack:")
    for i in range(spells):
        owner = "A" if i % 2 == 0 else "B"
        target = f"{owner}b{i // 2}"
        if i % 4 < 2:
            lines.append(f"  - {{cast: Giant Growth, controller: {'Alice' if owner == 'A' else 'Bob'}, "
                         f"targets: [{target}]}}")
        else:
            lines.append(f"  - {{cast: Shock, controller: {'Bob' if owner == 'A' else 'Alice'}, "
                         f"targets: [{target}]}}")
    return "\n".join(lines) + "\n"


def _typical(repeat: int) -> tuple[int, list[float], list[float]]:
    paths = sorted((data_folder("scenarios") / "mtg").rglob("*.yaml"))
    loaded = [load_scenario_file(str(path)) for path in paths]
    ruling_only, with_json = [], []
    for _ in range(repeat):
        for scenario in loaded:
            ruling_only.append(timed_ms(rule, scenario)[0])
            with_json.append(timed_ms(lambda s=scenario: render.to_json(rule(s), "en"))[0])
    return len(paths), ruling_only, with_json


def _large(repeat: int) -> tuple[list[float], int, int]:
    loaded = load_scenario_text(large_scenario(), "<engine bench>", LARGE_LIMITS)
    samples = []
    events = resolved = 0
    for _ in range(repeat):
        elapsed, ruling = timed_ms(rule, loaded)
        samples.append(elapsed)
        events = len(ruling.events)
        resolved = sum(1 for e in ruling.events if e.kind == "all_pass")
    return samples, events, resolved


def _options(repeat: int) -> tuple[int, list[float], list[float]]:
    """`judge options` for the player holding priority: every library scenario of both games, and a
    hand of seven spells on a board of 1000 permanents (every target checked for each)."""
    paths = sorted(data_folder("scenarios").rglob("*.yaml"))
    loaded = [load_scenario_file(str(path)) for path in paths]
    big = load_scenario_text(large_scenario(1000, 1, HAND), "<options bench>", LARGE_LIMITS)
    typical, large = [], []
    for _ in range(repeat):
        typical += [timed_ms(options, scenario)[0] for scenario in loaded]
    for _ in range(max(3, repeat // 4)):
        large.append(timed_ms(options, big, "Bob")[0])
    return len(paths), typical, large


def _cpu_ms(scenario, runs: int) -> float:
    """Median CPU time of ruling on a loaded scenario."""
    samples = []
    for _ in range(runs):
        start = time.process_time()
        rule(scenario)
        samples.append((time.process_time() - start) * 1000.0)
    return statistics.median(samples)


def scaling(runs: int = 3) -> list[str]:
    """Per board: CPU ms at N = 100 and N = 1000 permanents, and the fitted growth exponent."""
    table = ["| board | N = 100 ms | N = 1000 ms | growth N^k | target k |", "|---|---|---|---|---|"]
    for name, board in BOARDS.items():
        small, large = (_cpu_ms(load_scenario_text(board(n), "<scaling>", LARGE_LIMITS), runs) for n in (100, 1000))
        exponent = math.log(max(large, 1e-3) / max(small, 1e-3)) / math.log(10)
        table.append(f"| {name} | {small:.1f} | {large:.1f} | {exponent:.2f} | <= 1.3 |")
    return table


def squared(runs: int = 1) -> list[str]:
    """Per board of BY_THE_RULES_SQUARED: steps and CPU ms at N = 100 and 1000, and the growth of each and
    of the time per step (steps grow with N*N by the rules; the time per step should not grow)."""
    table = ["| board | steps N = 100 | steps N = 1000 | ms N = 100 | ms N = 1000 | steps N^k | time N^k | "
             "time per step N^k |", "|---|---|---|---|---|---|---|---|"]
    for name, board in BY_THE_RULES_SQUARED.items():
        loaded = [load_scenario_text(board(n), "<scaling>", LARGE_LIMITS) for n in (100, 1000)]
        steps = [len(rule(scenario).events) for scenario in loaded]
        small, large = _cpu_ms(loaded[0], 5 * runs), _cpu_ms(loaded[1], runs)
        grow_steps, grow_time = (math.log(b / a) / math.log(10) for a, b in ((*steps,), (small, large)))
        table.append(f"| {name} | {steps[0]} | {steps[1]} | {small:.0f} | {large:.0f} | {grow_steps:.2f} | "
                     f"{grow_time:.2f} | {grow_time - grow_steps:.2f} |")
    return table


def _cpu(function, runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.process_time()
        function()
        samples.append(time.process_time() - start)
    return statistics.median(samples)


def _interleaved(function, runs: int) -> tuple[float, float]:
    """Median CPU seconds of `function` with forecasting as it is and with it off, run in turns:
    two blocks of runs one after the other would give the second the first one's warm caches
    (and the machine's load of another moment)."""
    with_tables, without = [], []
    saved = play_outs.MAX_WORK
    try:
        for _ in range(runs):
            play_outs.MAX_WORK = saved
            with_tables.append(_cpu(function, 1))
            play_outs.MAX_WORK = 0
            without.append(_cpu(function, 1))
    finally:
        play_outs.MAX_WORK = saved
    return statistics.median(with_tables), statistics.median(without)


def _forecast_tables(loaded, budget: int | None = None) -> list:
    """The outcome tables of a ruling, with forecasting's budget as it is or `budget`."""
    saved = play_outs.MAX_WORK
    play_outs.MAX_WORK = saved if budget is None else budget
    try:
        return [choice.outcomes for choice in rule(loaded).choices]
    finally:
        play_outs.MAX_WORK = saved


def alternatives(runs: int = 31) -> list[str]:
    """Each library scenario whose ruling plays a decision's options out or has a table only
    forecasting makes (judge.mtg.forecast: an option's end state known without a copy): CPU time
    with the outcome tables, over the same ruling with forecasting off (no option played out;
    `play_outs.MAX_WORK = 0`), for the ruling alone and for text -> ruling -> JSON, the two run in turns."""
    forks = [0]
    original_fork = forecast.fork

    def counting(*args, **kwargs):
        forks[0] += 1
        return original_fork(*args, **kwargs)

    found = []
    forecast.fork = counting
    try:
        for path in sorted((data_folder("scenarios") / "mtg").rglob("*.yaml")):
            forks[0] = 0
            loaded = load_scenario_file(str(path))
            tables = _forecast_tables(loaded)
            copies = forks[0]
            if copies or tables != _forecast_tables(loaded, 0):
                found.append((path, loaded, copies))
    finally:
        forecast.fork = original_fork
    ratios, full_ratios = [], []
    for path, loaded, _count in found:
        text = path.read_text(encoding="utf-8")

        def full(text: str = text, source: str = path.name) -> None:
            render.to_json(rule(load_scenario_text(text, source)), "en")

        ruling, forecast_off = _interleaved(lambda s=loaded: rule(s), runs)
        whole, whole_off = _interleaved(full, runs)
        ratios.append(ruling / forecast_off)
        full_ratios.append(whole / whole_off)
    if not found:
        return ["No library scenario forecasts a decision's options."]
    return [f"{len(found)} library scenarios forecast a decision's options ({sum(f[2] for f in found)} copies "
            "of the game in all; an option whose end state is known needs none). CPU time with the outcome "
            "tables over the same ruling with forecasting off:", "",
            "| | median | worst | target |", "|---|---|---|---|",
            f"| ruling alone | {statistics.median(ratios):.2f}x | {max(ratios):.2f}x | <= 2x |",
            f"| text -> ruling -> JSON | {statistics.median(full_ratios):.2f}x | {max(full_ratios):.2f}x | |"]


def run(repeat: int) -> str:
    tune_garbage_collector()  # the collector as `judge rule` and `judge serve` run it
    count, ruling_only, with_json = _typical(repeat)
    large, events, resolved = _large(max(3, repeat // 4))
    option_count, options_typical, options_large = _options(repeat)
    rows = [
        (f"typical scenario, ruling ({count} scenarios x {repeat})", summary_ms(ruling_only), "< 5"),
        ("typical scenario, ruling + JSON (en)", summary_ms(with_json), ""),
        (f"200 spells on 500 permanents ({resolved} resolutions, {events} events)",
         summary_ms(large), "< 200"),
        (f"judge options, library scenarios of both games ({option_count} x {repeat})",
         summary_ms(options_typical), "< 50"),
        ("judge options, 7 spells in hand, 1000 permanents", summary_ms(options_large), ""),
    ]
    table = ["| what | p50 ms | p90 ms | p99 ms | mean ms | target ms |", "|---|---|---|---|---|---|"]
    for label, stats, target in rows:
        table.append(f"| {label} | {stats['p50']:.2f} | {stats['p90']:.2f} | {stats['p99']:.2f} | "
                     f"{stats['mean']:.2f} | {target} |")
    return "\n".join([
        "## Magic engine (in-process)", "",
        f"`judge.mtg.engine.rule` on already loaded scenarios, the garbage collector tuned as the CLI and "
        f"the server tune it (judge.cli.tune_garbage_collector); {machine()}.", "",
        *table, "",
        "The large board: 200 Grizzly Bears, 20 Goblin Kings, 40 Holy Strengths and Forests, 500 "
        "permanents in all; 200 Giant Growths and Shocks resolve one by one, with state-based "
        "actions and the layers recomputed after each.", "",
        "### Growth with the board", "",
        "CPU time of one ruling (median of 3) on boards of N permanents (bench/boards.py): N-1 Goblin "
        "Kings and a Shock; N-2 Grizzly Bears under a Pyroclasm; N-2 creatures with 'when this dies, "
        "create a token' under a Pyroclasm (N-2 triggers resolve one by one); N/2 attackers blocked "
        "one to one. tests/test_engine_scaling.py bounds the same growth by counting the work.", "",
        *scaling(), "",
        "Boards with more steps than permanents by the rules (bench/boards.py BY_THE_RULES_SQUARED): "
        "N/2 lifelink attackers beside N/2 Ajani's Pridemates trigger each Pridemate once per attacker "
        "(702.15b). Their steps grow with N^2 at most; the time per step should stay flat (one run each):", "",
        *squared(), "",
        "### Alternatives", "",
        *alternatives(),
    ])


def run_default() -> str:
    """The section with default settings (for `python -m bench`)."""
    return run(20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    markdown = run(parser.parse_args().repeat)
    write_section("engine", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
