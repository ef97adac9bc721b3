"""Building the Duel from a validated Yu-Gi-Oh! scenario, and resolving the scenario's references.

Card names resolve against the card library (and the scenario's own `cards:`); references
(ids, unique card names, duelist names) resolve to cards. Anything that does not resolve is
an invalid scenario: a ScenarioError at its line, with what it could have meant. A request
the rules forbid (an illegal summon, a Chain Link of too low a Spell Speed) is not an
error but part of the ruling, reported under `illegal`.
"""

from __future__ import annotations

import re
from typing import Any

from judge.cards.library import CardLibrary, scenario_library, unknown_card, unknown_card_names
from judge.cards.yugioh_model import YugiohCard
from judge.piles import Pile
from judge.scenario.errors import NT, Problems, ScenarioError, T, Text, did_you_mean, name_hint
from judge.scenario.load import LoadedScenario
from judge.yugioh import chain, targets, zones
from judge.yugioh.state import Card, ChainLink, Duel, Duelist, LinkDetails

_ZONE_WORDS = {"hand": T("the hand"), "deck": T("the Deck"), "graveyard": T("the Graveyard"),
               "banished": T("the banished cards"), "extra_deck": T("the Extra Deck"), "monster": T("a Monster Zone"),
               "spell_trap": T("a Spell & Trap Zone"), "field": T("the Field Zone")}


# a reference that names no card where it looks (of one duelist, of either): `actions` tells these
# apart from other problems, to report a card that moved away earlier as an illegal action
NOT_A_CARD_THERE = (T("{ref!r} is not one of {owner}'s cards in {places}"), T("{ref!r} is not a card in {places}"))


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"


