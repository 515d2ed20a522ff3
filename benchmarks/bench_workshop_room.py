"""A room of students on one machine: ``make workshop``'s Voilà under the load of a class
(prints figures; not a test).

Starts the workshop exactly as ``make workshop`` does (:func:`voila_command`: the course's
template, culling, preheated pool) on a free loopback port, then simulates ``--students``
students arriving over ``--arrive-over`` seconds. Each opens the combat dashboard, changes its
attacker's power ``--changes`` times with a pause between changes, closes the page, then does
the same on the double strike and trample grid (a keyword toggle), and leaves. A student
speaks the browser's protocol (the page over HTTP, then the kernel's websocket with the
widgets' messages), without a browser, so 30 of them fit on the teacher's machine.

Printed: time to first render (the whole page, as Voilà sends it once its cells have run),
interaction latency (a control changed → the kernel idle again, its result sent), memory of
the kernels (RSS and USS per kernel, and the total at the peak, server included), and the
kernels left after the students have gone, until culling has shut the closed pages' down.

Bounded and loopback only: every request goes to 127.0.0.1; the run stops itself after
``--limit`` seconds whatever happens, and stops the server it started.

Run: .venv/bin/python benchmarks/bench_workshop_room.py [--students 30] [--cull-after 60]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import psutil  # noqa: E402
from tornado.websocket import websocket_connect  # noqa: E402

from mtglearn.base.i18n import t  # noqa: E402
from mtglearn.rules.core.keywords import catalog_key  # noqa: E402
from mtglearn.teach.workshop.dashboards import DASHBOARDS  # noqa: E402
from mtglearn.teach.workshop.serve import FIRST_POOL, Room, voila_command, voila_env  # noqa: E402

LANG = "en"
#: What a student changes on each dashboard: (dashboard key, widget model, its description).
VISITS = (
    ("combat", "IntSliderModel", t("teach_combat.control.attacker_power", LANG)),
    ("grid", "ToggleButtonModel", t(catalog_key("first strike"), LANG)),
)
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')


@dataclass
class Figures:
    first_render: list[float] = field(default_factory=list)
    #: The same, by dashboard (the first one is opened by the whole room at once).
    by_dashboard: dict[str, list[float]] = field(default_factory=dict)
    latency: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def is_states(msg: dict[str, Any]) -> bool:
    """The kernel's answer to ``request_states``: every widget's state."""
    return bool(
        msg["msg_type"] == "comm_msg" and msg["content"]["data"].get("method") == "update_states"
    )


def read_page(url: str) -> str:
    """The whole page, as a browser receives it (Voilà sends it once its cells have run)."""
    with urllib.request.urlopen(url, timeout=300) as answer:
        return str(answer.read().decode("utf-8"))


#: The websocket protocol browsers speak to a kernel. Voilà 0.5 reads every binary message as
#: this protocol; a client of the legacy protocol receiving a widget's binary buffers (the
#: grid's heatmap) stalls the whole server (its header is read as a huge offset count).
PROTOCOL = "v1.kernel.websocket.jupyter.org"


def pack(msg: dict[str, Any]) -> bytes:
    """A message in the v1 protocol: offsets, the channel, then the JSON parts."""
    parts = [
        json.dumps(msg[k]).encode("utf-8")
        for k in ("header", "parent_header", "metadata", "content")
    ]
    channel = msg["channel"].encode("utf-8")
    offsets = [8 * (len(parts) + 3)]
    offsets.append(offsets[-1] + len(channel))
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    head = [len(offsets).to_bytes(8, "little"), *(o.to_bytes(8, "little") for o in offsets)]
    return b"".join([*head, channel, *parts])


def unpack(raw: bytes) -> dict[str, Any]:
    """A message from the kernel in the v1 protocol (its binary buffers left out)."""
    count = int.from_bytes(raw[:8], "little")
    offsets = [int.from_bytes(raw[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
    parts = [raw[offsets[i] : offsets[i + 1]] for i in range(1, min(count - 1, 5))]
    header, parent, metadata, content = (json.loads(p) for p in parts)
    return {"header": header, "parent_header": parent, "metadata": metadata, "content": content}


def message(
    msg_type: str, content: dict[str, Any], session: str, **metadata: str
) -> dict[str, Any]:
    return {
        "header": {
            "msg_id": uuid.uuid4().hex,
            "msg_type": msg_type,
            "session": session,
            "username": "student",
            "date": "",
            "version": "5.3",
        },
        "parent_header": {},
        "metadata": metadata,
        "content": content,
        "channel": "shell",
        "buffers": [],
    }


class Student:
    """One student's browser, reduced to its messages."""

    def __init__(self, n: int, base: str, changes: int, pause: float, figures: Figures) -> None:
        self.n, self.base, self.changes, self.pause = n, base, changes, pause
        self.figures = figures
        self.rng = random.Random(n)

    async def visit(self, dashboard: str, model: str, description: str) -> None:
        board = next(d for d in DASHBOARDS if d.key == dashboard)
        url = f"{self.base}/voila/render/{board.file(LANG)}"
        start = time.perf_counter()
        page = await asyncio.to_thread(read_page, url)
        self.figures.first_render.append(time.perf_counter() - start)
        self.figures.by_dashboard.setdefault(dashboard, []).append(time.perf_counter() - start)
        found = KERNEL_ID.search(page)
        if found is None:
            self.figures.errors.append(f"student {self.n}: no kernel id in {dashboard}")
            return
        session = uuid.uuid4().hex
        ws_url = self.base.replace("http", "ws", 1)
        socket_ = await websocket_connect(
            f"{ws_url}/api/kernels/{found[1]}/channels?session_id={session}",
            subprotocols=[PROTOCOL],
        )
        try:
            control = uuid.uuid4().hex
            await socket_.write_message(
                pack(
                    message(
                        "comm_open",
                        {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
                        session,
                        version="1.0.0",  # ipywidgets' control protocol
                    )
                ),
                binary=True,
            )
            ask = message("comm_msg", {"comm_id": control, "data": {"method": "request_states"}},
                          session)  # fmt: skip
            await socket_.write_message(pack(ask), binary=True)
            states = await self.wait(socket_, is_states)
            widgets = states["content"]["data"]["states"]
            target, value = next(
                (mid, s["state"]["value"])
                for mid, s in widgets.items()
                if s["model_name"] == model and s["state"].get("description") == description
            )
            for i in range(self.changes):
                await asyncio.sleep(self.pause * (0.5 + self.rng.random()))
                value = (
                    (value + (1 if i % 2 == 0 else -1))
                    if isinstance(value, int) and not (isinstance(value, bool))
                    else (not value)
                )
                change = message(
                    "comm_msg",
                    {
                        "comm_id": target,
                        "data": {"method": "update", "state": {"value": value},
                                 "buffer_paths": []},
                    },
                    session,
                )  # fmt: skip
                sent = time.perf_counter()
                await socket_.write_message(pack(change), binary=True)
                mid = change["header"]["msg_id"]
                redrawn: list[str] = []  # the widgets the kernel updated in answer

                def done(m: dict[str, Any], mid: str = mid, redrawn: list[str] = redrawn) -> bool:
                    if m["msg_type"] == "comm_msg" and m["content"]["comm_id"] != target:
                        redrawn.append(m["content"]["comm_id"])
                    return bool(
                        m["msg_type"] == "status"
                        and m["parent_header"].get("msg_id") == mid
                        and m["content"]["execution_state"] == "idle"
                    )

                await self.wait(socket_, done)
                self.figures.latency.append(time.perf_counter() - sent)
                if not redrawn:
                    self.figures.errors.append(f"student {self.n}, {dashboard}: no result")
        finally:
            socket_.close()  # the page is closed: its kernel is left to culling

    @staticmethod
    async def wait(socket_: Any, wanted: Any, timeout: float = 120) -> dict[str, Any]:
        async def read() -> dict[str, Any]:
            while True:
                raw = await socket_.read_message()
                if raw is None:
                    raise ConnectionError("the kernel's websocket closed")
                msg = unpack(raw if isinstance(raw, bytes) else raw.encode("utf-8"))
                msg["msg_type"] = msg["header"]["msg_type"]
                if wanted(msg):
                    return msg

        return await asyncio.wait_for(read(), timeout)

    async def run(self, delay: float) -> None:
        await asyncio.sleep(delay)
        for dashboard, model, description in VISITS:
            try:
                await self.visit(dashboard, model, description)
            except Exception as error:  # a failed visit is a figure too
                self.figures.errors.append(f"student {self.n}, {dashboard}: {error!r}")


def kernels(server: psutil.Process) -> list[psutil.Process]:
    """The server's kernel processes still running (a shut-down kernel may linger as a
    zombie until the server reaps it: it holds no memory and does not count)."""
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


class Memory:
    """Samples the server and its kernels; keeps the peak."""

    def __init__(self, server: psutil.Process) -> None:
        self.server = server
        self.peak_total = 0.0
        self.peak_kernels = 0
        self.rss: list[float] = []
        self.uss: list[float] = []
        #: CPU seconds each kernel has used (start, its dashboard's run, the students' changes):
        #: unlike times, not stretched by other programs of the machine.
        self.cpu: dict[int, float] = {}

    def sample(self) -> None:
        try:
            ks = kernels(self.server)
            infos = [k.memory_full_info() for k in ks]
            server = self.server.memory_info().rss
            for k in ks:
                used = k.cpu_times()
                self.cpu[k.pid] = used.user + used.system
        except psutil.Error:
            return
        total = (server + sum(i.rss for i in infos)) / 2**20
        if total > self.peak_total:
            self.peak_total, self.peak_kernels = total, len(ks)
            self.rss = [i.rss / 2**20 for i in infos]
            self.uss = [i.uss / 2**20 for i in infos]


def quantiles(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (
        f"median {statistics.median(ordered) * 1e3:.0f} ms, p90 {p90 * 1e3:.0f} ms, "
        f"max {ordered[-1] * 1e3:.0f} ms (n={len(ordered)})"
    )


async def simulate(args: argparse.Namespace, base: str, server: psutil.Process, pool: int) -> None:
    figures = Figures()
    memory = Memory(server)
    students = [Student(n, base, args.changes, args.pause, figures) for n in range(args.students)]
    spacing = args.arrive_over / max(args.students - 1, 1)
    room = asyncio.gather(*(s.run(i * spacing) for i, s in enumerate(students)))
    started = time.monotonic()
    while not room.done():
        memory.sample()
        await asyncio.sleep(2)
    await room
    print(f"students: {args.students}, arriving over {args.arrive_over:.0f} s; each opens "
          f"{len(VISITS)} dashboards and changes a control {args.changes} times on each "
          f"({time.monotonic() - started:.0f} s in all)")  # fmt: skip
    print(f"time to first render: {quantiles(figures.first_render)}")
    for dashboard, times in figures.by_dashboard.items():
        print(f"  {dashboard + ':':20s}{quantiles(times)}")
    print(f"interaction latency:  {quantiles(figures.latency)}")
    print(
        f"memory at the peak:   {memory.peak_total / 1024:.2f} GiB in all (server and "
        f"{memory.peak_kernels} kernels); per kernel RSS median "
        f"{statistics.median(memory.rss or [0]):.0f} MiB, USS median "
        f"{statistics.median(memory.uss or [0]):.0f} MiB"
    )
    left_at = time.monotonic()
    left = len(kernels(server))
    if memory.cpu:
        print(
            f"CPU per kernel:       median {statistics.median(memory.cpu.values()):.2f} s "
            f"(n={len(memory.cpu)}); load average at the end "
            f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
        )
    print(f"kernels right after the students left: {left} (the preheated pool is {pool})")
    deadline = time.monotonic() + args.cull_after + 2 * 15 + 30
    while time.monotonic() < deadline and len(kernels(server)) > pool:
        await asyncio.sleep(5)
    left = len(kernels(server))
    print(
        f"kernels left {time.monotonic() - left_at:.0f} s after the students left: {left} "
        f"({left - pool} beyond the pool of {pool})"
    )
    for error in figures.errors[:10]:
        print("error:", error)
    if figures.errors:
        print(f"{len(figures.errors)} failed visits")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--arrive-over", type=float, default=30.0)
    parser.add_argument("--changes", type=int, default=4)
    parser.add_argument("--pause", type=float, default=3.0, help="seconds between changes")
    parser.add_argument("--cull-after", type=int, default=60)
    parser.add_argument("--pool", type=int, default=1)
    parser.add_argument("--first-pool", type=int, default=FIRST_POOL)
    parser.add_argument("--limit", type=float, default=900, help="stop after this many seconds")
    args = parser.parse_args()
    room = Room("en", "127.0.0.1", free_port(), args.cull_after, 15, args.pool, args.first_pool)
    pool = args.pool * (len(DASHBOARDS) - 1) + args.first_pool
    with tempfile.TemporaryDirectory() as work:
        env = voila_env(ROOT, os.environ)
        env.update(JUPYTER_RUNTIME_DIR=work, JUPYTER_CONFIG_DIR=work)
        log = Path(work, "voila.log").open("w")  # noqa: SIM115 (closed in finally)
        process = subprocess.Popen(
            voila_command(sys.executable, ROOT, room), env=env, stdout=log, stderr=log
        )
        base = f"http://127.0.0.1:{room.port}"
        # A `timeout` or Ctrl+C still stops the server and its kernels (finally below).
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
        server = psutil.Process(process.pid)
        try:
            # Ready: the landing page answers and every dashboard's pool is filled.
            deadline = time.monotonic() + 180
            while len(kernels(server)) < pool:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise RuntimeError(
                        "Voilà did not start:\n" + Path(work, "voila.log").read_text()
                    )
                time.sleep(1)
            time.sleep(20)  # the pool's kernels finish running their dashboards
            asyncio.run(asyncio.wait_for(simulate(args, base, server, pool), args.limit))
        finally:
            left = kernels(server)
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
    main()
