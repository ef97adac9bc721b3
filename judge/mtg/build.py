"""Building the game state from a validated Magic scenario.

Resolves card names against the card library (and the scenario's own `cards:`)
and references (ids, unique names, player names) to objects. Anything that
does not resolve is an invalid scenario: a ScenarioError at its line, with
what it could have meant. A request the rules forbid (say, an illegal target)
is not an error but part of the ruling: it is reported under `illegal`.
"""

from __future__ import annotations

import re
from typing import Any

from judge.cards.library import CardLibrary, scenario_library, unknown_card, unknown_card_names
from judge.cards.mtg_model import ActivatedAbility, MtgCard, TriggeredAbility
from judge.limits import MAX_COUNT, MAX_PERMANENTS
from judge.mtg import control, unsupported
from judge.mtg import targets as targeting
from judge.mtg.derived import Derived
from judge.mtg.modal import divided_effect, modal_of
from judge.mtg.state import STEPS, Game, GameObject, Permanent, Player, StackObject, Target
from judge.parts import Parts
from judge.piles import Pile
from judge.scenario.errors import NT, Cascade, Problems, ScenarioError, T, Text, did_you_mean, name_hint
from judge.scenario.load import LoadedScenario, id_places

# What only some scenarios need, imported when first used (start-up): combat declarations, modes,
# divided damage.
parts = Parts(declarations="judge.mtg.declarations", modes="judge.mtg.modes", division="judge.mtg.division",
              copies="judge.mtg.copies")

PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}


# `choices:` keyed by the source whose ability asks (its id or card name)
CHOICES_BY_SOURCE = ("optional", "trigger_mode", "search", "scry", "tap_or_untap", "prevention_source")


