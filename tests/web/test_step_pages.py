"""A long ruling's steps come a page at a time: each page draws only its own frames (bounded by
counting the boards drawn, never by time), frames keep their numbers across pages, links to a
step on another page carry that page's address, and the pages together are the whole ruling."""

from __future__ import annotations

import re

import pytest

from bench.boards import BOARDS
from judge.web import step_pages
from judge.web.step_pages import ruling_frames

SIZE = 7  # frames per page in these tests (a long ruling on a small scale)


@pytest.fixture()
def long_ruling(client, monkeypatch):
    """A ruling of a few dozen steps (creatures dying into tokens one by one), its permalink and JSON."""
    monkeypatch.setattr(step_pages, "FRAMES_PER_PAGE", SIZE)
    posted = client.post("/api/rulings", data=BOARDS["dies -> token"](8).encode())
    assert posted.status_code == 201
    url = posted.json["url"]
    data = client.get(url + ".json").get_json()
    assert len(data["steps"]) > 3 * SIZE
    return url, data


def _frame_ids(page: str) -> list[int]:
    return [int(n) for n in re.findall(r'<section class="frame[^"]*" id="step-(\d+)"', page)]


def test_each_page_draws_its_own_frames_and_together_they_are_the_ruling(client, long_ruling) -> None:
    url, data = long_ruling
    total = len(step_pages.frame_plan(data))
    pages = -(-total // SIZE)
    seen = []
    for number in range(1, pages + 1):
        page = client.get(f"{url}?page={number}").get_data(as_text=True)
        ids = _frame_ids(page)
        assert ids == list(range((number - 1) * SIZE, min(number * SIZE, total)))
        seen += ids
    assert seen == list(range(total))
    # a page past the end is the last one; the first page's address has no page number
    assert _frame_ids(client.get(f"{url}?page={pages + 5}").get_data(as_text=True)) == seen[(pages - 1) * SIZE:]
    assert _frame_ids(client.get(url).get_data(as_text=True)) == seen[:SIZE]


def test_links_across_a_page_boundary_name_the_other_page(client, long_ruling) -> None:
    url, _data = long_ruling
    first = client.get(url).get_data(as_text=True)
    last_frame = first[first.index(f'id="step-{SIZE - 1}"'):]
    assert f'href="{url}?page=2#step-{SIZE}" data-step-next' in last_frame
    second = client.get(f"{url}?page=2&lang=de").get_data(as_text=True)
    first_frame = second[second.index(f'id="step-{SIZE}"'):]
    assert f'href="{url}?lang=de#step-{SIZE - 1}" data-step-prev' in first_frame  # page 1 has no number
    assert f'href="#step-{SIZE + 1}" data-step-next' in first_frame
    pager = second[second.index('class="pagination step-pages"'):]
    assert "Seite 2 von" in pager and "Schritte 8 bis 14" in pager and "Vorherige Seite" in pager
    dutch = client.get(f"{url}?page=2&lang=nl").get_data(as_text=True)
    assert "stappen 8 tot en met 14" in dutch and "Volgende pagina" in dutch


def _changes(frame: dict) -> list[list[str]] | None:
    return frame["board"] and [card.changes for player in frame["board"].players for card in player.cards()]


def test_a_page_draws_the_boards_of_its_frames_only(app, long_ruling, monkeypatch) -> None:
    _url, data = long_ruling
    with app.test_request_context():
        whole = ruling_frames(data)
        drawn = []
        real = step_pages.board_view
        monkeypatch.setattr(step_pages, "board_view", lambda raw, game: drawn.append(raw) or real(raw, game))
        count = -(-len(whole) // SIZE)
        pages = [step_pages.step_page(data, number, lambda n: f"?page={n}") for number in range(1, count + 1)]
    assert len(drawn) <= len(pages) * (SIZE + 1)  # each page: its frames and the board before them
    # the same frames, changes marked alike, as when the ruling is drawn whole; the first frame of a
    # page is marked against the last board of the page before
    assert [f["text"] for page in pages for f in page.frames] == [f["text"] for f in whole]
    assert [_changes(f) for page in pages for f in page.frames] == [_changes(f) for f in whole]
    assert any(any(_changes(page.frames[0]) or []) for page in pages[1:])


def test_a_short_ruling_has_no_pager(client) -> None:
    posted = client.post("/api/rulings", data=BOARDS["dies -> token"](3).encode())
    page = client.get(posted.json["url"]).get_data(as_text=True)
    assert "step-pages" not in page and "data-page-size" not in page


def test_a_page_of_a_stored_ruling_reads_only_the_parts_it_shows(app, client, long_ruling, monkeypatch) -> None:
    """A long ruling is stored in parts (judge/web/ruling_parts.py): its page reads the head, the
    chunks of its own steps and the boards of its frames, never the whole ruling; the JSON export
    reads it whole and says the same as the pages."""
    from judge.web import ruling_parts
    from judge.web.store import RulingStore

    monkeypatch.setattr(ruling_parts, "CHUNK", 5)
    posted = client.post("/api/rulings", data=BOARDS["dies -> token"](9).encode())
    url = posted.json["url"]
    store = app.config["RULING_STORE"]
    stored = store.get(url.rsplit("/", 1)[1])
    info = stored.rendered["neutral"]["parts"]
    assert info["steps"] == len(posted.json["steps"]) and len(ruling_parts.names(stored.rendered["neutral"])) > 8
    read: list[list[str]] = []
    real = RulingStore.parts
    monkeypatch.setattr(RulingStore, "parts", lambda self, rid, wanted: read.append(wanted) or real(self, rid, wanted))
    page = client.get(f"{url}?page=3").get_data(as_text=True)
    chunks = {name for wanted in read for name in wanted if name.startswith("events/")}
    assert len(chunks) <= -(-SIZE // 5) + 1  # the chunks its frames' steps are in
    boards = {name for wanted in read for name in wanted if name.startswith("board/")}
    assert len(boards) <= SIZE + 2  # its frames' boards, the one before them, the ruling's last
    texts = [step["text"] for step in client.get(url + ".json").get_json()["steps"]]
    with app.test_request_context():
        frames = step_pages.step_page(store.get(stored.id).page("en"), 3, str).frames
    assert [f["text"] for f in frames] == texts[2 * SIZE - 1:3 * SIZE - 1]  # frame 0 is the start
    assert all(f'id="step-{n}"' in page for n in range(2 * SIZE, 3 * SIZE))
