"""The zero-install site in Chromium (``make test-site`` builds it first): served by a plain
static server under a sub-path, as GitHub Pages serves it, its landing pages link only pages
that exist; every workshop dashboard renders in Voici in both languages and each explorer
reacts to a control; notebooks 00–05 run whole in JupyterLite in both languages with no error
output; every request of the page and its workers stays on 127.0.0.1."""

from __future__ import annotations

import functools
import http.server
import os
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit
from urllib.request import urlopen

import pytest
from playwright.sync_api import expect

from mtglearn.base.i18n import LANGS, Lang
from mtglearn.teach.course import COURSE
from mtglearn.teach.workshop.dashboards import DASHBOARDS, Dashboard
from tests.support.workshop_probes import PROBES, act, control

pytestmark = [pytest.mark.browser, pytest.mark.site]

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
SUB_PATH = "/mtglearn/"
#: The address the site is served on: loopback by default. A room's network address (for
#: instance ``MTGLEARN_SITE_HOST=192.168.1.20``) tries the site as a room would open it over
#: plain HTTP: no secure context, so no service worker.
HOST = os.environ.get("MTGLEARN_SITE_HOST", "127.0.0.1")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *_: object) -> None:
        pass


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    assert (SITE / "lab" / "jupyter-lite.json").exists(), "no site/: run `make site` first"
    served = tmp_path_factory.mktemp("served")
    (served / SUB_PATH.strip("/")).symlink_to(SITE)
    handler = functools.partial(Quiet, directory=str(served))
    server = http.server.ThreadingHTTPServer((HOST, 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://{HOST}:{server.server_address[1]}{SUB_PATH}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        yield chromium
        chromium.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_landing_page_links_pages_that_exist(base: str, lang: str) -> None:
    page = urlopen(f"{base}{lang}/index.html").read().decode("utf-8")
    links = set(re.findall(r'href="([^"#]+)"', page))
    assert len(links) > 2 * len(COURSE)
    for link in links:
        target = f"{base}{lang}/{link}".split("?")[0]
        with urlopen(target) as answer:
            assert answer.status == 200, target


def stays_here(requests: list[str]) -> None:
    away = {urlsplit(u).hostname for u in requests if u.startswith("http")} - {HOST}
    assert not away, f"requests left the machine: {away}"


@pytest.mark.parametrize("dashboard", DASHBOARDS, ids=lambda d: d.key)
@pytest.mark.parametrize("lang", LANGS)
def test_a_dashboard_renders_and_reacts_in_voici(
    base: str, browser: object, dashboard: Dashboard, lang: Lang
) -> None:
    """The dashboard's page from the landing page's link: each explorer renders, no code and
    no error shows, and the probed control of each explorer changes its result."""
    context = browser.new_context(viewport={"width": 1400, "height": 900})  # type: ignore[attr-defined]
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    name = dashboard.file(lang).removesuffix(".ipynb")
    try:
        started = time.monotonic()
        page.goto(f"{base}lite/voici/render/workshop/{lang}/{name}.html")
        outputs = page.locator(".jp-OutputArea-output").filter(
            has=page.locator(".mtglearn-explorer-result")
        )
        expect(outputs).to_have_count(len(dashboard.stations), timeout=240_000)
        ready = time.monotonic() - started
        latencies = []
        for i, station in enumerate(dashboard.stations):
            output = outputs.nth(i)
            result = output.locator(".mtglearn-explorer-result .widget-html").first
            expect(result).to_contain_text(re.compile(r"\S"), timeout=60_000)
            before = result.inner_text()
            probe = PROBES[station.key]
            widget = control(output, probe, lang)
            expect(widget).to_have_count(1)
            moved = time.monotonic()
            act(widget, probe)
            expect(result).not_to_have_text(before, timeout=60_000)
            latencies.append(time.monotonic() - moved)
        body = page.locator("body").inner_text()
        for broken in ("Error displaying widget", "Traceback", "error when executing cell"):
            assert broken not in body, broken
        assert "import mtglearn" not in body
        assert all(station.call not in body for station in dashboard.stations)
        print(
            f"{lang}/{name}: {len(dashboard.stations)} explorers in {ready:.1f} s, "
            f"a control answered in {max(latencies):.2f} s at most"
        )
    finally:
        context.close()
    stays_here(requests)


NOTEBOOKS = [(lang, lesson.file(lang)) for lesson in COURSE[:6] for lang in ("en", "fr")]


@pytest.mark.parametrize(("lang", "name"), NOTEBOOKS, ids=[n for _, n in NOTEBOOKS])
def test_a_notebook_runs_whole_in_jupyterlite(
    base: str, browser: object, lang: str, name: str
) -> None:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})  # type: ignore[attr-defined]
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    try:
        started = time.monotonic()
        page.goto(f"{base}lab/lab/index.html?path=notebooks/{lang}/{name}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
        status = page.locator("#jp-main-statusbar")
        status.get_by_text("Idle").wait_for(timeout=180_000)
        ready = time.monotonic() - started
        # The committed outputs first cleared (their prompts are numbered already), then every
        # cell run: done when no prompt waits ("[ ]", "[*]") and some have a number again (a
        # hidden cell's prompt is empty; its outputs, errors included, still show), or as soon
        # as an error shows.
        page.click("div.lm-MenuBar-itemLabel:text-is('Edit')")
        page.click("li.lm-Menu-item:has-text('Clear Outputs of All Cells')")
        page.wait_for_function(
            """() => ![...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
                      .some(p => /\\[\\d+\\]/.test(p.textContent))"""
        )
        page.click("div.lm-MenuBar-itemLabel:text-is('Run')")
        page.click("li.lm-Menu-item:has-text('Run All Cells')")
        code_cells = page.locator(".jp-CodeCell").count()
        page.wait_for_function(
            """() => {
                 const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
                 const pending = prompts.filter(p => /\\[[ *]\\]/.test(p.textContent));
                 const done = prompts.filter(p => /\\[\\d+\\]/.test(p.textContent));
                 return (done.length > 0 && pending.length === 0)
                   || document.querySelector(
                        "[data-mime-type='application/vnd.jupyter.stderr']") !== null;
               }""",
            timeout=300_000,
        )
        page.locator("#jp-main-statusbar").get_by_text("Idle").wait_for(timeout=120_000)
        ran = time.monotonic() - started - ready
        assert page.locator(".jp-OutputArea-output").count() > 0, "no output after the run"
        errors = page.locator("[data-mime-type='application/vnd.jupyter.stderr']")
        assert errors.count() == 0, errors.all_inner_texts()[:2]
        print(
            f"{lang}/{name}: kernel ready in {ready:.1f} s, {code_cells} cells run in {ran:.1f} s"
        )
    finally:
        context.close()
    stays_here(requests)
