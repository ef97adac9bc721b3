"""Loading the card libraries (judge/cards/<game>/*.yaml) with precise errors, and finding cards by name.

Each file holds a YAML list of cards. A broken entry is reported with its file
and line, like a broken scenario. Libraries are loaded once per process.

A name finds a card by its English name, its printed German or Dutch name, or either in a
folded form (no case, accents or punctuation: "riesenwuchs", "Blauaugiger w Drache"); a name
the curated library doesn't know is looked up in the cards the player imported
(`judge cards import`, judge/cards/imported/store.py).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from judge import pickle_cache
from judge.cards.folding import fold
from judge.parts import Parts
from judge.paths import PACKAGE_DIR
from judge.scenario.card_names import card_names, inline_card_names, raw_card_names
from judge.scenario.errors import ScenarioError, T, Text, did_you_mean
from judge.scenario.yaml_source import Document

# Reading and validating the library's YAML files, imported when their pickle is missing or stale (start-up).
file_parts = Parts(files="judge.cards.library_files")
# The player's imported cards, opened on the first name the curated library doesn't know (start-up: a
# ruling on curated cards never compiles the store).
store_parts = Parts(store="judge.cards.imported.store")

CARDS_DIR = Path(__file__).resolve().parent

CardT = TypeVar("CardT", bound=BaseModel)


@dataclass
class CardLibrary(Generic[CardT]):
    """Cards by English name (case-insensitive lookup), plus names in other languages."""

    game: str
    cards: dict[str, CardT] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)  # folded English or printed name -> key in `cards`
    imports: bool = False  # names not in `cards` are asked of the player's imported cards (`imported`)
    model: type[CardT] | None = None  # the card model imported data is validated as
    # A scenario's library (`scenario_library`) notes the cards it served that have abilities their
    # data doesn't model, so the ruling can name them (judge/events.py Unmodelled).
    track: bool = False
    served_unmodelled: dict[str, CardT] = field(default_factory=dict)
    # A scenario's library holds the scenario's own `cards:` and reads the curated library through
    # `base`, which loads it on the first name the scenario's cards don't answer: a scenario that
    # names no card never reads the card files (start-up).
    base: Callable[[], CardLibrary[CardT]] | None = None
    _imported: Any = field(default=None, repr=False, compare=False)

    @property
    def imported(self) -> Any:
        """The player's imported cards (a `CardStore`), opened on first use; None when not asked (`imports`)."""
        if self.imports and self._imported is None:
            self._imported = store_parts.store.CardStore(self.game)
        return self._imported

    def add(self, card: CardT, source: str) -> None:
        key = card.name.lower()  # type: ignore[attr-defined]
        self.cards[key] = card
        self.sources[key] = source
        for name in [card.name, *getattr(card, "names", {}).values()]:  # type: ignore[attr-defined]
            self.aliases.setdefault(fold(name), key)

    def get(self, name: str) -> CardT | None:
        """The card of this English or printed name (exact, then folded), the scenario's own before
        the curated ones of the same name, curated before imported."""
        card = self._by_key(name.lower())
        if card is None:
            card = self._by_key(self._alias(fold(name)))
        if card is None and self.model is not None:
            imported = self.imported if self.base is None else self.base().imported
            if imported is not None:
                card = imported.card(name, self.model)
        if self.track and card is not None and getattr(card, "unmodelled", None):
            self.served_unmodelled.setdefault(card.name, card)  # type: ignore[attr-defined]
        return card

    def _by_key(self, key: str) -> CardT | None:
        card = self.cards.get(key)
        return self.base().cards.get(key) if card is None and self.base is not None else card

    def _alias(self, folded: str) -> str:
        """The key a folded name stands for: the curated library's first, then the scenario's own."""
        key = self.base().aliases.get(folded) if self.base is not None else None
        return self.aliases.get(folded, "") if key is None else key

    def _all(self) -> dict[str, CardT]:
        return self.cards if self.base is None else {**self.base().cards, **self.cards}

    def unmodelled_in_use(self) -> list[tuple[str, str]]:
        """(card name, ability text) of every ability not modelled on the cards this copy served."""
        return [(name, text) for name, card in self.served_unmodelled.items()
                for text in card.unmodelled]  # type: ignore[attr-defined]

    def __contains__(self, name: str) -> bool:
        return self.get(name) is not None

    def __iter__(self) -> Iterator[CardT]:
        return iter(self._all().values())

    def __len__(self) -> int:
        return len(self._all())

    def names(self) -> list[str]:
        return [card.name for card in self._all().values()]  # type: ignore[attr-defined]

    def unknown_card_hint(self, name: str) -> str | None:
        """'did you mean ...?' over English and localized names."""
        candidates = self.names()
        for card in self._all().values():
            candidates.extend(getattr(card, "names", {}).values())
        hint = did_you_mean(name, candidates)
        imported = self.imported if self.base is None else self.base().imported
        if not hint and imported is not None:  # an imported card's name, mistyped
            found = [n for pair in imported.search(name[:4], 200) for n in pair if n]
            return did_you_mean(name, found)
        if hint:
            for card in self._all().values():
                for localized in getattr(card, "names", {}).values():
                    if hint.params.get("name") == localized:
                        return T("did you mean {name!r} (German: {german})?", name=card.name,  # type: ignore[attr-defined]
                                 german=localized)
        return hint


