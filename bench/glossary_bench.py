"""Glossary search speed and accuracy, beside SQLite FTS5 over the same data and queries.

Query mix (generated from the glossary with a fixed seed, so every run uses the same one):
headwords in en/de/nl (as typed: any case, umlauts written as "ue"), aliases, prefixes (search
as you type), one-edit typos, and multi-word phrases from definitions. Our search is timed
without its LRU cache (the cached figure is given separately); FTS5 gets the best query it can
express for each kind (prefix queries with `*`; it has no fuzzy matching or stemming).

    python -m bench.glossary_bench [--queries N]
"""

from __future__ import annotations

import argparse
import random
import re
import sqlite3
import tempfile
from collections import Counter
from pathlib import Path

from bench.report import machine, summary_ms, timed_ms, write_section
from judge.glossary.search import GlossarySearch, result_json, search
from judge.glossary.terms import LANGS, Glossary, load_glossary

KINDS = (("headword", 40), ("alias", 10), ("prefix", 20), ("typo", 15), ("phrase", 15))


def _typo(word: str, rng: random.Random) -> str:
    i = rng.randrange(1, len(word) - 1)
    edit = rng.choice(("delete", "swap", "replace"))
    if edit == "delete":
        return word[:i] + word[i + 1:]
    if edit == "swap":
        return word[:i - 1] + word[i] + word[i - 1] + word[i + 1:]
    return word[:i] + rng.choice("aeinrst") + word[i + 1:]


def query_mix(glossary: Glossary, count: int, seed: int = 7) -> list[tuple[str, str, str | None]]:
    """(kind, query, expected term id or None) triples."""
    rng = random.Random(seed)
    terms = glossary.terms()
    kinds = [kind for kind, weight in KINDS for _ in range(weight)]
    mix: list[tuple[str, str, str | None]] = []
    while len(mix) < count:
        kind, term = rng.choice(kinds), rng.choice(terms)
        name = term.names.get(rng.choice(LANGS))
        if kind == "headword":
            query = rng.choice((name, name.lower(), name.upper(), name.replace("ü", "ue").replace("ö", "oe")))
            mix.append((kind, query, term.id))
        elif kind == "alias":
            aliases = [a for lang in LANGS for a in getattr(term.aliases, lang)]
            if aliases:
                mix.append((kind, rng.choice(aliases), term.id))
        elif kind == "prefix" and len(name) > 5:
            mix.append((kind, name[:rng.randrange(4, len(name))], None))
        elif kind == "typo" and len(name) > 6 and " " not in name:
            mix.append((kind, _typo(name, rng), term.id))
        elif kind == "phrase":
            words = re.findall(r"\w{5,}", term.definitions.get(rng.choice(LANGS)))
            if len(words) > 3:
                start = rng.randrange(len(words) - 2)
                mix.append((kind, " ".join(words[start:start + 2]), None))
    return mix


class Fts5:
    """The baseline: one FTS5 row per term, names and aliases weighted 10x over definitions."""

    def __init__(self, glossary: Glossary) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE t USING fts5(ref UNINDEXED, names, body, "
                        "tokenize = 'unicode61 remove_diacritics 2')")
        self.db.executemany("INSERT INTO t VALUES (?, ?, ?)", [
            (f"{t.game}/{t.id}", " ; ".join(text for _lang, text in t.all_names()),
             " ".join(t.definitions.get(lang) for lang in LANGS)) for t in glossary.terms()])

    def search(self, query: str, prefix: bool) -> list[str]:
        words = re.findall(r"\w+", query)
        if not words:
            return []
        expression = " ".join(f'"{w}"' for w in words) + ("*" if prefix else "")
        rows = self.db.execute("SELECT ref FROM t WHERE t MATCH ? ORDER BY bm25(t, 0, 10.0, 1.0) LIMIT 20",
                               (expression,)).fetchall()
        return [ref.split("/", 1)[1] for (ref,) in rows]


def run(count: int) -> str:
    glossary = load_glossary()
    mix = query_mix(glossary, count)
    with tempfile.TemporaryDirectory() as root:
        ours = GlossarySearch(glossary, index_root=Path(root))
        ours.hits("warm up the index")  # builds it: the first query of a fresh install
        fts = Fts5(glossary)
        ours_ms, fts_ms = [], []
        ours_right, fts_right, by_kind = Counter(), Counter(), Counter()
        for kind, query, expected in mix:
            elapsed, (hits, _suggestion) = timed_ms(ours.hits, query)
            elapsed += timed_ms(lambda h=hits: [result_json(x.term, x.score, "en") for x in h])[0]
            ours_ms.append(elapsed)
            elapsed, refs = timed_ms(fts.search, query, kind == "prefix")
            fts_ms.append(elapsed)
            if expected:
                by_kind[kind] += 1
                ours_right[kind] += bool(hits) and hits[0].term.id == expected
                fts_right[kind] += bool(refs) and refs[0] == expected
        cached = [timed_ms(search, query)[0] for _kind, query, _e in mix]  # fills the LRU cache
        cached = [timed_ms(search, query)[0] for _kind, query, _e in mix]
    o, f, c = summary_ms(ours_ms), summary_ms(fts_ms), summary_ms(cached)
    lines = [
        "## Glossary search (in-process)", "",
        f"{len(glossary)} terms, {len(mix)} queries ({', '.join(f'{k} {w}%' for k, w in KINDS)}); {machine()}.",
        "", "| | p50 ms | p90 ms | p99 ms | mean ms |", "|---|---|---|---|---|",
        f"| judge search (no cache) | {o['p50']:.3f} | {o['p90']:.3f} | {o['p99']:.3f} | {o['mean']:.3f} |",
        f"| judge search (LRU cache warm) | {c['p50']:.4f} | {c['p90']:.4f} | {c['p99']:.4f} | {c['mean']:.4f} |",
        f"| SQLite FTS5 | {f['p50']:.3f} | {f['p90']:.3f} | {f['p99']:.3f} | {f['mean']:.3f} |",
        "", f"Median ratio judge/FTS5 (no cache): **{o['p50'] / f['p50']:.2f}** "
        f"(targets: p50 < 1 ms, p99 < 10 ms, no slower than FTS5 at the median).", "",
        "Expected term first (queries with a known answer):", "",
        "| kind | queries | judge top-1 | FTS5 top-1 |", "|---|---|---|---|",
    ]
    for kind in by_kind:
        n = by_kind[kind]
        lines.append(f"| {kind} | {n} | {ours_right[kind] / n:.1%} | {fts_right[kind] / n:.1%} |")
    return "\n".join(lines)


def run_default() -> str:
    """The section with default settings (for `python -m bench`)."""
    return run(2000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=2000)
    markdown = run(parser.parse_args().queries)
    write_section("glossary", markdown)
    print(markdown)


if __name__ == "__main__":
    main()
