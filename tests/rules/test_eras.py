"""The rules of each era (docs/scenario-format.md §6), each behaviour derived from the rules
text of its time.

- ``foundations`` (today): the Comprehensive Rules of April 17, 2026 (510.1c–d, 702.19b, 702.2c)
  and their Elvish Regrower example.
- ``m10``: the rules effective April 12, 2024, the last with a damage assignment order (509.2,
  509.3, 510.1c–d and their Vastwood Gorger and Enormous Baloth examples); the Magic 2010
  "Rules Changes" article (June 10, 2009); the July 2010 Update Bulletin (deathtouch).
- ``sixth_edition``: the Comprehensive Rules of 2003 (310.1, 310.4a–c), Ben Bleiweiss's
  "Damage on the Stack" (December 11, 2002), the French lesson on double strike (502.28b–d),
  the rules of 2007 for lifelink (502.68a–b) and deathtouch (502.63, glossary G4.2a).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mtglearn import ScenarioError, narrate, resolve_scenario
from mtglearn.rules.combat.eras import ERAS, SOURCES
from tests.support.french import names_the_field
from tests.support.scenarios import creature as c


def of_type(outcome: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in outcome["events"] if e["type"] == kind]


def combat(
    creatures: list[dict[str, Any]],
    attacks: dict[str, str],
    blocks: dict[str, Any] | None = None,
    **more: Any,
) -> dict[str, Any]:
    return {
        "players": more.pop("players", ["P1", "P2"]),
        "creatures": creatures,
        "attacks": attacks,
        "blocks": blocks or {},
        **more,
    }


# ---- the era setting ---------------------------------------------------------------------------


def test_today_is_the_default_era_and_is_not_announced() -> None:
    """Format §6: without "era" a combat follows today's rules (Foundations); the outcome says
    so, and the story is the one it always was (no era line)."""
    out = resolve_scenario(combat([c("A", "P1", 2, 2)], {"A": "P2"}))
    assert out["era"] == "foundations"
    assert of_type(out, "era") == []
    assert not narrate(out, "en")[0].startswith("This combat follows")


@pytest.mark.parametrize("era", ERAS)
def test_a_named_era_is_carried_and_announced_in_both_languages(era: str) -> None:
    """Format §6: the outcome carries "era", and the narration opens with the rules followed."""
    out = resolve_scenario(combat([c("A", "P1", 2, 2)], {"A": "P2"}, era=era))
    assert out["era"] == era
    assert of_type(out, "era")[0]["era"] == era
    assert narrate(out, "en")[0].startswith("This combat follows")
    assert narrate(out, "fr")[0].startswith("Ce combat suit")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_unknown_era_is_refused_naming_the_field_and_the_eras(lang: str) -> None:
    """Format §6: "an unknown era is refused" — the error names ``era`` and the allowed ones."""
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(combat([c("A", "P1", 2, 2)], {"A": "P2"}, era="alpha"), lang)
    assert caught.value.field == "era"
    message = str(caught.value)
    assert names_the_field(message, "era", lang)
    assert all(era in message for era in ERAS)


@pytest.mark.parametrize("era", ["foundations", "sixth_edition"])
def test_a_damage_assignment_order_is_refused_outside_m10(era: str) -> None:
    """Format §6: ``damage_order`` belongs to the Magic 2010 rules only (509.2 then); today
    "we've removed [...] combat damage assignment order" (Foundations Update Bulletin)."""
    data = combat(
        [c("A", "P1", 4, 4), c("B", "P2", 1, 1), c("D", "P2", 1, 1)],
        {"A": "P2"},
        {"B": "A", "D": "A"},
        era=era,
        damage_order={"A": ["D", "B"]},
    )
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data)
    assert caught.value.field == "damage_order"
    assert '"m10"' in str(caught.value) and f'"{era}"' in str(caught.value)


@pytest.mark.parametrize("era", ["foundations", "m10"])
def test_actions_after_assignment_are_refused_where_damage_does_not_use_the_stack(era: str) -> None:
    """Format §6 and 510.2: "This turn-based action doesn't use the stack" — there is no moment
    between assigning and dealing combat damage, so ``after_assignment`` is refused."""
    data = combat(
        [c("A", "P1", 2, 2), c("B", "P2", 2, 2)],
        {"A": "P2"},
        {"B": "A"},
        era=era,
        after_assignment={"regular": [{"remove": "B"}]},
    )
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data)
    assert caught.value.field == "after_assignment"
    assert "510.2" in str(caught.value) and "sixth_edition" in str(caught.value)


def test_the_scenario_of_an_era_is_written_back_as_it_was_read() -> None:
    """``Combat.to_scenario`` keeps the era and its keys (docs/scenario-format.md §6)."""
    from mtglearn.rules.combat.engine import Combat

    data = combat(
        [c("A", "P1", 4, 4), c("B", "P2", 1, 1), c("D", "P2", 1, 1)],
        {"A": "P2"},
        {"B": "A", "D": "A"},
        era="m10",
        damage_order={"A": ["D", "B"]},
    )
    written = Combat.from_scenario(data).to_scenario()
    assert written["era"] == "m10" and written["damage_order"] == {"A": ["D", "B"]}
    stack = combat(
        [c("A", "P1", 2, 2), c("B", "P2", 2, 2)],
        {"A": "P2"},
        {"B": "A"},
        era="sixth_edition",
        after_assignment={"regular": [{"remove": "B"}]},
    )
    again = Combat.from_scenario(stack).to_scenario()
    assert again["after_assignment"] == {"regular": [{"remove": "B"}]}
    assert resolve_scenario(again) == resolve_scenario(stack)


# ---- foundations: free division --------------------------------------------------------------


REGROWER = [c("R", "P1", 4, 3), c("S", "P2", 2, 3), c("H", "P2", 1, 1)]


def test_foundations_divides_freely_as_the_elvish_regrower_example() -> None:
    """510.1c (April 2026) example: "Elvish Regrower's controller can assign all 4 damage to
    the Hunter, 1 damage to the Spawn and 3 damage to the Hunter, [...] or all 4 damage to the
    Spawn." With an order (Spawn first) the Magic 2010 rules refuse all 4 to the Hunter."""
    blocks = {"S": "R", "H": "R"}
    for division in ({"H": 4}, {"S": 1, "H": 3}, {"S": 2, "H": 2}, {"S": 4}):
        out = resolve_scenario(
            combat(REGROWER, {"R": "P2"}, blocks, assign={"regular": {"R": division}})
        )
        assert out["creatures"]["H"]["zone"] == ("graveyard" if "H" in division else "battlefield")
    ordered = combat(REGROWER, {"R": "P2"}, blocks, era="m10", assign={"regular": {"R": {"H": 4}}})
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(ordered)
    assert caught.value.field == "assign.regular.R.H"


