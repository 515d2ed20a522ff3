"""The initiative meets combat (726.2 through the combat engine, step by step).

Each test starts from a rule or ruling: 726.2 ("whenever one or more creatures a player controls
deal combat damage to the player who has the initiative, that player takes the initiative"),
510.4 (a first-strike combat damage step happens before the regular one when a creature has
first strike or double strike), 510.1c-d (a blocker deals damage to creatures, never to a
player), and Ravenloft Adventurer's Oracle text (docs/cards.md §1.6).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mtglearn import ScenarioError, resolve_scenario
from mtglearn.base.i18n import french_typography
from mtglearn.door.combat import Combat, Creature
from mtglearn.rules.initiative.game import Game
from mtglearn.words.initiative import narrate
from tests.support.scenarios import creature


def play(events: list[dict[str, Any]], players: Any = ("P2", "P1"), **extra: Any) -> dict:
    data = {"kind": "initiative", "players": list(players), "events": events, **extra}
    return resolve_scenario(data, extra.pop("lang", "en") if "lang" in extra else "en")


def of_type(outcome: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in outcome["events"] if e["type"] == kind]


def takes(outcome: dict[str, Any]) -> list[tuple[str, str]]:
    return [(e["player"], e["cause"]) for e in of_type(outcome, "take_initiative")]


FIRST_AND_REGULAR = {
    "creatures": [
        creature("F", "P2", 2, 2, "first strike"),
        creature("G", "P2", 3, 3),
    ],
    "attacks": {"F": "P1", "G": "P1"},
}


def test_first_strike_damage_moves_it_before_the_regular_step() -> None:
    """P1 holds it; P2 attacks P1 with a first striker and a creature
    without first strike, unblocked. In the first-strike step (510.4) P2 takes it (726.2) and
    ventures; in the regular step P1 no longer holds it, so the second creature's damage
    triggers nothing."""
    outcome = play([{"take_initiative": "P1"}, {"combat": FIRST_AND_REGULAR}])
    assert outcome["initiative"] == "P2"
    assert takes(outcome) == [("P1", "effect"), ("P2", "combat_damage")]
    steps = of_type(outcome, "combat_step")
    assert [s["step"] for s in steps] == ["first_strike", "regular"]
    checks = of_type(outcome, "combat_damage")
    assert [(c["holder"], c["triggered"]) for c in checks] == [("P1", True), ("P2", False)]
    # The venture happened between the two steps, before the regular damage.
    kinds = [e["type"] for e in outcome["events"]]
    first_regular = kinds.index("combat_step", kinds.index("combat_step") + 1)
    venture_of_p2 = next(
        i for i, e in enumerate(outcome["events"]) if e["type"] == "venture" and e["player"] == "P2"
    )
    assert venture_of_p2 < first_regular
    assert outcome["players"]["P2"]["room"] == "Secret Entrance"
    assert outcome["players"]["P1"]["life"] == 20 - 2 - 3


def test_without_first_strike_one_trigger_for_several_creatures() -> None:
    """726.2 says "one or more creatures": two unblocked creatures of P2 dealing damage in the
    same step make P2 take it once (one venture), not once per creature."""
    both_regular = {
        "creatures": [creature("G", "P2", 3, 3), creature("H", "P2", 1, 1)],
        "attacks": {"G": "P1", "H": "P1"},
    }
    outcome = play([{"take_initiative": "P1"}, {"combat": both_regular}])
    assert takes(outcome) == [("P1", "effect"), ("P2", "combat_damage")]
    assert len(of_type(outcome, "combat_step")) == 1
    assert outcome["players"]["P1"]["life"] == 16


def test_double_strike_takes_it_in_the_first_step_only() -> None:
    """A double striker deals damage in both steps (702.4b); after the first, its controller
    already holds the initiative, so the second hit is damage to a player who doesn't have it."""
    attack = {"creatures": [creature("D", "P2", 2, 2, "double strike")], "attacks": {"D": "P1"}}
    outcome = play([{"take_initiative": "P1"}, {"combat": attack}])
    assert [(c["holder"], c["triggered"]) for c in of_type(outcome, "combat_damage")] == [
        ("P1", True),
        ("P2", False),
    ]
    assert outcome["players"]["P2"]["room"] == "Secret Entrance"  # one venture only


