"""Work that grows with the input is bounded: no input makes a ruling or a search enumerate
astronomically many possibilities (each of these once took minutes and tens of GB).

The tests check the mechanism (what is enumerated), not time: a test must not depend on the
speed of a shared machine.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from judge.explain import render
from judge.mtg.engine import rule
from judge.scenario import load_scenario_file, load_scenario_text

ROOT = Path(__file__).resolve().parent.parent


def test_many_simultaneous_triggers_are_not_ordered_every_way(monkeypatch) -> None:
    """Ten Soul Warden triggers have 10! orders; only up to forecast.MAX_OPTIONS are played out.
    (listing the permutations of 100 triggers took 24 GB before it was counted first)."""
    def refuse(*_args, **_kwargs):
        raise AssertionError("the orders of ten triggers were enumerated")

    monkeypatch.setattr(itertools, "permutations", refuse)
    wardens = ", ".join(["Soul Warden"] * 10)
    text = (f"game: mtg\nplayers:\n  - name: Alice\n    battlefield: [{wardens}]\n  - name: Bob\n"
            "stack:\n  - {cast: Grizzly Bears, controller: Alice}\n")
    ruling = render.to_json(rule(load_scenario_text(text)), "en")
    assert ruling["final"]["players"]["Alice"]["life"] == 30
    order = next(c for c in ruling["choices"] if c["kind"] == "trigger_order")
    assert order["default"] and order["outcomes"] == []


def test_a_long_query_tries_few_spellings_without_endings() -> None:
    """'creatures' x 18 once meant 2^18 spellings sorted in memory; now at most MAX_UNINFLECTED."""
    from judge.glossary.fastpath import MAX_UNINFLECTED
    from judge.glossary.search import default_search

    fast = default_search().fast
    looked_up: list[str] = []

    class Counting(dict):
        def __contains__(self, key: object) -> bool:
            looked_up.append(str(key))
            return super().__contains__(key)

    original = fast.exact
    fast.exact = Counting(original)
    try:
        assert fast.uninflected_hits(" ".join(["creatures"] * fast.longest_name)) == []  # 2^8 spellings
        assert 0 < len(looked_up) <= 2 * MAX_UNINFLECTED  # two keys per spelling: spaced and joined
        looked_up.clear()
        assert fast.uninflected_hits(" ".join(["creatures"] * 18)) == []
        assert looked_up == []  # more words than any name has: no spelling of it is a name
    finally:
        fast.exact = original


@pytest.mark.parametrize("word", ["a" * 200, "abcdefghij" * 20])
def test_a_word_longer_than_any_name_is_not_respelt(monkeypatch, word: str) -> None:
    """Its deletes cost quadratic time in its length, and no name is within two edits of it."""
    from judge.glossary import spelling
    from judge.glossary.search import default_search

    speller = default_search().speller

    def refuse(*_args, **_kwargs):
        raise AssertionError("the deletes of an overlong word were computed")

    monkeypatch.setattr(spelling, "_deletes", refuse)
    assert speller.candidates(word) == []



def test_a_ruling_past_its_time_budget_is_a_located_error_not_a_busy_worker() -> None:
    """The web app gives each submission a budget (judge.web.rulings.TIME_BUDGET); the check is
    in every event the engine records, so a budget already spent stops the ruling at once."""
    from judge.ruling import rule_text
    from judge.scenario import ScenarioError

    seed = (ROOT / "scenarios" / "mtg" / "stack" / "seed-giant-growth-answers-shock.yaml").read_text()
    with pytest.raises(ScenarioError, match="takes more than 0 seconds"):
        rule_text(seed, "seed.yaml", time_budget=0.0)
    yugioh = (ROOT / "scenarios" / "yugioh" / "chain" / "mirror-force.yaml").read_text()
    with pytest.raises(ScenarioError, match="takes more than 0 seconds"):
        rule_text(yugioh, "mirror-force.yaml", time_budget=0.0)
    assert rule_text(seed, "seed.yaml", time_budget=60.0).summary  # a real budget changes nothing


def _counted_forks(monkeypatch) -> list[int]:
    """The copies of the game forecasts make from now on, each as the size of the game copied (1 + its
    permanents and stack objects, what the budget charges); a copy the budget refuses isn't counted."""
    from judge.mtg import forecast

    copies: list[int] = []
    original = forecast.fork

    def counting(game, *objects):
        size = 1 + len(game.battlefield) + len(game.stack)
        copied = original(game, *objects)  # BudgetSpent instead when the budget can't pay for it
        copies.append(size)
        return copied

    monkeypatch.setattr(forecast, "fork", counting)
    return copies


