"""Mana costs and the mana a player can make now (106, 107.4, 202.1, 601.2g-h, 605).

What a player can spend is the mana in their mana pool (106.4; filled by the mana abilities
a scenario's `actions:` activate) and the mana their untapped mana sources can make. A source
is a permanent with a mana ability (605.1a) whose cost is just {T}: a land, or a creature that
has been under its controller's control since their turn began or has haste (302.6). Paying a
cost means choosing which sources to tap; the cost can be paid when every colored symbol gets a
source of its color and enough sources are left for the generic part (a bipartite matching, so
a Forest isn't wasted on {1} while {G} stays unpaid); mana in the pool is spent first. Unspent
mana empties from every pool as each step and phase ends (500.5).

    >>> ManaCost.parse("{2}{R}{R}").generic, ManaCost.parse("{2}{R}{R}").colored
    (2, ('R', 'R'))
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from judge.cards import mtg_subtypes as subtypes
from judge.cards.mtg_effects import AddMana
from judge.cards.mtg_model import ManaAbility
from judge.events import CardName, Listing, StepName
from judge.mtg import characteristics
from judge.mtg.effect_context import Context, handler
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
        chars = characteristics.of(game, permanent)
        makes = _tap_mana(permanent, chars)
        if not makes:
            continue
        if "Creature" in chars.types and permanent.sick and "haste" not in chars.keywords:
            continue  # 302.6: a creature's {T} ability needs it to have been controlled since the turn began
        found.append(Source(permanent, makes))
    return found


def _tap_mana(permanent: Permanent, chars: characteristics.Characteristics) -> tuple[str, ...]:
    """What one "{T}: Add" ability of the permanent makes: the printed one while it has its rules
    text, or the intrinsic one of each basic land type it has (305.6) unless it lost all abilities.
    One unit naming several colors ("BG") is one mana of the player's choice among them."""
    ability = next((a for a in permanent.card.abilities if isinstance(a, ManaAbility)), None)
    printed = ()
    if chars.has_abilities and ability is not None and ability.cost.replace(" ", "") == "{T}":
        printed = tuple(s.upper() for s in _SYMBOL.findall(ability.produces))
    intrinsic = [subtypes.BASIC_MANA[s] for s in chars.subtypes if s in subtypes.BASIC_MANA] \
        if "Land" in chars.types and not chars.lost_all else []
    if len(printed) > 1 or not intrinsic:
        return printed  # "{C}{C}": its own ability (a land with it rarely has a basic land type too)
    choice = "".join(dict.fromkeys([*printed, *intrinsic]))
    return (choice,)


def mana_symbols(text: str | None) -> list[str]:
    """The mana symbols of a cost as written, without {T}, {Q} and {E}: "{1}{R}, {T}" -> ["{1}", "{R}"]."""
    return [f"{{{s}}}" for s in _SYMBOL.findall(text or "") if s.upper() not in NOT_MANA]


@dataclass
class Plan:
    """How a cost is paid: mana taken from the pool (indices) and the sources tapped for the rest."""

    pool: list[int] = field(default_factory=list)
    tap: list[Permanent] = field(default_factory=list)
    spent: list[str] = field(default_factory=list)  # the mana spent, one symbol each


def plan(game: Game, player: str, cost: ManaCost, x_value: int = 0,
         exclude: Permanent | None = None) -> Plan | None:
    """How to pay `cost` (601.2g-h) from the pool and untapped sources (but `exclude`, a source
    tapped by the same cost), or None when the player can't make that mana."""
    pool = game.player(player).mana_pool
    tappable = [s for s in sources(game, player) if s.permanent is not exclude]
    units = [(-1 - i, color) for i, color in enumerate(pool)]
    units += [(i, color) for i, source in enumerate(tappable) for color in source.makes]
    needed = cost.total(x_value)
    if needed == 0:
        return Plan()
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
    # Generic mana takes the pool first, then the units the colored symbols need least: colorless.
    free.sort(key=lambda u: (units[u][0] >= 0, units[u][1] != "C"))
    chosen = sorted(used | set(free[:generic]))
    tapped = sorted({units[u][0] for u in chosen if units[u][0] >= 0})
    # The color each unit makes: the one its symbol asks for, or (for generic mana) its first.
    made = {unit: next(c for c in units[unit][1] if c in cost.colored[symbol]) for symbol, unit in matched.items()}
    return Plan(pool=[-1 - units[u][0] for u in chosen if units[u][0] < 0],
                tap=[tappable[i].permanent for i in tapped], spent=[made.get(u, units[u][1][0]) for u in chosen])


