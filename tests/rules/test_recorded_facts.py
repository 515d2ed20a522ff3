"""The engine records the figures its readers would otherwise work out again: the lethal damage
each damage assignment counted for each recipient (702.19b, 702.2c) and why each creature
survived or died (702.12b, 615, 702.16e, 704.5f, 704.5g, 704.5h)."""

from __future__ import annotations

from typing import Any

from mtglearn.rules.combat.engine import Combat, CombatResult
from mtglearn.rules.core.events import Fate, LethalDamage


def _creature(cid: str, controller: str, power: int, toughness: int, *words: str) -> dict[str, Any]:
    return {
        "id": cid,
        "controller": controller,
        "power": power,
        "toughness": toughness,
        "keywords": list(words),
    }


def _resolve(creatures: list[dict[str, Any]], blocks: dict[str, Any], **more: Any) -> CombatResult:
    attacks = {c["id"]: "P2" for c in creatures if c["controller"] == "P1"}
    return Combat.from_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": creatures,
            "attacks": attacks,
            "blocks": blocks,
            **more,
        }
    ).resolve()


def _lethal(result: CombatResult, source: str, target: str) -> LethalDamage:
    (record,) = [r for r in result.lethal if r.source == source and r.target == target]
    return record


def test_a_trampler_counts_damage_already_marked() -> None:
    """702.19b: damage already marked on the blocker counts toward lethal damage."""
    result = _resolve(
        [_creature("T", "P1", 3, 3, "trample"), {**_creature("B", "P2", 1, 3), "damage": 2}],
        {"B": "T"},
    )
    record = _lethal(result, "T", "B")
    assert (record.lethal, record.marked, record.assigned, record.toughness) == (1, 2, 0, 3)
    assert record.rule == "702.19b" and record.step == "regular"
    assert result.life["P2"] == 18


def test_a_trampler_counts_damage_other_creatures_assigned_in_the_step() -> None:
    """702.19b: "damage from other creatures that's being assigned during the same combat
    damage step" counts: an attacker without trample assigns first (docs/scenario-format.md §1)."""
    result = _resolve(
        [
            _creature("A", "P1", 2, 2),
            _creature("T", "P1", 5, 5, "trample"),
            _creature("B", "P2", 1, 4, "can block an additional creature"),
        ],
        {"B": ["A", "T"]},
    )
    record = _lethal(result, "T", "B")
    assert (record.lethal, record.marked, record.assigned) == (2, 0, 2)
    assert result.life["P2"] == 17


def test_deathtouch_makes_one_lethal_except_in_the_sixth_edition_era() -> None:
    """702.2c today; under the 2003-2007 rules deathtouch was a triggered ability and its
    damage was never lethal by itself for trample (502.9b of 2003)."""
    creatures = [_creature("T", "P1", 5, 5, "trample", "deathtouch"), _creature("B", "P2", 1, 4)]
    today = _lethal(_resolve(creatures, {"B": "T"}), "T", "B")
    assert (today.lethal, today.deathtouch, today.rule) == (1, True, "702.2c")
    old = _lethal(_resolve(creatures, {"B": "T"}, era="sixth_edition"), "T", "B")
    assert (old.lethal, old.deathtouch, old.rule) == (4, False, "702.19b")


def test_an_explicit_trample_assignment_records_what_it_counted() -> None:
    result = _resolve(
        [_creature("T", "P1", 4, 4, "trample"), {**_creature("B", "P2", 1, 3), "damage": 1}],
        {"B": "T"},
        assign={"regular": {"T": {"B": 2, "P2": 2}}},
    )
    record = _lethal(result, "T", "B")
    assert (record.lethal, record.marked) == (2, 1)


def _fate(result: CombatResult, cid: str) -> Fate:
    return result.fates[cid]


def test_an_indestructible_blocker_with_lethal_damage_survives_by_702_12b() -> None:
    """The fact a learner was told wrong: 3 damage on a 1-toughness indestructible blocker is
    not "less than its toughness"; it survives because it is indestructible (702.12b)."""
    result = _resolve(
        [_creature("A", "P1", 3, 3), _creature("B", "P2", 1, 1, "indestructible")], {"B": "A"}
    )
    fate = _fate(result, "B")
    assert (fate.died, fate.why, fate.rule, fate.cause) == (
        False,
        "indestructible",
        "702.12b",
        "704.5g",
    )
    assert (fate.damage, fate.toughness) == (3, 1)
    assert _fate(result, "A") == Fate("A", False, "toughness", "704.5g", 1, 3)


def test_indestructible_against_deathtouch_cites_704_5h() -> None:
    result = _resolve(
        [_creature("A", "P1", 1, 3, "deathtouch"), _creature("B", "P2", 1, 4, "indestructible")],
        {"B": "A"},
    )
    fate = _fate(result, "B")
    assert (fate.why, fate.rule, fate.cause, fate.damage) == (
        "indestructible",
        "702.12b",
        "704.5h",
        1,
    )


def test_prevention_and_protection_are_recorded_as_why_a_creature_survived() -> None:
    shield = _resolve(
        [_creature("A", "P1", 3, 3), _creature("B", "P2", 1, 2)],
        {"B": "A"},
        prevent=[{"prevent": 2, "to": "B"}],
    )
    fate = _fate(shield, "B")
    assert (fate.why, fate.rule, fate.prevented, fate.damage) == ("prevented", "615.7", 2, 1)
    guarded = _resolve(
        [
            {**_creature("A", "P1", 3, 3), "colors": ["red"]},
            _creature("B", "P2", 1, 2, "protection from red"),
        ],
        {"B": "A"},
    )
    fate = _fate(guarded, "B")
    assert (fate.why, fate.rule, fate.prevented, fate.damage) == ("protection", "702.16e", 3, 0)


def test_deaths_cite_the_state_based_action_that_applied() -> None:
    lethal = _resolve([_creature("A", "P1", 3, 3), _creature("B", "P2", 1, 2)], {"B": "A"})
    assert (_fate(lethal, "B").died, _fate(lethal, "B").rule) == (True, "704.5g")
    touched = _resolve(
        [_creature("A", "P1", 1, 3, "deathtouch"), _creature("B", "P2", 1, 4)], {"B": "A"}
    )
    assert _fate(touched, "B").rule == "704.5h"
    shrunk = _resolve(
        [_creature("A", "P1", 3, 3), {**_creature("B", "P2", 1, 1), "counters": {"-1/-1": 1}}], {}
    )
    assert (_fate(shrunk, "B").died, _fate(shrunk, "B").rule) == (True, "704.5f")
