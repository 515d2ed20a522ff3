"""docs/scenario-format.md §1 end to end: shipped examples, actions, triggers, Jitte, replacements,
face-down creatures, the Python API contract, HTML and narration."""

from __future__ import annotations

import copy
import json
from importlib import resources
from typing import Any

import pytest

from mtglearn import resolve_scenario
from mtglearn.base.errors import ScenarioError
from mtglearn.door.combat import Combat, Creature, ExileInstead
from mtglearn.render.tables import combat_html


def shipped(name: str) -> dict[str, Any]:
    path = resources.files("mtglearn.data") / "scenarios" / name
    return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def all_shipped() -> list[str]:
    """The shipped combat scenarios (other kinds have their own tests)."""
    folder = resources.files("mtglearn.data") / "scenarios"
    return sorted(
        e.name
        for e in folder.iterdir()
        if e.name.endswith(".json")
        and json.loads(e.read_text(encoding="utf-8")).get("kind", "combat") == "combat"
    )


def test_examples_are_shipped() -> None:
    names = all_shipped()
    assert "crypt_champion_unblocked.json" in names
    assert len([n for n in names if n.startswith("double_strike_case")]) == 5
    assert {"jitte_double_strike_unblocked.json", "jitte_pump_between_steps.json"} <= set(names)


@pytest.mark.parametrize("name", all_shipped())
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_example_resolves_and_narrates(name: str, lang: str) -> None:
    data = shipped(name)
    before = copy.deepcopy(data)
    out = resolve_scenario(data, lang)
    assert data == before
    assert out == resolve_scenario(data, lang)
    assert set(out) >= {"kind", "life", "creatures", "died", "steps", "losers", "events"}
    for event in out["events"]:
        assert event["type"] and event["rule"]
    json.dumps(out)
    lines = Combat.from_scenario(data, lang).resolve().narrate(lang)
    assert lines


def test_crypt_champion_example() -> None:
    out = resolve_scenario(shipped("crypt_champion_unblocked.json"))
    assert out["life"]["P2"] == 16


def test_seed_case_examples() -> None:
    # The French lesson's cases as worked examples (the grid test checks every cell).
    lives = [resolve_scenario(shipped(n))["life"]["P2"] for n in all_shipped() if "case" in n]
    # case 1: 0; case 2: 0; case 3: 2*5-3 = 7; case 4: 2*3-5 = 1; case 5: 0
    assert lives == [20, 20, 13, 19, 20]


def test_jitte_gets_four_counters_from_an_unblocked_double_striker() -> None:
    out = resolve_scenario(shipped("jitte_double_strike_unblocked.json"))
    assert out["permanents"]["J"]["counters"] == {"charge": 4}
    assert [e["step"] for e in out["events"] if e["type"] == "trigger"] == [
        "first_strike",
        "regular",
    ]


def test_jitte_counters_spent_between_steps_pump_the_second_hit() -> None:
    out = resolve_scenario(shipped("jitte_pump_between_steps.json"))
    assert [sum(d["amount"] for d in s["damage"]) for s in out["steps"]] == [2, 6]
    assert out["permanents"]["J"]["counters"] == {"charge": 2}


def test_remove_counters_refused_when_not_enough() -> None:
    data = shipped("jitte_pump_between_steps.json")
    data["between_steps"][0]["amount"] = 3
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data)
    assert err.value.field == "between_steps[0].remove_counters"
    assert "602.2b" in str(err.value)


def test_trigger_counter_each_time_it_connects() -> None:
    data = {
        "players": [{"name": "P1"}, {"name": "P2"}],
        "creatures": [
            {
                "id": "A",
                "controller": "P1",
                "power": 1,
                "toughness": 1,
                "keywords": ["double strike"],
                "triggers": [
                    {
                        "when": "deals combat damage to a player",
                        "do": {"counters": "self", "kind": "+1/+1", "add": 1},
                    }
                ],
            }
        ],
        "attacks": {"A": "P2"},
    }
    out = resolve_scenario(data)
    # 1 in the first step, then a +1/+1 counter, then 2 in the regular step, then another.
    assert [sum(d["amount"] for d in s["damage"]) for s in out["steps"]] == [1, 2]
    assert out["creatures"]["A"]["counters"] == {"+1/+1": 2}
    assert out["creatures"]["A"]["power"] == 3


