"""Safe YAML reading that keeps every node's position and refuses hostile input.

pyyaml's safe loader builds plain data only, but it accepts duplicate keys
silently and forgets where a value came from. We compose the node tree
ourselves (so every value keeps its line and column), construct plain Python
values from it, and enforce limits so that no document can hang the process:
size, nesting depth, aliases and the number of objects after alias expansion.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from judge.parts import Parts
from judge.scenario.errors import PathPart, ScenarioError, T, collect

# The words for broken YAML, imported when a file is broken (start-up: a valid one never needs them).
problem_parts = Parts(words="judge.scenario.yaml_problems")


@dataclass(frozen=True)
class Limits:
    """Bounds on a document; each one violated gives its own clear error."""

    max_bytes: int = 1 << 20  # 1 MiB
    max_depth: int = 50
    max_aliases: int = 100
    max_objects: int = 100_000


DEFAULT_LIMITS = Limits()


@dataclass
class Document:
    """Plain data from a YAML document plus the position of every value."""

    data: Any
    source: str
    marks: dict[tuple[PathPart, ...], tuple[int, int]] = field(default_factory=dict)
    # problems that don't stop the reading (a duplicate key: its first value is kept), reported
    # with the scenario's other problems
    problems: list[ScenarioError] = field(default_factory=list)

    def position(self, path: tuple[PathPart, ...]) -> tuple[int, int]:
        """Line and column (1-based) of the value at `path`, or of its nearest ancestor."""
        for end in range(len(path), -1, -1):
            mark = self.marks.get(tuple(path[:end]))
            if mark:
                return mark
        return (1, 1)

    def error(self, path: tuple[PathPart, ...], message: str, hint: str | None = None) -> ScenarioError:
        """A ScenarioError located at `path` in this document."""
        line, column = self.position(path)
        return ScenarioError(message, self.source, line, column, tuple(path), hint)


class _Bounds:
    """A composer that counts nesting depth and aliases as it goes (mixed into both loaders)."""

    limits: Limits = DEFAULT_LIMITS

    def _start_bounds(self, source: str, limits: Limits) -> None:
        self.limits = limits
        self.source = source
        self._depth = 0
        self._aliases = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        if self.check_event(yaml.AliasEvent):
            self._aliases += 1
            if self._aliases > self.limits.max_aliases:
                mark = self.peek_event().start_mark
                raise ScenarioError(
                    T("too many YAML aliases (more than {max})", max=self.limits.max_aliases),
                    self.source, mark.line + 1, mark.column + 1,
                    hint=T("write the values out instead of repeating them through *aliases"),
                )
        self._depth += 1
        if self._depth > self.limits.max_depth:
            mark = self.peek_event().start_mark
            raise ScenarioError(
                T("the document is nested more than {max} levels deep", max=self.limits.max_depth),
                self.source, mark.line + 1, mark.column + 1,
                hint=T("a scenario needs only a few levels of nesting"),
            )
        try:
            return super().compose_node(parent, index)  # type: ignore[misc]
        finally:
            self._depth -= 1


class _BoundedLoader(_Bounds, yaml.SafeLoader):
    """pyyaml's pure-Python safe loader, bounded: exact error messages for broken YAML."""

    def __init__(self, stream: str, source: str, limits: Limits) -> None:
        yaml.SafeLoader.__init__(self, stream)
        self._start_bounds(source, limits)


try:
    from yaml._yaml import CParser
except ImportError:  # pyyaml built without libyaml: the Python loader does everything
    _FastLoader: type | None = None
    _ComposingLoader: type | None = None
else:
    class _FastLoader(_Bounds, yaml.composer.Composer, CParser,  # type: ignore[no-redef]
                      yaml.constructor.SafeConstructor, yaml.resolver.Resolver):
        """libyaml scans and parses (ten times faster); pyyaml's composer, bounded, builds the
        nodes from its events, so limits and positions work as in the Python loader."""

        def __init__(self, stream: str, source: str, limits: Limits) -> None:
            CParser.__init__(self, stream)
            yaml.composer.Composer.__init__(self)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)
            self._start_bounds(source, limits)

    class _ComposingLoader(CParser, yaml.constructor.SafeConstructor,  # type: ignore[no-redef]
                           yaml.resolver.Resolver):
        """libyaml composes the nodes too (C; twice as fast again), for text without aliases only:
        libyaml itself refuses nesting deeper than 1000 levels, and `_Builder` checks depth and size
        as it walks the nodes; a document it finds anything wrong with is read again by the
        loaders above, for their exact message."""

        def __init__(self, stream: str, source: str, limits: Limits) -> None:
            CParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)


