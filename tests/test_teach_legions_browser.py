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
    dialog = page.locator(".jp-Dialog")
    ready = page.get_by_text("Python 3 (ipykernel) | Idle")
    # Wait for a kernel that is really started and idle, answering JupyterLab's kernel dialog
    # (it may show up a few seconds after the page) with the notebook's own kernel.
    calm = 0
    for _ in range(240):
        if dialog.count():
            dialog.get_by_role("button", name="Select").click()
            calm = 0
        elif ready.count():
            calm += 1
            if calm >= 6:
                break
        page.wait_for_timeout(500)
    expect(ready).to_be_visible(timeout=1_000)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    # Stored outputs keep their counts, so "done" is judged by the widgets (they exist only
    # once the cells have really run in this session) and by no cell left queued.
    expect(page.locator(".widget-vbox").first).to_be_visible(timeout=180_000)
    expect(page.locator(".jp-InputPrompt", has_text="[*]")).to_have_count(0, timeout=180_000)
    expect(ready).to_be_visible(timeout=120_000)


def no_widget_errors(page: Page) -> None:
    assert page.get_by_text(re.compile("Error displaying widget")).count() == 0
    stderr = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
    assert page.locator(stderr).count() == 0, page.locator(stderr).all_inner_texts()


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
