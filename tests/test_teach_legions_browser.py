"""Notebooks 07 and 08 in JupyterLab (Chromium): the explorers render and react to clicks."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser import Lab
from tests.test_browser import lab, page

pytestmark = pytest.mark.browser

__all__ = ["lab", "page"]  # the fixtures, shared with test_browser


def open_and_run(page: Page, lab: Lab, notebook: str) -> None:
    """Open a notebook, accept JupyterLab's kernel dialog if it shows, run all cells.

    The notebooks are stored with outputs and execution counts, so "done" is judged by the
    widgets, which exist only once the cells have really run in this session.
    """
    page.goto(lab.notebook_url(notebook), timeout=120_000)
    idle = page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    dialog = page.locator(".jp-Dialog")
    widget = page.locator(".widget-vbox").first
    expect(idle).to_be_visible(timeout=120_000)
    for _ in range(3):  # the kernel dialog may show up late and swallow a "Run All"
        if dialog.count():
            dialog.get_by_role("button", name="Select").click()
            expect(idle).to_be_visible(timeout=120_000)
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        try:
            expect(widget).to_be_visible(timeout=60_000)
            break
        except AssertionError:
            continue
    expect(widget).to_be_visible(timeout=1_000)
    expect(page.locator(".jp-InputPrompt", has_text="[*]")).to_have_count(0, timeout=180_000)
    page.wait_for_timeout(3_000)
    if dialog.count():  # shown late, over the run: keep the running kernel
        dialog.get_by_role("button", name="Select").click()
        expect(idle).to_be_visible(timeout=120_000)


def no_widget_errors(page: Page) -> None:
    assert page.get_by_text(re.compile("Error displaying widget")).count() == 0
    stderr = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
    assert page.locator(stderr).count() == 0


def test_amplify_explorer_reacts_to_a_ticked_card(page: Page, lab: Lab) -> None:
    open_and_run(page, lab, "fr/07_amplification.ipynb")
    no_widget_errors(page)
    box = page.locator(".widget-checkbox", has_text="Accrocheur gobelin")
    expect(box).to_have_count(1)
    error = page.locator(".widget-html .mtglearn-error")
    expect(error).to_have_count(0)
    # Goblin Grappler shares no type with Feral Throwback (a Beast): the engine refuses it.
    box.locator("input").click()
    expect(error).to_contain_text("Interdit par les règles", timeout=30_000)


def test_morph_explorer_buttons_drive_the_engine(page: Page, lab: Lab) -> None:
    open_and_run(page, lab, "en/08_morph.ipynb")
    no_widget_errors(page)
    result = page.locator(".widget-html", has_text="Actions so far")
    expect(result).to_have_count(1)
    page.get_by_role("button", name="Start again").click()
    expect(result).to_contain_text("none (the card is in your hand)", timeout=30_000)
    page.get_by_role("button", name=re.compile("Cast face down")).click()
    expect(result).to_contain_text("(no name)", timeout=30_000)
    page.get_by_role("button", name="Turn face up (by an effect)").click()
    expect(result).to_contain_text("Triggered ability of: Aphetto Exterminator", timeout=30_000)