_PLAIN_TAGS = frozenset({"tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"})
_STR = "tag:yaml.org,2002:str"


class _Builder:
    """Turns a composed node tree into plain data, recording each value's position."""

    def __init__(self, loader: Any, document: Document, limits: Limits) -> None:
        self.loader = loader
        self.document = document
        self.limits = limits
        self.objects = 0

    def build(self, node: Node, path: tuple[PathPart, ...], depth: int = 0) -> Any:
        self.objects += 1
        if self.objects > self.limits.max_objects:
            raise self.document.error(
                path, T("the document expands to more than {max} values", max=self.limits.max_objects),
                T("a YAML alias bomb? write the scenario out without nested aliases"),
            )
        if depth > self.limits.max_depth:
            raise self.document.error(path[:2], T("the document refers to itself (a cyclic alias)"),
                                      T("remove the alias that points into its own anchor"))
        self.document.marks.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, ScalarNode):
            return self._scalar(node, path)
        if node.tag not in _PLAIN_TAGS:
            raise self.document.error(
                path, T("unsupported YAML tag {tag!r}", tag=node.tag),
                T("only plain values, lists and mappings are allowed (no !!python tags)"),
            )
        if isinstance(node, SequenceNode):
            return [self.build(item, (*path, i), depth + 1) for i, item in enumerate(node.value)]
        if isinstance(node, MappingNode):
            return self._mapping(node, path, depth)
        raise self.document.error(path, T("unsupported YAML node {node}", node=node.id),
                                  T("only plain values, lists and mappings are allowed"))

    def _scalar(self, node: ScalarNode, path: tuple[PathPart, ...]) -> Any:
        if node.tag == _STR:  # most values: the text as it is (what the constructor would return)
            return node.value
        try:
            return self.loader.construct_object(node, deep=True)
        except yaml.constructor.ConstructorError as exc:
            raise self.document.error(
                path, T("unsupported YAML tag {tag!r}", tag=node.tag),
                T("only plain values, lists and mappings are allowed (no !!python tags)"),
            ) from exc
        except ValueError as exc:  # e.g. an integer of thousands of digits (Python refuses those)
            raise self.document.error(path, T("the value {value!r}... can't be read", value=node.value[:20]),
                                      T("use a number of a sensible size")) from exc

    def _mapping(self, node: MappingNode, path: tuple[PathPart, ...], depth: int) -> dict[Any, Any]:
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                raise ScenarioError(T("a mapping key must be a plain value, not a list or mapping"),
                                    self.document.source, key_node.start_mark.line + 1,
                                    key_node.start_mark.column + 1, path,
                                    T("write the key as a name followed by ':'"))
            key = self._scalar(key_node, path)
            if not isinstance(key, str | int):
                key = str(key)
            key_path = (*path, key)
            mark = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            if key in result:
                first = self.document.marks.get(key_path, mark)
                self.document.problems.append(ScenarioError(
                    T("duplicate key {key!r} (first given on line {line})", key=key, line=first[0]),
                    self.document.source, mark[0], mark[1], key_path,
                    T("each key may appear only once in a mapping; merge the two entries"),
                ))
                continue
            self.document.marks[key_path] = mark
            result[key] = self.build(value_node, key_path, depth + 1)
        return result


def parse_yaml(text: str, source: str = "<scenario>", limits: Limits = DEFAULT_LIMITS,
               keep_problems: bool = False) -> Document:
    """Parse one YAML document safely; raise ScenarioError on anything wrong. With `keep_problems`,
    the problems that don't stop the reading (duplicate keys) are left in `document.problems`, for
    the caller to report with its own."""
    document = _parse(text, source, limits)
    if document.problems and not keep_problems:
        raise collect(document.problems)
    return document


