"""The French glossary page on double strike and Comprehensive Rules examples, resolved by the
combat engine."""

from __future__ import annotations

from typing import Any

import pytest

from mtglearn import resolve_scenario
from mtglearn.base.errors import ScenarioError
from mtglearn.door.combat import Combat, Creature
from tests.support.scenarios import creature as c


def scenario(
    creatures: list[dict[str, Any]], attacks: dict[str, str], **extra: Any
) -> dict[str, Any]:
    return {
        "kind": "combat",
        "players": [{"name": "P1", "life": 20}, {"name": "P2", "life": 20}],
        "creatures": creatures,
        "attacks": attacks,
        **extra,
    }


# ---- the French glossary page on double strike (entry "Double initiative") -------------------


def test_crypt_champion_deals_4_with_power_2() -> None:
    champion = Creature("A", 2, 2, keywords=("double initiative",), name="Champion de la crypte")
    result = Combat.duel(champion).resolve()
    assert result.damage_to("P2") == 4
    assert result.life["P2"] == 16


def test_blocked_double_striker_killing_its_blockers_deals_nothing_more_without_trample() -> None:
    out = resolve_scenario(
        scenario(
            [
                c("A", "P1", 4, 4, "double strike"),
                c("B", "P2", 1, 2),
                c("C", "P2", 1, 2, "can block an additional creature"),
            ],
            {"A": "P2"},
            blocks={"B": "A", "C": "A"},
        )
    )
    assert out["steps"][0]["died"] == ["B", "C"]
    assert out["steps"][1]["damage"] == []
    assert out["life"]["P2"] == 20
    with_trample = resolve_scenario(
        scenario(
            [
                c("A", "P1", 4, 4, "double strike", "trample"),
                c("B", "P2", 1, 2),
                c("C", "P2", 1, 2),
            ],
            {"A": "P2"},
            blocks={"B": "A", "C": "A"},
        )
    )
    assert with_trample["life"]["P2"] == 20 - 4


def test_first_strike_adds_nothing_to_double_strike() -> None:
    both = Combat.duel(Creature("A", 3, 3, keywords=("double strike", "first strike"))).resolve()
    assert both.damage_to("P2") == 6
    assert [s["step"] for s in both.steps] == ["first_strike", "regular"]


def test_two_instances_of_first_strike_are_not_double_strike() -> None:
    out = resolve_scenario(
        scenario([c("A", "P1", 3, 3, "first strike", "initiative")], {"A": "P2"})
    )
    assert out["life"]["P2"] == 17
    assert out["creatures"]["A"]["keywords"] == ["first strike"]


@pytest.mark.parametrize("when", ["before_damage", "between_steps"])
def test_battle_mastery_or_rage_reflection_grants_double_strike(when: str) -> None:
    # Battle Mastery (Aura) / Rage Reflection (enchantment) grant double strike: a keyword gain.
    # Before damage: two hits. After first-strike damage to a first striker: 702.4d.
    grant = [{"gain": "double strike", "target": "A"}]
    out = resolve_scenario(
        scenario([c("A", "P1", 3, 3, "first strike")], {"A": "P2"}, **{when: grant})
    )
    assert out["life"]["P2"] == 14


# ---- 702.4c, 702.4d, 702.7c --------------------------------------------------------------------


def test_702_4c_losing_double_strike_stops_the_second_hit() -> None:
    out = resolve_scenario(
        scenario(
            [c("A", "P1", 3, 3, "double strike")],
            {"A": "P2"},
            between_steps=[{"lose": "double strike", "target": "A"}],
        )
    )
    assert out["life"]["P2"] == 17
    assert any(e["type"] == "no_second_strike" and e["rule"] == "702.4c" for e in out["events"])


def test_702_4d_gaining_double_strike_after_first_strike_damage() -> None:
    out = resolve_scenario(
        scenario(
            [c("A", "P1", 3, 3, "first strike")],
            {"A": "P2"},
            between_steps=[{"gain": "double strike", "target": "A"}],
        )
    )
    assert [sum(d["amount"] for d in s["damage"]) for s in out["steps"]] == [3, 3]


def test_702_7c_gaining_first_strike_late_does_not_stop_regular_damage() -> None:
    out = resolve_scenario(
        scenario(
            [c("A", "P1", 3, 3, "first strike"), c("X", "P1", 2, 2)],
            {"A": "P2", "X": "P2"},
            between_steps=[{"gain": "first strike", "target": "X"}],
        )
    )
    assert out["steps"][1]["damage"] == [
        {
            "source": "X",
            "source_controller": "P1",
            "target": "P2",
            "target_type": "player",
            "amount": 2,
        }
    ]