# ---- m10: the damage assignment order ----------------------------------------------------------

GORGER = [c("V", "P1", 5, 6), c("G", "P2", 0, 3), c("E", "P2", 1, 1)]
GORGER_BLOCKS = {"G": "V", "E": "V"}


@pytest.mark.parametrize(
    ("division", "legal"),
    [
        ({"G": 3, "E": 2}, True),
        ({"G": 4, "E": 1}, True),
        ({"G": 5}, True),
        ({"G": 2, "E": 3}, False),
        ({"E": 5}, False),
    ],
)
def test_m10_follows_the_vastwood_gorger_example(division: dict[str, int], legal: bool) -> None:
    """510.1c (April 12, 2024) example: "The damage assignment order of an attacking Vastwood
    Gorger (a 5/6 creature) is Pride Guardian (a 0/3 creature) then Llanowar Elves (a 1/1
    creature). Vastwood Gorger can assign 3 damage to the Guardian and 2 damage to the Elves, 4
    damage to the Guardian and 1 damage to the Elves, or 5 damage to the Guardian." """
    data = combat(
        GORGER, {"V": "P2"}, GORGER_BLOCKS, era="m10", assign={"regular": {"V": division}}
    )
    if legal:
        out = resolve_scenario(data)
        assert out["creatures"]["G"]["damage"] == division["G"]
        return
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data)
    assert caught.value.field == "assign.regular.V.E"
    assert "510.1c" in str(caught.value)


def test_m10_giant_growth_on_the_first_blocker_takes_all_the_damage() -> None:
    """510.1c (April 2024) example: "During the declare blockers step, the defending player
    casts Giant Growth targeting Pride Guardian [...] Vastwood Gorger must assign its 5 damage
    to the Guardian." The default does so, and 4 + 1 is refused."""
    grown = [{"pump": "G", "power": 3, "toughness": 3}]
    data = combat(GORGER, {"V": "P2"}, GORGER_BLOCKS, era="m10", before_damage=grown)
    out = resolve_scenario(data)
    assert [d["target"] for d in out["steps"][0]["damage"] if d["source"] == "V"] == ["G"]
    assert out["creatures"]["E"]["zone"] == "battlefield"
    with pytest.raises(ScenarioError):
        resolve_scenario({**data, "assign": {"regular": {"V": {"G": 4, "E": 1}}}})


