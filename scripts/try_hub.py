"""Start the course's JupyterHub here (hub/jupyterhub_config.py, local and throwaway), log two
students in, pull the course into each account with an nbgitpuller link, open a course notebook
and a workshop dashboard, then stop everything.

    python scripts/try_hub.py [--keep]      # prints what it checked; exit 1 on a failure

Loopback only (127.0.0.1, free ports), bounded (every wait has a deadline), and it stops the
hub, the proxy and the users' servers it started. Needs the ``try-hub`` extra (JupyterHub and
the Python configurable-http-proxy, on top of the ``hub`` extra: nbgitpuller and Voilà).
"""

from __future__ import annotations

import argparse
import http.cookiejar
import os
import re
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
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "hub" / "jupyterhub_config.py"
STUDENTS = ("alice", "bob")
NOTEBOOK = "notebooks/en/00_start_here.ipynb"
DASHBOARD = "workshop/en/04_provoke.ipynb"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def pull_link(hub: str, repo: str, branch: str, target: str = "mtglearn") -> str:
    """The nbgitpuller link a teacher shares: it clones (or updates) the course in the
    student's account, then opens its first notebook in JupyterLab."""
    query = urllib.parse.urlencode(
        {
            "repo": repo,
            "branch": branch,
            "targetpath": target,
            "urlpath": f"lab/tree/{target}/{NOTEBOOK}",
        }
    )
    return f"{hub}/hub/user-redirect/git-pull?{query}"


class Student:
    """A browser's cookies and requests, for one student."""

    def __init__(self, hub: str, name: str) -> None:
        self.hub, self.name = hub, name
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, url: str, timeout: float = 180) -> tuple[str, str]:
        with self.opener.open(url, timeout=timeout) as answer:
            return answer.geturl(), answer.read().decode("utf-8", "replace")

    def open(self, url: str, deadline: float = 180) -> tuple[str, str]:
        """Follow ``url`` as a browser does, waiting on the hub's "server starting" page."""
        end = time.monotonic() + deadline
        landed, page = self.get(url)
        while "/hub/spawn-pending/" in landed:
            if time.monotonic() > end:
                raise RuntimeError(f"{self.name}'s server did not start")
            time.sleep(0.25)
            target = urllib.parse.parse_qs(urllib.parse.urlsplit(landed).query)["next"][0]
            landed, page = self.get(f"{self.hub}{target}")
        return landed, page

    def log_in(self, password: str) -> None:
        self.get(f"{self.hub}/hub/login")
        xsrf = next(c.value for c in self.jar if c.name == "_xsrf")
        form = urllib.parse.urlencode(
            {"username": self.name, "password": password, "_xsrf": xsrf}
        ).encode()
        with self.opener.open(f"{self.hub}/hub/login", data=form, timeout=180) as answer:
            answer.read()

    def xsrf(self) -> str:
        return next(c.value for c in self.jar if c.name == "_xsrf")


@contextmanager
def hub(work: Path) -> Iterator[tuple[str, str]]:
    """The hub of hub/jupyterhub_config.py, with its homes in ``work``: (URL, password)."""
    port, password = free_port(), secrets.token_hex(8)
    env = dict(
        os.environ,
        MTGLEARN_HUB_HOMES=str(work),
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


def check(work: Path, repo: str, branch: str) -> list[str]:
    """Run the visit; returns what was seen, one line a check (raises on a failure)."""
    seen: list[str] = []
    with hub(work) as (url, password):
        seen.append(f"hub started at {url}")
        for name in STUDENTS:
            student = Student(url, name)
            student.log_in(password)
            landed, _ = student.get(f"{url}/hub/home")
            assert "/hub/home" in landed, landed
            seen.append(f"{name} logged in")
            landed, _ = student.open(pull_link(url, repo, branch))
            assert f"/user/{name}/git-pull" in landed, landed
            # The page the link lands on pulls with its script (an event stream from the
            # server's git-pull API): a browser's part, done here by reading that stream.
            query = urllib.parse.urlsplit(landed).query
            _, progress = student.get(f"{url}/user/{name}/git-pull/api?{query}", timeout=300)
            assert '"phase": "finished"' in progress, progress[-500:]
            pulled = work / name / "mtglearn" / NOTEBOOK
            assert pulled.is_file(), f"nbgitpuller did not pull the course for {name}"
            seen.append(f"{name}: nbgitpuller pulled the course into {pulled.parent.parent.parent}")
            landed, _ = student.get(f"{url}/user/{name}/lab/tree/mtglearn/{NOTEBOOK}")
            assert f"/user/{name}/lab/tree/mtglearn/" in landed, landed
            seen.append(f"{name}: JupyterLab opens {landed.split('?')[0]}")
            api = f"{url}/user/{name}/api/contents/mtglearn/{NOTEBOOK}"
            _, model = student.get(api)
            assert '"type": "notebook"' in model or '"type":"notebook"' in model
            seen.append(f"{name}: the course notebook {NOTEBOOK} opens ({len(model)} bytes)")
            _, dashboard = student.get(f"{url}/user/{name}/voila/render/mtglearn/{DASHBOARD}")
            # The explorer's cell ran in the student's kernel and left its widget's view.
            assert "application/vnd.jupyter.widget-view+json" in dashboard, dashboard[:500]
            assert "Traceback" not in dashboard
            kernel = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', dashboard)
            seen.append(
                f"{name}: the dashboard {DASHBOARD} rendered by Voilà through the hub "
                f"(kernel {kernel[1] if kernel else '?'})"
            )
    return seen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="keep the temporary homes")
    args = parser.parse_args()
    branch = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--abbrev-ref", "HEAD"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    work = Path(tempfile.mkdtemp(prefix="mtglearn-hub-"))
    try:
        for line in check(work, str(ROOT), branch):
            print(line)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