def test_702_7c_losing_first_strike_after_dealing_it_gives_no_second_hit() -> None:
    out = resolve_scenario(
        scenario(
            [c("A", "P1", 3, 3, "first strike")],
            {"A": "P2"},
            between_steps=[{"lose": "first strike", "target": "A"}],
        )
    )
    assert out["life"]["P2"] == 17


def test_a_creature_destroyed_by_first_strike_damage_deals_no_regular_damage() -> None:
    result = Combat.duel(
        Creature("A", 3, 3, keywords=("first strike",)), Creature("B", 5, 3, controller="P2")
    ).resolve()
    assert result.died == ["B"]
    assert result.damage_to("A") == 0


# ---- 510.1c, 702.19b, 702.19d -----------------------------------------------------------------


def regrower(assign: dict[str, int] | None) -> dict[str, Any]:
    return scenario(
        [
            c("E", "P1", 4, 3, name="Elvish Regrower"),
            c("S", "P2", 2, 3, name="Vampire Spawn"),
            c(
                "H",
                "P2",
                1,
                1,
                name="Helpful Hunter",
                **{"keywords": ["can block an additional creature"]},
            ),
        ],
        {"E": "P2"},
        blocks={"S": "E", "H": "E"},
        **({"assign": {"regular": {"E": assign}}} if assign is not None else {}),
    )


@pytest.mark.parametrize("spawn,hunter", [(0, 4), (1, 3), (2, 2), (3, 1), (4, 0)])
def test_510_1c_elvish_regrower_every_listed_division_is_legal(spawn: int, hunter: int) -> None:
    out = resolve_scenario(regrower({"S": spawn, "H": hunter}))
    assert out["creatures"]["S"]["damage"] == spawn
    assert out["creatures"]["H"]["damage"] == hunter


@pytest.mark.parametrize(
    "division", [{"S": 3, "H": 2}, {"S": 1, "H": 1}, {"S": 2, "H": 1, "P2": 1}]
)
def test_510_1c_elvish_regrower_illegal_divisions(division: dict[str, int]) -> None:
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(regrower(division))
    assert err.value.field.startswith("assign.regular.E")


def test_default_division_lethal_in_block_order_then_rest_to_last() -> None:
    out = resolve_scenario(regrower(None))
    assert out["creatures"]["S"]["damage"] == 3  # lethal to the first listed blocker
    assert out["creatures"]["H"]["damage"] == 1


def cr_702_19b(assign: dict[str, Any] | None) -> dict[str, Any]:
    return scenario(
        [
            c("X", "P1", 1, 1),
            c("T", "P1", 3, 3, "trample"),
            c("B", "P2", 2, 2, "can block an additional creature"),
        ],
        {"X": "P2", "T": "P2"},
        blocks={"B": ["X", "T"]},
        **({"assign": assign} if assign else {}),
    )


def test_702_19b_first_example_counts_other_attackers_damage() -> None:
    out = resolve_scenario(cr_702_19b({"regular": {"X": {"B": 1}, "T": {"B": 1, "P2": 2}}}))
    assert out["life"]["P2"] == 18
    assert "B" in out["died"]  # 1 + 1 = lethal for the 2/2 (it also kills the 1/1 back)
    # The default division finds the same split.
    assert resolve_scenario(cr_702_19b(None))["life"]["P2"] == 18


def test_702_19b_trampler_needs_lethal_on_its_blocker_before_the_player() -> None:
    bad = scenario(
        [c("T", "P1", 5, 5, "trample"), c("B", "P2", 2, 3)],
        {"T": "P2"},
        blocks={"B": "T"},
        assign={"regular": {"T": {"B": 2, "P2": 3}}},
    )
    with pytest.raises(ScenarioError, match=r"702\.19b"):
        resolve_scenario(bad)
    bad["assign"] = {"regular": {"T": {"B": 1, "P2": 4}}}
    bad["creatures"][1]["damage"] = 2  # damage already marked counts
    assert resolve_scenario(bad)["life"]["P2"] == 16


def test_702_2c_deathtouch_trample_needs_only_1_per_blocker() -> None:
    out = resolve_scenario(
        scenario(
            [c("T", "P1", 5, 5, "trample", "deathtouch"), c("B", "P2", 2, 8)],
            {"T": "P2"},
            blocks={"B": "T"},
        )
    )
    assert out["life"]["P2"] == 16
    assert out["died"] == ["B"]


def test_702_19d_blocked_trampler_with_no_blocker_left_hits_the_player() -> None:
    data = scenario(
        [c("T", "P1", 4, 4, "trample"), c("B", "P2", 2, 2)],
        {"T": "P2"},
        blocks={"B": "T"},
        before_damage=[{"remove": "B"}],
    )
    out = resolve_scenario(data)
    assert out["life"]["P2"] == 16
    assert out["creatures"]["B"]["zone"] == "hand"
    assert out["died"] == []
    data["creatures"][0]["keywords"] = []
    assert resolve_scenario(data)["life"]["P2"] == 20  # 510.1c: no damage at all