def test_m10_lethal_damage_ignores_prevention_as_the_mending_hands_example() -> None:
    """510.1c (April 2024) example: with "Mending Hands targeting Pride Guardian, which prevents
    the next 4 damage [...] Vastwood Gorger can assign 3 damage to the Guardian and 2 damage to
    the Elves" — lethal damage doesn't count effects that change the damage dealt."""
    data = combat(
        GORGER,
        {"V": "P2"},
        GORGER_BLOCKS,
        era="m10",
        prevent=[{"prevent": 4, "to": "G"}],
        assign={"regular": {"V": {"G": 3, "E": 2}}},
    )
    out = resolve_scenario(data)
    assert out["creatures"]["G"]["zone"] == "battlefield"
    assert out["creatures"]["E"]["zone"] == "graveyard"


def test_m10_counts_damage_other_creatures_assign_as_the_enormous_baloth_example() -> None:
    """510.1c (April 2024) example: the Baloth's order is the Armodon (3/3, 2 damage marked), the
    Brigade (2/4, can block an additional creature), the Ape (5/5); the Boars' order is the
    Brigade, then the Piker (2/1). "the active player may have the Baloth assign 1 damage to
    the Armodon, 1 damage to the Brigade, and 5 damage to the Ape, and have the Boars assign 3
    damage to the Brigade and 1 damage to the Piker" — the Brigade's lethal damage counts what
    both attackers assign to it."""
    creatures = [
        c("Baloth", "P1", 7, 7),
        c("Boars", "P1", 4, 4),
        c("Armodon", "P2", 3, 3, damage=2),
        c("Brigade", "P2", 2, 4, "can block an additional creature"),
        c("Ape", "P2", 5, 5),
        c("Piker", "P2", 2, 1),
    ]
    blocks = {
        "Armodon": "Baloth",
        "Brigade": ["Baloth", "Boars"],
        "Ape": "Baloth",
        "Piker": "Boars",
    }
    assign = {
        "Baloth": {"Armodon": 1, "Brigade": 1, "Ape": 5},
        "Boars": {"Brigade": 3, "Piker": 1},
    }
    data = combat(
        creatures,
        {"Baloth": "P2", "Boars": "P2"},
        blocks,
        era="m10",
        damage_order={"Baloth": ["Armodon", "Brigade", "Ape"], "Boars": ["Brigade", "Piker"]},
        assign={"regular": assign},
    )
    out = resolve_scenario(data)
    assert set(out["died"]) >= {"Armodon", "Brigade", "Ape", "Piker"}
    # Without the Boars' 3 damage the Brigade would not be assigned lethal damage: refused.
    short = copy.deepcopy(data)
    short["assign"]["regular"]["Boars"] = {"Piker": 4}
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(short)
    assert caught.value.field == "assign.regular.Baloth.Ape"


def test_m10_the_order_is_announced_and_the_default_follows_it() -> None:
    """509.2 (April 2024): the active player announces each attacker's damage assignment
    order as blockers are declared; the default division gives lethal damage to each blocker in
    that order (docs/scenario-format.md §1), so with the Elves first they die and the Guardian
    survives."""
    data = combat(GORGER, {"V": "P2"}, GORGER_BLOCKS, era="m10", damage_order={"V": ["E", "G"]})
    data["creatures"] = [c("V", "P1", 3, 6), *GORGER[1:]]
    out = resolve_scenario(data)
    announced = of_type(out, "damage_order")
    assert [(e["creature"], e["order"], e["rule"]) for e in announced] == [
        ("V", ["E", "G"], "509.2")
    ]
    assert out["died"] == ["E"] and out["creatures"]["G"]["damage"] == 2
    line = next(line for line in narrate(out, "en") if line.startswith("Damage assignment order"))
    assert "509.2, rules of April 2024" in line


def test_m10_a_blocker_removed_leaves_the_order_and_the_rest_keep_theirs() -> None:
    """509.2a (April 2024): "if a blocking creature is removed from combat [...] the blocking
    creature is removed from all relevant damage assignment orders. The relative order among the
    remaining blocking creatures is unchanged." """
    creatures = [c("A", "P1", 4, 4), c("X", "P2", 1, 1), c("Y", "P2", 1, 3), c("Z", "P2", 1, 1)]
    data = combat(
        creatures,
        {"A": "P2"},
        {"X": "A", "Y": "A", "Z": "A"},
        era="m10",
        damage_order={"A": ["X", "Y", "Z"]},
        before_damage=[{"destroy": "X"}],
        assign={"regular": {"A": {"Y": 3, "Z": 1}}},
    )
    assert resolve_scenario(data)["died"] == ["X", "Y", "Z"]
    skip = copy.deepcopy(data)
    skip["assign"]["regular"]["A"] = {"Y": 1, "Z": 3}
    with pytest.raises(ScenarioError):
        resolve_scenario(skip)


