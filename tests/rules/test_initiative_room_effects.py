"""Room abilities (309.4c) applied to what the course tracks: life (119.3), +1/+1 counters
(122.1), tokens (111.1), goad; library effects are logged events. Expected values are the
printed effects (docs/cards.md §1.7 and the AFR dungeon texts)."""

from __future__ import annotations

from typing import Any

from mtglearn import resolve_scenario
from mtglearn.rules.initiative.kind import Game


def play(
    events: list[dict[str, Any]], players: Any = ("P1", "P2", "P3"), **extra: Any
) -> dict[str, Any]:
    return resolve_scenario(
        {"kind": "initiative", "players": list(players), "events": events, **extra}, "en"
    )


def life(outcome: dict[str, Any]) -> dict[str, int]:
    return {p: s["life"] for p, s in outcome["players"].items()}


def test_trap_target_player_loses_five() -> None:
    """Trap!: target player loses 5 life (the target comes from "targets")."""
    outcome = play(
        [{"take_initiative": "P1"}, {"upkeep": "P1"}, {"upkeep": "P1"}],
        choices={"P1": ["Forge", "Trap!"]},
        targets={"P1": ["creature A", "P3"]},
    )
    assert life(outcome) == {"P1": 20, "P2": 20, "P3": 15}
    assert outcome["players"]["P1"]["counters"] == {"creature A": 2}  # Forge: two +1/+1 counters


def test_trap_default_target_is_next_opponent() -> None:
    outcome = play(
        [{"take_initiative": "P2"}, {"upkeep": "P2"}, {"upkeep": "P2"}],
        choices={"P2": ["Forge", "Trap!"]},
    )
    assert life(outcome) == {"P1": 20, "P2": 20, "P3": 15}
    assert outcome["players"]["P2"]["counters"] == {"unnamed": 2}


def test_dark_pool_each_opponent_loses_one_you_gain_one() -> None:
    outcome = play(
        [{"venture": "P1"}, {"venture": "P1"}, {"venture": "P1"}],
        choices={"P1": ["Goblin Lair", "Dark Pool"]},
        players=["P1", "P2", "P3"],
    )
    assert life(outcome) == {"P1": 21, "P2": 19, "P3": 19}
    assert outcome["players"]["P1"]["tokens"] == {"goblin_1_1": 1}


def test_dark_pool_spares_teammates() -> None:
    """Teammates are not opponents (Two-Headed Giant)."""
    outcome = play(
        [{"venture": "P1"}, {"venture": "P1"}, {"venture": "P1"}],
        choices={"P1": ["Mine Tunnels", "Dark Pool"]},
        players=["P1", "P2", "P3", "P4"],
        teams=[["P1", "P3"], ["P2", "P4"]],
    )
    assert life(outcome) == {"P1": 21, "P2": 19, "P3": 20, "P4": 19}
    assert outcome["players"]["P1"]["tokens"] == {"treasure": 1}


def test_tomb_of_annihilation_life_losses() -> None:
    """Trapped Entry: each player loses 1; Veils of Fear, Sandfall Cell: 2 each (the "unless"
    option is never taken: hands and permanents are not tracked)."""
    outcome = play([{"venture": "P1", "dungeon": "Tomb of Annihilation"}] + [{"venture": "P1"}] * 3)
    assert life(outcome) == {"P1": 15, "P2": 15, "P3": 15}
    assert outcome["players"]["P1"]["tokens"] == {"the_atropal": 1}
    assert outcome["players"]["P1"]["completed"] == ["Tomb of Annihilation"]


def test_life_of_players_who_left_is_untouched() -> None:
    outcome = play([{"leave": "P3"}, {"venture": "P1", "dungeon": "Tomb of Annihilation"}])
    assert life(outcome) == {"P1": 19, "P2": 19, "P3": 20}


def test_mad_mage_muirals_graveyard_and_yawning_portal() -> None:
    outcome = play(
        [{"venture": "P1", "dungeon": "Dungeon of the Mad Mage"}] + [{"venture": "P1"}] * 4,
        choices={"P1": ["Goblin Bazaar", "Muiral's Graveyard"]},
        players=[{"name": "P1", "life": 10}, "P2"],
    )
    assert outcome["players"]["P1"]["life"] == 11
    assert outcome["players"]["P1"]["tokens"] == {"treasure": 1, "skeleton_1_1": 2}


