"""What players do between the combat damage steps that a judge is asked about, each pinned by
the rule of the April 17, 2026 Comprehensive Rules it comes from:

- removing a creature from combat without it leaving the battlefield (506.4): a blocked
  attacker stays blocked (509.1h) and, with no blocker left, assigns no combat damage (510.1c)
  unless it has trample (702.19d); a blocker whose attacker is removed assigns none (510.1d);
  under the 2003 rules, damage already on the stack is still dealt to a creature that has left
  combat (310.4a then);
- gaining life (119.3): Umezawa's Jitte's third mode, "You gain 2 life";
- responding to an activated ability (117.7, 405.5): the response resolves first; the cost is
  paid anyway (602.2b); an ability whose target has left does nothing (608.2b), and the Jitte's
  "equipped creature gets +2/+2" finds no creature if the one it equipped has left (the Jitte's
  ruling of 2005-02-01: the creature equipped as the ability resolves).
"""

from __future__ import annotations

from typing import Any

import pytest

import mtglearn as mtg
from mtglearn import ScenarioError, narrate, resolve_scenario
from mtglearn.rules.combat.scenario import dump
from tests.support.french import plain
from tests.support.scenarios import creature as c


def of_type(outcome: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in outcome["events"] if e["type"] == kind]


def fight(creatures: list[dict[str, Any]], blocks: dict[str, str], **more: Any) -> dict[str, Any]:
    lang = more.pop("lang", None)
    attacks = more.pop("attacks", {"A": "P2"})
    data = {"players": ["P1", "P2"], "creatures": creatures, "attacks": attacks, "blocks": blocks}
    return resolve_scenario({**data, **more}, lang)


def regular_damage(outcome: dict[str, Any]) -> list[dict[str, Any]]:
    return outcome["steps"][-1]["damage"]


# ---- removed from combat (506.4) ----------------------------------------------------------------


def test_a_blocker_removed_from_combat_leaves_its_attacker_blocked_and_harmless() -> None:
    """506.4: "A creature that's removed from combat stops being an attacking, blocking,
    blocked, and/or unblocked creature"; 509.1h: the attacker "remains blocked even if all the
    creatures blocking it are removed from combat"; 510.1c: "If no creatures are currently
    blocking it (if, for example, they were destroyed or removed from combat), it assigns no
    combat damage." The blocker stays on the battlefield with its damage marked (120.6)."""
    out = fight(
        [c("A", "P1", 2, 2, "double strike"), c("B", "P2", 3, 5)],
        {"B": "A"},
        between_steps=[{"remove_from_combat": "B"}],
    )
    assert out["life"]["P2"] == 20
    assert regular_damage(out) == []  # A assigns nothing; B blocks nothing, deals nothing
    assert out["creatures"]["B"]["zone"] == "battlefield" and out["creatures"]["B"]["damage"] == 2
    assert out["creatures"]["A"]["damage"] == 0 and out["died"] == []
    removed = of_type(out, "removed_from_combat")
    assert [(e["creature"], e["rule"]) for e in removed] == [("B", "506.4")]
    why = [e for e in of_type(out, "no_combat_damage") if e["creature"] == "A"]
    assert why and why[0]["rule"] == "510.1c"


def test_a_trampler_whose_blocker_is_removed_from_combat_assigns_all_to_the_player() -> None:
    """702.19d: "If an attacking creature with trample [...] is blocked, but there are no
    creatures blocking it when damage is assigned, its damage is assigned to the defending
    player"."""
    out = fight(
        [c("A", "P1", 2, 2, "double strike", "trample"), c("B", "P2", 3, 5)],
        {"B": "A"},
        between_steps=[{"remove_from_combat": "B"}],
    )
    assert [(d["target"], d["amount"]) for d in regular_damage(out)] == [("P2", 2)]
    assert out["life"]["P2"] == 18
    assert next(e for e in out["events"] if e.get("step") == "regular" and e["type"] ==
                "combat_damage")["rule"] == "702.19d"  # fmt: skip


