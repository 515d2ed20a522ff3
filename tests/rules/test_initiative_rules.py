"""One test (or a few) per rule the engine implements: 726.1-726.5, 701.49a-d, 309.4a,
309.5a/b, 309.6, 309.7. Expected values follow from the rule text, not from the engine."""

from __future__ import annotations

from typing import Any

import pytest

from mtglearn import resolve_scenario
from mtglearn.rules.initiative.kind import Game


def play(
    events: list[dict[str, Any]], players: Any = ("P1", "P2", "P3"), **extra: Any
) -> dict[str, Any]:
    return resolve_scenario(
        {"kind": "initiative", "players": list(players), "events": events, **extra}, "en"
    )


def of_type(outcome: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in outcome["events"] if e["type"] == kind]


# ----------------------------------------------------------------------------- 726


def test_726_1_no_initiative_at_start_and_first_take() -> None:
    """726.1: there is no initiative until an effect instructs a player to take it."""
    game = Game(["P1", "P2"])
    assert game.state()["initiative"] is None
    game.take_initiative("P2")
    assert game.initiative == "P2"
    assert game.events[0]["rule"] == "726.1"


def test_726_2_upkeep_trigger_only_for_the_holder() -> None:
    """726.2 (first trigger): at the beginning of the holder's upkeep, they venture."""
    outcome = play([{"take_initiative": "P1"}, {"upkeep": "P2"}, {"upkeep": "P1"}])
    assert [u["triggered"] for u in of_type(outcome, "upkeep")] == [False, True]
    assert outcome["players"]["P2"]["dungeon"] is None
    assert outcome["players"]["P1"]["room"] == "Forge"


def test_726_2_combat_damage_trigger_only_against_the_holder() -> None:
    """726.2 (second trigger): combat damage to the holder makes the creatures' controller
    take the initiative; combat damage to another player does nothing."""
    outcome = play([{"take_initiative": "P1"}, {"combat_damage": {"from": "P2", "to": "P3"}}])
    assert outcome["initiative"] == "P1"
    assert of_type(outcome, "combat_damage")[0]["triggered"] is False
    outcome = play([{"take_initiative": "P1"}, {"combat_damage": {"from": "P2", "to": "P1"}}])
    assert outcome["initiative"] == "P2"


def test_726_2_taking_means_venturing_into_undercity() -> None:
    """726.2 (third trigger): whoever takes the initiative ventures into Undercity."""
    outcome = play(
        [{"take_initiative": "P1"}, {"take_initiative": "P2"}, {"take_initiative": "P1"}]
    )
    ventures = of_type(outcome, "venture")
    assert [(v["player"], v["into"]) for v in ventures] == [
        ("P1", "undercity"),
        ("P2", "undercity"),
        ("P1", "undercity"),
    ]


def test_726_3_previous_holder_ceases_to_have_it() -> None:
    """726.3: as a player takes the initiative, the previous holder ceases to have it."""
    game = Game(["P1", "P2", "P3"])
    game.take_initiative("P1")
    game.take_initiative("P3")
    take = [e for e in game.events if e["type"] == "take_initiative"][-1]
    assert (take["rule"], take["previous"], game.initiative) == ("726.3", "P1", "P3")


def test_726_4_leaving_holder_active_player_takes_it() -> None:
    """726.4: the active player takes the initiative as the holder leaves, and ventures."""
    game = Game(["P1", "P2", "P3"], active="P1")
    game.take_initiative("P2")
    game.leave("P2")
    assert game.initiative == "P1"
    assert game.players["P1"].room == "Secret Entrance"
    assert [e for e in game.events if e["type"] == "take_initiative"][-1]["rule"] == "726.4"


def test_726_4_active_player_leaving_next_in_turn_order() -> None:
    """726.4: if the active player is the holder and leaves, the next player in turn order."""
    game = Game(["P1", "P2", "P3"], active="P3")
    game.take_initiative("P3")
    game.leave("P3")
    assert game.initiative == "P1"  # turn order wraps around
    assert game.active is None


def test_726_4_two_player_game_just_ends() -> None:
    """With two players, the holder leaving ends the game (104.2a): nothing is taken."""
    outcome = play([{"take_initiative": "P1"}, {"leave": "P1"}], ["P1", "P2"])
    assert outcome["over"] is True
    assert outcome["initiative"] is None
    assert of_type(outcome, "game_over")[0]["winner"] == "P2"