def test_damage_to_a_player_without_the_initiative_never_triggers() -> None:
    """726.2 is about the player who has the initiative: P1 attacks P3 while P2 holds it."""
    attack = {"creatures": [creature("A", "P1", 4, 4)], "attacks": {"A": "P3"}}
    outcome = play([{"take_initiative": "P2"}, {"combat": attack}], players=("P1", "P2", "P3"))
    assert outcome["initiative"] == "P2"
    assert of_type(outcome, "combat_damage")[0]["triggered"] is False
    assert outcome["players"]["P3"]["life"] == 16
    assert outcome["players"]["P1"]["dungeon"] is None


def test_nobody_holds_it_combat_damage_changes_nothing() -> None:
    """726.1 ruling: no initiative until an effect says to take it; combat damage can't start it."""
    attack = {"creatures": [creature("A", "P2", 2, 2)], "attacks": {"A": "P1"}}
    outcome = play([{"combat": attack}])
    assert outcome["initiative"] is None
    assert outcome["players"]["P2"]["dungeon"] is None


def test_a_blocker_never_damages_a_player() -> None:
    """510.1c-d: the holder's blocker deals damage to the attacker only, so the holder's
    creature can't take it back; a blocked attacker without trample deals no damage to P1."""
    blocked = {
        "creatures": [creature("A", "P2", 2, 2), creature("B", "P1", 5, 5)],
        "attacks": {"A": "P1"},
        "blocks": {"B": "A"},
    }
    outcome = play([{"take_initiative": "P1"}, {"combat": blocked}])
    assert outcome["initiative"] == "P1"
    assert of_type(outcome, "combat_damage") == []
    assert of_type(outcome, "combat_step")[0]["damage"] == []


def test_trample_excess_to_the_holder_triggers() -> None:
    """702.19: a trampler's excess damage is combat damage to the player, so it counts."""
    trample = {
        "creatures": [creature("T", "P2", 5, 5, "trample"), creature("B", "P1", 1, 2)],
        "attacks": {"T": "P1"},
        "blocks": {"B": "T"},
    }
    outcome = play([{"take_initiative": "P1"}, {"combat": trample}])
    assert outcome["initiative"] == "P2"
    assert of_type(outcome, "combat_step")[0]["damage"] == [{"from": "P2", "to": "P1", "amount": 3}]


def test_forge_reached_in_the_first_strike_step_changes_the_regular_step() -> None:
    """309.4c: taking the initiative in the first-strike step is a venture; if it reaches Forge
    ("put two +1/+1 counters on target creature"), the counters are there before the regular
    combat damage step, so the creature without first strike deals 2 more damage."""
    events = [
        {"take_initiative": "P2"},  # P2: Secret Entrance
        {"take_initiative": "P1"},  # P1 holds it
        {"combat": FIRST_AND_REGULAR},
    ]
    with_target = play(events, targets={"P2": ["G"]})
    assert with_target["players"]["P2"]["room"] == "Forge"
    assert with_target["players"]["P1"]["life"] == 20 - 2 - (3 + 2)
    untargeted = play(events, targets={"P2": ["F"]})  # the first striker doesn't hit again
    assert untargeted["players"]["P1"]["life"] == 20 - 2 - 3


RAVENLOFT = {
    "id": "R",
    "name": "Ravenloft Adventurer",
    "controller": "P1",
    "power": 3,
    "toughness": 4,
}


def test_ravenloft_adventurer_exiles_a_dying_attacker_with_a_hit_counter() -> None:
    """Ravenloft Adventurer: "If a creature an opponent controls would die, instead exile it and
    put a hit counter on it." P2's 2/2 attacks into it and is exiled, not put into a graveyard."""
    fight = {
        "creatures": [creature("X", "P2", 2, 2), RAVENLOFT],
        "attacks": {"X": "P1"},
        "blocks": {"R": "X"},
    }
    outcome = play(
        [{"enters": "Ravenloft Adventurer", "controller": "P1"}, {"turn": "P2"}, {"combat": fight}],
        players=("P1", "P2"),
    )
    assert outcome["players"]["P2"]["hit_exile"] == 1
    assert [e["creature"] for e in of_type(outcome, "hit_exile")] == ["X"]
    assert of_type(outcome, "dies") == []


def test_without_an_adventurer_the_creature_dies() -> None:
    """No Ravenloft Adventurer in the game: 700.4, the creature dies."""
    fight = {
        "creatures": [creature("X", "P2", 2, 2), creature("B", "P1", 3, 4)],
        "attacks": {"X": "P1"},
        "blocks": {"B": "X"},
    }
    outcome = play([{"combat": fight}])
    assert outcome["players"]["P2"]["hit_exile"] == 0
    assert [e["creature"] for e in of_type(outcome, "dies")] == ["X"]


