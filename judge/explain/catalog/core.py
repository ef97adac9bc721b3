"""Core messages: priority and the stack, zones, effects, triggers, state-based actions.

Translations: judge/locale/{de,nl}/LC_MESSAGES/core.po. Conventions: judge/explain/messages.py.
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Marks a string for extraction into the gettext catalogs."""
    return message


MESSAGES: dict[str, str] = {
    # --- priority and the stack -------------------------------------------------
    "all_pass": N_("{player} has priority; all players pass in succession with {card} on top of the stack."),
    "resolves": N_("{card} resolves."),
    "resolves:activated": N_("The activated ability of {card} resolves."),
    "resolves:triggered": N_("The triggered ability of {card} resolves."),
    "resolves:permanent_spell": N_("{card} resolves and enters the battlefield as a permanent."),
    "does_not_resolve": N_("{card} does not resolve: its target {target} is no longer legal, so it has no effect."),
    "target_illegal_partial": N_("{target} is no longer a legal target of {card}; it is not affected, the rest of {card} still happens."),
    "source_gone": N_("{card} has left the battlefield, but its ability on the stack exists independently of it and still resolves."),
    "ability_leaves_stack": N_("The ability of {card} leaves the stack."),
    "countered": N_("{by} counters {card}: it leaves the stack without resolving."),
    "cant_be_countered": N_("{card} can't be countered, so {by} does nothing to it."),
    "loop_detected": N_("The stack keeps refilling itself with mandatory actions: this is a loop, and the game is a draw."),
    # --- zones ------------------------------------------------------------------
    "spell_to_graveyard": N_("{card} is put into its owner's graveyard."),
    "spell_to_graveyard:resolved": N_("Having resolved, {card} is put into its owner's graveyard."),
    "spell_to_graveyard:fizzled": N_("{card} is put into its owner's graveyard without having had any effect."),
    "spell_to_graveyard:countered": N_("{card} is put into its owner's graveyard."),
    "spell_to_exile": N_("{card} is exiled instead of going to a graveyard."),
    "spell_to_hand": N_("{card} returns to its owner's hand."),
    "spell_to_library": N_("{card} is put into its owner's library."),
    "moved_to_graveyard": N_("{card} is put into its owner's graveyard."),
    "moved_to_exile": N_("{card} is exiled."),
    "moved_to_hand": N_("{card} returns to its owner's hand."),
    "moved_to_library": N_("{card} is put into its owner's library."),
    "enters_battlefield": N_("{card} enters the battlefield under {controller}'s control."),
    "card_drawn": N_("{player} draws a card."),
    "draw_from_empty_library": N_("{player} has to draw from an empty library; that loses the game at the next check of state-based actions."),
    "token_ceases_to_exist": N_("The token {card} is no longer on the battlefield and ceases to exist."),
    # --- effects ----------------------------------------------------------------
    "pt_modified": N_("{card} gets {delta_power:+d}/{delta_toughness:+d} and is now {power}/{toughness}."),
    "pt_modified:end_of_turn": N_("{card} gets {delta_power:+d}/{delta_toughness:+d} until end of turn and is now {power}/{toughness}."),
    "base_pt_set": N_("{card} has base power and toughness {base_power}/{base_toughness} and is now {power}/{toughness}."),
    "keywords_granted": N_("{card} gains {keywords}."),
    "abilities_lost": N_("{card} loses all abilities."),
    "types_changed": N_("{card} becomes {types}."),
    "destroyed": N_("{card} is destroyed."),
    "indestructible": N_("{card} is indestructible, so it is not destroyed."),
    "regeneration_shield": N_("{card} gets a regeneration shield for this turn."),
    "regenerated": N_("Instead of being destroyed, {card} regenerates: it is tapped, its damage is removed and it is removed from combat."),
    "cant_regenerate": N_("{card} can't be regenerated, so its regeneration shield does not help."),
    "damage_dealt": N_("{source} deals {amount} damage to {target}."),
    "combat_damage_dealt": N_("{source} deals {amount} combat damage to {target}."),
    "life_gained": N_("{player} gains {amount} life and now has {life}."),
    "life_gained:lifelink": N_("Because of lifelink, {player} gains {amount} life at the same time and now has {life}."),
    "life_lost": N_("{player} loses {amount} life and now has {life}."),
    "counters_added": N_("{count} {counter} counter(s) are put on {card}."),
    "tapped": N_("{card} becomes tapped."),
    "untapped": N_("{card} becomes untapped."),
    "mana_added": N_("{player} adds {mana}."),
    # --- triggers ---------------------------------------------------------------
    "ability_triggered": N_("The triggered ability of {source} triggers."),
    "trigger_put_on_stack": N_("{controller} puts the triggered ability of {source} on the stack."),
    "trigger_without_target": N_("The triggered ability of {source} has no legal target, so it is removed from the stack."),
    # --- state-based actions ----------------------------------------------------
    "sba_put_into_graveyard": N_("State-based action: {card} is put into its owner's graveyard."),
    "sba_put_into_graveyard:lethal_damage": N_("State-based action: {card} has {damage} damage marked and toughness {toughness}, which is lethal damage; it is destroyed."),
    "sba_put_into_graveyard:deathtouch_damage": N_("State-based action: {card} was dealt damage by a source with deathtouch; it is destroyed."),
    "sba_put_into_graveyard:zero_toughness": N_("State-based action: {card} has toughness {toughness}, so it is put into its owner's graveyard."),
    "sba_put_into_graveyard:no_loyalty": N_("State-based action: {card} has no loyalty counters left, so it is put into its owner's graveyard."),
    "sba_put_into_graveyard:aura_unattached": N_("State-based action: the Aura {card} is not attached to anything it can enchant, so it is put into its owner's graveyard."),
    "sba_put_into_graveyard:legend_rule": N_("Legend rule: {card} is put into its owner's graveyard."),
    "equipment_unattached": N_("State-based action: {card} becomes unattached and stays on the battlefield."),
    "counters_annihilated": N_("State-based action: {count} +1/+1 and {count} -1/-1 counters are removed from {card}."),
    "player_loses": N_("State-based action: {player} loses the game."),
    "player_loses:life": N_("State-based action: {player} has 0 or less life and loses the game."),
    "player_loses:empty_library": N_("State-based action: {player} tried to draw from an empty library and loses the game."),
    "player_loses:poison": N_("State-based action: {player} has ten or more poison counters and loses the game."),
    "survives": N_("{card} survives as a {power}/{toughness} with {damage} damage marked: that is not lethal damage."),
    "sba_indestructible": N_("{card} has {damage} damage marked and toughness {toughness}, which is lethal damage, but it is indestructible, so it is not destroyed."),
    "game_is_draw": N_("All players still in the game lost at the same time: the game is a draw."),
    "discarded": N_("{player} discards {card}."),
    "discarded:hand_size": N_("{player} discards {card} to get down to the maximum hand size."),
    "phases_added": N_("{card} adds an additional combat phase directly after this main phase."),
    "phases_added:combat_and_main": N_("{card} adds an additional combat phase directly after this main phase, followed by an additional main phase."),
    # --- turn structure ---------------------------------------------------------
    "turn_begins": N_("Turn {number} begins: {player} is now the active player."),
    "step_begins:priority": N_("{step} ({player}'s turn) begins; after its turn-based actions {player} receives priority."),
    "step_begins:no_priority": N_("{step} ({player}'s turn) begins; normally nobody receives priority in it."),
    "untap_step": N_("{player} untaps all of their permanents at once: {cards}."),
    "first_draw_skipped": N_("{player} started the game, so they skip the draw of their first turn."),
    "no_attackers": N_("{player} declares no attackers, so the declare blockers and combat damage steps are skipped."),
    "removed_from_combat": N_("The end of combat step ends: every creature is removed from combat."),
    "discard_to_hand_size": N_("{player} has {count} card(s) more than the maximum hand size of {size} and must discard down to it."),
    "damage_removed": N_("All damage is removed from {cards}."),
    "effects_end": N_("The \"until end of turn\" effects of {sources} end."),
    "cleanup_priority": N_("Something happened during the cleanup step, so {player} receives priority; another cleanup step follows."),
    # --- illegal actions --------------------------------------------------------
    "illegal:illegal_target": N_("{card} can't target {target}: it is not a legal target ({requirement}), so the spell or ability could not have been put on the stack."),
    # --- decisions --------------------------------------------------------------
    "choice:trigger_order": N_("{chooser} chooses the order in which their triggered abilities go on the stack: {taken}."),
    "choice:target": N_("{chooser} chooses the target of the triggered ability of {subject}: {taken}."),
    "choice:legend_rule": N_("{chooser} chooses which {subject} to keep under the legend rule: {taken}."),
    "choice:discard": N_("{chooser} chooses which card(s) to discard: {taken}."),
    "choice:default": N_("Nobody said otherwise, so the default was taken."),
    # --- outcomes of a decision's options ---------------------------------------
    "outcome:end_state": N_("ends with life totals {life}; permanents that differ: {board}; graveyards that differ: {graveyards}; hands that differ: {hands}; players who lost: {lost}."),
    "outcome:legend_keep": N_("{kept} stays on the battlefield; {others} go(es) to the graveyard."),
    # --- ruling frame -----------------------------------------------------------
    "summary:none": N_("Nothing happens: the stack is empty and no state-based action applies."),
    "text:rules": N_("Rules"),
    "text:terms": N_("Terms"),
    "text:illegal": N_("Illegal actions"),
    "text:choices": N_("Choices"),
    "text:final": N_("Final state"),
    "text:life": N_("life"),
    "text:chooser": N_("chooser"),
    "text:options": N_("options"),
    "text:taken": N_("taken"),
    "text:default": N_("default"),
    "text:winners": N_("Winners"),
    "text:losers": N_("Losers"),
}
