"""Notebooks 09 and 10 in JupyterLab (Chromium): the explorers render and react to clicks."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.support.browser import Lab, no_widget_errors, run_all

pytestmark = pytest.mark.browser


def test_amplify_explorer_reacts_to_a_ticked_card(page: Page, lab: Lab) -> None:
    run_all(page, lab, "fr/09_amplification.ipynb", ".widget-checkbox")
    no_widget_errors(page)
    box = page.locator(".widget-checkbox", has_text="Accrocheur gobelin")
    expect(box).to_have_count(1)
    error = page.locator(".widget-html .mtglearn-error")
    expect(error).to_have_count(0)
    # Goblin Grappler shares no type with Feral Throwback (a Beast): the engine refuses it.
    box.locator("input").click()
    expect(error).to_contain_text("Interdit par les règles", timeout=30_000)


def test_morph_explorer_buttons_drive_the_engine(page: Page, lab: Lab) -> None:
    run_all(page, lab, "en/10_morph.ipynb", ".widget-button")
    no_widget_errors(page)
    result = page.locator(".widget-html", has_text="Actions so far")
    expect(result).to_have_count(1)
    page.get_by_role("button", name="Start again").click()
    expect(result).to_contain_text("none (the card is in your hand)", timeout=30_000)
    page.get_by_role("button", name=re.compile("Cast face down")).click()
    expect(result).to_contain_text("(no name)", timeout=30_000)
    page.get_by_role("button", name="Turn face up (by an effect)").click()
    expect(result).to_contain_text("Triggered ability: Aphetto Exterminator's", timeout=30_000)