def test_m10_deathtouch_follows_the_order_one_damage_at_a_time() -> None:
    """The July 2010 Update Bulletin (Magic 2011): "a 3/3 creature with deathtouch is blocked by
    a 2/2, a 4/4, a 7/7, and a 9/9. You could announce the damage assignment order as the 9/9,
    then the 7/7, then the 4/4, then the 2/2. Then you could assign 1 damage to the 9/9 and [...]
    1 damage to the 7/7, and [...] 1 damage to the 4/4. (You can't hit the 2/2 in this
    scenario.)" (702.2c of April 2024)."""
    creatures = [
        c("D", "P1", 3, 3, "deathtouch"),
        c("B2", "P2", 2, 2),
        c("B4", "P2", 4, 4),
        c("B7", "P2", 7, 7),
        c("B9", "P2", 9, 9),
    ]
    blocks = {b: "D" for b in ("B2", "B4", "B7", "B9")}
    data = combat(
        creatures,
        {"D": "P2"},
        blocks,
        era="m10",
        damage_order={"D": ["B9", "B7", "B4", "B2"]},
        assign={"regular": {"D": {"B9": 1, "B7": 1, "B4": 1}}},
    )
    assert set(resolve_scenario(data)["died"]) == {"D", "B9", "B7", "B4"}
    hit_the_2_2 = copy.deepcopy(data)
    hit_the_2_2["assign"]["regular"]["D"] = {"B9": 1, "B7": 1, "B2": 1}
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(hit_the_2_2)
    assert caught.value.field == "assign.regular.D.B2"


def test_m10_a_creature_blocking_two_attackers_follows_the_defending_players_order() -> None:
    """509.3 (April 2024): "for each blocking creature, the defending player announces that
    creature's damage assignment order, which consists of the creatures it's blocking"."""
    creatures = [
        c("A1", "P1", 1, 3),
        c("A2", "P1", 1, 1),
        c("W", "P2", 3, 5, "can block an additional creature"),
    ]
    data = combat(
        creatures,
        {"A1": "P2", "A2": "P2"},
        {"W": ["A1", "A2"]},
        era="m10",
        damage_order={"W": ["A2", "A1"]},
        assign={"regular": {"W": {"A2": 1, "A1": 2}}},
    )
    out = resolve_scenario(data)
    assert [(e["creature"], e["by"]) for e in of_type(out, "damage_order")] == [("W", "defending")]
    assert out["died"] == ["A2"]
    with pytest.raises(ScenarioError):
        resolve_scenario({**data, "assign": {"regular": {"W": {"A1": 3}}}})


@pytest.mark.parametrize(
    ("order", "field"),
    [
        ({"A": ["B"]}, "damage_order.A"),
        ({"A": ["B", "B"]}, "damage_order.A"),
        ({"A": ["B", "Q"]}, "damage_order.A[1]"),
        ({"B": ["A"]}, "damage_order.B"),
        ({"Q": ["B", "D"]}, "damage_order.Q"),
    ],
)
def test_a_damage_assignment_order_lists_exactly_the_creatures_in_combat(
    order: dict[str, list[str]], field: str
) -> None:
    """509.2 (April 2024): the order "consists of the creatures blocking it": each of them, once;
    a creature that is neither blocked nor blocking several has none. Errors name the field."""
    data = combat(
        [c("A", "P1", 4, 4), c("B", "P2", 1, 1), c("D", "P2", 1, 1)],
        {"A": "P2"},
        {"B": "A", "D": "A"},
        era="m10",
        damage_order=order,
    )
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data, "fr")
    assert caught.value.field == field


# ---- sixth_edition: combat damage on the stack -------------------------------------------------

GIANT_AND_OGRES = combat(
    [
        c("G", "P1", 3, 3, name="Hill Giant"),
        c("O1", "P2", 2, 2, name="Gray Ogre"),
        c("O2", "P2", 2, 2, name="Gray Ogre"),
    ],
    {"G": "P2"},
    {"O1": "G", "O2": "G"},
    era="sixth_edition",
    assign={"regular": {"G": {"O1": 3}}},
    after_assignment={"regular": [{"remove": "O1"}]},
)