def _parse(text: str, source: str, limits: Limits) -> Document:
    size = len(text.encode("utf-8", errors="replace"))
    if size > limits.max_bytes:
        raise ScenarioError(
            T("the document is {size} bytes; the limit is {max} bytes (1 MiB)", size=size, max=limits.max_bytes),
            source, hint=T("a scenario is a few kilobytes; is this the right file?"),
        )
    if _ComposingLoader is not None and "*" not in text:  # no alias: nothing for a composer to count
        try:
            return _load(_ComposingLoader, text, source, limits)
        except ScenarioError:
            pass  # said again below, as exactly as the loaders below can
    if _FastLoader is not None:
        try:
            return _load(_FastLoader, text, source, limits)
        except BrokenYaml:
            pass  # broken YAML: the Python loader words the problem as judge.scenario.yaml_problems expects
    return _load(_BoundedLoader, text, source, limits)


class BrokenYaml(ScenarioError):
    """Text that isn't YAML (the other problems are a limit or a value: located the same way by
    either loader)."""


def _load(loader_class: Any, text: str, source: str, limits: Limits) -> Document:
    document = Document(data=None, source=source)
    loader = None
    try:
        loader = loader_class(text, source, limits)  # its reader rejects control characters
        root = loader.get_single_node()
        if root is None:
            raise ScenarioError(T("the document is empty"), source, 1, 1,
                                hint=T("a scenario starts with 'game: mtg' or 'game: yugioh'"))
        document.data = _Builder(loader, document, limits).build(root, ())
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (0, 0)
        problem = f"{exc.context or ''} {exc.problem or ''}".strip() or "invalid YAML"
        opened = exc.context_mark.line + 1 if exc.context_mark else line
        message, hint = problem_parts.words.yaml_problem(problem, opened)
        raise BrokenYaml(message, source, line, column, hint=hint) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        column = exc.position - (text.rfind("\n", 0, exc.position) + 1) + 1
        raise ScenarioError(T("the character #x{code:04x} is not allowed in a scenario", code=exc.character), source,
                            line, column, hint=T("remove control characters; save the file as UTF-8 text")) from None
    except yaml.YAMLError as exc:
        raise ScenarioError(T("invalid YAML: {problem}", problem=str(exc)), source,
                            hint=T("check the indentation and quotes of this line and the one before")) from None
    except RecursionError:
        raise ScenarioError(T("the document is nested too deeply"), source,
                            hint=T("a scenario needs only a few levels of nesting")) from None
    finally:
        if loader is not None:
            loader.dispose()
    return document


def read_source(path: str, limits: Limits = DEFAULT_LIMITS) -> tuple[str, str]:
    """Read a scenario file ('-' for stdin) without ever reading more than the limit.

    Returns (text, name to show in messages).
    """
    import sys

    name = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            raw = sys.stdin.buffer.read(limits.max_bytes + 1)
        else:
            with open(path, "rb") as handle:
                raw = handle.read(limits.max_bytes + 1)
    except FileNotFoundError:
        raise ScenarioError(T("no such file"), name, hint=T("check the path")) from None
    except IsADirectoryError:
        raise ScenarioError(T("this is a folder, not a scenario file"), name,
                            hint=T("name a .yaml file, or use 'judge rule FOLDER' for every file in it")) from None
    except OSError as exc:
        raise ScenarioError(T("cannot read the file: {reason}", reason=exc.strerror), name,
                            hint=T("check the file's permissions")) from None
    if len(raw) > limits.max_bytes:
        raise ScenarioError(
            T("the file is larger than the limit of {max} bytes (1 MiB)", max=limits.max_bytes),
            name, hint=T("a scenario is a few kilobytes; is this the right file?"),
        )
    try:
        return raw.decode("utf-8-sig"), name
    except UnicodeDecodeError as exc:
        line_start = raw.rfind(b"\n", 0, exc.start) + 1
        column = len(raw[line_start:exc.start].decode("utf-8", errors="replace")) + 1
        raise ScenarioError(T("the file is not UTF-8 text: byte 0x{byte:02x} can't be read", byte=raw[exc.start]),
                            name, raw.count(b"\n", 0, exc.start) + 1, column,
                            hint=T("save the file as UTF-8 text")) from None
