"""Layout in a real browser at the sizes people use: a 390×844 / 360×740 phone, a 1366×768 laptop,
a 1024×768 and 1920×1080 projector. No page is wider than the phone; every projector frame fits;
the board marks what each step changed; small text is readable (contrast ≥ 4.5:1, focus ring ≥ 3:1).
"""

from __future__ import annotations

import re

import pytest

from tests.web.browser import CHROMIUM, open_tab, with_colour_helpers

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium (apt-get install chromium)"),
]
PHONE = {"width": 390, "height": 844}
SMALL_PHONE = {"width": 360, "height": 740}
LAPTOP = {"width": 1366, "height": 768}
GIANT_GROWTH = "/scenarios/mtg/stack/seed-giant-growth-answers-shock"
FACE_DOWN = "/scenarios/yugioh/battle/face-down-flipped-before-damage"
PAGES = ["/", "/glossary", "/glossary?q=trample", "/glossary/mtg/trample", "/rulings/new",
         f"/rulings/new?example={GIANT_GROWTH.removeprefix('/scenarios/')}", "/turn", "/turn/mtg", "/turn/yugioh",
         "/scenarios", "/search?q=trample", "/rules/mtg/702.19b", "/rules/yugioh/Chain", GIANT_GROWTH, FACE_DOWN,
         "/turn/mtg/play?scenario=mtg/turn/cleanup-shock-after-growth"]

CONTRAST_JS = """(selector) => {
  const worst = [];
  for (const el of document.querySelectorAll(selector)) {
    if (!el.offsetParent || !el.textContent.trim()) { continue; }
    const ratio = contrast(rgb(getComputedStyle(el).color), background(el));
    if (ratio < 4.5) { worst.push(el.className + " '" + el.textContent.trim().slice(0, 20) + "' " + ratio.toFixed(2)); }
  }
  return worst;
}"""
RING_JS = """() => {
  const el = document.activeElement, style = getComputedStyle(el);
  const ratio = contrast(rgb(style.outlineColor), background(el.parentElement));
  return [style.outlineStyle, ratio, el.outerHTML.slice(0, 80)];
}"""

SMALL_TEXT = (".board .card-name, .board .mark, .board .stats, .board .pile-name, .board .zones dt, .board .row-label, "
              ".board .link-number, .board .targets, .hint, .cite-label, .eyebrow, .step-nav .position")


def _width(tab) -> int:
    return tab.evaluate("document.documentElement.scrollWidth")


@pytest.mark.parametrize("viewport", [PHONE, SMALL_PHONE], ids=["390", "360"])
def test_no_page_is_wider_than_a_phone(server, chromium, viewport) -> None:
    with open_tab(chromium, server, viewport) as tab:
        wide = []
        for path in PAGES:
            tab.goto(path)
            if path in (GIANT_GROWTH, FACE_DOWN):  # every step of a ruling, not only the first
                for _ in range(tab.locator("[data-frame]").count()):
                    wide += [f"{tab.url} is {_width(tab)} px"] if _width(tab) > viewport["width"] else []
                    tab.keyboard.press("ArrowRight")
            elif _width(tab) > viewport["width"]:
                wide.append(f"{path} is {_width(tab)} px")
        assert not wide, wide


def test_phone_ruling_reads_top_down_with_a_sticky_step_bar(server, chromium) -> None:
    with open_tab(chromium, server, PHONE) as tab:
        tab.goto(GIANT_GROWTH + "?lang=en")
        frame = tab.locator("[data-frame]").first
        summary = tab.locator(".ruling-head .summary").bounding_box()
        step_text = frame.locator(".step-text").bounding_box()
        board = frame.locator(".board").bounding_box()
        assert summary["y"] < step_text["y"] < board["y"]  # the answer, the step, then the board
        tab.mouse.wheel(0, 900)
        tab.wait_for_timeout(200)
        bar = frame.locator(".step-nav").bounding_box()
        assert 0 <= bar["y"] < 5  # the step bar stays at the top while the board scrolls
        frame.locator(".step-nav").get_by_role("link", name=re.compile("Next")).click()
        assert tab.locator("#step-1").is_visible()
        cards = tab.locator("#step-1 .side.bottom .row-creatures .card, #step-1 .side.bottom .row-lands .card")
        first, second = cards.nth(0).bounding_box(), cards.nth(1).bounding_box()
        assert abs(first["y"] - second["y"]) > 0 or first["x"] != second["x"]


