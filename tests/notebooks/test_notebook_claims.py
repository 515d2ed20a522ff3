"""What the notebooks tell the reader, proved here (the notebooks show sentences, not asserts).

Each test rebuilds the example of a notebook cell with the same calls and checks the statement
the text around it makes, with the rule or ruling it comes from.
"""

from __future__ import annotations

import itertools

import pytest

import mtglearn as mtg
from mtglearn import resolve_scenario
from mtglearn.base.i18n import glossary
from mtglearn.base.i18n.names import printed_name
from mtglearn.door.combat import Combat, Creature, explain_blocks
from mtglearn.teach.chapters.amplify import entering_result, refusal, shipped
from mtglearn.teach.chapters.initiative_story import play, ravenloft, timing_combat
from mtglearn.teach.chapters.initiative_story import refusal as initiative_refusal
from mtglearn.teach.chapters.judge import (
    gone_table,
    judge_formulas,
    most_destroyed,
    most_to_player,
    side_by_side,
)
from mtglearn.teach.chapters.morph import face_down_block, trigger_runs, walk
from mtglearn.teach.duel import Duel, granted_double_strike, preset
from mtglearn.teach.explorers.initiative_explorer import InitiativeExplorer
from mtglearn.teach.explorers.provoke_explorer import must_block, provoke_scenario
from mtglearn.teach.explorers.word_traps import demo_lines

# Notebook 01 — combat damage and first strike.


def test_01_a_3_3_blocked_by_a_2_2() -> None:
    plain, _ = Duel(attacker_power=3, attacker_toughness=3).resolve("en")
    assert plain.died == ["B"]  # 704.5g
    assert plain.creature("A").damage == 2 and plain.creature("B").damage == 3  # 510.2
    assert plain.life["P2"] == 20  # 510.1c: blocked, no trample, nothing to the player


def test_01_first_strike_kills_the_blocker_before_it_strikes() -> None:
    striker = Duel(
        attacker_power=3,
        attacker_toughness=2,
        attacker_keywords={"first strike"},
        blocker_power=3,
        blocker_toughness=3,
    )
    first, _ = striker.resolve("en")
    assert first.died == ["B"] and first.creature("A").damage == 0  # 702.7b
    assert [s["step"] for s in first.steps] == ["first_strike", "regular"]  # 510.4
    both, _ = striker.with_(attacker_keywords=()).resolve("en")
    assert both.died == ["A", "B"]  # one step, damage dealt at the same time (510.2)


def test_01_gaining_or_losing_first_strike_between_the_steps() -> None:
    # 702.7c
    late = Duel(
        attacker_power=3,
        attacker_toughness=5,
        blocker_power=1,
        blocker_toughness=4,
        blocker_keywords={"first strike"},
        between="gain_first_strike",
    ).resolve("en")[0]
    lost = Duel(
        attacker_keywords={"first strike"}, blocked=False, between="lose_first_strike"
    ).resolve("en")[0]
    assert late.damage_by("A") == 3 and late.steps[1]["damage"][0]["source"] == "A"
    assert lost.damage_to("P2") == 2  # first-strike damage only, not twice


# Notebook 02 — double strike (the French glossary page on double strike).


def test_02_crypt_champion_deals_4_with_power_2() -> None:
    champion, _ = preset("crypt_champion").resolve("en")
    assert champion.combat.creatures[0].power == 2
    assert champion.damage_to("P2") == 4  # 702.4b
    assert [s["step"] for s in champion.steps] == ["first_strike", "regular"]


def test_02_a_blocked_double_striker_that_kills_its_blocker() -> None:
    blocked = Duel(attacker_power=3, attacker_toughness=3, attacker_keywords={"double strike"})
    no_trample, _ = blocked.resolve("en")
    with_trample, _ = blocked.with_(attacker_keywords={"double strike", "trample"}).resolve("en")
    assert no_trample.steps[0]["died"] == ["B"] and no_trample.damage_to("P2") == 0  # 510.1c
    assert with_trample.steps[0]["died"] == ["B"]
    assert with_trample.damage_to("P2") == 1 + 3  # 702.19b, then 702.19d (no blocker left)