def test_forecasts_share_one_budget_per_ruling(monkeypatch) -> None:
    """50 Raise the Alarms under two Soul Wardens: 50 decisions of 24 trigger orders, each once
    played out to the end on a copy (1200 copies); the ruling's forecasts now stop at MAX_WORK."""
    from judge.mtg import play_outs

    copies = _counted_forks(monkeypatch)
    alarms = "\n".join(["  - {cast: Raise the Alarm, controller: Alice}"] * 50)
    text = (f"game: mtg\nplayers:\n  - name: Alice\n    battlefield: [Soul Warden, Soul Warden]\n"
            f"  - name: Bob\nstack:\n{alarms}\n")
    ruling = render.to_json(rule(load_scenario_text(text)), "en")
    assert ruling["final"]["players"]["Alice"]["life"] == 20 + 50 * 2 * 2  # the ruling itself is whole
    assert sum(c["kind"] == "trigger_order" for c in ruling["choices"]) == 50  # each decision is reported
    assert sum(copies) <= play_outs.MAX_WORK  # events in the copies are paid from it too
    assert len(copies) < 50 * 24 // 4


def test_modal_defaults_are_played_out_within_the_budget(monkeypatch) -> None:
    """Each defaulted mode is played out through the whole ruling: 200 Healing Salves once meant
    400 whole rulings on copies."""
    copies = _counted_forks(monkeypatch)
    salves = "\n".join(["  - {cast: Healing Salve, controller: Alice, targets: [Alice]}"] * 200)
    ruling = render.to_json(rule(load_scenario_text(
        f"game: mtg\nplayers:\n  - name: Alice\n  - name: Bob\nstack:\n{salves}\n")), "en")
    assert sum(c["kind"] == "mode" for c in ruling["choices"]) == 200
    assert len(copies) < 400 // 4


_KEEPER = ("  - {{name: Test {name} Keeper, types: [Enchantment], abilities: [{{kind: triggered, when: {{event: "
           "enters_battlefield, subject: another, filter: {{types: [Creature], controller: you}}}}{targets}, "
           "effects: [{effect}]}}]}}\n")
_KEEPERS = {
    "Ember": _KEEPER.format(name="Ember", targets=", targets: [{type: creature, filter: {controller: opponent}}]",
                            effect="{do: deal_damage, amount: 1, to: target}"),
    "Tide": _KEEPER.format(name="Tide", targets=", targets: [{type: creature, filter: {controller: opponent}}]",
                           effect="{do: return_to_hand, what: target}"),
    "Doom": _KEEPER.format(name="Doom", targets=", targets: [{type: creature, filter: {controller: opponent}}]",
                           effect="{do: destroy, what: target}"),
    "Life": _KEEPER.format(name="Life", targets="", effect="{do: gain_life, amount: 2}"),
}


def _keepers(names: list[str], seekers: int, spells: int = 1) -> str:
    """Grizzly Bears (`spells` of them) entering under Alice's keepers: their triggers' order is a choice."""
    cards = "".join(_KEEPERS[name] for name in dict.fromkeys(names))
    keepers = ", ".join(f"Test {name} Keeper" for name in names)
    stack = "".join("  - {cast: Grizzly Bears, controller: Alice}\n" for _ in range(spells))
    return (f"game: mtg\ncards:\n{cards}players:\n  - name: Alice\n    battlefield: [{keepers}]\n"
            f"  - name: Bob\n    battlefield: [{', '.join(['Glory Seeker'] * seekers)}]\nstack:\n{stack}")


def _budget_of(text_or_path, monkeypatch):
    """The ruling, and the forecast budget its game made (None: no decision had options to play out)."""
    from judge.mtg import play_outs

    made = []
    original = play_outs.Budget.__init__

    def keeping(budget, *args):
        original(budget, *args)
        made.append(budget)

    with monkeypatch.context() as kept:
        kept.setattr(play_outs.Budget, "__init__", keeping)
        is_path = isinstance(text_or_path, Path)
        ruling = rule(load_scenario_file(text_or_path) if is_path else load_scenario_text(text_or_path))
    return ruling, (made[0] if made else None)


