"""Message tables, one module per area (core, mtg_combat, mtg_replacement, yugioh, web ...).

Each module defines `MESSAGES: dict[str, str]`; its translations live in
judge/locale/<lang>/LC_MESSAGES/<module>.po. Splitting by area lets each part of
the engine own its sentences.

A message whose words change with a number is a `Plural` (`NP_`): gettext's plural forms
(`msgid_plural`, `msgstr[n]` in the .po files) choose the form by the count, so no message
ever writes "counter(s)", "Marke(n)" or "kaart(en)".
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Marks a string for extraction into the gettext catalogs (`pybabel extract -k N_`)."""
    return message


class Plural(str):
    """A message with a singular and a plural form; its text (the catalog key) is the singular
    msgid, `plural` the msgid_plural, `count` the placeholder whose value chooses the form."""

    plural: str
    count: str

    def __new__(cls, singular: str, plural: str, count: str = "count") -> Plural:
        message = super().__new__(cls, singular)
        message.plural, message.count = plural, count
        return message

    def __reduce__(self) -> tuple[object, ...]:
        return Plural, (str(self), self.plural, self.count)


def NP_(singular: str, plural: str, count: str = "count") -> Plural:
    """Marks a message with plural forms (`pybabel extract -k NP_:1,2`); `count` names the
    placeholder that holds the number."""
    return Plural(singular, plural, count)