def test_sixth_edition_unsummon_with_damage_on_the_stack_as_in_damage_on_the_stack() -> None:
    """ "Damage on the Stack" (2002): a Hill Giant blocked by two Gray Ogres assigns 3 damage to
    one; "You play Unsummon, returning to your hand the Ogre I assigned damage to. [...] The
    Ogre on the board lives. The other Ogre is in your hand. My Giant is dealt 4 damage and
    dies." — 310.4a (2003): dealt "even if the creature dealing damage is no longer in play";
    310.4c: "If a creature that was supposed to receive combat damage is no longer in play [...]
    the damage assigned to it isn't dealt." """
    out = resolve_scenario(GIANT_AND_OGRES)
    assert out["died"] == ["G"] and out["creatures"]["G"]["damage"] == 4
    assert out["creatures"]["O1"]["zone"] == "hand"
    assert out["creatures"]["O2"] == {**out["creatures"]["O2"], "zone": "battlefield", "damage": 0}
    assert [(e["target"], e["rule"]) for e in of_type(out, "stack_damage_not_dealt")] == [
        ("O1", "310.4c")
    ]
    assert [e["creature"] for e in of_type(out, "stack_source_gone")] == ["O1"]
    story = narrate(out, "en")
    assert any("(310.4c, Comprehensive Rules of 2003)" in line for line in story)
    assert any("(310.4a, Comprehensive Rules of 2003)" in line for line in story)
    assert any("(310.4c, Règles complètes de 2003)" in line for line in narrate(out, "fr"))


def test_the_same_unsummon_before_damage_saves_nothing_today() -> None:
    """510.2 (today): no player can act between assigning and dealing; the Unsummon must come in
    the declare blockers step, and then the returned Ogre deals no damage (506.4): the Giant
    takes 2 and lives, and kills the other Ogre."""
    today = copy.deepcopy(GIANT_AND_OGRES)
    for key in ("era", "after_assignment", "assign"):
        del today[key]
    today["before_damage"] = [{"remove": "O1"}]
    out = resolve_scenario(today)
    assert out["died"] == ["O2"] and out["creatures"]["G"]["damage"] == 2


def test_sixth_edition_power_changed_after_assignment_doesnt_change_the_damage() -> None:
    """ "Damage on the Stack" (2002), Looming Shade against Psychatog: "we put damage on the
    stack. I pump my shade again to make it 3/3. Damage is dealt. My Shade and your Tog each take
    2 damage, so they both live." — 310.4a (2003): dealt as assigned even if "its power has
    changed"."""
    data = combat(
        [c("S", "P1", 2, 2, name="Looming Shade"), c("T", "P2", 2, 3, name="Psychatog")],
        {"S": "P2"},
        {"T": "S"},
        era="sixth_edition",
        after_assignment={"regular": [{"pump": "S", "power": 1, "toughness": 1}]},
    )
    out = resolve_scenario(data)
    assert out["died"] == []
    assert out["creatures"]["S"]["damage"] == 2 and out["creatures"]["T"]["damage"] == 2


def test_sixth_edition_sacrifice_after_assigning_still_deals_the_damage() -> None:
    """The "sacrifice after assigning" trick (Magic 2010 "Rules Changes": "How is that Mogg
    Fanatic killing two creatures?"): the attacker leaves with its damage on the stack, its
    damage is still dealt (310.4a, 2003) and the damage assigned to it isn't (310.4c)."""
    data = combat(
        [c("M", "P1", 1, 1, name="Mogg Fanatic"), c("B", "P2", 1, 1)],
        {"M": "P2"},
        {"B": "M"},
        era="sixth_edition",
        after_assignment={"regular": [{"exile": "M"}]},
    )
    out = resolve_scenario(data)
    assert out["died"] == ["B"]
    assert out["creatures"]["M"]["zone"] == "exile" and out["creatures"]["M"]["damage"] == 0
    # Today the same exile can only come before damage (510.2): the Fanatic then deals none.
    today = {k: v for k, v in data.items() if k not in ("era", "after_assignment")}
    assert resolve_scenario({**today, "before_damage": [{"exile": "M"}]})["died"] == []


