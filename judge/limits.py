"""Bounds on the numbers that make an engine do work per unit: cards in a library or Deck,
cards drawn or discarded, tokens created, permanents on the battlefield and objects on the stack.

A scenario describes a board at a table, where these stay small. A mistyped or hostile
number (`library: 100000000`) would otherwise build millions of objects and exhaust memory;
bounded, it is an invalid scenario with a located error, like any other. Amounts that are
only arithmetic (damage, counters) need no bound; a life total gets a sane one, so that a
typo (`life: 200000000`) is refused instead of ruled on.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

MAX_COUNT = 1000  # far above any real game (a Commander library holds 99 cards)
# Continuous effects make the work per event grow with the square of the board (every lord
# looks at every creature): 1000 Goblin Kings rule in about 2 s, 3000 took 19 s.
MAX_PERMANENTS = 1000
# The web app draws the board after every event of a ruling, and stores and renders every
# drawing (three languages): the cards drawn add up over the events. Library scenarios draw at
# most 372; 1000 Giant Growths on 1000 Grizzly Bears drew 3 million cards (over 3 GB in 22 s).
# Past this many, a ruling's later steps are shown without a board (its final board instead).
MAX_BOARD_ITEMS = 10_000

# The modes a scenario leaves to be inferred are tried in every combination (700.2): a card
# of 40 modes choosing 20 has 137 billion. Printed cards have at most five.
MAX_MODES = 10

# Life totals and Life Points: far above any game (Magic starts at 20 or 40, Yu-Gi-Oh! at 8000).
MAX_LIFE = 1_000_000

Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Life = Annotated[int, Field(ge=-MAX_LIFE, le=MAX_LIFE)]  # a Magic life total may be below 0 (119.6)
LifePoints = Annotated[int, Field(ge=0, le=MAX_LIFE)]
