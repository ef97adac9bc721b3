"""Imports point one way (docs/architecture.md): the engines never import the renderers or the web
app, the renderers never import an engine, and module-level imports inside judge form no cycle.
An equivalent of an import-linter contract, with the standard library only."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "judge"


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[str, bool]]:
    """(imported judge module, at module level) for each import in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        for name in names:
            if name.startswith("judge"):
                found.append((name, id(node) in top))
    return found


MODULES = {_module(path): path for path in PACKAGE.rglob("*.py")}


def _resolve(name: str) -> str | None:
    """The judge module an imported name lives in (a module, or a name inside one)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _edges(module_level_only: bool) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for module, path in MODULES.items():
        targets = {_resolve(name) for name, top in _imports(path) if top or not module_level_only}
        graph[module] = {t for t in targets if t and t != module and not module.startswith(f"{t}.")}
    return graph


def _forbidden(sources: tuple[str, ...], targets: tuple[str, ...]) -> list[str]:
    return sorted(f"{module} imports {target}" for module, imported in _edges(False).items()
                  if module.startswith(sources) for target in imported if target.startswith(targets))


def test_engines_never_import_the_renderers_or_the_web_app() -> None:
    assert _forbidden(("judge.mtg", "judge.yugioh"), ("judge.explain", "judge.web")) == []


def test_the_renderers_never_import_an_engine() -> None:
    assert _forbidden(("judge.explain",), ("judge.mtg", "judge.yugioh")) == []


def test_module_level_imports_form_no_cycle() -> None:
    graph = _edges(True)
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    cycles: list[list[str]] = []

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(graph.get(module, ())):
            if state.get(target) == 1:
                cycles.append([*path[path.index(target):], target])
            elif target not in state:
                visit(target, [*path, target])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert cycles == [], f"module-level import cycles: {cycles}"


# Function-level imports of judge modules outside the CLI (judge/cli.py and judge/commands/, whose
# commands load lazily by design). Each one left is either lazy for start-up (commented so) or an
# edge of an engine cycle not yet broken; the bound only goes down.
FUNCTION_LEVEL_IMPORTS_BOUND = 4


def _function_level_imports() -> list[str]:
    found = []
    for module, path in sorted(MODULES.items()):
        if module == "judge.cli" or module.startswith("judge.commands"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in top:
                relative = isinstance(node, ast.ImportFrom) and node.level > 0
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                if relative or any(name.startswith("judge") for name in names):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_function_level_imports_stay_few() -> None:
    found = _function_level_imports()
    assert len(found) <= FUNCTION_LEVEL_IMPORTS_BOUND, (
        f"{len(found)} function-level imports of judge modules (at most {FUNCTION_LEVEL_IMPORTS_BOUND}): "
        "import at module level; a cycle is broken with a leaf module or an injected callback, "
        f"not hidden in a function: {found}")
