"""Card rules text generated from the structured card data, in en, de and nl.

Rules text shown to users is written from a card's data (judge/cards/*.py vocabularies), never
copied from printed cards: names, the type line and characteristics, keywords as the glossary
names them, and one line per ability or effect from the message templates of
judge/explain/catalog/card_text*.py (translations: judge/locale/<lang>/LC_MESSAGES/card_text*.po).

    card_text(card, "mtg", "de")      -> CardText (lines, facts, keywords, to_json(), plain())
    find_card("Schock")               -> ("mtg", card) by English or printed localized name
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from judge.cards.library import load_library
from judge.explain.card_text import mtg, mtg_frame, yugioh
from judge.explain.i18n import LANGUAGES


@dataclass
class CardText:
    """A card's generated text in one language."""

    game: str
    lang: str
    name: str  # the printed name in `lang` where known, else the English name
    names: dict[str, str]  # en, de, nl
    type_line: str
    facts: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    # Each ability of the card and whether it is modelled: an imported card's printed text with
    # the grammar's verdict (judge/cards/imported), a curated card's generated lines (all modelled).
    abilities: list[dict[str, Any]] = field(default_factory=list)

    def body(self) -> str:
        """Keywords and rules lines, one per line (what a player reads on the card)."""
        keywords = [", ".join(self.keywords)] if self.keywords else []
        return "\n".join(keywords + self.lines)

    def plain(self) -> str:
        """Everything on one card: name, type line, characteristics, keywords, rules text."""
        head = [self.name, self.type_line]
        if self.facts:
            head.append(" · ".join(self.facts))
        body = self.body()
        return "\n".join(head) + ("\n\n" + body if body else "")

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _names(card: Any) -> dict[str, str]:
    return {lang: card.localized_name(lang) for lang in LANGUAGES}


def card_text(card: Any, game: str, lang: str) -> CardText:
    """The generated text of a library or inline card of `game` ('mtg' or 'yugioh') in `lang`."""
    if game == "yugioh":
        text = CardText(game, lang, card.localized_name(lang), _names(card), yugioh.type_line(card, lang),
                        yugioh.facts(card, lang), [], yugioh.rules_lines(card, lang))
    else:
        text = CardText(game, lang, card.localized_name(lang), _names(card), mtg_frame.type_line(card, lang),
                        mtg_frame.facts(card, lang), mtg_frame.keyword_names(card, lang), mtg.rules_lines(card, lang))
    text.abilities = abilities(card, game, text)
    return text


def abilities(card: Any, game: str, text: CardText) -> list[dict[str, Any]]:
    """[{text, understood}]: an imported card's printed paragraphs with the grammar's verdict; for a
    curated or inline card, its generated keywords and lines (modelled) and its `unmodelled` notes."""
    library = load_library(game)
    stored = None
    if card.name.lower() not in library.cards and library.imported is not None:
        stored = library.imported.find(card.name)
    if stored is not None:
        return [{"text": a["text"], "understood": a["understood"]} for a in stored.abilities]
    generated = ([", ".join(text.keywords)] if text.keywords else []) + text.lines
    return ([{"text": line, "understood": True} for line in generated]
            + [{"text": note, "understood": False} for note in card.unmodelled])


def find_card(name: str, game: str | None = None) -> tuple[str, Any] | None:
    """A card by its English or printed localized name (case-insensitive), in one game or both."""
    wanted = name.strip().lower()
    for each in [game] if game else ["mtg", "yugioh"]:
        library = load_library(each)
        card = library.get(wanted)
        if card is None:
            card = next((c for c in library if wanted in (n.lower() for n in c.names.values())), None)
        if card is not None:
            return each, card
    return None


def unknown_card_hint(name: str, game: str | None = None) -> str | None:
    """'did you mean ...?' over the card names of one game or both (the scenario loader's helper)."""
    for each in [game] if game else ["mtg", "yugioh"]:
        hint = load_library(each).unknown_card_hint(name)
        if hint:
            return hint
    return None


__all__ = ["CardText", "card_text", "find_card", "unknown_card_hint"]
