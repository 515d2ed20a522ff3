"""Serving the workshop to a room: the Voilà command ``make workshop`` runs, in one place.

The Makefile, the load benchmark (``benchmarks/bench_workshop_room.py``) and the tests all
start Voilà from :func:`voila_command`, so what is measured and tested is what a teacher runs:

- **one language folder** (``workshop/en`` or ``workshop/fr``), on loopback unless the teacher
  asks for the room (``WORKSHOP_HOST=0.0.0.0``); Voilà serves the dashboards and nothing else
  (no file browser, no terminal, and its kernels accept only widget messages, never code);
- **the course's Voilà template** (``jupyter/voila/templates/mtglearn-<lang>``): the landing
  page lists the dashboards by title with what each is for, and no page asks a CDN for fonts;
- **culling**: Voilà's own shutdown request on page close is refused (a known Voilà bug,
  https://github.com/voila-dashboards/voila/issues/1458: the request lacks its ``_xsrf``
  token), so a closed page's kernel is shut down by
  jupyter_server's culling of idle kernels that no page is connected to
  (``MappingKernelManager.cull_idle_timeout``; a page still open is never culled), through the
  course's kernel manager (``mtglearn/teach/workshop/kernels.py``): a kernel handed to a page
  whose browser has not connected yet is never culled for its preheating's idle time (it was,
  and the page waited for good on "Loading widget…");
- **a preheated pool** (Voilà's ``preheat_kernel``): each dashboard keeps ``pool`` kernels that
  have already run it, so a student's first page comes at once; the first dashboard, which the
  whole room opens together, keeps ``first_pool`` (Voilà's ``kernel_pools_config``).
"""

from __future__ import annotations

import argparse
import ipaddress
import math
import os
import socket
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from mtglearn.base.i18n import LANGS, Lang, check_lang, t

#: A closed page's kernel is shut down after this many idle seconds (then at the next check).
CULL_AFTER: Final = 60
#: How often the server looks for kernels to cull (seconds).
CULL_EVERY: Final = 15
#: A kernel handed to a page is kept this long for the page's browser to connect (seconds).
GRACE: Final = 300
#: The kernel manager that culls as the room needs (``mtglearn/teach/workshop/kernels.py``).
KERNEL_MANAGER: Final = "mtglearn.teach.workshop.kernels.RoomKernelManager"
#: How long Voilà waits for a cell's outputs after the cell has run (nbclient's default, 4 s,
#: was too short for a machine busy starting a room's kernels: the output was lost, and the
#: page showed no explorer).
IOPUB_TIMEOUT: Final = 60
#: Preheated kernels kept ready per dashboard.
POOL: Final = 1
#: Preheated kernels of the first dashboard, where the whole room lands at once (measured:
#: docs/teacher-guide.md, "What one machine holds").
FIRST_POOL: Final = 8
PORT: Final = 8866
LOOPBACK: Final = "127.0.0.1"

#: The checkout the course is served from (``mtglearn/teach/workshop/serve.py`` is three folders
#: below it): its ``workshop/<lang>`` dashboards and its ``jupyter/`` templates.
CHECKOUT: Final = Path(__file__).resolve().parents[3]


@dataclass(frozen=True, slots=True)
class Room:
    """How the workshop is served: language, address, culling, pool."""

    lang: Lang = "en"
    host: str = LOOPBACK
    port: int = PORT
    cull_after: int = CULL_AFTER
    cull_every: int = CULL_EVERY
    pool: int = POOL
    first_pool: int = FIRST_POOL
    grace: int = GRACE

    @property
    def template(self) -> str:
        """The Voilà template of this language (landing page in ``lang``)."""
        return f"mtglearn-{self.lang}"


def voila_command(python: str, root: Path, room: Room) -> list[str]:
    """The Voilà command line serving ``root/workshop/<lang>`` as ``room`` says."""
    return [
        python, "-m", "voila", str(root / "workshop" / room.lang), "--no-browser",
        # The port the banner printed, or none: Voilà would otherwise move to another port
        # silently when this one is taken, and the room would open the wrong address.
        f"--port={room.port}", "--Voila.port_retries=0", f"--Voila.ip={room.host}",
        f"--template={room.template}", "--VoilaConfiguration.classic_tree=True",
        "--show_tracebacks=False",
        # Preheated kernels: the pool refills itself one second after a kernel is taken; the
        # first dashboard, which every student opens at the start, keeps more of them.
        "--preheat_kernel=True", f"--pool_size={room.pool}",
        f"--VoilaKernelManager.kernel_pools_config={pools(room)}",
        f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT}",
        # The page's language (<html lang>: read by screen readers, and by the page's note
        # when its kernel is gone).
        f"--VoilaExporter.language_code={room.lang}",
        # A kernel no page is connected to, idle for cull_after seconds, is shut down; one that
        # no page has connected to yet is kept grace seconds for its page.
        f"--VoilaConfiguration.multi_kernel_manager_class={KERNEL_MANAGER}",
        f"--RoomKernelManager.unclaimed_grace={room.grace}",
        f"--MappingKernelManager.cull_idle_timeout={room.cull_after}",
        f"--MappingKernelManager.cull_interval={room.cull_every}",
        "--MappingKernelManager.cull_connected=False",
        "--MappingKernelManager.cull_busy=False",
    ]  # fmt: skip


