"""A real JupyterLab in a real browser: Debian's Chromium driven by Playwright.

The server runs on a free loopback port with its configuration, runtime, settings and
workspaces in a temporary folder, so nothing leaks from (or into) the user's own Jupyter.
Chromium is Debian's (``/usr/bin/chromium``, installed by ``make test``); Playwright never
downloads a browser.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Page, expect

CHROMIUM = os.environ.get("MTGLEARN_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip


@dataclass(frozen=True)
class Lab:
    url: str
    token: str

    def notebook_url(self, relative: str) -> str:
        return f"{self.url}/lab/tree/{relative}?token={self.token}&reset"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def jupyter_lab(root: Path, workdir: Path) -> Iterator[Lab]:
    """Start JupyterLab on ``root`` (a copy of the notebooks) and stop it afterwards."""
    token, port = secrets.token_hex(16), free_port()
    settings = workdir / "settings"
    notify = settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    notify.parent.mkdir(parents=True)
    # The "news" toast would cover the page; this is the setting that really turns it off.
    notify.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    # JupyterLab 4 only renders the cells in view by default; a test must see them all.
    tracker = settings / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    tracker.parent.mkdir(parents=True)
    tracker.write_text(json.dumps({"windowingMode": "none"}))
    env = isolated_env(workdir)
    # The course's JupyterLab defaults, as `make lab` gives them (widget state saved).
    env["JUPYTER_CONFIG_PATH"] = str(Path(__file__).resolve().parents[2] / "jupyter")
    command = [
        sys.executable, "-m", "jupyterlab", "--allow-root", "--no-browser",
        "--ip", "127.0.0.1", f"--port={port}", f"--ServerApp.token={token}",
        f"--ServerApp.root_dir={root}", f"--LabApp.user_settings_dir={settings}",
        f"--LabApp.workspaces_dir={workdir / 'workspaces'}",
        "--LabApp.expose_app_in_browser=True",
    ]  # fmt: skip
    with serve(command, env, f"/api/status?token={token}", workdir / "lab.log") as url:
        yield Lab(url, token)


@contextmanager
def serve(command: list[str], env: dict[str, str], probe: str, log_path: Path) -> Iterator[str]:
    """Run a Jupyter server (``command`` must bind the port of its ``--port=`` argument), wait
    until ``probe`` (a path) answers, yield its base URL, and stop it afterwards."""
    port = next(a.split("=", 1)[1] for a in command if a.startswith("--port="))
    url = f"http://127.0.0.1:{port}"
    log = log_path.open("w")
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{url}{probe}", timeout=2):
                    break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        f"{command[2]} did not start:\n" + log_path.read_text()
                    ) from None
                time.sleep(0.5)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def isolated_env(workdir: Path, pythonpath: Path | None = None) -> dict[str, str]:
    """The environment of a server whose Jupyter config, runtime and data live in ``workdir``
    (``pythonpath`` first on PYTHONPATH: its kernels then import that checkout's mtglearn)."""
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(workdir / "config"),
        JUPYTER_RUNTIME_DIR=str(workdir / "runtime"),
        JUPYTER_DATA_DIR=str(workdir / "data"),
    )
    env.pop("MPLBACKEND", None)
    if pythonpath is not None:
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (str(pythonpath), os.environ.get("PYTHONPATH", "")) if p
        )
    return env


@contextmanager
def voila_server(root: Path, workdir: Path) -> Iterator[str]:
    """Start Voilà on the folder ``root`` (its notebooks at ``/voila/render/<relative path>``),
    with this checkout's mtglearn on the kernels' path, and stop it afterwards.

    Tracebacks are shown in the page (Voilà hides them by default), so a test can see them.
    """
    command = [
        sys.executable, "-m", "voila", str(root), "--no-browser", f"--port={free_port()}",
        "--Voila.ip=127.0.0.1", "--show_tracebacks=True",
        # The course's template, as make workshop serves it (no CDN request).
        "--template=mtglearn",
    ]  # fmt: skip
    checkout = Path(__file__).resolve().parents[2]
    env = isolated_env(workdir, checkout)
    env["JUPYTER_PATH"] = str(checkout / "jupyter")
    with serve(command, env, "/", workdir / "voila.log") as url:
        yield url


