"""Ravenloft Adventurer (the Chinese card page; docs/cards.md §1.6): enters → take the initiative;
an opponent's creature that would die is exiled with a hit counter instead; attack trigger with an
intervening "if" (completed a dungeon)."""

from __future__ import annotations

from typing import Any

import pytest

from mtglearn import ScenarioError, resolve_scenario
from mtglearn.rules.initiative.kind import Game

ADVENTURER = "Ravenloft Adventurer"


def play(
    events: list[dict[str, Any]], players: Any = ("P1", "P2", "P3"), **extra: Any
) -> dict[str, Any]:
    return resolve_scenario(
        {"kind": "initiative", "players": list(players), "events": events, **extra}, "en"
    )


def test_enters_takes_the_initiative_and_ventures() -> None:
    """ "When this creature enters, you take the initiative." (603.6a, then 726.2)"""
    outcome = play([{"enters": ADVENTURER, "controller": "P1"}])
    assert outcome["initiative"] == "P1"
    assert outcome["players"]["P1"]["room"] == "Secret Entrance"
    assert outcome["players"]["P1"]["ravenloft_adventurers"] == 1


def test_other_cards_that_take_the_initiative_on_enter() -> None:
    outcome = play([{"enters": "Undercellar Sweep", "controller": "P2"}])
    assert outcome["initiative"] == "P2"
    assert outcome["players"]["P2"]["ravenloft_adventurers"] == 0


def test_opponents_creature_is_exiled_with_a_hit_counter() -> None:
    """ "If a creature an opponent controls would die, instead exile it and put a hit counter
    on it." The count is kept per owner."""
    outcome = play(
        [
            {"enters": ADVENTURER, "controller": "P1"},
            {"dies": {"creature": "Bear", "controller": "P2", "owner": "P2"}},
            {"dies": {"creature": "Stolen Ox", "controller": "P2", "owner": "P3"}},
            {"dies": {"creature": "Wolf", "controller": "P2"}},
        ]
    )
    assert outcome["players"]["P2"]["hit_exile"] == 2
    assert outcome["players"]["P3"]["hit_exile"] == 1
    assert [e["rule"] for e in outcome["events"] if e["type"] == "hit_exile"] == ["614.1a"] * 3


def test_own_creature_dies_normally() -> None:
    """The replacement only applies to creatures an *opponent* of the Adventurer's controller
    controls; it doesn't die when exiled, so a normal death is a "dies" event (700.4)."""
    outcome = play(
        [
            {"enters": ADVENTURER, "controller": "P1"},
            {"dies": {"creature": "Squire", "controller": "P1"}},
        ]
    )
    assert outcome["players"]["P1"]["hit_exile"] == 0
    assert [e["type"] for e in outcome["events"]].count("dies") == 1


def test_teammates_are_not_opponents() -> None:
    outcome = play(
        [
            {"enters": ADVENTURER, "controller": "P1"},
            {"dies": {"creature": "Squire", "controller": "P3"}},
        ],
        players=["P1", "P2", "P3", "P4"],
        teams=[["P1", "P3"], ["P2", "P4"]],
    )
    assert outcome["players"]["P3"]["hit_exile"] == 0


def test_the_adventurer_dying_stops_the_replacement() -> None:
    outcome = play(
        [
            {"enters": ADVENTURER, "controller": "P1"},
            {"dies": {"creature": ADVENTURER, "controller": "P1"}},
            {"dies": {"creature": "Bear", "controller": "P2"}},
        ]
    )
    assert outcome["players"]["P1"]["ravenloft_adventurers"] == 0
    assert outcome["players"]["P2"]["hit_exile"] == 0


def test_attack_trigger_needs_a_completed_dungeon() -> None:
    """Intervening "if" (603.4): without a completed dungeon, no trigger, no life loss."""
    outcome = play(
        [
            {"enters": ADVENTURER, "controller": "P1"},
            {"dies": {"creature": "Bear", "controller": "P2"}},
            {"attacks": ADVENTURER, "controller": "P1", "defending": "P2"},
        ]
    )
    trigger = next(e for e in outcome["events"] if e["type"] == "attack_trigger")
    assert trigger["triggered"] is False
    assert outcome["players"]["P2"]["life"] == 20


def test_attack_trigger_after_completing_undercity() -> None:
    """ "If you've completed a dungeon, defending player loses 1 life for each card they own in
    exile with a hit counter on it." Five ventures complete Undercity."""
    outcome = play(
        [{"enters": ADVENTURER, "controller": "P1"}]
        + [{"dies": {"creature": f"C{i}", "controller": "P2"}} for i in range(3)]
        + [{"upkeep": "P1"}] * 4
        + [{"attacks": ADVENTURER, "controller": "P1", "defending": "P2"}],
        choices={"P1": ["Lost Well", "Stash"]},
    )
    assert outcome["players"]["P1"]["completed"] == ["Undercity"]
    assert outcome["players"]["P2"]["life"] == 17
    assert outcome["players"]["P3"]["life"] == 20


def test_api_returns_values() -> None:
    game = Game(["P1", "P2"])
    game.enters(ADVENTURER, "P1")
    assert game.dies("Bear", "P2") is True
    assert game.attacks(ADVENTURER, "P1", "P2") == 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_attacking_without_an_adventurer_is_refused(lang: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(
            {
                "kind": "initiative",
                "players": ["P1", "P2"],
                "events": [{"attacks": ADVENTURER, "controller": "P1", "defending": "P2"}],
            },
            lang,
        )
    assert caught.value.field == "events[0].controller"
    assert ("Aventurière de Ravenloft" in str(caught.value)) == (lang == "fr")


def test_defending_player_must_be_an_opponent() -> None:
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(
            {
                "kind": "initiative",
                "players": ["P1", "P2"],
                "events": [
                    {"enters": ADVENTURER, "controller": "P1"},
                    {"attacks": ADVENTURER, "controller": "P1", "defending": "P1"},
                ],
            },
            "en",
        )
    assert caught.value.field == "events[1].defending"


def test_unknown_card_lists_the_known_ones() -> None:
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(
            {
                "kind": "initiative",
                "players": ["P1", "P2"],
                "events": [{"enters": "Grizzly Bears", "controller": "P1"}],
            },
            "en",
        )
    assert caught.value.field == "events[0].enters"
    assert "White Plume Adventurer" in str(caught.value)
