"""Which set a subtype belongs to (205.3): setting creature types leaves land types alone (205.1a)."""

from __future__ import annotations

SETS = {
    "land": frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
                       "Mine", "Planet", "Power-Plant", "Tower", "Urza's", "Cave", "Sphere", "Town"}),
    "artifact": frozenset({"Equipment", "Vehicle", "Food", "Clue", "Treasure", "Blood", "Fortification",
                           "Contraption", "Gold", "Incubator", "Map", "Powerstone", "Attraction"}),
    "enchantment": frozenset({"Aura", "Saga", "Shrine", "Curse", "Class", "Case", "Room", "Background",
                              "Cartouche", "Rune", "Shard", "Role"}),
    "spell": frozenset({"Arcane", "Trap", "Adventure", "Lesson"}),
}
# 305.6: a land with a basic land type has the intrinsic ability "{T}: Add" that type's mana.
BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
BASIC_LAND_TYPES = frozenset(BASIC_MANA)


def kind(subtype: str) -> str:
    """The set a subtype is from; anything not listed is taken for a creature type (205.3m)."""
    return next((name for name, members in SETS.items() if subtype in members), "creature")


def replace(current: list[str], new: list[str]) -> list[str]:
    """An effect sets subtypes: they replace the subtypes of the same sets only (205.1a), so a
    land creature turned into a Frog is still a Forest."""
    replaced = {kind(s) for s in new}
    return [s for s in current if kind(s) not in replaced] + list(new)


# The card types each set of subtypes goes with (205.3d-205.3m): creature types with creatures and
# kindred cards, spell types with instants and sorceries.
_CARD_TYPES = {"creature": {"Creature", "Kindred"}, "land": {"Land"}, "artifact": {"Artifact"},
               "enchantment": {"Enchantment"}, "spell": {"Instant", "Sorcery"}}


def correlated(current: list[str], types: list[str]) -> list[str]:
    """An effect set the card types: subtypes whose card type the object no longer has go too (205.1a);
    a creature that becomes a Forest land is no longer a Goblin."""
    return [s for s in current if not _CARD_TYPES[kind(s)].isdisjoint(types)]