def copy_course(destination: Path) -> Path:
    """A throwaway copy of the notebooks, so running them in the browser changes nothing."""
    root = Path(__file__).resolve().parents[2] / "notebooks"
    shutil.copytree(root, destination, ignore=shutil.ignore_patterns("source", ".*"))
    return destination


def wait_for_kernel(page: Page) -> None:
    """Wait until the notebook's kernel is connected and idle.

    JupyterLab may ask which kernel to start (a "Select Kernel" dialog, sometimes a few seconds
    after the page loads, more often on a busy machine): answer it with the notebook's kernel.
    """
    dialog = page.locator(".jp-Dialog")
    for _ in range(1200):
        if dialog.count():
            dialog.get_by_role("button", name="Select").click()
        connected = page.evaluate(
            """() => {
                const widget = window.jupyterapp?.shell?.currentWidget;
                const kernel = widget?.sessionContext?.session?.kernel;
                return Boolean(widget?.sessionContext?.isReady && kernel
                               && kernel.connectionStatus === 'connected'
                               && kernel.status === 'idle');
            }"""
        )
        if connected and not dialog.count():
            return
        page.wait_for_timeout(100)
    raise AssertionError("the notebook's kernel never became ready")


def open_notebook(page: Page, lab: Lab, notebook: str) -> None:
    """Open a notebook in JupyterLab and wait for its kernel. A page already showing this
    JupyterLab opens it through JupyterLab's own commands, after closing what it showed and
    shutting down that kernel: booting JupyterLab again takes seconds."""
    booted = page.url.startswith(lab.url) and page.evaluate("() => Boolean(window.jupyterapp)")
    if not booted:
        page.goto(lab.notebook_url(notebook), timeout=120_000)
    else:
        page.evaluate(
            """async (path) => {
                const app = window.jupyterapp;
                for (const widget of [...app.shell.widgets('main')]) {
                    if (widget.context) widget.context.model.dirty = false;  // no "Save?" dialog
                    await widget.sessionContext?.shutdown();
                    widget.dispose();
                }
                await app.commands.execute('docmanager:open', {path});
                // The launcher JupyterLab shows while the main area was empty.
                for (const widget of [...app.shell.widgets('main')]) {
                    if (!widget.context) widget.dispose();
                }
            }""",
            notebook,
        )
        page.wait_for_function(
            "(path) => window.jupyterapp.shell.currentWidget?.context?.path === path",
            arg=notebook,
            timeout=120_000,
        )
    wait_for_kernel(page)


def run_all(page: Page, lab: Lab, notebook: str, ready: str) -> None:
    """Open a notebook, clear its committed outputs, run all cells for real, wait until done.

    The committed outputs already carry execution counts, so a test must not trust them: the
    outputs are cleared first, and ``ready`` (a CSS selector) must appear again, which only a
    real run in this session can do.
    """
    open_notebook(page, lab, notebook)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    expect(page.locator(ready)).to_have_count(0, timeout=30_000)
    # Not awaited: the command's promise may outlive the run.
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    expect(page.locator(ready).first).to_be_visible(timeout=240_000)
    expect(page.locator(".jp-InputPrompt", has_text="[*]")).to_have_count(0, timeout=240_000)
    wait_for_kernel(page)


#: Resolves once the page's layout has held still for three animation frames (sizes of the
#: document and of every output area), or after two seconds.
_STILL = """() => new Promise((done) => {
    const root = document.documentElement;
    const outputs = () => [...document.querySelectorAll('.jp-OutputArea-output')];
    const shape = () => [root.scrollWidth, root.scrollHeight, ...outputs().map((el) => {
        const box = el.getBoundingClientRect();
        return `${box.x},${box.y},${box.width},${box.height}`;
    })].join(' ');
    let last = shape(), same = 0, frames = 0;
    const tick = () => {
        const now = shape();
        same = now === last ? same + 1 : 0;
        last = now;
        if (same >= 3 || ++frames > 120) done(frames); else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
})"""


def settle(page: Page) -> None:
    """Wait until what a change (a scroll, a new viewport, a font size) sets moving has been laid
    out again: no fixed sleep, three still frames."""
    page.evaluate(_STILL)


def no_widget_errors(page: Page) -> None:
    """No widget failed to render and no cell wrote to stderr."""
    assert page.get_by_text("Error displaying widget").count() == 0
    stderr = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
    assert page.locator(stderr).count() == 0, page.locator(stderr).all_inner_texts()