def pools(room: Room) -> str:
    """Voilà's pool sizes: ``first_pool`` for the first dashboard, ``pool`` for the others
    (a Python literal, as Voilà's command line reads a dictionary)."""
    from mtglearn.teach.workshop.dashboards import DASHBOARDS

    first = DASHBOARDS[0].file(room.lang)
    config = {"default": {"pool_size": room.pool}, first: {"pool_size": room.first_pool}}
    return repr(config)


def voila_env(root: Path, base: Mapping[str, str]) -> dict[str, str]:
    """``base`` with the course's ``jupyter/`` folder first on the Jupyter data path (where
    Voilà finds the course's templates) and this checkout first on the kernels' import path."""
    env = dict(base)
    folder = str(root / "jupyter")
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (folder, base.get("JUPYTER_PATH", "")) if p)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(root), base.get("PYTHONPATH", "")) if p)
    # A teacher's MPLBACKEND would stop the kernels from drawing inline figures.
    env.pop("MPLBACKEND", None)
    return env


def room_addresses(host: str, port: int, interfaces: Sequence[str] | None = None) -> list[str]:
    """The addresses students type: the host itself, or for ``0.0.0.0`` (every interface) each
    IPv4 address of this machine that is not loopback (``interfaces``: those addresses, found
    with psutil when not given)."""
    if host not in ("0.0.0.0", ""):
        return [f"http://{host}:{port}/"]
    if interfaces is None:
        import psutil  # comes with ipykernel

        interfaces = [
            a.address
            for addrs in psutil.net_if_addrs().values()
            for a in addrs
            if a.family == socket.AF_INET
        ]
    found = [a for a in interfaces if not ipaddress.ip_address(a).is_loopback]
    return [f"http://{a}:{port}/" for a in found] or [f"http://{LOOPBACK}:{port}/"]


def banner(room: Room, interfaces: Sequence[str] | None = None) -> str:
    """What ``make workshop`` prints before Voilà starts: the address(es) to open, in the
    workshop's language."""
    lines = [t("workshop_room.serve.open", room.lang)]
    lines += [f"    {url}" for url in room_addresses(room.host, room.port, interfaces)]
    key = "workshop_room.serve.loopback" if room.host == LOOPBACK else "workshop_room.serve.room"
    # Culled once idle ``cull_after`` seconds, looked for every ``cull_every``: the most it
    # can take, in whole minutes rounded up (75 s is "within 2 min", never "1 min").
    minutes = max(1, math.ceil((room.cull_after + room.cull_every) / 60))
    lines.append(t(key, room.lang, minutes=minutes))
    return "\n".join(lines)


def port_free(host: str, port: int) -> bool:
    """Whether ``port`` can be listened on at ``host`` (tried, then let go at once).

    Tried as the server will listen (tornado sets ``SO_REUSEADDR``): the connections of a
    workshop just stopped linger a minute in TIME_WAIT on its port, which refused a restart
    although nothing listened there. A server still listening is refused all the same."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        if os.name == "posix":  # elsewhere SO_REUSEADDR would take over a listening port
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    """``python scripts/serve_workshop.py --lang fr --host 0.0.0.0``: print the addresses,
    then become Voilà."""
    parser = argparse.ArgumentParser(description="Serve the workshop dashboards with Voilà.")
    parser.add_argument("--lang", default="en", choices=LANGS)
    parser.add_argument("--host", default=LOOPBACK)
    parser.add_argument("--port", type=int, default=PORT)
    parser.add_argument("--cull-after", type=int, default=CULL_AFTER)
    parser.add_argument("--cull-every", type=int, default=CULL_EVERY)
    parser.add_argument("--pool", type=int, default=POOL)
    parser.add_argument("--first-pool", type=int, default=FIRST_POOL)
    args = parser.parse_args(argv)
    room = Room(
        check_lang(args.lang),
        args.host,
        args.port,
        args.cull_after,
        args.cull_every,
        args.pool,
        args.first_pool,
    )
    root = CHECKOUT
    if not port_free(room.host, room.port):
        print(t("workshop_room.serve.port_taken", room.lang, port=room.port), file=sys.stderr)
        return 1
    print(banner(room), flush=True)
    command = voila_command(sys.executable, root, room)
    os.execve(sys.executable, command, voila_env(root, os.environ))
    return 0  # not reached: the process is Voilà now


__all__ = [
    "CHECKOUT",
    "CULL_AFTER",
    "CULL_EVERY",
    "FIRST_POOL",
    "GRACE",
    "KERNEL_MANAGER",
    "POOL",
    "Room",
    "banner",
    "main",
    "port_free",
    "room_addresses",
    "voila_command",
    "voila_env",
]
