"""Object ids: the scenario's own, or the card's slug with the lowest free suffix."""

from judge.object_ids import ObjectIds


def test_repeated_names_get_increasing_suffixes_and_skip_reserved_ids() -> None:
    ids = ObjectIds()
    ids.reserve("forest-3")
    assert [ids.new("forest") for _ in range(4)] == ["forest", "forest-2", "forest-4", "forest-5"]
    assert ids.new("island") == "island"
    assert ids.new("forest-2") == "forest-2-2"  # a slug that looks like a suffixed id is still unique
