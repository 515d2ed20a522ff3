"""The front door in JupyterLab: Shift-Tab on it shows its signature and its docstring, as a
learner sees them (the package is pure Python, so the kernel can read both)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.support.browser import Lab, run_all

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    ("typed", "signature", "doc"),
    [
        ("mtg.Board(", "*players", "A combat, set up step by step"),
        ("mtg.load(", "source", "Resolve a scenario of any kind"),
    ],
)
def test_shift_tab_shows_the_signature_and_the_docstring(
    page: Page, lab: Lab, typed: str, signature: str, doc: str
) -> None:
    run_all(page, lab, "en/00_start_here.ipynb", ".jp-OutputArea-output table")
    # A new cell at the end, the front door typed in it, the cursor inside the parenthesis.
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:insert-cell-below')")
    editor = page.locator(".jp-Notebook .jp-Cell.jp-mod-active .cm-content")
    editor.click()
    page.keyboard.type(typed)
    page.keyboard.press("Shift+Tab")
    tooltip = page.locator(".jp-Tooltip")
    expect(tooltip).to_be_visible(timeout=30_000)
    expect(tooltip).to_contain_text(signature)
    expect(tooltip).to_contain_text(doc)
    page.screenshot(path=str(lab_screenshot(typed)), full_page=False)


def lab_screenshot(typed: str) -> object:
    """Where the screenshot of a tooltip goes (beside the test run's temporary files)."""
    import tempfile
    from pathlib import Path

    name = "".join(c if c.isalnum() else "_" for c in typed).strip("_")
    return Path(tempfile.gettempdir()) / f"mtglearn-tooltip-{name}.png"
