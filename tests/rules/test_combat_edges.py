"""Combat at its edges, each test derived from a rule of the April 2026 Comprehensive Rules:
players leaving a multiplayer game (104.3b, 800.4a, 800.4d, 800.4e), combats without attackers
(508.8), Equipment on a creature that died (301.5c, 704.5n), face-down creatures revealed as
they die (708.9) or turned face up twice (708.8), Two-Headed Giant teams (805.10a, 805.10d),
first strikers in the regular step (510.4, 702.7b, 702.7c), actions on objects that are gone
(608.2b, 400.7), replacement effects of permanents (604.2, 704.3) and tapping attackers (508.1f,
702.20b).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mtglearn import ScenarioError, narrate, resolve_scenario
from tests.support.scenarios import creature as c


def of_type(outcome: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in outcome["events"] if e["type"] == kind]


# ---- 104.3b, 800.4a, 800.4e: a player who loses a multiplayer game leaves it at once --------

FOUR_AT_2 = [{"name": p, "life": 2} for p in ("A", "B", "C", "D")]


def test_a_player_who_loses_leaves_and_takes_no_more_damage_nor_gives_more_life() -> None:
    """The issue's example: four players at 2 life; a 5/1 double-strike lifelink attacker hits
    player C. C is at -3 after the first-strike step and leaves the game (704.5a, 800.4a); in
    the regular step the attacker's damage to C isn't assigned (800.4e), so A gains no more."""
    out = resolve_scenario(
        {
            "players": FOUR_AT_2,
            "creatures": [c("X", "A", 5, 1, "double strike", "lifelink")],
            "attacks": {"X": "C"},
        }
    )
    assert out["life"]["C"] == -3
    assert out["life"]["A"] == 2 + 5
    assert out["losers"] == ["C"]
    assert [s["step"] for s in out["steps"]] == ["first_strike", "regular"]
    assert out["steps"][1]["damage"] == []
    assert [e["player"] for e in of_type(out, "leaves_game")] == ["C"]
    no_damage = of_type(out, "no_combat_damage")
    assert [(e["creature"], e["rule"]) for e in no_damage] == [("X", "800.4e")]
    assert len(of_type(out, "life_gain")) == 1


def test_the_creatures_of_a_player_who_left_leave_with_them() -> None:
    """800.4a: all objects owned by the player who left leave the game: C's blocker, without
    first strike, deals no regular damage to the attacker it blocks."""
    out = resolve_scenario(
        {
            "players": FOUR_AT_2,
            "creatures": [
                c("X", "A", 5, 1, "double strike"),
                c("Y", "A", 1, 1),
                c("W", "C", 3, 3),
            ],
            "attacks": {"X": "C", "Y": "C"},
            "blocks": {"W": "Y"},
        }
    )
    assert out["creatures"]["W"]["zone"] == "left_game"
    assert out["creatures"]["Y"]["zone"] == "battlefield"
    assert out["creatures"]["Y"]["damage"] == 0
    assert of_type(out, "leaves_game")[0]["objects"] == ["W"]
    lines = narrate(out, "en")
    assert any("C has lost and leaves the game" in line and "800.4a" in line for line in lines)
    assert any("800.4e" in line for line in lines)
    assert any("800.4a" in line for line in narrate(out, "fr"))


def test_in_a_two_player_game_the_game_simply_ends() -> None:
    """104.2a: with one player left, that player wins and nothing more happens: no regular
    step, nobody leaves."""
    out = resolve_scenario(
        {
            "players": [{"name": "P1", "life": 20}, {"name": "P2", "life": 2}],
            "creatures": [c("X", "P1", 5, 1, "double strike")],
            "attacks": {"X": "P2"},
        }
    )
    assert [s["step"] for s in out["steps"]] == ["first_strike"]
    assert of_type(out, "leaves_game") == []


# ---- 508.8: no attackers, no combat damage step ---------------------------------------------


def test_no_attackers_means_no_combat_damage_step() -> None:
    """508.8: if no creatures are declared as attackers, the declare blockers and combat damage
    steps are skipped."""
    out = resolve_scenario(
        {"players": ["P1", "P2"], "creatures": [c("A", "P1", 2, 2)], "attacks": {}}
    )
    assert out["steps"] == []
    assert [e["rule"] for e in of_type(out, "no_attackers")] == ["508.8"]
    assert of_type(out, "step") == []
    assert any("508.8" in line for line in narrate(out, "en"))
    assert any("508.8" in line for line in narrate(out, "fr"))


def test_no_attackers_refuses_actions_of_the_skipped_steps() -> None:
    """508.8: there is no step in which to cast a spell "before damage"."""
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(
            {
                "players": ["P1", "P2"],
                "creatures": [c("A", "P1", 2, 2)],
                "attacks": {},
                "before_damage": [{"pump": "A", "power": 1, "toughness": 1}],
            }
        )
    assert caught.value.field == "before_damage"
    assert "508.8" in str(caught.value)


# ---- 301.5c, 704.5n: Equipment on a creature that died ----------------------------------------


def test_equipment_of_a_creature_that_died_is_unattached_and_stays() -> None:
    """301.5c: an Equipment attached to a nonexistent permanent becomes unattached but remains
    on the battlefield. Its trigger still sees the damage the creature dealt as it died (603.2:
    abilities trigger as the damage is dealt, before state-based actions)."""
    out = resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [c("A", "P1", 2, 2), c("B", "P2", 2, 2)],
            "attacks": {"A": "P2"},
            "blocks": {"B": "A"},
            "permanents": [
                {
                    "id": "J",
                    "name": "Umezawa's Jitte",
                    "controller": "P1",
                    "attached_to": "A",
                    "triggers": [
                        {
                            "when": "deals combat damage",
                            "do": {"counters": "self", "kind": "charge", "add": 2},
                        }
                    ],
                }
            ],
        }
    )
    assert out["died"] == ["A", "B"]
    assert out["permanents"]["J"] == {
        "zone": "battlefield",
        "counters": {"charge": 2},
        "attached_to": None,
    }
    assert [(e["object"], e["creature"]) for e in of_type(out, "unattached")] == [("J", "A")]
    # F17: cause, then effect: A dies (704.5g), then the Jitte becomes unattached (704.5n).
    kinds = [(e["type"], e.get("creature")) for e in out["events"]]
    assert kinds.index(("dies", "A")) < kinds.index(("unattached", "A"))
    assert any("301.5c" in line and "Umezawa" in line for line in narrate(out, "en"))
    assert any("301.5c" in line and "Jitte" in line for line in narrate(out, "fr"))


# ---- 708.9: a face-down creature that dies is revealed; 708.8: only face down turns up ---------

MORPH = {
    "id": "M",
    "controller": "P2",
    "face_down": True,
    "face_up": {"name": "Skirk Marauder", "power": 2, "toughness": 1},
}


def test_a_face_down_creature_that_dies_is_revealed() -> None:
    """708.9: a face-down permanent that moves from the battlefield to any other zone is
    revealed to all players: the outcome shows who it was, the narration says so."""
    out = resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [c("A", "P1", 3, 3), MORPH],
            "attacks": {"A": "P2"},
            "blocks": {"M": "A"},
        }
    )
    assert out["creatures"]["M"]["zone"] == "graveyard"
    assert out["creatures"]["M"]["revealed"] == {
        "name": "Skirk Marauder",
        "power": 2,
        "toughness": 1,
        "keywords": [],
    }
    assert [e["rule"] for e in of_type(out, "revealed")] == ["708.9"]
    assert any("708.9" in line and "Skirk Marauder" in line for line in narrate(out, "en"))
    assert any("708.9" in line and "Maraudeur" in line for line in narrate(out, "fr"))


def test_a_creature_that_is_not_face_down_is_not_revealed() -> None:
    out = resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [c("A", "P1", 3, 3), c("B", "P2", 2, 2)],
            "attacks": {"A": "P2"},
            "blocks": {"B": "A"},
        }
    )
    assert of_type(out, "revealed") == []
    assert "revealed" not in out["creatures"]["B"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_turning_a_face_up_creature_face_up_is_refused(lang: str) -> None:
    """708.8 / 702.37e: only a face-down permanent can be turned face up, as in the face_down
    kind. Turning the same creature up twice is refused, not narrated as "no longer there"."""
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(
            {
                "players": ["P1", "P2"],
                # A 0-power first striker: there are two steps, and M survives the first.
                "creatures": [c("A", "P1", 0, 3, "first strike"), MORPH],
                "attacks": {"A": "P2"},
                "blocks": {"M": "A"},
                "before_damage": [{"turn_face_up": "M"}],
                "between_steps": [{"turn_face_up": "M"}],
            },
            lang,
        )
    assert caught.value.field == "between_steps[0].turn_face_up"
    assert "708.8" in str(caught.value)
    with pytest.raises(ScenarioError):
        resolve_scenario(
            {
                "players": ["P1", "P2"],
                "creatures": [c("A", "P1", 3, 3)],
                "attacks": {"A": "P2"},
                "before_damage": [{"turn_face_up": "A"}],
            }
        )


# ---- 805.10a, 805.10d: Two-Headed Giant ------------------------------------------------------

TEAMS = [["P1", "P3"], ["P2", "P4"]]
HEADS = ["P1", "P2", "P3", "P4"]


def test_a_team_attacks_the_other_team() -> None:
    """805.10a: each team's creatures attack the other team as a group; 805.10d: the defending
    team's creatures block creatures attacking any player of that team; 810.9: "Damage [...]
    happen[s] to each player individually. The result is applied to the team's shared life
    total" — 3 damage to P4 leaves P2 and P4 at the team's 17."""
    out = resolve_scenario(
        {
            "players": HEADS,
            "teams": TEAMS,
            "creatures": [c("A", "P1", 2, 2), c("T", "P3", 3, 3), c("B", "P4", 1, 4)],
            "attacks": {"A": "P2", "T": "P4"},
            "blocks": {"B": "A"},
        }
    )
    assert out["life"] == {"P1": 20, "P2": 17, "P3": 20, "P4": 17}
    assert out["creatures"]["B"]["damage"] == 2


