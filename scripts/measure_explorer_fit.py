"""Measure how every workshop explorer sits on a projector and on a phone (Voilà, Chromium).

For each dashboard in each language it starts Voilà on a throwaway copy of workshop/ (loopback,
a free port), opens the dashboard in Debian's headless Chromium and, for each explorer scrolled
to the top of the window, prints:

- at 1280×720, then with the dashboard's large-text toggle on: the height from the explorer's
  top to the end of its controls (all of them, counting what their column hides behind an inner
  scroll) and to the end of the result's first figure (board, table, map), and whether both fit
  in 720 px; the controls' box horizontal overflow (``scrollWidth - clientWidth``);
- at 390×844: how far the page scrolls sideways, how far the explorer's boxes scroll sideways
  inside themselves, and where the result starts under the explorer's top.

    .venv/bin/python scripts/measure_explorer_fit.py [--lang en fr] [--shots DIR]

With ``--shots`` it also saves a screenshot of each case for a person to look at.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402

from mtglearn.base.i18n import Lang, t  # noqa: E402
from mtglearn.teach.workshop.dashboards import DASHBOARDS  # noqa: E402
from tests.support.browser import CHROMIUM, CHROMIUM_ARGS, settle, voila_server  # noqa: E402
from tests.support.page_checks import EXPLORER_FIT, SIDEWAYS  # noqa: E402


def measure(page: Page, url: str, lang: Lang, shots: Path | None) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for dashboard in DASHBOARDS:
        page.set_viewport_size({"width": 1280, "height": 720})
        page.goto(f"{url}/voila/render/{lang}/{dashboard.file(lang)}", timeout=180_000)
        outputs = page.locator(".jp-OutputArea-output").filter(
            has=page.locator(".mtglearn-explorer-result")
        )
        expect(outputs).to_have_count(len(dashboard.stations), timeout=180_000)
        for large in (False, True):
            if large:
                page.get_by_role("button", name=t("workshop.large_text", lang)).first.click()
                page.wait_for_function(
                    "() => getComputedStyle(document.documentElement)"
                    ".getPropertyValue('--mtglearn-figure-scale').trim() !== ''",
                    timeout=60_000,
                )
            for i, station in enumerate(dashboard.stations):
                output = outputs.nth(i)
                output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
                settle(page)
                fit = output.evaluate(EXPLORER_FIT)
                name = f"{lang}-{dashboard.key}-{station.key}-1280{'-large' if large else ''}"
                rows.append({"case": name, **fit})
                if shots:
                    page.screenshot(path=str(shots / f"{name}.png"))
        page.get_by_role("button", name=t("workshop.large_text", lang)).first.click()
        page.set_viewport_size({"width": 390, "height": 844})
        settle(page)
        for i, station in enumerate(dashboard.stations):
            output = outputs.nth(i)
            output.evaluate("(el) => el.scrollIntoView({block: 'start'})")
            settle(page)
            name = f"{lang}-{dashboard.key}-{station.key}-390"
            rows.append(
                {
                    "case": name,
                    "page_sideways": page.evaluate(
                        "() => document.documentElement.scrollWidth - window.innerWidth"
                    ),
                    "inner_sideways": output.evaluate(SIDEWAYS),
                    **output.evaluate(EXPLORER_FIT),
                }
            )
            if shots:
                page.screenshot(path=str(shots / f"{name}.png"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", nargs="+", default=["en", "fr"], choices=["en", "fr"])
    parser.add_argument("--shots", type=Path, help="a folder for screenshots")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    args = parser.parse_args()
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        copy = shutil.copytree(
            ROOT / "workshop", work / "workshop", ignore=shutil.ignore_patterns(".*")
        )
        with voila_server(copy, work) as url, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                page = browser.new_context().new_page()
                rows = [r for lang in args.lang for r in measure(page, url, lang, args.shots)]
            finally:
                browser.close()
    fits = [r for r in rows if "-1280" in str(r["case"])]
    for row in rows:
        print(json.dumps(row, ensure_ascii=False) if args.json else _line(row))
    for large in (False, True):
        cases = [r for r in fits if str(r["case"]).endswith("-large") == large]
        ok = sum(1 for r in cases if r["fits"])
        over = sum(1 for r in cases if int(str(r["controls_overflow_x"])) > 0)
        print(
            f"1280×720{' large text' if large else ''}: {ok}/{len(cases)} fit; "
            f"{over} controls' boxes overflow sideways"
        )
    phone = [r for r in rows if str(r["case"]).endswith("-390")]
    sideways = sum(1 for r in phone if r["page_sideways"] or r["inner_sideways"])
    print(f"390×844: {sideways}/{len(phone)} scroll sideways (page or a box inside)")


def _line(row: dict[str, object]) -> str:
    return "  ".join(f"{k}={v}" for k, v in row.items())


if __name__ == "__main__":
    main()