def test_arena_goads_and_catacombs_creates_a_skeleton() -> None:
    outcome = play(
        [{"take_initiative": "P1"}] + [{"upkeep": "P1"}] * 3,
        choices={"P1": ["Lost Well", "Arena", "Catacombs"]},
        targets={"P1": ["Bear"]},
    )
    player = outcome["players"]["P1"]
    assert player["goaded"] == ["Bear"]
    assert player["tokens"] == {"skeleton_4_1_menace": 1}


def test_library_effects_are_logged_events() -> None:
    outcome = play([{"take_initiative": "P1"}, {"upkeep": "P1"}], choices={"P1": ["Lost Well"]})
    library = [e for e in outcome["events"] if e["type"] == "library"]
    assert [(e["action"], e.get("n")) for e in library] == [
        ("search_basic_land", None),
        ("scry", 2),
    ]
    assert all(e["rule"] == "309.4c" for e in library)


def test_losers_are_reported() -> None:
    """704.5a: a player at 0 life or less loses; the outcome lists them (they are not removed)."""
    outcome = play(
        [{"take_initiative": "P1"}, {"upkeep": "P1"}, {"upkeep": "P1"}],
        players=["P1", {"name": "P2", "life": 4}],
        choices={"P1": ["Forge", "Trap!"]},
    )
    assert outcome["losers"] == ["P2"]


def test_combat_seam_one_call_per_damage_step() -> None:
    """Seam for the combat engine (726.2 per combat damage step, 510.2): with first strike the
    initiative can change hands between the first-strike and regular damage steps."""
    game = Game(["P1", "P2"])
    game.take_initiative("P2")
    controllers = {"A": "P1", "B": "P2"}
    took = game.combat_damage_step([{"source": "A", "target": "P2", "amount": 2}], controllers)
    assert took == ["P1"] and game.initiative == "P1"
    # Regular step: B (P2's) hits P1, who now has it; damage to a creature doesn't count.
    took = game.combat_damage_step(
        [{"source": "A", "target": "B", "amount": 2}, {"source": "B", "target": "P1", "amount": 3}],
        controllers,
    )
    assert took == ["P2"] and game.initiative == "P2"
    assert (
        game.combat_damage_step([{"source": "A", "target": "P1", "amount": 0}], controllers) == []
    )


def test_combat_seam_one_trigger_per_player() -> None:
    """ "Whenever one or more creatures a player controls deal combat damage": one trigger."""
    game = Game(["P1", "P2"])
    game.take_initiative("P2")
    game.combat_damage_step(
        [
            {"source": "A", "target": "P2", "amount": 1},
            {"source": "C", "target": "P2", "amount": 1},
        ],
        {"A": "P1", "C": "P1"},
    )
    takes = [e for e in game.events if e["type"] == "take_initiative"]
    assert [t["player"] for t in takes] == ["P2", "P1"]


def test_unless_alternative_with_pay_answers() -> None:
    """118.12: "each player loses 2 life unless they discard a card": a player who pays (here
    P2, by discarding) loses no life; the others lose 2. Answers are used in order."""
    outcome = play(
        [
            {"venture": "P1", "dungeon": "Tomb of Annihilation"},
            {"venture": "P1"},
            {"venture": "P1"},
        ],
        pay={"P2": [True, False], "P3": [False, True]},
    )
    # Trapped Entry: everyone -1. Veils of Fear: P1 -2, P2 pays, P3 -2.
    # Sandfall Cell: P1 -2, P2 -2, P3 pays.
    assert life(outcome) == {"P1": 15, "P2": 17, "P3": 17}
    paid = [e for e in outcome["events"] if e["type"] == "paid_instead"]
    assert [(e["player"], e["unless"]) for e in paid] == [("P2", "discard"), ("P3", "sacrifice")]


def test_a_new_turn_resolves_held_room_abilities() -> None:
    """A turn can't begin with abilities waiting: the held Trap! resolves before P2's turn."""
    outcome = play(
        [
            {"take_initiative": "P1"},
            {"upkeep": "P1"},
            {"upkeep": "P1", "hold": True},
            {"turn": "P2"},
        ],
        choices={"P1": ["Forge", "Trap!"]},
    )
    types = [e["type"] for e in outcome["events"]]
    assert types.index("life") < types.index("turn", types.index("upkeep") + 1)
    assert outcome["players"]["P2"]["life"] == 15