def test_ravenloft_adventurer_attack_trigger_after_completing_undercity() -> None:
    """ "Whenever this creature attacks, if you've completed a dungeon, defending player loses 1
    life for each card they own in exile with a hit counter on it." Undercity needs five
    ventures (docs/cards.md §1.7): taking it, then four upkeeps."""
    fight = {
        "creatures": [creature("X", "P2", 2, 2), RAVENLOFT],
        "attacks": {"X": "P1"},
        "blocks": {"R": "X"},
    }
    attack = {"creatures": [RAVENLOFT], "attacks": {"R": "P2"}}
    before = [
        {"enters": "Ravenloft Adventurer", "controller": "P1"},
        {"turn": "P2"},
        {"combat": fight},
        {"turn": "P1"},
    ]
    early = play([*before, {"combat": attack}], players=("P1", "P2"))
    trigger = of_type(early, "attack_trigger")[0]
    assert trigger["triggered"] is False  # no completed dungeon yet (603.4)
    assert early["players"]["P2"]["life"] == 20 - 3
    upkeeps = [{"upkeep": "P1"}] * 4
    # Through Lost Well and Stash, so that no room (Trap!) changes P2's life.
    late = play(
        [*before, *upkeeps, {"combat": attack}],
        players=("P1", "P2"),
        choices={"P1": ["Lost Well", "Stash"]},
    )
    assert late["players"]["P1"]["completed"] == ["Undercity"]
    assert of_type(late, "attack_trigger")[0]["triggered"] is True
    # One card with a hit counter: 1 life from the trigger, then 3 combat damage.
    assert late["players"]["P2"]["life"] == 20 - 1 - 3
    # The trigger resolves in the declare attackers step, before any combat damage (508.2).
    kinds = [e["type"] for e in late["events"]]
    assert kinds.index("attack_trigger") < len(kinds) - 1 - kinds[::-1].index("combat_step")


def test_python_api_game_combat_returns_the_combat_result() -> None:
    """``Game.combat`` is the same path as the scenario event."""
    game = Game(["P2", "P1"], lang="en")
    game.take_initiative("P1")
    first = Creature("F", 2, 2, keywords=("first strike",), controller="P2")
    regular = Creature("G", 3, 3, controller="P2")
    result = game.combat(Combat([first, regular], {"F": "P1", "G": "P1"}, players=("P2", "P1")))
    assert result.damage_to("P1") == 5
    assert game.initiative == "P2"
    assert game.players["P1"].life == 15


def test_refused_combat_leaves_the_game_unchanged() -> None:
    """Nothing half-applied: an attacker who isn't the active player is refused (508.1), and
    the game is as before."""
    game = Game(["P1", "P2"], lang="en")
    game.take_initiative("P1")
    before = game.state()
    attacker = Creature("A", 2, 2, controller="P2")
    with pytest.raises(ScenarioError) as caught:
        game.combat(Combat([attacker], {"A": "P1"}, players=("P2", "P1")))
    assert "508.1" in str(caught.value)
    assert game.state() == before


P1_ATTACKS = {"creatures": [creature("A", "P1", 1, 1)], "attacks": {"A": "P2"}}


@pytest.mark.parametrize(
    ("event", "field", "lang", "words"),
    [
        (
            {"combat": {**P1_ATTACKS, "players": ["P1", "P2"]}},
            "events[1].combat.players[0]",
            "en",
            "active player",
        ),
        (
            {"combat": {**P1_ATTACKS, "players": ["P1", "P2"]}},
            "events[1].combat.players[0]",
            "fr",
            "joueur actif",
        ),
        (
            {"combat": {**FIRST_AND_REGULAR, "players": ["P2", "P9"]}},
            "events[1].combat.attacks.F",
            "en",
            "P9",
        ),
        (
            {
                "combat": {
                    **FIRST_AND_REGULAR,
                    "replacements": [{"dies": "exile", "creatures_of": "P1"}],
                }
            },
            "events[1].combat.replacements",
            "fr",
            "Aventurière de Ravenloft",
        ),
        (
            {
                "combat": {
                    **FIRST_AND_REGULAR,
                    "players": [{"name": "P2", "life": 7}, "P1"],
                }
            },
            "events[1].combat.players[0].life",
            "en",
            "20",
        ),
        (
            {"combat": {**FIRST_AND_REGULAR, "creatures": [creature("F", "P2", "x", 2)]}},
            "events[1].combat.creatures[0].power",
            "fr",
            "x",
        ),
        ({"combat": [1]}, "events[1].combat", "en", "object"),
    ],
)
def test_bad_combat_events_name_the_field(
    event: dict[str, Any], field: str, lang: str, words: str
) -> None:
    data = {
        "kind": "initiative",
        "players": ["P2", "P1"],
        "events": [{"take_initiative": "P1"}, event],
    }
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data, lang)
    assert caught.value.field == field
    assert words in str(caught.value)


