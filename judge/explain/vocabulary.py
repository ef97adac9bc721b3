"""Vocabulary words in the page language: a leaf module, so that the writers of target
requirements (requirement.py) and of card text (card_text/) can name words without importing
the event-value renderer (values.py), which uses both of them."""

from __future__ import annotations

from typing import Any

from judge.explain.i18n import gettext
from judge.explain.messages import MESSAGES


def vocabulary(key: str, lang: str, fallback: str | None = None, **params: Any) -> str:
    """A vocabulary word (`color:black`, `noun:creature`...) in `lang`; `fallback` when there is none."""
    message = MESSAGES.get(key)
    if message is None:
        return fallback if fallback is not None else key.partition(":")[2]
    return gettext(message, lang).format(**params) if params else gettext(message, lang)
