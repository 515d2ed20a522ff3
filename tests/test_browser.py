"""The course as a student sees it: JupyterLab in Chromium, Run All, widgets rendered and live."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect, sync_playwright

from tests.browser import CHROMIUM, CHROMIUM_ARGS, Lab, copy_course, jupyter_lab

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    work = tmp_path_factory.mktemp("lab")
    with jupyter_lab(copy_course(work / "course"), work) as server:
        yield server


@pytest.fixture()
def page(lab: Lab) -> Iterator[Page]:
    assert Path(CHROMIUM).exists(), f"Chromium not found at {CHROMIUM}: run `make browser-deps`"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser.new_page(viewport={"width": 1400, "height": 1000})
        browser.close()


def test_start_here_runs_in_jupyterlab_and_shows_the_course_map(page: Page, lab: Lab) -> None:
    run_all(page, lab, "fr/00_commencer_ici.ipynb", ".jp-OutputArea-output table")
    expect(page.locator(".jp-OutputArea-output table").first).to_contain_text("Commencer ici")
    expect(page.locator(".jp-OutputArea-output table")).to_have_count(2)
    assert page.get_by_text(re.compile("Error displaying widget")).count() == 0
    assert (
        page.locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
        ).count()
        == 0
    )


def run_all(page: Page, lab: Lab, notebook: str, ready: str) -> None:
    """Open a notebook, clear its committed outputs, run all cells for real, wait until done.

    The committed outputs already carry execution counts, so a test must not trust them: the
    outputs are cleared first, and ``ready`` (a CSS selector) must appear again, which only a
    real run in this session can do. "Run All" is sent once the notebook's kernel is connected:
    sent earlier, JupyterLab asks which kernel to start.
    """
    page.goto(lab.notebook_url(notebook), timeout=120_000)
    idle = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    expect(idle).to_be_visible(timeout=120_000)
    page.wait_for_function(
        """() => {
            const widget = window.jupyterapp.shell.currentWidget;
            const kernel = widget?.sessionContext?.session?.kernel;
            return Boolean(widget?.sessionContext?.isReady && kernel
                           && kernel.connectionStatus === 'connected');
        }""",
        timeout=120_000,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    expect(page.locator(ready)).to_have_count(0, timeout=30_000)
    # Not awaited: the command's promise may outlive the run.
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    expect(page.locator(ready).first).to_be_visible(timeout=240_000)
    expect(page.locator(".jp-InputPrompt", has_text="[*]")).to_have_count(0, timeout=240_000)
    expect(idle).to_be_visible(timeout=120_000)


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
    assert page.get_by_text(re.compile("Error displaying widget")).count() == 0
