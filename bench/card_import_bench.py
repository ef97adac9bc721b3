"""`judge cards import` on a generated Scryfall file: time, cards per second and peak memory.

The cards cycle through the wordings of the test fixture (tests/fixtures/cards/scryfall-cards.json)
under new names, each English card followed by a German printing, so the file looks like a
small `all-cards` download; the import runs in a fresh process whose peak resident memory
(VmHWM) is read from /proc.

    python -m bench.card_import_bench [--cards 100000]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.report import machine, write_section

FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "cards" / "scryfall-cards.json"
PROBE = """
import sys
from pathlib import Path
from judge.cards.imported.importer import import_file
report = import_file(Path(sys.argv[1]))
peak = next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(report.cards, report.status.get("full", 0), report.status.get("partial", 0), report.status.get("none", 0), peak)
"""


def generate(path: Path, count: int) -> int:
    """Write `count` English cards (and as many German printings); returns the file size in bytes."""
    models = [c for c in json.loads(FIXTURE.read_text(encoding="utf-8")) if c.get("lang") == "en"
              and "oracle_text" in c and c.get("layout") == "normal"]
    with path.open("w", encoding="utf-8") as out:
        out.write("[")
        for index in range(count):
            model = models[index % len(models)]
            name = f"{model['name']} {index}"
            card = {**model, "name": name, "oracle_text": model["oracle_text"].replace(model["name"], name)}
            german = {**card, "lang": "de", "printed_name": f"Karte {index}"}
            out.write(("," if index else "") + json.dumps(card) + "," + json.dumps(german))
        out.write("]")
    return path.stat().st_size


def run(cards: int) -> str:
    with tempfile.TemporaryDirectory() as root:
        path = Path(root) / "cards.json"
        size = generate(path, cards)
        env = {**os.environ, "JUDGE_DATA_DIR": str(Path(root) / "data")}
        start = time.perf_counter()
        result = subprocess.run([sys.executable, "-c", PROBE, str(path)], env=env, check=True,
                                capture_output=True, text=True)
        seconds = time.perf_counter() - start
    imported, full, partial, none, peak_kb = (int(v) for v in result.stdout.split())
    return "\n".join([
        "## Importing a card database", "",
        f"A generated Scryfall file of {cards} English cards and {cards} German printings "
        f"({size / 1e6:.0f} MB), imported in a fresh process; {machine()}.", "",
        "| cards | seconds | cards per second | peak memory (MB) | full / partial / none | target |",
        "|---|---|---|---|---|---|",
        f"| {imported} | {seconds:.1f} | {imported / seconds:.0f} | {peak_kb / 1024:.0f} | {full} / {partial} / {none} "
        "| memory < 300 MB (tests/test_card_import.py) |",
    ])


def run_default() -> str:
    return run(100_000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=100_000)
    markdown = run(parser.parse_args().cards)
    write_section("card_import", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
