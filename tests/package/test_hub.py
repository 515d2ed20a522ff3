"""The course on JupyterHub (hub/jupyterhub_config.py), started here as scripts/try_hub.py
does: a local hub behind JupyterHub's own proxy, two students in a real browser (headless
Chromium) following the class's links, the course pulled into each account by nbgitpuller, an
explorer moved in JupyterLab and in a dashboard through the hub (its result changes), no
request leaving the machine and no WebSocket refused; and the hub's files agreeing with each
other (the Zero to JupyterHub values, the extras, the installed Voilà template)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "hub" / "jupyterhub_config.py"


def load_script() -> object:
    spec = importlib.util.spec_from_file_location("try_hub", ROOT / "scripts" / "try_hub.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


# A hub, its servers and a browser: run by ``make test``, left out of ``make test-fast``.
@pytest.mark.integration
@pytest.mark.browser
def test_two_students_follow_the_class_links_and_move_explorers_through_the_hub(
    tmp_path: Path,
) -> None:
    hub = load_script()
    branch = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--abbrev-ref", "HEAD"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    # In a thread of its own: Playwright's sync API refuses to start where another is running,
    # and the session's browser fixture (tests/conftest.py) may be alive in this worker.
    with ThreadPoolExecutor(max_workers=1) as pool:
        seen = pool.submit(hub.check, tmp_path, str(ROOT), branch).result()  # type: ignore[attr-defined]
    print("\n".join(seen))  # the figures (pull time, reaction time), shown with pytest -s
    for student in ("alice", "bob"):
        assert (
            tmp_path / student / "mtglearn" / "notebooks" / "en" / "00_start_here.ipynb"
        ).is_file()
    reacted = [line for line in seen if "reacted to its slider" in line]
    assert [line.split(":")[0] for line in reacted] == ["alice", "alice", "bob"]
    assert "JupyterLab ran" in reacted[0] and "dashboard" in reacted[1]
    assert any(line.endswith("all to this machine") for line in seen)
    assert any("the course's kernel connection" in line for line in seen)
    assert "French dashboard" in reacted[2]  # its page said lang="fr" (try_hub checks it)
    assert any(line.endswith("none refused") for line in seen)


def test_what_pages_ask_is_sorted_and_a_refused_websocket_noted() -> None:
    """The browser's record (scripts/try_hub.py's Traffic): the page's own data: and blob:
    addresses are not requests; a WebSocket's failure is kept with its address."""
    hub = load_script()
    traffic = hub.Traffic()  # type: ignore[attr-defined]
    for address in (
        "http://127.0.0.1:8000/hub/login",
        "data:image/png;base64,AAAA",
        "blob:http://127.0.0.1:8000/x",
        "https://cdn.jsdelivr.net/npm/x.css",
    ):
        traffic.note(address)  # fmt: skip
    assert traffic.asked == [
        "http://127.0.0.1:8000/hub/login",
        "https://cdn.jsdelivr.net/npm/x.css",
    ]

    class Socket:
        url = "ws://127.0.0.1:8000/user/alice/api/kernels/k/channels"

        def on(self, event: str, callback: object) -> None:
            assert event == "socketerror"
            callback("Sent non-empty 'Sec-WebSocket-Protocol' header")  # type: ignore[operator]

    traffic.watch(Socket())
    assert traffic.asked[-1] == Socket.url
    assert traffic.failed == [f"{Socket.url}: Sent non-empty 'Sec-WebSocket-Protocol' header"]


