"""Workshop mode as a participant sees it: every dashboard in Voilà, in Chromium, in both
languages, its code hidden. Each explorer must render (no "Error displaying widget", no
traceback) and react:
the test changes one control the way a person would (a slider by keyboard, a checkbox, toggle
or button by click) and waits for the explorer's result to change."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

from mtglearn.base.i18n import LANGS, Lang
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