def test_the_attacker_removed_from_combat_deals_nothing_and_its_blocker_assigns_nothing() -> None:
    """510.1d: "If it isn't currently blocking any creatures (if, for example, they were
    destroyed or removed from combat), it assigns no combat damage"; the attacker, no longer
    an attacking creature (506.4), assigns none either (510.1)."""
    out = fight(
        [c("A", "P1", 2, 2, "double strike"), c("B", "P2", 3, 5)],
        {"B": "A"},
        between_steps=[{"remove_from_combat": "A"}],
    )
    assert regular_damage(out) == []
    assert out["creatures"]["A"] == {**out["creatures"]["A"], "zone": "battlefield", "damage": 0}
    assert out["creatures"]["B"]["damage"] == 2 and out["died"] == []
    [why] = of_type(out, "blocks_nothing")
    assert (why["creature"], why["rule"]) == ("B", "510.1d")


def test_removed_from_combat_is_not_leaving_the_battlefield() -> None:
    """The same three ways for a blocker to stop blocking between the steps: destroyed (701.8),
    returned to hand (400.7), removed from combat (506.4). The attacker deals the same regular
    damage (none without trample, 510.1c); only the blocker's zone differs."""
    zones = {}
    for verb, zone in (("destroy", "graveyard"), ("remove", "hand"), ("remove_from_combat", None)):
        out = fight(
            [c("A", "P1", 2, 2, "double strike"), c("B", "P2", 3, 5)],
            {"B": "A"},
            between_steps=[{verb: "B"}],
        )
        assert regular_damage(out) == [] and out["life"]["P2"] == 20, verb
        zones[verb] = out["creatures"]["B"]["zone"]
        assert zone is None or zones[verb] == zone
    assert zones["remove_from_combat"] == "battlefield"


def test_removing_a_creature_that_is_not_in_combat_changes_nothing() -> None:
    """506.4 removes an attacking or blocking creature from combat; a creature that is in
    neither role has no combat to leave. The narration says so."""
    out = fight(
        [c("A", "P1", 2, 2, "double strike"), c("C", "P2", 1, 1)],
        {},
        between_steps=[{"remove_from_combat": "C"}],
    )
    assert out["life"]["P2"] == 16
    [event] = of_type(out, "not_in_combat")
    assert event["creature"] == "C" and event["rule"] == "506.4"


def test_removed_from_combat_is_narrated_in_both_languages() -> None:
    scenario = {
        "players": ["P1", "P2"],
        "creatures": [
            c("A", "P1", 2, 2, "double strike", name="Crypt Champion"),
            c("B", "P2", 3, 5, name="Grizzly Bears"),
        ],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
        "between_steps": [{"remove_from_combat": "B"}],
    }
    english = narrate(resolve_scenario(scenario, "en"), "en")
    french = [plain(line) for line in narrate(resolve_scenario(scenario, "fr"), "fr")]
    assert "Grizzly Bears is removed from combat: it stays on the battlefield (506.4)." in english
    line = "Les Grizzlis sont retirés du combat : ils restent sur le champ de bataille (506.4)."
    assert line in french


def test_under_the_2003_rules_damage_on_the_stack_still_reaches_a_creature_out_of_combat() -> None:
    """310.4a of the 2003 rules: "Combat damage is dealt as it was originally assigned even if
    [...] the creature receiving damage has left combat" — unlike a creature that has left
    play (310.4c then)."""
    creatures = [c("A", "P1", 3, 3), c("B1", "P2", 2, 2), c("B2", "P2", 2, 2)]
    base = {
        "era": "sixth_edition",
        "assign": {"regular": {"A": {"B1": 3}}},
    }
    out_of_combat = fight(
        creatures,
        {"B1": "A", "B2": "A"},
        after_assignment={"regular": [{"remove_from_combat": "B1"}]},
        **base,
    )
    to_hand = fight(
        creatures,
        {"B1": "A", "B2": "A"},
        after_assignment={"regular": [{"remove": "B1"}]},
        **base,
    )
    assert "B1" in out_of_combat["died"] and out_of_combat["creatures"]["A"]["damage"] == 4
    assert "B1" not in to_hand["died"] and to_hand["creatures"]["B1"]["zone"] == "hand"