def test_a_teammate_is_not_attacked() -> None:
    """805.10a: a team attacks the other team, never one of its own players."""
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(
            {
                "players": HEADS,
                "teams": TEAMS,
                "creatures": [c("A", "P1", 2, 2)],
                "attacks": {"A": "P3"},
            }
        )
    assert caught.value.field == "attacks.A"
    assert "805.10a" in str(caught.value)


# ---- 510.4, 702.7b, 702.7c: first strikers in the regular step --------------------------------


def test_a_first_striker_that_dealt_no_damage_is_not_said_to_have_dealt_it() -> None:
    """702.7b: a creature that had first strike as the first step began assigns no damage in
    the second, whether or not it dealt damage in the first (here its power is 0)."""
    out = resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [c("A", "P1", 0, 2, "first strike"), c("B", "P1", 2, 2, "first strike")],
            "attacks": {"A": "P2", "B": "P2"},
        }
    )
    events = {e["creature"]: e for e in of_type(out, "no_second_strike")}
    assert (events["A"]["rule"], events["A"]["dealt"]) == ("702.7b", False)
    assert (events["B"]["rule"], events["B"]["dealt"]) == ("702.7b", True)
    lines = [line for line in narrate(out, "en") if "regular step" in line]
    assert not any("already dealt" in line for line in lines if line.startswith("A "))
    assert all("702.7b" in line for line in lines if "first strike" in line)