def test_702_19a_trample_does_nothing_on_a_blocker() -> None:
    out = resolve_scenario(
        scenario(
            [c("A", "P1", 1, 1), c("B", "P2", 5, 5, "trample")], {"A": "P2"}, blocks={"B": "A"}
        )
    )
    assert out["life"] == {"P1": 20, "P2": 19 + 1}
    assert out["creatures"]["A"]["damage"] == 5


def test_510_1d_a_blocker_of_two_attackers_divides_its_damage() -> None:
    base = scenario(
        [
            c("X", "P1", 1, 2),
            c("Y", "P1", 1, 3),
            c("B", "P2", 4, 4, "can block an additional creature"),
        ],
        {"X": "P2", "Y": "P2"},
        blocks={"B": ["X", "Y"]},
    )
    out = resolve_scenario(base)
    assert (out["creatures"]["X"]["damage"], out["creatures"]["Y"]["damage"]) == (2, 2)
    base["assign"] = {"regular": {"B": {"Y": 4}}}
    out = resolve_scenario(base)
    assert out["died"] == ["Y"]


# ---- deathtouch, lifelink, indestructible, power <= 0 ------------------------------------------


def test_deathtouch_any_damage_destroys_704_5h() -> None:
    out = resolve_scenario(
        scenario(
            [c("A", "P1", 1, 1, "deathtouch"), c("B", "P2", 1, 10)], {"A": "P2"}, blocks={"B": "A"}
        )
    )
    assert out["died"] == ["A", "B"]
    assert any(e["type"] == "dies" and e["rule"] == "704.5h" for e in out["events"])


def test_lifelink_gains_twice_with_double_strike() -> None:
    out = resolve_scenario(scenario([c("A", "P1", 3, 3, "double strike", "lifelink")], {"A": "P2"}))
    assert out["life"] == {"P1": 26, "P2": 14}
    assert [e["amount"] for e in out["events"] if e["type"] == "life_gain"] == [3, 3]


def test_indestructible_survives_damage_and_deathtouch_but_not_zero_toughness() -> None:
    out = resolve_scenario(
        scenario(
            [c("A", "P1", 5, 5, "deathtouch"), c("B", "P2", 0, 2, "indestructible")],
            {"A": "P2"},
            blocks={"B": "A"},
        )
    )
    assert out["creatures"]["B"]["zone"] == "battlefield"
    out = resolve_scenario(
        scenario(
            [c("A", "P1", 5, 5), c("B", "P2", 0, 2, "indestructible")],
            {"A": "P2"},
            blocks={"B": "A"},
            before_damage=[{"pump": "B", "power": 0, "toughness": -2}],
        )
    )
    assert out["died"] == ["B"]
    assert any(e["type"] == "dies" and e["rule"] == "704.5f" for e in out["events"])


def test_power_zero_or_less_assigns_no_damage() -> None:
    out = resolve_scenario(
        scenario([c("A", "P1", -1, 3), c("B", "P2", 0, 3)], {"A": "P2"}, blocks={"B": "A"})
    )
    assert out["steps"][0]["damage"] == []


def test_players_at_zero_life_lose_704_5a() -> None:
    data = scenario([c("A", "P1", 20, 20)], {"A": "P2"})
    assert resolve_scenario(data)["losers"] == ["P2"]


def test_combat_damage_to_players_is_exposed_per_step_with_source_controller() -> None:
    out = resolve_scenario(
        scenario([c("A", "P1", 2, 2, "double strike"), c("X", "P1", 1, 1)], {"A": "P2", "X": "P2"})
    )
    per_step = [
        [(d["source"], d["source_controller"], d["target"]) for d in s["damage"]]
        for s in out["steps"]
    ]
    assert per_step == [[("A", "P1", "P2")], [("A", "P1", "P2"), ("X", "P1", "P2")]]


def test_state_based_actions_are_checked_before_the_first_damage_step() -> None:
    # 704.3: a blocker already carrying lethal damage is destroyed before damage is assigned,
    # so the attacker it blocked (no trample) deals no combat damage at all (510.1c).
    out = resolve_scenario(
        scenario([c("A", "P1", 3, 3), c("B", "P2", 2, 2, damage=2)], {"A": "P2"}, blocks={"B": "A"})
    )
    assert out["died"] == ["B"]
    assert out["steps"][0]["damage"] == []
    assert out["life"]["P2"] == 20
