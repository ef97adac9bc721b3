"""The HTML pages through Flask's test client: every route, languages, forms, exports, errors."""

from __future__ import annotations

from pathlib import Path

from tests.web.conftest import csrf_token

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = "mtg/stack/seed-giant-growth-answers-shock"
SEED = (ROOT / f"scenarios/{EXAMPLE}.yaml").read_text()


def _open_example(client, lang: str = "en") -> str:
    """Open a library example; returns its permalink path."""
    response = client.get(f"/scenarios/{EXAMPLE}?lang={lang}")
    assert response.status_code == 302
    return response.headers["Location"]


def test_home_links_every_part(client) -> None:
    page = client.get("/").get_data(as_text=True)
    for href in ("/glossary", "/rulings/new", "/scenarios", "/turn"):
        assert f'href="{href}"' in page


def test_static_files_are_served(client) -> None:
    assert b"setUpStepper" in client.get("/static/judge.js").data
    assert b".board" in client.get("/static/judge.css").data


def test_language_from_query_is_remembered_in_a_cookie(client) -> None:
    response = client.get("/?lang=nl")
    assert 'lang="nl"' in response.get_data(as_text=True)
    assert "judge_lang=nl" in response.headers["Set-Cookie"]
    assert "Woordenlijst" in client.get("/").get_data(as_text=True)  # the cookie, no query


def test_language_from_accept_language(client) -> None:
    page = client.get("/", headers={"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"}).get_data(as_text=True)
    assert 'lang="de"' in page and "Glossar" in page
    assert 'lang="en"' in client.get("/", headers={"Accept-Language": "fr"}).get_data(as_text=True)


def test_unknown_language_falls_back(client) -> None:
    response = client.get("/?lang=xx", headers={"Accept-Language": "nl"})
    assert 'lang="nl"' in response.get_data(as_text=True) and "Set-Cookie" not in response.headers


def test_security_headers(client) -> None:
    headers = client.get("/").headers
    csp = headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
    assert headers["X-Content-Type-Options"] == "nosniff"


def test_no_inline_scripts_or_styles_in_pages(client) -> None:
    """The CSP forbids inline code; the pages must not need any."""
    ruling = _open_example(client)
    for url in ("/", "/glossary", "/rulings/new", "/scenarios", "/turn", ruling):
        page = client.get(url).get_data(as_text=True)
        assert "<script>" not in page and " style=" not in page and "onclick" not in page, url


def test_open_example_and_read_its_ruling(client) -> None:
    permalink = _open_example(client)
    page = client.get(permalink).get_data(as_text=True)
    assert "Giant Growth answers Shock" in page
    assert 'id="step-0"' in page and 'data-step-next' in page
    assert 'class="card' in page and "5/5" in page  # the board at the step where Giant Growth resolved
    assert 'title="' in page and "608.2" in page  # rule citations with their summaries
    assert 'href="/glossary/mtg/stack"' in page or 'href="/glossary/mtg/resolve"' in page
    assert _open_example(client) == permalink  # same scenario, same permalink


def test_ruling_page_in_german_uses_german_card_names(client) -> None:
    page = client.get(_open_example(client) + "?lang=de").get_data(as_text=True)
    assert "Riesenwuchs" in page and "Stapel" in page and "Schritt 1 von" in page


