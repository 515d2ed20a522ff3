"""Fixtures shared by the browser tests: one JupyterLab for the session, a fresh page each."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, sync_playwright

from tests.browser import CHROMIUM, CHROMIUM_ARGS, Lab, copy_course, jupyter_lab


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    work = tmp_path_factory.mktemp("lab")
    with jupyter_lab(copy_course(work / "course"), work) as server:
        yield server


@pytest.fixture()
def page(lab: Lab) -> Iterator[Page]:

    assert Path(CHROMIUM).exists(), f"Chromium not found at {CHROMIUM}: run `make browser-deps`"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser.new_page(viewport={"width": 1400, "height": 1000})
        browser.close()
