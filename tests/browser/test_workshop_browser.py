"""Workshop mode as a participant sees it: every dashboard in Voilà, in Chromium, in both
languages, its code hidden. Each explorer must render (no "Error displaying widget", no
traceback) and react:
the test changes one control the way a person would (a slider by keyboard, a checkbox, toggle
or button by click) and waits for the explorer's result to change."""

from __future__ import annotations

import re
import shutil
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from mtglearn.base.i18n import LANGS, Lang, t
from mtglearn.teach.workshop.dashboards import DASHBOARDS, LARGE_TEXT_CSS, Dashboard
from tests.support.browser import settle, voila_server
from tests.support.page_checks import (
    CHINESE_WITHOUT_FONT,
    EXPLORER_FIT,
    FIGURES_SIDEWAYS,
    OVERFLOWING_TEXT,
    RADIO_ADRIFT,
    SCROLLED_TABLES,
    SQUEEZED,
    TRUNCATED,
    inside,
    shoot,
    smallest_when_tapped,
)
from tests.support.workshop_probes import PROBES, act, control

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
#: The content font size the large-text style sheet sets ("21px").
LARGE_CONTENT_FONT = re.findall(r"--jp-content-font-size1:(\w+)", LARGE_TEXT_CSS)[0]


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    work = tmp_path_factory.mktemp("voila")
    # A throwaway copy: serving the dashboards then cannot leave anything in workshop/.
    copy = shutil.copytree(
        ROOT / "workshop", work / "workshop", ignore=shutil.ignore_patterns(".*")
    )
    with voila_server(copy, work) as url:
        yield url


@pytest.mark.parametrize("lang", LANGS)
def test_a_dashboard_page_says_its_own_language_from_a_server_of_both(
    voila: str, lang: Lang
) -> None:
    """One Voilà for both languages, as a hub's users' servers and Binder serve them (no
    ``language_code`` given, unlike make workshop): a French dashboard's page still says
    ``<html lang="fr">`` (screen readers, hyphenation, the page's own notes), from its
    notebook's metadata through the course's template. Read from the page's first bytes (Voilà
    streams the page's head before it runs the notebook)."""
    address = f"{voila}/voila/render/{lang}/{DASHBOARDS[0].file(lang)}"
    with urllib.request.urlopen(address, timeout=180) as answer:
        head = answer.read(4096).decode("utf-8", "replace")
    assert f'<html lang="{lang}">' in head, head[:300]


def renders_and_reacts(page: Page, dashboard: Dashboard, lang: Lang) -> None:
    """The dashboard renders, with no error and no code shown, and each explorer's probed
    control changes its result."""
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
        act(widget, probe)
        expect(result).not_to_have_text(before, timeout=60_000)
    body = page.locator("body").inner_text()
    assert "Error displaying widget" not in body
    assert "Traceback" not in body
    assert "There was an error when executing cell" not in body
    # Voilà shows the results, not the code (the explorer cells, the setup's imports).
    assert all(station.call not in body for station in dashboard.stations)
    assert "import mtglearn" not in body


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
@pytest.mark.parametrize("lang", LANGS)
def test_every_dashboard_reacts_and_fits_a_projector_with_and_without_large_text_and_a_phone(
    page: Page, voila: str, dashboard: Dashboard, lang: Lang
) -> None:
    """At 1400×900, and at 1280×720 with and without large text: once an explorer is scrolled
    to, its probed control and its result are on screen together, no label is cut and no table
    hides a column behind a scroll; at 1280×720 all its controls and its result's first figure
    fit the screen's 720 px, and its controls' box never scrolls sideways (nor at 390 px).
    At 390 px: the page does not scroll sideways, no label is cut, no sentence runs out of its
    result, no figure scrolls sideways in its box, and a figure tapped shows its text at 11 px
    or more. Last, the dashboard renders without error
    or code and every explorer reacts (``renders_and_reacts``).
    """
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(f"{voila}/voila/render/{lang}/{dashboard.file(lang)}", timeout=180_000)
    outputs = page.locator(".jp-OutputArea-output").filter(
        has=page.locator(".mtglearn-explorer-result")
    )
    expect(outputs).to_have_count(len(dashboard.stations), timeout=180_000)
    for i, station in enumerate(dashboard.stations):
        output = outputs.nth(i)
        expect(output.locator(".mtglearn-explorer-result .widget-html").first).to_contain_text(
            re.compile(r"\S")
        )
        output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        settle(page)
        widget = control(output, PROBES[station.key], lang)
        result = output.locator(".mtglearn-explorer-result > *").first.bounding_box()
        assert inside(widget.bounding_box(), 900), f"{station.key}: control off screen at 1400"
        assert result is not None and 0 <= result["y"] < 900, f"{station.key}: result at 1400"
        assert output.evaluate(TRUNCATED) == [], station.key
        assert output.evaluate(SCROLLED_TABLES) == [], f"{station.key} at 1400"
    page.set_viewport_size({"width": 1280, "height": 720})
    for large in (False, True):
        if large:
            page.get_by_role("button", name=t("workshop.large_text", lang)).first.click()
            # The kernel answers the toggle with the large-text style sheet.
            page.wait_for_function(
                "(px) => getComputedStyle(document.documentElement)"
                ".getPropertyValue('--jp-content-font-size1').trim() === px",
                arg=LARGE_CONTENT_FONT,
                timeout=60_000,
            )
            settle(page)
        for i, station in enumerate(dashboard.stations):
            output = outputs.nth(i)
            output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
            settle(page)
            shoot(page, f"{lang}-{dashboard.key}-{station.key}-1280x720{'-large' if large else ''}")
            widget = control(output, PROBES[station.key], lang)
            where = f"{station.key}{' (large text)' if large else ''}"
            assert inside(widget.bounding_box(), 720), f"{where}: control off screen"
            result = output.locator(".mtglearn-explorer-result > *").first.bounding_box()
            assert result is not None and 0 <= result["y"] < 720 - 100, f"{where}: result"
            assert output.evaluate(SCROLLED_TABLES) == [], where
            assert output.evaluate(SQUEEZED) == [], where
            assert output.evaluate(RADIO_ADRIFT) == [], where
            # Every control and the result's first figure on one screen, no sideways
            # scrollbar under the controls.
            fit = output.evaluate(EXPLORER_FIT)
            assert fit["controls_overflow_x"] <= 0, f"{where}: controls overflow {fit}"
            assert fit["fits"], f"{where}: controls and first figure exceed 720 px: {fit}"
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"the page scrolls sideways at 390 px: {width}"
    for i, station in enumerate(dashboard.stations):
        output = outputs.nth(i)
        output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        settle(page)
        shoot(page, f"{lang}-{dashboard.key}-{station.key}-390")
        assert output.evaluate(TRUNCATED) == [], f"{station.key} at 390"
        fit = output.evaluate(EXPLORER_FIT)
        assert fit["controls_overflow_x"] <= 0, f"{station.key} at 390: {fit}"
        assert output.evaluate(OVERFLOWING_TEXT) == [], f"{station.key} at 390"
        assert output.evaluate(CHINESE_WITHOUT_FONT) == [], station.key
        # Its figures fit their box (nothing scrolls sideways); tapped, a figure is drawn at
        # its own size, its text 11 px or more.
        assert output.evaluate(FIGURES_SIDEWAYS) == [], f"{station.key} at 390"
        smallest = smallest_when_tapped(output)
        assert smallest is None or smallest >= 11, f"{station.key}: figure text {smallest:.1f} px"
    # Then, back at 1400×900, the dashboard reacts (the same visit: Voilà runs a dashboard in a
    # new kernel per visit; a toggle switched on changes its name, so this comes last).
    page.set_viewport_size({"width": 1400, "height": 900})
    settle(page)
    renders_and_reacts(page, dashboard, lang)