def test_02_first_strike_adds_nothing_and_two_first_strikes_are_not_double_strike() -> None:
    only_double, _ = preset("crypt_champion").resolve("en")
    both, _ = (
        preset("crypt_champion")
        .with_(attacker_keywords={"double strike", "first strike"})
        .resolve("en")
    )
    assert both.steps == only_double.steps and both.life == only_double.life
    twice_first = Combat.duel(
        Creature("A", 2, 2, keywords=["first strike", "first strike"])
    ).resolve("en")
    assert twice_first.damage_to("P2") == 2  # 702.7d
    assert [s["step"] for s in twice_first.steps if s["damage"]] == ["first_strike"]


def test_02_battle_mastery_and_rage_reflection() -> None:
    cadet = Creature("C", 1, 1, name=printed_name("Eager Cadet", "en"))
    crypt = Creature(
        "D", 2, 2, keywords=["double strike"], name=printed_name("Crypt Champion", "en")
    )
    mastery = granted_double_strike([cadet], to=["C"]).resolve("en")
    reflection = granted_double_strike([cadet, crypt], to=["C", "D"]).resolve("en")
    assert mastery.damage_to("P2") == 2 * 1
    assert reflection.damage_by("C") == 2 * 1 and reflection.damage_by("D") == 2 * 2  # 702.4e


def test_02_given_double_strike_after_the_first_step() -> None:
    given = Duel(
        attacker_keywords={"first strike"}, blocked=False, between="gain_double_strike"
    ).resolve("en")[0]
    assert [s["step"] for s in given.steps if s["damage"]] == ["first_strike", "regular"]  # 702.4d


# Notebook 03 — the French lesson on every double-strike case (the grid is in test_teach_checks).


def test_03_trample_counts_damage_already_marked() -> None:
    a = Creature("A", 4, 4, keywords=("trample",))
    marked = Combat.duel(a, Creature("B", 2, 5, controller="P2", damage=3)).resolve()
    fresh = Combat.duel(a, Creature("B", 2, 5, controller="P2")).resolve()
    assert (marked.damage_to("P2"), fresh.damage_to("P2")) == (2, 0)  # 702.19b


def test_03_deathtouch_and_trample() -> None:
    b = Creature("B", 1, 8, controller="P2")
    touch = Combat.duel(Creature("A", 5, 5, keywords=("deathtouch", "trample")), b).resolve()
    words = ("double strike", "deathtouch", "trample")
    twice = Combat.duel(Creature("A", 5, 5, keywords=words), b).resolve()
    assert (touch.damage_to("B"), touch.damage_to("P2"), touch.died) == (1, 4, ["B"])  # 702.2c
    assert twice.damage_to("P2") == 4 + 5


def test_03_the_blocker_left() -> None:
    b = Creature("B", 2, 2, controller="P2")
    gone = [{"destroy": "B"}]
    plain = Combat.duel(
        Creature("A", 3, 3, keywords=("double strike",)), b, before_damage=gone
    ).resolve()
    words = ("double strike", "trample")
    tramples = Combat.duel(Creature("A", 3, 3, keywords=words), b, before_damage=gone).resolve()
    assert (plain.damage_to("P2"), tramples.damage_to("P2")) == (0, 2 * 3)  # 510.1c, 702.19d


# Notebook 04 — between the steps (the French lesson's Umezawa's Jitte).


def test_04_the_jitte_triggers_twice_and_the_pump_adds_4() -> None:
    keep, _ = preset("jitte").with_(jitte_pump=False).resolve("en")
    assert keep.permanent_counters("J") == {"charge": 4}
    assert sum(e["type"] == "trigger" for e in keep.events) == 2  # 510.3a, once per step
    pump, _ = preset("jitte").resolve("en")

    def regular(result: object) -> int:
        return sum(
            d["amount"]
            for s in result.steps  # type: ignore[attr-defined]
            if s["step"] == "regular"
            for d in s["damage"]
        )

    assert regular(pump) == regular(keep) + 4
    assert pump.damage_to("P2") == 2 + 6
    # Each activation is one counter, paid as it goes on the stack (602.2, 602.2b), and
    # resolves for +2/+2 (608.1): two activations, +4/+4.
    kinds = [e["type"] for e in pump.events]
    assert kinds.count("activated") == 2 and kinds.count("resolves") == 2
    costs = [(e["change"], e["total"]) for e in pump.events if e.get("cost")]
    assert costs == [(-1, 1), (-1, 0)]
    sizes = [(e["new_power"], e["new_toughness"]) for e in pump.events if e["type"] == "pump"]
    assert sizes == [(4, 4), (6, 6)]
    order = [k for k in kinds if k in ("activated", "counters", "resolves", "pump")]
    assert order[1:9] == ["activated", "counters", "resolves", "pump"] * 2


