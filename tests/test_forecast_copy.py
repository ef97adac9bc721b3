"""Playing options out copies the state, not the game's world: counted, never timed.

A copy of the game (judge.mtg.state_copy, used by judge.mtg.forecast) copies each permanent,
player and stack object once, shares card definitions, and copies a library given as a count
as a number (judge.piles): its size never shows in what a copy costs. The copy is independent
of the original, and objects handed to `fork` come back as the copy's own.
"""

from __future__ import annotations

import pytest

from judge.mtg import forecast, play_outs, state_copy, zone_changes, zones
from judge.mtg.build import build_game
from judge.mtg.state import Permanent
from judge.mtg.state_copy import StateCopy
from judge.piles import Pile
from judge.scenario.load import load_scenario_text
from judge.yugioh import zones as yugioh_zones
from judge.yugioh.build import Builder as YugiohBuilder


def _game(bears: int, library: int | str = 40):
    text = (f"game: mtg\nplayers:\n  - name: Alice\n    library: {library}\n"
            f"    battlefield: [{', '.join(['Grizzly Bears'] * bears)}]\n"
            "    hand: [Shock]\n  - name: Bob\n    library: 40\n")
    return build_game(load_scenario_text(text, "<copy>"))


def _copied(game) -> int:
    copier = StateCopy()
    copier.game(game)
    return copier.copied


def test_what_a_copy_copies_grows_with_the_board_not_with_the_libraries() -> None:
    small, large = _copied(_game(10)), _copied(_game(100))
    assert large > small  # the counter sees the permanents
    assert large - small <= 3 * 90  # each permanent: itself and its counters (and no card definition)
    assert _copied(_game(10, library=1000)) == small  # 1000 unnamed cards are one number


def test_a_counted_library_holds_no_objects_until_a_card_is_drawn() -> None:
    game = _game(1, library=1000)
    alice = game.players[0]
    assert len(alice.library) == 1000 and alice.library.objects == []
    zone_changes.draw(game, "Alice", 2, ("121.1",))
    assert len(alice.library) == 998 and alice.library.objects == []
    assert [c.name for c in alice.hand][-2:] == [zones.UNKNOWN_CARD] * 2
    assert len({c.oid for c in alice.hand}) == len(alice.hand)  # each drawn card its own object


def test_named_cards_stay_on_top_of_unnamed_ones() -> None:
    pile: Pile[str] = Pile(["a"], unnamed=2)
    pile.put_on_top("b")
    made = iter(["x", "y"])
    assert [pile.take_top(lambda: next(made)) for _ in range(4)] == ["b", "a", "x", "y"]
    assert not pile


@pytest.mark.usefixtures("unbounded_forecasts")  # a copy made outside any table, as the budget allows
def test_a_copy_shares_card_definitions_and_changes_apart_from_the_original() -> None:
    game = _game(3)
    bear, events = game.battlefield[0], list(game.events)
    twin, twin_bear = forecast.fork(game, bear)
    assert twin_bear is twin.battlefield[0] and twin_bear is not bear  # one copy per object
    assert twin_bear.card is bear.card  # definitions are shared
    twin.tap(twin_bear)
    twin.add_counters(twin_bear, "+1/+1", 2)
    zone_changes.draw(twin, "Alice", 1, ("121.1",))
    twin.players[1].life = 3
    assert not bear.tapped and bear.counters == {}
    assert len(game.players[0].library) == 40 and game.players[1].life == 20
    assert len(twin.players[0].library) == 39
    assert all(isinstance(p, Permanent) for p in twin.battlefield)
    assert game.events == events and [e.kind for e in twin.events] == ["card_drawn"]  # records apart
    assert twin.simulating and not game.simulating


def test_a_counted_deck_holds_no_objects_until_a_card_is_drawn() -> None:
    text = "game: yugioh\nplayers:\n  - {name: Kaiba, deck: 1000}\n  - {name: Yugi, deck: 2}\n"
    duel = YugiohBuilder(load_scenario_text(text, "<deck>")).build()
    kaiba = duel.duelists[0]
    assert len(kaiba.deck) == 1000 and kaiba.deck.objects == []
    assert yugioh_zones.draw(duel, kaiba)
    assert len(kaiba.deck) == 999 and kaiba.deck.objects == [] and len(kaiba.hand) == 1
    assert kaiba.hand[0].zone == "hand" and kaiba.hand[0].card.name == yugioh_zones.UNKNOWN_CARD


