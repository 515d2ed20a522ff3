"""A room arriving at the workshop (issue: dashboards that never came alive in a class).

The workshop is served as ``make workshop`` serves it, with short culling so that the test is
quick, and left idle past the culling timeout with its preheated pools ready, as a server
started before the class is. Then 15 students open the first dashboard at the same instant
and 5 others open the other dashboards, each in a context of one headless Chromium: every
page's explorers must come alive and react to a control, no page may show its "reload" note,
and once the pages are closed, culling must leave only the pools.

It runs the room benchmark (``benchmarks/bench_workshop_browsers.py``) small, in its own
process (its own event loop and browser), and reads its figures; the benchmark run big gives
the teacher guide's figures.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from mtglearn.teach.workshop.dashboards import DASHBOARDS

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
FIRST, OTHERS = 15, 5


def test_a_room_arriving_after_the_server_idled_gets_every_dashboard_alive(
    tmp_path: Path,
) -> None:
    figures_path = tmp_path / "room.json"
    run = subprocess.run(
        [
            sys.executable, str(ROOT / "benchmarks" / "bench_workshop_browsers.py"),
            "--first", str(FIRST), "--others", str(OTHERS),
            # Culling after 3 idle seconds, checked every second: the pools idle past it.
            "--cull-after", "3", "--cull-every", "1",
            "--pool", "1", "--first-pool", "4", "--changes", "2", "--pause", "0.3",
            "--alive-within", "400", "--react-within", "120", "--limit", "600",
            "--json", str(figures_path),
        ],
        capture_output=True, text=True, timeout=900, cwd=ROOT,
    )  # fmt: skip
    said = run.stdout + run.stderr
    assert figures_path.exists(), said
    figures = json.loads(figures_path.read_text())
    visits = figures["visits"]
    assert len(visits) == FIRST + OTHERS
    assert sum(v["dashboard"] == DASHBOARDS[0].key for v in visits) == FIRST
    assert {v["dashboard"] for v in visits} == {d.key for d in DASHBOARDS}
    failed = [v for v in visits if not (v["alive"] and v["reacted"]) or v["note"]]
    assert failed == [], said
    assert all(v["latencies"] for v in visits)
    # The culling timeout had passed for the preheated kernels the first pages took, and the
    # server culled them nevertheless only once their pages had closed.
    assert figures["kernels_left"] == figures["pool"], said
    assert run.returncode == 0, said


def test_a_dashboard_whose_kernel_dies_says_to_reload_the_page_in_its_language(
    page: Page, tmp_path: Path
) -> None:
    """The French workshop, served as ``make workshop LANG=fr`` serves it: a page's kernel
    dies (killed, as a crash would). The page says so at its top, in French, with a button
    that reloads it; the explorer's own note says to reload the page (Voilà has no Kernel
    menu); the reloaded page is alive again."""
    import os
    import subprocess as sp

    import psutil

    from mtglearn.base.i18n import t
    from mtglearn.teach.workshop.serve import Room, voila_command, voila_env
    from tests.support.browser import free_port

    room = Room("fr", "127.0.0.1", free_port(), pool=0, first_pool=0)
    env = voila_env(ROOT, os.environ)
    env.update(JUPYTER_RUNTIME_DIR=str(tmp_path), JUPYTER_CONFIG_DIR=str(tmp_path))
    log = (tmp_path / "voila.log").open("w")
    server = sp.Popen(voila_command(sys.executable, ROOT, room), env=env, stdout=log, stderr=log)
    try:
        dashboard = next(d for d in DASHBOARDS if d.key == "provoke")
        url = f"http://127.0.0.1:{room.port}/voila/render/{dashboard.file('fr')}"
        for _ in range(120):
            try:
                page.goto(url, timeout=120_000)
                break
            except Exception:  # the server is still starting
                page.wait_for_timeout(500)
        explorer = page.locator(".mtglearn-explorer")
        expect(explorer.first).to_be_visible(timeout=120_000)
        assert page.evaluate("document.documentElement.lang") == "fr"
        kernel = page.evaluate(
            "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
        )
        found = [
            p
            for p in psutil.Process(server.pid).children(recursive=True)
            if kernel in " ".join(p.cmdline())
        ]
        assert len(found) == 1
        found[0].kill()
        note = page.locator(".mtglearn-page-note")
        expect(note).to_be_visible(timeout=60_000)
        expect(note).to_contain_text(t("workshop_room.page.gone", "fr"))
        shown = page.locator(".mtglearn-needs-kernel").first.inner_text()
        assert t("workshop_room.needs_kernel_dashboard", "fr") in shown
        assert t("workshop_room.needs_kernel", "fr") not in shown
        page.get_by_role("button", name=t("workshop_room.page.reload", "fr")).click()
        expect(explorer.first).to_be_visible(timeout=120_000)
        expect(page.locator(".mtglearn-page-note")).to_have_count(0)
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except sp.TimeoutExpired:
            server.kill()
        log.close()
