"""The zero-install site's first loads, in headless Chromium (prints figures; needs ``make site``).

Serves ``site/`` with a plain static server under a sub-path (on 127.0.0.1, or on ``--host``,
for instance a room's network address over plain HTTP) and opens, in a fresh browser profile:

- a dashboard (Voici): from opening the page to every explorer shown, then the time a key on
  its first slider takes to change the result, ``--changes`` times;
- a notebook (JupyterLite): from opening it to its kernel idle.

Then closes the browser and opens both again with the same profile (what the browser kept:
its HTTP cache, and the service worker's cache when the page has one). Printed: the two loads of
each, the control latencies, whether the page was a secure context with a service worker, and
the bytes the server sent for each load.

Run: .venv/bin/python benchmarks/bench_site.py [--host 127.0.0.1] [--lang en]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
sys.path.insert(0, str(ROOT))

from mtglearn.teach.course import COURSE  # noqa: E402
from mtglearn.teach.workshop.dashboards import DASHBOARDS  # noqa: E402

SENT = {"bytes": 0}


class Counting(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *_: object) -> None:
        pass

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        start = source.tell()
        super().copyfile(source, outputfile)
        SENT["bytes"] += source.tell() - start


def state(page) -> str:  # type: ignore[no-untyped-def]
    secure = page.evaluate("() => window.isSecureContext")
    worker = page.evaluate(
        "() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)"
    )
    return f"secure context {secure}, service worker {'in control' if worker else 'none'}"


def dashboard(context, base: str, lang: str, changes: int) -> str:  # type: ignore[no-untyped-def]
    board = DASHBOARDS[0]
    name = board.file(lang).removesuffix(".ipynb")
    page = context.new_page()
    SENT["bytes"] = 0
    started = time.monotonic()
    page.goto(f"{base}lite/voici/render/workshop/{lang}/{name}.html")
    outputs = page.locator(".jp-OutputArea-output").filter(
        has=page.locator(".mtglearn-explorer-result")
    )
    page.wait_for_function(
        "n => document.querySelectorAll('.jp-OutputArea-output .mtglearn-explorer-result')"
        ".length >= n",
        arg=len(board.stations),
        timeout=300_000,
    )
    shown = time.monotonic() - started
    result = outputs.first.locator(".mtglearn-explorer-result .widget-html").first
    handle = outputs.first.locator(".noUi-handle").first
    latencies = []
    for i in range(changes):
        before = result.inner_text()
        handle.focus()
        moved = time.monotonic()
        handle.press("ArrowRight" if i % 2 == 0 else "ArrowLeft")
        page.wait_for_function(
            "([el, before]) => el.innerText !== before",
            arg=[result.element_handle(), before],
            timeout=60_000,
        )
        latencies.append(time.monotonic() - moved)
    line = (
        f"dashboard {lang}/{name}: explorers shown in {shown:.1f} s "
        f"({SENT['bytes'] / 1e6:.1f} MB sent); a key on a slider → result changed: "
        f"median {statistics.median(latencies):.2f} s, at worst {max(latencies):.2f} s "
        f"({changes} keys); {state(page)}"
    )
    page.close()
    return line


def notebook(context, base: str, lang: str) -> str:  # type: ignore[no-untyped-def]
    name = COURSE[1].file(lang)
    page = context.new_page()
    SENT["bytes"] = 0
    started = time.monotonic()
    page.goto(f"{base}lab/lab/index.html?path=notebooks/{lang}/{name}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    page.locator("#jp-main-statusbar").get_by_text("Idle").wait_for(timeout=300_000)
    ready = time.monotonic() - started
    line = (
        f"notebook {lang}/{name}: kernel idle in {ready:.1f} s "
        f"({SENT['bytes'] / 1e6:.1f} MB sent); {state(page)}"
    )
    page.close()
    return line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    parser.add_argument("--changes", type=int, default=10)
    args = parser.parse_args()
    if not (SITE / "lab" / "jupyter-lite.json").exists():
        print("bench_site: no site/ — run `make site` first; nothing measured")
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as work:
        served = Path(work) / "served"
        served.mkdir()
        (served / "mtglearn").symlink_to(SITE)
        handler = functools.partial(Counting, directory=str(served))
        server = http.server.ThreadingHTTPServer((args.host, 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://{args.host}:{server.server_address[1]}/mtglearn/"
        profile = Path(work) / "profile"
        try:
            with sync_playwright() as playwright:
                for visit in ("first visit (empty profile)", "second visit (same profile)"):
                    context = playwright.chromium.launch_persistent_context(
                        str(profile),
                        executable_path="/usr/bin/chromium",
                        viewport={"width": 1280, "height": 900},
                    )
                    try:
                        print(f"== {visit}, {base}")
                        print(dashboard(context, base, args.lang, args.changes), flush=True)
                        print(notebook(context, base, args.lang), flush=True)
                    finally:
                        context.close()
        finally:
            server.shutdown()
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
