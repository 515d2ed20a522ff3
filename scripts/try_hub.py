"""Start the course's JupyterHub here (hub/jupyterhub_config.py, local and throwaway), and
go through it in a real browser (headless Chromium) as two students of a class would: the
teacher's links, logged out first, then the login form; nbgitpuller pulls the course into each
account; an explorer reacts to its control (the result changes) in JupyterLab and in a Voilà
dashboard, through the hub's proxy; no request of any page leaves this machine. Then it stops
everything.

    python scripts/try_hub.py [--keep] [--proxy COMMAND]   # what it checked; exit 1 on a failure

Loopback only (127.0.0.1, free ports), bounded (every wait has a deadline), and it stops the
hub, the proxy, the users' servers and the browser it started. Needs the ``try-hub`` extra
(JupyterHub and Playwright, on top of the ``hub`` extra: nbgitpuller and Voilà), Node.js and
npm (the proxy: JupyterHub's configurable-http-proxy, installed by ``npm ci`` from
hub/proxy/package-lock.json into build/hub-proxy) and Chromium (``/usr/bin/chromium``, or
``MTGLEARN_CHROMIUM``).
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "hub" / "jupyterhub_config.py"
#: JupyterHub's proxy, pinned by its npm lock file, and where try_hub installs it.
PROXY_SOURCE = ROOT / "hub" / "proxy"
PROXY_BUILD = ROOT / "build" / "hub-proxy"
STUDENTS = ("alice", "bob")
NOTEBOOK = "notebooks/en/00_start_here.ipynb"
#: The notebook whose explorer is moved in JupyterLab, and the dashboard moved in Voilà.
LESSON = "notebooks/en/01_combat_damage_and_first_strike.ipynb"
DASHBOARD = "workshop/en/01_combat.ipynb"
#: The dashboard bob's link opens: the French one (its page must say lang="fr", from one
#: server that serves both languages).
DASHBOARD_FR = "workshop/fr/01_combat.ipynb"
#: What a user's server logs at its first kernel connection when it runs the course's kernel
#: connection (mtglearn/teach/workshop/connection.py: the restart race's workaround).
CONNECTION_LINE = "Kernel WebSocket connections of the course"
CHROMIUM = os.environ.get("MTGLEARN_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
#: The hosts a page may ask: this machine only.
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost"})
#: Milliseconds a browser waits for a step (a spawn and a pull on a busy machine included).
WAIT_MS = 240_000


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def pull_link(
    hub: str, repo: str, branch: str, target: str = "mtglearn", urlpath: str | None = None
) -> str:
    """The nbgitpuller link a teacher shares with the whole class: it clones (or updates) the
    course in each student's account, then opens ``urlpath`` (the first notebook in
    JupyterLab unless told)."""
    query = urllib.parse.urlencode(
        {
            "repo": repo,
            "branch": branch,
            "targetpath": target,
            "urlpath": urlpath or f"lab/tree/{target}/{NOTEBOOK}",
        }
    )
    return f"{hub}/hub/user-redirect/git-pull?{query}"


def class_link(hub: str, path: str) -> str:
    """A link for the whole class to a path of each student's own server: the hub sends each
    student to theirs (``/user/<name>/<path>``)."""
    return f"{hub}/hub/user-redirect/{path}"


def proxy_command(build: Path = PROXY_BUILD) -> Path:
    """JupyterHub's configurable-http-proxy (Node), as hub/proxy/package-lock.json pins it:
    installed by ``npm ci`` into ``build`` the first time (and again when the lock changes)."""
    exe = build / "node_modules" / ".bin" / "configurable-http-proxy"
    lock = (PROXY_SOURCE / "package-lock.json").read_text()
    installed = build / "package-lock.json"
    if exe.is_file() and installed.is_file() and installed.read_text() == lock:
        return exe
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError(
            "try_hub needs Node.js and npm for JupyterHub's proxy (configurable-http-proxy): "
            "install them (Debian: apt-get install nodejs npm)"
        )
    build.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copyfile(PROXY_SOURCE / name, build / name)
    subprocess.run(
        [npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"],
        cwd=build, check=True, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    return exe


@contextmanager
def hub(work: Path, proxy: str | None = None) -> Iterator[tuple[str, str]]:
    """The hub of hub/jupyterhub_config.py, with its homes in ``work``: (URL, password).
    ``proxy``: the proxy's command (JupyterHub's configurable-http-proxy unless told)."""
    port, password = free_port(), secrets.token_hex(8)
    env = dict(
        os.environ,
        MTGLEARN_HUB_HOMES=str(work),
        MTGLEARN_HUB_PROXY=proxy or str(proxy_command()),
        MTGLEARN_HUB_PASSWORD=password,
        MTGLEARN_HUB_PORT=str(port),
        MTGLEARN_HUB_API_PORT=str(free_port()),
        MTGLEARN_HUB_PROXY_API_PORT=str(free_port()),
        # The users' kernels import this checkout's mtglearn (the pulled copy is the same).
        PYTHONPATH=str(ROOT),
        JUPYTER_CONFIG_DIR=str(work / "config"),
        JUPYTER_RUNTIME_DIR=str(work / "runtime"),
    )
    env.pop("MPLBACKEND", None)
    log = (work / "hub.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterhub", "-f", str(CONFIG)],
        cwd=work,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # one group: the proxy and the users' servers stop with it
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"{url}/hub/api", timeout=3):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    log_text = (work / "hub.log").read_text()
                    raise RuntimeError("the hub did not start:\n" + log_text) from None
                time.sleep(0.5)
        yield url, password
    finally:
        process.send_signal(signal.SIGINT)  # the hub stops the users' servers and the proxy
        with suppress(subprocess.TimeoutExpired):
            process.wait(timeout=60)
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # anything left of its group
        stop_left_in(work)
        log.close()


def stop_left_in(work: Path) -> list[int]:
    """Kill what still runs in ``work`` (returns the pids): the hub spawns each user's server,
    and that server its kernels, in sessions of their own, so a hub stopped before it could
    stop them (killed at its deadline on a loaded machine) leaves them out of its group. Their
    working directory is a home under ``work``: that finds them (Linux's /proc; elsewhere
    nothing is found)."""
    killed: list[int] = []
    root = str(work.resolve())
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            cwd = os.readlink(entry / "cwd")
        except OSError:
            continue
        if (cwd == root or cwd.startswith(root + os.sep)) and int(entry.name) != os.getpid():
            with suppress(ProcessLookupError):
                os.kill(int(entry.name), signal.SIGKILL)
                killed.append(int(entry.name))
    return killed


def check(work: Path, repo: str, branch: str, proxy: str | None = None) -> list[str]:
    """Run the visit; returns what was seen, one line a check (raises on a failure)."""
    from playwright.sync_api import sync_playwright

    seen: list[str] = []
    traffic = Traffic()
    with hub(work, proxy) as (url, password), sync_playwright() as playwright:
        seen.append(f"hub started at {url}")
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        try:
            # alice: the class's nbgitpuller link to notebook 00, then an explorer in
            # JupyterLab, then the class's link to a dashboard.
            page = student(browser, traffic)
            pulled = log_in_through(page, pull_link(url, repo, branch), "alice", password)
            opened = f"/user/alice/lab/tree/mtglearn/{NOTEBOOK}"
            page.wait_for_url(lambda address: opened in address, timeout=WAIT_MS)
            seen.append(f"alice: the class link pulled the course and opened {NOTEBOOK} ({pulled})")
            page.goto(class_link(url, f"lab/tree/mtglearn/{LESSON}"), timeout=WAIT_MS)
            run_all(page)
            seen.append(f"alice: JupyterLab ran {LESSON} " + moved(page, "alice", "JupyterLab"))
            if CONNECTION_LINE not in (work / "hub.log").read_text(errors="replace"):
                raise RuntimeError("alice's server did not load the course's kernel connection")
            seen.append("alice: her server runs the course's kernel connection (restart race)")
            page.goto(class_link(url, f"voila/render/mtglearn/{DASHBOARD}"), timeout=WAIT_MS)
            seen.append(f"alice: the dashboard {DASHBOARD} " + moved(page, "alice", "Voilà"))
            page.context.close()
            # bob: one nbgitpuller link that pulls the course and opens the French dashboard.
            page = student(browser, traffic)
            link = pull_link(url, repo, branch, urlpath=f"voila/render/mtglearn/{DASHBOARD_FR}")
            pulled = log_in_through(page, link, "bob", password)
            seen.append(f"bob: the class link pulled the course ({pulled}), the French dashboard "
                        + moved(page, "bob", "Voilà", "fr"))  # fmt: skip
            page.context.close()
        finally:
            browser.close()
    for name in STUDENTS:
        assert (work / name / "mtglearn" / NOTEBOOK).is_file(), f"nothing pulled for {name}"
    foreign = [a for a in traffic.asked if urllib.parse.urlsplit(a).hostname not in LOCAL_HOSTS]
    assert not foreign, f"requests that left this machine: {sorted(set(foreign))}"
    seen.append(f"{len(traffic.asked)} requests, WebSockets included, all to this machine")
    # A refused handshake is not harmless: JupyterLab then falls back to the old wire protocol
    # and its server replaces the connection the proxy had already opened for it ("Replacing
    # stale connection" in its log), the path of the restart hang seen in JupyterLab (replies
    # read in the wrong wire format).
    assert not traffic.failed, "WebSockets refused through the hub:\n" + "\n".join(traffic.failed)
    sockets = sum(urllib.parse.urlsplit(a).scheme == "ws" for a in traffic.asked)
    seen.append(f"{sockets} WebSockets through the hub's proxy, none refused")
    return seen


@dataclass
class Traffic:
    """What the students' pages asked (every request, WebSockets included) and which of their
    WebSockets failed (a handshake refused: the proxy did not carry the subprotocol)."""

    asked: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    def note(self, address: str) -> None:
        if urllib.parse.urlsplit(address).scheme in ("http", "https", "ws", "wss"):
            self.asked.append(address)  # data: and blob: addresses are the page's own

    def watch(self, socket: Any) -> None:
        self.note(socket.url)
        socket.on("socketerror", lambda error: self.failed.append(f"{socket.url}: {error}"))


def student(browser: Any, traffic: Traffic) -> Any:
    """A student's page in a browser of their own (no cookie of another), its requests and
    WebSockets noted in ``traffic``."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.on("request", lambda request: traffic.note(request.url))
    page = context.new_page()
    page.on("websocket", traffic.watch)
    return page