def test_the_pull_link_opens_the_first_notebook_of_the_pulled_course() -> None:
    hub = load_script()
    link = hub.pull_link("https://hub.example", "https://git.example/mtglearn", "main")  # type: ignore[attr-defined]
    assert link.startswith("https://hub.example/hub/user-redirect/git-pull?")
    assert "urlpath=lab%2Ftree%2Fmtglearn%2Fnotebooks%2Fen%2F00_start_here.ipynb" in link
    assert "repo=https%3A%2F%2Fgit.example%2Fmtglearn" in link and "branch=main" in link
    dashboard = "voila/render/mtglearn/workshop/en/01_combat.ipynb"
    link = hub.pull_link(
        "https://hub.example", "https://git.example/mtglearn", "main", urlpath=dashboard
    )  # type: ignore[attr-defined]
    assert "urlpath=voila%2Frender%2Fmtglearn%2Fworkshop%2Fen%2F01_combat.ipynb" in link
    assert hub.class_link("https://hub.example", dashboard) == (  # type: ignore[attr-defined]
        f"https://hub.example/hub/user-redirect/{dashboard}"
    )


def test_the_guides_give_the_class_links_try_hub_follows() -> None:
    """The links of the teacher guides are the ones the integration test follows: nbgitpuller's
    to notebook 00, nbgitpuller's to the first dashboard, the plain one to a dashboard."""
    hub = load_script()
    for guide, lang, first in (
        ("docs/teacher-guide.md", "en", "00_start_here.ipynb"),
        ("docs/guide-enseignant.md", "fr", "00_commencer_ici.ipynb"),
    ):
        text = (ROOT / guide).read_text()
        pull = "https://<hub>/hub/user-redirect/git-pull?repo=<{}>&branch=main&targetpath=mtglearn&urlpath="
        repo = "this repository" if lang == "en" else "ce dépôt"
        assert pull.format(repo) + f"lab/tree/mtglearn/notebooks/{lang}/{first}" in text
        dashboard = f"voila/render/mtglearn/workshop/{lang}/01_combat.ipynb"
        assert pull.format(repo) + dashboard in text, guide
        assert hub.class_link("https://<hub>", dashboard) in text, guide  # type: ignore[attr-defined]
    assert hub.DASHBOARD == "workshop/en/01_combat.ipynb"  # type: ignore[attr-defined]


def test_what_the_hub_leaves_running_in_its_homes_is_stopped(tmp_path: Path) -> None:
    """A process started in a student's home, in a session of its own (as the hub starts a
    user's server), outlives the hub's process group: the clean-up finds it by its directory."""
    hub = load_script()
    home = tmp_path / "alice"
    home.mkdir()
    left = subprocess.Popen(["sleep", "300"], cwd=home, start_new_session=True)
    elsewhere = subprocess.Popen(["sleep", "300"], cwd=ROOT, start_new_session=True)
    try:
        killed = hub.stop_left_in(tmp_path)  # type: ignore[attr-defined]
        assert left.pid in killed and elsewhere.pid not in killed
        assert left.wait(timeout=10) != 0
        assert elsewhere.poll() is None
    finally:
        left.kill()
        elsewhere.kill()
        elsewhere.wait()


