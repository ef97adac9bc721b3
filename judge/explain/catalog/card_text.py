"""Card rules text (Magic, and the frame shared with Yu-Gi-Oh!): what judge/explain/card_text/ writes.

Translations: judge/locale/{de,nl}/LC_MESSAGES/card_text.po. Conventions: judge/explain/messages.py.

Fragments carry a gettext context that tells translators how they are used. Noun phrases exist
in three grammatical forms, because German needs them: context "noun phrase, subject"
(nominative), "noun phrase, object" (accusative) and "noun phrase, dative" (the one something
is dealt or given to; English and Dutch sentences put "to"/"aan" before it), plus a plural.

Slots of a noun phrase, filled by the generator from a card's filter:
  {adj}   adjectives ("nonblack", "attacking or blocking": the words of catalog/vocabulary.py,
          without ending); a translation names the ending they take in its phrase: {adj_e},
          {adj_en}, {adj_es}, {adj_er} (Dutch {adj_e} follows Dutch spelling: "rode", "witte")
  {sub}   subtypes, through "{names}" in the context "subtypes" ("vom Typ {names}")
  {post}  what follows the noun ("you control", "that attacked this turn"); a translation names
          its relative pronouns: {post_die}, {post_das}, {post_der_den} (nominative_accusative)
Dutch keeps the English card types and keywords ("creature", "flying") and says "doelwit" for a
target, as the Dutch catalogs do; German uses the official German Magic terms (glossary/mtg/*.yaml
names.de). Colors, card types, target qualities and parameterised keywords are the shared words of
catalog/vocabulary.py.
"""

from __future__ import annotations

from judge.explain.catalog import N_
from judge.explain.i18n import contextual as C_

# --- noun phrases: (family, noun) -> the English phrase with its slots ------------------------------
# Families with a filter (adjectives, subtypes, what follows the noun):
TARGET_WORDS = {  # target type -> its noun
    "any": "", "creature": "creature", "player": "player", "opponent": "opponent", "permanent": "permanent",
    "spell": "spell", "artifact": "artifact", "enchantment": "enchantment", "land": "land",
    "planeswalker": "planeswalker", "creature_or_player": "creature or player",
    "ability": "activated or triggered ability", "artifact_or_enchantment": "artifact or enchantment",
    "artifact_creature_or_land": "artifact, creature or land", "creature_or_planeswalker": "creature or planeswalker",
}
_WITH_SUBTYPES = ("creature", "permanent", "spell", "artifact", "enchantment", "land", "planeswalker")
TARGET_NOUNS = {
    noun: "any target" if not word else
    f"target {{adj}} {{sub}} {word} {{post}}" if noun in _WITH_SUBTYPES else f"target {{adj}} {word} {{post}}"
    for noun, word in TARGET_WORDS.items()
}
NOUNS = {  # singular, plural
    "creature": ("creature", "creatures"), "land": ("land", "lands"), "artifact": ("artifact", "artifacts"),
    "enchantment": ("enchantment", "enchantments"), "planeswalker": ("planeswalker", "planeswalkers"),
    "permanent": ("permanent", "permanents"), "spell": ("spell", "spells"), "player": ("player", "players"),
    "opponent": ("opponent", "opponents"), "source": ("source", "sources"),
}
FILTERED = {  # family -> English pattern around the noun
    "a": "a {adj} {sub} %s {post}", "another": "another {adj} {sub} %s {post}", "each": "each {adj} {sub} %s {post}",
}
# Families without slots: anaphora ("that creature"), the card itself, what it is attached to.
THAT_NOUNS = {noun: f"that {word or 'target'}" for noun, word in TARGET_WORDS.items()}
THIS_NOUNS = ("creature", "land", "artifact", "enchantment", "planeswalker", "permanent", "spell")
ENCHANTED_NOUNS = ("creature", "land", "artifact", "enchantment", "planeswalker", "permanent", "player")
FORMS = ("subject", "object", "dative")