def payment(game: Game, player: str, cost: ManaCost, x_value: int = 0) -> list[Permanent] | None:
    """The sources to tap to pay `cost` (601.2g-h), or None when the player can't make that mana."""
    found = plan(game, player, cost, x_value)
    return None if found is None else found.tap


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
    return (u for u, (_, offered) in enumerate(units) if any(c in colors for c in offered))


def pay(game: Game, player: str, paid: Plan, card: str,
        rules: tuple[str, ...] = ("601.2g", "601.2h", "605.3b")) -> None:
    """Activate the sources' mana abilities (601.2g, 605.3b), then spend the mana (601.2h); `rules`
    cite another reason to pay (a "you may pay" cost paid as an ability resolves, 118.12)."""
    owner = game.player(player)
    for permanent in paid.tap:
        game.tap(permanent)
    taken = set(paid.pool)
    owner.mana_pool = [s for i, s in enumerate(owner.mana_pool) if i not in taken]
    game.emit("mana_paid", rules=rules, terms=("mana", "mana-ability", "tap"),
              player=player, card=CardName(card), mana=symbols(paid.spent),
              lands=Listing((p.name for p in paid.tap), empty="none", counted=True),
              reason="lands" if paid.tap else "pool")


def add(game: Game, player: str, produced: str, source: str) -> None:
    """A mana ability resolves at once (605.3b): its mana goes into the player's pool (106.4)."""
    made = letters(produced)
    game.player(player).mana_pool.extend(made)
    game.emit("mana_ability", rules=("605.3a", "605.3b", "106.4"), terms=("mana-ability", "mana-pool"),
              player=player, card=CardName(source), mana=symbols(made))


def letters(produced: str) -> list[str]:
    """The mana an instruction adds, one symbol each: '{B}{B}{B}' -> ['B', 'B', 'B']."""
    return [s.upper() for s in _SYMBOL.findall(produced) if s.upper() not in NOT_MANA]


def empty_pools(game: Game) -> None:
    """As a step or phase ends, unspent mana empties from each pool (500.5, 106.4); no mana burn."""
    for player in game.players:
        if player.mana_pool:
            lost, player.mana_pool = player.mana_pool, []
            game.emit("mana_empties", rules=("500.5", "106.4"), terms=("mana", "mana-pool"), player=player.name,
                      mana=symbols(lost), step=StepName(game.step))


def symbols(letters: list[str]) -> Listing:
    """Mana as symbols: ['R', 'R'] -> '{R}{R}' (a Listing: the same in every language)."""
    return Listing((symbol(s) for s in letters), "", empty="{0}")


def symbol(unit: str) -> str:
    """One mana as a symbol; a unit a source makes in one of several colors is '{B/G}'."""
    return "{" + "/".join(unit) + "}"


@handler("add_mana")
def add_mana(ctx: Context, effect: AddMana) -> None:
    """What "add {G}" does on resolution (608.2c); registered when the first one resolves (judge.mtg.effects)."""
    made = letters(effect.mana)
    ctx.game.player(ctx.controller).mana_pool.extend(made)  # unspent until the step ends (500.5)
    ctx.game.emit("mana_added", rules=("106.3", "106.4"), terms=("mana", "mana-pool"), player=ctx.controller,
                  mana=symbols(made))
