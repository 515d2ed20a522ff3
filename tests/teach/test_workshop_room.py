"""Serving the workshop to a room (``make workshop``): the Voilà command, the address printed,
the landing page, and a real Voilà that shuts down the kernel of a page once it is closed."""

from __future__ import annotations

import ast
import asyncio
import html
import importlib
import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psutil
import pytest
from tornado.websocket import websocket_connect

from mtglearn.base.i18n import LANGS, Lang, t
from mtglearn.teach.workshop.dashboards import (
    DASHBOARDS,
    base_template_files,
    landing_page,
    template_files,
)
from mtglearn.teach.workshop.kernels import RoomKernelManager
from mtglearn.teach.workshop.serve import (
    CULL_AFTER,
    CULL_EVERY,
    FIRST_POOL,
    GRACE,
    Room,
    banner,
    room_addresses,
    voila_command,
    voila_env,
)
from tests.support.browser import free_port
from tests.support.kernel_ws import PROTOCOL, comm_open, pack, request_states, unpack

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "jupyter" / "voila" / "templates"


def option(command: list[str], name: str) -> str:
    found = [a.split("=", 1)[1] for a in command if a.startswith(f"--{name}=")]
    assert len(found) == 1, (name, command)
    return found[0]


def test_the_voila_command_culls_closed_pages_and_keeps_a_preheated_pool() -> None:
    command = voila_command("python", ROOT, Room("fr", "0.0.0.0", 9000, 60, 15, 2))
    assert command[:4] == ["python", "-m", "voila", str(ROOT / "workshop" / "fr")]
    assert option(command, "Voila.ip") == "0.0.0.0" and option(command, "port") == "9000"
    assert option(command, "template") == "mtglearn-fr"
    assert option(command, "VoilaConfiguration.classic_tree") == "True"  # the landing page
    assert option(command, "MappingKernelManager.cull_idle_timeout") == "60"
    assert option(command, "MappingKernelManager.cull_interval") == "15"
    assert option(command, "MappingKernelManager.cull_connected") == "False"  # open pages live
    assert option(command, "preheat_kernel") == "True" and option(command, "pool_size") == "2"
    # The first dashboard, which the whole room opens at once, keeps more kernels ready.
    pools = ast.literal_eval(option(command, "VoilaKernelManager.kernel_pools_config"))
    assert pools == {"default": {"pool_size": 2}, "01_combat.ipynb": {"pool_size": FIRST_POOL}}
    # Culling through the course's kernel manager, which spares a kernel handed to a page
    # until the page connects (for GRACE seconds at most).
    manager = option(command, "VoilaConfiguration.multi_kernel_manager_class")
    module, name = manager.rsplit(".", 1)
    assert getattr(importlib.import_module(module), name) is RoomKernelManager
    assert option(command, "RoomKernelManager.unclaimed_grace") == str(GRACE)
    assert option(command, "VoilaExporter.language_code") == "fr"  # <html lang="fr">


def test_a_closed_page_is_freed_within_two_minutes_by_default() -> None:
    assert CULL_AFTER + CULL_EVERY <= 120
    assert Room().host == "127.0.0.1"  # loopback unless the teacher asks for the room


def test_the_address_students_open_is_each_address_of_the_machine_for_a_room() -> None:
    assert room_addresses("127.0.0.1", 8866) == ["http://127.0.0.1:8866/"]
    assert room_addresses("0.0.0.0", 8866, ["127.0.0.1", "192.0.2.7", "198.51.100.3"]) == [
        "http://192.0.2.7:8866/",
        "http://198.51.100.3:8866/",
    ]
    text = banner(Room("fr", "0.0.0.0", 8866), ["192.0.2.7"])
    assert text.splitlines()[0] == t("workshop_room.serve.open", "fr")
    assert "http://192.0.2.7:8866/" in text and "Ctrl+C" in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_banner_promises_no_less_time_than_culling_can_take(lang: Lang) -> None:
    """Idle 60 s, looked for every 15 s: a closed page's kernel may live 75 s, so the banner
    says 2 minutes (it said 1)."""
    room = Room(lang, "0.0.0.0", 8866)
    longest = room.cull_after + room.cull_every
    said = t("workshop_room.serve.room", lang, minutes=2)
    assert longest > 60 and said in banner(room, ["192.0.2.7"])