def test_04_losing_or_gaining_double_strike_and_lifelink_twice() -> None:
    lose = Duel(
        attacker_keywords={"double strike"}, blocked=False, between="lose_double_strike"
    ).resolve("en")[0]
    gain = Duel(
        attacker_keywords={"first strike"}, blocked=False, between="gain_double_strike"
    ).resolve("en")[0]
    assert lose.damage_to("P2") == 2 and gain.damage_to("P2") == 4  # 702.4c, 702.4d
    lifelink = Duel(
        attacker_power=3,
        attacker_toughness=3,
        attacker_keywords={"double strike", "lifelink"},
        blocked=False,
    ).resolve("en")[0]
    gains = [e["amount"] for e in lifelink.events if e["type"] == "life_gain"]
    assert gains == [3, 3] and lifelink.life["P1"] == 20 + 3 + 3  # 702.15b


# Notebook 00 — the course's length.


# Notebook 05 — double strike at judge level (the French lesson on double strike, taken further).


def blocked_by(power: int, toughness: int, *blockers: tuple[int, int], words: tuple[str, ...] = (),
               era: str | None = None) -> mtg.Board:  # fmt: skip
    board = mtg.Board(era=era)
    board.attacker("A", power, toughness, "double strike", *words)
    for i, (p, t) in enumerate(blockers, 1):
        board.blocker(f"B{i}", p, t, blocks="A")
    return board


def test_05_two_blockers_divided_2_2_then_1_3_legal_today_refused_in_2009() -> None:
    """510.1c today: free division in each step; 120.6, 704.5g: 2 then 1 is lethal for a 1/3;
    510.1c of April 2024: lethal damage to the first of the order before the second."""
    mtg.set_lang("en")
    for era in (None, "m10"):
        board = blocked_by(4, 4, (1, 3), (1, 3), era=era)
        board.assign("first_strike", "A", {"B1": 2, "B2": 2})
        board.assign("regular", "A", {"B1": 1, "B2": 3})
        if era is None:
            outcome = board.resolve()
            assert sorted(outcome.died) == ["B1", "B2"] and outcome.creature("A").damage == 1 + 1
        else:
            assert "510.1c" in (board.refusal() or "")


def test_05_three_blockers_two_destroyed_and_the_attacker_survives() -> None:
    mtg.set_lang("en")
    best = most_destroyed(blocked_by(3, 3, (2, 2), (1, 2), (1, 4)))
    assert best.amount == 2 and "A" not in best.outcome.died
    assert best.outcome.steps[0]["died"] == ["B1"]  # the 2/2 never strikes back


CHEAP = list(itertools.product((1, 2, 3), (1, 2, 3), (1, 2, 3)))


@pytest.mark.parametrize("toughnesses", CHEAP)
def test_05_the_statements_hold_with_three_blockers(toughnesses: tuple[int, int, int]) -> None:
    """Section 1–2 and 6 say "T1 + T2 + …" and "n blockers": checked here with three, for every
    power from 1 to 3, against the engine's search over every division of each step."""
    mtg.set_lang("en")
    for power in (1, 2, 3):
        blockers = tuple((1, t) for t in toughnesses)
        kills = most_destroyed(blocked_by(power, 9, *blockers)).amount
        spent = list(itertools.accumulate(sorted(toughnesses)))
        assert kills == sum(s <= 2 * power for s in spent)
        trample = most_to_player(blocked_by(power, 9, *blockers, words=("trample",))).amount
        assert trample == max(0, 2 * power - sum(toughnesses))
        touch = blocked_by(power, 9, *blockers, words=("trample", "deathtouch"))
        assert most_to_player(touch).amount == max(0, 2 * power - 3)


def test_05_the_notebooks_checks_pass() -> None:
    mtg.set_lang("en")
    assert judge_formulas().ok


def test_05_trample_4_4_against_two_1_3s() -> None:
    mtg.set_lang("en")
    assert most_to_player(blocked_by(4, 4, (1, 3), (1, 3), words=("trample",))).amount == 2


