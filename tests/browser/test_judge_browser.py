"""Notebook 05's explorer (double strike at judge level) in JupyterLab (Chromium), in both
languages, at 1400×900 and at 1280×720 with the file browser closed: its controls and its result
are on screen together once it is scrolled to, and it reacts as a learner uses it (more
blockers, the rules of 2009 refusing a division today's rules allow, with the reason)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from mtglearn.base.i18n import Lang, t
from tests.support.browser import Lab, no_widget_errors, run_all, settle

pytestmark = pytest.mark.browser

NOTEBOOKS = {
    "en": "en/05_double_strike_at_judge_level.ipynb",
    "fr": "fr/05_double_initiative_niveau_arbitre.ipynb",
}
RESULT = ".mtglearn-judge-result"


def shoot(page: Page, name: str) -> None:
    """A screenshot for a person to look at, when MTGLEARN_SCREENSHOTS names a folder."""
    folder = os.environ.get("MTGLEARN_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


def on_screen(locator: Locator, height: int) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_judge_explorer_fits_and_reacts(page: Page, lab: Lab, lang: Lang) -> None:
    run_all(page, lab, NOTEBOOKS[lang], RESULT)
    no_widget_errors(page)
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    explorer = page.locator(".jp-OutputArea-output").filter(
        has=page.locator(f".widget-html {RESULT}")
    )
    expect(explorer).to_have_count(1)
    result = explorer.locator(f".widget-html {RESULT}")
    era = explorer.locator(".widget-dropdown", has_text=t("teach_judge.control.era", lang))
    blockers = explorer.locator(".widget-slider", has_text=t("teach_judge.control.blockers", lang))
    for width, height in ((1400, 900), (1280, 720)):
        page.set_viewport_size({"width": width, "height": height})
        settle(page)  # JupyterLab lays the notebook out again
        explorer.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        settle(page)
        shoot(page, f"judge-{lang}-{width}x{height}")
        boxes = (era.bounding_box(), blockers.bounding_box())
        assert on_screen(era, height) and on_screen(blockers, height), (width, height, boxes)
        top = result.bounding_box()
        assert top is not None and 0 <= top["y"] < height - 200, (width, height)
        board = result.locator("svg").first.bounding_box()
        assert board is not None and board["y"] < height, "the board starts off screen"
    # A third blocker, by keyboard: the board and the story change.
    before = result.inner_text()
    handle = blockers.locator(".noUi-handle")
    handle.focus()
    handle.press("ArrowRight")
    expect(result).not_to_have_text(before, timeout=60_000)
    expect(result).to_contain_text("B3", timeout=60_000)
    # One's own division, then the rules of 2009: all the first-strike damage to B2 skips B1,
    # the first of the damage assignment order, and is refused, with why (510.1c then).
    explorer.get_by_role("button", name=t("teach_judge.control.own", lang), exact=True).click()
    split = explorer.locator(".mtglearn-split-first_strike input")
    expect(split.first).to_be_visible()
    explorer.locator(".widget-dropdown", has_text=t("teach_judge.control.era", lang)).locator(
        "select"
    ).select_option(label=t("teach_judge.era.m10", lang))
    expect(result).to_contain_text(re.compile("damage assignment order|ordre d'assignation", re.I))
    for i, value in enumerate(("0", "4", "0")):  # B1, B2, B3
        split.nth(i).fill(value)
        split.nth(i).press("Enter")
    expect(result.locator(".mtglearn-refusal")).to_be_visible(timeout=60_000)
    expect(result.locator(".mtglearn-refusal")).to_contain_text("510.1c")
    expect(result.locator("svg").first).to_be_visible()  # the last board the rules accepted
    shoot(page, f"judge-{lang}-1280x720-m10-refused")
    no_widget_errors(page)
