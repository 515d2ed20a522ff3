"""Provoke (702.39a–b), one test per statement of the seed's provoke section (Legions 2003)
and per rule: the target untaps and must block if able; provoke doesn't override an
inability to block; only the target is affected; several instances trigger separately."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mtglearn import resolve_scenario
from mtglearn.base.errors import ScenarioError
from mtglearn.words.block_explainer import explain_blocks


def board(**changes: Any) -> dict[str, Any]:
    """Krosan Vorine (provoke, no more than one blocker) and Goblin Grappler attack; the
    defending player has a Bear (B) and a Wall (W)."""
    data: dict[str, Any] = {
        "kind": "combat",
        "players": ["P1", "P2"],
        "creatures": [
            {
                "id": "V",
                "name": "Krosan Vorine",
                "controller": "P1",
                "power": 3,
                "toughness": 2,
                "keywords": ["provoke", "can't be blocked by more than one creature"],
            },
            {
                "id": "G",
                "name": "Goblin Grappler",
                "controller": "P1",
                "power": 1,
                "toughness": 1,
                "keywords": ["provoke"],
            },
            {"id": "B", "controller": "P2", "power": 2, "toughness": 2},
            {"id": "W", "controller": "P2", "power": 0, "toughness": 4},
        ],
        "attacks": {"V": "P2", "G": "P2"},
        "provoke": {"V": "B"},
        "blocks": {"B": "V"},
    }
    data.update(changes)
    return data


def tapped(data: dict[str, Any], cid: str) -> dict[str, Any]:
    for c in data["creatures"]:
        if c["id"] == cid:
            c["tapped"] = True
    return data


# ---- seed: "the creature you force to block may be tapped or untapped" ------------------------


def test_seed_an_untapped_target_must_block_the_provoker() -> None:
    # B blocked Krosan Vorine: 3 damage to a 2/2 and 2 damage to a 3/2, both die.
    assert resolve_scenario(board())["died"] == ["V", "B"]
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(board(blocks={}))
    assert err.value.field == "blocks.B"
    assert err.value.key == "blocking.error.requirement"


def test_seed_a_tapped_target_untaps_then_must_block() -> None:
    data = tapped(board(), "B")
    outcome = resolve_scenario(data)
    provoke = [e for e in outcome["events"] if e["type"] == "provoke"]
    assert provoke == [
        {"type": "provoke", "rule": "702.39a", "source": "V", "target": "B", "untapped": True}
    ]
    assert "B" in outcome["died"]
    with pytest.raises(ScenarioError):
        resolve_scenario(tapped(board(blocks={}), "B"))


def test_seed_a_tapped_target_untaps_and_the_narration_says_so() -> None:
    from mtglearn.door.scenario import narrate

    lines = narrate(resolve_scenario(tapped(board(), "B"), "fr"), "fr")
    assert any("se dégage" in line and "702.39a" in line for line in lines)


# ---- seed: "provoke doesn't override a creature's inability to block" -------------------------


def test_seed_a_target_tapped_again_after_the_trigger_is_free() -> None:
    data = board(blocks={}, before_blocks=[{"tap": "B"}])
    outcome = resolve_scenario(data)
    assert outcome["life"]["P2"] == 16  # nobody blocked: 3 + 1
    verdict = explain_blocks(data, None, "en")
    assert verdict.legal and verdict.most == 0
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(board(before_blocks=[{"tap": "B"}]))
    assert err.value.key == "combat.block.tapped"  # a tapped creature can't block (509.1a)


def test_a_target_without_flying_or_reach_is_free_from_a_flying_provoker() -> None:
    data = board(blocks={})
    data["creatures"][0]["keywords"].append("flying")
    assert resolve_scenario(data)["life"]["P2"] == 16
    data["creatures"][2]["keywords"] = ["reach"]
    with pytest.raises(ScenarioError):  # now it can block, so it must
        resolve_scenario(data)


def test_a_target_that_cant_block_is_free() -> None:
    data = board(blocks={})
    data["creatures"][2]["keywords"] = ["can't block"]
    assert resolve_scenario(data)["died"] == []


def test_a_provoker_that_cant_be_blocked_frees_its_target() -> None:
    data = board(blocks={})
    data["creatures"][0]["keywords"].append("can't be blocked")
    assert resolve_scenario(data)["life"]["P2"] == 16


# ---- seed: "provoke affects only the creature you force to block" -----------------------------


def test_seed_other_creatures_block_normally() -> None:
    assert resolve_scenario(board(blocks={"B": "V", "W": "G"}))["life"]["P2"] == 20
    # ... or not at all: the Wall has no requirement.
    assert resolve_scenario(board(blocks={"B": "V"}))["life"]["P2"] == 19


def test_another_creature_blocking_the_provoker_does_not_obey_the_requirement() -> None:
    # Krosan Vorine can't be blocked by more than one creature: if the Wall blocks it, B can't.
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(board(blocks={"W": "V"}))
    assert "B blocks Krosan Vorine" in str(err.value)


def test_the_target_blocking_another_attacker_breaks_the_requirement() -> None:
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(board(blocks={"B": "G"}))
    assert err.value.field == "blocks.B"


# ---- 702.39a: "target creature defending player controls", "you may" ---------------------------


def test_702_39a_the_target_is_a_creature_of_the_defending_player() -> None:
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(board(provoke={"V": "G"}))
    assert err.value.field == "provoke.V"
    assert "B, W" in str(err.value)


def test_702_39a_provoke_is_optional() -> None:
    data = board(blocks={})
    del data["provoke"]
    assert resolve_scenario(data)["life"]["P2"] == 16


def test_702_39a_only_a_creature_with_provoke_provokes() -> None:
    data = board()
    data["creatures"][1]["keywords"] = []
    data["provoke"] = {"G": "W"}
    with pytest.raises(ScenarioError) as err:
        resolve_scenario(data, "fr")
    assert err.value.field == "provoke.G"
    assert "provocation" in str(err.value)


def test_the_french_keyword_provocation_is_accepted() -> None:
    data = board()
    data["creatures"][0]["keywords"] = ["provocation"]
    assert resolve_scenario(data)["died"] == ["V", "B"]


# ---- two provokers on one target; 702.39b: instances trigger separately -------------------------


def test_two_provokers_on_one_target_any_one_is_obeyed() -> None:
    data = board(provoke={"V": "B", "G": "B"})
    assert resolve_scenario(copy.deepcopy(data))["died"] == ["V", "B"]
    data["blocks"] = {"B": "G"}
    outcome = resolve_scenario(data)
    assert outcome["died"] == ["G"]  # B (2/2) blocked the Grappler instead: also legal
    counts = [e for e in outcome["events"] if e["type"] == "requirements"]
    assert counts[0]["obeyed"] == 1 and counts[0]["most"] == 1


def test_702_39b_each_instance_triggers_separately() -> None:
    data = board(provoke={"V": ["B", "W"]}, blocks={"B": "V"})
    # Vorine can't be blocked by more than one creature: only one of the two requirements fits.
    outcome = resolve_scenario(data)
    assert [e["target"] for e in outcome["events"] if e["type"] == "provoke"] == ["B", "W"]
    data["creatures"][0]["keywords"] = ["provoke"]  # without that restriction both must block
    with pytest.raises(ScenarioError):
        resolve_scenario(data)
    data["blocks"] = {"B": "V", "W": "V"}
    assert resolve_scenario(data)["died"] == ["V", "B"]


def test_input_is_not_mutated_and_resolving_twice_is_the_same() -> None:
    data = tapped(board(), "B")
    before = copy.deepcopy(data)
    assert resolve_scenario(data) == resolve_scenario(data)
    assert data == before


def test_a_combat_dumped_after_provoke_reads_back_with_the_same_requirement() -> None:
    from mtglearn.door.combat import Combat

    combat = Combat.from_scenario(tapped(board(), "B"))
    dumped = combat.to_scenario()
    assert dumped["requirements"] == [{"blocks": "B", "attacker": "V", "source": "provoke"}]
    dumped["blocks"] = {}
    with pytest.raises(ScenarioError):
        Combat.from_scenario(dumped)


@pytest.mark.parametrize(
    ("card_types", "protector"),
    [(["planeswalker"], None), (["battle"], "P2")],
    ids=["planeswalker", "battle"],
)
def test_702_39a_provoke_while_attacking_a_planeswalker_or_battle(
    card_types: list[str], protector: str | None
) -> None:
    """702.39a: the target is a creature the *defending player* controls. A creature attacking
    a planeswalker or a battle has as defending player its controller or its protector (508.5,
    506.2), not the permanent: provoke targets that player's creature, which must block."""
    permanent: dict[str, Any] = {"id": "PW", "controller": "P2", "card_types": card_types}
    if protector is None:
        permanent["loyalty"] = 5
    else:
        permanent.update(defense=5, protector=protector, controller="P1")
    data = board(attacks={"V": "PW"}, provoke={"V": "B"}, blocks={"B": "V"})
    data["permanents"] = [permanent]
    outcome = resolve_scenario(data, "en")
    assert outcome["creatures"]["B"]["zone"] == "graveyard"  # it blocked the 3/2 and died
    # Not blocking is now illegal: B must block V if able (509.1c).
    with pytest.raises(ScenarioError) as error:
        resolve_scenario({**data, "blocks": {}}, "en")
    assert "509.1c" in str(error.value) or "must" in str(error.value)