def test_sixth_edition_shows_damage_on_the_stack_on_the_board() -> None:
    """310.1 (2003): the step's damage is assigned, then waits on the stack: the board has a
    moment for it, whose arrows are the assignment (O1's 3 included), not yet dealt."""
    from mtglearn.render.board import frames
    from mtglearn.rules.combat.engine import Combat

    result = Combat.from_scenario(GIANT_AND_OGRES).resolve()
    shots = frames(result, "en")
    assert [f.key for f in shots] == ["blockers", "regular_stack", "regular"]
    stack = shots[1]
    assert {(a.source, a.target, a.amount, a.assigned) for a in stack.arrows} == {
        ("G", "O1", 3, True),
        ("O1", "G", 2, True),
        ("O2", "G", 2, True),
    }
    assert stack.cards["O1"].gone == "returned"
    assert all(not a.assigned for a in shots[2].arrows)


def test_502_28d_double_strike_given_after_first_strike_damage_is_on_the_stack() -> None:
    """502.28d, as the French lesson quotes it: « Donner la double initiative à une créature
    après que l'assignation des blessures de combat soit allée sur la pile lors de la première
    étape des blessures de combat lui permettra d'infliger des blessures lors de la seconde
    étape, même si elle en a déjà infligé lors de la première. »"""
    data = combat(
        [c("A", "P1", 2, 2, "first strike")],
        {"A": "P2"},
        era="sixth_edition",
        after_assignment={"first_strike": [{"gain": "double strike", "target": "A"}]},
    )
    assert resolve_scenario(data)["life"]["P2"] == 16


def test_502_28c_double_strike_removed_in_the_first_step_stops_the_second() -> None:
    """502.28c, as the French lesson quotes it: « Retirer la double initiative lors de la
    première étape des blessures de combat empêchera une créature d'infliger ses blessures de
    combat lors de la deuxième étape des blessures de combat. »"""
    data = combat(
        [c("A", "P1", 2, 2, "double strike")],
        {"A": "P2"},
        era="sixth_edition",
        after_assignment={"first_strike": [{"lose": "double strike", "target": "A"}]},
    )
    out = resolve_scenario(data)
    assert out["life"]["P2"] == 18
    assert [(e["creature"], e["rule"]) for e in of_type(out, "no_second_strike")] == [
        ("A", "502.28c")
    ]
    assert any(
        "as the French lesson on double strike quotes it" in line for line in narrate(out, "en")
    )


def test_502_28b_a_first_striker_that_assigned_nothing_strikes_in_the_second_step() -> None:
    """502.28b, as the French lesson quotes it: in the second step « les attaquants et
    bloqueurs survivants qui n'ont pas assigné de blessures de combat lors de la première étape,
    ainsi que les créatures avec la double initiative, assignent leurs blessures de combat »;
    310.2a (2007): "Creatures that would assign 0 or less damage don't assign combat damage." A
    0-power first striker pumped between the steps deals damage in the second — which today's
    702.7b ("had neither first strike nor double strike as the first combat damage step began")
    no longer allows."""
    data = combat(
        [c("A", "P1", 0, 2, "first strike")],
        {"A": "P2"},
        era="sixth_edition",
        between_steps=[{"pump": "A", "power": 3, "toughness": 0}],
    )
    then = resolve_scenario(data)
    assert then["life"]["P2"] == 17
    # The engine records why it strikes in the second step: the old rule, with its source.
    again = of_type(then, "second_strike_unassigned")
    assert [(e["creature"], e["rule"], e["rules_of"]) for e in again] == [
        ("A", "502.28b", "french_lesson")
    ]
    assert any("assigned no combat damage in the first" in line for line in narrate(then, "en"))
    assert any("n'a pas assigné de blessures de combat" in line for line in narrate(then, "fr"))
    today = {k: v for k, v in data.items() if k != "era"}
    now = resolve_scenario(today)
    assert now["life"]["P2"] == 20
    assert of_type(now, "second_strike_unassigned") == []


def test_sixth_edition_lifelink_triggers_too_late_to_save_its_controller() -> None:
    """502.68a (2007): "Lifelink is a triggered ability"; the Magic 2010 "Rules Changes":
    "the controller of a blocker with lifelink dies from combat damage before lifelink can grant
    that player enough life to stay alive." Today (702.15b) the life is gained as the damage is
    dealt, so P2 survives at 2."""
    data = combat(
        [c("A", "P1", 2, 2), c("C", "P1", 2, 2), c("L", "P2", 2, 2, "lifelink")],
        {"A": "P2", "C": "P2"},
        {"L": "C"},
        players=["P1", {"name": "P2", "life": 2}],
        era="sixth_edition",
    )
    then = resolve_scenario(data)
    assert then["losers"] == ["P2"] and then["life"]["P2"] == 0
    late = of_type(then, "lifelink_trigger")
    assert [(e["creature"], e["done"]) for e in late] == [("L", False)]
    assert any("before it could resolve" in line for line in narrate(then, "en"))
    now = resolve_scenario({**data, "era": "foundations"})
    assert now["losers"] == [] and now["life"]["P2"] == 2