def test_remove_from_combat_names_a_creature() -> None:
    with pytest.raises(ScenarioError) as error:
        fight(
            [c("A", "P1", 2, 2, "double strike")],
            {},
            between_steps=[{"remove_from_combat": "Z"}],
        )
    assert "between_steps[0].remove_from_combat" in str(error.value)
    assert "A" in str(error.value)


# ---- gaining life (119.3) -----------------------------------------------------------------------


def test_gain_life() -> None:
    """119.3: "If an effect causes a player to gain life or lose life, that player's life total
    is adjusted accordingly." """
    out = fight(
        [c("A", "P1", 2, 2, "double strike")],
        {},
        between_steps=[{"gain_life": "P1", "amount": 2}],
    )
    assert out["life"] == {"P1": 22, "P2": 16}
    [event] = of_type(out, "gain_life")
    assert (event["player"], event["amount"], event["rule"]) == ("P1", 2, "119.3")
    assert "P1 gains 2 life (119.3)." in narrate(out, "en")
    assert "P1 gagne 2 points de vie (119.3)." in [plain(x) for x in narrate(out, "fr")]


def test_gain_life_in_two_headed_giant_is_the_teams() -> None:
    """810.9: "gaining life happen[s] to each player individually. The result is applied to the
    team's shared life total.\""""
    out = resolve_scenario(
        {
            "players": [
                {"name": "P1", "life": 30},
                {"name": "P2", "life": 30},
                {"name": "P3", "life": 30},
                {"name": "P4", "life": 30},
            ],
            "teams": [["P1", "P3"], ["P2", "P4"]],
            "creatures": [c("A", "P1", 2, 2)],
            "attacks": {"A": "P2"},
            "before_damage": [{"gain_life": "P3", "amount": 2}],
        }
    )
    assert out["life"]["P1"] == out["life"]["P3"] == 32