def test_step_follows_the_address_back_and_the_language_switch(server, chromium) -> None:
    with open_tab(chromium, server, LAPTOP) as tab:
        tab.goto(GIANT_GROWTH + "?lang=en")
        tab.keyboard.press("ArrowRight")
        tab.keyboard.press("ArrowRight")
        assert tab.url.endswith("#step-2") and tab.locator("#step-2").is_visible()
        tab.go_back()
        tab.wait_for_function("location.hash === '#step-1'")
        assert tab.locator("#step-1").is_visible() and not tab.locator("#step-2").is_visible()
        tab.evaluate("location.hash = '#step-3'")
        tab.wait_for_function("!document.getElementById('step-3').hidden")
        tab.get_by_role("link", name="Deutsch").click()
        tab.wait_for_url(re.compile(r"lang=de.*#step-3$"))
        assert tab.locator("#step-3").is_visible() and not tab.locator("#step-0").is_visible()
        tab.goto("/glossary?lang=en")
        tab.locator("#q").press_sequentially("trample", delay=20)
        tab.locator("#results ol.results li").first.wait_for()
        with tab.expect_navigation():
            tab.get_by_role("link", name="Nederlands").click()
        assert "lang=nl" in tab.url and tab.locator("#q").input_value() == "trample"


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=["1024x768", "1920x1080"])
def test_projector_frames_fit_the_screen(server, chromium, size) -> None:
    width, height = size
    with open_tab(chromium, server, {"width": width, "height": height}) as tab:
        for path in ("/turn/mtg", "/turn/yugioh", GIANT_GROWTH, FACE_DOWN):
            tab.goto(path + "?lang=de")
            tab.keyboard.press("p")
            assert not tab.locator("header.site").is_visible() and not tab.locator(".share").is_visible()
            frames = tab.locator("[data-frame]").count()
            for index in range(frames):
                tall = tab.evaluate("document.documentElement.scrollHeight")
                wide = tab.evaluate("document.documentElement.scrollWidth")
                assert tall <= height and wide <= width, f"{path} frame {index}: {wide}×{tall}"
                assert tab.locator(".timeline a[aria-current]").is_visible()
                tab.keyboard.press("ArrowRight")


def test_p_only_where_there_is_a_projector_and_never_while_typing(server, chromium) -> None:
    with open_tab(chromium, server, LAPTOP) as tab:
        tab.goto("/glossary/mtg/trample")
        tab.keyboard.press("p")
        assert tab.locator("header.site").is_visible()
        tab.goto("/turn/mtg")
        tab.keyboard.press("/")  # the header search takes the focus ...
        assert tab.evaluate("document.activeElement.id") == "site-q"
        tab.keyboard.type("p")  # ... and a "p" typed there is a letter
        assert tab.locator("header.site").is_visible() and tab.locator("#site-q").input_value() == "p"
        tab.keyboard.press("Enter")
        tab.wait_for_url(re.compile(r"/search\?q=p"))