@pytest.mark.parametrize(
    ("power", "toughness", "b_power", "b_toughness"),
    list(itertools.product(range(1, 5), range(1, 5), range(1, 5), range(1, 5))),
)
def test_05_a_first_strike_blocker_against_a_double_strike_trampler(
    power: int, toughness: int, b_power: int, b_toughness: int
) -> None:
    """510.4, 702.7b: both strike in the first step; the trampler strikes again exactly when
    its toughness is greater than the first striker's power."""
    board = mtg.Board()
    board.attacker("A", power, toughness, "double strike", "trample")
    board.blocker("B", b_power, b_toughness, "first strike", blocks="A")
    outcome = board.resolve()
    again = len(outcome.steps) == 2 and any(d["source"] == "A" for d in outcome.steps[1]["damage"])
    assert again is (toughness > b_power)


def test_05_the_two_first_strike_blockers_of_section_3() -> None:
    mtg.set_lang("en")
    small = blocked_by(3, 3, words=("trample",))
    small.blocker("B", 2, 2, "first strike", blocks="A")
    big = blocked_by(3, 3, words=("trample",))
    big.blocker("B", 3, 2, "first strike", blocks="A")
    a, b = small.resolve(), big.resolve()
    assert (a.damage_to("P2"), a.died) == (1 + 3, ["B"])  # 702.19b, then 702.19d
    assert (b.damage_to("P2"), sorted(b.died)) == (1, ["A", "B"])


def test_05_removed_from_combat_and_the_table() -> None:
    """506.4, 509.1h, 510.1c, 702.19d, 510.1d."""
    mtg.set_lang("en")
    removed = blocked_by(3, 3)
    removed.blocker("B", 2, 5, blocks="A")
    removed.between_steps(mtg.remove_from_combat("B"))
    outcome = removed.resolve()
    assert outcome.steps[1]["damage"] == [] and outcome.died == []
    assert outcome.creature("B").zone == "battlefield" and outcome.creature("B").damage == 3
    table = gone_table().data
    assert table.iloc[:, 1].tolist() == ["0", "0", "0", "0"]  # no trample: nothing
    assert table.iloc[:, 2].tolist() == ["3", "3", "3", "0"]  # trample: all, unless A is out


def test_05_the_jitte_minus_mode_and_the_response() -> None:
    """704.5g before the regular step; 117.7, 602.2b, 400.7 (the +2/+2 finds no creature),
    119.3 (the life mode)."""
    mtg.set_lang("en")

    def jitte_board(blocker_power: int = 2) -> mtg.Board:
        board = mtg.Board()
        board.attacker("A", 2, 2, "double strike", name="Crypt Champion")
        board.blocker("B", blocker_power, 3, blocks="A")
        board.jitte("A")
        return board

    shrink = jitte_board()
    shrink.between_steps(mtg.remove_counters("J", "charge", 1, then=mtg.pump("B", -1, -1)))
    died = shrink.resolve()
    assert died.died == ["B"] and died.steps[1]["damage"] == []
    assert died.permanent_counters("J") == {"charge": 1}
    answered = jitte_board(1)
    answered.between_steps(
        mtg.remove_counters(
            "J", "charge", 1, then=mtg.pump("equipped", 2, 2), responses=[mtg.damage("A", 2)]
        ),
        mtg.remove_counters("J", "charge", 1, then=mtg.gain_life("P1", 2)),
    )
    out = answered.resolve()
    assert out.died == ["A"] and out.permanent_counters("J") == {} and out.life["P1"] == 22
    assert not [e for e in out.events if e["type"] == "pump"]
    waited = jitte_board(1)  # the opponent waits: a 4/4 survives the 2 damage, then its 1
    waited.between_steps(
        mtg.remove_counters("J", "charge", 1, then=mtg.pump("equipped", 2, 2)), mtg.damage("A", 2)
    )
    late = waited.resolve()
    assert late.died == ["B"] and late.creature("A").damage == 2 + 1


def test_05_deathtouch_trample_double_strike_against_two_1_5s() -> None:
    mtg.set_lang("en")
    touch = blocked_by(3, 3, (1, 5), (1, 5), words=("deathtouch", "trample"))
    assert most_to_player(touch).amount == 4 == 2 * 3 - 2