@pytest.mark.parametrize(
    ("action", "field"),
    [
        ({"gain_life": "Q", "amount": 2}, "before_damage[0].gain_life"),
        ({"gain_life": "P1", "amount": -1}, "before_damage[0].amount"),
        ({"gain_life": "P1"}, "before_damage[0]"),
        ({"gain_life": "A", "amount": 1}, "before_damage[0].gain_life"),
    ],
)
def test_gain_life_is_refused_with_its_field(action: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        fight([c("A", "P1", 2, 2)], {}, before_damage=[action])
    assert field in str(error.value)


# ---- responding to an activated ability (117.7) -------------------------------------------------


def jitte_board(*between: dict[str, Any], blocker: tuple[int, int] = (2, 3)) -> mtg.Board:
    board = mtg.Board()
    board.attacker("A", 2, 2, "double strike", name="Crypt Champion")
    board.blocker("B", *blocker, blocks="A")
    board.jitte("A")
    board.between_steps(*between)
    return board


def test_a_response_resolves_before_the_ability_and_the_cost_stays_paid() -> None:
    """117.7: a spell cast "in response to" an ability "will resolve first"; 602.2b (601.2h):
    the cost was paid as the ability was activated. The opponent destroys the Crypt Champion in
    response to the +2/+2: the counter is gone, the ability finds no equipped creature (the
    Jitte's ruling: the creature equipped as it resolves), and nothing strikes again."""
    mtg.set_lang("en")
    pump = mtg.remove_counters(
        "J", "charge", 1, then=mtg.pump("equipped", 2, 2), responses=[mtg.destroy("A")]
    )
    out = jitte_board(pump).resolve()
    kinds = [e["type"] for e in out.events if e.get("step") == "between_steps"]
    assert kinds.index("activated") < kinds.index("response") < kinds.index("resolves")
    assert kinds.index("response") < kinds.index("dies") < kinds.index("resolves")
    assert out.permanent_counters("J") == {"charge": 1}
    assert not [e for e in out.events if e["type"] == "pump"]
    [nothing] = [e for e in out.events if e["type"] == "no_effect"]
    assert (nothing["target"], nothing["rule"]) == ("A", "400.7")  # not targeted: a new object
    assert out.died == ["A"] and out.life["P2"] == 20
    story = out.narrate()
    assert any(line.startswith("In response to the ability of Umezawa's Jitte") for line in story)


def test_a_target_gone_in_response_makes_the_minus_mode_do_nothing() -> None:
    """608.2b: the −1/−1 mode targets; if its target has left, the ability doesn't resolve."""
    mtg.set_lang("en")
    shrink = mtg.remove_counters(
        "J", "charge", 1, then=mtg.pump("B", -1, -1), responses=[mtg.bounce("B")]
    )
    out = jitte_board(shrink).resolve()
    [nothing] = [e for e in out.events if e["type"] == "no_effect"]
    assert (nothing["target"], nothing["rule"]) == ("B", "608.2b")
    assert out.creature("B").zone == "hand" and out.life["P2"] == 20


def test_the_minus_mode_kills_a_damaged_blocker_before_the_regular_step() -> None:
    """After 2 first-strike damage on a 2/3, one −1/−1 makes it a 1/2 with 2 damage: it dies as
    a state-based action (704.5g) before the regular step, and the attacker, still blocked
    (509.1h), assigns nothing (510.1c); a response giving the blocker +3/+3 saves it, and then
    it deals its damage in the regular step."""
    mtg.set_lang("en")
    killed = jitte_board(mtg.remove_counters("J", "charge", 1, then=mtg.pump("B", -1, -1)))
    saved = jitte_board(
        mtg.remove_counters(
            "J", "charge", 1, then=mtg.pump("B", -1, -1), responses=[mtg.pump("B", 3, 3)]
        )
    )
    dead, alive = killed.resolve(), saved.resolve()
    assert dead.died == ["B"] and dead.steps[-1]["damage"] == []
    assert alive.creature("B").toughness == 5 and alive.creature("B").damage == 4
    assert {(d["source"], d["target"], d["amount"]) for d in alive.steps[-1]["damage"]} == {
        ("A", "B", 2),
        ("B", "A", 4),
    }
    assert alive.died == ["A"]  # the 4/5 blocker strikes back in the regular step


def test_the_life_mode_gains_two_life_per_counter() -> None:
    """Two activations of the third mode: 2 life each (119.3). The Crypt Champion deals damage
    again in the regular step, so the Jitte triggers again (510.3a): 2 counters at the end."""
    mtg.set_lang("en")
    life = mtg.remove_counters("J", "charge", 1, then=mtg.gain_life("P1", 2))
    out = jitte_board(life, life).resolve()
    assert out.life["P1"] == 24 and out.permanent_counters("J") == {"charge": 2}
    assert [e["amount"] for e in out.events if e["type"] == "gain_life"] == [2, 2]


def test_responses_need_an_ability_and_equipped_needs_an_equipment() -> None:
    with pytest.raises(ScenarioError) as error:
        jitte_board(
            {"remove_counters": "J", "kind": "charge", "amount": 1, "responses": []}
        ).resolve()
    assert "between_steps[0].responses" in str(error.value)
    mtg.set_lang("en")
    unattached = mtg.Board()
    unattached.attacker("A", 2, 2, "double strike")
    unattached.permanent("J", counters={"charge": 1})
    unattached.between_steps(mtg.remove_counters("J", "charge", 1, then=mtg.pump("equipped", 2, 2)))
    with pytest.raises(ScenarioError) as refused:
        unattached.resolve()
    assert "between_steps[0].then.pump" in str(refused.value)


def test_a_response_round_trips_through_the_scenario_format() -> None:
    mtg.set_lang("en")
    board = jitte_board(
        mtg.remove_counters(
            "J", "charge", 1, then=mtg.pump("equipped", 2, 2), responses=[mtg.damage("A", 3)]
        ),
        mtg.remove_from_combat("B"),
    )
    again = mtg.load(board.to_dict())
    assert again.to_dict() == board.resolve().to_dict()
    written = dump(again.combat)["between_steps"]
    assert written[0]["responses"] == [{"damage": "A", "amount": 3}]
    assert written[0]["then"] == {"pump": "equipped", "power": 2, "toughness": 2}
    assert written[1] == {"remove_from_combat": "B"}


def test_a_blocker_whose_attacker_died_is_still_a_blocking_creature() -> None:
    """509.1g: a blocking creature "remains a blocking creature until it's removed from combat
    or the combat phase ends" — after its attacker died in the first-strike step it blocks
    nothing, yet it is still in combat, and removing it from combat is not "nothing"."""
    out = fight(
        [c("A", "P1", 2, 2, "double strike"), c("B", "P2", 3, 4, "first strike")],
        {"B": "A"},
        between_steps=[{"remove_from_combat": "B"}],
    )
    assert out["died"] == ["A"]
    assert not of_type(out, "not_in_combat")
    assert [e["creature"] for e in of_type(out, "removed_from_combat")] == ["B"]


@pytest.mark.parametrize(("removed", "still"), [("B", "A"), ("A", "B")])
def test_the_snapshots_record_who_is_still_in_combat(removed: str, still: str) -> None:
    """506.4: the creature removed from combat stays on the battlefield but is no longer an
    attacking or blocking creature, from the moment it is removed; the attacker it blocked
    stays blocked (509.1h), the blocker whose attacker is removed stays a blocking creature
    (509.1g). The board reads this from the snapshots."""
    board = mtg.Board()
    board.attacker("A", 2, 2, "double strike")
    board.blocker("B", 3, 5, blocks="A")
    board.between_steps(mtg.remove_from_combat(removed))
    shots = board.resolve().result.snapshots
    assert [s.moment for s in shots] == ["blockers", "first_strike", "between", "regular"]
    assert [s.creatures[removed]["in_combat"] for s in shots] == [True, True, False, False]
    assert [s.creatures[still]["in_combat"] for s in shots] == [True] * 4
    assert all(s.creatures[removed]["zone"] == "battlefield" for s in shots)


def test_losing_life_between_the_steps_ends_the_game_before_the_regular_step() -> None:
    """119.3: an effect makes P2 lose 3 life between the steps; P2 had 5, took 2 first-strike
    damage: 0 → 704.5a, P2 loses, 104.2a: no regular combat damage step. Not damage: lifelink
    and prevention have nothing to do with it."""
    outcome = fight(
        [c("A", "P1", 2, 2, "double strike")],
        {},
        players=["P1", {"name": "P2", "life": 5}],
        between_steps=[{"lose_life": "P2", "amount": 3}],
    )
    assert [(e["player"], e["amount"]) for e in of_type(outcome, "lose_life")] == [("P2", 3)]
    assert outcome["life"]["P2"] == 0
    assert outcome["losers"] == ["P2"]
    assert [step["step"] for step in outcome["steps"]] == ["first_strike"]
    assert any("P2 loses 3 life (119.3)." in line for line in narrate(outcome, "en"))
    assert any("P2 perd 3 points de vie (119.3)." in line for line in narrate(outcome, "fr"))


def test_lose_life_names_a_player_of_the_combat() -> None:
    with pytest.raises(ScenarioError, match="between_steps"):
        fight(
            [c("A", "P1", 2, 2, "double strike")],
            {},
            between_steps=[{"lose_life": "P9", "amount": 3}],
        )