# One scenario per way a decision's options are played out: a mode and a division defaulted as the
# scenario begins (the rest of the ruling), "you may" answered while the stack resolves (in a
# ruling, and through `actions: resolve: all`), the order of two triggers, a modal trigger's mode.
PLAYED_OUT = ("stack/healing-salve-mode-from-targets.yaml", "divided/arc-lightning-default-division.yaml",
              "optional/you-may-draw-declined.yaml", "optional/may-pay-declined.yaml",
              "triggers/trigger-order-matters.yaml", "modal/modal-trigger-default-first-mode.yaml")


def _tables_and_copies(path: str, monkeypatch) -> tuple[list, int]:
    from judge.explain import render
    from judge.paths import data_folder
    from judge.ruling import load_file, rule

    copies = [0]
    original = forecast.fork

    def counting(game, *objects):
        copies[0] += 1
        return original(game, *objects)

    monkeypatch.setattr(forecast, "fork", counting)
    ruling = render.to_json(rule(load_file(str(data_folder("scenarios") / "mtg" / path))), "en")
    monkeypatch.setattr(forecast, "fork", original)
    return [(c["kind"], c["options"], c["outcomes"]) for c in ruling["choices"]], copies[0]


def test_the_option_taken_is_played_out_by_the_game_itself(monkeypatch, unbounded_forecasts) -> None:
    """The option a player takes costs no copy: the game's own state where a copy's play-out would
    end is its outcome; nor does declining the last ability on the stack, which leaves the game as
    it is. The tables are the very ones of playing every option out on a copy. (Each order of
    trigger-order-default's two life gains is played out here: that they end alike is known without
    a copy, tests/test_forecast_orders.py.)"""
    from judge.mtg import commuting, optional

    monkeypatch.setattr(commuting, "free_triggers", lambda game, own, later: [False] * len(own))

    for path in (*PLAYED_OUT, "optional/you-may-draw-default-yes.yaml", "triggers/trigger-order-default.yaml"):
        known = [0]
        original = optional.declined_last

        def counting(game, obj, original=original, known=known):
            state = original(game, obj)
            known[0] += state is not None
            return state

        with monkeypatch.context() as counted:
            counted.setattr(optional, "declined_last", counting)
            tables, copies = _tables_and_copies(path, monkeypatch)
        with monkeypatch.context() as every_option:
            every_option.setattr(forecast.Table, "by_the_game", lambda self, label: False)
            every_option.setattr(optional, "declined_last", lambda game, obj: None)
            all_copied, copies_of_all = _tables_and_copies(path, monkeypatch)
        assert any(outcomes for _kind, _options, outcomes in tables), path  # the scenario has a table
        assert tables == all_copied, path
        two_way = sum(len(options) == 2 for _kind, options, _outcomes in tables)
        # one copy, not two, per two-way choice; none for declining the last ability
        assert copies == copies_of_all - two_way - known[0], path
        # the two where the answer taken is "yes" to the last ability on the stack
        assert known[0] == (path in ("optional/you-may-draw-default-yes.yaml", "triggers/trigger-order-default.yaml"))


@pytest.mark.usefixtures("unbounded_forecasts")
def test_a_copy_keeps_the_layers_worked_out_and_changes_them_apart(monkeypatch) -> None:
    """A copy starts with the original's computed characteristics (working the layers out again in
    every copy was a third of an option's play-out); a +N/+N patch in the copy leaves the original's."""
    from judge.mtg import characteristics, layer_cache, layer_system

    game = _game(3)
    chars = characteristics.compute(game)
    runs = [0]
    original = layer_system.run

    def counting(state):
        runs[0] += 1
        return original(state)

    monkeypatch.setattr(layer_system, "run", counting)
    twin, bear = forecast.fork(game, game.battlefield[0])
    assert characteristics.compute(twin)[bear.oid] is chars[bear.oid] and runs[0] == 0
    layer_cache.add_power_toughness(twin, [bear.oid], 3, 3)
    assert characteristics.of(twin, bear).power == 5 and runs[0] == 0  # patched, not recomputed
    assert characteristics.compute(game)[bear.oid].power == 2  # the original's entry is untouched


