"""A refused action is drawn at the step where it was refused (not first), named in the answer,
and a ruling stored before that moment was recorded still shows (its refused actions first)."""

from __future__ import annotations

import re
from pathlib import Path

from judge.explain import neutral
from judge.web.step_pages import ruling_frames

ROOT = Path(__file__).resolve().parents[2]
LATE_ATTACK = "mtg/actions/attackers-only-at-declare-attackers"


def test_late_attack_is_drawn_after_the_blockers_were_declared(app, client) -> None:
    permalink = client.get(f"/scenarios/{LATE_ATTACK}").headers["Location"]
    data = client.get(permalink + ".json").get_json()
    after = data["illegal"][0]["after_steps"]
    # refused in the declare blockers step: after the blocks, before combat damage
    assert 0 < after < len(data["steps"])
    assert data["steps"][after - 1]["board"]["step"] == "declare_blockers"
    assert any(s["board"]["step"] == "combat_damage" for s in data["steps"][after:])
    with app.test_request_context():
        frames = ruling_frames(data)
    refused = [i for i, f in enumerate(frames) if f.get("illegal")]
    assert len(refused) == 1
    number = refused[0]
    assert frames[number - 1]["text"] == data["steps"][after - 1]["text"]  # the step before it
    assert frames[number]["board"].step == "declare_blockers"
    for lang, word in (("en", "Not allowed"), ("de", "Nicht erlaubt"), ("nl", "Niet toegestaan")):
        page = client.get(f"{permalink}?lang={lang}").get_data(as_text=True)
        answer = page[page.index('class="answer"'):page.index('class="head-tools"')]
        assert word in answer and f'href="#step-{number}"' in answer  # answer first: links to the step
        frame = page[page.index(f'id="step-{number}"'):]
        frame = frame[:frame.index("</section>")]
        assert "illegal-step" in page[page.index(f'id="step-{number}"') - 60:page.index(f'id="step-{number}"')]
        assert data["illegal"][0]["action"] not in re.sub(r'data-refused="[^"]*"', "", frame).split("step-text")[0]


def test_stored_ruling_without_the_moment_still_shows_refusals_first(app, client) -> None:
    permalink = client.get(f"/scenarios/{LATE_ATTACK}").headers["Location"]
    data = client.get(permalink + ".json").get_json()
    for item in data["illegal"]:
        del item["after_steps"]
    with app.test_request_context():
        frames = ruling_frames(data)
    assert frames[0].get("start") and frames[1].get("illegal")


def test_neutral_ruling_keeps_the_moment_and_reads_old_rulings() -> None:
    from judge.events import Illegal
    from judge.explain.neutral import FORMAT

    stored = {"format": FORMAT, "game": "mtg", "title": None, "final": {}, "outcome": None, "events": [],
              "summary": [], "illegal": [{"action": "attack", "kind": "attack_step", "params": {}, "rules": ["508.1"],
                                          "terms": []}], "choices": []}
    assert neutral.load(stored).illegal == [Illegal("attack", "attack_step", {}, ("508.1",), ())]
    stored["illegal"][0]["after"] = 3
    ruling = neutral.load(stored)
    assert ruling.illegal[0].after == 3 and neutral.dump(ruling)["illegal"][0]["after"] == 3


def test_terminal_and_markdown_say_after_which_step_it_was_refused() -> None:
    from judge.explain.render import markdown_from_json, to_json, to_text
    from judge.ruling import rule_file

    ruling = rule_file(str(ROOT / f"scenarios/{LATE_ATTACK}.yaml"))
    after = ruling.illegal[0].after
    assert after and 0 < after < len(ruling.events)
    for lang, words in (("en", "refused after step"), ("de", "zurückgewiesen nach Schritt"),
                        ("nl", "geweigerd na stap")):
        assert f"{words} {after}" in to_text(ruling, lang)
        assert f"{words} {after}" in markdown_from_json(to_json(ruling, lang))