def test_the_hub_extra_installs_no_jupyterhub_into_the_students_environment() -> None:
    """The ``hub`` extra goes into a hub's user environment (TLJH's, a Zero to JupyterHub
    image), where the hub's own JupyterHub already is: it brings the workshop and nbgitpuller,
    never a second JupyterHub or a proxy; ``try-hub`` adds JupyterHub and Playwright for
    ``scripts/try_hub.py``, whose proxy comes from npm (hub/proxy), never the Python port."""
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]

    def names(extra: str) -> set[str]:
        found = set()
        for requirement in extras[extra]:
            name = requirement.split(">")[0].split("<")[0].split("[")[0].split("=")[0]
            found.add(name.strip().lower())
            if name.strip() == "mtglearn-course":
                inner = requirement.split("[", 1)[1].split("]", 1)[0]
                for other in inner.split(","):
                    found |= names(other.strip())
        return found

    assert {"nbgitpuller", "voila"} <= names("hub")
    assert not {"jupyterhub", "configurable-http-proxy"} & names("hub")
    assert {"jupyterhub", "playwright"} <= names("try-hub")
    assert "configurable-http-proxy" not in names("try-hub") | names("test")
    lock = json.loads((ROOT / "hub" / "proxy" / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/configurable-http-proxy"]["version"] == "4.6.3"


def hub_settings(source: str) -> Config:
    """What a JupyterHub config file (or a Helm ``extraConfig`` snippet) sets, read as
    JupyterHub reads it, outside the local try-out mode (``MTGLEARN_HUB_HOMES`` unset)."""
    config = Config()
    namespace = {"get_config": lambda: config, "c": config, "__file__": str(CONFIG)}
    saved = os.environ.pop("MTGLEARN_HUB_HOMES", None)
    try:
        exec(compile(source, "hub-config", "exec"), namespace)
    finally:
        if saved is not None:
            os.environ["MTGLEARN_HUB_HOMES"] = saved
    return config


def test_the_zero_to_jupyterhub_values_carry_the_course_hub_settings() -> None:
    """hub/z2jh/config.yaml (Helm values, not tried on a cluster here) sets what
    hub/jupyterhub_config.py sets for every hub: JupyterLab first, the users' servers' same
    arguments (culling, the course's Voilà template); its image
    installs the ``hub`` extra."""
    import yaml

    values = yaml.safe_load((ROOT / "hub" / "z2jh" / "config.yaml").read_text())
    assert values["singleuser"]["defaultUrl"] == "/lab"
    hub = hub_settings(CONFIG.read_text())
    helm = hub_settings(values["hub"]["extraConfig"]["mtglearn"])
    assert hub.Spawner.default_url == values["singleuser"]["defaultUrl"]
    assert list(helm.Spawner.args) == list(hub.Spawner.args)
    for setting in (
        "cull_idle_timeout=600",
        "VoilaConfiguration.template=mtglearn",
        "kernel_websocket_connection_class=mtglearn.teach.workshop.connection.",
    ):
        assert any(setting in argument for argument in hub.Spawner.args), setting
    assert values["cull"]["enabled"] is True
    dockerfile = (ROOT / "hub" / "z2jh" / "Dockerfile").read_text()
    assert 'mtglearn-course[hub] @ ${COURSE}"' in dockerfile


def test_the_users_servers_arguments_are_read_by_a_jupyter_server() -> None:
    """The arguments a hub gives each user's server parse as jupyter_server parses them (the
    Voilà template's name, the culling)."""
    from jupyter_server.serverapp import ServerApp

    from mtglearn.teach.workshop.connection import CourseKernelConnection

    app = ServerApp()
    app.parse_command_line(list(hub_settings(CONFIG.read_text()).Spawner.args))
    assert app.config.VoilaConfiguration.template == "mtglearn"
    assert app.config.MappingKernelManager.cull_idle_timeout == 600
    # The course's kernel connection (the restart race of jupyter_server 2.21), as make lab
    # has it; the Zero to JupyterHub values carry the same arguments (the test above).
    assert app.kernel_websocket_connection_class is CourseKernelConnection


def test_try_hub_looks_for_the_course_kernel_connection_in_the_users_servers_log() -> None:
    """try_hub checks that the users' servers it spawned loaded the course's kernel connection:
    the line the connection logs at a server's first kernel connection."""
    from mtglearn.teach.workshop.connection import ANNOUNCE

    hub = load_script()
    assert hub.CONNECTION_LINE == ANNOUNCE  # type: ignore[attr-defined]


def test_the_course_template_is_installed_with_the_package() -> None:
    """The wheel puts every file of the course's Voilà template (``jupyter/voila/templates/
    mtglearn``) in ``share/jupyter/voila/templates/mtglearn``, where a hub's users' servers find
    the template their arguments name."""
    import tomllib

    files = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    template = ROOT / "jupyter" / "voila" / "templates" / "mtglearn"
    patterns = files["share/jupyter/voila/templates/mtglearn"]
    matched = {path for pattern in patterns for path in ROOT.glob(pattern)}
    assert matched == {path for path in template.iterdir() if path.is_file()}
    assert {path.name for path in matched} >= {"conf.json", "index.html.j2", "page_watch.js"}
