"""The course's Jupyter server settings reach every server the course starts or configures:
``make lab`` and Binder (``jupyter/`` on JUPYTER_CONFIG_PATH; Binder through the repository's
``start`` script, which repo2docker runs the server with), a conda install (the README's
command, that same script), a hub's users' servers (their arguments: tests/package/
test_hub.py). The setting that matters is the course's kernel WebSocket connection, the
workaround for jupyter_server 2.21's restart race (tests/browser/test_lab_restart_browser.py)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: What a Jupyter server started in this environment reads of its configuration files.
READ_CONFIG = """
import json
from jupyter_server.serverapp import ServerApp
app = ServerApp()
app.load_config_file()
connection = app.config.ServerApp.get("kernel_websocket_connection_class")
if connection is not None:  # the class it names is imported as the server would
    connection = app.kernel_websocket_connection_class
    connection = f"{connection.__module__}.{connection.__name__}"
print(json.dumps({
    "connection": connection,
    "voila_template": app.config.VoilaConfiguration.get("template"),
}))
"""


def read_config(command: list[str], tmp_path: Path) -> dict[str, str | None]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JUPYTER")}
    env["JUPYTER_CONFIG_DIR"] = str(tmp_path / "config")  # no user's settings
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    done = subprocess.run(
        [*command, sys.executable, "-c", READ_CONFIG],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    answer: dict[str, str | None] = json.loads(done.stdout.strip().splitlines()[-1])
    return answer


def test_binders_start_script_gives_the_server_the_course_settings(tmp_path: Path) -> None:
    """repo2docker runs the server as ``start <command>``: the server then has the course's
    kernel connection, and its Voilà serves the dashboards in the course's template (found on
    the Jupyter path the script sets), wherever the script is called from."""
    from mtglearn.teach.workshop.connection import CONNECTION_CLASS

    start = ROOT / "start"
    assert os.access(start, os.X_OK), "start must be executable (repo2docker runs it)"
    seen = read_config([str(start)], tmp_path)
    assert seen["connection"] == CONNECTION_CLASS
    assert seen["voila_template"] == "mtglearn"
    # Binder reads the repository's root (a binder/ folder would hide environment.yml,
    # postBuild and start from it).
    assert not (ROOT / "binder").exists() and not (ROOT / ".binder").exists()


def test_without_the_course_settings_a_server_has_jupyters_own_connection(tmp_path: Path) -> None:
    """The check above can fail: a server started without them is not told the class."""
    seen = read_config([], tmp_path)
    assert seen["connection"] is None


def test_make_lab_puts_the_course_settings_on_the_config_path() -> None:
    makefile = (ROOT / "Makefile").read_text()
    recipe = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    assert 'JUPYTER_CONFIG_PATH="$(CURDIR)/jupyter' in recipe


def test_the_readme_tells_a_conda_user_to_start_jupyterlab_with_the_course_settings() -> None:
    """conda users start JupyterLab through the same script, in both languages of the README."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    conda_lines = [line for line in readme.splitlines() if "conda activate mtglearn" in line]
    assert len(conda_lines) >= 2, "the README's conda command, in English and in French"
    for line in conda_lines:
        assert re.search(r"conda activate mtglearn && \./start jupyter lab", line), line