def test_726_5_taking_again_is_a_venture_not_a_second_designation() -> None:
    """726.5: the third trigger happens, but there is still one designation."""
    outcome = play(
        [{"take_initiative": "P1"}, {"take_initiative": "P1"}, {"take_initiative": "P1"}]
    )
    assert [t["rule"] for t in of_type(outcome, "take_initiative")] == ["726.1", "726.5", "726.5"]
    assert len(of_type(outcome, "venture")) == 3
    assert outcome["initiative"] == "P1"


# ----------------------------------------------------------------------------- 701.49


@pytest.mark.parametrize(
    ("dungeon", "top"),
    [
        ("Tomb of Annihilation", "Trapped Entry"),
        ("Lost Mine of Phandelver", "Cave Entrance"),
        ("Dungeon of the Mad Mage", "Yawning Portal"),
    ],
)
def test_701_49a_and_309_4a_start_a_dungeon_on_its_topmost_room(dungeon: str, top: str) -> None:
    """701.49a / 309.4a: not in a dungeon, the player puts one into the command zone and the
    venture marker on its topmost room."""
    outcome = play([{"venture": "P1", "into": "dungeon", "dungeon": dungeon}])
    assert (outcome["players"]["P1"]["dungeon"], outcome["players"]["P1"]["room"]) == (dungeon, top)
    assert of_type(outcome, "venture")[0]["rule"] == "701.49a"


def test_701_49b_follow_an_arrow_default_is_first_printed_exit() -> None:
    """701.49b: move to an adjacent room along an arrow; without a choice, the first exit."""
    outcome = play(
        [{"venture": "P1", "dungeon": "Dungeon of the Mad Mage"}] + [{"venture": "P1"}] * 2
    )
    assert (
        outcome["players"]["P1"]["room"] == "Goblin Bazaar"
    )  # Yawning Portal → Dungeon Level → first exit


def test_701_49b_and_309_5a_choices_at_branches_in_order() -> None:
    """309.5a: with several arrows the player chooses; choices are used at branches only."""
    outcome = play(
        [{"venture": "P1", "dungeon": "Dungeon of the Mad Mage"}] + [{"venture": "P1"}] * 4,
        choices={"P1": ["Twisted Caverns", "Muiral's Graveyard"]},
    )
    rooms = [v["room"] for v in of_type(outcome, "venture")]
    assert rooms == [
        "Yawning Portal",
        "Dungeon Level",
        "Twisted Caverns",
        "Lost Level",
        "Muiral's Graveyard",
    ]


def test_701_49b_choose_for_one_venture_with_the_api() -> None:
    game = Game(["P1", "P2"])
    game.take_initiative("P1")
    game.venture("P1", "undercity", choose="Lost Well")
    assert game.players["P1"].room == "Lost Well"


def test_701_49c_and_309_5b_venture_from_bottommost_room() -> None:
    """701.49c / 309.5b: in the bottommost room, venturing removes the card (completing it),
    then a new dungeon is started at its topmost room."""
    # Trapped Entry → Oubliette → Cradle of the Death God (bottommost, its ability waiting).
    events = [
        {"venture": "P1", "dungeon": "Tomb of Annihilation"},
        {"venture": "P1"},
        {"venture": "P1", "hold": True},
        {"venture": "P1", "dungeon": "Dungeon of the Mad Mage"},
    ]
    outcome = play(events, choices={"P1": ["Oubliette"]})
    player = outcome["players"]["P1"]
    assert player["completed"] == ["Tomb of Annihilation"]
    assert (player["dungeon"], player["room"]) == ("Dungeon of the Mad Mage", "Yawning Portal")
    complete = of_type(outcome, "complete")[0]
    assert (complete["rule"], complete["via"]) == ("701.49c", "venture")
    # The waiting Cradle ability still resolves afterwards: The Atropal is created.
    assert player["tokens"].get("the_atropal") == 1


def test_701_49d_venture_into_undercity_starts_undercity() -> None:
    """701.49d: not in a dungeon, venture into Undercity brings Undercity."""
    outcome = play([{"venture": "P2", "into": "undercity"}])
    assert (outcome["players"]["P2"]["dungeon"], outcome["players"]["P2"]["room"]) == (
        "Undercity",
        "Secret Entrance",
    )
    assert of_type(outcome, "venture")[0]["rule"] == "701.49d"


