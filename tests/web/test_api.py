"""The HTTP API of the contract: status codes, bodies, permanence of stored rulings, limits."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED = (ROOT / "scenarios/mtg/stack/seed-giant-growth-answers-shock.yaml").read_text()


def test_healthz(client) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200 and response.get_json() == {"status": "ok"}


def test_post_ruling_then_get_it_back(client) -> None:
    response = client.post("/api/rulings", data=SEED, content_type="application/yaml")
    assert response.status_code == 201
    body = response.get_json()
    assert {"id", "url", "game", "summary", "steps", "illegal", "choices", "final", "outcome"} <= set(body)
    assert len(body["id"]) >= 20
    again = client.get(f"/api/rulings/{body['id']}")
    assert again.status_code == 200
    stored = again.get_json()
    assert stored["steps"] == body["steps"] and stored["final"] == body["final"]
    assert client.get(body["url"]).status_code == 200


def test_same_scenario_same_ruling(client) -> None:
    first = client.post("/api/rulings", data=SEED).get_json()
    second = client.post("/api/rulings", data=SEED)
    assert second.status_code == 201 and second.get_json()["id"] == first["id"]  # the contract's status


def test_ruling_in_german(client) -> None:
    body = client.post("/api/rulings?lang=de", data=SEED).get_json()
    assert "Riesenwuchs" in body["summary"]
    assert client.get(f"/api/rulings/{body['id']}?lang=nl").get_json()["lang"] == "nl"


def test_invalid_scenario_is_400_with_position(client) -> None:
    response = client.post("/api/rulings", data=SEED.replace("Glory Seeker]", "Glory Seekr]", 1))
    assert response.status_code == 400
    body = response.get_json()
    assert body["line"] > 0 and body["column"] > 0 and "did you mean 'Glory Seeker'?" in body["error"]


def test_every_problem_is_in_the_400_body(client) -> None:
    text = "game: mtg\nplayers:\n  - {name: A, battlefield: [Grizly Bears]}\n  - {name: B, hand: [Shokc]}\n"
    body = client.post("/api/rulings", data=text).get_json()
    assert (body["line"], body["column"]) == (3, 29)  # the first problem, as before
    assert [(e["line"], e["path"], e["hint"]) for e in body["errors"]] == [
        (3, "players[0].battlefield[0].card", "did you mean 'Grizzly Bears'?"),
        (4, "players[1].hand[0].card", "did you mean 'Shock'?")]


def test_broken_yaml_is_400(client) -> None:
    response = client.post("/api/rulings", data="game: mtg\nplayers: [\n")
    assert response.status_code == 400 and response.get_json()["line"] >= 2


def test_unknown_ruling_is_404_json(client) -> None:
    response = client.get("/api/rulings/nope")
    assert response.status_code == 404 and "error" in response.get_json()


def test_body_over_one_mebibyte_is_413(client) -> None:
    response = client.post("/api/rulings", data="#" * (1 << 20 + 1))
    assert response.status_code == 413 and "limit" in response.get_json()["error"]


def test_wrong_method_is_json(client) -> None:
    assert client.delete("/api/rulings/x").status_code == 405


def test_not_utf8_is_400(client) -> None:
    assert client.post("/api/rulings", data=b"\xff\xfe\x00game").status_code == 400


def test_store_survives_a_new_app(tmp_path) -> None:
    from judge.web import create_app

    url = f"sqlite:///{tmp_path}/r.sqlite3"
    first = create_app({"DATABASE_URL": url, "SECRET_KEY": "x"}).test_client()
    ruling_id = first.post("/api/rulings", data=SEED).get_json()["id"]
    second = create_app({"DATABASE_URL": url, "SECRET_KEY": "x"}).test_client()
    assert second.get(f"/api/rulings/{ruling_id}").status_code == 200


OPTIONS_BOARD = """game: mtg
players:
  - {name: Alice, battlefield: [Grizzly Bears, Mountain, Forest], hand: [Giant Growth, Shock]}
  - {name: Bob, battlefield: [Hill Giant]}
turn: {active: Alice, step: precombat_main}
actions:
  - {to: declare_attackers}
  - {attack: [{creature: Grizzly Bears, attacks: Bob}]}
"""


def test_options_of_a_scenario(client) -> None:
    body = client.post("/api/options?player=Alice", data=OPTIONS_BOARD).get_json()
    assert body["player"] == "Alice" and body["after"] == 2 and len(body["actions"]) == 2
    assert {o["card"] for o in body["options"] if o["action"] == "cast"} == {"Giant Growth", "Shock"}
    before = client.post("/api/options?after=1&lang=de", data=OPTIONS_BOARD).get_json()
    assert before["declaring"] == "attackers" and [o["action"] for o in before["options"]] == ["attack"]
    assert "Riesenwuchs" in before["forbidden"][0]["reason"]
    bad = client.post("/api/options?after=9", data=OPTIONS_BOARD)
    assert bad.status_code == 400 and bad.get_json()["line"] == 6
    assert client.post("/api/options?player=Carol", data=OPTIONS_BOARD).status_code == 400


def test_options_of_a_stored_ruling_and_its_page(client) -> None:
    ruling = client.post("/api/rulings", data=OPTIONS_BOARD).get_json()
    body = client.get(f"/api/rulings/{ruling['id']}/options?player=Bob&after=2").get_json()
    assert body["player"] == "Bob" and not body["holds_priority"]
    assert client.get("/api/rulings/nothing-here/options").status_code == 404
    page = client.get(ruling["url"] + "?lang=de").get_data(as_text=True)
    assert "Was könnte ein Spieler hier tun?" in page
    options_page = client.get(f"/rulings/{ruling['id']}/options?player=Alice&after=1&lang=nl").get_data(as_text=True)
    assert "Alice verklaart nu de aanvallers" in options_page and "Grizzly Bears" in options_page


def test_an_api_answer_depends_on_its_address_alone(client) -> None:
    """`?lang=` picks an API answer's language, a cookie never does: no language cookie is set and
    no `Vary: Cookie`; the security headers are there as on every page, and no session is opened
    for a client that sends no session cookie."""
    response = client.get("/api/glossary/search?q=Trampelschaden&lang=de")
    assert response.status_code == 200 and response.get_json()["results"][0]["id"] == "trample"
    assert "Set-Cookie" not in response.headers and "Cookie" not in response.headers.get("Vary", "")
    assert response.headers["X-Frame-Options"] == "DENY" and len(response.headers.getlist("X-Frame-Options")) == 1
    page = client.get("/glossary?lang=de")
    assert "judge_lang=de" in page.headers["Set-Cookie"] and "Cookie" in page.headers["Vary"]
