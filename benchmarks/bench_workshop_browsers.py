"""A room of students in real browsers: ``make workshop``'s Voilà while a class arrives
(prints figures; the room test runs it small and checks every page came alive).

Starts the workshop exactly as ``make workshop`` does (:func:`voila_command`: the course's
template, its kernel manager, culling, preheated pools) on a free loopback port and lets it sit
idle past the culling timeout with its pools ready, as a server started before the class does.
Then ``--first`` students open the first dashboard at the same instant and ``--others`` open
the other dashboards (spread evenly) at that instant too: each is a browser context of one
headless Chromium (Debian's). Each page waits until every explorer on it is alive, then
changes its first explorer's probed control (``tests/support/workshop_probes.py``) ``--changes``
times as a person would (a key on a slider, a click on a box) and times the result's change.
Then every page closes, and the server is watched until culling has shut the closed pages'
kernels down.

Printed: pages alive (and which did not come alive, or showed the page's "reload" note); time
from opening the page to every explorer alive (first render) p50/p90/max, by dashboard; control
latency (the key or click → the first change of the result in the page) p50/p90/max; memory at
the peak (Voilà and its kernels, RSS) and the most kernels at once; kernels left after the room
left. **The browsers run on the same machine as the server**: on the teacher's machine they are
on the students' devices, so the times here are an upper bound.

Bounded and loopback only: every request goes to 127.0.0.1; the run stops after ``--limit``
seconds whatever happens, and stops the server and the browser it started. Exit status 1 when a
page did not come alive or did not react, or when kernels beyond the pools were left.

Run: .venv/bin/python benchmarks/bench_workshop_browsers.py [--first 30 --others 10]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import psutil  # noqa: E402
from playwright.async_api import ElementHandle, Page, async_playwright  # noqa: E402

from mtglearn.base.i18n import Lang  # noqa: E402
from mtglearn.teach.workshop.dashboards import DASHBOARDS, Dashboard  # noqa: E402
from mtglearn.teach.workshop.serve import Room, voila_command, voila_env  # noqa: E402
from tests.support.browser import CHROMIUM, CHROMIUM_ARGS, free_port  # noqa: E402
from tests.support.workshop_probes import PROBES, Probe, control  # noqa: E402

#: Installed in a page before a change: the time of the first change of the explorer's result.
WATCH = """(el) => {
    window.__mtglearnChanged = null;
    const seen = new MutationObserver(() => {
        if (window.__mtglearnChanged === null) window.__mtglearnChanged = performance.now();
    });
    seen.observe(el, {childList: true, subtree: true, characterData: true, attributes: true});
    window.__mtglearnSeen = seen;
}"""


@dataclass
class Visit:
    """One student's page."""

    student: int
    dashboard: str
    alive: bool = False
    first_render: float | None = None
    latencies: list[float] = field(default_factory=list)
    reacted: bool = False
    note: str = ""
    error: str = ""
    fell_back: bool = False


def kernels(server: psutil.Process) -> list[psutil.Process]:
    """The server's kernel processes still running (zombies hold nothing)."""
    found = []
    for process in server.children(recursive=True):
        try:
            if process.status() != psutil.STATUS_ZOMBIE and any(
                "ipykernel" in part for part in process.cmdline()
            ):
                found.append(process)
        except psutil.Error:
            continue
    return found


def cpu(process: psutil.Process) -> float:
    try:
        used = process.cpu_times()
    except psutil.Error:
        return 0.0
    return float(used.user + used.system)


class Memory:
    """Samples Voilà and its kernels every second; keeps the peak. Also the CPU seconds the
    server, its kernels and the browsers (this script's other descendants) have used."""

    def __init__(self, server: psutil.Process) -> None:
        self.server = server
        self.peak_mib = 0.0
        self.peak_kernels = 0
        self.per_kernel_mib: list[float] = []
        self.cpu: dict[str, dict[int, float]] = {"server": {}, "kernels": {}, "browsers": {}}

    def sample(self) -> None:
        try:
            ks = kernels(self.server)
            rss = [k.memory_info().rss / 2**20 for k in ks]
            total = self.server.memory_info().rss / 2**20 + sum(rss)
            ours = {p.pid for p in self.server.children(recursive=True)} | {self.server.pid}
            browsers = [p for p in psutil.Process().children(recursive=True) if p.pid not in ours]
        except psutil.Error:
            return
        self.cpu["server"][self.server.pid] = cpu(self.server)
        for k in ks:
            self.cpu["kernels"][k.pid] = cpu(k)
        for b in browsers:
            self.cpu["browsers"][b.pid] = max(cpu(b), self.cpu["browsers"].get(b.pid, 0.0))
        self.peak_kernels = max(self.peak_kernels, len(ks))
        if total > self.peak_mib:
            self.peak_mib, self.per_kernel_mib = total, rss

    async def run(self) -> None:
        while True:
            self.sample()
            await asyncio.sleep(1)


async def act(widget: ElementHandle, probe: Probe, back: bool) -> None:
    """What a person does to the probed control: a key on a slider (right, or back left), a
    click on the rest."""
    await widget.scroll_into_view_if_needed()
    if probe.kind == "slider":
        await widget.focus()
        await widget.press("ArrowLeft" if back else "ArrowRight")
    else:
        await widget.click()


