"""The public API of judge.mtg.actions (used by `judge options`) and the located errors of `actions:`."""

from __future__ import annotations

import pytest

from judge.mtg import priority, steps
from judge.mtg.actions import game_after_actions
from judge.scenario import ScenarioError
from judge.scenario.load import load_scenario_text

BOARD = """game: mtg
players:
  - name: Alice
    battlefield: [Glory Seeker, Forest, Grizzly Bears]
    hand: [Giant Growth]
  - name: Bob
    battlefield: [Mountain]
    hand: [Shock]
"""


def _game(actions: str):
    return game_after_actions(load_scenario_text(BOARD + "actions:\n" + actions))


def test_the_caster_holds_priority_after_a_response() -> None:
    game = _game("  - {cast: Giant Growth, by: Alice, targets: [Glory Seeker]}\n"
                 "  - {cast: Shock, by: Bob, targets: [Glory Seeker]}\n")
    assert priority.holder(game).name == "Bob"  # 117.3c: Bob cast last
    assert [o.card.name for o in game.stack] == ["Giant Growth", "Shock"]
    assert not game.illegal


def test_stops_before_a_declaration_still_to_make() -> None:
    game = _game("  - {to: declare_attackers}\n")
    assert game.step == "declare_attackers"
    assert steps.pending_declaration(game) == "attackers"
    assert priority.holder(game) is None or priority.holder(game).name == "Alice"


def test_a_pass_that_would_end_the_succession_is_refused() -> None:
    game = _game("  - {cast: Giant Growth, by: Alice, targets: [Glory Seeker]}\n"
                 "  - {pass: Alice}\n"
                 "  - {pass: Alice}\n")  # Bob would have to pass first: Giant Growth would resolve
    assert [i.kind for i in game.illegal] == ["no_priority"]
    assert len(game.stack) == 1
    assert priority.holder(game).name == "Bob"


@pytest.mark.parametrize("action, where", [
    ("  - {cast: Lightning Bolt, by: Bob, targets: [Alice]}\n", "actions[0].cast"),
    ("  - {cast: Shock, by: Bob, targets: [Glory Seekr]}\n", "actions[0].targets[0]"),
    ("  - {cast: Shock, by: Bobby, targets: [Alice]}\n", "actions[0].by"),
    ("  - {play: Shock, by: Bob}\n", "actions[0].play"),
    ("  - {pass: Carol}\n", "actions[0].pass"),
])
def test_bad_references_are_located(action: str, where: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        _game(action)
    assert caught.value.line == BOARD.count("\n") + 2
    assert where in str(caught.value)


def test_an_unknown_action_key_is_a_located_error() -> None:
    with pytest.raises(ScenarioError) as caught:
        load_scenario_text(BOARD + "actions:\n  - {cats: Shock}\n")
    assert caught.value.line == BOARD.count("\n") + 2
    assert "cast" in str(caught.value)


def test_responses_in_a_three_player_game_follow_turn_order() -> None:
    """Carol responds after Alice and Bob pass (117.3d); later Alice can't act before Bob passes too (117.4)."""
    game = game_after_actions(load_scenario_text("""game: mtg
players:
  - {name: Alice, battlefield: [Glory Seeker, Forest], hand: [Giant Growth]}
  - {name: Bob, battlefield: [Grizzly Bears]}
  - {name: Carol, battlefield: [Mountain, Mountain], hand: [Shock, Lightning Bolt]}
actions:
  - {cast: Giant Growth, by: Alice, targets: [Glory Seeker]}
  - {cast: Shock, by: Carol, targets: [Glory Seeker]}
  - {pass: Carol}
  - {pass: Alice}
  - {cast: Lightning Bolt, by: Carol, targets: [Alice]}
"""))
    assert [o.card.name for o in game.stack] == ["Giant Growth", "Shock"]
    assert [i.kind for i in game.illegal] == ["no_priority"]  # Bob passing too would resolve Shock
    assert priority.holder(game).name == "Bob"
    assert [e.params["player"] for e in game.events if e.kind == "passes"] == ["Alice", "Bob", "Carol", "Alice"]
