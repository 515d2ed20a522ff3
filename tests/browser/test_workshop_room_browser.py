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