def test_sixth_edition_lifelink_instances_each_trigger() -> None:
    """502.68b (2007): "If a permanent has multiple instances of lifelink, each triggers
    separately"; today 702.15f: "Multiple instances of lifelink on the same object are
    redundant"."""
    data = combat([c("A", "P1", 3, 3, "lifelink", "lifelink")], {"A": "P2"}, era="sixth_edition")
    then = resolve_scenario(data)
    assert then["life"]["P1"] == 26
    assert [e["rule"] for e in of_type(then, "lifelink_trigger")] == ["502.68a", "502.68a"]
    assert resolve_scenario({**data, "era": "foundations"})["life"]["P1"] == 23


def test_sixth_edition_lifelink_of_a_creature_gone_doesnt_trigger() -> None:
    """502.68a (2007): "Whenever this permanent deals damage" — an ability of a permanent, which
    works only on the battlefield (113.6): bounced with its damage on the stack, the creature
    still deals it (310.4a, 2003) but its lifelink doesn't trigger."""
    data = combat(
        [c("A", "P1", 3, 3, "lifelink")],
        {"A": "P2"},
        era="sixth_edition",
        after_assignment={"regular": [{"remove": "A"}]},
    )
    out = resolve_scenario(data)
    assert out["life"] == {"P1": 20, "P2": 17}
    assert of_type(out, "lifelink_trigger") == []


def test_sixth_edition_deathtouch_is_a_trigger_that_destroys() -> None:
    """Glossary G4.2a (2007, see 502.63): ""Deathtouch" means "Whenever this permanent deals
    damage to a creature, destroy that creature."" — a destruction (701.8), which indestructible
    survives (702.12b), and which finds nothing when lethal damage already killed it."""
    data = combat(
        [c("D", "P1", 1, 1, "deathtouch"), c("B", "P2", 1, 5)],
        {"D": "P2"},
        {"B": "D"},
        era="sixth_edition",
    )
    out = resolve_scenario(data)
    assert set(out["died"]) == {"D", "B"}
    trigger = of_type(out, "deathtouch_trigger")
    assert [(e["target"], e["done"]) for e in trigger] == [("B", True)]
    assert next(e for e in of_type(out, "dies") if e["creature"] == "B")["rule"] == "701.8"
    sturdy = copy.deepcopy(data)
    sturdy["creatures"][1]["keywords"] = ["indestructible"]
    assert resolve_scenario(sturdy)["died"] == ["D"]
    killed = copy.deepcopy(data)
    killed["creatures"][0]["power"] = 5
    gone = of_type(resolve_scenario(killed), "deathtouch_trigger")
    assert [(e["target"], e["done"], e["resolved"]) for e in gone] == [("B", False, True)]


def test_trample_and_deathtouch_across_the_eras() -> None:
    """The July 2010 Update Bulletin: "say you control a 4/4 creature [that] has deathtouch and
    trample [...] blocked by a 3/3. [...] If your creature had just trample, you'd have to
    assign 3 damage to the blocking creature [...] since it has both deathtouch and trample, you
    could assign 1 damage to the blocking creature and [...] the remaining 3 damage to the
    defending player." So in m10 (from Magic 2011) and today (702.2c); not in 2003, when
    deathtouch was a triggered ability and lethal damage was "damage already on the creature"
    against its toughness (502.9b)."""
    creatures = [c("A", "P1", 4, 4, "deathtouch", "trample"), c("B", "P2", 3, 3)]
    for era in ("foundations", "m10"):
        out = resolve_scenario(combat(creatures, {"A": "P2"}, {"B": "A"}, era=era))
        assert out["life"]["P2"] == 17
        assert "B" in out["died"]
    then = combat(creatures, {"A": "P2"}, {"B": "A"}, era="sixth_edition")
    assert resolve_scenario(then)["life"]["P2"] == 19
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario({**then, "assign": {"regular": {"A": {"B": 1, "P2": 3}}}})
    assert caught.value.field == "assign.regular.A"