def _phrases() -> dict[str, str]:
    out: dict[str, str] = {}
    for form in FORMS:
        for noun, text in TARGET_NOUNS.items():
            out[f"card:np:target:{noun}:{form}"] = C_(f"noun phrase, {form}", text)
            out[f"card:np:that:{noun}:{form}"] = C_(f"noun phrase, {form}", THAT_NOUNS[noun])
            out[f"card:np:another_target:{noun}:{form}"] = C_(
                f"noun phrase, {form}", text.replace("any target", "another target").replace("target ", "another target ", 1))
        for family, pattern in FILTERED.items():
            if family == "another" and form != "subject":
                continue
            for noun, (singular, _plural) in NOUNS.items():
                out[f"card:np:{family}:{noun}:{form}"] = C_(f"noun phrase, {form}", pattern % singular)
        for noun in THIS_NOUNS:
            out[f"card:np:this:{noun}:{form}"] = C_(f"noun phrase, {form}", f"this {noun}")
        for noun in ENCHANTED_NOUNS:
            out[f"card:np:enchanted:{noun}:{form}"] = C_(f"noun phrase, {form}", f"the enchanted {noun}")
        out[f"card:np:equipped:creature:{form}"] = C_(f"noun phrase, {form}", "the equipped creature")
        out[f"card:np:you:you:{form}"] = C_(f"noun phrase, {form}", "you")
    for noun, (_singular, plural) in NOUNS.items():
        out[f"card:np:plural:{noun}:plural"] = C_("noun phrase, plural", f"{{adj}} {{sub}} {plural} {{post}}")
    return out


CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Battle", "Kindred")
SUBTYPES = (  # the library's and some common ones; Frog is in catalog/vocabulary.py
    "Ally", "Angel", "Archer", "Assassin", "Aura", "Bear", "Beast", "Berserker", "Bird", "Cat", "Cleric", "Construct",
    "Demon", "Dinosaur", "Dog", "Dragon", "Druid", "Dwarf", "Elemental", "Elf", "Equipment", "Faerie", "Forest",
    "Gargoyle", "Garruk", "Giant", "Goblin", "Golem", "Horse", "Human", "Hydra", "Insect", "Island", "Knight",
    "Merfolk", "Minotaur", "Monk", "Mountain", "Myr", "Nightmare", "Noble", "Ogre", "Orc", "Phyrexian", "Pirate", "Plains",
    "Rat", "Rhino", "Rogue", "Scout", "Shapeshifter", "Shaman", "Skeleton", "Snake", "Soldier", "Sphinx", "Spider", "Spirit",
    "Swamp", "Thopter", "Treefolk", "Vampire", "Wall", "Warrior", "Wizard", "Wolf", "Wraith", "Wurm", "Zombie",
)
TYPE_LINES = (
    "Artifact", "Artifact Creature", "Artifact Land", "Basic Land", "Basic Snow Land", "Battle", "Creature",
    "Enchantment", "Enchantment Artifact", "Enchantment Creature", "Instant", "Land", "Land Creature",
    "Legendary Artifact", "Legendary Artifact Creature", "Legendary Creature", "Legendary Enchantment",
    "Legendary Enchantment Artifact", "Legendary Enchantment Creature", "Legendary Land", "Legendary Planeswalker",
    "Planeswalker", "Snow Creature", "Snow Land", "Sorcery", "Token Artifact", "Token Artifact Creature",
    "Token Creature", "Token Enchantment", "World Enchantment",
)
_A = {"Artifact": "an artifact", "Creature": "a creature", "Enchantment": "an enchantment", "Instant": "an instant",
      "Land": "a land", "Planeswalker": "a planeswalker", "Sorcery": "a sorcery", "Battle": "a battle",
      "Kindred": "a kindred card"}


_SUPER = {"Basic": "basic", "Legendary": "legendary", "Snow": "snow", "World": "a world permanent"}


def _vocabulary() -> dict[str, str]:
    out: dict[str, str] = {}
    for supertype, word in _SUPER.items():
        out[f"card:post:supertype:{supertype}"] = C_("after a noun", f"{{rel}} is {word}")
        out[f"card:post:not_supertype:{supertype}"] = C_("after a noun", f"{{rel}} isn't {word}")
    for kind in CARD_TYPES:
        out[f"card:a_type:{kind}"] = C_("predicate", _A[kind])
        out[f"card:post:not_type:{kind}"] = C_("after a noun", f"{{rel}} isn't {_A[kind]}")
        out[f"card:search_card:{kind}"] = C_("searched for", f"{_A[kind]} card")
    for line in TYPE_LINES:
        out[f"card:typeline:{line}"] = C_("type line", line)
    for subtype in SUBTYPES:
        out[f"card:subtype:{subtype}"] = C_("type", subtype)
    return out


