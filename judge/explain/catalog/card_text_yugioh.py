"""Card text of Yu-Gi-Oh! cards: what judge/explain/card_text/yugioh.py writes from the effect vocabulary.

Translations: judge/locale/{de,nl}/LC_MESSAGES/card_text_yugioh.po. Conventions: judge/explain/messages.py
and judge/explain/catalog/card_text.py. German uses the official German Yu-Gi-Oh! terms
(glossary/yugioh/*.yaml names.de); Dutch keeps the English game terms, as Dutch duelists say them.
Card categories (Normal Spell, Flip Effect ...) are named by the glossary, not here.
"""

from __future__ import annotations

from judge.explain.catalog import N_
from judge.explain.i18n import contextual as C_

ATTRIBUTES = ("DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE")
MONSTER_TYPES = (  # grouped by kin, not alphabetically
    "Spellcaster", "Dragon", "Zombie", "Warrior", "Beast-Warrior", "Beast", "Winged Beast", "Fiend", "Fairy",
    "Insect", "Dinosaur", "Reptile", "Fish", "Sea Serpent", "Aqua", "Pyro", "Thunder", "Rock", "Plant",
    "Machine", "Psychic",
)

MESSAGES: dict[str, str] = {
    **{f"card:ygo:attribute:{a}": C_("attribute", a) for a in ATTRIBUTES},
    **{f"card:ygo:monster_type:{t}": C_("monster type", t) for t in MONSTER_TYPES},
    # --- the frame ------------------------------------------------------------------------------
    "card:ygo:kind:normal": C_("monster card", "Normal"),
    "card:ygo:kind:effect": C_("monster card", "Effect"),
    "card:ygo:kind:fusion": C_("monster card", "Fusion"),
    "card:ygo:kind:ritual": C_("monster card", "Ritual"),
    "card:ygo:kind:token": C_("monster card", "Token"),
    "card:ygo:kind:flip": C_("monster card", "Flip"),
    "card:ygo:fact:level": N_("Level {level}"),
    "card:ygo:fact:attribute": N_("Attribute: {attribute}"),
    "card:ygo:fact:stats": N_("ATK {atk} / DEF {def_}"),
    "card:ygo:fact:materials": N_("Fusion Materials: {materials}"),
    "card:ygo:spell": N_("Spell Card"),
    "card:ygo:trap": N_("Trap Card"),
    # --- labels of an effect (the others are glossary names) ------------------------------------
    "card:ygo:label:lingering": N_("After activation"),
    "card:ygo:label:rule": N_("Rule of the card"),
    # --- when it may be activated ---------------------------------------------------------------
    "card:ygo:when": N_("When {events}"),
    "card:ygo:event:opponent_attack_declared": C_("event", "an opponent's monster declares an attack"),
    "card:ygo:event:opponent_summoned": C_("event", "your opponent summons a monster ({summons})"),
    "card:ygo:event:opponent_summoned:min_atk": C_("event", "your opponent summons a monster with {atk} or more ATK ({summons})"),
    "card:ygo:event:summon_attempt": C_("event", "a monster would be Summoned"),
    "card:ygo:event:spell_trap_activated": C_("event", "a Spell or Trap Card is activated"),
    "card:ygo:event:trap_activated": C_("event", "a Trap Card is activated"),
    "card:ygo:event:sent_from_field_to_graveyard": C_("event", "this card is sent from the field to the Graveyard"),
    "card:ygo:event:destroyed": C_("event", "this card is destroyed"),
    "card:ygo:during": N_("During {timings}"),
    "card:ygo:timing:your_main_phase": C_("during", "your Main Phase"),
    "card:ygo:timing:opponent_battle_phase": C_("during", "your opponent's Battle Phase"),
    # --- cost and target -------------------------------------------------------------------------
    "card:ygo:cost": N_("Cost: {costs}."),
    "card:ygo:cost:pay_lp": C_("cost", "pay {amount} Life Points"),
    "card:ygo:cost:pay_lp:half": C_("cost", "pay half your Life Points"),
    "card:ygo:cost:tribute": C_("cost", "Tribute {count} monsters"),
    "card:ygo:cost:tribute:one": C_("cost", "Tribute 1 monster"),
    "card:ygo:cost:discard": C_("cost", "discard {count} cards"),
    "card:ygo:cost:discard:one": C_("cost", "discard 1 card"),
    "card:ygo:target:monster": N_("Target 1 monster on the field."),
    "card:ygo:target:opponent_monster": N_("Target 1 monster your opponent controls."),
    "card:ygo:target:face_up_monster": N_("Target 1 face-up monster on the field."),
    "card:ygo:target:spell_trap": N_("Target 1 Spell or Trap Card on the field."),
    "card:ygo:target:monster_in_graveyard": N_("Target 1 monster in a Graveyard."),
    "card:ygo:target:attacking_monster": N_("Target the attacking monster."),
    "card:ygo:target:summoned_monster": N_("Target the monster being summoned."),
    # --- groups of cards an action affects -------------------------------------------------------
    "card:ygo:group:target": C_("cards", "that target"),
    "card:ygo:group:self": C_("cards", "this card"),
    "card:ygo:group:equipped": C_("cards", "the equipped monster"),
    "card:ygo:group:all_monsters": C_("cards", "each monster on the field"),
    "card:ygo:group:opponent_monsters": C_("cards", "each monster your opponent controls"),
    "card:ygo:group:opponent_attack_position_monsters": C_("cards", "each Attack Position monster your opponent controls"),
    "card:ygo:group:opponent_face_down_monsters": C_("cards", "each face-down monster your opponent controls"),
    "card:ygo:group:responded_to": C_("cards", "that card"),
    "card:ygo:group:monsters_of_type": C_("cards", "each {types} monster"),
    # --- actions (in their own context: Yu-Gi-Oh! words them unlike Magic) ------------------------
    "card:ygo:do:destroy": C_("Yu-Gi-Oh! action", "Destroy {what}."),
    "card:ygo:do:banish": C_("Yu-Gi-Oh! action", "Banish {what}."),
    "card:ygo:do:return_to_hand": C_("Yu-Gi-Oh! action", "Return {what} to its owner's hand."),
    "card:ygo:do:place_on_top_of_deck": C_("Yu-Gi-Oh! action", "Place {what} on top of its owner's Deck."),
    "card:ygo:do:draw": C_("Yu-Gi-Oh! action", "Draw {count} cards."),
    "card:ygo:do:draw:one": C_("Yu-Gi-Oh! action", "Draw 1 card."),
    "card:ygo:do:special_summon": C_("Yu-Gi-Oh! action", "Special Summon {what} to your side of the field."),
    "card:ygo:do:fusion_summon": C_("Yu-Gi-Oh! action", "Fusion Summon 1 Fusion Monster from your Extra Deck, using Fusion Materials from your hand or your side of the field."),
    "card:ygo:do:take_control": C_("Yu-Gi-Oh! action", "Take control of {what} until the End Phase."),
    "card:ygo:do:flip_face_up": C_("Yu-Gi-Oh! action", "Turn {what} face-up."),
    "card:ygo:do:modify_stats:atk": C_("Yu-Gi-Oh! action", "{what} gets {atk} ATK."),
    "card:ygo:do:modify_stats:def": C_("Yu-Gi-Oh! action", "{what} gets {def_} DEF."),
    "card:ygo:do:modify_stats": C_("Yu-Gi-Oh! action", "{what} gets {atk} ATK and {def_} DEF."),
    "card:ygo:do:modify_stats:lose:atk": C_("Yu-Gi-Oh! action", "{what} loses {atk} ATK."),
    "card:ygo:do:modify_stats:lose:def": C_("Yu-Gi-Oh! action", "{what} loses {def_} DEF."),
    "card:ygo:do:modify_stats:lose": C_("Yu-Gi-Oh! action", "{what} loses {atk} ATK and {def_} DEF."),
    "card:ygo:do:inflict_damage:opponent": C_("Yu-Gi-Oh! action", "Inflict {amount} damage to your opponent."),
    "card:ygo:do:inflict_damage:controller": C_("Yu-Gi-Oh! action", "You take {amount} damage."),
    "card:ygo:do:inflict_damage:opponent:target_atk": C_("Yu-Gi-Oh! action", "Inflict damage equal to that target's ATK to your opponent."),
    "card:ygo:do:inflict_damage:controller:target_atk": C_("Yu-Gi-Oh! action", "You take damage equal to that target's ATK."),
    "card:ygo:do:inflict_damage:both": C_("Yu-Gi-Oh! action", "Inflict {amount} damage to both players."),
    "card:ygo:do:inflict_damage:both:target_atk": C_("Yu-Gi-Oh! action", "Inflict damage equal to that target's ATK to both players."),
    "card:ygo:do:gain_stats:atk": C_("Yu-Gi-Oh! action", "{what} gets {atk} ATK until the end of this turn."),
    "card:ygo:do:gain_stats:def": C_("Yu-Gi-Oh! action", "{what} gets {def_} DEF until the end of this turn."),
    "card:ygo:do:gain_stats": C_("Yu-Gi-Oh! action", "{what} gets {atk} ATK and {def_} DEF until the end of this turn."),
    "card:ygo:do:gain_stats:lose:atk": C_("Yu-Gi-Oh! action", "{what} loses {atk} ATK until the end of this turn."),
    "card:ygo:do:gain_stats:lose:def": C_("Yu-Gi-Oh! action", "{what} loses {def_} DEF until the end of this turn."),
    "card:ygo:do:gain_stats:lose": C_("Yu-Gi-Oh! action", "{what} loses {atk} ATK and {def_} DEF until the end of this turn."),
    "card:ygo:do:negate_attack": C_("Yu-Gi-Oh! action", "Negate the attack."),
    "card:ygo:do:end_battle_phase": C_("Yu-Gi-Oh! action", "End the Battle Phase."),
    "card:ygo:do:negate": C_("Yu-Gi-Oh! action", "Negate that Summon or activation."),
    "card:ygo:do:negate:trap": C_("Yu-Gi-Oh! action", "Negate the activation of that Trap Card."),
    "card:ygo:do:negate:activation": C_("Yu-Gi-Oh! action", "Negate that activation."),
    "card:ygo:do:negate:summon": C_("Yu-Gi-Oh! action", "Negate that Summon."),
    "card:ygo:do:cant_declare_attacks": C_("Yu-Gi-Oh! action", "Monsters your opponent controls can't declare an attack."),
    "card:ygo:do:normal_summon_now": C_("Yu-Gi-Oh! action", "Right after this effect resolves, Normal Summon or Set 1 monster."),
    "card:ygo:do:destroy_self_after_opponent_turns": C_("Yu-Gi-Oh! action", "Destroy this card in your opponent's End Phase number {turns} after its activation."),
    "card:ygo:do:win_with_pieces": C_("Yu-Gi-Oh! action", "If you have this card and {pieces} in your hand, you win the Duel."),
    "card:ygo:if_previous": N_("{first} Only if that happened: {second}"),
    "card:ygo:equip_to": N_("Equip this card to that target."),
    "card:ygo:stays_on_field": N_("Activate this card; it stays face-up on the field."),
}
