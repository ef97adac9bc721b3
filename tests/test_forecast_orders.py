"""The orders of simultaneous triggers (603.3b): how many copies their outcomes cost, counted.

Orders known to end alike need no copy (judge.mtg.commuting): triggers that only gain life, with
nothing that sees or changes a gain of life, end alike in every order; among triggers that only harm
permanents, a life gain goes anywhere, so orders that differ only in where it goes share one copy.
Everything else is played out, one copy per order not taken; the tables are those of playing every
order out.
"""

from __future__ import annotations

import math

import pytest

from judge.explain import render
from judge.mtg import commuting, forecast
from judge.mtg.engine import rule
from judge.paths import data_folder
from judge.scenario import load_scenario_file, load_scenario_text

# What is played out and what it costs in copies, not what a ruling may spend (tests/test_bounded_work.py)
pytestmark = pytest.mark.usefixtures("unbounded_forecasts")


def _raiders(gains: list[int], alice_also: str = "", bob_also: str = "") -> str:
    """Alice attacks with one raider per gain, each "whenever this becomes blocked, gain N life"; Bob
    blocks them all, so their triggers go on the stack together and Alice orders them."""
    letters = "ABCDE"[:len(gains)]
    cards = "".join(
        f"  - {{name: Test Raider {letter}, types: [Creature], power: 2, toughness: 2, abilities: [{{kind: triggered,"
        f" when: {{event: becomes_blocked, subject: self}}, effects: [{{do: gain_life, amount: {gain}}}]}}]}}\n"
        for letter, gain in zip(letters, gains, strict=True))
    raiders = ", ".join(f"Test Raider {letter}" for letter in letters)
    blockers = ", ".join(f"{{card: Craw Wurm, id: w{letter}}}" for letter in letters)
    return (f"game: mtg\ncards:\n{cards}players:\n  - name: Alice\n    battlefield: [{raiders}{alice_also}]\n"
            f"  - name: Bob\n    battlefield: [{blockers}{bob_also}]\ncombat:\n  attackers:\n"
            + "".join(f"    - {{creature: Test Raider {letter}}}\n" for letter in letters)
            + "  blockers:\n"
            + "".join(f"    - {{creature: w{letter}, blocks: Test Raider {letter}}}\n" for letter in letters))


def _tables_and_copies(loaded, monkeypatch) -> tuple[list, int]:
    copies = [0]
    original = forecast.fork

    def counting(game, *objects):
        copies[0] += 1
        return original(game, *objects)

    with monkeypatch.context() as counted:
        counted.setattr(forecast, "fork", counting)
        ruling = render.to_json(rule(loaded), "en")
    return [(c["kind"], c["taken"], c["outcomes"]) for c in ruling["choices"]], copies[0]


def _every_order_played_out(loaded, monkeypatch) -> tuple[list, int]:
    """The reference: every order played out (with all the budget that takes: the module's tests run
    with `unbounded_forecasts`, as they compare what is played out, not what a ruling may spend)."""
    with monkeypatch.context() as played:
        played.setattr(commuting, "free_triggers", lambda game, own, later: [False] * len(own))
        return _tables_and_copies(loaded, monkeypatch)


