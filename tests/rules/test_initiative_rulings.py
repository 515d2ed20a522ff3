"""One test per distinct official ruling on the Chinese card page of Ravenloft Adventurer.

The page repeats its rulings; there are nine distinct rulings printed four times each, plus a
tenth ("Similarly, ...") printed twice. Each test quotes the gist of its ruling.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtglearn import ScenarioError, resolve_scenario


def play(
    events: list[dict[str, Any]], players: Any = ("P1", "P2", "P3"), **extra: Any
) -> dict[str, Any]:
    return resolve_scenario(
        {"kind": "initiative", "players": list(players), "events": events, **extra}, "en"
    )


def where(outcome: dict[str, Any], player: str) -> tuple[str | None, str | None]:
    state = outcome["players"][player]
    return state["dungeon"], state["room"]


def of_type(outcome: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in outcome["events"] if e["type"] == kind]


def test_ruling_similarly_venture_into_undercity_cant_start_another_dungeon() -> None:
    """ "When instructed to venture into Undercity, you can't start a dungeon that isn't
    Undercity." Naming another dungeon is refused; taking the initiative starts Undercity."""
    with pytest.raises(ScenarioError) as caught:
        play([{"venture": "P1", "into": "undercity", "dungeon": "Tomb of Annihilation"}])
    assert caught.value.field == "events[0].dungeon"
    assert "701.49d" in str(caught.value)
    outcome = play([{"take_initiative": "P1"}])
    assert where(outcome, "P1") == ("Undercity", "Secret Entrance")


def test_ruling_taking_it_again_ventures_again_but_one_designation() -> None:
    """ "A player who currently has the initiative may take the initiative again. This causes
    that player to venture into Undercity again, but does not cause them to have multiple
    initiative designations." """
    outcome = play([{"take_initiative": "P1"}, {"take_initiative": "P1"}])
    assert outcome["initiative"] == "P1"
    assert where(outcome, "P1") == ("Undercity", "Forge")  # two ventures: entrance, then a room
    takes = of_type(outcome, "take_initiative")
    assert [t["again"] for t in takes] == [False, True]
    assert takes[1]["rule"] == "726.5"
    # Still one designation: P2's combat damage to P1 moves the one initiative to P2.
    moved = play(
        [
            {"take_initiative": "P1"},
            {"take_initiative": "P1"},
            {"combat_damage": {"from": "P2", "to": "P1"}},
            {"upkeep": "P1"},
        ]
    )
    assert moved["initiative"] == "P2"
    assert where(moved, "P1") == ("Undercity", "Forge")  # P1's upkeep: no venture any more


def test_ruling_no_initiative_until_an_effect_says_to_take_it() -> None:
    """ "There is no initiative in a game until an effect instructs a player to take the
    initiative. Once a player is instructed to do this, they have the initiative until another
    player takes the initiative." """
    quiet = play(
        [
            {"upkeep": "P1"},
            {"turn": "P2"},  # 506.2: P2 attacks on P2's turn
            {"combat_damage": {"from": "P2", "to": "P1"}},
            {"upkeep": "P2"},
        ]
    )
    assert quiet["initiative"] is None
    assert of_type(quiet, "venture") == []
    kept = play(
        [
            {"take_initiative": "P1"},
            {"upkeep": "P2"},
            {"upkeep": "P3"},
            {"turn": "P2"},  # 506.2: P2 attacks on P2's turn
            {"combat_damage": {"from": "P2", "to": "P3"}},
        ]
    )
    assert kept["initiative"] == "P1"


def test_ruling_the_designation_and_its_two_inherent_rules() -> None:
    """ "Whenever a player takes the initiative, and at the beginning of the upkeep of the player
    with the initiative, that player ventures into Undercity. Whenever one or more creatures a
    player controls deal combat damage to the player who has the initiative, the first player
    takes the initiative." """
    outcome = play(
        [
            {"take_initiative": "P1"},
            {"upkeep": "P1"},
            {"turn": "P3"},  # 506.2: P3 attacks on P3's turn
            {"combat_damage": {"from": "P3", "to": "P1"}},
        ]
    )
    assert outcome["initiative"] == "P3"
    assert where(outcome, "P1") == ("Undercity", "Forge")  # take + upkeep = two ventures
    assert where(outcome, "P3") == ("Undercity", "Secret Entrance")  # took it: one venture


def test_ruling_not_in_a_dungeon_undercity_goes_to_secret_entrance() -> None:
    """ "If you aren't in a dungeon when instructed to venture into Undercity, you will put
    Undercity into the command zone and move your venture marker to Secret Entrance." """
    outcome = play([{"take_initiative": "P2"}])
    assert where(outcome, "P2") == ("Undercity", "Secret Entrance")
    assert of_type(outcome, "room_ability")[0]["room"] == "Secret Entrance"