def test_markdown_and_json_exports(client) -> None:
    permalink = _open_example(client)
    markdown = client.get(permalink + ".md?lang=de")
    assert markdown.mimetype == "text/markdown"
    assert "**„Riesenwuchs“ wird verrechnet." in markdown.get_data(as_text=True)
    assert permalink in markdown.get_data(as_text=True)
    text = markdown.get_data(as_text=True)
    start = text.index("**Die Ausgangslage")  # the starting board, after the answer and before the steps
    assert text.index("**„Riesenwuchs“ wird verrechnet.") < start < text.index("\n1. ")
    assert "- **Alice** ♥ 20 · aktiver Spieler\n  - Kreaturen: Ruhmsucher (2/2)\n  - Länder: Wald\n" in text
    assert "Stapel (oberstes zuerst): Riesenwuchs (Alice) → Ruhmsucher; Schock (Bob) → Ruhmsucher" in text
    exported = client.get(permalink + ".json")
    assert "attachment" in exported.headers["Content-Disposition"]
    body = exported.get_json()
    assert body["id"] == permalink.rsplit("/", 1)[1] and body["steps"] and body["game"] == "mtg"
    assert client.get(permalink + "/scenario.yaml").get_data(as_text=True) == SEED


def test_submit_pasted_scenario(client) -> None:
    response = client.post("/rulings", data={"scenario": SEED, "csrf_token": csrf_token(client)})
    assert response.status_code == 303 and response.headers["Location"].startswith("/rulings/")
    assert client.get(response.headers["Location"]).status_code == 200


def test_submit_uploaded_file(client) -> None:
    from io import BytesIO

    data = {"upload": (BytesIO(SEED.encode()), "mine.yaml"), "scenario": "", "csrf_token": csrf_token(client)}
    response = client.post("/rulings", data=data, content_type="multipart/form-data")
    assert response.status_code == 303


def test_invalid_scenario_is_shown_at_its_line(client) -> None:
    broken = SEED.replace("[Glory Seeker, Forest]", "[Glory Seekr, Forest]")
    response = client.post("/rulings", data={"scenario": broken, "csrf_token": csrf_token(client)})
    page = response.get_data(as_text=True)
    line = next(n for n, text in enumerate(broken.splitlines(), 1) if "Glory Seekr" in text)
    assert response.status_code == 400
    assert f'data-error-line="{line}"' in page and 'class="error-line"' in page
    assert "did you mean &#39;Glory Seeker&#39;?" in page
    assert "Glory Seekr, Forest]</textarea>" not in page and "Glory Seekr" in page  # the text is kept to fix it


def test_empty_submission_is_explained(client) -> None:
    response = client.post("/rulings?lang=de", data={"scenario": "  ", "csrf_token": csrf_token(client)})
    assert response.status_code == 400 and "Das Szenario ist leer" in response.get_data(as_text=True)


def test_form_post_without_csrf_token_is_refused(client) -> None:
    response = client.post("/rulings", data={"scenario": SEED})
    assert response.status_code == 400 and "expired" in response.get_data(as_text=True)
    response = client.post("/rulings", data={"scenario": SEED, "csrf_token": "forged"})
    assert response.status_code == 400


def test_api_post_needs_no_csrf_token(client) -> None:
    assert client.post("/api/rulings", data=SEED).status_code == 201


def test_form_over_one_mebibyte_is_413_page(client) -> None:
    response = client.post("/rulings", data={"scenario": "#" * (1 << 20), "csrf_token": "x"})
    assert response.status_code == 413 and "1 MiB" in response.get_data(as_text=True)


def test_start_from_example_fills_the_form(client) -> None:
    page = client.get(f"/rulings/new?example={EXAMPLE}").get_data(as_text=True)
    assert "Glory Seeker" in page and f'value="{EXAMPLE}" selected' in page
    assert "Glory Seeker" not in client.get("/rulings/new?example=../../etc/passwd").get_data(as_text=True)


def test_edit_a_stored_ruling_scenario(client) -> None:
    ruling_id = _open_example(client).rsplit("/", 1)[1]
    assert "Glory Seeker" in client.get(f"/rulings/new?from={ruling_id}").get_data(as_text=True)


def test_gallery_lists_the_library(client) -> None:
    page = client.get("/scenarios?topic=stack&game=mtg").get_data(as_text=True)  # the first page shows 30
    assert "Giant Growth answers Shock" in page and f'href="/scenarios/{EXAMPLE}"' in page
    assert "The starter rulebook" in page  # the description from the YAML
    assert client.get(f"/scenarios/{EXAMPLE}.yaml").get_data(as_text=True) == SEED