MESSAGES: dict[str, str] = {
    **_phrases(),
    **_vocabulary(),
    # --- the frame: names, characteristics ------------------------------------------------------
    "card:ui:label": N_("Rules text"),
    "card:ui:generated": N_("Generated from the card's data, not the printed card text."),
    "card:fact:mana_cost": N_("Mana cost: {cost}"),
    "card:fact:no_mana_cost": N_("No mana cost"),
    "card:fact:mana_value": N_("Mana value: {value}"),
    "card:fact:pt": N_("Power/toughness: {power}/{toughness}"),
    "card:fact:pt_count": N_("Power/toughness: {power}/{toughness}, counting 1 for {what}"),
    "card:fact:loyalty": N_("Starting loyalty: {loyalty}"),
    "card:fact:colors": N_("Color: {colors}"),
    "card:fact:colorless": N_("Colorless"),
    "card:list:and": N_("{first} and {last}"),
    "card:list:or": N_("{first} or {last}"),
    "card:adj:other": C_("adjective", "other"),
    "card:subtypes": C_("subtypes", "{names}"),
    "card:until:end_of_turn": N_("until end of turn"),
    "card:until:next_turn": N_("until your next turn"),
    "card:this_turn": N_("this turn"),
    "card:optional": N_("(optional)"),
    "card:may_pay": N_("(you may pay {cost}; if you do)"),
    "card:choose:one": N_("Choose one —"),
    "card:choose": N_("Choose {count} —"),
    "card:sorcery_speed": N_("Activate only as a sorcery."),
    "card:during:your_turn": N_("During your turn"),
    "card:during:not_your_turn": N_("During turns other than yours"),
    # --- keywords the glossary doesn't have -----------------------------------------------------
    "card:keyword:can't be countered": C_("keyword", "can't be countered"),
    "card:keyword:can't attack": C_("keyword", "can't attack"),
    "card:keyword:can't block": C_("keyword", "can't block"),
    "card:keyword:can't attack or block": C_("keyword", "can't attack or block"),
    "card:keyword:ward": C_("keyword", "ward {cost}"),
    # --- what follows a noun ----------------------------------------------------------------------
    "card:post:you_control": C_("after a noun", "{rel_acc} you control"),
    "card:post:opponent_controls": C_("after a noun", "{rel_acc} an opponent controls"),
    "card:post:attacked_this_turn": C_("after a noun", "{rel} attacked this turn"),
    "card:post:token": C_("after a noun", "{rel} is a token"),
    "card:post:nontoken": C_("after a noun", "{rel} isn't a token"),
    "card:post:with_keyword": C_("after a noun", "with {keyword}"),
    "card:post:without_keyword": C_("after a noun", "without {keyword}"),
    "card:post:max_power": C_("after a noun", "with power {power} or less"),
    "card:post:of_your_choice": C_("after a noun", "of your choice"),
    "card:post:is_types": C_("after a noun", "{rel} is {types}"),
    # --- Auras, costs -------------------------------------------------------------------------------
    **{f"card:enchant:{noun}": C_("keyword", f"Enchant {word or 'permanent or player'}") for noun, word in TARGET_WORDS.items()},
    "card:cost:remove_counter": N_("Remove a {counter} counter from {what}"),
    "card:cost:remove_counters": N_("Remove {count} {counter} counters from {what}"),
    "card:cost:sacrifice": N_("Sacrifice {what}"),
    "card:cost:pay_life": N_("Pay {amount} life"),
    # --- triggers -----------------------------------------------------------------------------------
    "card:when:enters_battlefield": N_("When {subject} enters the battlefield"),
    "card:when:dies": N_("When {subject} dies"),
    "card:when:leaves_battlefield": N_("When {subject} leaves the battlefield"),
    "card:when:put_into_graveyard": N_("When {subject} is put into a graveyard"),
    "card:whenever:enters_battlefield": N_("Whenever {subject} enters the battlefield"),
    "card:whenever:dies": N_("Whenever {subject} dies"),
    "card:whenever:leaves_battlefield": N_("Whenever {subject} leaves the battlefield"),
    "card:whenever:put_into_graveyard": N_("Whenever {subject} is put into a graveyard"),
    "card:whenever:deals_damage": N_("Whenever {subject} deals damage"),
    "card:whenever:deals_combat_damage": N_("Whenever {subject} deals combat damage"),
    "card:whenever:deals_combat_damage_to_player": N_("Whenever {subject} deals combat damage to a player"),
    "card:whenever:attacks": N_("Whenever {subject} attacks"),
    "card:whenever:blocks": N_("Whenever {subject} blocks"),
    "card:whenever:becomes_blocked": N_("Whenever {subject} becomes blocked"),
    "card:whenever:becomes_tapped": N_("Whenever {subject} becomes tapped"),
    "card:when:gains_life:you": N_("Whenever you gain life"),
    "card:when:gains_life:opponent": N_("Whenever an opponent gains life"),
    "card:when:gains_life:each_player": N_("Whenever a player gains life"),
    "card:when:beginning_of_upkeep:you": N_("At the beginning of your upkeep"),
    "card:when:beginning_of_upkeep:opponent": N_("At the beginning of each opponent's upkeep"),
    "card:when:beginning_of_upkeep:each_player": N_("At the beginning of each player's upkeep"),
    "card:when:beginning_of_end_step:you": N_("At the beginning of your end step"),
    "card:when:beginning_of_end_step:opponent": N_("At the beginning of each opponent's end step"),
    "card:when:beginning_of_end_step:each_player": N_("At the beginning of each end step"),
    "card:when:beginning_of_combat:you": N_("At the beginning of combat on your turn"),
    "card:when:beginning_of_combat:opponent": N_("At the beginning of combat on each opponent's turn"),
    "card:when:beginning_of_combat:each_player": N_("At the beginning of each combat"),
    "card:when:cast_spell:you": N_("Whenever you cast {spell}"),
    "card:when:cast_spell:opponent": N_("Whenever an opponent casts {spell}"),
    "card:when:cast_spell:each_player": N_("Whenever a player casts {spell}"),
    # --- effects: damage, power and toughness, abilities, types -------------------------------------
    "card:do:deal_damage": N_("{source} deals {amount} damage to {to}."),
    "card:do:deal_damage:one": N_("{source} deals 1 damage to {to}."),
    "card:do:modify_pt": N_("{who} gets {pt} {until}."),
    "card:do:modify_pt+grant_keywords": N_("{who} gets {pt} and gains {keywords} {until}."),
    "card:do:modify_pt+grant_keywords:static": N_("{who} gets {pt} and has {keywords}."),
    "card:post:not_subtypes": C_("after a noun", "{rel} doesn't have the subtype {subtypes}"),
    "card:do:set_base_pt:mana_value": N_("{who} has base power and base toughness each equal to its mana value {until}."),
    "card:do:set_base_pt": N_("{who} has base power {power} and base toughness {toughness} {until}."),
    "card:do:grant_keywords": N_("{who} gains {keywords} {until}."),
    "card:do:grant_keywords:static": N_("{who} has {keywords}."),
    "card:do:lose_abilities": N_("{who} loses all abilities {until}."),
    "card:do:change_types:types_add": N_("{who} is also {types} {until}."),
    "card:do:change_types:types_set": N_("{who} is only {types} {until}."),
    "card:do:change_types:subtypes_add": N_("{who} also has the type {subtypes} {until}."),
    "card:do:change_types:subtypes_set": N_("{who} has the type {subtypes} in place of its other subtypes {until}."),
    "card:do:change_types:subtypes_set:land": N_("{who} has the land type {subtypes} in place of its other land types {until}."),
    "card:do:change_types:subtypes_set:creature": N_("{who} has the creature type {subtypes} in place of its other creature types {until}."),
    "card:do:change_types:colors": N_("{who} is {colors} {until}."),
    # --- effects: objects moving, changing state ------------------------------------------------------
    "card:do:destroy": N_("Destroy {what}."),
    "card:do:destroy:no_regeneration": N_("Destroy {what}. Regeneration can't prevent this."),
    "card:do:exile": N_("Exile {what}."),
    "card:do:return_to_hand": N_("Return {what} to its owner's hand."),
    "card:do:counter": N_("Counter {what}."),
    "card:do:tap": N_("Tap {what}."),
    "card:do:untap": N_("Untap {what}."),
    "card:do:tap_or_untap": N_("You may tap or untap {what}."),
    "card:do:sacrifice": N_("Sacrifice {what}."),
    "card:do:regenerate": N_("Regenerate {what}."),
    "card:do:add_counters": N_("Put {count} {counter} counters on {what}."),
    "card:do:add_counters:one": N_("Put a {counter} counter on {what}."),
    "card:do:create_token": N_("Create {count} {token} tokens ({details})."),
    "card:do:create_token:one": N_("Create a {token} token ({details})."),
    "card:do:add_mana": N_("Add {mana}."),
    # --- effects: players ------------------------------------------------------------------------------
    "card:do:draw:you": N_("Draw {count} cards."),
    "card:do:draw:you:one": N_("Draw a card."),
    "card:do:draw": N_("{who} draws {count} cards."),
    "card:do:draw:one": N_("{who} draws a card."),
    "card:do:mill:you": N_("Mill {count} cards."),
    "card:do:mill:you:one": N_("Mill a card."),
    "card:do:mill": N_("{who} mills {count} cards."),
    "card:do:mill:one": N_("{who} mills a card."),
    "card:do:scry": N_("Scry {count}."),
    "card:do:discard:you": N_("Discard {count} cards."),
    "card:do:discard:you:one": N_("Discard a card."),
    "card:do:discard": N_("{who} discards {count} cards."),
    "card:do:discard:one": N_("{who} discards a card."),
    "card:do:gain_life:you": N_("You gain {amount} life."),
    "card:do:gain_life:you:one": N_("You gain 1 life."),
    "card:do:gain_life:you:that_much": N_("You gain that much life."),
    "card:do:gain_life": N_("{who} gains {amount} life."),
    "card:do:gain_life:one": N_("{who} gains 1 life."),
    "card:do:gain_life:that_much": N_("{who} gains that much life."),
    "card:do:lose_life:you": N_("You lose {amount} life."),
    "card:do:lose_life:you:one": N_("You lose 1 life."),
    "card:do:lose_life": N_("{who} loses {amount} life."),
    "card:do:lose_life:one": N_("{who} loses 1 life."),
    "card:do:search_library:hand": N_("Search your library for {card}, put it into your hand, then shuffle."),
    "card:do:search_library:battlefield": N_("Search your library for {card}, put it onto the battlefield, then shuffle."),
    "card:do:search_library:battlefield_tapped": N_("Search your library for {card}, put it onto the battlefield tapped, then shuffle."),
    "card:search_card:any": C_("searched for", "a card"),
    "card:search_card:basic:Land": C_("searched for", "a basic land card"),
    "card:search_card:details": C_("searched for", "{card} ({details})"),
    "card:do:player_rule:cant_lose_the_game:you": N_("You can't lose the game."),
    "card:do:player_rule:cant_lose_the_game": N_("{who} can't lose the game."),
    "card:do:player_rule:opponents_cant_win:you": N_("You can't win the game."),
    "card:do:player_rule:opponents_cant_win": N_("{who} can't win the game."),
    "card:do:player_rule:no_maximum_hand_size:you": N_("You have no maximum hand size."),
    "card:do:player_rule:no_maximum_hand_size": N_("{who} has no maximum hand size."),
    "card:do:player_rule:play_with_hand_revealed:you": N_("You play with your hand revealed."),
    "card:do:player_rule:play_with_hand_revealed": N_("{who} plays with their hand revealed."),
    "card:do:additional_combat_phase": N_("This main phase is followed by an extra combat phase."),
    "card:do:additional_combat_phase:then_main": N_("This main phase is followed by an extra combat phase and then an extra main phase."),
    "card:do:combat_restriction:cant_attack": N_("{who} can't attack {until}."),
    "card:do:combat_restriction:cant_block": N_("{who} can't block {until}."),
    "card:do:combat_restriction:cant_attack_or_block": N_("{who} can neither attack nor block {until}."),
    "card:do:combat_restriction:cant_be_blocked": N_("{who} can't be blocked {until}."),
    "card:do:lose_keywords": N_("{who} loses {keywords} {until}."),
    "card:do:switch_pt": N_("{who} has its power and toughness switched {until}."),
    "card:do:gain_control": N_("Gain control of {what} {until}."),
    "card:do:gain_control:static": N_("You control {what}."),
    "card:enters_as_copy": N_("You may have this creature enter as a copy of any creature on the battlefield."),
}
