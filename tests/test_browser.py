"""The course as a student sees it: JupyterLab in Chromium, Run All, widgets rendered and live."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser import Lab, no_widget_errors, run_all

pytestmark = pytest.mark.browser


def test_start_here_runs_in_jupyterlab_and_shows_the_course_map(page: Page, lab: Lab) -> None:
    run_all(page, lab, "fr/00_commencer_ici.ipynb", ".jp-OutputArea-output table")
    expect(page.locator(".jp-OutputArea-output table").first).to_contain_text("Commencer ici")
    expect(page.locator(".jp-OutputArea-output table")).to_have_count(2)
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