def test_each_step_marks_the_cards_it_changed(server, chromium) -> None:
    with open_tab(chromium, server, LAPTOP) as tab:
        tab.goto(GIANT_GROWTH + "?lang=en")
        frames = tab.locator("[data-frame]")
        assert frames.first.locator(".card.changed").count() == 0  # the start changes nothing
        start_stack = frames.first.locator(".stack")
        assert start_stack.locator(".targets").first.inner_text().endswith("Glory Seeker")
        assert frames.first.locator(".card.targeted .card-name").inner_text().startswith("Glory Seeker")
        frames.first.locator(".stack li[data-targets]").first.hover()  # pointing at Giant Growth ...
        assert frames.first.locator(".card.pointed .card-name").inner_text().startswith("Glory Seeker")  # ... marks it
        marked = []
        for index in range(frames.count()):
            frame = frames.nth(index)
            changed = frame.locator(".card.changed")
            marked += [(index, changed.nth(i).locator(".card-name").inner_text(),
                        changed.nth(i).locator(".mark.change").first.inner_text()) for i in range(changed.count())]
        assert any(name == "Glory Seeker" and mark == "power/toughness changed" for _i, name, mark in marked)
        assert any(name == "Glory Seeker" and mark == "just damaged" for _i, name, mark in marked)
        assert not any(name.startswith("Forest") for _i, name, _mark in marked)  # nothing happened to them


def test_the_board_is_readable(server, chromium) -> None:
    with open_tab(chromium, server, LAPTOP) as tab:
        for path in (GIANT_GROWTH, FACE_DOWN):
            tab.goto(path + "?lang=en")
            for index in range(tab.locator("[data-frame]").count()):
                low = tab.evaluate(with_colour_helpers(CONTRAST_JS), SMALL_TEXT)
                assert not low, f"{path} step {index}: {low}"
                tab.keyboard.press("ArrowRight")
        tab.goto(FACE_DOWN + "?lang=en")
        assert tab.locator(".card.face-down").count() > 0


def test_focus_ring_is_visible(server, chromium) -> None:
    with open_tab(chromium, server, LAPTOP) as tab:
        tab.goto(GIANT_GROWTH + "?lang=en")
        for _ in range(12):
            tab.keyboard.press("Tab")
            style, ratio, element = tab.evaluate(with_colour_helpers(RING_JS))
            assert style != "none" and ratio >= 3, (element, ratio)


def test_a_scenario_built_by_clicking_and_typing_rules(server, chromium) -> None:
    """The board builder on a phone: players, cards by name, a spell on the stack with its target
    picked from the board; the YAML beside it follows and the ruling answers it."""
    with open_tab(chromium, server, PHONE) as tab:
        tab.goto("/rulings/new?lang=en")
        builder = tab.locator("#builder")
        assert builder.is_visible() and "Alice" in tab.locator("#scenario").input_value()
        adder = builder.locator("[data-adder='Alice/battlefield']")
        adder.fill("Glory Seeker")
        adder.press("Enter")  # the keyboard adds the card ...
        assert tab.evaluate("document.activeElement.getAttribute('data-adder')") == "Alice/battlefield"  # ... and stays
        builder.locator("[data-adder='Bob/battlefield']").fill("Mountain")
        builder.get_by_role("button", name="Add").nth(4).click()  # Bob's battlefield, by pointer
        builder.get_by_role("button", name="Add to the stack").click()
        entry = builder.locator(".built-stack li").first
        entry.locator(".card-input").fill("Shock")
        entry.locator(".card-input").press("Tab")
        entry.get_by_label("Controller").select_option("Bob")
        builder.locator(".built-stack li").first.get_by_label("Glory Seeker (Alice)").check()
        yaml = tab.locator("#scenario").input_value()
        assert "battlefield: [Glory Seeker]" in yaml
        assert "{cast: Shock, controller: Bob, targets: [Glory Seeker]}" in yaml
        tab.locator("#yaml-problems .ok").wait_for()  # the server found the scenario valid
        with tab.expect_navigation():
            tab.get_by_role("button", name="Get the ruling").click()
        assert re.search(r"/rulings/[\w-]{20,}$", tab.url)
        assert "Glory Seeker" in tab.locator(".ruling-head .summary").inner_text()
        assert tab.locator("[data-frame]").count() > 2
        tab.get_by_role("link", name="Edit scenario").click()  # back into the builder with the same board
        tab.wait_for_url(re.compile(r"/rulings/new\?from="))
        assert tab.locator(".built-stack li").count() == 1
        assert tab.locator("#builder .built-card .card-input").first.input_value() == "Glory Seeker"


