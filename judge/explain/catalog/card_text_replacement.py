"""Card rules text for Magic's replacement and prevention effects (judge/cards/mtg_replacement.py).

Translations: judge/locale/{de,nl}/LC_MESSAGES/card_text_replacement.po. Conventions and the noun
phrase forms: judge/explain/catalog/card_text.py. {recipient} is "" or "to {to}" (context "recipient")
(German: the dative phrase alone; Dutch: "aan {to}"); {damage} is "damage", "combat damage"
or "noncombat damage"; {when} is "this turn" or "".
"""

from __future__ import annotations

from judge.explain.catalog import N_
from judge.explain.i18n import contextual as C_

MESSAGES: dict[str, str] = {
    "card:recipient": C_("recipient", "to {to}"),
    "card:damage:any": C_("damage", "damage"),
    "card:damage:combat": C_("damage", "combat damage"),
    "card:damage:noncombat": C_("damage", "noncombat damage"),
    # replace_damage: "{source}" is the subject of its clause.
    "card:do:replace_damage:double": N_("If {source} would deal {damage} {recipient}, it deals double that damage instead {until}."),
    "card:do:replace_damage:plus": N_("If {source} would deal {damage} {recipient}, it deals that much damage plus {amount} instead {until}."),
    "card:do:replace_damage:set": N_("If {source} would deal {damage} {recipient}, it deals {amount} damage instead {until}."),
    # prevent_damage
    "card:do:prevent_damage": N_("Prevent the next {amount} damage that would be dealt {recipient} {when}."),
    "card:do:prevent_damage:one": N_("Prevent the next 1 damage that would be dealt {recipient} {when}."),
    "card:do:prevent_damage:all": N_("Prevent all {damage} that would be dealt {recipient} {when}."),
    "card:do:prevent_damage:from": N_("Prevent all {damage} that {source} would deal {recipient} {when}."),
    "card:do:prevent_damage:next_instance": N_("The next time {source} would deal damage {recipient} {when}, prevent that damage."),
    "card:do:self_replace_damage": N_("If you control at least {count} {what}, {source} deals {amount} damage instead."),
    "card:do:damage_cant_be_prevented": N_("Damage can't be prevented {when}."),
    "card:do:damage_cant_be_prevented:this_source": N_("Damage that {source} would deal can't be prevented."),
    # zones: "{what}" is the subject, {zone} where it would go, {origin} where from
    "card:zone:graveyard": C_("zone", "into a graveyard"),
    "card:zone:exile": C_("zone", "into exile"),
    "card:zone:hand": C_("zone", "into a hand"),
    "card:zone:library": C_("zone", "into a library"),
    "card:origin:anywhere": C_("origin", "from anywhere"),
    "card:origin:battlefield": C_("origin", "from the battlefield"),
    "card:zone_what:cards_and_tokens:anyone": C_("subject", "a card or token"),
    "card:zone_what:cards_and_tokens:you": C_("subject", "a card or token you own"),
    "card:zone_what:cards_and_tokens:opponent": C_("subject", "a card or token an opponent owns"),
    "card:do:replace_zone_change:exile": N_("If {what} would be put {zone} {origin}, it goes into exile instead."),
    "card:do:replace_zone_change:graveyard": N_("If {what} would be put {zone} {origin}, it goes to its owner's graveyard instead."),
    "card:do:replace_zone_change:hand": N_("If {what} would be put {zone} {origin}, it goes to its owner's hand instead."),
    "card:do:replace_zone_change:library": N_("If {what} would be put {zone} {origin}, it is shuffled into its owner's library instead."),
    # entering the battlefield
    "card:do:enter_modified:tapped": N_("{what} enters the battlefield tapped."),
    "card:do:enter_modified:counters": N_("{what} enters the battlefield with {counters} on it."),
    "card:do:enter_modified:tapped_counters": N_("{what} enters the battlefield tapped and with {counters} on it."),
    "card:counters": C_("counters on it", "{count} {counter} counters"),
    "card:counters:one": C_("counters on it", "a {counter} counter"),
    # counters, tokens, life
    "card:do:replace_counters:double": N_("If {counter} counters would be put on {what}, twice that many are put on it instead."),
    "card:do:replace_counters:double:any": N_("If counters would be put on {what}, twice that many of them are put on it instead."),
    "card:do:replace_counters:plus": N_("If {counter} counters would be put on {what}, that many plus {amount} are put on it instead."),
    "card:do:replace_counters:plus:any": N_("If counters would be put on {what}, that many plus {amount} of them are put on it instead."),
    "card:do:replace_counters:set": N_("If {counter} counters would be put on {what}, exactly {amount} are put on it instead."),
    "card:do:replace_counters:set:any": N_("If counters would be put on {what}, exactly {amount} of them are put on it instead."),
    "card:under_control:you": C_("whose tokens", "under your control"),
    "card:under_control:opponents": C_("whose tokens", "under an opponent's control"),
    "card:under_control:all": C_("whose tokens", "under anyone's control"),
    "card:do:replace_tokens:double": N_("Effects that would create tokens {whose} create twice as many of them instead."),
    "card:do:replace_tokens:plus": N_("Effects that would create tokens {whose} create that many plus {amount} instead."),
    "card:do:replace_tokens:set": N_("Effects that would create tokens {whose} create exactly {amount} instead."),
    "card:do:replace_life_gain:double:you": N_("Life you would gain is doubled."),
    "card:do:replace_life_gain:double:opponents": N_("Life your opponents would gain is doubled."),
    "card:do:replace_life_gain:double:all": N_("Life any player would gain is doubled."),
    "card:do:replace_life_gain:plus:you": N_("Whenever you would gain life, you gain that much plus {amount} instead."),
    "card:do:replace_life_gain:plus:opponents": N_("Whenever an opponent would gain life, that player gains that much plus {amount} instead."),
    "card:do:replace_life_gain:plus:all": N_("Whenever a player would gain life, that player gains that much plus {amount} instead."),
    "card:do:replace_life_gain:set:you": N_("Whenever you would gain life, you gain {amount} life instead."),
    "card:do:replace_life_gain:set:opponents": N_("Whenever an opponent would gain life, that player gains {amount} life instead."),
    "card:do:replace_life_gain:set:all": N_("Whenever a player would gain life, that player gains {amount} life instead."),
    "card:do:cant_gain_life:you": N_("You can't gain life {when}."),
    "card:do:cant_gain_life:opponents": N_("Your opponents can't gain life {when}."),
    "card:do:cant_gain_life:all": N_("No player can gain life {when}."),
    "card:do:exile_graveyards": N_("Exile all cards from all graveyards."),
}