@pytest.mark.parametrize("gains", [[1, 2, 3], [1, 2, 3, 4], [5, 0, 2, 7, 1]])
def test_triggers_that_only_gain_life_need_no_copy_for_their_order(gains, monkeypatch) -> None:
    """Life gains add up alike in every order (119.3): no order is played out, and the ruling says what
    playing them all out says (no table: every order ends the same). Five triggers have 120 orders,
    more than forecast.MAX_OPTIONS: none is played out either way."""
    loaded = load_scenario_text(_raiders(gains), "<raiders>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    all_played, copies_of_all = _every_order_played_out(loaded, monkeypatch)
    assert copies == 0 and tables == all_played
    assert tables[0][0] == "trigger_order" and tables[0][2] == []
    assert copies_of_all == (math.factorial(len(gains)) - 1 if len(gains) <= 4 else 0)


def test_pridemates_growing_on_each_gain_need_no_copy_for_the_order(monkeypatch) -> None:
    """Two Ajani's Pridemates trigger on each of four gains ("you may put a +1/+1 counter"): the same
    gains in any order, so the same counters. The order needs no copy; each "you may" of the game's own
    play-out still has its table (one copy each, but for the last on the stack)."""
    loaded = load_scenario_text(_raiders([1, 2, 3, 4], alice_also=", Ajani's Pridemate, Ajani's Pridemate"), "<p>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    all_played, copies_of_all = _every_order_played_out(loaded, monkeypatch)
    assert tables == all_played and tables[0][:2] == ("trigger_order", all_played[0][1]) and tables[0][2] == []
    optional = sum(kind == "optional" for kind, _taken, _outcomes in tables)
    assert copies == optional - 1 and copies_of_all == copies + 23


def test_you_may_gain_life_is_answered_alike_in_every_order(monkeypatch) -> None:
    """Three "you may gain N life" triggers, the scenario declining one (603.5): each is answered the same
    way whatever the order, so the order needs no copy; the "you may" of each still has its table."""
    text = _raiders([1, 2, 3]).replace("abilities: [{kind: triggered,", "abilities: [{kind: triggered, optional: true,")
    text = text.replace("combat:", "choices:\n  optional: {Test Raider B: false}\ncombat:")
    loaded = load_scenario_text(text, "<raiders>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    all_played, copies_of_all = _every_order_played_out(loaded, monkeypatch)
    assert tables == all_played and tables[0][2] == [] and [kind for kind, *_ in tables[1:]] == ["optional"] * 3
    assert all(outcomes for _kind, _taken, outcomes in tables[1:])
    assert copies_of_all == copies + 5


BOND = ("  - {name: Test Bond, types: [Enchantment], abilities: [{kind: triggered, when: {event: gains_life, "
        "subject: you}, effects: [{do: lose_life, who: each_opponent, amount: 1}]}]}\n")


@pytest.mark.parametrize("also", ["Rhox Faithmender", "Test Bond"])
def test_something_else_that_sees_a_life_gain_has_every_order_played_out(also, monkeypatch) -> None:
    """Rhox Faithmender doubles each gain (614); Test Bond makes Bob, at 2 life, lose 1 for each, so the
    game ends after the second gain (104.2a) and the third never resolves: the orders are played out,
    one copy per order not taken, and Test Bond's end differently."""
    text = _raiders([1, 2, 3], alice_also=f", {also}").replace("cards:\n", "cards:\n" + BOND)
    loaded = load_scenario_text(text.replace("  - name: Bob\n", "  - name: Bob\n    life: 2\n"), "<raiders>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    assert (tables, copies) == _every_order_played_out(loaded, monkeypatch)
    assert copies == 5 and (tables[0][2] != []) == (also == "Test Bond")


def test_another_players_triggers_above_them_have_every_order_played_out(monkeypatch) -> None:
    """Bob's blockers trigger as Alice's raiders become blocked (509.3c, 509.3d); his triggers go on the
    stack after hers (603.3b, APNAP) and resolve first: Alice's orders are played out."""
    sentry = ("  - {name: Test Sentry, types: [Creature], power: 0, toughness: 9, abilities: [{kind: triggered,"
              " when: {event: blocks, subject: self}, effects: [{do: gain_life, amount: 1}]}]}\n")
    text = _raiders([1, 2, 3]).replace("cards:\n", "cards:\n" + sentry).replace("card: Craw Wurm", "card: Test Sentry")
    seen = []
    original = commuting.free_triggers

    def watching(game, own, later):
        seen.append((len(own), len(later), any(original(game, own, later))))
        return original(game, own, later)

    monkeypatch.setattr(commuting, "free_triggers", watching)
    loaded = load_scenario_text(text, "<raiders and sentries>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    assert seen == [(3, 3, False)]  # Bob's three triggers read the same in every order: nothing to compare
    assert copies == 5 and (tables, copies) == _every_order_played_out(loaded, monkeypatch)


def test_the_library_scenario_with_three_such_triggers_makes_no_copy(monkeypatch) -> None:
    """triggers/three-attackers-become-blocked: five copies for its six orders before, none now."""
    path = data_folder("scenarios") / "mtg" / "triggers" / "three-attackers-become-blocked.yaml"
    loaded = load_scenario_file(str(path))
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    assert copies == 0 and (tables, 5) == _every_order_played_out(loaded, monkeypatch)


def _every_option_copied(loaded, monkeypatch) -> tuple[list, int]:
    with monkeypatch.context() as every_option:
        every_option.setattr(forecast.Table, "by_the_game", lambda self, label: False)
        every_option.setattr(commuting, "free_triggers", lambda game, own, later: [False] * len(own))
        return _tables_and_copies(loaded, monkeypatch)


def test_a_modal_trigger_in_an_order_counts_in_the_mode_the_game_takes(monkeypatch) -> None:
    """modal/modal-trigger-among-ordered-triggers: the Shrine goes on the stack in its first mode (gain
    2 life) in every order (603.3c), so the three orders end alike without a copy; its mode's copy puts
    the Beacon's trigger on the stack after it, as the game does, so the game's own play-out is the
    mode taken: one copy in all. With every option copied and every order played out (each order's
    copy choosing the Shrine's mode as the game does: without it the Shrine did nothing in every order
    but the game's own, and the orders seemed to differ), the same tables from eight copies."""
    path = data_folder("scenarios") / "mtg" / "modal" / "modal-trigger-among-ordered-triggers.yaml"
    loaded = load_scenario_file(str(path))
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    all_copied, copies_of_all = _every_option_copied(loaded, monkeypatch)
    assert tables == all_copied and (copies, copies_of_all) == (1, 8)
    (order, _taken, order_rows), (mode, _mode_taken, mode_rows) = tables
    assert (order, order_rows, mode) == ("trigger_order", [], "mode")
    assert [row["params"]["life"] for row in mode_rows] == ["Alice 26", "Alice 24"]


def test_a_modal_trigger_whose_mode_does_more_has_every_order_played_out(monkeypatch) -> None:
    """The same Shrine answered to deal 2 damage to Glory Seeker: the orders are played out (five
    copies, one per order not taken) and still end alike; one more copy for the mode not taken."""
    path = data_folder("scenarios") / "mtg" / "modal" / "modal-trigger-among-ordered-triggers.yaml"
    answer = "\nchoices:\n  trigger_mode: {Test Oracle Shrine: 2}\nstack:"
    text = path.read_text(encoding="utf-8").replace("\nstack:", answer)
    loaded = load_scenario_text(text, "<shrine>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    assert copies == 6 and (tables, 8) == _every_option_copied(loaded, monkeypatch)
    assert tables[0][2] == [] and tables[1][1] == "2"


def _pingers(extra_alice: str = "") -> str:
    """Four of Alice's enchantments trigger as her Grizzly Bears enters: 1 and 2 damage to a creature
    of Bob's, a bounce of one, and a gain of 2 life. The order matters (a damaged creature bounced
    first survives), except where the life gain goes."""
    def card(name: str, body: str) -> str:
        when = "{event: enters_battlefield, subject: another, filter: {types: [Creature], controller: you}}"
        return f"  - {{name: {name}, types: [Enchantment], abilities: [{{kind: triggered, when: {when}, {body}}}]}}\n"

    target = "targets: [{type: creature, filter: {controller: opponent}}]"
    return ("game: mtg\ncards:\n"
            + card("Test Pinger A", f"{target}, effects: [{{do: deal_damage, amount: 1, to: target}}]")
            + card("Test Pinger B", f"{target}, effects: [{{do: deal_damage, amount: 2, to: target}}]")
            + card("Test Tide", f"{target}, effects: [{{do: return_to_hand, what: target}}]")
            + card("Test Herald", "effects: [{do: gain_life, amount: 2}]")
            + "  - {name: Test Mourner, types: [Creature], power: 1, toughness: 1, abilities: [{kind: triggered, "
              "when: {event: dies, subject: another}, effects: [{do: lose_life, amount: 1, who: each_opponent}]}]}\n"
            + f"players:\n  - name: Alice\n    battlefield: [Test Pinger A, Test Pinger B, Test Tide, Test Herald"
              f"{extra_alice}]\n  - name: Bob\n    battlefield: [Glory Seeker, Hill Giant]\n"
              "stack:\n  - {cast: Grizzly Bears, controller: Alice}\n")


def test_a_life_gain_among_triggers_that_only_harm_permanents_goes_anywhere(monkeypatch) -> None:
    """Where the Herald's gain goes among the damage and the bounce doesn't change how an order ends:
    the 24 orders are six orders of the other three, each played once (five copies: the game plays its
    own), and the table lists all 24, as when each is played out (23 copies)."""
    loaded = load_scenario_text(_pingers(), "<pingers>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    all_played, copies_of_all = _every_order_played_out(loaded, monkeypatch)
    assert tables == all_played and (copies, copies_of_all) == (5, 23)
    assert len(tables[0][2]) == 24


def test_what_sees_a_death_makes_every_order_count(monkeypatch) -> None:
    """Test Mourner makes Bob lose life when a creature dies: a life total can change between the
    triggers, so each of the 24 orders is played out (23 copies) and the tables are those."""
    loaded = load_scenario_text(_pingers(extra_alice=", Test Mourner"), "<pingers>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    assert copies == 23 and (tables, copies) == _every_order_played_out(loaded, monkeypatch)


def test_more_orders_than_a_ruling_plays_out_are_said_to_be_so(monkeypatch) -> None:
    """Five triggers have 120 orders, more than forecast.MAX_OPTIONS: none is played out. Where the order
    matters (the pingers and a bounce), a step says the orders' outcomes aren't shown; where every order
    is known to end alike (five gains of life) or reads the same (ten Soul Wardens), nothing is said."""
    pingers = _pingers().replace("Test Herald]", "Test Herald, Test Tide Two]").replace(
        "players:", "  - {name: Test Tide Two, types: [Enchantment], abilities: [{kind: triggered, when: {event: "
        "enters_battlefield, subject: another, filter: {types: [Creature], controller: you}}, targets: [{type: "
        "creature, filter: {controller: opponent}}], effects: [{do: tap, what: target}]}]}\nplayers:")
    wardens = ("game: mtg\nplayers:\n  - name: Alice\n    battlefield: [" + ", ".join(["Soul Warden"] * 10) + "]\n"
               "  - name: Bob\nstack:\n  - {cast: Grizzly Bears, controller: Alice}\n")
    for text, said in ((pingers, True), (_raiders([1, 2, 3, 4, 5]), False), (wardens, False)):
        loaded = load_scenario_text(text, "<five>")
        ruling, copies = rule(loaded), [0]
        steps = [e for e in ruling.events if e.kind == "trigger_orders_not_played_out"]
        assert [(e.params["count"], e.params["limit"]) for e in steps] == ([(5, forecast.MAX_OPTIONS)] if said else [])
        assert _tables_and_copies(loaded, monkeypatch)[1] == 0 and copies == [0]


def test_five_triggers_three_alike_have_their_twenty_orders_played_out(monkeypatch) -> None:
    """triggers/five-triggers-three-alike-orders-not-played-out: three Ember Keepers, a bounce and a destroy.
    Their 120 orders read as 20 (the three Ember Keeper triggers read alike): within forecast.MAX_OPTIONS,
    so with all the work it takes (the ruling itself stops short of it: tests/test_bounded_work.py) the 20
    rows are played out, 20 copies (a row of several orders is played out on a copy, its last order, as
    for two Blood Artists: the game's own is its first), and nothing is said of the limit of 24 orders.
    Every one of the 120 orders, played out on its own copy, ends as its row says."""
    path = data_folder("scenarios") / "mtg" / "triggers" / "five-triggers-three-alike-orders-not-played-out.yaml"
    loaded = load_scenario_file(str(path))
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    assert copies == 20 and len(tables[0][2]) == 20 and (tables, copies) == _every_order_played_out(loaded, monkeypatch)
    assert not [e for e in rule(loaded).events if e.kind == "trigger_orders_not_played_out"]
    ends: dict[str, list] = {}
    original = commuting.tabulate

    def every_order(game, decision, ranked, later, orders, place, play_out) -> None:
        for label, row in orders.items():
            ends[str(label)] = [commuting._played_out(game, ranked, later, order, place, play_out)
                                for order in row.latest_first()]
        original(game, decision, ranked, later, orders, place, play_out)

    monkeypatch.setattr(commuting, "tabulate", every_order)
    rule(loaded)
    assert len(ends) == 20 and sum(len(row) for row in ends.values()) == 120
    assert all(row == row[:1] * len(row) for row in ends.values())
    assert len({str(row[0]["graveyards"]) for row in ends.values()}) == 2  # the orders do differ


def test_more_alike_triggers_count_their_rows_not_their_orders(monkeypatch) -> None:
    """Ten Soul Wardens and a pinger: 11! orders, 11 rows. Within the limit, so the rows are tabulated:
    the gains go anywhere (judge.mtg.commuting), so one copy plays all 11 out and they end alike; the 10!
    orders of one row are never listed."""
    card = ("  - {name: Test Pinger, types: [Enchantment], abilities: [{kind: triggered, when: {event: "
            "enters_battlefield, subject: another, filter: {types: [Creature], controller: you}}, targets: "
            "[{type: creature, filter: {controller: opponent}}], "
            "effects: [{do: deal_damage, amount: 2, to: target}]}]}\n")
    wardens = ", ".join(["Soul Warden"] * 10)
    text = (f"game: mtg\ncards:\n{card}players:\n  - name: Alice\n    battlefield: [{wardens}, Test Pinger]\n"
            "  - name: Bob\n    battlefield: [Glory Seeker]\nstack:\n  - {cast: Grizzly Bears, controller: Alice}\n")
    rows = []
    original = commuting.tabulate

    def counting(game, decision, ranked, later, orders, place, play_out) -> None:
        rows.append(len(orders))
        original(game, decision, ranked, later, orders, place, play_out)

    monkeypatch.setattr(commuting, "tabulate", counting)
    loaded = load_scenario_text(text, "<wardens>")
    tables, copies = _tables_and_copies(loaded, monkeypatch)
    assert rows == [11] and copies == 1 and tables[0][2] == []