def test_unknown_pages_are_friendly_and_translated(client) -> None:
    response = client.get("/nowhere?lang=de")
    assert response.status_code == 404 and "Seite nicht gefunden" in response.get_data(as_text=True)
    assert "Traceback" not in response.get_data(as_text=True)
    assert client.get("/rulings/does-not-exist").status_code == 404
    assert client.get("/scenarios/mtg/stack/nope").status_code == 404
    assert client.get("/glossary/mtg/no-such-term").status_code == 404
    assert client.get("/turn/chess").status_code == 404


def test_wrong_method_on_a_page(client) -> None:
    assert client.delete("/glossary").status_code == 405


def test_unexpected_error_is_a_friendly_500(app, monkeypatch) -> None:
    def broken(*_args, **_kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr("judge.web.gallery.find", broken)
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = app.test_client().get("/scenarios")
    assert response.status_code == 500 and "boom" not in response.get_data(as_text=True)
    assert "Something went wrong" in response.get_data(as_text=True)


def test_pages_and_json_are_gzipped_when_the_browser_accepts_it(client) -> None:
    import gzip

    page = client.get("/glossary", headers={"Accept-Encoding": "gzip"})
    assert page.headers.get("Content-Encoding") == "gzip" and b"<html" in gzip.decompress(page.data)
    found = client.get("/api/glossary/search?q=damage", headers={"Accept-Encoding": "gzip"})
    assert found.headers.get("Content-Encoding") == "gzip" and b"results" in gzip.decompress(found.data)
    assert "Content-Encoding" not in client.get("/glossary").headers  # plain for clients that don't ask


def test_site_search_finds_terms_rules_and_cards_with_the_match_marked(client) -> None:
    page = client.get("/search?q=trample&lang=en").get_data(as_text=True)
    assert 'href="/glossary/mtg/trample"' in page and 'href="/rules/mtg/702.19b"' in page
    assert "<mark>Trample</mark>" in page and 'href="/cards?q=trample"' in page
    by_number = client.get("/search?q=702.19&lang=en").get_data(as_text=True)
    assert 'href="/rules/mtg/702.19b"' in by_number and "<mark>702.19</mark>b" in by_number
    german = client.get("/search?q=Riesenwuchs&lang=de").get_data(as_text=True)
    assert 'href="/cards/mtg/Giant%20Growth"' in german and "<mark>Riesenwuchs</mark>" in german
    assert 'id="site-q"' in page and 'value="trample"' in page  # the header box keeps the query
    assert "Nichts gefunden." in client.get("/search?q=zzqqxx&lang=de").get_data(as_text=True)


def test_a_rule_number_query_shows_the_rule_page_first(client) -> None:
    """"CR 702.19b" names a rule: its page leads, before the terms citing it; a parent rule
    without a page of its own lists the rules under it, compared as parts (702.2 is not 702.20)."""
    page = client.get("/search?q=CR+702.19b&lang=de").get_data(as_text=True)
    assert page.index("/rules/mtg/702.19b") < page.index("/glossary/mtg/trample")
    assert page.index("<h2>Regeln</h2>") < page.index("<h2>Glossar</h2>")
    parent = client.get("/search?q=rule+702.2&lang=en").get_data(as_text=True)
    assert "/rules/mtg/702.2" in parent and "/rules/mtg/702.20" not in parent
    words = client.get("/search?q=trample&lang=en").get_data(as_text=True)
    assert words.index("<h2>Glossary</h2>") < words.index("<h2>Rules</h2>")
    asked = client.get("/search?q=was+sagt+Regel+702.19b&lang=de").get_data(as_text=True)
    assert asked.index("/rules/mtg/702.19b") < asked.index("/glossary/mtg/trample")
