"""Workshop mode as a participant sees it: every dashboard in Voilà, in Chromium, in both
languages, its code hidden. Each explorer must render (no "Error displaying widget", no
traceback) and react:
the test changes one control the way a person would (a slider by keyboard, a checkbox, toggle
or button by click) and waits for the explorer's result to change."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

from mtglearn.base.i18n import LANGS, Lang, t
from mtglearn.teach.workshop import DASHBOARDS, Dashboard
from tests.support.browser import CHROMIUM, CHROMIUM_ARGS, voila_server
from tests.support.workshop_probes import PROBES, Probe

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    work = tmp_path_factory.mktemp("voila")
    # A throwaway copy: serving the dashboards then cannot leave anything in workshop/.
    copy = shutil.copytree(
        ROOT / "workshop", work / "workshop", ignore=shutil.ignore_patterns(".*")
    )
    with voila_server(copy, work) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), f"Chromium not found at {CHROMIUM}: run `make browser-deps`"
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture()
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    yield context.new_page()
    context.close()


def control(output: Locator, probe: Probe, lang: Lang) -> Locator:
    label = probe.label(lang)
    if probe.kind == "slider":
        return output.locator(".widget-slider", has_text=label).locator(".noUi-handle")
    role: Any = "checkbox" if probe.kind == "checkbox" else "button"
    return output.get_by_role(role, name=label, exact=True)


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
@pytest.mark.parametrize("lang", LANGS)
def test_dashboard_renders_and_every_explorer_reacts(
    page: Page, voila: str, dashboard: Dashboard, lang: Lang
) -> None:
    page.goto(f"{voila}/voila/render/{lang}/{dashboard.file(lang)}", timeout=180_000)
    # One output per explorer cell, each holding the explorer (a VBox with its result HTML).
    outputs = page.locator(".jp-OutputArea-output").filter(has=page.locator(".widget-vbox"))
    expect(outputs).to_have_count(len(dashboard.stations), timeout=180_000)
    expect(page.get_by_text(dashboard.title(lang)).first).to_be_visible()
    for i, station in enumerate(dashboard.stations):
        output = outputs.nth(i)
        # The explorer's result (a control may carry an HTML note of its own, on the left).
        result = output.locator(".mtglearn-explorer-result .widget-html").first
        expect(result).to_contain_text(re.compile(r"\S"), timeout=60_000)
        before = result.inner_text()
        probe = PROBES[station.key]
        widget = control(output, probe, lang)
        expect(widget).to_have_count(1)
        widget.scroll_into_view_if_needed()
        if probe.kind == "slider":
            widget.focus()
            widget.press("ArrowRight")
        else:
            widget.click()
        expect(result).not_to_have_text(before, timeout=60_000)
    body = page.locator("body").inner_text()
    assert "Error displaying widget" not in body
    assert "Traceback" not in body
    assert "There was an error when executing cell" not in body
    # Voilà shows the results, not the code (the explorer cells, the setup's imports).
    assert all(station.call not in body for station in dashboard.stations)
    assert "import mtglearn" not in body


#: Visible labels whose text does not fit their box (ipywidgets cuts those with "…").
TRUNCATED = """(root) => {
    const cut = [];
    const labels = root.querySelectorAll(
        '.widget-label, label, button, .widget-readout, .widget-dropdown select');
    for (const el of labels) {
        if (!el.offsetParent || !el.textContent.trim()) continue;
        if (el.scrollWidth > el.clientWidth + 1) cut.push(el.textContent.trim());
    }
    return cut;
}"""


#: Sentences of the results that run past their result's right edge (hidden: cut).
OVERFLOWING_TEXT = """(root) => {
    const out = [];
    for (const result of root.querySelectorAll('.mtglearn-explorer-result')) {
        const edge = result.getBoundingClientRect().right + 1;
        for (const el of result.querySelectorAll('p, li, h4')) {
            if (el.offsetParent && el.getBoundingClientRect().right > edge) {
                out.push(el.textContent.trim().slice(0, 60));
            }
        }
    }
    return out;
}"""


def inside(box: Any, height: int) -> bool:
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
def test_explorers_fit_a_projector_and_a_phone(
    page: Page, voila: str, dashboard: Dashboard
) -> None:
    """French (the longer labels). At 1400×900 each explorer's probed control and its result
    are on screen together, and no label is cut; at 390 px (a phone) the page does not scroll
    sideways and still no label is cut."""
    lang: Lang = "fr"
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(f"{voila}/voila/render/{lang}/{dashboard.file(lang)}", timeout=180_000)
    outputs = page.locator(".jp-OutputArea-output").filter(
        has=page.locator(".mtglearn-explorer-result")
    )
    expect(outputs).to_have_count(len(dashboard.stations), timeout=180_000)
    for i, station in enumerate(dashboard.stations):
        output = outputs.nth(i)
        result_html = output.locator(".mtglearn-explorer-result .widget-html").first
        expect(result_html).to_contain_text(re.compile(r"\S"))
        output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        widget = control(output, PROBES[station.key], lang)
        result = output.locator(".mtglearn-explorer-result > *").first.bounding_box()
        assert inside(widget.bounding_box(), 900), f"{station.key}: control off screen"
        assert result is not None and 0 <= result["y"] < 900, f"{station.key}: result off screen"
        assert output.evaluate(TRUNCATED) == [], station.key
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(1000)
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"the page scrolls sideways at 390 px: {width}"
    for i in range(len(dashboard.stations)):
        assert outputs.nth(i).evaluate(TRUNCATED) == []
        assert outputs.nth(i).evaluate(OVERFLOWING_TEXT) == []


#: The smallest text of the explorer's figures (board, heatmap, dungeon map) as drawn, in CSS
#: pixels: each SVG text's font size times the figure's scale on the page.
SMALLEST_FIGURE_TEXT = """(root) => {
    let smallest = Infinity;
    for (const svg of root.querySelectorAll('.mtglearn-explorer-result svg')) {
        const box = svg.viewBox && svg.viewBox.baseVal;
        if (!box || !box.width || !svg.getBoundingClientRect().width) continue;
        const scale = svg.getBoundingClientRect().width / box.width;
        for (const text of svg.querySelectorAll('text')) {
            const size = parseFloat(text.getAttribute('font-size')
                || getComputedStyle(text).fontSize);
            if (size && text.textContent.trim()) smallest = Math.min(smallest, size * scale);
        }
    }
    return smallest;
}"""

#: Boxes of the result that hide part of a table behind a horizontal scroll.
SCROLLED_TABLES = """(root) => {
    const out = [];
    for (const table of root.querySelectorAll('.mtglearn-explorer-result table')) {
        let box = table.parentElement;
        while (box && box !== root) {
            if (box.scrollWidth > box.clientWidth + 1
                && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) {
                out.push(table.textContent.trim().slice(0, 40));
                break;
            }
            box = box.parentElement;
        }
    }
    return out;
}"""


def shoot(page: Page, name: str) -> None:
    """A screenshot for a person to look at, when MTGLEARN_SCREENSHOTS names a folder."""
    folder = os.environ.get("MTGLEARN_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
@pytest.mark.parametrize("lang", LANGS)
def test_every_explorer_fits_a_1280x720_projector_with_and_without_large_text_and_a_phone(
    page: Page, voila: str, dashboard: Dashboard, lang: Lang
) -> None:
    """At 1280×720, with and without large text: once an explorer is scrolled to, its probed
    control and its result are on screen together, and no table hides a column behind a
    scroll. At 390 px: the page does not scroll sideways and the figures' text is 11 px or
    more."""
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{voila}/voila/render/{lang}/{dashboard.file(lang)}", timeout=180_000)
    outputs = page.locator(".jp-OutputArea-output").filter(
        has=page.locator(".mtglearn-explorer-result")
    )
    expect(outputs).to_have_count(len(dashboard.stations), timeout=180_000)
    for large in (False, True):
        if large:
            page.get_by_role("button", name=t("workshop.large_text", lang)).first.click()
            page.wait_for_timeout(800)
        for i, station in enumerate(dashboard.stations):
            output = outputs.nth(i)
            output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            shoot(page, f"{lang}-{dashboard.key}-{station.key}-1280x720{'-large' if large else ''}")
            widget = control(output, PROBES[station.key], lang)
            where = f"{station.key}{' (large text)' if large else ''}"
            assert inside(widget.bounding_box(), 720), f"{where}: control off screen"
            result = output.locator(".mtglearn-explorer-result > *").first.bounding_box()
            assert result is not None and 0 <= result["y"] < 720 - 100, f"{where}: result"
            assert output.evaluate(SCROLLED_TABLES) == [], where
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(1000)
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"the page scrolls sideways at 390 px: {width}"
    for i, station in enumerate(dashboard.stations):
        output = outputs.nth(i)
        output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        shoot(page, f"{lang}-{dashboard.key}-{station.key}-390")
        smallest = output.evaluate(SMALLEST_FIGURE_TEXT)
        assert smallest is None or smallest >= 11, f"{station.key}: figure text {smallest:.1f} px"
