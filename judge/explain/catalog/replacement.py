"""Replacement and prevention messages (614-616, 701.19): what an effect did to an event,
the order the affected player chose, and the outcomes of every other order.

Translations: judge/locale/{de,nl}/LC_MESSAGES/replacement.po. Conventions: judge/explain/messages.py.
"""

from __future__ import annotations

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    # --- ordering (616.1) ---------------------------------------------------------------
    "replacement_order": N_("{chooser} chooses the order of the effects that modify this event for {subject}: {order}. The possible orders lead to {outcomes} different result(s)."),
    "replacement_order:same": N_("{chooser} chooses the order of the effects that modify this event for {subject}: {order}. Every order leads to the same result."),
    "choice:replacement_order": N_("{chooser} chooses the order of the replacement and prevention effects for {subject}: {taken}."),
    "choice:prevention_source": N_("{chooser} chooses the source whose damage the shield of {subject} prevents: {taken}."),
    "illegal:prevention_source_missing": N_("{source} is neither a spell on the stack nor a permanent, so it can't be chosen as the source for the shield of {card}; the first matching source to deal damage is taken instead."),
    "shield_order": N_("Damage from several sources reaches {subject} at once, more than the shield can absorb: {chooser} chooses which damage it prevents, taking the sources in this order: {order}. The possible choices lead to {outcomes} different result(s)."),
    "choice:shield_order": N_("{chooser} chooses which simultaneous damage to {subject} the shield prevents first: {taken}."),
    "outcome:shield_result": N_("Damage each source deals to {target}: {dealt}."),
    "outcome:replacement_table_cut": N_("There are too many orders to list them all: the search stopped after {explored} states, and only the {rows} results above were found."),
    # --- damage: replacement (614.1a, 614.15) ---------------------------------------------
    "damage_replaced": N_("{by}: {source} deals {after} damage to {target} instead of {before}."),
    "damage_replaced:double": N_("{by} doubles the damage: {source} deals {after} damage to {target} instead of {before}."),
    "damage_replaced:plus": N_("{by} adds to the damage: {source} deals {after} damage to {target} instead of {before}."),
    "damage_self_replaced": N_("{card} replaces its own damage first (a self-replacement effect): it deals {after} damage to {target} instead of {before}."),
    # --- damage: prevention (615, 702.16e) -------------------------------------------------
    "damage_prevented": N_("{by} prevents {prevented} of the damage that {source} would deal to {target}; {after} damage remains."),
    "damage_prevented:shield": N_("The shield of {by} prevents {prevented} of the damage that {source} would deal to {target}; {after} damage remains and the shield has {remaining} left."),
    "damage_prevented:all": N_("{by} prevents the {prevented} damage that {source} would deal to {target}."),
    "damage_prevented:next_instance": N_("{by} prevents the {prevented} damage that {source} would deal to {target}; its shield is used up."),
    "damage_prevented:protection": N_("Protection: the {prevented} damage that {source} would deal to {target} is prevented."),
    "damage_cant_be_prevented": N_("The damage that {source} deals to {target} can't be prevented: {by} prevents none of it, and its shield is not used up."),
    "damage_cant_be_prevented_effect": N_("{card}: damage can't be prevented this turn."),
    "prevention_shield": N_("{card}: damage will be prevented this turn."),
    "prevention_shield:shield": N_("{card} creates a shield: the next {amount} damage that would be dealt to {target} this turn is prevented."),
    "prevention_shield:next_instance": N_("{card} creates a shield: the next time the chosen source would deal damage to {target} this turn, that damage is prevented."),
    "prevention_shield:all": N_("{card}: all damage that would be dealt to {target} this turn is prevented."),
    "prevention_shield:all_combat": N_("{card}: all combat damage that would be dealt this turn is prevented."),
    # --- zones and entering the battlefield (614.1a, 614.1c-d) -------------------------------
    "zone_change_replaced": N_("{by}: {card} goes elsewhere instead."),
    "zone_change_replaced:exile": N_("{by}: instead, {card} is exiled."),
    "zone_change_replaced:library": N_("{by}: instead, {card} is shuffled into its owner's library."),
    "zone_change_replaced:hand": N_("{by}: instead, {card} is put into its owner's hand."),
    "zone_change_replaced:graveyard": N_("{by}: instead, {card} is put into its owner's graveyard."),
    "enters_modified:tapped": N_("{by}: {card} enters the battlefield tapped."),
    "enters_modified:counters": N_("{by}: {card} enters the battlefield with {count} {counter} counter(s)."),
    "graveyards_exiled": N_("{card} exiles every card from every graveyard ({count} cards)."),
    # --- counters and tokens (614.16) ----------------------------------------------------
    "counters_replaced": N_("{by}: {after} {counter} counter(s) are put on {card} instead of {before}."),
    "counters_replaced:double": N_("{by} doubles the counters: {after} {counter} counter(s) are put on {card} instead of {before}."),
    "counters_replaced:plus": N_("{by} adds to the counters: {after} {counter} counter(s) are put on {card} instead of {before}."),
    "tokens_replaced": N_("{by}: {player} creates {after} token(s) instead of {before}."),
    "tokens_replaced:double": N_("{by} doubles the tokens: {player} creates {after} token(s) instead of {before}."),
    "token_growth_loop": N_("The number of tokens keeps multiplying past {bound}: the same mandatory actions would repeat without end, so this is a loop."),
    "token_limit": N_("{player} would now have {total} tokens on the battlefield, more than this judge creates one by one ({bound}), so the ruling stops here. One effect that creates many tokens is not a loop: the game itself simply goes on."),
    # --- life (614.1a, 614.17, 119.7) -------------------------------------------------------
    "life_gain_replaced": N_("{by}: {player} gains {after} life instead of {before}."),
    "life_gain_replaced:double": N_("{by} doubles the life gain: {player} gains {after} life instead of {before}."),
    "cant_gain_life": N_("{player} can't gain life because of {by}, so the {amount} life is not gained. A \"can't\" effect is not a replacement effect: nothing replaces it and nobody chooses."),
    "cant_gain_life_effect": N_("{card}: players can't gain life this turn."),
    # --- regeneration (701.19a; the in-combat sentence is "regenerated" in core.py) ---------------
    "regenerated:outside_combat": N_("Instead of being destroyed, {card} regenerates: it is tapped and its damage is removed."),
    # --- outcomes of an order (the table of a replacement_order choice) ---------------------
    "outcome:damage_result": N_("{source} deals {amount} damage to {target} ({prevented} prevented)."),
    "outcome:damage_result:nothing": N_("{source} deals no damage to {target} ({prevented} prevented)."),
    "outcome:zone_result": N_("{card} goes to another zone."),
    "outcome:zone_result:exile": N_("{card} is exiled."),
    "outcome:zone_result:library": N_("{card} is shuffled into its owner's library."),
    "outcome:zone_result:graveyard": N_("{card} is put into its owner's graveyard."),
    "outcome:zone_result:hand": N_("{card} is put into its owner's hand."),
    "outcome:counters_result": N_("{card} gets {count} {counter} counter(s)."),
    "outcome:tokens_result": N_("{player} creates {count} {token} token(s)."),
    "outcome:life_gain_result": N_("{player} gains {amount} life."),
    "outcome:destroy_result": N_("{card} is destroyed."),
    "outcome:destroy_result:regenerated": N_("{card} regenerates."),
}