def test_inputs_untouched_and_same_answer_twice() -> None:
    data = {
        "kind": "initiative",
        "players": ["P2", "P1"],
        "events": [{"take_initiative": "P1"}, {"combat": FIRST_AND_REGULAR}],
    }
    saved = copy.deepcopy(data)
    first = resolve_scenario(data, "en")
    assert data == saved
    assert resolve_scenario(data, "en") == first


def test_narration_tells_the_timing_in_both_languages() -> None:
    outcome = play([{"take_initiative": "P1"}, {"combat": FIRST_AND_REGULAR}])
    en = narrate(outcome, "en")
    fr = narrate(outcome, "fr")
    assert any("First-strike combat damage step" in line for line in en)
    assert any("doesn't have" in line for line in en)
    assert any("d'initiative (la capacité" in line for line in fr)  # the step, not the designation
    assert any("ne détient pas" in line for line in fr)
    assert not any("dégâts" in line for line in fr)


def test_forge_counters_count_even_for_a_creature_that_dies_in_the_regular_step() -> None:
    """The Forge counters are put on before regular damage (309.4c, 510.4): P2's 3/3, blocked by
    P1's 5/5, becomes 5/5 and kills the blocker in the regular step while dying itself."""
    fight = {
        "creatures": [
            creature("F", "P2", 2, 2, "first strike"),
            creature("G", "P2", 3, 3),
            creature("B", "P1", 5, 5),
        ],
        "attacks": {"F": "P1", "G": "P1"},
        "blocks": {"B": "G"},
    }
    events = [{"take_initiative": "P2"}, {"take_initiative": "P1"}, {"combat": fight}]
    outcome = play(events, targets={"P2": ["G"]})
    assert sorted(e["creature"] for e in of_type(outcome, "dies")) == ["B", "G"]
    without = play(events, targets={"P2": ["F"]})
    assert [e["creature"] for e in of_type(without, "dies")] == ["G"]


def test_adventurer_gone_in_the_first_strike_step_no_longer_exiles() -> None:
    """604.2: the replacement effect of Ravenloft Adventurer's static ability lasts only while
    it is on the battlefield. It dies to first-strike damage; the opponent's creature that dies
    in the regular step goes to the graveyard, with no hit counter."""
    fight = {
        "creatures": [
            creature("F", "P2", 5, 5, "first strike"),
            creature("G", "P2", 2, 2),
            RAVENLOFT,
            creature("B", "P1", 3, 3),
        ],
        "attacks": {"F": "P1", "G": "P1"},
        "blocks": {"R": "F", "B": "G"},
    }
    events = [{"enters": "Ravenloft Adventurer", "controller": "P1"}, {"turn": "P2"}]
    outcome = play([*events, {"combat": fight}], players=("P1", "P2"))
    assert [e["creature"] for e in of_type(outcome, "dies")] == ["Ravenloft Adventurer", "G"]
    assert of_type(outcome, "hit_exile") == []
    assert outcome["players"]["P2"]["hit_exile"] == 0
    assert outcome["players"]["P1"]["ravenloft_adventurers"] == 0


@pytest.mark.parametrize("adventurer_first", [True, False])
def test_adventurer_and_the_creature_it_trades_with_die_together(adventurer_first: bool) -> None:
    """704.3: state-based actions are performed simultaneously as a single event, so the
    Adventurer's replacement (614.1a) still applies to the creature dying with it: that
    creature is exiled with a hit counter, whatever the order of ``creatures``."""
    attacker = creature("G", "P2", 4, 3)  # the 3/4 Adventurer and this 4/3 kill each other
    fighters = [RAVENLOFT, attacker] if adventurer_first else [attacker, RAVENLOFT]
    fight = {"creatures": fighters, "attacks": {"G": "P1"}, "blocks": {"R": "G"}}
    events = [{"enters": "Ravenloft Adventurer", "controller": "P1"}, {"turn": "P2"}]
    outcome = play([*events, {"combat": fight}], players=("P1", "P2"))
    assert [e["creature"] for e in of_type(outcome, "hit_exile")] == ["G"]
    assert [e["creature"] for e in of_type(outcome, "dies")] == ["Ravenloft Adventurer"]
    assert outcome["players"]["P2"]["hit_exile"] == 1


