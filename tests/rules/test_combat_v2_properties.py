"""Property tests on random version 2 combats: protection, prevention and infect."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mtglearn import resolve_scenario
from tests.rules.test_combat_properties import combats

COLORS = ["white", "blue", "black", "red", "green"]
ONE_STEP_NO_LIFE_GAIN = {"first strike", "double strike", "lifelink"}


def to_player(out: dict[str, Any], player: str) -> int:
    return sum(d["amount"] for s in out["steps"] for d in s["damage"] if d["target"] == player)


@settings(max_examples=60, deadline=None)
@given(combats(), st.sampled_from(COLORS), st.sampled_from(COLORS))
def test_protection_on_blockers_never_changes_what_attackers_deal_the_player(
    data: dict[str, Any], color: str, quality: str
) -> None:
    """702.19b: lethal damage ignores protection, so in one combat damage step a blocker's
    protection never lets more (or less) damage through to the player."""
    plain = copy.deepcopy(data)
    for c in plain["creatures"]:
        c["colors"] = [color]
        c["keywords"] = [k for k in c["keywords"] if k not in ONE_STEP_NO_LIFE_GAIN]
    guarded = copy.deepcopy(plain)
    for c in guarded["creatures"]:
        if c["controller"] == "P2":
            c["keywords"] = [*c["keywords"], f"protection from {quality}"]
    assert to_player(resolve_scenario(guarded), "P2") == to_player(resolve_scenario(plain), "P2")


@settings(max_examples=60, deadline=None)
@given(combats())
def test_a_fog_leaves_every_life_total_and_creature_as_it_was(data: dict[str, Any]) -> None:
    """615.1a: all combat damage prevented: no life lost or gained, no damage marked."""
    fogged = {**copy.deepcopy(data), "prevent": [{"prevent": "all combat damage"}]}
    out = resolve_scenario(fogged)
    assert out["life"] == {p["name"]: p["life"] for p in data["players"]}
    assert all(s["damage"] == [] for s in out["steps"])
    for c in data["creatures"]:
        assert out["creatures"][c["id"]]["damage"] == c["damage"]


@settings(max_examples=60, deadline=None)
@given(combats())
def test_infect_turns_damage_to_the_player_into_as_many_poison_counters(
    data: dict[str, Any],
) -> None:
    """702.90b / 120.3b: with infect on every attacker, P2 loses no life to combat damage and
    gets one poison counter per damage dealt to them."""
    infected = copy.deepcopy(data)
    for c in infected["creatures"]:
        c["keywords"] = [k for k in c["keywords"] if k != "lifelink"]
        if c["controller"] == "P1":
            c["keywords"] = [*c["keywords"], "infect"]
    out = resolve_scenario(infected)
    start = {p["name"]: p["life"] for p in data["players"]}
    assert out["life"]["P2"] == start["P2"]
    assert out["poison"]["P2"] == to_player(out, "P2")
