"""A ruling with thousands of alike choices and stack objects reads on one page: each alike choice
once with how often it was made, at most CHOICES_SHOWN of them and OPTIONS_SHOWN options each, and
alike stack objects next to each other once with their number (the exports keep everything)."""

from __future__ import annotations

import re

from bench.boards import BOARDS
from judge.web import choice_view
from judge.web.choice_view import shown_choices


def _choice(text: str, options: list[str], taken: str) -> dict:
    return {"text": text, "options": options, "taken": taken, "default": True, "outcomes": [], "rules": ["603.3d"]}


def test_alike_choices_are_shown_once_with_their_number() -> None:
    choices = [_choice("A targets", ["Bob", "Al"], "Bob")] * 5 + [_choice("B targets", ["Bob", "Al"], "Al")]
    shown = shown_choices(choices)
    assert [(s.choice["text"], s.times) for s in shown.shown] == [("A targets", 5), ("B targets", 1)]
    assert shown.more == 0


def test_what_is_shown_is_bounded_and_keeps_the_option_taken(monkeypatch) -> None:
    monkeypatch.setattr(choice_view, "CHOICES_SHOWN", 3)
    monkeypatch.setattr(choice_view, "OPTIONS_SHOWN", 4)
    options = [f"order {n}" for n in range(30)]
    choices = [_choice("order", options, "order 25")] + [_choice(f"c{n}", ["x", "y"], "x") for n in range(5)]
    shown = shown_choices([*choices, _choice("c4", ["x", "y"], "x")])
    assert len(shown.shown) == 3 and shown.more == 4  # c2, c3 and c4 twice
    first = shown.shown[0]
    assert first.options == [("order 0", 1), ("order 1", 1), ("order 2", 1), ("order 3", 1), ("order 25", 1)]
    assert first.more_options == 25
    alike = shown_choices([_choice("order", ["A (1)"] * 95 + ["B"], "A (1)")]).shown[0]
    assert alike.options == [("A (1)", 95), ("B", 1)] and alike.more_options == 0


def test_a_wrath_on_blood_artists_reads_on_one_page(client) -> None:
    posted = client.post("/api/rulings", data=BOARDS["deaths seen by others"](24).encode())
    assert posted.status_code == 201
    targets = [c for c in posted.json["choices"] if c["kind"] == "target"]
    assert len(targets) > 80  # five Blood Artists see each of 19 deaths
    page = client.get(posted.json["url"] + "?lang=de").get_data(as_text=True)
    made = [int(n) for n in re.findall(r"Dieselbe Entscheidung wird (\d+)-mal getroffen", page)]
    assert made and sum(made) <= len(posted.json["choices"]) and max(made) > 40
    assert page.count("<table>") <= choice_view.CHOICES_SHOWN
    stacked = [int(n) for n in re.findall(r'<span class="count">× (\d+)</span> \(ausgelöste Fähigkeit\)', page)]
    assert stacked and max(stacked) > 10  # the triggers waiting on the stack, alike, on one line
    dutch = client.get(posted.json["url"] + "?lang=nl").get_data(as_text=True)
    assert "Dezelfde keuze wordt" in dutch and "keer gemaakt" in dutch
    exported = client.get(posted.json["url"] + ".json").get_json()
    assert len(exported["choices"]) == len(posted.json["choices"])  # the export keeps every choice


def test_the_text_and_markdown_list_an_alike_choice_once_with_how_often() -> None:
    from judge.explain.render import to_markdown, to_text
    from judge.ruling import load_text, rule

    ruling = rule(load_text(BOARDS["deaths seen by others"](24), "board"))
    targets = [d for d in ruling.choices if d.kind == "target"]
    assert len(targets) > 80
    german = to_text(ruling, "de")
    lines = [line for line in german.splitlines() if "wählt das Ziel" in line]
    assert len(lines) == 1 and f"({len(targets)}-mal)" in lines[0]
    assert f"({len(targets)} keer)" in to_text(ruling, "nl")
    markdown = to_markdown(ruling, "en")
    assert markdown.count("chooses the target") == 1 and f"({len(targets)} times)" in markdown


def test_the_order_of_triggers_lists_each_order_with_where_it_leads(client) -> None:
    """A trigger order's options are its triggers, its outcomes each order's: the table lists the orders,
    each with what it leads to, the order taken checked (it listed the two triggers, each with "–")."""
    from judge.paths import data_folder

    scenario = data_folder("scenarios") / "mtg" / "triggers" / "trigger-order-matters.yaml"
    posted = client.post("/api/rulings", data=scenario.read_bytes())
    order = next(c for c in posted.json["choices"] if c["kind"] == "trigger_order")
    assert len(order["outcomes"]) == 2
    page = client.get(posted.json["url"] + "?lang=nl").get_data(as_text=True)
    table = page[page.index('<section class="choices">'):]
    table = table[:table.index("</table>")]
    rows = re.findall(r'<tr( class="taken")?>\s*<th scope="row">([^<]*)</th>\s*<td>([^<]*)</td>', table)
    assert [(label, bool(taken)) for taken, label, _text in rows] == [
        ("Test Tide Keeper → Test Pyre Keeper", True), ("Test Pyre Keeper → Test Tide Keeper", False)]
    assert all("graveyards die verschillen" in text for _taken, _label, text in rows)