def test_05_the_same_board_in_2003_2009_and_today() -> None:
    mtg.set_lang("en")

    def fight(era: str | None = None) -> mtg.Board:
        board = blocked_by(3, 3, (1, 1), (1, 3), era=era)
        board.before_damage(mtg.pump("B2", 2, 0))
        board.assign("first_strike", "A", {"B2": 3})
        return board

    today, in_2009, in_2003 = fight(), fight("m10"), fight("sixth_edition")
    in_2009.damage_order("A", "B1", "B2")
    in_2003.after_assignment("first_strike", mtg.bounce("B2"))
    now = today.resolve()
    assert sorted(now.died) == ["B1", "B2"] and now.creature("A").damage == 1
    assert "damage assignment order" in (in_2009.refusal() or "")
    best = most_destroyed(in_2009)
    assert best.amount == 2 and "A" in best.outcome.died
    then = in_2003.resolve()
    assert then.died == ["B1"] and then.creature("B2").zone == "hand"
    assert then.creature("A").damage == 1
    rows = side_by_side(today, in_2009, in_2003).data
    assert rows.iloc[1].tolist()[1].startswith("refused")


# Notebooks 06 and 07 — the Chinese card page of Ravenloft Adventurer and its rulings.


def test_06_rulings_1_to_4() -> None:
    why = initiative_refusal(
        [{"venture": "P1", "into": "undercity", "dungeon": "Tomb of Annihilation"}], lang="en"
    )
    assert why is not None and "701.49d" in why
    twice = play([{"take_initiative": "P1"}, {"take_initiative": "P1"}], lang="en")
    assert (twice.holder, twice.player("P1")["room"]) == ("P1", "Forge")  # 726.5
    hit = play(
        [
            {"take_initiative": "P1"},
            {"take_initiative": "P1"},
            {"combat_damage": {"from": "P2", "to": "P1"}},
        ],
        lang="en",
    )
    assert hit.holder == "P2"
    three_players = ("P1", "P2", "P3")
    quiet = play(
        [{"upkeep": "P1"}, {"turn": "P2"}, {"combat_damage": {"from": "P2", "to": "P1"}}],
        three_players,
        "en",
    )
    assert quiet.holder is None and quiet.events("venture") == []  # 726.1
    kept = play(
        [
            {"take_initiative": "P1"},
            {"upkeep": "P2"},
            {"combat_damage": {"from": "P2", "to": "P3"}},
        ],
        three_players,
        "en",
    )
    assert kept.holder == "P1"
    three = play(
        [
            {"take_initiative": "P1"},
            {"upkeep": "P1"},
            {"turn": "P3"},
            {"combat_damage": {"from": "P3", "to": "P1"}},
        ],
        three_players,
        "en",
    )
    assert three.holder == "P3" and three.player("P1")["room"] == "Forge"  # 726.2


def test_06_rulings_5_to_7() -> None:
    first = play([{"take_initiative": "P2"}], lang="en")
    assert (first.player("P2")["dungeon"], first.player("P2")["room"]) == (
        "Undercity",
        "Secret Entrance",
    )
    moved = play([{"venture": "P1"}, {"take_initiative": "P1"}], lang="en")
    assert (moved.player("P1")["dungeon"], moved.player("P1")["room"]) == (
        "Lost Mine of Phandelver",
        "Goblin Lair",
    )
    last = play(
        [{"venture": "P1"}] * 3 + [{"venture": "P1", "hold": True}, {"take_initiative": "P1"}],
        lang="en",
    )
    assert last.player("P1")["completed"] == ["Lost Mine of Phandelver"]
    assert last.player("P1")["room"] == "Secret Entrance"
    one = play([{"take_initiative": "P1"}, {"take_initiative": "P2"}], lang="en")
    assert one.holder == "P2" and one.events("take_initiative")[1]["previous"] == "P1"  # 726.3


def test_06_rulings_8_to_10() -> None:
    giant = play(
        [
            {"take_initiative": "P2"},
            {"combat_damage": {"from": ["P1", "P3"], "to": "P2", "order": ["P3", "P1"]}},
        ],
        ("P1", "P2", "P3", "P4"),
        "en",
        teams=[["P1", "P3"], ["P2", "P4"]],
    )
    assert [e["player"] for e in giant.events("take_initiative")] == ["P2", "P3", "P1"]
    assert giant.holder == "P1"
    plain = play([{"venture": "P1", "into": "dungeon"}], lang="en")
    assert plain.player("P1")["dungeon"] != "Undercity"
    four = ("P1", "P2", "P3", "P4")
    to_active = play([{"take_initiative": "P3"}, {"turn": "P2"}, {"leave": "P3"}], four, "en")
    active_leaves = play([{"turn": "P3"}, {"take_initiative": "P3"}, {"leave": "P3"}], four, "en")
    assert (to_active.holder, active_leaves.holder) == ("P2", "P4")  # 726.4


