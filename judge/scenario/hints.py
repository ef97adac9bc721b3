"""Hints that point across the two games: a Magic word in a Yu-Gi-Oh! scenario, or the reverse.

Authors who know one game write its words into the other's format (`battlefield:` for a
duelist, `step: main1` for a Magic turn); the fix is the other game's equivalent, not the
nearest spelling.
"""

from __future__ import annotations

# game of the scenario -> a key of the other game -> the fix
KEYS_OF_THE_OTHER_GAME: dict[str, dict[str, str]] = {
    "yugioh": {
        "battlefield": "Yu-Gi-Oh! has no battlefield: monsters go under 'monsters:', "
                       "Spells and Traps under 'spells_traps:', a Field Spell under 'field:'",
        "library": "a duelist's library is the Deck: 'deck:'",
        "exile": "in Yu-Gi-Oh! exiled cards are banished: 'banished:'",
        "poison": "Yu-Gi-Oh! has no poison counters",
        "stack": "Yu-Gi-Oh! has a Chain, not a stack: 'chain:' lists Chain Link 1 first",
        "combat": "Yu-Gi-Oh! declares one attack at a time: 'attack: {attacker: ..., target: ...}'",
        "step": "a Yu-Gi-Oh! turn has phases: 'phase: main1' (draw, standby, main1, battle, main2, end)",
    },
    "mtg": {
        "monsters": "Magic puts creatures and other permanents on the battlefield: 'battlefield:'",
        "spells_traps": "Magic puts permanents on the battlefield: 'battlefield:'",
        "field": "Magic puts permanents on the battlefield: 'battlefield:'",
        "deck": "a Magic player's deck in play is the library: 'library:'",
        "banished": "in Magic banished cards are exiled: 'exile:'",
        "extra_deck": "Magic has no Extra Deck",
        "chain": "Magic has a stack, not a Chain: 'stack:' lists the bottom object first",
        "summon": "in Magic a creature is cast: put it on 'stack:' with 'cast:'",
        "attack": "Magic declares all attackers at once: 'combat: {attackers: [...]}'",
        "phase": "a Magic turn has steps: 'step: precombat_main' (untap, upkeep, draw, ...)",
    },
}

# game of the scenario -> a step or phase name of the other game -> its nearest equivalent
TIMES_OF_THE_OTHER_GAME: dict[str, dict[str, str]] = {
    "mtg": {"main1": "precombat_main", "main2": "postcombat_main", "battle": "beginning_of_combat",
            "standby": "upkeep", "end_of_battle": "end_of_combat"},
    "yugioh": {"precombat_main": "main1", "postcombat_main": "main2", "beginning_of_combat": "battle",
               "declare_attackers": "battle", "declare_blockers": "battle", "combat_damage": "battle",
               "end_of_combat": "battle", "upkeep": "standby", "untap": "draw", "cleanup": "end"},
}

GAME_NAMES = {"mtg": "Magic", "yugioh": "Yu-Gi-Oh!"}


def other_game(game: str) -> str:
    return "yugioh" if game == "mtg" else "mtg"


def key_hint(game: str, key: str) -> str | None:
    """The fix for a key that belongs to the other game's format, or None."""
    return KEYS_OF_THE_OTHER_GAME.get(game, {}).get(key)


def time_hint(game: str, value: str) -> str | None:
    """The fix for a step or phase name of the other game (`main1` in a Magic scenario), or None."""
    equivalent = TIMES_OF_THE_OTHER_GAME.get(game, {}).get(value)
    if equivalent is None:
        return None
    kind = "phase" if game == "mtg" else "step"
    return (f"'{value}' is a {GAME_NAMES[other_game(game)]} {kind}; "
            f"the {GAME_NAMES[game]} equivalent is '{equivalent}'")