def test_a_two_player_game_ends_at_0_life_and_the_initiative_stays() -> None:
    """104.2a / 704.5a: P2 holds the initiative at 3 life; P1's 3/3 deals it 3 combat damage.
    P2 loses before any trigger is put on the stack (704.3), P1 wins at once: the 726.2
    trigger never resolves, the initiative doesn't move, nothing is ventured."""
    fight = {"creatures": [creature("A", "P1", 3, 3)], "attacks": {"A": "P2"}}
    outcome = play(
        [{"take_initiative": "P2"}, {"turn": "P1"}, {"combat": fight}],
        players=("P1", {"name": "P2", "life": 3}),
    )
    assert outcome["over"] is True
    assert outcome["initiative"] == "P2"
    assert takes(outcome) == [("P2", "effect")]
    assert [e["player"] for e in of_type(outcome, "venture")] == ["P2"]
    assert outcome["losers"] == ["P2"]
    assert [e["winner"] for e in of_type(outcome, "game_over")] == ["P1"]
    assert outcome["players"]["P2"]["life"] == 0


def test_a_player_at_0_life_in_a_multiplayer_game_leaves_and_the_initiative_passes() -> None:
    """800.4a / 726.4: in a three-player game P2 holds the initiative at 3 life and takes 3
    combat damage from the active player P1: P2 loses and leaves; the active player takes the
    initiative as P2 leaves (726.4), and P2's own 726.2 trigger is not put on the stack
    (800.4d: P2 would control it)."""
    fight = {"creatures": [creature("A", "P1", 3, 3)], "attacks": {"A": "P2"}}
    outcome = play(
        [{"take_initiative": "P2"}, {"turn": "P1"}, {"combat": fight}],
        players=("P1", {"name": "P2", "life": 3}, "P3"),
    )
    assert outcome["over"] is False
    assert outcome["players"]["P2"]["left"] is True
    assert outcome["initiative"] == "P1"
    assert takes(outcome) == [("P2", "effect"), ("P1", "leave")]
    assert of_type(outcome, "combat_damage") == []


def test_combat_damage_to_a_teammate_is_refused() -> None:
    """805.10a: in Two-Headed Giant a team's creatures attack the other team, so one
    teammate's creatures never deal combat damage to the other."""
    for lang in ("en", "fr"):
        with pytest.raises(ScenarioError) as caught:
            resolve_scenario(
                {
                    "kind": "initiative",
                    "players": ["P1", "P2", "P3", "P4"],
                    "teams": [["P1", "P3"], ["P2", "P4"]],
                    "events": [
                        {"take_initiative": "P3"},
                        {"combat_damage": {"from": "P1", "to": "P3"}},
                    ],
                },
                lang,
            )
        assert caught.value.field == "events[1].combat_damage.to"
        assert "805.10a" in str(caught.value)


def test_two_headed_giant_teammates_attack_together_in_a_game_combat() -> None:
    """805.10a: the active team attacks as one; both heads' creatures hit the holder of the
    initiative, and each of them takes it in turn (726.2), the last one keeping it."""
    fight = {
        "creatures": [creature("A", "P1", 2, 2), creature("C", "P3", 2, 2)],
        "attacks": {"A": "P2", "C": "P2"},
    }
    outcome = play(
        [{"take_initiative": "P2"}, {"turn": "P1"}, {"combat": fight}],
        players=("P1", "P2", "P3", "P4"),
        teams=[["P1", "P3"], ["P2", "P4"]],
    )
    assert takes(outcome) == [("P2", "effect"), ("P1", "combat_damage"), ("P3", "combat_damage")]
    assert outcome["initiative"] == "P3"
    assert outcome["players"]["P2"]["life"] == 16


# ---- 704.3, 704.5a: a player at 0 life after Ravenloft Adventurer's attack trigger -----------

#: P1's Adventurer enters (P1 takes the initiative), three creatures of P2 die and are exiled
#: with a hit counter, four upkeeps complete Undercity (through Lost Well and Stash: no room
#: changes P2's life). P2 starts at 3 life, so the attack trigger alone takes P2 to 0.
COMPLETED = [
    {"enters": "Ravenloft Adventurer", "controller": "P1"},
    *({"dies": {"creature": f"C{i}", "controller": "P2"}} for i in range(3)),
    *[{"upkeep": "P1"}] * 4,
]
THROUGH = {"P1": ["Lost Well", "Stash"]}
AT_3 = {"name": "P2", "life": 3}