def test_ruling_already_in_a_dungeon_move_on_or_complete_then_start_undercity() -> None:
    """ "If you're already in a dungeon when instructed to venture into Undercity, you move to
    the next room of that dungeon. If you are already in the last room, you will complete that
    dungeon and start Undercity. This is true whether you're already in Undercity or any other
    dungeon." """
    # In Lost Mine of Phandelver: taking the initiative moves the marker in Lost Mine.
    outcome = play([{"venture": "P1"}, {"take_initiative": "P1"}])
    assert where(outcome, "P1") == ("Lost Mine of Phandelver", "Goblin Lair")
    # In its last room (its ability still waiting): complete it, then start Undercity.
    last = play(
        [
            {"venture": "P1"},
            {"venture": "P1"},
            {"venture": "P1"},
            {"venture": "P1", "hold": True},
            {"take_initiative": "P1"},
        ],
    )
    assert last["players"]["P1"]["completed"] == ["Lost Mine of Phandelver"]
    assert where(last, "P1") == ("Undercity", "Secret Entrance")
    # Same from Undercity's own last room.
    steps = [{"take_initiative": "P1"}] + [{"upkeep": "P1"}] * 3 + [{"upkeep": "P1", "hold": True}]
    again = play([*steps, {"take_initiative": "P1"}])
    assert again["players"]["P1"]["completed"] == ["Undercity"]
    assert where(again, "P1") == ("Undercity", "Secret Entrance")


def test_ruling_only_one_player_has_it() -> None:
    """ "Only one player can have the initiative at a time. As one player takes the initiative,
    any other player that had the initiative ceases to have it." """
    outcome = play([{"take_initiative": "P1"}, {"take_initiative": "P2"}, {"upkeep": "P1"}])
    assert outcome["initiative"] == "P2"
    upkeep = of_type(outcome, "upkeep")[0]
    assert upkeep["triggered"] is False  # P1 no longer has it: no venture at P1's upkeep
    assert of_type(outcome, "take_initiative")[1]["previous"] == "P1"


def test_ruling_two_headed_giant_both_teammates_take_it_in_turn() -> None:
    """ "In a Two-Headed Giant game, if both players on a team deal combat damage to the player
    that has the initiative at the same time, the player with the initiative will choose the
    order of the triggered abilities. [...] one team member takes the initiative (and ventures
    into Undercity) and then the other team member does the same. The last player to take the
    initiative keeps it." """
    teams = [["P1", "P3"], ["P2", "P4"]]
    players = ["P1", "P2", "P3", "P4"]
    start = [{"take_initiative": "P2"}]
    chosen = play(
        [*start, {"combat_damage": {"from": ["P1", "P3"], "to": "P2", "order": ["P3", "P1"]}}],
        players,
        teams=teams,
    )
    takes = of_type(chosen, "take_initiative")
    assert [t["player"] for t in takes] == ["P2", "P3", "P1"]
    assert chosen["initiative"] == "P1"
    assert where(chosen, "P1") == where(chosen, "P3") == ("Undercity", "Secret Entrance")
    default = play(
        [*start, {"combat_damage": {"from": ["P1", "P3"], "to": "P2"}}], players, teams=teams
    )
    assert default["initiative"] == "P3"


def test_ruling_cant_venture_into_undercity_unless_instructed() -> None:
    """ "You cannot venture into Undercity unless instructed to do so [...]. Notably, if you
    aren't in a dungeon and an effect instructs you to venture into the dungeon (not venture
    into Undercity), you can't start Undercity." """
    outcome = play([{"venture": "P1", "into": "dungeon"}])
    assert outcome["players"]["P1"]["dungeon"] != "Undercity"
    with pytest.raises(ScenarioError) as caught:
        play([{"venture": "P1", "into": "dungeon", "dungeon": "Undercity"}])
    assert caught.value.field == "events[0].dungeon"
    assert "can't start Undercity" in str(caught.value)


def test_ruling_leaving_player_gives_it_to_active_or_next_player() -> None:
    """ "If the player with the initiative leaves the game, the active player takes the
    initiative at the same time that player leaves the game. If the active player is leaving
    the game or if there is no active player, the next player in turn order takes the
    initiative." """
    players = ["P1", "P2", "P3", "P4"]
    to_active = play([{"take_initiative": "P3"}, {"turn": "P2"}, {"leave": "P3"}], players)
    assert to_active["initiative"] == "P2"
    assert where(to_active, "P2") == ("Undercity", "Secret Entrance")  # taking it ventures
    active_leaves = play([{"turn": "P3"}, {"take_initiative": "P3"}, {"leave": "P3"}], players)
    assert active_leaves["initiative"] == "P4"
    no_active = play(
        [{"turn": "P2"}, {"take_initiative": "P4"}, {"leave": "P2"}, {"leave": "P4"}], players
    )
    assert no_active["initiative"] == "P1"  # after P4 in turn order, skipping P2 who left
