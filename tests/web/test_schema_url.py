"""The editor schema is served at a stable URL, for `# yaml-language-server: $schema=`."""

from __future__ import annotations

from judge.scenario.schema import scenario_schema


def test_the_web_app_serves_the_schema(client) -> None:
    response = client.get("/schema/mtg.json")
    assert response.status_code == 200
    assert response.get_json() == scenario_schema("mtg")
    assert client.get("/schema/chess.json").status_code == 404