# Each game's card model, imported on first use: a Magic ruling never builds the Yu-Gi-Oh! card
# model (lazy: start-up).
CARD_MODELS = {"mtg": ("judge.cards.mtg_model", "MtgCard"), "yugioh": ("judge.cards.yugioh_model", "YugiohCard")}


def card_model(game: str) -> type[BaseModel]:
    """The pydantic model of a game's cards."""
    module, name = CARD_MODELS[game]
    return getattr(importlib.import_module(module), name)


@functools.cache
def load_library(game: str) -> CardLibrary:
    """The card library of `game` ('mtg' or 'yugioh'), loaded once."""
    model = card_model(game)
    library: CardLibrary = CardLibrary(game, imports=True, model=model)
    for path, cards in curated_files(CARDS_DIR / game, model, pickle_cache.data_dir()):
        for card in cards:
            key = card.name.lower()
            if key in library.cards:
                raise ScenarioError(T("card {name!r} is defined twice ({first} and {second})", name=card.name,
                                      first=library.sources[key], second=str(path)), str(path))
            library.add(card, str(path))
    return library


# The code that says what a curated card is (under judge/): the pickle of the parsed library is
# named after it too, so a changed model never reads an old pickle.
CARD_MODEL_CODE = ("cards/*.py", "limits.py", "scenario/errors.py")


def curated_files(folder: Path, model: type[CardT], cache: Path | None) -> list[tuple[Path, list[CardT]]]:
    """Each library file in `folder` with its validated cards; with a `cache` folder, kept there
    between processes in a pickle (judge/pickle_cache.py: YAML and validation cost ~15 ms of a
    `judge rule`)."""
    texts = [(path.name, path.read_bytes()) for path in sorted(folder.glob("*.yaml"))]
    code = sorted(path for pattern in CARD_MODEL_CODE for path in PACKAGE_DIR.glob(pattern))

    def parse() -> list[tuple[str, list[CardT]]]:
        return [(name, file_parts.files.parse_card_file(folder / name, model, text.decode("utf-8")))
                for name, text in texts]

    files = pickle_cache.parsed(f"cards-{folder.name}", pickle_cache.fingerprint(texts), code, parse, cache)
    return [(folder / name, cards) for name, cards in files]


def scenario_library(game: str, cards: Iterable[CardT], source: str) -> CardLibrary[CardT]:
    """The cards a scenario's ruling reads: its own `cards:` (they override library cards of the
    same name) over the curated library, loaded when first needed."""
    library: CardLibrary[CardT] = CardLibrary(game, model=card_model(game), track=True,
                                              base=functools.partial(load_library, game))
    for card in cards:
        library.add(card, source)
    return library


def unknown_card(library: CardLibrary, name: str) -> tuple[Text, Text]:
    """Message and hint for a card name `library` doesn't know: a card of the other game says
    so; a misspelling gets the nearest name; otherwise, how to define the card."""
    other = "yugioh" if library.game == "mtg" else "mtg"
    message = T("unknown card {name!r}", name=name)
    if name in load_library(other):
        if other == "yugioh":
            return message, T("{name} is a Yu-Gi-Oh! card, but this scenario is 'game: mtg'", name=name)
        return message, T("{name} is a Magic card, but this scenario is 'game: yugioh'", name=name)
    return message, library.unknown_card_hint(name) or T("define it under 'cards:' in the scenario")


def unknown_card_names(library: CardLibrary, model: BaseModel,
                       error: Callable[[tuple, str, str], ScenarioError]) -> list[ScenarioError]:
    """Every card name of a scenario that `library` doesn't know, each located."""
    return [error(path, *unknown_card(library, name))
            for name, path in card_names(model) if library.get(name) is None]


def unknown_names_in_document(game: str, document: Document) -> list[ScenarioError]:
    """Every card name of a scenario document that neither the library nor its own `cards:` has,
    read from the plain data: for a scenario that doesn't validate, so that its unknown cards are
    reported with its other problems (a valid one is checked by `unknown_card_names`)."""
    library = load_library(game)
    defined = inline_card_names(document.data)
    return [document.error(path, *unknown_card(library, name)) for name, path in raw_card_names(document.data)
            if name.lower() not in defined and library.get(name) is None]
