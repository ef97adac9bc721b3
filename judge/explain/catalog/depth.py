"""Messages of the rules in depth: simultaneous zone changes and looking back in time (603.10a),
last known information (113.7a, 608.2h), steps that say why something didn't happen."""

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    "left_together": N_("{cards} leave the battlefield at the same time: every leaves-the-battlefield ability, theirs included, looks back in time and sees all of them."),
    "trigger_without_abilities": N_("{source} has lost all its abilities, so its triggered ability doesn't trigger."),
    "trigger_without_abilities:look_back": N_("As {source} last existed on the battlefield it had no abilities, so looking back in time finds no triggered ability of it to trigger."),
    "source_last_known:with": N_("{card} has left the battlefield, so the damage is dealt by it as it last existed there (its last known information): with {keywords}."),
    "source_last_known:without": N_("{card} has left the battlefield, so the damage is dealt by it as it last existed there (its last known information): without lifelink or deathtouch."),
}