def test_hand_edits_are_checked_at_their_line(server, chromium) -> None:
    with open_tab(chromium, server, LAPTOP) as tab:
        tab.goto("/rulings/new?lang=en")
        tab.locator("#scenario").fill("game: mtg\nplayers:\n  - name: Alice\n    life: lots\n")
        tab.locator(".gutter .line.error").wait_for()
        assert tab.locator(".gutter .line.error").inner_text() == "4"
        problem = tab.locator("#yaml-problems li").first
        assert problem.inner_text().startswith("4:")
        tab.locator("#scenario").fill("game: mtg\nplayers:\n  - name: Alice\n    life: 7\n  - name: Bob\n")
        tab.locator("#yaml-problems .ok").wait_for()
        assert tab.locator("#builder input[type=number]").first.input_value() == "7"  # the builder followed


def test_a_title_in_three_languages_is_edited_in_the_page_language(server, chromium) -> None:
    with open_tab(chromium, server, LAPTOP) as tab:
        tab.goto(f"/rulings/new?example={GIANT_GROWTH.removeprefix('/scenarios/')}&lang=de")
        title = tab.locator("#builder").get_by_label("Titel")
        assert title.input_value() == "Riesenwuchs antwortet auf Schock"
        title.fill("Riesenwuchs gegen Schock")
        title.press("Tab")
        yaml = tab.locator("#scenario").input_value()
        assert "de: Riesenwuchs gegen Schock" in yaml and "en: Giant Growth answers Shock" in yaml


SWIPE_JS = """([fromX, toX]) => {
  const area = document.querySelector("[data-stepper] .frames");
  function touch(x) { return new Touch({identifier: 1, target: area, clientX: x, clientY: 400}); }
  area.dispatchEvent(new TouchEvent("touchstart", {touches: [touch(fromX)], changedTouches: [touch(fromX)]}));
  area.dispatchEvent(new TouchEvent("touchend", {touches: [], changedTouches: [touch(toX)]}));
}"""


def test_swiping_steps_forward_and_back_on_a_phone(server, chromium) -> None:
    with open_tab(chromium, server, PHONE) as tab:
        tab.goto(GIANT_GROWTH + "?lang=en")
        tab.evaluate(SWIPE_JS, [300, 100])  # right to left: the next step
        assert tab.locator("#step-1").is_visible() and tab.url.endswith("#step-1")
        tab.evaluate(SWIPE_JS, [300, 100])
        tab.evaluate(SWIPE_JS, [80, 320])  # left to right: back
        assert tab.locator("#step-1").is_visible() and not tab.locator("#step-2").is_visible()
        tab.evaluate(SWIPE_JS, [200, 180])  # a small move is no swipe
        assert tab.locator("#step-1").is_visible()


def test_a_yugioh_duel_built_in_the_builder_rules(server, chromium) -> None:
    with open_tab(chromium, server, LAPTOP) as tab:
        tab.on("dialog", lambda dialog: dialog.accept())  # "start a new scenario for the other game?"
        tab.goto("/rulings/new?lang=en")
        builder = tab.locator("#builder")
        builder.get_by_label("Game").select_option("yugioh")
        builder.locator("[data-adder='Yugi/monsters']").fill("Dark Magician")
        builder.locator("[data-adder='Yugi/monsters']").press("Enter")
        builder.locator("[data-adder='Kaiba/spells_traps']").fill("Mirror Force")
        builder.locator("[data-adder='Kaiba/spells_traps']").press("Enter")
        builder.get_by_label("Set (face-down)").check()
        builder.get_by_label("Phase").select_option("battle")
        builder.get_by_label("Attacking monster").select_option("Dark Magician")
        builder.get_by_role("button", name="Add a Chain Link").click()
        link = builder.locator(".built-stack li").first
        link.locator(".card-input").fill("Mirror Force")
        link.locator(".card-input").press("Tab")
        builder.locator(".built-stack li").first.get_by_label("Controller").select_option("Kaiba")
        yaml = tab.locator("#scenario").input_value()
        assert "attack: {attacker: Dark Magician, target: direct}" in yaml and "{card: Mirror Force, set: true}" in yaml
        tab.locator("#yaml-problems .ok").wait_for()
        with tab.expect_navigation():
            tab.get_by_role("button", name="Get the ruling").click()
        assert "Dark Magician is destroyed" in tab.locator(".ruling-head .summary").inner_text()