def test_the_keyword_picker_adds_and_removes_whole_named_tags_on_a_phone(
    page: Page, voila: str
) -> None:
    """Dashboard 06 in French at 390 px: typing a protection's name and Enter adds it as a
    tag, whole (« protection contre le bleu », not « protection contre le b… »), the result
    follows; the tag's × removes it. A word outside the list is not added: the picker says why
    and offers the nearest name, which one click adds."""
    lang: Lang = "fr"
    dashboard = next(d for d in DASHBOARDS if d.key == "beyond")
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{voila}/voila/render/{lang}/{dashboard.file(lang)}", timeout=180_000)
    result = page.locator(".mtglearn-explorer-result .widget-html").first
    expect(result).to_contain_text(re.compile(r"\S"), timeout=180_000)
    picker = page.locator(".mtglearn-picker").nth(2)  # the blocker's keywords
    typing = page.locator(".mtglearn-picker-typing input").nth(2)
    typing.scroll_into_view_if_needed()
    typing.fill("pietinement")  # no accents: refused, said why, the right name offered
    typing.press("Enter")
    said = page.locator(".mtglearn-typed").nth(2)
    expect(said).to_contain_text("« piétinement »", timeout=30_000)
    expect(said).to_contain_text("n'est pas pris")
    expect(picker.locator(".jupyter-widget-tag:not(input)")).to_have_count(0)
    page.get_by_role("button", name="Ajouter « piétinement »").click()
    tag = picker.locator("div.jupyter-widget-tag", has_text="piétinement")
    expect(tag).to_have_count(1, timeout=30_000)
    expect(said).to_have_text("", timeout=30_000)
    tag.locator(".jupyter-widget-tag-close").dispatch_event("mousedown")
    expect(tag).to_have_count(0, timeout=30_000)
    typing.fill("protection contre le bleu")
    typing.press("Enter")
    tag = picker.locator("div.jupyter-widget-tag", has_text="protection contre le bleu")
    expect(tag).to_have_count(1, timeout=30_000)
    expect(result).to_contain_text("protection contre le bleu", timeout=60_000)
    assert tag.evaluate("(el) => el.scrollWidth <= el.clientWidth + 1"), "the tag is cut"
    box = tag.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390
    tag.locator(".jupyter-widget-tag-close").dispatch_event("mousedown")
    expect(tag).to_have_count(0, timeout=30_000)
    expect(result).not_to_contain_text("protection contre le bleu", timeout=60_000)
