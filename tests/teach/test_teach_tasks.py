"""Something to build: every notebook's closing task refuses the board it starts from, with
reasons, and accepts its solution (both run as the notebook runs them), in both languages."""

from __future__ import annotations

import pytest

import mtglearn as mtg
from mtglearn.teach import check_task, entering, provoke_board
from mtglearn.teach.exercises.tasks import BY_NOTEBOOK, TASKS, TaskVerdict
from tests.support.french import all_problems
from tests.support.notebooks import code_cells, series


def run(code: str, lang: str) -> TaskVerdict:
    """The code of a task's cell, run as the notebook runs it (the language set once)."""
    names = {"mtg": mtg, "check_task": check_task, "provoke_board": provoke_board}
    names["entering"] = entering
    *lines, last = code.split("\n")
    mtg.set_lang(lang)
    try:
        exec("\n".join(lines), names)
        verdict = eval(last, names)
    finally:
        mtg.set_lang("en")
    assert isinstance(verdict, TaskVerdict)
    return verdict


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(TASKS))
def test_the_start_is_refused_with_reasons_and_the_solution_accepted(name: str, lang: str) -> None:
    task = TASKS[name]
    start, solution = run(task.start, lang), run(task.solution, lang)
    assert not start.met and any(r.startswith("✗") for r in start.reasons), start.reasons
    assert solution.met and all(r.startswith("✓") for r in solution.reasons), solution.reasons
    if lang == "fr":
        assert all_problems([task.goal("fr"), *start.reasons, *solution.reasons]) == []


def test_a_board_the_rules_refuse_is_answered_with_the_rules_reason() -> None:
    board = mtg.Board()
    board.attacker("A", 2, 2)
    board.blocker("B", 2, 2, blocks="Z")
    verdict = check_task("five_to_player", board)
    assert not verdict.met and "blocks.B" not in " ".join(verdict.reasons)


def test_every_notebook_ends_with_its_task_and_the_answer_to_its_start() -> None:
    for lang in ("en", "fr"):
        for number, path in series(lang).items():
            cells = [c for c in code_cells(path) if "check_task(" in c.source]
            assert len(cells) == 1, f"{path.name}: one task"
            assert cells[0].source == TASKS[BY_NOTEBOOK[number]].start
            shown = "".join(
                str(o.get("data", {}).get("text/html", "")) for o in cells[0].get("outputs", [])
            )
            assert 'class="mtglearn-task"' in shown and (
                "Not yet" in shown or "Pas encore" in shown
            )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_removing_the_blocker_does_not_count_as_pumping_the_attacker(lang: str) -> None:
    """The six-damage task forbids what pumps the attacker; destroying its blocker before
    damage pumps nothing (a double striker with trample and no blocker left deals 3 + 3)."""
    verdict = run(
        'board = mtg.Board()\nboard.attacker("A", 3, 1, "double strike", "trample")\n'
        'board.blocker("B", 0, 1, blocks="A")\nboard.before_damage(mtg.destroy("B"))\n'
        'check_task("six_with_power_three", board)',
        lang,
    )
    assert verdict.met, verdict.reasons


def test_a_pump_still_breaks_the_six_damage_task() -> None:
    verdict = run(
        'board = mtg.Board()\nboard.attacker("A", 3, 3)\n'
        'board.before_damage(mtg.pump("A", 3, 0))\ncheck_task("six_with_power_three", board)',
        "en",
    )
    assert not verdict.met and verdict.reasons[2].startswith("✗"), verdict.reasons


JITTE = 'board = mtg.Board()\nboard.attacker("A", 2, 2, "double strike", name="Crypt Champion")\n'
JITTE += 'board.jitte("A")\nboard.between_steps({actions})\ncheck_task("jitte_eight", board)'


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_jitte_task_refuses_two_counters_for_four_four_at_once(lang: str) -> None:
    """The Jitte's cost is one charge counter, its mode +2/+2 (the card's text): removing two
    counters at once for +4/+4 is not a Jitte activation, even if it makes 8."""
    two = 'mtg.remove_counters("J", "charge", 2, then=mtg.pump("equipped", 4, 4))'
    verdict = run(JITTE.format(actions=two), lang)
    assert not verdict.met and verdict.reasons[1].startswith("✗"), verdict.reasons


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_jitte_task_accepts_its_modes_one_counter_at_a_time(lang: str) -> None:
    one = 'mtg.remove_counters("J", "charge", 1, then=mtg.pump("equipped", 2, 2))'
    verdict = run(JITTE.format(actions=f"{one}, {one}"), lang)
    assert verdict.met, verdict.reasons


def test_the_marked_damage_task_accepts_deathtouch_against_protection_with_a_pump() -> None:
    """A second way to meet notebook 05b's task: deathtouch makes 1 lethal for the assignment
    though protection prevents it (702.2c, 702.19b, 702.16e), so the blocker lives, and a pump
    between the steps (613.4c) makes the regular step's excess larger. Without the pump both
    steps are equal, and the task is not met."""
    board = mtg.Board()
    board.attacker("A", 3, 3, "double strike", "trample", "deathtouch", colors=["green"])
    board.blocker("B", 2, 2, "protection from green", blocks="A")
    assert not check_task("more_after_marked", board).met
    board.between_steps(mtg.pump("A", 2, 0))
    assert check_task("more_after_marked", board).met