def test_losing_first_strike_after_dealing_damage_cites_702_7c() -> None:
    """702.7c: removing first strike after it dealt first-strike damage doesn't let it deal
    damage again."""
    out = resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [c("A", "P1", 2, 2, "first strike")],
            "attacks": {"A": "P2"},
            "between_steps": [{"lose": "first strike", "target": "A"}],
        }
    )
    assert [e["rule"] for e in of_type(out, "no_second_strike")] == ["702.7c"]


# ---- 608.2b, 400.7: an action on an object that is gone -----------------------------------------


def test_a_spell_whose_target_is_gone_cites_608_2b_and_an_ability_without_target_400_7() -> None:
    """608.2b is about targets: a spell cast between the steps on a creature that died. A
    triggered ability that puts counters on "equipped creature" does not target it: the
    creature that died is a new object it can't find (400.7)."""
    out = resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [c("A", "P1", 2, 1, "double strike"), c("B", "P2", 1, 1, "first strike")],
            "attacks": {"A": "P2"},
            "blocks": {"B": "A"},
            "between_steps": [{"pump": "B", "power": 1, "toughness": 1}],
            "permanents": [
                {
                    "id": "E",
                    "controller": "P1",
                    "attached_to": "A",
                    "triggers": [
                        {
                            "when": "deals combat damage",
                            "do": {"counters": "equipped", "kind": "+1/+1", "add": 1},
                        }
                    ],
                }
            ],
        }
    )
    rules = {e["target"]: e["rule"] for e in of_type(out, "no_effect")}
    assert rules == {"A": "400.7", "B": "608.2b"}