TAPPED = "/scenarios/mtg/board/tapped-attacker-at-declare-blockers"
DEFENSE = "/scenarios/yugioh/actions/change-position-then-no-attack"
TURNED_JS = """(selector) => Array.from(document.querySelectorAll(selector)).filter(el => el.offsetParent).map(el => {
  const box = el.getBoundingClientRect(), row = el.parentElement.getBoundingClientRect();
  const others = Array.from(el.parentElement.children).filter(o => o !== el).map(o => o.getBoundingClientRect());
  const overlaps = others.some(o => o.left < box.right - 1 && box.left < o.right - 1
                                 && o.top < box.bottom - 1 && box.top < o.bottom - 1);
  return {turned: getComputedStyle(el).writingMode === "vertical-rl", wide: box.width > box.height,
          inside: box.left >= row.left - 1 && box.right <= row.right + 1, overlaps};
})"""


@pytest.mark.parametrize("viewport", [PHONE, LAPTOP, {"width": 1024, "height": 768}], ids=["390", "1366", "1024"])
def test_tapped_cards_and_defense_position_are_turned_and_take_their_room(server, chromium, viewport) -> None:
    """A tapped card (Magic) and a Defense Position monster (Yu-Gi-Oh!) are turned 90°: they lie
    wider than tall while upright cards stand taller than wide, inside their row, overlapping nothing."""
    with open_tab(chromium, server, viewport) as tab:
        tab.goto(TAPPED + "#step-1")
        tab.wait_for_function("!document.getElementById('step-1').hidden")
        turned = tab.evaluate(TURNED_JS, "#step-1 .card.tapped")
        upright = tab.evaluate(TURNED_JS, "#step-1 .card:not(.tapped)")
        assert turned and all(c["turned"] and c["wide"] and c["inside"] and not c["overlaps"] for c in turned), turned
        assert upright and all(not c["turned"] and not c["wide"] for c in upright), upright
        tab.goto(DEFENSE + "#step-2")
        tab.wait_for_function("!document.getElementById('step-2').hidden")
        turned = tab.evaluate(TURNED_JS, "#step-2 .slot .card.defense")
        assert turned and all(c["turned"] and c["inside"] for c in turned), turned
        name = tab.locator("#step-2 .slot .card.defense .card-name").first
        assert name.is_visible() and name.inner_text().strip() == "Dark Magician"


def _ruled(tab) -> dict:
    """Submit the built scenario; the stored ruling's JSON."""
    tab.locator("#yaml-problems .ok").wait_for()  # the server found the scenario valid
    with tab.expect_navigation():
        tab.get_by_role("button", name="Get the ruling").click()
    assert re.search(r"/rulings/[\w-]{20,}$", tab.url)
    return tab.request.get(tab.url + ".json").json()


