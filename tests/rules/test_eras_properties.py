"""Properties of the three eras on random combats (several attackers, blockers, keywords), each
a claim the rules of each era make true:

- in every era, a creature that deals combat damage in a step deals its power (510.1a today;
  310.2a in 2003: "will assign combat damage equal to its power"), and damage waiting on the
  stack is dealt as it was assigned (310.4);
- with one blocker for each blocked attacker, the Magic 2010 rules and today's agree: a damage
  assignment order of one creature orders nothing (509.2, 510.1c of April 2024);
- without actions while damage is on the stack, and without lifelink or deathtouch (triggered
  abilities in 2003–2009, 502.68a, 502.63), the Sixth Edition rules end a combat as the Magic
  2010 rules do: what changed in 2009 is the moment for playing spells, not what damage does.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mtglearn import resolve_scenario
from mtglearn.rules.combat.eras import ERAS

KEYWORDS = ["first strike", "double strike", "trample", "vigilance", "indestructible"]
TRIGGERED = ["deathtouch", "lifelink"]


@st.composite
def combats(draw: st.DrawFn, keywords: list[str], single_blocks: bool = False) -> dict[str, Any]:
    n_att = draw(st.integers(1, 3))
    n_blk = draw(st.integers(0, 4))
    creatures = []
    for i in range(n_att + n_blk):
        toughness = draw(st.integers(1, 6))
        creatures.append(
            {
                "id": f"{'A' if i < n_att else 'B'}{i}",
                "controller": "P1" if i < n_att else "P2",
                "power": draw(st.integers(1, 6)),
                "toughness": toughness,
                "damage": draw(st.integers(0, toughness - 1)),
                "keywords": draw(st.lists(st.sampled_from(keywords), max_size=3, unique=True)),
            }
        )
    attackers = [c["id"] for c in creatures[:n_att]]
    blocks: dict[str, Any] = {}
    free = list(attackers)
    for blocker in creatures[n_att:]:
        if not free or not draw(st.booleans()):
            continue
        target = draw(st.sampled_from(free))
        blocks[blocker["id"]] = target
        if single_blocks:
            free.remove(target)
    return {
        "players": [{"name": "P1", "life": 40}, {"name": "P2", "life": 40}],
        "creatures": creatures,
        "attacks": {a: "P2" for a in attackers},
        "blocks": blocks,
    }


def end_of(outcome: dict[str, Any]) -> tuple[Any, ...]:
    """What a combat ends with: life totals, the dead, each creature's state."""
    return outcome["life"], outcome["died"], outcome["creatures"]


@settings(max_examples=150, deadline=None)
@given(combats(KEYWORDS + TRIGGERED), st.sampled_from(ERAS))
def test_in_every_era_each_creature_deals_its_power(data: dict[str, Any], era: str) -> None:
    """510.1a / 310.2a (2003): a creature assigns combat damage equal to its power; nothing
    changes power here, so each source deals exactly its power in each step it deals damage."""
    out = resolve_scenario({**data, "era": era})
    power = {c["id"]: c["power"] for c in data["creatures"]}
    for step in out["steps"]:
        dealt: dict[str, int] = {}
        for d in step["damage"]:
            dealt[d["source"]] = dealt.get(d["source"], 0) + d["amount"]
        assert all(amount == power[source] for source, amount in dealt.items())


@settings(max_examples=150, deadline=None)
@given(combats(KEYWORDS + TRIGGERED))
def test_damage_on_the_stack_is_dealt_as_it_was_assigned(data: dict[str, Any]) -> None:
    """310.4 (2003): "When it resolves, it's all dealt at once, as originally assigned": with
    nothing done while it waits, the damage dealt in each step is the damage put on the stack."""
    out = resolve_scenario({**data, "era": "sixth_edition"})
    stacked = [e["assigned"] for e in out["events"] if e["type"] == "damage_on_stack"]
    assert len(stacked) == len(out["steps"])
    for step, assigned in zip(out["steps"], stacked, strict=True):
        dealt = sorted((d["source"], d["target"], d["amount"]) for d in step["damage"])
        assert dealt == sorted((a["source"], a["target"], a["amount"]) for a in assigned)


@settings(max_examples=150, deadline=None)
@given(combats(KEYWORDS + TRIGGERED, single_blocks=True), st.data())
def test_with_one_blocker_each_m10_and_today_agree(
    data: dict[str, Any], more: st.DataObject
) -> None:
    """509.2 (April 2024): a damage assignment order is "the creatures blocking it in an order";
    with one blocker it orders nothing, so a combat (its divisions given or not) ends the same
    under the Magic 2010 rules as today."""
    strikers = any(
        {"first strike", "double strike"} & set(c["keywords"]) for c in data["creatures"]
    )
    if not strikers and more.draw(st.booleans()):
        # a division given for each blocked trampler, all to its blocker (one step only)
        blockers = {a: b for b, a in data["blocks"].items()}
        data = copy.deepcopy(data)
        data["assign"] = {
            "regular": {
                c["id"]: {blockers[c["id"]]: c["power"]}
                for c in data["creatures"]
                if c["id"] in blockers and "trample" in c["keywords"]
            }
        }
    today = resolve_scenario({**data, "era": "foundations"})
    then = resolve_scenario({**data, "era": "m10"})
    assert end_of(then) == end_of(today)


@settings(max_examples=150, deadline=None)
@given(combats(KEYWORDS))
def test_sixth_edition_without_responses_ends_as_m10(data: dict[str, Any]) -> None:
    """310.1–310.4 (2003) against 510.1–510.2 (Magic 2010): damage assigned, then dealt as
    assigned — with nothing played in between, no lifelink or deathtouch (triggered abilities
    then, 502.68a, 502.63) and the default divisions (the same in both: lethal damage to each
    blocker in turn), the combat ends the same way."""
    then = resolve_scenario({**data, "era": "sixth_edition"})
    later = resolve_scenario({**data, "era": "m10"})
    assert end_of(then) == end_of(later)
