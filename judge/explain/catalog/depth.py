"""Messages of the rules in depth: simultaneous zone changes and looking back in time (603.10a),
last known information (113.7a, 608.2h), steps that say why something didn't happen."""

from judge.explain.catalog import N_

MESSAGES: dict[str, str] = {
    "left_together": N_("{cards} leave the battlefield at the same time: every leaves-the-battlefield ability, theirs included, looks back in time and sees all of them."),
    "trigger_without_abilities": N_("{source} has lost all its abilities, so its triggered ability doesn't trigger."),
    "trigger_without_abilities:look_back": N_("As {source} last existed on the battlefield it had no abilities, so looking back in time finds no triggered ability of it to trigger."),
    "source_last_known:with": N_("{card} has left the battlefield, so the damage is dealt by it as it last existed there (its last known information): with {keywords}."),
    "source_last_known:without": N_("{card} has left the battlefield, so the damage is dealt by it as it last existed there (its last known information): without lifelink, deathtouch, infect or wither."),
    "loss_prevented": N_("{player} would lose the game to a state-based action, but {card} says they can't lose the game, and \"can't\" wins: {player} stays in the game."),
    "loss_prevented:life": N_("{player} has 0 or less life, but {card} says they can't lose the game, and \"can't\" wins: {player} stays in the game."),
    "loss_prevented:poison": N_("{player} has ten or more poison counters, but {card} says they can't lose the game, and \"can't\" wins: {player} stays in the game."),
    "loss_prevented:empty_library": N_("{player} drew from an empty library, but {card} says they can't lose the game, and \"can't\" wins: {player} stays in the game."),
    "regeneration_cant_replace": N_("{card} has a regeneration shield, but it isn't being destroyed: a creature with toughness 0 or less is put into its owner's graveyard, and regeneration can't replace that."),
    "layer_dependency": N_("{card}'s static ability creates an effect in the same layer as {by}'s, and applying {by} removes that ability: the effect depends on it (613.8a), so {by} applies first, whatever the timestamps (613.8b). {card} then has no abilities, and its effect applies to nothing, in this layer and the later ones."),
    "layer_effect_inactive": N_("{card} lost its abilities before the effect of its static ability could start to apply, so that effect applies to nothing (613.6)."),
    "cda_lost": N_("{card} has lost the characteristic-defining ability that set its power and toughness, so each * counts as 0: it is {power}/{toughness}."),
    "control_changed": N_("Layer 2: {player} now controls {card} because of {by}. It came under {player}'s control this turn, so unless it has haste it can't attack or use abilities with the tap symbol in their cost (302.6)."),
    "control_ended": N_("The effect that gave control of {card} to another player has ended: {player} controls it again."),
    "keywords_lost": N_("{card} loses {keywords}; its other abilities stay."),
    "keywords_lost:end_of_turn": N_("{card} loses {keywords} until end of turn; its other abilities stay."),
    "pt_switched": N_("The power and toughness of {card} are switched (layer 7d, after every other change): it is {power}/{toughness}."),
    "pt_switched:end_of_turn": N_("The power and toughness of {card} are switched until end of turn (layer 7d, after every other change): it is {power}/{toughness}."),
    "enters_as_copy": N_("{card} enters as a copy of {original} (layer 1): it takes the copiable values, what is printed on {original} or what it copies itself - name, mana cost, types, abilities, power and toughness - but not its counters, damage, Auras or other effects on it."),
    "enters_as_itself": N_("{card} enters as itself, a copy of nothing."),
    "choice:copy": N_("{chooser} chooses what {subject} enters as a copy of: {taken}."),
    "player_leaves_game": N_("{player} leaves the game, and everything {player} owns leaves with them: on the battlefield {cards}; on the stack {stack}. Effects that gave {player} control of something end, and whatever {player} still controls is exiled."),
    "left_the_game": N_("{card} leaves the game with its owner {owner}."),
    "moved_to_exile:controller_left": N_("{card} is still controlled by a player who left the game, so it is exiled."),
}