def test_06_explorer_state_and_first_strike_timing() -> None:
    shown = InitiativeExplorer("en", players=3)
    # 506.2: P3's creatures deal combat damage on P3's turn (after P2's).
    shown.take("P2"), shown.next_turn(), shown.next_turn(), shown.damage("P3")
    assert shown.state()["initiative"] == "P3"
    fight = play(
        [{"take_initiative": "P1"}, {"combat": timing_combat("first_and_regular")}],
        ("P2", "P1"),
        "en",
    )
    checks = fight.events("combat_damage")
    assert [(c["holder"], c["triggered"]) for c in checks] == [("P1", True), ("P2", False)]


def test_07_ravenloft_adventurer_over_several_turns() -> None:
    turn2 = ravenloft(2, "en")
    assert turn2.player("P2")["hit_exile"] == 1 and turn2.events("dies") == []  # 614.1a
    completed = ravenloft(6, "en")
    assert completed.player("P1")["completed"] == ["Undercity"]  # 309.7
    attack = ravenloft(7, "en")
    assert attack.events("attack_trigger")[0]["triggered"]
    assert attack.player("P2")["life"] == 20 - 1 - 3


# Notebook 08 — provoke (the 2003 French article on Legions).


def test_08_the_three_statements_of_the_2003_page() -> None:
    assert must_block("en") and must_block("en", tapped=True)  # 702.39a: untap, then block
    assert explain_blocks(provoke_scenario("en", tapped=True), {"bear": "V"}, "en").legal
    assert not must_block("en", tapped=True, tapped_again=True)  # 509.1a
    assert not must_block("en", flying=True) and must_block("en", flying=True, reach=True)
    assert not must_block("en", unblockable=True)
    both = provoke_scenario("en", second=True)
    both["provoke"] = {"V": "bear"}
    assert explain_blocks(both, {"bear": "V", "wall": "G"}, "en").legal
    assert explain_blocks(both, {"bear": "V"}, "en").legal
    assert not explain_blocks(both, {"wall": "V"}, "en").legal