def _forks(path: str, monkeypatch) -> tuple[list, list]:
    """Each copy a ruling makes: (made by a copy?, the game's events then, the copy, its copier, the
    objects of the board then), and the ruling."""
    from judge.paths import data_folder
    from judge.ruling import load_file, rule

    made = []
    original = state_copy.StateCopy

    class Counting(original):  # type: ignore[misc, valid-type]
        def game(self, game):
            twin = super().game(game)
            board = len(game.battlefield) + len(game.stack) + sum(len(p.hand) + len(p.graveyard) for p in game.players)
            made.append((game.simulating, len(game.events), twin, self, board))
            return twin

    monkeypatch.setattr(state_copy, "StateCopy", Counting)
    ruling = rule(load_file(str(data_folder("scenarios") / "mtg" / path)))
    monkeypatch.setattr(state_copy, "StateCopy", original)
    return made, ruling


def test_several_decisions_add_up_instead_of_multiplying(monkeypatch) -> None:
    """Three two-way choices in one ruling (a trigger order, then two "you may"): one copy per option
    not taken, none made inside a copy, each copy playing only the rest of the ruling (its events
    at most those the ruling records after the choice, and a few for the other answer), and each
    copying the state once: its objects a few per permanent and stack object. (Every option not
    taken is played out here: declining the last ability needs none, see above; nor do orders known
    to end alike, tests/test_forecast_orders.py.)"""
    from judge.mtg import commuting, optional

    monkeypatch.setattr(commuting, "free_triggers", lambda game, own, later: [False] * len(own))

    monkeypatch.setattr(optional, "declined_last", lambda game, obj: None)
    for path in (*PLAYED_OUT, "triggers/trigger-order-default.yaml"):
        made, ruling = _forks(path, monkeypatch)
        assert len(made) == sum(len(d.options) - 1 for d in ruling.choices), path
        for by_a_copy, events_then, copy, copier, board in made:
            assert not by_a_copy and not copy.decisions, path
            # the rest of the ruling, and the object under decision resolved again with the other
            # answer (passing, resolving, the answer and what paying it did)
            assert len(copy.events) <= len(ruling.events) - events_then + 4, path
            # the game, its players and their (mostly empty) zones, the caches: about 60; then each
            # permanent or stack object with its counters or targets (cards are shared, never copied)
            assert copier.copied <= 70 + 3 * board, (path, copier.copied, board)


def test_with_the_budget_spent_the_decisions_stand_without_tables(monkeypatch) -> None:
    """No budget for forecasts (as `python -m bench.engine_bench` rules without them): every decision
    is still reported, taken as before, and no option is played out."""
    monkeypatch.setattr(play_outs, "MAX_WORK", 0)
    made, ruling = _forks("triggers/trigger-order-default.yaml", monkeypatch)
    assert [d.kind for d in ruling.choices] == ["trigger_order", "optional", "optional"]
    assert all(d.outcomes == [] for d in ruling.choices) and made == []


@pytest.mark.parametrize("path", ["replacement/master-healer-shield-two-attackers-lifelink.yaml",
                                  "replacement/healing-salve-shield-two-blockers-deathtouch.yaml"])
def test_a_shields_order_taken_is_the_games_own_processing(path, monkeypatch) -> None:
    """Two sources' damage meets one shield (615.7): the order not taken is played out on a copy, the order
    taken is the game's own processing of the damage (1 copy, was 2), and that deals what a copy of it
    deals. The tables are the library's as before (compared by `judge rule` over the library)."""
    from judge.mtg.replacement import simultaneous

    tables, copies = _tables_and_copies(path, monkeypatch)
    shields = [(len(options), len(outcomes)) for kind, options, outcomes in tables if kind == "shield_order"]
    assert copies == 1 and shields == [(2, 2)]
    on_a_copy, by_the_game = [], []
    settle, finish = simultaneous._settle, simultaneous.finish

    def settling(game, events, indices, modify_one):
        chosen, waiting = settle(game, events, indices, modify_one)
        if waiting is not None:
            on_a_copy.append(simultaneous._simulate(game, events, tuple(chosen), modify_one))
        return chosen, waiting

    def finishing(game, pending, dealt):
        by_the_game.extend(tuple(dealt[i].amount for i in waiting.chosen) for waiting in pending)
        finish(game, pending, dealt)

    monkeypatch.setattr(simultaneous, "_settle", settling)
    monkeypatch.setattr(simultaneous, "finish", finishing)
    assert _tables_and_copies(path, monkeypatch)[0] == tables
    assert len(by_the_game) == 1 and on_a_copy == by_the_game