def log_in_through(page: Any, link: str, name: str, password: str) -> str:
    """Open a class link logged out: the hub shows its login form; log in, and the hub starts
    the student's server and goes on to the link (nbgitpuller's page pulls with its script).
    Returns how long it took from the login to the end of the pull."""
    page.goto(link, timeout=WAIT_MS)
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill(password)
    start = time.monotonic()
    page.locator("#login_submit").click()
    page.wait_for_url(lambda address: f"/user/{name}/git-pull" in address, timeout=WAIT_MS)
    page.wait_for_url(lambda address: "/git-pull" not in address, timeout=WAIT_MS)
    return f"{time.monotonic() - start:.1f} s from the login"


#: JupyterLab's notebook is open, its kernel connected and idle (a "Select Kernel" dialog,
#: which JupyterLab may show first, is answered by the caller).
KERNEL_READY = """() => {
    const widget = window.jupyterapp?.shell?.currentWidget;
    const kernel = widget?.sessionContext?.session?.kernel;
    return Boolean(widget?.sessionContext?.isReady && kernel
                   && kernel.connectionStatus === 'connected' && kernel.status === 'idle');
}"""


def wait_until(page: Any, ready: Callable[[], bool], what: str) -> None:
    end = time.monotonic() + WAIT_MS / 1000
    while not ready():
        if time.monotonic() > end:
            raise RuntimeError(f"{what}: not within {WAIT_MS // 1000} s")
        page.wait_for_timeout(200)