def test_701_49d_in_another_dungeon_both_kinds_just_advance() -> None:
    """701.49d: already in a dungeon, "venture into Undercity" follows the normal procedure,
    and "venture into the dungeon" advances in Undercity too."""
    outcome = play(
        [
            {"venture": "P1", "dungeon": "Tomb of Annihilation"},
            {"venture": "P1", "into": "undercity"},
        ]
    )
    assert outcome["players"]["P1"]["dungeon"] == "Tomb of Annihilation"
    assert outcome["players"]["P1"]["room"] == "Veils of Fear"
    outcome = play([{"take_initiative": "P1"}, {"venture": "P1", "into": "dungeon"}])
    assert (outcome["players"]["P1"]["dungeon"], outcome["players"]["P1"]["room"]) == (
        "Undercity",
        "Forge",
    )


# ----------------------------------------------------------------------------- 309.6 / 309.7


def test_309_6_state_based_action_removes_dungeon_after_last_room_resolves() -> None:
    """309.6 / 704.5t: marker on the bottommost room and no waiting room ability: removed."""
    outcome = play(
        [
            {"venture": "P1", "dungeon": "Tomb of Annihilation"},
            {"venture": "P1"},
            {"venture": "P1"},
        ],
        choices={"P1": ["Oubliette"]},
    )
    player = outcome["players"]["P1"]
    assert (player["dungeon"], player["room"]) == (None, None)
    complete = of_type(outcome, "complete")[0]
    assert (complete["rule"], complete["via"]) == ("704.5t", "state_based_action")
    # The removal comes after the Cradle's room ability resolved.
    types = [e["type"] for e in outcome["events"]]
    assert types.index("token") < types.index("complete")


def test_309_6_not_while_the_room_ability_is_waiting() -> None:
    """704.5t: the card stays while it is the source of a room ability still on the stack."""
    game = Game(["P1", "P2"])
    game.venture("P1", dungeon="Tomb of Annihilation")
    game.venture("P1", choose="Oubliette")
    game.venture("P1", hold=True)
    assert (game.players["P1"].dungeon, game.players["P1"].room) == (
        "Tomb of Annihilation",
        "Cradle of the Death God",
    )
    assert game.state()["pending"] == [
        {"player": "P1", "dungeon": "Tomb of Annihilation", "room": "Cradle of the Death God"}
    ]
    game.resolve_stack()
    assert game.players["P1"].completed == ["Tomb of Annihilation"]
    assert game.players["P1"].dungeon is None


def test_309_7_completed_as_removed_in_order() -> None:
    """309.7: a player completes a dungeon as it is removed; completions are listed in order."""
    walk = [
        {"venture": "P1", "dungeon": "Tomb of Annihilation"},
        {"venture": "P1"},
        {"venture": "P1"},
        {"take_initiative": "P1"},
    ] + [{"upkeep": "P1"}] * 4
    outcome = play(walk, choices={"P1": ["Oubliette"]})
    assert outcome["players"]["P1"]["completed"] == ["Tomb of Annihilation", "Undercity"]
    # After the SBA the player has no dungeon; the next venture starts a new one (701.49a).
    more = play([*walk, {"upkeep": "P1"}], choices={"P1": ["Oubliette"]})
    assert (more["players"]["P1"]["dungeon"], more["players"]["P1"]["room"]) == (
        "Undercity",
        "Secret Entrance",
    )


def test_undercity_is_completed_by_the_fifth_venture() -> None:
    """docs/cards.md: every path is five rooms, so five ventures into Undercity complete it."""
    for choices in (["Forge", "Trap!"], ["Lost Well", "Stash"], ["Forge", "Arena", "Catacombs"]):
        four = play([{"take_initiative": "P1"}] + [{"upkeep": "P1"}] * 3, choices={"P1": choices})
        assert four["players"]["P1"]["completed"] == []
        five = play([{"take_initiative": "P1"}] + [{"upkeep": "P1"}] * 4, choices={"P1": choices})
        assert five["players"]["P1"]["completed"] == ["Undercity"]


def test_room_ability_resolves_after_the_move_309_4c() -> None:
    """309.4c: moving into a room triggers its ability, controlled by the dungeon's owner."""
    outcome = play([{"take_initiative": "P2"}])
    ability = of_type(outcome, "room_ability")[0]
    assert (ability["player"], ability["room"], ability["rule"]) == (
        "P2",
        "Secret Entrance",
        "309.4c",
    )
