"""Property tests on random legal combats (several attackers and blockers, damage keywords)."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mtglearn import resolve_scenario

DAMAGE_KEYWORDS = [
    "first strike",
    "double strike",
    "trample",
    "deathtouch",
    "lifelink",
    "indestructible",
]


@st.composite
def combats(draw: st.DrawFn) -> dict[str, Any]:
    n_att = draw(st.integers(1, 3))
    n_blk = draw(st.integers(0, 4))
    creatures = []
    for i in range(n_att + n_blk):
        creatures.append(
            {
                "id": f"{'A' if i < n_att else 'B'}{i}",
                "controller": "P1" if i < n_att else "P2",
                "power": draw(st.integers(-1, 8)),
                "toughness": draw(st.integers(1, 8)),
                "damage": draw(st.integers(0, 2)),
                "keywords": draw(
                    st.lists(st.sampled_from(DAMAGE_KEYWORDS), max_size=3, unique=True)
                ),
            }
        )
    attackers = [c["id"] for c in creatures[:n_att]]
    blocks: dict[str, Any] = {}
    for blocker in creatures[n_att:]:
        if draw(st.booleans()):
            blocks[blocker["id"]] = draw(st.sampled_from(attackers))
    for c in creatures:
        # drop creatures that would already be dead before combat damage
        c["damage"] = min(c["damage"], c["toughness"] - 1)
    return {
        "kind": "combat",
        "players": [{"name": "P1", "life": 40}, {"name": "P2", "life": 40}],
        "creatures": creatures,
        "attacks": {a: "P2" for a in attackers},
        "blocks": blocks,
    }


@settings(max_examples=300, deadline=None)
@given(combats())
def test_random_combats_obey_the_damage_rules(data: dict[str, Any]) -> None:
    before = copy.deepcopy(data)
    out = resolve_scenario(data)
    assert data == before
    assert resolve_scenario(data) == out
    power = {c["id"]: c["power"] for c in data["creatures"]}
    lifelink = {c["id"] for c in data["creatures"] if "lifelink" in c["keywords"]}
    for step in out["steps"]:
        dealt: dict[str, int] = {}
        for d in step["damage"]:
            assert d["amount"] > 0
            dealt[d["source"]] = dealt.get(d["source"], 0) + d["amount"]
        for source, amount in dealt.items():
            # no pumps or counters here: each source deals exactly its (positive) power
            assert amount == power[source] > 0
        gains = sum(
            e["amount"]
            for e in out["events"]
            if e["type"] == "life_gain" and e["step"] == step["step"]
        )
        assert gains == sum(v for k, v in dealt.items() if k in lifelink)
    to_p2 = sum(d["amount"] for s in out["steps"] for d in s["damage"] if d["target"] == "P2")
    gained = {
        p: sum(e["amount"] for e in out["events"] if e["type"] == "life_gain" and e["player"] == p)
        for p in ("P1", "P2")
    }
    assert out["life"]["P2"] == 40 - to_p2 + gained["P2"]
    assert out["life"]["P1"] == 40 + gained["P1"]
    # a creature that was blocked and has no trample never damages the player
    blocked = set(data["blocks"].values())
    trample = {c["id"] for c in data["creatures"] if "trample" in c["keywords"]}
    for step in out["steps"]:
        for d in step["damage"]:
            if d["target"] == "P2":
                assert d["source"] not in blocked or d["source"] in trample