TESTER_BOARDS = [_keepers(["Ember", "Tide"], 1), _keepers(["Ember", "Tide", "Doom"], 2),
                 _keepers(["Ember", "Ember", "Tide"], 1), _keepers(["Ember", "Tide", "Doom", "Life"], 30),
                 _keepers(["Ember", "Tide", "Doom"], 6, spells=3)]


def test_a_rulings_copies_do_about_as_much_work_as_the_ruling_itself(monkeypatch) -> None:
    """Issue 19: a ruling with its outcome tables takes at most about twice the time it takes without. The
    copies' work, in the budget's units (objects copied, events recorded in copies), stays within the
    ruling's own (the objects it set up and the events it recorded) for every library ruling that plays an
    option out and for boards a tester would try (three triggers, four on a board of 30, two creatures
    entering in turn). Unbounded, 20 orders of five triggers did 21 times the ruling's own work."""
    paths = sorted((ROOT / "scenarios" / "mtg").rglob("*.yaml"))
    checked = 0
    for scenario in (*paths, *TESTER_BOARDS):
        ruling, budget = _budget_of(scenario, monkeypatch)
        if budget is None or not budget.used:
            continue
        checked += 1
        own = budget.board + len(ruling.events)
        assert budget.used <= 1.25 * own, (scenario, budget.used, own)
    assert checked >= 25


def test_a_table_that_cannot_be_paid_costs_one_copy_at_most(monkeypatch) -> None:
    """Three keepers' six orders on a small board: the first order played out shows that the rest can't be
    paid, so the table is dropped then (the ruling says so), not after five copies. A later table, reckoned
    at the last table's work per copy, costs none: the flash creature's two orders are played out, the
    Raise the Alarms' six orders are not."""
    copies = _counted_forks(monkeypatch)
    ruling, _budget = _budget_of(_keepers(["Ember", "Tide", "Doom"], 2), monkeypatch)
    assert len(copies) == 1 and [e.kind for e in ruling.events].count("forecasts_spent") == 1
    assert [len(d.outcomes) for d in ruling.choices if d.kind == "trigger_order"] == [0]
    copies.clear()
    path = ROOT / "scenarios" / "mtg" / "triggers" / "forecasts-spent-later-choices-without-outcomes.yaml"
    ruling, _budget = _budget_of(path, monkeypatch)
    assert len(copies) == 1
    assert [len(d.outcomes) for d in ruling.choices if d.kind == "trigger_order"] == [2, 0, 0]


def test_with_all_the_work_it_takes_the_same_tables_are_played_out(monkeypatch, unbounded_forecasts) -> None:
    """The bound is the only difference: unbounded, the tester boards' orders each have their table."""
    for board in TESTER_BOARDS[1:4]:
        ruling, _budget = _budget_of(board, monkeypatch)
        assert any(d.outcomes for d in ruling.choices if d.kind == "trigger_order"), board
        assert "forecasts_spent" not in [e.kind for e in ruling.events]


def test_the_boards_recorded_for_the_web_draw_a_bounded_number_of_cards() -> None:
    """The web app draws the board after each event: 1000 Giant Growths on 999 Grizzly Bears drew
    3 million cards (over 3 GB). The drawings stop at MAX_BOARD_ITEMS; the ruling stays whole."""
    from judge.limits import MAX_BOARD_ITEMS

    bears = ", ".join(["Grizzly Bears"] * 999)
    growths = "\n".join(["  - {cast: Giant Growth, controller: Alice, targets: [grizzly-bears]}"] * 100)
    ruling = rule(load_scenario_text(
        f"game: mtg\nplayers:\n  - name: Alice\n    battlefield: [{bears}]\n  - name: Bob\nstack:\n{growths}\n"),
        record_boards=True)
    drawn = [1 + len(e.board["battlefield"]) + len(e.board["stack"]) for e in ruling.events if e.board]
    assert drawn and sum(drawn) <= MAX_BOARD_ITEMS  # the first steps keep their boards
    assert ruling.events[-1].board is None
    assert ruling.final["battlefield"][0]["power"] == 2 + 3 * 100