# ---- 508.1f, 702.20b: attacking taps a creature, unless it has vigilance -----------------------


def test_the_outcome_says_which_creatures_are_tapped() -> None:
    out = resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [
                c("A", "P1", 2, 2),
                c("V", "P1", 2, 2, "vigilance"),
                c("B", "P2", 1, 3),
                c("T", "P2", 1, 1, tapped=True),
            ],
            "attacks": {"A": "P2", "V": "P2"},
            "blocks": {"B": "A"},
        }
    )
    tapped = {cid: state["tapped"] for cid, state in out["creatures"].items()}
    assert tapped == {"A": True, "V": False, "B": False, "T": True}


# ---- 604.2: a replacement effect ends when its permanent leaves ---------------------------------


def test_a_replacement_with_a_source_ends_when_that_creature_leaves() -> None:
    """604.2: the Adventurer (R) dies in the first-strike step; the opponent's creature dying
    in the regular step goes to the graveyard."""
    scenario = {
        "players": ["P2", "P1"],
        "creatures": [
            c("F", "P2", 5, 5, "first strike"),
            c("G", "P2", 2, 2),
            c("R", "P1", 3, 4, name="Ravenloft Adventurer"),
            c("B", "P1", 3, 3),
        ],
        "attacks": {"F": "P1", "G": "P1"},
        "blocks": {"R": "F", "B": "G"},
        "replacements": [
            {"dies": "exile", "counter": "hit", "creatures_of_opponents_of": "P1", "source": "R"}
        ],
    }
    out = resolve_scenario(scenario)
    assert out["died"] == ["R", "G"]
    assert out["creatures"]["G"]["zone"] == "graveyard"
    without_source = copy.deepcopy(scenario)
    del without_source["replacements"][0]["source"]
    assert resolve_scenario(without_source)["creatures"]["G"]["zone"] == "exile"


@pytest.mark.parametrize("order", [["R", "G"], ["G", "R"]])
def test_creatures_dying_together_all_see_the_replacement(order: list[str]) -> None:
    """704.3: state-based actions are performed simultaneously: the creature that trades with
    the Adventurer is exiled with a hit counter, whatever the order of ``creatures``."""
    creatures = {
        "R": c("R", "P1", 3, 3, name="Ravenloft Adventurer"),
        "G": c("G", "P2", 3, 3),
    }
    out = resolve_scenario(
        {
            "players": ["P2", "P1"],
            "creatures": [creatures[k] for k in order],
            "attacks": {"G": "P1"},
            "blocks": {"R": "G"},
            "replacements": [
                {
                    "dies": "exile",
                    "counter": "hit",
                    "creatures_of_opponents_of": "P1",
                    "source": "R",
                }
            ],
        }
    )
    assert out["creatures"]["G"]["zone"] == "exile"
    assert out["creatures"]["G"]["counters"] == {"hit": 1}
    assert out["died"] == ["R"]
