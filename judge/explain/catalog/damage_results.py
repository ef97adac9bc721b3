"""What infect, wither and toxic make damage do (120.3b, 120.3d, 120.3g).

Translations: judge/locale/{de,nl}/LC_MESSAGES/damage_results.po.
"""

from __future__ import annotations

from judge.explain.catalog import NP_

MESSAGES: dict[str, str] = {
    "damage_as_counters:infect": NP_(
        "Because {source} has infect, the damage isn't marked on {card}: {count} -1/-1 counter is put on it instead.",
        "Because {source} has infect, the damage isn't marked on {card}: {count} -1/-1 counters are put on it instead."),
    "damage_as_counters:wither": NP_(
        "Because {source} has wither, the damage isn't marked on {card}: {count} -1/-1 counter is put on it instead.",
        "Because {source} has wither, the damage isn't marked on {card}: {count} -1/-1 counters are put on it instead."),
    "poison_counters_given:infect": NP_(
        "Because {source} has infect, {player} loses no life from it and gets {count} poison counter instead (now {total}).",
        "Because {source} has infect, {player} loses no life from it and gets {count} poison counters instead (now {total})."),
    "poison_counters_given:toxic": NP_(
        "Because {source} has toxic, {player} also gets {count} poison counter, its total toxic value (now {total}).",
        "Because {source} has toxic, {player} also gets {count} poison counters, its total toxic value (now {total})."),
}