def test_yugioh_actions_built_with_the_keyboard_rule_and_reopen(server, chromium) -> None:
    """Summon, a Trap answering it, the Chain resolved, the Battle Phase and a direct attack: all
    picked in the builder (the keyboard adds cards and actions); the ruling follows them, and
    "Edit scenario" brings the actions back into the builder."""
    with open_tab(chromium, server, LAPTOP) as tab:
        tab.on("dialog", lambda dialog: dialog.accept())
        tab.goto("/rulings/new?lang=en")
        builder = tab.locator("#builder")
        builder.get_by_label("Game").select_option("yugioh")
        for adder, card in (("Yugi/monsters", "Dark Magician"), ("Yugi/hand", "Celtic Guardian"),
                            ("Kaiba/spells_traps", "Trap Hole")):
            builder.locator(f"[data-adder='{adder}']").fill(card)
            builder.locator(f"[data-adder='{adder}']").press("Enter")
        builder.get_by_label("Set (face-down)").check()
        kinds = builder.locator("[data-action-kind]")

        def add(kind: str):
            kinds.select_option(kind)
            kinds.focus()
            tab.keyboard.press("Tab")
            tab.keyboard.press("Enter")  # "Add the action", from the keyboard
            return builder.locator(".built-actions > li").last

        summon = add("summon")
        summon.locator(".card-input").fill("Celtic Guardian")
        summon.locator(".card-input").press("Tab")
        builder.locator(".built-actions > li").last.get_by_label("By").select_option("Yugi")
        trap = add("activate")
        trap.locator(".card-input").fill("Trap Hole")
        trap.locator(".card-input").press("Tab")
        builder.locator(".built-actions > li").last.get_by_label("By").select_option("Kaiba")
        add("resolve")
        add("to").get_by_label("go to").select_option("battle")
        attack = add("attack")
        attack.get_by_label("Attacking monster").select_option("Dark Magician")
        yaml = tab.locator("#scenario").input_value()
        assert "- {summon: {card: Celtic Guardian, by: Yugi}}" in yaml
        assert "- {activate: Trap Hole, by: Kaiba}" in yaml and "- {resolve: chain}" in yaml
        assert "- {to: battle}" in yaml and "- {attack: {attacker: Dark Magician, target: direct}}" in yaml
        ruling = _ruled(tab)
        assert not ruling["illegal"]
        assert ruling["final"]["players"]["Kaiba"]["life"] == 5500
        assert "Celtic Guardian" in ruling["final"]["players"]["Yugi"]["graveyard"]
        tab.get_by_role("link", name="Edit scenario").click()
        tab.wait_for_url(re.compile(r"/rulings/new\?from="))
        rows = tab.locator(".built-actions > li")
        assert [rows.nth(i).get_attribute("data-action") for i in range(rows.count())] == \
            ["summon", "activate", "resolve", "to", "attack"]
        assert rows.nth(4).get_by_label("Attacking monster").input_value() == "Dark Magician"


def test_magic_attacks_and_blocks_picked_from_the_board_on_a_phone(server, chromium) -> None:
    with open_tab(chromium, server, PHONE) as tab:
        tab.goto("/rulings/new?lang=en")
        builder = tab.locator("#builder")
        for adder, card in (("Alice/battlefield", "Grizzly Bears"), ("Alice/battlefield", "Hill Giant"),
                            ("Bob/battlefield", "Glory Seeker")):
            builder.locator(f"[data-adder='{adder}']").fill(card)
            builder.locator(f"[data-adder='{adder}']").press("Enter")
        kinds = builder.locator("[data-action-kind]")
        kinds.select_option("attack")
        builder.get_by_role("button", name="Add the action").click()
        for row in range(2):
            builder.get_by_role("button", name="Add an attacker").click()
            declaration = builder.locator(".built-actions .declaration").nth(row)
            declaration.get_by_label("Creature").select_option(["Grizzly Bears", "Hill Giant"][row])
            builder.locator(".built-actions .declaration").nth(row).get_by_label("attacks").select_option("Bob")
        kinds.select_option("block")
        builder.get_by_role("button", name="Add the action").click()
        builder.get_by_role("button", name="Add a blocker").click()
        block = builder.locator(".built-actions > li").last
        block.get_by_label("Creature").select_option("Glory Seeker")
        builder.locator(".built-actions > li").last.get_by_label("blocks").select_option("Hill Giant")
        assert tab.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        yaml = tab.locator("#scenario").input_value()
        assert "- attack: [{creature: Grizzly Bears, attacks: Bob}, {creature: Hill Giant, attacks: Bob}]" in yaml
        assert "- block: [{creature: Glory Seeker, blocks: Hill Giant}]" in yaml
        ruling = _ruled(tab)
        assert not ruling["illegal"] and ruling["final"]["players"]["Bob"]["life"] == 18
        assert "Glory Seeker" in ruling["final"]["players"]["Bob"]["graveyard"]
        assert {p["name"] for p in ruling["final"]["battlefield"]} == {"Grizzly Bears", "Hill Giant"}
