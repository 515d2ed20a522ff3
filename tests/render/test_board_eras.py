"""The combat board draws every era (docs/scenario-format.md §6) from the engine's snapshots.

- every era draws a double striker blocked by two creatures, moment by moment;
- under the Sixth Edition rules, each step's combat damage also shows while it waits on the
  stack, assigned but not yet dealt (310.1 of 2003), as dashed arrows (class ``damage
  assigned``), and the board of that moment shows what was done meanwhile;
- a moment an era doesn't have is refused with the reason (510.2 today: no stack).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from mtglearn import Board, ScenarioError, bounce, set_lang
from mtglearn.render.board import board_svg, frames
from mtglearn.rules.combat.eras import ERAS
from mtglearn.teach.figures.step_view import closest_step, step_options

SVG = "{http://www.w3.org/2000/svg}"


def double_striker(era: str) -> Board:
    board = Board(era=era)
    board.attacker("A", 4, 4, "double strike")
    board.blocker("B1", 1, 3, blocks="A")
    board.blocker("B2", 1, 3, blocks="A")
    return board


def arrows(svg: str, css: str) -> list[tuple[str, str, str]]:
    root = ET.fromstring(svg)
    return [
        (g.get("data-source", ""), g.get("data-target", ""), g.get("data-amount", ""))
        for g in root.iter(f"{SVG}g")
        if g.get("class") == css
    ]


@pytest.mark.parametrize("era", ERAS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_era_draws_each_moment(era: str, lang: str) -> None:
    set_lang(lang)
    outcome = double_striker(era).resolve()
    assert outcome.era == era == outcome.to_dict()["era"]
    keys = [f.key for f in frames(outcome.result, lang)]
    expected = ["blockers", "first_strike", "between", "regular"]
    if era == "sixth_edition":
        expected = [
            "blockers",
            "first_strike_stack",
            "first_strike",
            "between",
            "regular_stack",
            "regular",
        ]
    assert keys == expected == outcome.moments
    svg = board_svg(outcome.result, lang)
    # The same damage in every era here (the default division: lethal damage to B1, the rest
    # to B2): 3 + 1 first, then 4 to B2 and 1 back from it (B1 died in the first step).
    dealt = arrows(svg, "damage")
    assert sorted(dealt) == [("A", "B1", "3"), ("A", "B2", "1"), ("A", "B2", "4"), ("B2", "A", "1")]
    assert ET.fromstring(svg) is not None


def test_sixth_edition_draws_the_assignment_waiting_on_the_stack() -> None:
    """310.1 (2003): assigned, on the stack; 310.4c: the damage to the blocker bounced meanwhile
    is not dealt — the stack moment shows the arrow, the next one doesn't."""
    set_lang("en")
    board = double_striker("sixth_edition")
    board.assign("first_strike", "A", {"B1": 3, "B2": 1})
    board.after_assignment("first_strike", bounce("B1"))
    outcome = board.resolve()
    stack = outcome.board("first_strike_stack").svg()
    assert sorted(arrows(stack, "damage assigned")) == [("A", "B1", "3"), ("A", "B2", "1")]
    assert arrows(stack, "damage") == []
    assert "Combat damage is assigned and put on the stack" in stack
    dealt = outcome.board("first_strike").svg()
    assert arrows(dealt, "damage") == [("A", "B2", "1")]
    assert "310.4c, Comprehensive Rules of 2003" in dealt


def test_a_moment_an_era_does_not_have_is_refused_with_the_reason() -> None:
    """510.2: today combat damage doesn't use the stack, so there is no such moment; in the
    Sixth Edition rules, a first-strike stack without first strike says why (510.4)."""
    set_lang("en")
    today = double_striker("foundations").resolve()
    with pytest.raises(ScenarioError) as caught:
        today.board("regular_stack")
    assert caught.value.field == "step" and "510.2" in str(caught.value)
    plain = Board(era="sixth_edition")
    plain.attacker("A", 2, 2)
    with pytest.raises(ScenarioError) as why:
        plain.resolve().board("first_strike_stack")
    assert "510.4" in str(why.value)


def test_the_step_control_offers_the_stack_moments_in_order() -> None:
    """The explorers' step control lists the moments that happened, stack ones included, and
    falls back to the step a stack moment belongs to when a combat has none."""
    outcome = double_striker("sixth_edition").resolve()
    labels = [label for label, _ in step_options(outcome.result, "fr")]
    assert labels[1] == "2. Blessures d'initiative sur la pile"
    today = [key for _, key in step_options(double_striker("m10").resolve().result, "en")]
    assert closest_step("regular_stack", today) == "regular"


def test_m10_writes_the_damage_assignment_order_under_the_board() -> None:
    """509.2 (April 2024): the order is announced as blockers are declared: the board's first
    moment says it."""
    set_lang("en")
    board = double_striker("m10")
    board.damage_order("A", "B2", "B1")
    notes = frames(board.resolve().result, "en")[0].notes
    assert any(
        note.startswith("Damage assignment order of A") and "B2, then B1" in note for note in notes
    )