def test_the_environment_puts_the_course_templates_on_the_jupyter_path() -> None:
    env = voila_env(ROOT, {"JUPYTER_PATH": "/elsewhere", "MPLBACKEND": "Agg"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(ROOT / "jupyter"), "/elsewhere"]
    assert "MPLBACKEND" not in env
    assert (ROOT / "jupyter" / "voila" / "templates" / "mtglearn" / "index.html.j2").is_file()


@pytest.mark.parametrize("lang", LANGS)
def test_committed_templates_are_what_the_build_script_writes(lang: Lang) -> None:
    """Regenerate with ``python scripts/build_workshop.py`` after changing the catalog."""
    for name, text in template_files(lang).items():
        assert (TEMPLATES / f"mtglearn-{lang}" / name).read_text(encoding="utf-8") == text
    for name, text in base_template_files().items():
        assert (TEMPLATES / "mtglearn" / name).read_text(encoding="utf-8") == text


def test_the_page_watch_is_plain_javascript_that_jinja_includes_as_it_is() -> None:
    """page_watch.js is included by Jinja: no template syntax may hide in it; and it reads the
    texts the generated page_texts.html gives, in each language."""
    script = (TEMPLATES / "mtglearn" / "page_watch.js").read_text(encoding="utf-8")
    assert not re.search(r"\{[{%#]|[}%#]\}", script)
    template = (TEMPLATES / "mtglearn" / "index.html.j2").read_text(encoding="utf-8")
    assert "{% include 'page_watch.js' %}" in template
    assert "{% include 'page_texts.html' %}" in template
    for name in ("gone", "silent", "reload"):
        assert f"say.{name}" in script or f"'{name}'" in script


@pytest.mark.parametrize("lang", LANGS)
def test_the_landing_page_lists_every_dashboard_by_title_with_its_purpose(lang: Lang) -> None:
    page = landing_page(lang)
    links = re.findall(r'voila/render/([^"]+)"', page)
    assert links == [d.file(lang) for d in DASHBOARDS]
    for dashboard in DASHBOARDS:
        assert dashboard.title(lang).replace("'", "&#x27;") in page
        assert dashboard.purpose(lang).replace("'", "&#x27;") in page
    # Each dashboard's explorers said once, after one label (it was « Explorateurs :
    # Explorateurs : … »).
    label = t("workshop_room.landing.stations", lang, stations="").strip()
    assert page.count(html.escape(label)) == len(DASHBOARDS)
    assert f'<html lang="{lang}">' in page
    assert "http" not in page  # nothing from the network


def test_no_page_of_the_workshop_asks_a_cdn() -> None:
    template = (TEMPLATES / "mtglearn" / "index.html.j2").read_text(encoding="utf-8")
    assert "{%- block notebook_css -%}" in template
    assert not re.search(r"<link[^>]+https?://", template)


def kernels(server: psutil.Process) -> list[psutil.Process]:
    found = []
    for process in server.children(recursive=True):
        try:
            if process.status() != psutil.STATUS_ZOMBIE and "ipykernel_launcher" in " ".join(
                process.cmdline()
            ):
                found.append(process)
        except psutil.Error:
            continue
    return found


@contextmanager
def serving(room: Room, tmp_path: Path) -> Iterator[tuple[str, psutil.Process]]:
    """Voilà started as ``make workshop`` starts it for ``room``; stopped afterwards."""
    env = voila_env(ROOT, os.environ)
    env.update(JUPYTER_RUNTIME_DIR=str(tmp_path), JUPYTER_CONFIG_DIR=str(tmp_path))
    log = (tmp_path / "voila.log").open("w")
    process = subprocess.Popen(
        voila_command(sys.executable, ROOT, room), env=env, stdout=log, stderr=log
    )
    server = psutil.Process(process.pid)
    url = f"http://127.0.0.1:{room.port}"
    try:
        for _ in range(120):
            try:
                with urllib.request.urlopen(url, timeout=2):
                    break
            except OSError:
                assert process.poll() is None, (tmp_path / "voila.log").read_text()
                time.sleep(0.5)
        yield url, server
    finally:
        left = kernels(server)
        process.terminate()
        process.wait(timeout=30)
        for kernel in left:
            if kernel.is_running():
                kernel.kill()
        log.close()


@pytest.fixture()
def voila(tmp_path: Path) -> Iterator[tuple[str, psutil.Process]]:
    """The workshop served as ``make workshop`` does, culling after 2 idle seconds (checked
    every second), without a preheated pool (so every kernel is a page's)."""
    room = Room("en", "127.0.0.1", free_port(), cull_after=2, cull_every=1, pool=0, first_pool=0)
    with serving(room, tmp_path) as served:
        yield served


@pytest.mark.integration  # a Voilà server: run by ``make test``, not by ``make test-fast``
def test_a_closed_pages_kernel_is_shut_down_and_an_open_pages_is_not(
    voila: tuple[str, psutil.Process],
) -> None:
    """A page opens the provoke dashboard (its kernel starts and runs it) and connects to its
    kernel as a browser does. While the page is open the kernel lives, idle for longer than
    the cull timeout; once the page is closed, culling shuts the kernel down."""
    url, server = voila

    async def visit() -> None:
        with urllib.request.urlopen(f"{url}/voila/render/04_provoke.ipynb", timeout=120) as r:
            page = r.read().decode("utf-8")
        # The landing page is the course's, not Voilà's file list.
        with urllib.request.urlopen(url, timeout=30) as r:
            assert t("workshop_room.landing.lead", "en") in r.read().decode("utf-8")
        kernel = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', page)
        assert kernel is not None
        socket = await websocket_connect(
            f"{url.replace('http', 'ws')}/api/kernels/{kernel[1]}/channels?session_id=test",
            subprotocols=["v1.kernel.websocket.jupyter.org"],
        )
        await asyncio.sleep(5)  # idle more than twice the timeout, but connected
        assert len(kernels(server)) == 1, "an open page's kernel was culled"
        socket.close()  # the page is closed
        for _ in range(40):
            if not kernels(server):
                return
            await asyncio.sleep(0.5)
        raise AssertionError("the closed page's kernel is still running after 20 s")

    asyncio.run(visit())


def kernel_exists(url: str, kernel_id: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/api/kernels/{kernel_id}", timeout=30):
            return True
    except urllib.error.HTTPError as error:
        assert error.code == 404, error
        return False


@pytest.mark.integration  # a Voilà server: run by ``make test``, not by ``make test-fast``
def test_a_preheated_kernel_handed_to_a_page_waits_for_the_page_however_long_it_was_idle(
    tmp_path: Path,
) -> None:
    """The server sits idle past the culling timeout with its pool ready (as before a class),
    then a page takes a preheated kernel: the kernel is not culled while the page's browser has
    not connected (it was, at the next check: the page then waited for good), it answers the
    page's widgets once connected, and it is culled once the page is closed. A page whose
    browser never connects frees its kernel after the grace."""
    room = Room("en", "127.0.0.1", free_port(), cull_after=2, cull_every=1, pool=0,
                first_pool=2, grace=10)  # fmt: skip
    first = f"/voila/render/{DASHBOARDS[0].file('en')}"

    def page() -> str:
        with urllib.request.urlopen(url + first, timeout=120) as answer:
            found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', answer.read().decode("utf-8"))
        assert found is not None
        return found[1]

    async def states(kernel_id: str) -> int:
        """Connects as the page's browser does, asks the widgets' states, closes."""
        session = "test"
        socket = await websocket_connect(
            f"{url.replace('http', 'ws')}/api/kernels/{kernel_id}/channels?session_id={session}",
            subprotocols=[PROTOCOL],
        )
        try:
            await socket.write_message(pack(comm_open(session)), binary=True)
            await socket.write_message(pack(request_states(session)), binary=True)
            while True:
                raw = await asyncio.wait_for(socket.read_message(), 60)
                assert isinstance(raw, bytes), "the kernel's websocket closed"
                msg = unpack(raw)
                if msg["content"].get("data", {}).get("method") == "update_states":
                    return len(msg["content"]["data"]["states"])
        finally:
            socket.close()

    with serving(room, tmp_path) as (url, server):
        deadline = time.monotonic() + 120
        while len(kernels(server)) < 2:
            assert time.monotonic() < deadline, "the pool never filled"
            time.sleep(0.5)
        time.sleep(room.cull_after + 3 * room.cull_every + 4)  # the pool idles past the timeout
        kernel = page()
        log = (tmp_path / "voila.log").read_text()
        assert f"Using pre-heated kernel: {kernel}" in log
        time.sleep(room.cull_after + 3 * room.cull_every)  # the browser is slow to connect
        assert kernel_exists(url, kernel), "a kernel handed to a page was culled before it"
        assert asyncio.run(states(kernel)) > 10  # the explorers' widgets answer
        for _ in range(120):  # the page is closed: culled within seconds
            if not kernel_exists(url, kernel):
                break
            time.sleep(0.5)
        else:
            raise AssertionError("the closed page's kernel was not culled")
        # A page whose browser never connects (its tab closed while it loaded).
        lost = page()
        start = time.monotonic()
        time.sleep(room.cull_after + 3 * room.cull_every)
        assert kernel_exists(url, lost)
        while kernel_exists(url, lost):
            assert time.monotonic() - start < room.grace + 60, "an unclaimed kernel lives on"
            time.sleep(0.5)


@pytest.mark.parametrize("lang", LANGS)
def test_the_course_map_links_each_notebook(lang: Lang) -> None:
    """Notebook 00's course map: every file is a link to the notebook (relative)."""
    from mtglearn.teach.course import COURSE
    from mtglearn.teach.reference_tables import course_map_table

    table = course_map_table(lang).to_html()
    links = re.findall(r'<a href="([^"]+)">', table)
    assert links == [lesson.file(lang) for lesson in COURSE]


@pytest.mark.parametrize("lang", LANGS)
def test_a_taken_port_is_refused_with_the_command_to_choose_another(
    lang: Lang, capsys: pytest.CaptureFixture[str]
) -> None:
    """Voilà would move to another port silently, and the room would open the address the
    banner printed, where nothing answers: the workshop refuses instead, in its language."""
    import socket

    from mtglearn.teach.workshop.serve import main, port_free

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert not port_free("127.0.0.1", port)
        assert main(["--lang", lang, "--port", str(port)]) == 1
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.strip() == t("workshop_room.serve.port_taken", lang, port=port)
    assert "WORKSHOP_PORT=" in said.err
    assert port_free("127.0.0.1", port)


@pytest.mark.parametrize("lang", LANGS)
def test_make_workshop_serves_the_dashboards_of_this_checkout(
    lang: Lang, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``main`` (what ``make workshop`` runs) hands Voilà this checkout's dashboards and
    templates: when the module moved one folder down, it handed it ``mtglearn/workshop/en``,
    which doesn't exist, and ``make workshop`` stopped at once."""
    from mtglearn.teach.workshop import serve

    ran: list[tuple[list[str], dict[str, str]]] = []
    monkeypatch.setattr(serve.os, "execve", lambda _, command, env: ran.append((command, env)))
    assert serve.main(["--lang", lang, "--port", str(unused_port())]) == 0
    capsys.readouterr()
    ((command, env),) = ran
    assert Path(command[3]) == ROOT / "workshop" / lang
    assert Path(command[3]).is_dir()
    assert env["JUPYTER_PATH"].split(os.pathsep)[0] == str(ROOT / "jupyter")
    assert (ROOT / "jupyter" / "voila" / "templates" / "mtglearn").is_dir()


def unused_port() -> int:
    """A port nothing listens on (bound, then released for the test)."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_port_whose_last_connections_linger_is_free_at_once() -> None:
    """A workshop just stopped leaves its connections in TIME_WAIT on its port for a minute:
    ``make workshop`` restarted at once said the port was taken, although nothing listened."""
    import socket

    from mtglearn.teach.workshop.serve import port_free

    server = socket.socket()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as tornado listens
    server.bind(("127.0.0.1", 0))
    server.listen()
    port = server.getsockname()[1]
    client = socket.create_connection(("127.0.0.1", port))
    accepted, _ = server.accept()
    accepted.close()  # the server closes first: its side of the connection waits
    client.close()
    server.close()
    assert port_free("127.0.0.1", port)


def test_voila_never_moves_to_another_port() -> None:
    command = voila_command("python", ROOT, Room("en", "127.0.0.1", 8866))
    assert "--port=8866" in command and "--Voila.port_retries=0" in command