def run_all(page: Any) -> None:
    """Clear the notebook's saved outputs (its explorer's static copy with them) and run every
    cell in its kernel, through the hub's proxy, as Run ▸ Run All Cells does."""

    def kernel_ready() -> bool:
        dialog = page.locator(".jp-Dialog")
        if dialog.count():
            dialog.get_by_role("button", name="Select").click()
        return bool(page.evaluate(KERNEL_READY)) and not dialog.count()

    wait_until(page, kernel_ready, "the notebook's kernel did not connect through the hub")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.locator(".mtglearn-explorer").first.wait_for(state="detached", timeout=WAIT_MS)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.locator(".mtglearn-explorer .noUi-handle").first.wait_for(timeout=WAIT_MS)
    prompts = page.locator(".jp-InputPrompt", has_text="[*]")
    wait_until(page, lambda: prompts.count() == 0, "the notebook's cells did not all run")


def moved(page: Any, name: str, where: str, lang: str = "en") -> str:
    """Move the first slider of the page's first live explorer one step (a key, as a student
    would) and wait for its result to change: the change went to the student's kernel through
    the hub's proxy and the new result came back. Says how long that took. A dashboard's page
    must be the course's template's, in the dashboard's language ``lang``."""
    explorer = page.locator(".mtglearn-explorer").filter(has=page.locator(".noUi-handle")).first
    explorer.wait_for(timeout=WAIT_MS)
    if where == "Voilà":  # the course's template (its page texts), not Voilà's own
        assert page.locator("#mtglearn-page-texts").count() == 1, f"{name}: Voilà's template"
        said = page.evaluate("() => document.documentElement.lang")
        assert said == lang, f"{name}: the dashboard's page says lang={said!r}, not {lang!r}"
    result = explorer.locator(".mtglearn-explorer-result").first
    before = result.inner_html()
    handle = explorer.locator(".noUi-handle").first
    handle.scroll_into_view_if_needed()
    handle.focus()
    start = time.monotonic()
    handle.press("ArrowRight")
    try:
        page.wait_for_function(
            "([el, before]) => el.innerHTML !== before",
            arg=[result.element_handle(), before],
            timeout=60_000,
        )
    except Exception as error:
        raise RuntimeError(
            f"{name}: in {where}, the explorer did not react to its slider through the hub"
        ) from error
    return f"reacted to its slider in {time.monotonic() - start:.2f} s"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="keep the temporary homes")
    parser.add_argument(
        "--proxy",
        help="another proxy command (default: JupyterHub's configurable-http-proxy, from npm)",
    )
    args = parser.parse_args()
    branch = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--abbrev-ref", "HEAD"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    work = Path(tempfile.mkdtemp(prefix="mtglearn-hub-"))
    try:
        for line in check(work, str(ROOT), branch, args.proxy):
            print(line)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