def test_sixth_edition_an_equipment_on_a_creature_gone_gets_nothing() -> None:
    """Umezawa's Jitte: "Whenever equipped creature deals combat damage" — a creature that left
    with its damage on the stack is no longer equipped (301.5c) when the damage is dealt (310.4a,
    2003), so the Jitte gets no counters."""
    data = combat(
        [c("A", "P1", 2, 2)],
        {"A": "P2"},
        era="sixth_edition",
        permanents=[
            {
                "id": "J",
                "name": "Umezawa's Jitte",
                "controller": "P1",
                "attached_to": "A",
                "counters": {},
                "triggers": [
                    {
                        "when": "deals combat damage",
                        "do": {"counters": "self", "kind": "charge", "add": 2},
                    }
                ],
            }
        ],
    )
    assert resolve_scenario(data)["permanents"]["J"]["counters"] == {"charge": 2}
    gone = resolve_scenario({**data, "after_assignment": {"regular": [{"remove": "A"}]}})
    assert gone["life"]["P2"] == 18 and gone["permanents"]["J"]["counters"] == {}


def test_after_assignment_in_a_first_strike_step_needs_one() -> None:
    """510.4 (and 310.5 of 2003): without first strike or double strike there is one combat
    damage step, so nothing can wait on the stack in a first-strike step."""
    data = combat(
        [c("A", "P1", 2, 2)],
        {"A": "P2"},
        era="sixth_edition",
        after_assignment={"first_strike": [{"remove": "A"}]},
    )
    with pytest.raises(ScenarioError) as caught:
        resolve_scenario(data)
    assert caught.value.field == "after_assignment.first_strike"


def test_every_era_names_its_sources() -> None:
    """Each era's behaviour cites a source with an address and a phrase quoted from it."""
    from mtglearn.rules.combat.eras import era

    for key in ERAS:
        for source in era(key).sources:
            assert SOURCES[source].where and SOURCES[source].quote


def test_the_shipped_examples_of_the_eras_resolve_as_their_sources_say() -> None:
    """The two examples shipped for the eras: the 2002 article's Unsummon with damage on the
    stack (the attacker dies, the returned blocker takes nothing) and the April 2024 rules'
    Vastwood Gorger example (3 and 2: both blockers die)."""
    from mtglearn import load

    stack = load("era_sixth_edition_damage_on_the_stack.json")
    assert stack.era == "sixth_edition" and stack.died == ["A"]
    order = load("era_m10_damage_assignment_order.json")
    assert order.era == "m10" and order.died == ["G", "E"]


def test_sixth_edition_refusal_of_deathtouch_trample_gives_that_era_reason() -> None:
    """The same refused division under the Sixth Edition rules: deathtouch did not make 1
    damage lethal then (it counts only since Magic 2010's rules, 702.2c), so the error must not
    say "with deathtouch 1 is lethal" — the reverse of why the era refuses it."""
    creatures = [c("A", "P1", 4, 4, "deathtouch", "trample"), c("B", "P2", 3, 3)]
    then = combat(creatures, {"A": "P2"}, {"B": "A"}, era="sixth_edition")
    for lang, wrong, right in (
        ("en", "with deathtouch 1 is lethal", "Magic 2010"),
        ("fr", "avec le contact mortel, 1 suffit", "Magic 2010"),
    ):
        with pytest.raises(ScenarioError) as caught:
            resolve_scenario({**then, "assign": {"regular": {"A": {"B": 1, "P2": 3}}}}, lang)
        assert wrong not in str(caught.value)
        assert right in str(caught.value)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_sixth_edition_narration_never_cites_a_combat_damage_number_alone(lang: str) -> None:
    """docs/scenario-format.md §6: under an older era a rule number comes with its source.
    510.1a (a 0-power creature), 510.1c (a blocked creature whose blocker left) and 702.19d (a
    trampler whose blocker left) are today's numbers: 510.1c is 310.2c of 2003; the others are
    said to be today's."""
    creatures = [
        c("Z", "P1", 0, 2),
        c("A", "P1", 2, 2, "double strike"),
        c("T", "P1", 3, 3, "double strike", "trample"),
        c("B", "P2", 1, 1),
        c("D", "P2", 1, 1),
    ]
    data = combat(
        creatures,
        {"Z": "P2", "A": "P2", "T": "P2"},
        {"B": "A", "D": "T"},
        era="sixth_edition",
    )
    lines = narrate(resolve_scenario(data, lang), lang)
    for number in ("510.1a", "510.1c", "702.19d"):
        for line in lines:
            if number in line:
                assert f"{number}, " in line, line  # followed by its source
    text = "\n".join(lines)
    assert "310.2c" in text or "510.1c" not in text
