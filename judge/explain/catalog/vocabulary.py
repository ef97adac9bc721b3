"""The game's words that go into messages as values: colors, card types and subtypes, counter
kinds, the nouns and qualities of a target requirement, decision options, keywords the glossary
has no entry for. judge/explain/values.py and requirement.py put them together.

Each English word carries a gettext context (its family: one English word may need different
translations in different families). Translations: judge/locale/{de,nl}/LC_MESSAGES/vocabulary.po.
German uses the official German Magic words (glossary/mtg/*.yaml `names.de`); adjectives are
given without ending (judge/explain/grammar.py adds it). Dutch keeps the English card types,
subtypes, keywords and counter names, as the Dutch catalogs and glossary do ("creature",
"protection from black"), and Dutch colors and adjectives ("zwarte creatures", combat.po).
"""

from __future__ import annotations

from judge.explain.catalog import NP_
from judge.explain.i18n import contextual as C_

MESSAGES: dict[str, str] = {
    # --- colors (adjectives) ---------------------------------------------------------------
    "color:white": C_("color", "white"),
    "color:blue": C_("color", "blue"),
    "color:black": C_("color", "black"),
    "color:red": C_("color", "red"),
    "color:green": C_("color", "green"),
    # --- card types and subtypes, as printed ------------------------------------------------
    "type:Artifact": C_("type", "Artifact"),
    "type:Creature": C_("type", "Creature"),
    "type:Enchantment": C_("type", "Enchantment"),
    "type:Instant": C_("type", "Instant"),
    "type:Land": C_("type", "Land"),
    "type:Planeswalker": C_("type", "Planeswalker"),
    "type:Sorcery": C_("type", "Sorcery"),
    "type:Battle": C_("type", "Battle"),
    "type:Kindred": C_("type", "Kindred"),
    "type:Frog": C_("type", "Frog"),
    # spells of a card type, as a plural noun (`{card_type:spells}`): one word per language, the
    # glossary's declared form ("Kreaturenzauber", "Hexereien", "creature spells", "sorceries")
    "spells:creature": C_("spells", "creature spells"),
    "spells:sorcery": C_("spells", "sorceries"),
    "spells:artifact": C_("spells", "artifact spells"),
    "spells:enchantment": C_("spells", "enchantment spells"),
    "spells:planeswalker": C_("spells", "planeswalker spells"),
    "spells:battle": C_("spells", "battle spells"),
    # what protection's quality says of the object it stops (`{keyword:quality}`, 702.16a): "and
    # Doom Blade is black"; "other" for a quality without its own words
    "quality:white": C_("protection quality", "is white"),
    "quality:blue": C_("protection quality", "is blue"),
    "quality:black": C_("protection quality", "is black"),
    "quality:red": C_("protection quality", "is red"),
    "quality:green": C_("protection quality", "is green"),
    "quality:creatures": C_("protection quality", "is a creature"),
    "quality:artifacts": C_("protection quality", "is an artifact"),
    "quality:multicolored": C_("protection quality", "is multicolored"),
    "quality:monocolored": C_("protection quality", "is monocolored"),
    "quality:everything": C_("protection quality", "is covered like everything else"),
    "quality:other": C_("protection quality", "has that quality"),
    # --- counters: German names the whole counter ("Loyalitätsmarke"), English and Dutch the kind
    # ("loyalty"), their messages add "counter"/"counters". Singular and plural ({counter:pl}). ---
    "counter:+1/+1": C_("counter", "+1/+1"),
    "counter:-1/-1": C_("counter", "-1/-1"),
    "counter:loyalty": C_("counter", "loyalty"),
    "counter:poison": C_("counter", "poison"),
    "counter:other": C_("counter", "{kind}"),
    "counters:+1/+1": C_("counters", "+1/+1"),
    "counters:-1/-1": C_("counters", "-1/-1"),
    "counters:loyalty": C_("counters", "loyalty"),
    "counters:poison": C_("counters", "poison"),
    "counters:other": C_("counters", "{kind}"),
    "text:counters": NP_(C_("final state", "{count} {counter} counter"), "{count} {counter:pl} counters"),
    # what a permanent has, after "with" (German: dative, "mit einer +1/+1-Marke"); one is its own word
    "with:counter:one": C_("with", "one {counter} counter"),
    "with:counter": C_("with", "{count} {counter} counters"),
    "with:damage:one": C_("with", "1 damage"),
    "with:damage": C_("with", "{count} damage"),
    # --- target requirements (115): nouns, then the qualities in front of them ------------------
    "noun:any": C_("target", "any"),
    "noun:creature": C_("target", "creature"),
    "noun:player": C_("target", "player"),
    "noun:opponent": C_("target", "opponent"),
    "noun:permanent": C_("target", "permanent"),
    "noun:spell": C_("target", "spell"),
    "noun:ability": C_("target", "ability"),
    "noun:artifact": C_("target", "artifact"),
    "noun:enchantment": C_("target", "enchantment"),
    "noun:land": C_("target", "land"),
    "noun:planeswalker": C_("target", "planeswalker"),
    "noun:creature_or_player": C_("target", "creature or player"),
    "noun:artifact_or_enchantment": C_("target", "artifact or enchantment"),
    "noun:creature_or_planeswalker": C_("target", "creature or planeswalker"),
    "noun:artifact_creature_or_land": C_("target", "artifact, creature or land"),
    "requirement:non_color": C_("target", "non{color}"),
    "requirement:non_type": C_("target", "non{type}"),
    "requirement:tapped": C_("target", "tapped"),
    "requirement:untapped": C_("target", "untapped"),
    "requirement:attacking": C_("target", "attacking"),
    "requirement:blocking": C_("target", "blocking"),
    "requirement:either": C_("target", "{first} or {second}"),
    # --- decision options ---------------------------------------------------------------------
    "word:white": C_("a color, predicate", "white"),
    "word:blue": C_("a color, predicate", "blue"),
    "word:black": C_("a color, predicate", "black"),
    "word:red": C_("a color, predicate", "red"),
    "word:green": C_("a color, predicate", "green"),
    "word:colorless": C_("a color, predicate", "colorless"),
    "word:tap": C_("option", "tap"),
    "word:untap": C_("option", "untap"),
    "word:activate": C_("option", "activate"),
    "word:decline": C_("option", "decline"),
    "word:keep_on_top": C_("option", "none, all stay on top"),
    "word:yes": C_("option", "yes"),
    "word:no": C_("option", "no"),
    "word:direct": C_("option", "direct"),
    "word:stop": C_("option", "stop"),
    "word:damage": C_("permanent state", "damage"),
    "word:nothing": C_("empty list", "nothing"),
    "text:unknown_card": C_("card", "Unknown card"),
    # --- keywords with a parameter, which the glossary names only in general ------------------
    "keyword:protection from white": C_("keyword", "protection from white"),
    "keyword:protection from blue": C_("keyword", "protection from blue"),
    "keyword:protection from black": C_("keyword", "protection from black"),
    "keyword:protection from red": C_("keyword", "protection from red"),
    "keyword:protection from green": C_("keyword", "protection from green"),
    "keyword:protection from creatures": C_("keyword", "protection from creatures"),
    "keyword:protection from artifacts": C_("keyword", "protection from artifacts"),
    "keyword:protection from everything": C_("keyword", "protection from everything"),
    "keyword:protection from multicolored": C_("keyword", "protection from multicolored"),
    "keyword:protection from monocolored": C_("keyword", "protection from monocolored"),
    "keyword:islandwalk": C_("keyword", "islandwalk"),
    "keyword:mountainwalk": C_("keyword", "mountainwalk"),
    "keyword:forestwalk": C_("keyword", "forestwalk"),
    "keyword:nonbasic landwalk": C_("keyword", "nonbasic landwalk"),
}