class Builder:
    """One use: `Builder(loaded).build()` returns the Duel; `reference` resolves later references.

    Every problem is found in one go: each entry is built under `problems.each` (a broken one is
    noted and left out) and `build` raises them all at the end, unless `defer`red to the caller,
    who plays the scenario's moment and actions first to find their problems too.
    """

    def __init__(self, loaded: LoadedScenario) -> None:
        self.loaded = loaded
        self.model = loaded.model
        self.library: CardLibrary = scenario_library("yugioh", self.model.cards, loaded.document.source)
        self.explicit: dict[str, tuple] = {}  # id -> where it is first given
        self.problems = Problems(broken=set(loaded.left_out))

    def error(self, path: tuple, message: str, hint: str | None = None) -> ScenarioError:
        return self.loaded.error(path, message, hint)

    def card(self, name: str, path: tuple) -> YugiohCard:
        card = self.library.get(name)
        if card is None:
            raise self.error(path, *unknown_card(self.library, name))
        return card

    def new(self, duel: Duel, name: str, wanted: str | None, owner: str, path: tuple) -> Card:
        card = self.card(name, path if path[-1] == "field" else (*path, "card"))
        if wanted is not None:
            if wanted in self.explicit:
                first = self.loaded.document.position(self.explicit[wanted])[0]
                raise self.error(path, T("the id {id!r} is used twice (first on line {line})", id=wanted, line=first),
                                 T("give each card its own id"))
            if any(d.name == wanted for d in duel.duelists):
                raise self.error(path, T("the id {id!r} is also a duelist's name", id=wanted), T("choose another id"))
            self.explicit[wanted] = path
            duel._oids.reserve(wanted)
            oid = wanted
        else:
            oid = duel.new_oid(slug(card.name))
        return Card(oid=oid, card=card, owner=owner, controller=owner)

    # --- the build ------------------------------------------------------------
    def build(self, defer: bool = False) -> Duel:
        """The Duel; raises every problem at once (unless `defer`: then they are in `problems`)."""
        model = self.model
        problems = self.problems
        problems.found += unknown_card_names(self.library, model, self.error)
        names = [p.name for p in model.players]
        if names[0] == names[1]:
            problems.found.append(self.error(("players", 1, "name"),
                                             T("both duelists are called {name!r}", name=names[0]),
                                             T("give each duelist a different name")))
        duel = Duel(library=self.library, duelists=[Duelist(p.name, i, life=p.life,
                                                            normal_summoned=p.normal_summoned)
                                                    for i, p in enumerate(model.players)],
                    phase=model.turn.phase, turn_number=model.turn.number, choices=model.choices)
        if model.turn.active:
            with problems.each():
                duel.active = self.duelist_index(duel, model.turn.active, ("turn", "active"))
        for index, spec in enumerate(model.players):
            self._duelist(duel, duel.duelists[index], spec, ("players", index))
        if not defer:
            problems.raise_all()
        return duel

    def duelist_index(self, duel: Duel, name: str, path: tuple) -> int:
        for duelist in duel.duelists:
            if duelist.name == name:
                return duelist.index
        raise self.error(path, T("there is no duelist called {name!r}", name=name),
                         name_hint(name, [d.name for d in duel.duelists], duelists=True))

    def _duelist(self, duel: Duel, duelist: Duelist, spec: Any, path: tuple) -> None:
        for zone in ("hand", "graveyard", "banished", "extra_deck"):
            for i, entry in enumerate(getattr(spec, zone)):
                with self.problems.each(entry.id, entry.card):
                    card = self.new(duel, entry.card, entry.id, duelist.name, (*path, zone, i))
                    card.zone = zone
                    if zone == "extra_deck" and card.card.monster_kind != "fusion":
                        raise self.error((*path, zone, i),
                                         T("{card} is not an Extra Deck monster", card=card.card.name),
                                         T("the Extra Deck holds Fusion Monsters; put it in the hand or Deck"))
                    getattr(duelist, zone).append(card)
        if isinstance(spec.deck, int):
            duelist.deck = Pile(unnamed=spec.deck)  # objects only when drawn (judge.piles)
        else:
            for i, entry in enumerate(spec.deck):
                with self.problems.each(entry.id, entry.card):
                    card = self.new(duel, entry.card, entry.id, duelist.name, (*path, "deck", i))
                    card.zone = "deck"
                    duelist.deck.append(card)
        for i, entry in enumerate(spec.monsters):
            with self.problems.each(entry.id, entry.card):
                self._monster(duel, duelist, entry, (*path, "monsters", i))
        if spec.extra_monster_zone is not None:
            entry = spec.extra_monster_zone
            with self.problems.each(entry.id, entry.card):
                self._monster(duel, duelist, entry, (*path, "extra_monster_zone"), extra_zone=True)
        equips = []
        for i, entry in enumerate(spec.spells_traps):
            with self.problems.each(entry.id, entry.card):
                card = self._spell_trap(duel, duelist, entry, (*path, "spells_traps", i))
                if entry.equipped_to is not None:
                    equips.append((card, entry.equipped_to, (*path, "spells_traps", i, "equipped_to")))
        if spec.field is not None:
            with self.problems.each(spec.field):
                card = self.new(duel, spec.field, None, duelist.name, (*path, "field"))
                if card.card.property != "field":
                    raise self.error((*path, "field"), T("{card} is not a Field Spell", card=card.card.name),
                                     T("only a Field Spell goes into the Field Zone"))
                zones.place(duel, card, duelist.name, "field")
        for card, ref, ref_path in equips:
            with self.problems.each():
                card.equipped_to = self.reference(duel, ref, ref_path, ("monster",)).oid

    def _monster(self, duel: Duel, duelist: Duelist, entry: Any, path: tuple, extra_zone: bool = False) -> None:
        """A monster in a Main Monster Zone, or (`extra_zone`) in an Extra Monster Zone, where only a
        monster summoned from the Extra Deck can be ("Extra Monster Zone")."""
        card = self.new(duel, entry.card, entry.id, duelist.name, path)
        if entry.owner is not None:  # controlled by one duelist, owned by the other ("Control")
            card.owner = duel.duelists[self.duelist_index(duel, entry.owner, (*path, "owner"))].name
        if card.card.kind != "monster":
            message = (T("{card} is a Spell Card, not a monster", card=card.card.name) if card.card.kind == "spell"
                       else T("{card} is a Trap Card, not a monster", card=card.card.name))
            raise self.error((*path, "card"), message, T("put Spells and Traps under 'spells_traps:'"))
        if extra_zone and card.card.monster_kind != "fusion":
            raise self.error((*path, "card"), T("{card} is not an Extra Deck monster: only a monster summoned from "
                                                "the Extra Deck can be in an Extra Monster Zone", card=card.card.name),
                             T("put it under 'monsters:', the Main Monster Zones"))
        position = "defense" if entry.position in ("defense", "set") else "attack"
        zones.place(duel, card, duelist.name, "monster", position, face_down=entry.position == "set",
                    extra_zone=extra_zone)
        card.moves = 0
        card.attacked, card.summoned_this_turn = entry.attacked, entry.summoned_this_turn
        card.position_changed = entry.position_changed

    def _spell_trap(self, duel: Duel, duelist: Duelist, entry: Any, path: tuple) -> Card:
        card = self.new(duel, entry.card, entry.id, duelist.name, path)
        if card.card.kind == "monster":
            raise self.error((*path, "card"), T("{card} is a monster", card=card.card.name),
                             T("put monsters under 'monsters:'"))
        if card.card.property == "field":
            raise self.error((*path, "card"), T("{card} is a Field Spell", card=card.card.name),
                             T("put it under 'field:'"))
        zones.place(duel, card, duelist.name, "spell_trap", face_down=entry.set)
        card.moves = 0
        card.set_this_turn, card.opponent_end_phases = entry.set_this_turn, entry.opponent_end_phases
        return card

    # --- references --------------------------------------------------------------
    def reference(self, duel: Duel, ref: str, path: tuple, where: tuple[str, ...],
                  owner: str | None = None) -> Card:
        """A card by id, or by a name unique among the cards in `where` (zones), of `owner` if given."""
        pool = [c for c in duel.all_cards() if c.zone in where and (owner is None or c.controller == owner)]
        by_id = [c for c in pool if c.oid == ref]
        if by_id:
            return by_id[0]
        matches = [c for c in pool if c.card.name.lower() == ref.lower()]
        if len(matches) == 1 or (matches and where in (("hand",), ("extra_deck",))):
            return matches[0]
        places = tuple(_ZONE_WORDS[z] for z in where)
        if matches:
            ids = ", ".join(repr(c.oid) for c in matches)
            raise self.error(path, T("{ref!r} could mean any of {ids}", ref=ref, ids=ids),
                             T("give the card an `id` and refer to that"))
        self.problems.check(ref)  # its entry was broken and is reported already
        mine, anyones = NOT_A_CARD_THERE
        message = mine.filled(ref=ref, owner=owner, places=places) if owner else anyones.filled(ref=ref, places=places)
        raise self.error(path, message,
                         did_you_mean(ref, [c.card.name for c in pool] + [c.oid for c in pool])
                         or self.loaded.where_id_is(ref, path) or _there(pool))

    def link_details(self, duel: Duel, spec: Any, controller: str, path: tuple) -> LinkDetails | None:
        if spec is None:
            return None
        details = LinkDetails(card_name=spec.card, position=spec.position, materials=list(spec.materials))
        if spec.card is not None:
            self.card(spec.card, (*path, "card"))
            in_hand = [c for c in duel.duelist(controller).hand
                       if c.card.name.lower() == spec.card.lower() or c.oid == spec.card]
            details.card = in_hand[0] if in_hand else None
        details.tributes = [self.reference(duel, t, (*path, "tributes", i), ("monster",), controller)
                            for i, t in enumerate(spec.tributes)]
        return details

    # --- Chain Links ----------------------------------------------------------------
    def link(self, duel: Duel, spec: Any, path: tuple, controller: str | None = None) -> ChainLink:
        """The Chain Link a `chain:` entry or an `activate:` action asks for (not yet checked or added).

        `controller` (the action's `by:`) overrides the entry's `controller:`; without either,
        the card's controller activates it.
        """
        controller = controller or getattr(spec, "controller", None)
        who = (*path, "by" if hasattr(spec, "by") else "controller")
        if controller is not None:
            self.duelist_index(duel, controller, who)
        card = self._activated_card(duel, spec.activate, controller, (*path, "activate"))
        controller = controller or card.controller
        card_activation = card.zone == "hand" or card.face_down or not card.effects("quick")
        kind = "activation" if card_activation else "quick"
        effects = card.effects(kind)
        if not effects:
            raise self.error((*path, "activate"),
                             T("{card} has no effect that is activated this way", card=card.card.name),
                             T("monsters' Flip effects activate by themselves when they are flipped face-up"))
        if spec.effect > len(effects):
            raise self.error((*path, "effect"), NT("{card} has only {count} such effect",
                                                   "{card} has only {count} such effects", len(effects),
                                                   card=card.card.name), T("count its effects from 1"))
        if spec.targets and effects[spec.effect - 1].target is None:  # it answers or affects, never targets
            raise self.error((*path, "targets"),
                             T("{card} does not target: its effect names no target", card=card.card.name),
                             T("remove `targets:`; the card applies to what its text names"))
        chosen = [self.reference(duel, t, (*path, "targets", i), ("monster", "spell_trap", "field", "graveyard"))
                  for i, t in enumerate(spec.targets)]
        details = self.link_details(duel, spec.summon, controller, (*path, "summon"))
        return chain.new_link(duel, card, effects[spec.effect - 1], controller, card_activation,
                              [targets.remember(c) for c in chosen], details)

    def _activated_card(self, duel: Duel, ref: str, controller: str | None, path: tuple) -> Card:
        """The card activated: Set or face-up on the field first, then in the hand."""
        on_field = [c for c in duel.field_cards if c.zone in ("spell_trap", "field")
                    and (c.oid == ref or c.card.name.lower() == ref.lower())
                    and (controller is None or c.controller == controller)]
        if len(on_field) == 1:
            return on_field[0]
        if len(on_field) > 1:
            face_down = [c for c in on_field if c.face_down]
            return (face_down or on_field)[0]
        owners = [controller] if controller else [duel.turn_player.name, duel.opponent(duel.turn_player.name).name]
        for owner in owners:
            for card in duel.duelist(owner).hand:
                if card.oid == ref or card.card.name.lower() == ref.lower():
                    return card
        return self.reference(duel, ref, path, ("spell_trap", "field", "hand"), controller)


def _there(pool: list[Card]) -> Text:
    """What a reference could have named instead: the cards there, by name and id."""
    if not pool:
        return T("there is no card there")
    return T("cards there: {cards}", cards=", ".join(f"{c.card.name!r} (id {c.oid!r})" for c in pool[:8]))
