"""Fixtures shared by the tests: one JupyterLab for the browser tests' session, a fresh page each;
and a French judge reading over every test's shoulder (:func:`french_narration_reads_right`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from mtglearn.base.i18n import Lang, observe
from tests.support.browser import CHROMIUM, CHROMIUM_ARGS, Lab, copy_course, jupyter_lab
from tests.support.french import NARRATION_PREFIXES, all_problems

_READ: set[str] = set()


@pytest.fixture(autouse=True)
def french_narration_reads_right() -> Iterator[None]:
    """Every French narration line a test produces is checked as a French judge would: card
    names with their article, pronouns and participles agreeing, real plurals, no-break spaces,
    no English card names (tests/support/french.py). A wrong line fails the test that produced
    it."""
    lines: list[str] = []

    def listen(key: str, lang: Lang, text: str) -> None:
        if lang == "fr" and key.startswith(NARRATION_PREFIXES) and text not in _READ:
            lines.append(text)

    stop = observe(listen)
    yield
    stop()
    _READ.update(lines)
    problems = all_problems(dict.fromkeys(lines))
    if problems:
        pytest.fail("French narration a judge would correct:\n" + "\n".join(problems[:10]))


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    work = tmp_path_factory.mktemp("lab")
    with jupyter_lab(copy_course(work / "course"), work) as server:
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """One Chromium for the session's browser tests (each test gets its own context)."""
    assert Path(CHROMIUM).exists(), f"Chromium not found at {CHROMIUM}: run `make browser-deps`"
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture()
def page(browser: Browser) -> Iterator[Page]:
    """A fresh page in a fresh browser context: no cookie, storage or cache from another test."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    yield context.new_page()
    context.close()