@pytest.mark.parametrize("zone", ["hand", "graveyard", "exile", "library"])
def test_a_zone_listed_card_by_card_holds_at_most_max_count(zone: str) -> None:
    """A hand of 90 000 cards fits in 1 MiB; cleanup discarding it took minutes. Zones listed card
    by card are bounded like counts (judge/limits.py), with a located error."""
    from judge.limits import MAX_COUNT
    from judge.scenario import ScenarioError

    cards = ", ".join(["Shock"] * (MAX_COUNT + 1))
    with pytest.raises(ScenarioError, match=f"players\\[0\\].{zone}: {MAX_COUNT + 1} entries given"):
        load_scenario_text(f"game: mtg\nplayers:\n  - name: Alice\n    {zone}: [{cards}]\n  - name: Bob\n")


class _CountingPasses(list):
    """A hand that counts how often it is walked through."""

    passes = 0

    def __iter__(self):
        type(self).passes += 1
        return super().__iter__()

    def __reversed__(self):
        type(self).passes += 1
        return super().__reversed__()


def test_named_discards_are_matched_in_one_pass_over_the_hand() -> None:
    """Each name answered under `choices: discard` once walked the whole hand (Magic) or the hand
    times the cards already chosen (Yu-Gi-Oh!: 1000 cards, 3000 names did not finish in 30 s)."""
    from judge.mtg import discard
    from judge.mtg.build import build_game
    from judge.yugioh import turn
    from judge.yugioh.build import Builder

    names = ", ".join(["Nope"] * 500 + ["Shock", "Dark Magician"])
    game = build_game(load_scenario_text(
        f"game: mtg\nplayers:\n  - name: Alice\n    hand: [Shock, Shock, Shock]\n  - name: Bob\n"
        f"choices:\n  discard: {{Alice: [{names}]}}\n"))
    alice = game.player("Alice")
    alice.hand = _CountingPasses(alice.hand)
    assert discard.choose(game, "Alice", 1, ("514.1",)) == [alice.hand[0]]
    assert _CountingPasses.passes <= 3

    _CountingPasses.passes = 0
    duel = Builder(load_scenario_text(
        f"game: yugioh\nplayers:\n  - name: Yugi\n    hand: [{', '.join(['Dark Magician'] * 8)}]\n"
        f"  - name: Kaiba\nturn: {{phase: end}}\nchoices:\n  discard: {{Yugi: [{names}]}}\n")).build()
    yugi = duel.duelists[0]
    yugi.hand = _CountingPasses(yugi.hand)
    first = yugi.hand[0]
    turn._hand_size(duel)
    assert first not in yugi.hand and len(yugi.hand) == 6
    assert _CountingPasses.passes <= 4


def test_a_card_with_more_modes_than_any_printed_card_is_refused_at_its_line() -> None:
    """Modes left to be inferred are tried in every combination: 40 modes choosing 20 is 137
    billion; a card has at most judge.limits.MAX_MODES."""
    from judge.limits import MAX_MODES
    from judge.scenario import ScenarioError

    mode = "        - {targets: [{type: player}], effects: [{do: gain_life, amount: 1, who: target}]}\n"
    text = ("game: mtg\ncards:\n  - name: Big Modal\n    types: [Instant]\n    spell:\n      choose: 2\n"
            f"      modes:\n{mode * (MAX_MODES + 1)}players:\n  - name: Alice\n  - name: Bob\n")
    with pytest.raises(ScenarioError, match=r":7:7: cards\[0\]\.spell\.modes: 11 entries given"):
        load_scenario_text(text)


@pytest.mark.parametrize(("path", "kinds"), [
    ("triggers/trigger-order-default.yaml", ["trigger_order", "optional", "optional"]),
    ("replacement/master-healer-shield-two-attackers-lifelink.yaml", []),
])
def test_a_ruling_says_once_that_its_forecasts_are_spent(path, kinds, monkeypatch) -> None:
    """With no budget for forecasts every choice stands without its table (a shield's order without even
    its choice), and one step says so, at the first choice that found the budget spent; with the budget
    as it is, these rulings play every option out and say nothing."""
    from judge.mtg import play_outs

    loaded = load_scenario_file(ROOT / "scenarios" / "mtg" / path)
    assert not [e for e in rule(loaded).events if e.kind == "forecasts_spent"]
    monkeypatch.setattr(play_outs, "MAX_WORK", 0)
    ruling = rule(loaded)
    said = [e for e in ruling.events if e.kind == "forecasts_spent"]
    assert [d.kind for d in ruling.choices] == kinds and all(d.outcomes == [] for d in ruling.choices)
    assert len(said) == 1 and said[0].params["player"] == "Alice"  # her triggers; her shield