def test_08_two_provokers_menace_and_costs() -> None:
    twice = provoke_scenario("en", second=True)
    verdicts = [explain_blocks(twice, {"bear": a}, "en") for a in ("V", "G")]
    assert all(v.legal and v.most == 1 for v in verdicts)  # 702.39b, 509.1c
    menace = {
        "players": ["P1", "P2"],
        "creatures": [
            {"id": "M", "controller": "P1", "power": 3, "toughness": 3, "keywords": ["menace"]},
            {"id": "X", "controller": "P2", "power": 2, "toughness": 2},
            {"id": "Y", "controller": "P2", "power": 2, "toughness": 2},
        ],
        "attacks": {"M": "P2"},
        "requirements": [{"blocks": "X"}],
    }
    tries: list[dict[str, str]] = [{"X": "M"}, {"Y": "M"}, {}, {"X": "M", "Y": "M"}]
    assert [explain_blocks(menace, b, "en").legal for b in tries] == [False, False, False, True]
    taxed = {**provoke_scenario("en"), "block_costs": {"bear": "{2}"}}
    assert (
        explain_blocks(taxed, {}, "en").legal and explain_blocks(taxed, {"bear": "V"}, "en").legal
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_08_lowland_tracker_kills_the_provoked_bear_first(lang: str) -> None:
    tracker = provoke_scenario(lang)
    tracker["creatures"][0] = {
        "id": "V",
        "name": printed_name("Lowland Tracker", lang),
        "controller": "P1",
        "power": 2,
        "toughness": 2,
        "keywords": ["first strike", "provoke"],
    }
    outcome = resolve_scenario({**tracker, "blocks": {"bear": "V"}}, lang)
    assert outcome["died"] == ["bear"]


# Notebook 09 — amplify.


def test_10_amplify_statements() -> None:
    crawler = entering_result("Canopy Crawler", ["Krosan Vorine", "Krosan Tusker"], lang="en")
    assert crawler.counters == 2 and (crawler.power, crawler.toughness) == (4, 4)  # 702.38a
    assert refusal("Canopy Crawler", ["Goblin Grappler"]) is not None  # a Goblin is no Beast
    assert refusal("Daru Stinger", ["Amoeboid Changeling"]) is None  # changeling: every type
    assert refusal("Canopy Crawler", ["Canopy Crawler"]) is not None
    assert refusal("Canopy Crawler", ["Mistform Ultimus"]) is not None
    countered = entering_result("Canopy Crawler", "all", "countered", "en")
    assert countered.revealed == () and countered.counters == 0
    ways = ("cast", "from_graveyard", "put_onto_battlefield")
    assert len({entering_result("Canopy Crawler", "all", how).counters for how in ways}) == 1
    assert entering_result("Canopy Crawler", "all", "face_down").counters == 0  # 708.2a
    twice = resolve_scenario(shipped("amplify_two_instances.json"), "en")
    assert twice["counters_per_instance"] == [2, 4] and twice["counters"] == 6  # 702.38b


# Notebook 10 — morph.


def test_10_face_down_and_turned_face_up() -> None:
    marauder = walk("Skirk Marauder", ["cast_face_down", "turn_up_cost"], "en")
    down = marauder.history[0].state
    assert (down.name, down.power, down.toughness, down.colors, down.types) == (None, 2, 2, (), ())
    assert down.mana_cost is None and down.mana_value == 0 and down.abilities == ()  # 708.2a
    hidden = walk("Willbender", ["cast_face_down"], "en")
    assert hidden.characteristics().name is None and hidden.card.name == "Willbender"  # 708.5
    turned = marauder.history[1]
    assert any(e["type"] == "special_action" and e["rule"] == "116.2b" for e in turned.events)
    assert turned.state.name == "Skirk Marauder" and not turned.state.face_down


def test_10_when_turned_face_up_and_megamorph_and_leaving() -> None:
    runs = trigger_runs("Willbender", "en")
    fired = {key: run.history[-1].triggered == ("Willbender",) for key, run in runs.items()}
    assert fired == {
        "cost": True,
        "effect": True,
        "enter_face_up": False,
        "reveal": False,
        "leave": False,
    }
    made_up = walk("Made-up Morph", ["cast_face_down", "counter", "turn_up_cost"], "en")
    up = made_up.history[-1]
    assert (up.state.power, up.state.toughness, up.state.counters) == (4, 4, 1)
    assert up.triggered == ()
    assert walk("Made-up Morph", ["enter_face_up"]).history[0].triggered
    paid = walk("Stratus Dancer", ["cast_face_down", "turn_up_cost"], "en")
    by_effect = walk("Stratus Dancer", ["cast_face_down", "turn_up_effect"], "en")
    assert (paid.characteristics().counters, paid.characteristics().power) == (1, 3)  # 702.37b
    assert (by_effect.characteristics().counters, by_effect.characteristics().power) == (0, 2)
    tracer = walk("Echo Tracer", ["cast_face_down", "leave"], "en")
    left = tracer.history[-1]
    assert any(e["rule"] == "708.9" for e in left.events) and left.triggered == ()


def test_10_a_face_down_blocker_turned_face_up() -> None:
    stays = face_down_block("Skirk Marauder", False)
    flips = face_down_block("Skirk Marauder", True)
    assert len(stays.died) == 1 and len(flips.died) == 2  # only the 2/1 dies to the 1/1 (708.8)


# Notebook 12 — the glossary's traps.


def test_12_the_traps() -> None:
    striker_fr = " ".join(demo_lines("first_strike", "fr"))
    striker_en = " ".join(demo_lines("first_strike", "en"))
    taken_fr = " ".join(demo_lines("initiative", "fr"))
    taken_en = " ".join(demo_lines("initiative", "en"))
    assert "initiative" in striker_fr and "first strike" in striker_en
    assert "first strike" not in taken_en
    assert "prend l'initiative" in taken_fr and "takes the initiative" in taken_en
    assert "726" in taken_fr
    keys = ("combat_damage", "double_strike", "trample", "deathtouch", "lifelink")
    french = " ".join(line for key in keys for line in demo_lines(key, "fr"))
    assert "blessures" in french and "dégâts" not in french
    zh = {term["id"]: term["zh"] for term in glossary()}
    assert (zh["first_strike"], zh["initiative"], zh["amplify"], zh["kicker"]) == (
        "先攻",
        "先制",
        "增强",
        "增幅",
    )
    assert (zh["provoke"], zh["goad"]) == ("挑拨", "煽惑")
