"""Hints that point across the two games: a Magic word in a Yu-Gi-Oh! scenario, or the reverse.

Authors who know one game write its words into the other's format (`battlefield:` for a
duelist, `step: main1` for a Magic turn); the fix is the other game's equivalent, not the
nearest spelling.
"""

from __future__ import annotations

from judge.scenario.errors import T, Text

# game of the scenario -> a key of the other game -> the fix
KEYS_OF_THE_OTHER_GAME: dict[str, dict[str, Text]] = {
    "yugioh": {
        "battlefield": T("Yu-Gi-Oh! has no battlefield: monsters go under 'monsters:', "
                       "Spells and Traps under 'spells_traps:', a Field Spell under 'field:'"),
        "library": T("a duelist's library is the Deck: 'deck:'"),
        "exile": T("in Yu-Gi-Oh! exiled cards are banished: 'banished:'"),
        "poison": T("Yu-Gi-Oh! has no poison counters"),
        "stack": T("Yu-Gi-Oh! has a Chain, not a stack: 'chain:' lists Chain Link 1 first"),
        "combat": T("Yu-Gi-Oh! declares one attack at a time: {example}",
                    example="'attack: {attacker: ..., target: ...}'"),
        "step": T("a Yu-Gi-Oh! turn has phases: 'phase: main1' (draw, standby, main1, battle, main2, end)"),
    },
    "mtg": {
        "monsters": T("Magic puts creatures and other permanents on the battlefield: 'battlefield:'"),
        "spells_traps": T("Magic puts permanents on the battlefield: 'battlefield:'"),
        "field": T("Magic puts permanents on the battlefield: 'battlefield:'"),
        "deck": T("a Magic player's deck in play is the library: 'library:'"),
        "banished": T("in Magic banished cards are exiled: 'exile:'"),
        "extra_deck": T("Magic has no Extra Deck"),
        "chain": T("Magic has a stack, not a Chain: 'stack:' lists the bottom object first"),
        "summon": T("in Magic a creature is cast: put it on 'stack:' with 'cast:'"),
        "attack": T("Magic declares all attackers at once: {example}", example="'combat: {attackers: [...]}'"),
        "phase": T("a Magic turn has steps: 'step: precombat_main' (untap, upkeep, draw, ...)"),
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

def key_hint(game: str, key: str) -> str | None:
    """The fix for a key that belongs to the other game's format, or None."""
    return KEYS_OF_THE_OTHER_GAME.get(game, {}).get(key)


def time_hint(game: str, value: str) -> str | None:
    """The fix for a step or phase name of the other game (`main1` in a Magic scenario), or None."""
    equivalent = TIMES_OF_THE_OTHER_GAME.get(game, {}).get(value)
    if equivalent is None:
        return None
    if game == "mtg":
        return T("{value!r} is a Yu-Gi-Oh! phase; the Magic equivalent is {equivalent!r}",
                 value=value, equivalent=equivalent)
    return T("{value!r} is a Magic step; the Yu-Gi-Oh! equivalent is {equivalent!r}",
             value=value, equivalent=equivalent)