def test_trigger_to_a_player_does_not_fire_on_creature_damage() -> None:
    data = {
        "players": [{"name": "P1"}, {"name": "P2"}],
        "creatures": [
            {
                "id": "A",
                "controller": "P1",
                "power": 1,
                "toughness": 5,
                "triggers": [
                    {
                        "when": "deals combat damage to a player",
                        "do": {"counters": "self", "kind": "+1/+1", "add": 1},
                    }
                ],
            },
            {"id": "B", "controller": "P2", "power": 0, "toughness": 5},
        ],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
    }
    assert resolve_scenario(data)["creatures"]["A"]["counters"] == {}
    data["creatures"][0]["triggers"][0]["when"] = "deals combat damage"
    assert resolve_scenario(data)["creatures"]["A"]["counters"] == {"+1/+1": 1}


def test_ravenloft_adventurer_replacement_scenario() -> None:
    out = resolve_scenario(shipped("ravenloft_adventurer_hit_counter.json"))
    assert out["creatures"]["B"]["zone"] == "exile"
    assert out["creatures"]["B"]["counters"] == {"hit": 1}
    assert out["died"] == []
    event = next(e for e in out["events"] if e["type"] == "dies_replaced")
    assert (event["rule"], event["dies_rule"]) == ("614.1a", "700.4")


def test_dies_replacement_python_api_only_for_opponents() -> None:
    a = Creature("A", 3, 3, controller="P1")
    b = Creature("B", 3, 3, controller="P2")
    result = Combat.duel(
        a, b, replacements=[ExileInstead(opponents_of="P1", counter="hit")]
    ).resolve()
    assert result.died == ["A"]  # P1's own creature still dies
    assert result.creature("B").zone == "exile"
    assert result.creature("B").counters == {"hit": 1}


def test_destroy_remove_exile_actions() -> None:
    base = {
        "players": [{"name": "P1"}, {"name": "P2"}],
        "creatures": [
            {"id": "A", "controller": "P1", "power": 3, "toughness": 3},
            {
                "id": "B",
                "controller": "P2",
                "power": 3,
                "toughness": 3,
                "keywords": ["indestructible"],
            },
        ],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
    }
    out = resolve_scenario({**base, "before_damage": [{"destroy": "B"}]})
    assert out["creatures"]["B"]["zone"] == "battlefield"  # 702.12b
    out = resolve_scenario({**base, "before_damage": [{"destroy": "A"}]})
    assert out["died"] == ["A"]
    assert out["creatures"]["B"]["damage"] == 0
    out = resolve_scenario({**base, "before_damage": [{"exile": "A"}]})
    assert out["creatures"]["A"]["zone"] == "exile"
    assert out["died"] == []


def test_noncombat_damage_and_pump() -> None:
    out = resolve_scenario(
        {
            "players": [{"name": "P1"}, {"name": "P2", "life": 5}],
            "creatures": [
                {"id": "A", "controller": "P1", "power": 2, "toughness": 2},
                {"id": "B", "controller": "P2", "power": 1, "toughness": 4},
            ],
            "attacks": {"A": "P2"},
            "blocks": {"B": "A"},
            "before_damage": [
                {"damage": "B", "amount": 2},
                {"damage": "P2", "amount": 3},
                {"pump": "A", "power": 0, "toughness": 1},
            ],
        }
    )
    assert out["died"] == ["B"]  # 2 noncombat + 2 combat
    assert out["life"]["P2"] == 2
    assert out["creatures"]["A"]["toughness"] == 3


