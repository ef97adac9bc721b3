"""The `judge` command line: thin, like the web views.

Each command group lives beside the code it drives and registers itself here
(`register(subparsers)`); imports are lazy so that `judge rule` starts fast.
Exit codes: 0 success, 2 invalid input (a message on stderr, never a traceback).
"""

from __future__ import annotations

import argparse
import atexit
import gc
import os
import re
import sys
import types
from collections.abc import Sequence

from judge import __version__

# Modules that contribute sub-commands; each has `register(subparsers) -> None`.
COMMAND_MODULES = (
    "judge.commands.card",
    "judge.commands.cards",
    "judge.commands.check",
    "judge.commands.glossary",
    "judge.commands.new",
    "judge.commands.options",
    "judge.commands.rule",
    "judge.commands.rules",
    "judge.commands.scenarios",
    "judge.commands.schema",
    "judge.commands.serve",
    "judge.commands.store",
)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every registered command group, or only with the group of
    `command` when it is one: `judge rule FILE` then imports and builds one command's parser,
    not twelve (start-up); help and a mistyped command still see them all."""
    import importlib

    wanted = f"judge.commands.{command}"
    modules = (wanted,) if wanted in COMMAND_MODULES else COMMAND_MODULES

    parser = argparse.ArgumentParser(
        prog="judge",
        description="Step-by-step, cited rulings for Magic: The Gathering and Yu-Gi-Oh!, "
        "and a glossary of their terms in English, German and Dutch.",
    )
    parser.add_argument("--version", action="version", version=f"judge {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in modules:
        importlib.import_module(module_name).register(subparsers)
    return parser


def tune_garbage_collector() -> None:
    """Young collections every 10 000 new objects instead of every 700 (CLI and server alike).

    A ruling and its rendering make hundreds of thousands of objects (events, the board after
    each step) that all live until the answer is written; at the default rate the collector
    walked them again and again: two thirds of the web path's time for a 1000-permanent board
    (1.05 s of CPU, 0.28 s with this). At most 10 000 more objects wait to be collected.
    """
    gc.set_threshold(10_000, 10, 10)


# At exit the interpreter collects garbage three times, each a walk over every object left (the card
# library, the glossary, the ruling): about 10 ms of a short command's CPU, for memory the process
# is about to give back anyway. Frozen objects are not walked.
atexit.register(gc.freeze)


PYDANTIC_PLUGIN_LOADER = "pydantic.plugin._loader"


def turn_pydantic_plugins_off() -> None:
    """Magic and Yu-Gi-Oh! models use no pydantic plugins: don't look for any (start-up).

    PYDANTIC_DISABLE_PLUGINS makes pydantic's `get_plugins()` answer "none", but the module that
    holds it imports `importlib.metadata` (and with it email, zipfile, csv, socket, tempfile ...)
    the first time a model is built: about 15 ms of a 0.25 s command, for a lookup that is off.
    With plugins off that module's one function returns nothing, so it is given as just that;
    any other name asked of it comes from the real module, imported then.
    """
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    if os.environ["PYDANTIC_DISABLE_PLUGINS"] not in ("__all__", "1", "true") or PYDANTIC_PLUGIN_LOADER in sys.modules:
        return
    loader = types.ModuleType(PYDANTIC_PLUGIN_LOADER, "pydantic's plugin lookup, off (judge.cli)")
    loader.get_plugins = tuple  # type: ignore[attr-defined]  # () : no plugins

    def rest(name: str) -> object:
        if name.startswith("__"):  # the import system asking whether it is a package
            raise AttributeError(name)
        import importlib  # the real loader, only if pydantic ever asks it for more

        del sys.modules[PYDANTIC_PLUGIN_LOADER]
        return getattr(importlib.import_module(PYDANTIC_PLUGIN_LOADER), name)

    loader.__getattr__ = rest  # type: ignore[attr-defined]  # PEP 562
    sys.modules[PYDANTIC_PLUGIN_LOADER] = loader


# PyYAML's `Reader.NON_PRINTABLE`, as yaml/reader.py writes it: every character but the printable ones.
YAML_NON_PRINTABLE = "[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]"
# The same set written as the characters it holds: controls, surrogates, U+FFFE and U+FFFF.
YAML_NON_PRINTABLE_LISTED = "[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\uFFFE\uFFFF]"


def precompile_yaml_non_printable() -> None:
    """Give `re` PyYAML's costliest pattern ready-made, before PyYAML is imported (start-up).

    Importing PyYAML compiles `Reader.NON_PRINTABLE`, a negated class whose ranges reach U+FFFF;
    Python's regex compiler marks such a class in its table one character at a time (~63 000
    steps): 57 million instructions, a twentieth of a whole `judge rule`, for a reader judge uses
    only to word the problem of broken YAML (libyaml reads the rest). The same set listed as the
    characters it holds compiles in 4 million. `re.compile` looks its cache up by the pattern's
    text, so the listed form is stored there under PyYAML's text: PyYAML gets a pattern that
    matches exactly the same characters (tests/test_start_up.py compares them over every code
    point). If this Python's `re` keeps no such cache, or PyYAML is in already, nothing changes.
    """
    cache = getattr(re, "_cache", None)
    if "yaml" in sys.modules or not isinstance(cache, dict):
        return
    cache.setdefault((str, YAML_NON_PRINTABLE, 0), re.compile(YAML_NON_PRINTABLE_LISTED))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the process exit code."""
    turn_pydantic_plugins_off()
    precompile_yaml_non_printable()
    tune_garbage_collector()
    arguments = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(arguments[0] if arguments else None)
    args = parser.parse_args(arguments)
    if not getattr(args, "handler", None):
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug, not bad input: one clear line instead of a traceback
        print(f"judge: internal error ({type(exc).__name__}: {exc}). This is a bug in judge, not in "
              "your input; please report it with the file you used. Set JUDGE_DEBUG=1 for details.",
              file=sys.stderr)
        if os.environ.get("JUDGE_DEBUG"):
            raise
        return 1