def after_trigger(outcome: dict[str, Any]) -> list[str]:
    """The event types from Ravenloft Adventurer's attack trigger on."""
    kinds = [e["type"] for e in outcome["events"]]
    return kinds[kinds.index("attack_trigger") :]


def test_two_players_the_game_ends_as_the_attack_trigger_resolves() -> None:
    """704.3 and 117.5: once the trigger has resolved, state-based actions are checked before
    anyone gets priority, so before blockers are declared: P2, at 0 life, loses (704.5a,
    104.3b) and in a two-player game the game ends at once (104.2a). No block, no combat damage
    (P1's lifelink creature gains nothing), no creature dies; no later event may follow."""
    fight = {
        "creatures": [
            RAVENLOFT,
            creature("S", "P1", 2, 2, "lifelink"),
            creature("B", "P2", 1, 1),
        ],
        "attacks": {"R": "P2", "S": "P2"},
        "blocks": {"B": "S"},
    }
    outcome = play([*COMPLETED, {"combat": fight}], players=("P1", AT_3), choices=THROUGH)
    assert after_trigger(outcome) == ["attack_trigger", "life", "loses", "game_over"]
    assert (outcome["over"], outcome["losers"]) == (True, ["P2"])
    assert outcome["players"]["P1"]["life"] == 20
    assert outcome["players"]["P2"]["life"] == 0
    with pytest.raises(ScenarioError) as caught:
        play(
            [*COMPLETED, {"combat": fight}, {"upkeep": "P2"}],
            players=("P1", AT_3),
            choices=THROUGH,
        )
    assert (caught.value.key, caught.value.field) == ("initiative.error.game_over", "events[9]")


def _adventurer_game_p2_at_3() -> Game:
    """P1 has Ravenloft Adventurer and has completed Undercity; P2, at 3 life, owns three
    cards in exile with a hit counter: the Adventurer's attack trigger takes P2 to 0."""
    game = Game(["P1", AT_3], choices=THROUGH, lang="en")
    game.enters("Ravenloft Adventurer", "P1")
    for i in range(3):
        game.dies(f"C{i}", "P2")
    for _ in range(4):
        game.upkeep("P1")
    return game


def test_two_players_the_attacks_event_ends_the_game_at_once() -> None:
    """The same through the ``attacks`` event and the Python API: the game is over as soon as
    the trigger has resolved (704.3, 704.5a, 104.2a), not at the next event."""
    game = _adventurer_game_p2_at_3()
    assert game.attacks("Ravenloft Adventurer", "P1", "P2") == 3
    assert game.over is True
    assert [e["type"] for e in game.events[-3:]] == ["life", "loses", "game_over"]
    with pytest.raises(ScenarioError):
        game.venture("P1")


def test_two_players_the_combat_api_returns_nothing_when_the_game_ends_first() -> None:
    """``Game.combat`` returns None when the game ended before blockers were declared
    (104.2a): there is no combat damage step, hence no combat result."""
    game = _adventurer_game_p2_at_3()
    adventurer = Creature("R", 3, 4, controller="P1", name="Ravenloft Adventurer")
    assert game.combat(Combat([adventurer], {"R": "P2"}, players=("P1", "P2"))) is None
    assert game.over is True


THREE_WAY = {
    "creatures": [RAVENLOFT, creature("S", "P1", 2, 2), creature("B", "P2", 1, 1)],
    "attacks": {"R": "P2", "S": "P3"},
}
#: P2 holds the initiative when P1 attacks.
HOLDS = [*COMPLETED, {"take_initiative": "P2"}, {"turn": "P1"}]