def test_face_down_creature_is_a_2_2_until_turned_up_and_keeps_damage_708_8() -> None:
    data = {
        "players": [{"name": "P1"}, {"name": "P2"}],
        "creatures": [
            {
                "id": "M",
                "controller": "P1",
                "face_down": True,
                "face_up": {"name": "Skirk Marauder", "power": 2, "toughness": 1},
            },
            {
                "id": "B",
                "controller": "P2",
                "power": 1,
                "toughness": 1,
                "keywords": ["first strike"],
            },
        ],
        "attacks": {"M": "P2"},
        "blocks": {"B": "M"},
    }
    out = resolve_scenario(data)
    assert out["creatures"]["M"]["zone"] == "battlefield"  # a 2/2 survives 1 damage
    data["between_steps"] = [{"turn_face_up": "M"}]
    out = resolve_scenario(data)
    # turned up as a 2/1 with 1 damage still marked: it dies before dealing regular damage
    assert out["died"] == ["M"]
    assert out["creatures"]["M"]["name"] == "Skirk Marauder"


def test_python_api_contract() -> None:
    a = Creature("A", 2, 2, keywords=("double strike",), controller="P1", name="Crypt Champion")
    b = Creature("B", 3, 3, controller="P2")
    combat = Combat.duel(a, b)
    result = combat.resolve()
    assert result.life == {"P1": 20, "P2": 20}
    assert result.died == ["A", "B"]
    assert result.damage_to("P2") == 0
    assert result.damage_by("A") == 4
    state = result.creature("B")
    assert (state.zone, state.power, state.toughness, state.damage) == ("graveyard", 3, 3, 4)
    assert [s["step"] for s in result.steps] == ["first_strike", "regular"]
    assert result.to_dict() == resolve_scenario(combat.to_scenario())
    assert Combat.from_scenario(combat.to_scenario()).to_scenario() == combat.to_scenario()
    assert result.narrate("fr") and result.narrate("en") != result.narrate("fr")
    assert a.keywords == frozenset({"double strike"})


def test_resolving_twice_gives_the_same_answer_and_inputs_are_unchanged() -> None:
    a = Creature("A", 4, 4, keywords=("trample", "lifelink"))
    b = Creature("B", 2, 2, controller="P2")
    combat = Combat.duel(a, b)
    assert combat.resolve().to_dict() == combat.resolve().to_dict()
    assert a.damage == 0 and b.damage == 0


def test_html_escapes_names_and_speaks_the_language() -> None:
    a = Creature("A", 2, 2, name="<b>Evil & Co</b>")
    html_en = combat_html(Combat.duel(a).resolve(), "en")
    assert "&lt;b&gt;Evil &amp; Co&lt;/b&gt;" in html_en and "<b>Evil" not in html_en
    html_fr = combat_html(Combat.duel(a).resolve(), "fr")
    assert "Blessures" in html_fr and "Damage" in html_en


def test_french_narration_uses_official_terms() -> None:
    data = shipped("double_strike_case4_trample_half_toughness.json")
    text = "\n".join(Combat.from_scenario(data).resolve().narrate("fr"))
    assert "initiative" in text and "blessures" in text
    for english in ("double strike", "first strike", "trample", "damage", "dégâts"):
        assert english not in text
    text_en = "\n".join(Combat.from_scenario(data).resolve().narrate("en"))
    assert "(510.4)" in text_en and "(702.19b)" in text_en


def test_python_triggers_and_face_down_in_the_api() -> None:
    from mtglearn.door.combat import FaceUp

    grower = Creature(
        "A",
        1,
        1,
        triggers=[
            {
                "when": "deals combat damage to a player",
                "do": {"counters": "self", "kind": "+1/+1", "add": 1},
            }
        ],
    )
    assert Combat.duel(grower).resolve().creature("A").power == 2
    hidden = Creature("M", face_up=FaceUp(5, 5, frozenset({"trample"}), "Big"))
    combat = Combat.duel(hidden, before_damage=[{"turn_face_up": "M"}])
    assert combat.resolve().damage_to("P2") == 5
    assert Combat.duel(hidden).resolve().damage_to("P2") == 2
    assert Combat.from_scenario(combat.to_scenario()).resolve().damage_to("P2") == 5