async def student(
    n: int, browser: Any, base: str, dashboard: Dashboard, lang: Lang, args: argparse.Namespace
) -> Visit:
    visit = Visit(n, dashboard.key)
    await asyncio.sleep(n * args.arrive_over / max(args.first + args.others - 1, 1))
    context = await browser.new_context(viewport={"width": 1280, "height": 720})
    page: Page = await context.new_page()
    page.set_default_timeout(args.react_within * 1000)
    # ipywidgets says when its widget manager gave up asking for all the states at once.
    page.on(
        "console",
        lambda m: (
            visit.__setattr__("fell_back", True)
            if "fallback to fetching individual model state" in m.text
            else None
        ),
    )
    try:
        start = time.monotonic()
        await page.goto(
            f"{base}/voila/render/{dashboard.file(lang)}", wait_until="commit", timeout=0
        )
        explorers = page.locator(".mtglearn-explorer")
        deadline = start + args.alive_within
        while await explorers.count() < len(dashboard.stations):
            if time.monotonic() > deadline:
                raise TimeoutError(f"not alive within {args.alive_within:.0f} s")
            await page.wait_for_timeout(250)
        results = page.locator(".mtglearn-explorer-result .widget-html")
        for i in range(len(dashboard.stations)):
            while not (await results.nth(i).inner_text()).strip():
                if time.monotonic() > deadline:
                    raise TimeoutError("an explorer's result stayed empty")
                await page.wait_for_timeout(250)
        visit.first_render = time.monotonic() - start
        visit.alive = True
        station = dashboard.stations[0]
        probe = PROBES[station.key]
        output = page.locator(".jp-OutputArea-output").filter(has=explorers).first
        # The element itself: a toggle switched on is named "✓ first strike" (the course's
        # mark of a toggle that is on), and the locator would lose it.
        widget = await control(output, probe, lang).element_handle()  # type: ignore[arg-type]
        result = output.locator(".mtglearn-explorer-result").first
        changes = args.changes if probe.kind != "button" else 1
        for i in range(changes):
            await result.evaluate(WATCH)
            before = await page.evaluate("performance.now()")
            await act(widget, probe, back=bool(i % 2))
            await page.wait_for_function(
                "() => window.__mtglearnChanged !== null", timeout=args.react_within * 1000
            )
            changed = await page.evaluate("window.__mtglearnChanged")
            visit.latencies.append((changed - before) / 1000)
            await page.wait_for_timeout(args.pause * 1000)
        visit.reacted = True
    except Exception as error:  # a page that fails is a figure too
        visit.error = f"{type(error).__name__}: {str(error)[:1200]}"
    finally:
        try:
            note = page.locator(".mtglearn-page-note:not([hidden])")
            if await note.count():
                visit.note = (await note.first.inner_text()).splitlines()[0]
        except Exception:  # the page may be gone
            pass
        await context.close()
    return visit


