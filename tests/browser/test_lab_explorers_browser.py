"""Every explorer of the course in JupyterLab (Chromium), as a teacher projects it: the notebook
run for real, the left sidebar collapsed, 1280×720, with and without large text (JupyterLab's
own: the theme's font size overrides that Settings ▸ Theme ▸ Increase Content Font Size and
Increase UI Font Size write, five pixels larger each).

Once an explorer is scrolled to, its probed control and the top of its result are in the
notebook's view together, no table hides a column behind a scroll, and a change of the probed
control changes the result (the explorer is live). At 390 px (a phone) no label is cut, no
sentence runs out of the result, and the figures' text is 11 px or more.

Every control and the result's first figure fit the notebook's view together, and the
controls' box never scrolls sideways. One JupyterLab for the session (tests/conftest.py);
every explorer in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from mtglearn.base.i18n import Lang
from mtglearn.teach.course import COURSE
from tests.support.browser import Lab, no_widget_errors, run_all, settle
from tests.support.page_checks import (
    CHINESE_WITHOUT_FONT,
    EXPLORER_FIT,
    OVERFLOWING_TEXT,
    RADIO_ADRIFT,
    SCROLLED_TABLES,
    SQUEEZED,
    TRUNCATED,
    inside,
    shoot,
    smallest_when_tapped,
)
from tests.support.workshop_probes import LAB_ONLY_PROBES, PROBES, act, control

pytestmark = pytest.mark.browser

#: Lesson number → the probe of its explorer (the workshop's, or a notebook's own).
EXPLORERS: Final = {
    "01": "combat", "02": "combat", "03": "grid", "04": "between", "05": "judge",
    "06": "initiative", "08": "provoke", "09": "amplify", "10": "morph", "11": "keywords",
    "12": "glossary",
}  # fmt: skip
CASES: Final = [(lang, n) for lang in ("en", "fr") for n in EXPLORERS]
#: Large text: JupyterLab's content font 14 → 19 px and its UI font 13 → 18 px (five presses
#: of Increase Content Font Size and of Increase UI Font Size).
LARGER: Final = 5
FONTS: Final = ("content-font-size1", "ui-font-size1")
EXPLORER: Final = ".mtglearn-explorer"
SCROLLER: Final = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"
#: Where each case starts: a desktop browser's window.
START: Final = {"width": 1400, "height": 1000}


@pytest.fixture(scope="module")
def tab(browser: Browser) -> Iterator[Page]:
    """One tab for every case: each opens its notebook in the JupyterLab the tab already runs
    (``open_notebook``), not in a JupyterLab booted again."""
    context = browser.new_context(viewport=START)
    yield context.new_page()
    context.close()


def font_size(page: Page, sizes: dict[str, int]) -> None:
    """Set JupyterLab's font sizes (``{"content-font-size1": 19, ...}``, in px) through its own
    theme overrides, the store its Increase and Decrease Font Size commands write to: one saved
    setting per size rather than one per pixel."""
    for key, px in sizes.items():
        page.evaluate(
            "([c, k, v]) => window.jupyterapp.commands.execute(c, {key: k, font: v})",
            ["apputils:change-font", key, f"{px}px"],
        )
        for _ in range(100):  # applied once the setting is saved and the theme put back
            if content_size(page, key) == px:
                break
            page.wait_for_timeout(50)
        assert content_size(page, key) == px, f"--jp-{key} did not change"


def content_size(page: Page, key: str) -> int:
    """The value in px of JupyterLab's ``--jp-<key>`` variable (read again while the theme's
    stylesheet is being put back after a change, when the variable is briefly unset)."""
    for _ in range(50):
        value = str(
            page.evaluate(
                "(k) => getComputedStyle(document.documentElement).getPropertyValue('--jp-' + k)",
                key,
            )
        ).strip()
        if value:
            return int(float(value.removesuffix("px")))
        page.wait_for_timeout(50)
    raise AssertionError(f"--jp-{key} is not set")


def explorer_output(page: Page) -> Locator:
    return page.locator(".jp-OutputArea-output").filter(has=page.locator(EXPLORER)).first


def check_in_view(page: Page, output: Locator, widget: Locator, where: str) -> None:
    output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    settle(page)
    view = page.locator(SCROLLER).bounding_box()
    assert view is not None
    bottom = view["y"] + view["height"]
    box = widget.bounding_box()
    assert inside(box, bottom, view["y"]), f"{where}: control out of view ({box}, {view})"
    result = output.locator(".mtglearn-explorer-result > *").first.bounding_box()
    assert result is not None and view["y"] <= result["y"] < bottom - 100, f"{where}: result"
    assert output.evaluate(SCROLLED_TABLES) == [], where
    assert output.evaluate(SQUEEZED) == [], where
    assert output.evaluate(RADIO_ADRIFT) == [], where
    # Every control (notebook 04's step selector too) and the first figure in the view.
    shoot(page, f"{where}-fit".replace(" ", "-"))
    fit = output.evaluate(EXPLORER_FIT, bottom - view["y"])
    assert fit["controls_overflow_x"] <= 0, f"{where}: controls overflow {fit}"
    assert fit["fits"], f"{where}: controls and first figure exceed the view: {fit}, {view}"


@pytest.mark.parametrize(("lang", "number"), CASES, ids=[f"{lang}-{n}" for lang, n in CASES])
def test_every_explorer_fits_a_projector_in_jupyterlab_and_reads_on_a_phone(
    tab: Page, lab: Lab, lang: Lang, number: str
) -> None:
    page = tab
    page.set_viewport_size(START)
    lesson = next(lesson for lesson in COURSE if lesson.number == number)
    key = EXPLORERS[number]
    probe = PROBES.get(key) or LAB_ONLY_PROBES[key]
    run_all(page, lab, f"{lang}/{lesson.file(lang)}", f"{EXPLORER} .mtglearn-explorer-result")
    page.evaluate(
        """() => { if (!window.jupyterapp.shell.leftCollapsed)
                     window.jupyterapp.commands.execute('application:toggle-left-area'); }"""
    )
    page.set_viewport_size({"width": 1280, "height": 720})
    output = explorer_output(page)
    widget = control(output, probe, lang)
    expect(widget).to_have_count(1)
    name = f"lab-{lang}-{number}"
    check_in_view(page, output, widget, name)
    shoot(page, f"{name}-1280x720")
    # The session's JupyterLab keeps its settings: the font sizes are put back.
    normal = {key: content_size(page, key) for key in FONTS}
    font_size(page, {key: px + LARGER for key, px in normal.items()})
    try:
        settle(page)
        check_in_view(page, output, widget, f"{name} (large text)")
        shoot(page, f"{name}-1280x720-large")
    finally:
        font_size(page, normal)
    # Live: the probed control changes the result.
    result = output.locator(".mtglearn-explorer-result .widget-html").first
    before = result.inner_text()
    act(widget, probe)
    expect(result).not_to_have_text(re.compile(f"^{re.escape(before)}$"), timeout=60_000)
    page.set_viewport_size({"width": 1400, "height": 900})
    settle(page)
    output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    assert output.evaluate(SCROLLED_TABLES) == [], f"{name} at 1400"
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    shoot(page, f"{name}-390")
    assert output.evaluate(TRUNCATED) == [], name
    assert output.evaluate(OVERFLOWING_TEXT) == [], name
    # Chinese (notebook 12's terms) in the course's font, even after the font size changes.
    assert output.evaluate(CHINESE_WITHOUT_FONT) == [], name
    # A phone fits a figure to its box; tapped, it is drawn with its text at 11 px or more.
    smallest = smallest_when_tapped(output)
    assert smallest is None or smallest >= 11, f"{name}: figure text {smallest:.1f} px"
    no_widget_errors(page)
