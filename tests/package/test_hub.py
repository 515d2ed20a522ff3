"""The course on JupyterHub (hub/jupyterhub_config.py), started here as scripts/try_hub.py
does: a local hub, two students logged in, the course pulled into each account by an
nbgitpuller link, a course notebook and a workshop dashboard opened through the hub."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest

#: A hub and its servers: run by ``make test``, left out of ``make test-fast``.
pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]


def load_script() -> object:
    spec = importlib.util.spec_from_file_location("try_hub", ROOT / "scripts" / "try_hub.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_two_students_pull_the_course_and_open_a_notebook_and_a_dashboard(
    tmp_path: Path,
) -> None:
    hub = load_script()
    branch = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--abbrev-ref", "HEAD"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    seen = hub.check(tmp_path, str(ROOT), branch)  # type: ignore[attr-defined]
    for student in ("alice", "bob"):
        assert f"{student} logged in" in seen
        assert (
            tmp_path / student / "mtglearn" / "notebooks" / "en" / "00_start_here.ipynb"
        ).is_file()
        assert any(line.startswith(f"{student}: the dashboard ") for line in seen)


def test_the_pull_link_opens_the_first_notebook_of_the_pulled_course() -> None:
    hub = load_script()
    link = hub.pull_link("https://hub.example", "https://git.example/mtglearn", "main")  # type: ignore[attr-defined]
    assert link.startswith("https://hub.example/hub/user-redirect/git-pull?")
    assert "urlpath=lab%2Ftree%2Fmtglearn%2Fnotebooks%2Fen%2F00_start_here.ipynb" in link
    assert "repo=https%3A%2F%2Fgit.example%2Fmtglearn" in link and "branch=main" in link


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
    never a second JupyterHub or a proxy; ``try-hub`` adds those for ``scripts/try_hub.py``."""
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
    assert {"jupyterhub", "configurable-http-proxy"} <= names("try-hub")


def test_the_zero_to_jupyterhub_values_carry_the_course_hub_settings() -> None:
    """hub/z2jh/config.yaml (Helm values, not tried on a cluster here) says what
    hub/jupyterhub_config.py says: JupyterLab first, the same kernel culling; its image
    installs the ``hub`` extra."""
    import yaml

    values = yaml.safe_load((ROOT / "hub" / "z2jh" / "config.yaml").read_text())
    assert values["singleuser"]["defaultUrl"] == "/lab"
    extra = values["hub"]["extraConfig"]["mtglearn"]
    config = (ROOT / "hub" / "jupyterhub_config.py").read_text()
    for setting in ("cull_idle_timeout=600", "cull_interval=60"):
        assert setting in extra and setting in config
    assert values["cull"]["enabled"] is True
    dockerfile = (ROOT / "hub" / "z2jh" / "Dockerfile").read_text()
    assert 'mtglearn-course[hub] @ ${COURSE}"' in dockerfile