def test_multiplayer_the_player_leaves_before_blockers_and_the_initiative_passes() -> None:
    """In a three-player game P2, holding the initiative, is at 0 life once the trigger has
    resolved: P2 loses and leaves the game at once with what they own and control (704.5a,
    800.4a), before blockers are declared; the active player P1 takes the initiative as P2
    leaves (726.4) and ventures (726.2), all before the combat damage step. The creature
    attacking P2 deals no damage (800.4e); S still deals its damage to P3."""
    outcome = play([*HOLDS, {"combat": THREE_WAY}], players=("P1", AT_3, "P3"), choices=THROUGH)
    kinds = after_trigger(outcome)
    assert kinds[:5] == ["attack_trigger", "life", "loses", "leave", "take_initiative"]
    assert kinds.index("take_initiative") < kinds.index("combat_step")
    assert takes(outcome)[-1] == ("P1", "leave")
    assert [e["player"] for e in of_type(outcome, "loses")] == ["P2"]
    assert [e["player"] for e in of_type(outcome, "leave")] == ["P2"]
    (step,) = of_type(outcome, "combat_step")
    assert step["damage"] == [{"from": "P1", "to": "P3", "amount": 2}]
    assert outcome["players"]["P3"]["life"] == 18
    assert (outcome["over"], outcome["players"]["P2"]["left"]) == (False, True)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_multiplayer_a_creature_of_the_player_who_left_cannot_block(lang: str) -> None:
    """800.4a: P2's creatures left the game with P2 before blockers were declared, so a
    declaration in which P2's creature blocks is refused, naming the field."""
    fight = {**THREE_WAY, "blocks": {"B": "R"}}
    data = {
        "kind": "initiative",
        "players": ["P1", AT_3, "P3"],
        "events": [*HOLDS, {"combat": fight}],
        "choices": THROUGH,
    }
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data, lang)
    assert caught.value.field == "events[10].combat.blocks.B"
    message = {
        "en": "B can't block: P2 lost the game as an attack trigger took them to 0 or less"
        " life, and left it with their creatures before blockers were declared (704.3, 704.5a,"
        " 800.4a)",
        "fr": "La créature B ne peut pas bloquer : P2 a perdu la partie quand une capacité"
        " déclenchée d'attaque l'a mis à 0 point de vie ou moins, et l'a quittée avec ses"
        " créatures avant la déclaration des bloqueurs (704.3, 704.5a, 800.4a",
    }[lang]
    assert (french_typography(message) if lang == "fr" else message) in str(caught.value)


NARRATION = {
    "en": [
        "Ravenloft Adventurer attacks P2; P1 has completed a dungeon, so P2 loses 1 life for each"
        " card they own in exile with a hit counter: 3 (603.4).",
        "P2 loses 3 life (0 left).",
        "P2 is at 0 life and loses the game (state-based action, checked before blockers are"
        " declared, 704.3, 704.5a).",
    ],
    "fr": [
        "L'Aventurière de Ravenloft attaque P2 ; P1 a terminé un donjon, donc P2 perd 1 point de"
        " vie pour chaque carte en exil avec un marqueur « contrat » dont P2 est propriétaire :"
        " 3 (603.4).",
        "P2 perd 3 points de vie (il lui en reste 0).",
        "P2 est à 0 point de vie et perd la partie (action basée sur un état, vérifiée avant"
        " la déclaration des bloqueurs, 704.3, 704.5a).",
    ],
}
GAME_OVER = {
    "en": "Only P1 is left: the game is over (104.2a).",
    "fr": "Il ne reste que P1 : la partie est terminée (104.2a).",
}
LEAVES = {
    "en": "P2 leaves the game; their dungeon and the cards they own leave with them (800.4a).",
    "fr": "P2 quitte la partie ; son donjon et toutes les cartes dont P2 est propriétaire quittent"
    " aussi la partie (800.4a).",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_narration_of_a_loss_to_the_attack_trigger(lang: str) -> None:
    """The story says, in the reader's language, that P2 loses right after the trigger, then
    that the game is over (two players) or that P2 leaves before any combat damage (three)."""
    typo = french_typography if lang == "fr" else str
    fight = {"creatures": [RAVENLOFT], "attacks": {"R": "P2"}}
    two = play([*COMPLETED, {"combat": fight}], players=("P1", AT_3), choices=THROUGH)
    lines = narrate(two, lang)
    start = lines.index(typo(NARRATION[lang][0]))
    assert lines[start : start + 4] == [typo(x) for x in [*NARRATION[lang], GAME_OVER[lang]]]
    three = play([*HOLDS, {"combat": THREE_WAY}], players=("P1", AT_3, "P3"), choices=THROUGH)
    lines = narrate(three, lang)
    start = lines.index(typo(NARRATION[lang][0]))
    assert lines[start : start + 4] == [typo(x) for x in [*NARRATION[lang], LEAVES[lang]]]
    damage_step = next(i for i, line in enumerate(lines) if "510.2" in line)
    assert start + 3 < damage_step


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "P2 is at 0 life and loses the game (state-based action, 704.5a)."),
        ("fr", "P2 est à 0 point de vie et perd la partie (action basée sur un état, 704.5a)."),
    ],
)
def test_narration_of_a_loss_to_combat_damage(lang: str, line: str) -> None:
    """704.5a after a combat damage step: the story says that P2 loses, then that the game is
    over (104.2a)."""
    fight = {"creatures": [creature("A", "P1", 3, 3)], "attacks": {"A": "P2"}}
    outcome = play([{"turn": "P1"}, {"combat": fight}], players=("P1", AT_3))
    lines = narrate(outcome, lang)
    typo = french_typography if lang == "fr" else str
    at = lines.index(typo(line))
    assert lines[at + 1] == typo(GAME_OVER[lang])


