"""The course as a student sees it: JupyterLab in Chromium, Run All, widgets rendered and live."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from mtglearn.teach.exercises.exercises_combat import player_damage
from tests.support.browser import Lab, no_widget_errors, run_all

pytestmark = pytest.mark.browser


def test_start_here_runs_in_jupyterlab_and_shows_the_course_map(page: Page, lab: Lab) -> None:
    run_all(page, lab, "fr/00_commencer_ici.ipynb", ".jp-OutputArea-output table")
    expect(page.locator(".jp-OutputArea-output table").first).to_contain_text("Commencer ici")
    # The course map, the combat's two tables (creatures, players) under its board, the glossary.
    expect(page.locator(".jp-OutputArea-output table")).to_have_count(4)
    expect(page.locator(".jp-OutputArea-output img.mtglearn-board-img")).to_have_count(4)
    no_widget_errors(page)


def test_double_strike_explorer_slider_changes_the_result(page: Page, lab: Lab) -> None:
    """Notebook 02's combat explorer starts from Crypt Champion (2/2 double strike, unblocked):
    the defending player ends at 16. Three presses of ArrowRight on the attacker's power
    slider make it a 5/2, which deals 5 in each step (702.4b): 20 - 10 = 10."""
    # The live widget carries the class on its element (the static copy below it does not).
    live = ".widget-html.mtglearn-combat-result"
    run_all(page, lab, "en/02_double_strike.ipynb", live)
    result = page.locator(live).first
    expect(result).to_contain_text("Life totals: P1 20, P2 16", timeout=60_000)
    handle = page.locator(".widget-slider .noUi-handle").first
    handle.scroll_into_view_if_needed()
    handle.focus()
    for _ in range(3):
        handle.press("ArrowRight")
    expect(result).to_contain_text("Life totals: P1 20, P2 10", timeout=60_000)
    expect(result).to_contain_text("Crypt Champion 5/2", timeout=60_000)
    no_widget_errors(page)


def test_an_exercise_gives_a_hint_and_a_second_try_and_the_score_follows(
    page: Page, lab: Lab
) -> None:
    """Notebook 01's first exercise (``player_damage(29)``), as a reader meets it: the empty box
    is not graded; a wrong answer gets a hint and a second try, not the answer; the right answer
    then settles it, shows the deciding rule, and the live score goes from 0/0 to 1/1, none of them
    at the first try."""
    exercise = player_damage(29, "en")
    live = ".widget-html.mtglearn-score"
    run_all(page, lab, "en/01_combat_damage_and_first_strike.ipynb", live)
    score = page.locator(live).first
    expect(score).to_contain_text("Score: 0 right out of 0.", timeout=60_000)
    answer = page.locator(".mtglearn-answer input").first
    check = page.locator("button.mtglearn-check").first
    feedback = page.locator(".mtglearn-feedback-box").first
    answer.scroll_into_view_if_needed()

    check.click()
    expect(feedback).to_contain_text("Give an answer first", timeout=30_000)
    expect(score).to_contain_text("Score: 0 right out of 0.")

    # A common wrong answer (3: the trampler's damage all let through): the belief that gives
    # it is named with the hint (702.19b), in the reader's words.
    wrong, belief = exercise.misconceptions[0]
    answer.fill(str(wrong))
    check.click()
    expect(feedback).to_contain_text(belief, timeout=30_000)
    expect(feedback).to_contain_text("Hint:", timeout=30_000)
    expect(feedback).to_contain_text("second try")
    expect(feedback).not_to_contain_text("The answer:")
    expect(score).to_contain_text("Score: 0 right out of 0.")

    answer.fill(str(exercise.expected))
    check.click()
    expect(feedback).to_contain_text("Right!", timeout=30_000)
    expect(feedback).to_contain_text("702.19b")
    # Right at the second try: it counts, but not as a first-try success.
    expect(score).to_contain_text(
        "Score: 1 right out of 1, 0 of them at the first try.", timeout=30_000
    )
    expect(check).to_be_disabled()
    no_widget_errors(page)