def quantiles(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (
        f"p50 {statistics.median(ordered):.2f} s, p90 {p90:.2f} s, max {ordered[-1]:.2f} s "
        f"(n={len(ordered)})"
    )


async def room(args: argparse.Namespace, base: str, server: psutil.Process, pool: int) -> dict:
    lang: Lang = args.lang
    memory = Memory(server)
    memory.sample()
    at_start = {name: sum(used.values()) for name, used in memory.cpu.items()}
    sampler = asyncio.create_task(memory.run())
    plan = [DASHBOARDS[0]] * args.first
    others = DASHBOARDS[1:]
    plan += [others[i % len(others)] for i in range(args.others)]
    load_before = os.getloadavg()[0]
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            started = time.monotonic()
            visits = await asyncio.gather(
                *(student(n, browser, base, d, lang, args) for n, d in enumerate(plan))
            )
            took = time.monotonic() - started
        finally:
            await browser.close()
    load_peak = os.getloadavg()[0]
    memory.sample()
    cpu_room = {name: sum(used.values()) - at_start[name] for name, used in memory.cpu.items()}
    left_at = time.monotonic()
    deadline = left_at + args.cull_after + 3 * args.cull_every + 60
    while time.monotonic() < deadline and len(kernels(server)) > pool:
        await asyncio.sleep(1)
    left = len(kernels(server))
    sampler.cancel()
    return {
        "visits": [asdict(v) for v in visits],
        "took": took,
        "kernels_left": left,
        "left_after": time.monotonic() - left_at,
        "pool": pool,
        "peak_mib": memory.peak_mib,
        "peak_kernels": memory.peak_kernels,
        "kernel_mib": statistics.median(memory.per_kernel_mib or [0.0]),
        "load": [load_before, load_peak],
        "cpu": cpu_room,
    }


def report(args: argparse.Namespace, figures: dict) -> bool:
    visits = [Visit(**{k: v for k, v in d.items()}) for d in figures["visits"]]
    alive = [v for v in visits if v.alive]
    reacted = [v for v in visits if v.reacted]
    print(
        f"room: {args.first} students open {DASHBOARDS[0].file(args.lang)} and "
        f"{args.others} the other dashboards, arriving within {args.arrive_over:.0f} s, after "
        f"the server sat idle {args.idle:.0f} s "
        f"(culling after {args.cull_after} s, checked every {args.cull_every} s; pools: "
        f"{args.first_pool} for the first dashboard, {args.pool} for each other)"
    )
    print(
        f"browsers: one headless Chromium, a context per student, on this same machine "
        f"({os.cpu_count()} cores; load average {figures['load'][0]:.1f} before, "
        f"{figures['load'][1]:.1f} after the room)"
    )
    print(
        f"pages alive: {len(alive)}/{len(visits)}; reacted: {len(reacted)}/{len(visits)}; "
        f"widget manager fell back to one widget at a time: {sum(v.fell_back for v in visits)}"
    )
    print(f"first render: {quantiles([v.first_render for v in alive if v.first_render])}")
    for dashboard in DASHBOARDS:
        times = [v.first_render for v in alive if v.dashboard == dashboard.key and v.first_render]
        if times:
            print(f"  {dashboard.key + ':':12s}{quantiles(times)}")
    print(f"control latency: {quantiles([x for v in visits for x in v.latencies])}")
    used = figures["cpu"]
    print(
        f"CPU seconds during the room ({figures['took']:.0f} s): server {used['server']:.0f}, "
        f"kernels {used['kernels']:.0f}, browsers {used['browsers']:.0f}"
    )
    print(
        f"memory at the peak: {figures['peak_mib'] / 1024:.2f} GiB (Voilà and its kernels, "
        f"RSS), per kernel {figures['kernel_mib']:.0f} MiB; most kernels at once: "
        f"{figures['peak_kernels']}"
    )
    print(
        f"kernels left {figures['left_after']:.0f} s after the room left: "
        f"{figures['kernels_left']} (the pools hold {figures['pool']})"
    )
    failed = [v for v in visits if not v.reacted or v.note]
    for v in failed[:20]:
        print(f"  student {v.student} ({v.dashboard}): {v.error or 'note: ' + v.note}")
    return not failed and figures["kernels_left"] <= figures["pool"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    parser.add_argument("--first", type=int, default=30, help="students on the first dashboard")
    parser.add_argument("--others", type=int, default=10, help="students on the other ones")
    parser.add_argument(
        "--arrive-over", type=float, default=0.0, help="seconds over which students arrive"
    )
    parser.add_argument("--changes", type=int, default=3)
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between changes")
    parser.add_argument("--cull-after", type=int, default=60)
    parser.add_argument("--cull-every", type=int, default=15)
    parser.add_argument("--pool", type=int, default=1)
    parser.add_argument("--first-pool", type=int, default=8)
    parser.add_argument("--idle", type=float, help="seconds the ready server sits idle first")
    parser.add_argument("--alive-within", type=float, default=300.0)
    parser.add_argument("--react-within", type=float, default=60.0)
    parser.add_argument("--limit", type=float, default=900, help="stop after this many seconds")
    parser.add_argument("--json", type=Path, help="write the raw figures there")
    args = parser.parse_args(argv)
    if args.idle is None:
        args.idle = args.cull_after + 2 * args.cull_every + 5  # past the culling timeout
    room_ = Room(
        args.lang, "127.0.0.1", free_port(), args.cull_after, args.cull_every, args.pool,
        args.first_pool,
    )  # fmt: skip
    pool = args.pool * (len(DASHBOARDS) - 1) + args.first_pool
    with tempfile.TemporaryDirectory() as work:
        env = voila_env(ROOT, os.environ)
        env.update(JUPYTER_RUNTIME_DIR=work, JUPYTER_CONFIG_DIR=work, JUPYTER_DATA_DIR=work)
        log_path = Path(work, "voila.log")
        log = log_path.open("w")
        process = subprocess.Popen(
            voila_command(sys.executable, ROOT, room_), env=env, stdout=log, stderr=log
        )
        # A `timeout` or Ctrl+C still stops the server and its kernels (finally below).
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
        server = psutil.Process(process.pid)
        base = f"http://127.0.0.1:{room_.port}"
        try:
            deadline = time.monotonic() + 240
            while log_path.read_text().count("is filled") < len(DASHBOARDS):
                if time.monotonic() > deadline or process.poll() is not None:
                    raise RuntimeError("Voilà did not start:\n" + log_path.read_text())
                time.sleep(1)
            time.sleep(args.idle)
            figures = asyncio.run(asyncio.wait_for(room(args, base, server, pool), args.limit))
            if args.json:
                args.json.write_text(json.dumps(figures, indent=1))
            ok = report(args, figures)
            culled = log_path.read_text().count("Culling 'idle' kernel")
            print(f"server log: {culled} kernels culled")
            return 0 if ok else 1
        finally:
            left = kernels(server)
            if args.json:  # the server's log beside the figures
                shutil.copy(log_path, args.json.with_suffix(".log"))
            process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
            for kernel in left:  # none should outlive the server; make sure
                if kernel.is_running():
                    kernel.kill()
            log.close()


if __name__ == "__main__":
    sys.exit(main())
