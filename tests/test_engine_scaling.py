"""A ruling's work grows with the board, not with its square: counted, never timed.

For each board of bench/boards.py at N and 10 N permanents, the number of characteristics
worked out for one permanent, of filter matches, of effect applications, of trigger
abilities looked at, of targets checked and of permanents listed by role may grow about
tenfold (a little more for the fixed part), not a hundredfold (a board of lords recomputed
every lord against every creature; each of N "dies" triggers scanned every trigger source
and every permanent that left with it; each of N targeted triggers checked every other
trigger on the stack as a target; each blocker walked every lord's static abilities for
attack and block restrictions).
"""

from __future__ import annotations

from collections import Counter

import pytest

from bench.boards import BOARDS
from bench.engine_bench import LARGE_LIMITS
from judge.mtg import board_index, characteristics, chars_model, evasion, sba, targets, trigger_rules
from judge.mtg.engine import rule
from judge.scenario.load import load_scenario_text

# The layer system calls its leaf through the module (chars_model.base ...); the rest of the engine
# calls characteristics.matches.
COUNTED = ((chars_model, "base"), (chars_model, "matches"), (characteristics, "matches"),
           (chars_model, "apply_change"), (trigger_rules, "_subject_matches"), (trigger_rules, "_chars"),
           (targets, "check"))
SMALL, LARGE = 60, 600


def _work(monkeypatch, text: str) -> Counter:
    """How often each counted function ran while ruling on the scenario."""
    scenario = load_scenario_text(text, "<scaling>", LARGE_LIMITS)
    counts: Counter = Counter()
    with monkeypatch.context() as patched:
        for module, name in COUNTED:
            original = getattr(module, name)

            def counting(*args, _original=original, _name=name, **kwargs):
                counts[_name] += 1
                return _original(*args, **kwargs)

            patched.setattr(module, name, counting)
        listed = board_index.with_role

        def listing(game, role, _listed=listed):  # the permanents each look at a role walks through
            members = _listed(game, role)
            counts[f"{role} listed"] += len(members)
            return members

        patched.setattr(board_index, "with_role", listing)
        rule(scenario)
    return counts


@pytest.mark.parametrize("board", sorted(BOARDS))
def test_work_grows_linearly_with_the_board(monkeypatch, board: str) -> None:
    small = _work(monkeypatch, BOARDS[board](SMALL))
    large = _work(monkeypatch, BOARDS[board](LARGE))
    assert sum(large.values()) > sum(small.values())  # the counters see the work
    for name, count in large.items():
        assert count <= 13 * max(small[name], 10), (board, name, small[name], count)


def test_blockers_of_landwalkers_look_the_defending_lands_up_once(monkeypatch) -> None:
    """N/2 Goblin Kings with mountainwalk, each blocked: the defending player's lands are listed once
    for the blocks, not once per blocker over the whole board (702.14c)."""
    listed = [0]
    original = evasion._controlled_lands

    def counting(game, player):
        listed[0] += 1
        return original(game, player)

    monkeypatch.setattr(evasion, "_controlled_lands", counting)
    rule(load_scenario_text(BOARDS["lords in combat"](LARGE), "<scaling>", LARGE_LIMITS))  # blocks checked on load
    assert 0 < listed[0] <= 5


def test_a_board_of_lords_matches_each_filter_once_per_permanent(monkeypatch) -> None:
    """N Goblin Kings: one look at each permanent for their shared filter, not N (613.7 order kept)."""
    counts = _work(monkeypatch, BOARDS["lords"](LARGE))
    assert counts["matches"] <= 3 * LARGE
    assert counts["apply_change"] <= 3 * LARGE


def _sba_scanned(monkeypatch, text: str) -> int:
    """How many permanents state-based actions looked at during the ruling (704.3)."""
    scenario = load_scenario_text(text, "<scaling>", LARGE_LIMITS)
    scanned = [0]
    original = sba._one_pass

    def counting(game, suspects=None):
        scanned[0] += len(game.battlefield) if suspects is None else len(suspects)
        return original(game, suspects)

    with monkeypatch.context() as patched:
        patched.setattr(sba, "_one_pass", counting)
        rule(scenario)
    return scanned[0]


@pytest.mark.parametrize("board", ["dies -> token", "big combat"])
def test_state_based_actions_look_at_what_changed_not_the_whole_board(monkeypatch, board: str) -> None:
    """N triggers resolving one by one: each check looks at the token that entered, not at all N."""
    small = _sba_scanned(monkeypatch, BOARDS[board](SMALL))
    large = _sba_scanned(monkeypatch, BOARDS[board](LARGE))
    assert small > 0
    assert large <= 13 * small, (small, large)


def test_an_object_leaves_the_stack_by_identity_looked_for_from_the_top() -> None:
    """Game.leave_stack: the resolving object (the top) is taken without walking the stack (250 000
    triggers of lifelink attackers and Ajani's Pridemates were each found at the end of the whole list);
    an object below is found too, and one no longer there is said so."""
    from judge.mtg.build import build_game

    text = ("game: mtg\nplayers:\n  - name: Alice\n  - name: Bob\nstack:\n"
            + "  - {cast: Shock, controller: Alice, targets: [Bob]}\n" * 3)
    game = build_game(load_scenario_text(text, "<stack>"))
    below, middle, top = game.stack
    assert game.leave_stack(top) and game.stack == [below, middle]
    assert game.leave_stack(below) and game.stack == [middle]
    assert not game.leave_stack(below) and game.stack == [middle]


def test_orders_are_counted_only_as_far_as_the_limit() -> None:
    """order_rows.count: n!/(k1!...km!) up to the bound, and beyond it without working out the factorials
    of 250 000 triggers (two Pridemates' names among them: at least n orders read apart)."""
    from judge.mtg import order_rows

    assert order_rows.count(["A", "B", "C"], 24) == 6
    assert order_rows.count(["A", "A", "A", "B", "C"], 24) == 20
    assert order_rows.count(["A", "B", "C", "D", "E"], 24) == 25  # 120: beyond the bound
    assert order_rows.count(["A"] * 250_000, 24) == 1  # one name: one order reads
    assert order_rows.count(["A"] * 249_999 + ["B"], 24) == 25
