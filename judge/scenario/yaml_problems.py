"""Broken YAML in our words: the mistakes people make most, with the fix.

Imported by judge/scenario/yaml_source.py when a file doesn't parse (start-up: a valid file never
compiles this).
"""

from __future__ import annotations

import re

from judge.scenario.errors import T, Text


def yaml_problem(problem: str, opened: int) -> tuple[Text, Text]:
    """The YAML mistakes people make most, in our words, with the fix (`opened`: the line where
    the construct that is broken began); anything else keeps the YAML reader's words."""
    if "found character '\\t'" in problem:
        return T("a tab character: YAML indents with spaces only"), T("replace the tab with spaces")
    character = re.search(r"found character (\S+) that cannot start any token", problem)
    if character:
        return T("a value can't begin with {character}", character=character.group(1)), T("put the value in quotes")
    if "mapping values are not allowed" in problem:
        return (T("a second ':' on this line, or a line indented deeper than the key before it"),
                T("put a value containing ': ' in quotes, and check the indentation"))
    for opening, closing, message in (("[", "]", T("the list opened with {bracket} on line {line} is not closed")),
                                      ("{", "}", T("the mapping opened with {bracket} on line {line} is not closed"))):
        if f"expected ',' or '{closing}'" in problem:
            return (message.filled(bracket=repr(opening), line=opened),
                    T("close it with {bracket}", bracket=repr(closing)))
    if "another document" in problem:
        return (T("a second YAML document begins here"),
                T("a scenario file holds one scenario: remove the '---' line and what follows it"))
    if "end of stream" in problem:
        return T("the quotation mark on line {line} is not closed", line=opened), T("close the quoted text on its line")
    if "could not find expected ':'" in problem or "expected <block end>" in problem:
        return (T("this line doesn't fit the indentation of the lines before it"),
                T("check the indentation of this line and the one before: keys of one mapping line up"))
    if "undefined alias" in problem:
        return (T("the alias *{name} has no anchor", name=problem.rpartition(" ")[2].strip("'")),
                T("define the anchor first ('&name' before a value), or write the value out"))
    if "duplicate anchor" in problem:
        return T("this anchor's name is already used by another anchor"), T("give each '&name' its own name")
    return (T("invalid YAML: {problem}", problem=problem),
            T("check the indentation and quotes of this line and the one before"))
