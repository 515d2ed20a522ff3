"""The public path ``resolve_scenario(dict)`` makes no copy of its input, so these tests prove
what the copies used to guarantee: the input is never mutated, and no two outcomes (nor an
outcome and its input) share a list or a dict — for every shipped scenario of every kind, and
for combats that exercise every part of the outcome."""

from __future__ import annotations

import copy
import json
from importlib import resources
from typing import Any

import pytest

from mtglearn import resolve_scenario
from mtglearn.door.combat import Combat, Creature


def shipped() -> list[str]:
    folder = resources.files("mtglearn.data") / "scenarios"
    return sorted(e.name for e in folder.iterdir() if e.name.endswith(".json"))


def load(name: str) -> dict[str, Any]:
    folder = resources.files("mtglearn.data") / "scenarios"
    data: dict[str, Any] = json.loads((folder / name).read_text(encoding="utf-8"))
    return data


def containers(value: Any, found: dict[int, Any] | None = None) -> dict[int, Any]:
    """Every list and dict inside ``value`` (including itself), by identity."""
    found = {} if found is None else found
    if isinstance(value, dict):
        found[id(value)] = value
        for item in value.values():
            containers(item, found)
    elif isinstance(value, list):
        found[id(value)] = value
        for item in value:
            containers(item, found)
    return found


TRICKY = {
    "players": [{"name": "P1", "life": 20}, {"name": "P2", "life": 20}],
    "creatures": [
        {"id": "A", "controller": "P1", "power": 4, "toughness": 4, "keywords": ["double strike"]},
        {"id": "B", "controller": "P2", "power": 1, "toughness": 2, "counters": {"+1/+1": 1}},
    ],
    "attacks": {"A": "P2"},
    "blocks": {"B": "A"},
    "between_steps": [{"pump": "A", "power": 1, "toughness": 0}],
}


@pytest.mark.parametrize("name", [*shipped(), "tricky"])
def test_the_input_is_never_mutated(name: str) -> None:
    data = TRICKY if name == "tricky" else load(name)
    before = copy.deepcopy(data)
    resolve_scenario(data, "en")
    resolve_scenario(data, "fr")
    assert data == before


@pytest.mark.parametrize("name", [*shipped(), "tricky"])
def test_no_two_outcomes_share_objects(name: str) -> None:
    data = TRICKY if name == "tricky" else load(name)
    first = resolve_scenario(data, "en")
    second = resolve_scenario(data, "en")
    assert first == second
    a, b, given = containers(first), containers(second), containers(data)
    assert a.keys().isdisjoint(b.keys())
    assert a.keys().isdisjoint(given.keys())


def test_mutating_an_outcome_changes_nothing_else() -> None:
    first = resolve_scenario(TRICKY, "en")
    first["events"][0]["participants"].append("X")
    first["creatures"]["A"]["counters"]["hit"] = 9
    assert resolve_scenario(TRICKY, "en") == resolve_scenario(copy.deepcopy(TRICKY), "en")
    assert "X" not in resolve_scenario(TRICKY, "en")["events"][0].get("participants", [])


def test_to_dict_twice_shares_nothing_and_equals_the_public_outcome() -> None:
    result = Combat.from_scenario(TRICKY, "en").resolve("en")
    one, two = result.to_dict(), result.to_dict()
    assert one == two == resolve_scenario(TRICKY, "en")
    assert containers(one).keys().isdisjoint(containers(two).keys())


def test_a_prepared_combat_resolves_the_same_way_twice() -> None:
    combat = Combat.duel(Creature("A", 3, 3), Creature("B", 2, 2, controller="P2"))
    assert combat.resolve().to_dict() == combat.resolve().to_dict()