# P2 attacks P1 with a first striker and a creature without first strike; P2 stands on Forge
# (two ventures), so taking the initiative in the first-strike step ventures into Trap!
# ("Target player loses 5 life", targeting P1).
TRAP_BETWEEN_STEPS = [
    {"take_initiative": "P2"},  # P2: Secret Entrance
    {"take_initiative": "P2"},  # P2: Forge (726.5: taking it again is a venture)
    {"take_initiative": "P1"},  # P1 holds it
    {"combat": FIRST_AND_REGULAR},
]


def test_trap_between_the_steps_counts_the_first_strike_damage_and_ends_the_game() -> None:
    """510.2: first-strike damage is dealt (P1: 7 → 5); 726.2: P2 takes the initiative and
    ventures into Trap! (309.4c), P1 loses 5 → 0; 704.5a as P2 would get priority: P1 loses,
    104.2a: the game is over, so the regular combat damage step never happens (G deals
    nothing)."""
    outcome = play(
        TRAP_BETWEEN_STEPS,
        players=("P2", {"name": "P1", "life": 7}),
        choices={"P2": ["Forge", "Trap!"]},
        targets={"P2": ["F", "P1"]},
    )
    assert outcome["players"]["P2"]["room"] == "Trap!"
    assert outcome["over"] is True
    assert outcome["players"]["P1"]["life"] == 7 - 2 - 5
    steps = [e["step"] for e in of_type(outcome, "combat_step")]
    assert steps == ["first_strike"]
    loses = of_type(outcome, "loses")
    assert [(e["player"], e["life"]) for e in loses] == [("P1", 0)]
    kinds = [e["type"] for e in outcome["events"]]
    trap = next(i for i, e in enumerate(outcome["events"]) if e["type"] == "life" and e.get("room"))
    assert kinds.index("combat_life") < trap < kinds.index("loses") < kinds.index("game_over")


def test_trap_between_the_steps_in_a_multiplayer_game_removes_the_damage_to_that_player() -> None:
    """With P3 still playing, P1 at 0 after Trap! leaves the game (704.5a, 800.4a): the
    regular step's damage that would be assigned to P1 is not assigned (800.4e), and P1's
    life is not counted twice."""
    outcome = play(
        TRAP_BETWEEN_STEPS,
        players=("P2", {"name": "P1", "life": 7}, "P3"),
        choices={"P2": ["Forge", "Trap!"]},
        targets={"P2": ["F", "P1"]},
    )
    assert outcome["over"] is False
    assert "P1" in outcome["losers"]
    assert outcome["players"]["P1"]["life"] == 0
    regular = [e for e in of_type(outcome, "combat_step") if e["step"] == "regular"]
    assert all(d["to"] != "P1" for step in regular for d in step["damage"])
    assert [e["player"] for e in of_type(outcome, "loses")] == ["P1"]


def test_trap_between_the_steps_that_leaves_the_player_alive_counts_each_loss_once() -> None:
    """20 − 2 (first strike) − 5 (Trap!) − 3 (regular) = 10, and the life after the first
    step is what Trap! starts from."""
    outcome = play(
        TRAP_BETWEEN_STEPS,
        choices={"P2": ["Forge", "Trap!"]},
        targets={"P2": ["F", "P1"]},
    )
    assert outcome["players"]["P1"]["life"] == 10
    assert [e["step"] for e in of_type(outcome, "combat_step")] == ["first_strike", "regular"]


def test_the_steps_are_cited_as_the_combat_engine_cites_them() -> None:
    """F16: one citation per step: a lone combat damage step is 510.1's; with first strike,
    both steps are 510.4's (the regular step is the second step 510.4 adds), never 510.2."""
    two = play([{"take_initiative": "P1"}, {"combat": FIRST_AND_REGULAR}])
    assert [e["rule"] for e in of_type(two, "combat_step")] == ["510.4", "510.4"]
    lone = {"creatures": [creature("G", "P2", 3, 3)], "attacks": {"G": "P1"}}
    one = play([{"take_initiative": "P1"}, {"combat": lone}])
    assert [e["rule"] for e in of_type(one, "combat_step")] == ["510.1"]
    lines = narrate(one, "en")
    assert any(line.startswith("Combat damage step (510.1)") for line in lines)
    assert not any("(510.2)" in line and "step (" in line for line in narrate(two, "en"))
