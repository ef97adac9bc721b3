"""Boards of N permanents for the scaling rows of the engine bench (and the tests that bound the
work a ruling does as a board grows): each is YAML text of a scenario with about `n` permanents."""

from __future__ import annotations

SQUIRE = """cards:
  - {name: Test Squire, types: [Creature], subtypes: [Human], mana_cost: "{1}{W}", power: 2, toughness: 2,
     abilities: [{kind: triggered, when: {event: dies, subject: self},
                  effects: [{do: create_token, token: Test Spirit}]}]}
  - {name: Test Spirit, token: true, types: [Creature], subtypes: [Spirit], colors: [white], power: 1, toughness: 1}"""


def lords(n: int) -> str:
    """n-1 Goblin Kings (each pumps every other) and a Shock at one of them."""
    lines = ["game: mtg", "players:", "  - name: Alice", "    battlefield:"]
    lines += [f"      - {{card: Goblin King, id: k{i}}}" for i in range(n - 1)]
    lines += ["  - name: Bob", "    battlefield: [Mountain]", "turn: {active: Bob}", "stack:",
              "  - {cast: Shock, controller: Bob, targets: [k0]}"]
    return "\n".join(lines) + "\n"


def board_wipe(n: int) -> str:
    """n-2 Grizzly Bears die at once to a Pyroclasm."""
    lines = ["game: mtg", "players:", "  - name: Alice", "    battlefield:"]
    lines += [f"      - {{card: Grizzly Bears, id: b{i}}}" for i in range(n - 2)]
    lines += ["  - name: Bob", "    battlefield: [Mountain, Mountain]", "turn: {active: Bob}", "stack:",
              "  - {cast: Pyroclasm, controller: Bob}"]
    return "\n".join(lines) + "\n"


def dies_to_token(n: int) -> str:
    """n-2 creatures with 'when this dies, create a token' under a Pyroclasm: n-2 triggers resolve."""
    lines = ["game: mtg", SQUIRE, "players:", "  - name: Alice", "    battlefield:"]
    lines += [f"      - {{card: Test Squire, id: s{i}}}" for i in range(n - 2)]
    lines += ["  - name: Bob", "    battlefield: [Mountain, Mountain]", "turn: {active: Bob}", "stack:",
              "  - {cast: Pyroclasm, controller: Bob}"]
    return "\n".join(lines) + "\n"


def _blocked_one_to_one(n: int, attacker: str) -> str:
    """n/2 `attacker`s attack, n/2 Grizzly Bears block them one to one (combat damage step)."""
    half = n // 2
    lines = ["game: mtg", "turn: {active: Alice, step: declare_blockers}", "players:",
             "  - name: Alice", "    battlefield:"]
    lines += [f"      - {{card: {attacker}, id: a{i}, tapped: true}}" for i in range(half)]
    lines += ["  - name: Bob", "    battlefield:"]
    lines += [f"      - {{card: Grizzly Bears, id: d{i}}}" for i in range(half)]
    lines += ["combat:", "  attackers:"]
    lines += [f"    - {{creature: a{i}, attacks: Bob}}" for i in range(half)]
    lines += ["  blockers:"]
    lines += [f"    - {{creature: d{i}, blocks: a{i}}}" for i in range(half)]
    return "\n".join(lines) + "\n"


def big_combat(n: int) -> str:
    """n/2 Grizzly Bears attack, n/2 block them one to one (combat damage step)."""
    return _blocked_one_to_one(n, "Grizzly Bears")


def lords_in_combat(n: int) -> str:
    """n/2 Goblin Kings (each pumps every other and gives it mountainwalk) attack, n/2 Grizzly
    Bears block them one to one: every blocker checked against every lord's restrictions."""
    return _blocked_one_to_one(n, "Goblin King")


def deaths_seen_by_others(n: int) -> str:
    """A Wrath of God on five Blood Artists and n-10 Grizzly Bears: each death triggers every Blood
    Artist, five targeted triggers per creature (a target player each, 603.3d)."""
    lines = ["game: mtg", "players:", "  - name: Alice", "    battlefield:"]
    lines += [f"      - {{card: Blood Artist, id: artist{i}}}" for i in range(5)]
    lines += [f"      - {{card: Grizzly Bears, id: b{i}}}" for i in range(n - 10)]
    lines += ["      - Plains"] * 4
    lines += ["  - name: Bob", "    battlefield: [Swamp]", "turn: {active: Alice}", "stack:",
              "  - {cast: Wrath of God, controller: Alice}"]
    return "\n".join(lines) + "\n"


BOARDS = {"lords": lords, "board wipe": board_wipe, "dies -> token": dies_to_token, "big combat": big_combat,
          "lords in combat": lords_in_combat, "deaths seen by others": deaths_seen_by_others}


def lifelink_into_pridemates(n: int) -> str:
    """n/2 Vampire Nighthawks (lifelink) attack unblocked beside n/2-1 Ajani's Pridemates: each attacker's
    damage is a gain of life of its own (702.15b), and each gain triggers every Pridemate, so the ruling
    has about n*n/4 triggers by the rules (the first 1000 of them resolve: the ruling's own bound)."""
    half = n // 2
    lines = ["game: mtg", "turn: {active: Alice, step: declare_blockers}", "players:", "  - name: Alice",
             "    battlefield:"]
    lines += [f"      - {{card: Vampire Nighthawk, id: a{i}, tapped: true}}" for i in range(half)]
    lines += ["      - Ajani's Pridemate"] * (n - half - 1)
    lines += ["  - name: Bob", "    life: 100000", "combat:", "  attackers:"]
    lines += [f"    - {{creature: a{i}, attacks: Bob}}" for i in range(half)]
    return "\n".join(lines) + "\n"


# Boards whose rulings have more steps than the board has permanents, by the rules: their rows show
# the growth of the time per step, which is what the engine can keep flat.
BY_THE_RULES_SQUARED = {"lifelink into Pridemates": lifelink_into_pridemates}

