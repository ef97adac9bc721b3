"""Mana costs and the mana a player can make now (106, 107.4, 202.1, 601.2g-h, 605).

A scenario doesn't keep a mana pool: what a player can spend is the mana their untapped
mana sources can make. A source is a permanent with a mana ability (605.1a) whose cost is
just {T}: a land, or a creature that has been under its controller's control since their
turn began or has haste (302.6). Paying a cost means choosing which sources to tap; the
cost can be paid when every colored symbol gets a source of its color and enough sources
are left for the generic part (a bipartite matching, so a Forest isn't wasted on {1} while
{G} stays unpaid).

    >>> ManaCost.parse("{2}{R}{R}").generic, ManaCost.parse("{2}{R}{R}").colored
    (2, ('R', 'R'))
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from judge.cards.mtg_model import ManaAbility
from judge.mtg import characteristics
from judge.mtg.state import Game, Permanent

_SYMBOL = re.compile(r"\{([^}]*)\}")
COLORS = ("W", "U", "B", "R", "G")
NOT_MANA = {"T", "Q", "E"}  # tap, untap and energy symbols in an activation cost (107.5, 107.6, 107.14)


@dataclass(frozen=True)
class ManaCost:
    """A cost's mana symbols (107.4): generic mana, and what each other symbol accepts."""

    generic: int = 0
    colored: tuple[str, ...] = ()  # each symbol as the colors that pay it: "R", "C", "RG" for {R/G}
    x: int = 0  # how many {X}; the announced value multiplies them (107.3)

    @classmethod
    def parse(cls, text: str | None) -> ManaCost:
        """The mana part of a mana cost or activation cost ("{2}{G}", "{1}{R}, {T}")."""
        generic, colored, x = 0, [], 0
        for symbol in _SYMBOL.findall(text or ""):
            symbol = symbol.upper()
            if symbol.isdigit():
                generic += int(symbol)
            elif symbol == "X":
                x += 1
            elif symbol in NOT_MANA:
                continue
            elif "/" in symbol:  # hybrid {R/G}, monocolored hybrid {2/W}, Phyrexian {R/P} (107.4e-f)
                first, second = symbol.split("/", 1)
                if first == "2":  # {2/W}: paid here with its color (two generic would also do)
                    first, second = second, "P"
                colored.append(first + ("" if second == "P" else second))
            elif symbol in COLORS or symbol == "C":
                colored.append(symbol)
            elif symbol == "S":  # snow: any mana from a snow source; the engine doesn't track snow
                generic += 1
        return cls(generic, tuple(colored), x)

    def total(self, x_value: int = 0) -> int:
        return self.generic + len(self.colored) + self.x * x_value


@dataclass(frozen=True)
class Source:
    """One untapped mana source and the mana one activation makes."""

    permanent: Permanent
    makes: tuple[str, ...]  # e.g. ("G",), or ("C", "C") for a source that adds {C}{C}


def sources(game: Game, player: str) -> list[Source]:
    """The mana sources `player` can tap now, in battlefield order."""
    found = []
    for permanent in game.battlefield:
        if permanent.controller != player or permanent.tapped:
            continue
        ability = next((a for a in permanent.card.abilities if isinstance(a, ManaAbility)), None)
        if ability is None or ability.cost.replace(" ", "") != "{T}":
            continue
        chars = characteristics.of(game, permanent)
        if "Creature" in chars.types and permanent.sick and "haste" not in chars.keywords:
            continue  # 302.6: a creature's {T} ability needs it to have been controlled since the turn began
        makes = tuple(s.upper() for s in _SYMBOL.findall(ability.produces))
        if makes:
            found.append(Source(permanent, makes))
    return found


def mana_symbols(text: str | None) -> list[str]:
    """The mana symbols of a cost as written, without {T}, {Q} and {E}: "{1}{R}, {T}" -> ["{1}", "{R}"]."""
    return [f"{{{s}}}" for s in _SYMBOL.findall(text or "") if s.upper() not in NOT_MANA]


def payment(game: Game, player: str, cost: ManaCost, x_value: int = 0) -> list[Permanent] | None:
    """The sources to tap to pay `cost` (601.2g-h), or None when the player can't make that mana."""
    units = [(i, color) for i, source in enumerate(sources(game, player)) for color in source.makes]
    needed = cost.total(x_value)
    if needed == 0:
        return []
    if len(units) < needed:
        return None
    matched = _match(cost.colored, units)
    if matched is None:
        return None
    used = set(matched.values())
    free = [u for u in range(len(units)) if u not in used]
    generic = cost.generic + cost.x * x_value
    if len(free) < generic:
        return None
    # Generic mana takes the units that the colored symbols need least: colorless first.
    free.sort(key=lambda u: units[u][1] != "C")
    chosen = used | set(free[:generic])
    tapped = sorted({units[u][0] for u in chosen})
    all_sources = sources(game, player)
    return [all_sources[i].permanent for i in tapped]


def can_pay(game: Game, player: str, cost: ManaCost, x_value: int = 0) -> bool:
    return payment(game, player, cost, x_value) is not None


def _match(symbols: tuple[str, ...], units: list[tuple[int, str]]) -> dict[int, int] | None:
    """Give each colored symbol its own unit of a color it accepts (Kuhn's augmenting paths)."""
    owner: dict[int, int] = {}  # unit index -> symbol index

    def place(symbol: int, seen: set[int]) -> bool:
        for unit in _accepting(symbols[symbol], units):
            if unit in seen:
                continue
            seen.add(unit)
            if unit not in owner or place(owner[unit], seen):
                owner[unit] = symbol
                return True
        return False

    for symbol in range(len(symbols)):
        if not place(symbol, set()):
            return None
    return {symbol: unit for unit, symbol in owner.items()}


def _accepting(colors: str, units: list[tuple[int, str]]) -> Iterator[int]:
    return (u for u, (_, color) in enumerate(units) if color in colors)