def slug(name: str) -> str:
    """`glory-seeker` from `Glory Seeker`: the default id of an object."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "object"


class Builder:
    """One use: `Builder(loaded).build()` returns the Game.

    Every problem is found in one go: each entry is built under `problems.each`, so a broken one
    is noted and left out, and `build` raises them all at the end (`build(defer=True)` leaves
    that to the caller, who plays the actions first to find their problems too).
    """

    def __init__(self, loaded: LoadedScenario, library: CardLibrary | None = None) -> None:
        self.loaded = loaded
        self.model = loaded.model
        self.library: CardLibrary = library or scenario_library("mtg", self.model.cards, loaded.document.source)
        self.explicit_ids: dict[str, tuple] = {}
        self.paths: dict[str, tuple] = {}  # permanent id -> where the scenario lists it, for errors
        self.copies: dict[str, str] = {}  # permanent id -> `copy_of`, the permanent it copies
        self.problems = Problems(broken=set(loaded.left_out))
        self.derived = Derived()  # the game's: what is worked out once per card definition

    def error(self, path: tuple, message: str, hint: str | None = None):
        return self.loaded.error(path, message, hint)

    def card(self, name: str, path: tuple) -> MtgCard:
        card = self.library.get(name)
        if card is None:
            raise self.error(path, *unknown_card(self.library, name))
        missing = self.derived.get("unsupported", card, unsupported.problems)  # once per card, not per copy
        if missing:  # refused rather than ruled on wrongly
            raise self.error(path, T("{card}: {problems}", card=card.name, problems=missing),
                             T("leave the card out of the scenario, or give an inline card without it"))
        return card

    def oid(self, game: Game, wanted: str | None, name: str, path: tuple) -> str:
        if wanted is not None:
            if wanted in self.explicit_ids:
                first = self.loaded.document.position(self.explicit_ids[wanted])[0]
                raise self.error(path, T("the id {id!r} is used twice (first on line {line})", id=wanted, line=first),
                                 T("give each object its own id"))
            if any(p.name == wanted for p in game.players):
                raise self.error(path, T("the id {id!r} is also a player's name", id=wanted), T("choose another id"))
            self.explicit_ids[wanted] = path
            game._oids.reserve(wanted)
            return wanted
        return game.new_oid(slug(name))

    # --- the build ------------------------------------------------------------
    def build(self, defer: bool = False) -> Game:
        """The game; raises every problem at once (unless `defer`: then they are in `problems`)."""
        model = self.model
        problems = self.problems
        problems.found += unknown_card_names(self.library, model, self.error)
        problems.found += self._choice_sources()
        names = [p.name for p in model.players]
        for index, name in enumerate(names):
            if names.index(name) != index:
                problems.found.append(self.error(("players", index, "name"),
                                                 T("two players are called {name!r}", name=name),
                                                 T("give each player a different name")))
        game = Game(library=self.library, derived=self.derived,
                    players=[Player(name=p.name, index=i, life=p.life, poison=p.poison)
                             for i, p in enumerate(model.players)],
                    step=model.turn.step, turn_number=model.turn.number, choices=model.choices,
                    lands_played=model.turn.lands_played)
        with problems.each():
            game.active = self._active(game)
        for index, spec in enumerate(model.players):
            self._zones(game, game.players[index], spec, ("players", index))
        for index, spec in enumerate(model.players):
            for position, entry in enumerate(spec.battlefield):
                path = ("players", index, "battlefield", position)
                if len(game.battlefield) == MAX_PERMANENTS:
                    problems.found.append(self.error(
                        path, T("more than {max} permanents on the battlefield", max=MAX_PERMANENTS),
                        T("a scenario needs only the permanents that matter to the question")))
                    break
                with problems.each(entry.id, entry.card):
                    self._permanent(game, game.players[index], entry, path)
        self._attachments(game)
        self._copies(game)
        control.update(game, initial=True)  # a Mind Control already in play already gives its creature
        if len(model.stack) > MAX_COUNT:
            problems.found.append(self.error(
                ("stack", MAX_COUNT), T("more than {max} objects on the stack", max=MAX_COUNT),
                T("a scenario needs only the spells and abilities that matter to the question")))
        for index, entry in enumerate(model.stack[:MAX_COUNT]):
            with problems.each(entry.id, getattr(entry, "cast", None)):
                self._stack_entry(game, entry, ("stack", index))
        if model.combat is not None or model.choices.damage_assignment:  # else there is nothing to declare
            with problems.each():
                game.declarations = parts.declarations.resolve(self, game)
        game.step = model.turn.step
        assert game.step in STEPS
        if not defer:
            problems.raise_all()
        return game  # its stack entries are checked and paid for in judge.mtg.engine.run

    def _choice_sources(self) -> list[ScenarioError]:
        """Choices keyed by the card whose ability asks them (`choices.optional`, `trigger_mode`,
        `search`, `scry`, `tap_or_untap`, `prevention_source`): a key that is neither an id of the
        scenario nor a card's name is refused with the nearest one, never left unused while the
        default is taken in silence."""
        choices = self.model.choices
        if choices is None:
            return []
        found = []
        for field in CHOICES_BY_SOURCE:
            for key in getattr(choices, field):
                if id_places(self.loaded.document.data, key) or self.library.get(key) is not None:
                    continue
                found.append(self.error(("choices", field, key),
                                        T("there is no card or id called {name!r} to answer this choice", name=key),
                                        self.library.unknown_card_hint(key)
                                        or T("name the card whose ability asks, or the id of its entry")))
        return found

    def _active(self, game: Game) -> int:
        wanted = self.model.turn.active
        if wanted is None:
            return 0
        for player in game.players:
            if player.name == wanted:
                return player.index
        raise self.error(("turn", "active"), T("there is no player called {name!r}", name=wanted),
                         name_hint(wanted, [p.name for p in game.players]))

    def _zones(self, game: Game, player: Player, spec: Any, path: tuple) -> None:
        for zone in ("hand", "graveyard", "exile"):
            for position, entry in enumerate(getattr(spec, zone)):
                with self.problems.each(entry.id, entry.card):
                    card = self.card(entry.card, (*path, zone, position))
                    oid = self.oid(game, entry.id, card.name, (*path, zone, position))
                    getattr(player, zone).append(GameObject(oid, card, player.name))
        if isinstance(spec.library, int):
            player.library = Pile(unnamed=spec.library)  # objects only when drawn or found (judge.piles)
        else:
            for position, entry in enumerate(spec.library):
                with self.problems.each(entry.id, entry.card):
                    card = self.card(entry.card, (*path, "library", position))
                    oid = self.oid(game, entry.id, card.name, (*path, "library", position))
                    player.library.append(GameObject(oid, card, player.name))

    def _permanent(self, game: Game, player: Player, entry: Any, path: tuple) -> None:
        card = self.card(entry.card, (*path, "card"))
        if not PERMANENT_TYPES & set(card.types):
            raise self.error((*path, "card"), T("{card} is not a permanent: it is an instant or a sorcery",
                                                card=card.name),
                             T("instants and sorceries go on the stack or in a hand or graveyard"))
        if entry.damage and "Creature" not in card.types:
            # damage is marked only on a creature (120.3e); a planeswalker loses loyalty instead (120.3c)
            raise self.error((*path, "damage"), T("{card} is not a creature, so no damage is marked on it",
                                                  card=card.name),
                             T("remove 'damage:'; damage is marked only on creatures (120.3e)"))
        owner = self.player_name(game, entry.owner, (*path, "owner"), player.name)
        permanent = Permanent(
            oid=self.oid(game, entry.id, card.name, path), card=card, owner=owner,
            token=entry.token or card.token, controller=player.name, tapped=entry.tapped,
            damage=entry.damage, counters=dict(entry.counters), sick=entry.sick,
            attached_to=entry.attached_to, timestamp=game.timestamp(),
            deathtouch_damage=entry.deathtouch_damage,
        )
        if "Planeswalker" in card.types and "loyalty" not in permanent.counters and card.loyalty:
            permanent.counters["loyalty"] = card.loyalty
        self.paths[permanent.oid] = path
        if entry.copy_of is not None:
            self.copies[permanent.oid] = entry.copy_of
        if entry.attacked_this_turn:
            game.attacked_this_turn.add(permanent.oid)
        game.battlefield.append(permanent)
        game.battlefield_changed(entered=permanent)

    def _attachments(self, game: Game) -> None:
        for permanent in game.battlefield:
            wanted = permanent.attached_to
            if wanted is None:
                continue
            path = (*self.paths[permanent.oid], "attached_to")
            with self.problems.each():
                permanent.attached_to = None  # unless the reference resolves
                permanent.attached_to = self.reference(game, wanted, path, players=False, stack=False).ref

    def _copies(self, game: Game) -> None:
        """`copy_of`: it has that permanent's copiable values (707.2); a copy of a copy copies
        what that one copied (707.3), so the copied one is settled first."""
        done: set[str] = set()

        def settle(oid: str, seen: tuple[str, ...]) -> None:
            if oid in done or oid not in self.copies:
                return
            path = (*self.paths[oid], "copy_of")
            if oid in seen:
                raise self.error(path, T("these permanents copy each other in a circle"),
                                 T("one of them copies a card"))
            original = game.permanent(self.reference(game, self.copies[oid], path, players=False, stack=False).ref)
            if original is None or original.oid == oid:
                raise self.error(path, T("a permanent can't be a copy of itself"), T("name another permanent"))
            settle(original.oid, (*seen, oid))
            parts.copies.become_copy(game, game.permanent(oid), original)  # type: ignore[arg-type]
            done.add(oid)

        for oid in list(self.copies):
            with self.problems.each():
                settle(oid, ())

    # --- references ------------------------------------------------------------
    def _in_graveyard(self, game: Game, ref: str, path: tuple) -> Target | None:
        """A card in a graveyard by its id, or by its name if only one card of that name is in one."""
        found = game.graveyard_card(ref)
        cards = [found[1]] if found else [c for p in game.players for c in p.graveyard
                                          if c.card.name.lower() == ref.lower()]
        if len(cards) > 1:
            ids = ", ".join(repr(c.oid) for c in cards)
            raise self.error(path, T("{ref!r} could mean any of the cards {ids} in the graveyards", ref=ref, ids=ids),
                             T("give the card an `id` under `graveyard:` and refer to that"))
        return Target("card", cards[0].oid, cards[0].zone_changes, cards[0].card.name) if cards else None

    def reference(self, game: Game, ref: str, path: tuple, players: bool = True,
                  stack: bool = True, graveyard_first: bool = False) -> Target:
        """An id, a player name, or a card name unique on the battlefield and stack; for a target,
        a card in a graveyard when nothing else has that id or name."""
        in_graveyard = self._in_graveyard(game, ref, path) if graveyard_first else None
        if in_graveyard is not None:
            return in_graveyard
        permanent = game.permanent(ref)
        if permanent is not None:
            return Target("permanent", permanent.oid, permanent.zone_changes, permanent.card.name)
        obj = game.stack_object(ref) if stack else None
        if obj is not None:
            return Target("stack", obj.oid, obj.zone_changes, obj.card.name)
        if players and any(p.name == ref for p in game.players):
            return Target("player", ref, name=ref)
        matches: list[Target] = [Target("permanent", p.oid, p.zone_changes, p.card.name)
                                 for p in game.battlefield if p.card.name.lower() == ref.lower()]
        if stack:
            matches += [Target("stack", s.oid, s.zone_changes, s.card.name) for s in game.stack
                        if s.card.name.lower() == ref.lower() and s.kind == "spell"]
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            ids = ", ".join(repr(m.ref) for m in matches)
            raise self.error(path, T("{ref!r} could mean any of {ids}", ref=ref, ids=ids),
                             T("give the object an `id` and refer to that"))
        in_graveyard = self._in_graveyard(game, ref, path) if players and stack else None
        if in_graveyard is not None:  # a target of the wrong kind: reported as an illegal target, not here
            return in_graveyard
        self.problems.check(ref)  # its entry was broken and is reported already
        candidates = [p.oid for p in game.battlefield] + [p.card.name for p in game.battlefield]
        if stack:
            candidates += [s.oid for s in game.stack] + [s.card.name for s in game.stack]
        if players:
            candidates += [p.name for p in game.players]
        raise self.error(path, _NOT_THERE[stack, players].filled(ref=ref),
                         did_you_mean(ref, candidates) or self.loaded.where_id_is(ref, path) or _there(game))

    def targets(self, game: Game, obj: StackObject, refs: list[str], path: tuple) -> list[Target]:
        """Each of `refs` resolved; every one that doesn't resolve is noted, and then the entry is
        skipped (Cascade) rather than checked further with targets missing. A target that is a card
        in a graveyard (Raise Dead's) is looked for in the graveyards first."""
        specs = targeting.specs(obj) if modal_of(obj) is None else []
        resolved = []
        for index, ref in enumerate(refs):
            in_graveyard = index < len(specs) and specs[index].type == "card_in_graveyard"
            with self.problems.each():
                resolved.append(self.reference(game, ref, (*path, "targets", index), graveyard_first=in_graveyard))
        if len(resolved) < len(refs):
            raise Cascade(path)
        return resolved

    def player_name(self, game: Game, wanted: str | None, path: tuple, default: str) -> str:
        """A player named by the scenario (`controller`, `owner`), or `default`: an unknown name is
        noted as a problem and the default stands in, so the rest of the entry is checked too."""
        if wanted is None:
            return default
        if any(p.name == wanted for p in game.players):
            return wanted
        self.problems.found.append(self.error(path, T("there is no player called {name!r}", name=wanted),
                                              name_hint(wanted, [p.name for p in game.players])))
        return default

    # --- the stack -------------------------------------------------------------
    def _stack_entry(self, game: Game, entry: Any, path: tuple) -> None:
        make = self._spell if hasattr(entry, "cast") else self._ability
        obj = make(game, entry, path)
        obj.targets = self.targets(game, obj, entry.targets, path)
        mode, divide = getattr(entry, "mode", None), getattr(entry, "divide", None)
        if mode is not None or modal_of(obj) is not None:  # chosen as cast (601.2b)
            parts.modes.choose(self.error, game, obj, mode, path)
        self.check_target_count(obj, path)
        if divide is not None or divided_effect(obj) is not None:  # announced as cast (601.2d)
            parts.division.choose(self.error, game, obj, divide, path, on_stack=True)
        game.stack.append(obj)  # whether it could have been put there: judge.mtg.casting

    def _spell(self, game: Game, entry: Any, path: tuple) -> StackObject:
        card = self.card(entry.cast, (*path, "cast"))
        if card.types == ["Land"]:
            raise self.error((*path, "cast"), T("{card} is a land; lands are played, not cast (305.1)", card=card.name),
                             T("put it on the battlefield, or play it with the action {example}",
                               example=f"'play: {card.name}'"))
        controller = self.player_name(game, entry.controller, (*path, "controller"), game.active_player.name)
        oid = self.oid(game, entry.id, card.name, path)
        return StackObject(oid=oid, card=card, owner=controller, kind="spell",
                           controller=controller, source_name=card.name, x=entry.x)

    def _ability(self, game: Game, entry: Any, path: tuple) -> StackObject:
        is_trigger = hasattr(entry, "trigger")
        key = "trigger" if is_trigger else "activate"
        source_ref = getattr(entry, key)
        source = self.reference(game, source_ref, (*path, key), players=False, stack=False)
        permanent = game.permanent(source.ref)
        assert permanent is not None
        kind = TriggeredAbility if is_trigger else ActivatedAbility
        indices = [i for i, a in enumerate(permanent.card.abilities) if isinstance(a, kind)]
        if not indices:
            message = (T("{card} has no triggered ability", card=permanent.card.name) if is_trigger
                       else T("{card} has no activated ability", card=permanent.card.name))
            raise self.error((*path, key), message, T("`judge card NAME` shows what a card can do"))
        if entry.ability > len(indices):
            message = (NT("{card} has only {count} triggered ability", "{card} has only {count} triggered abilities",
                          len(indices), card=permanent.card.name) if is_trigger else
                       NT("{card} has only {count} activated ability", "{card} has only {count} activated abilities",
                          len(indices), card=permanent.card.name))
            raise self.error((*path, "ability"), message, T("count its abilities from 1"))
        controller = self.player_name(game, entry.controller, (*path, "controller"), permanent.controller)
        oid = self.oid(game, entry.id, f"{permanent.card.name} ability", path)
        return StackObject(oid=oid, card=permanent.card, owner=controller,
                           kind="triggered" if is_trigger else "activated", controller=controller,
                           source=permanent.oid, source_name=permanent.card.name,
                           ability_index=indices[entry.ability - 1])

    def check_target_count(self, obj: StackObject, path: tuple) -> None:
        needed = targeting.specs(obj)
        required = [s for s in needed if not s.optional]
        if len(obj.targets) < len(required):
            what = ", ".join(repr(s.type) for s in required)
            raise self.error((*path, "targets"), NT("{card} needs {count} target ({what})",
                                                    "{card} needs {count} targets ({what})", len(required),
                                                    card=obj.source_name, what=what),
                             T("add them under `targets:`"))
        if len(obj.targets) > len(needed):
            raise self.error((*path, "targets"), NT("{card} has only {count} target, {given} given",
                                                    "{card} has only {count} targets, {given} given", len(needed),
                                                    card=obj.source_name, given=len(obj.targets)),
                             T("leave out the targets it doesn't have"))


def _there(game: Game) -> Text:
    """What a reference could have named instead: the permanents there, by name and id."""
    if not game.battlefield:
        return T("the battlefield is empty")
    return T("on the battlefield: {objects}", objects=", ".join(f"{p.card.name!r} (id {p.oid!r})"
                                                               for p in game.battlefield[:8]))


# (stack, players) -> where a reference may find its object
_NOT_THERE = {
    (True, True): T("{ref!r} is not an id or a card name on the battlefield, on the stack or a player"),
    (True, False): T("{ref!r} is not an id or a card name on the battlefield or on the stack"),
    (False, True): T("{ref!r} is not an id or a card name on the battlefield or a player"),
    (False, False): T("{ref!r} is not an id or a card name on the battlefield"),
}


def build_game(loaded: LoadedScenario) -> Game:
    """The Game described by a loaded Magic scenario (raises ScenarioError)."""
    return Builder(loaded).build()
