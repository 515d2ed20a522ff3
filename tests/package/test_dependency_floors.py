"""The lowest versions pyproject.toml allows must work, not only the newest that pip picks.

`lazy-loader>=0.4` once let 0.4 and 0.5 in, and with them notebook 06's first cell got the
``undercity_map`` module instead of the function. A test that built a virtual environment at
every floor would take minutes; this one is bounded:

* every runtime requirement declares a floor (``>=``), so "the lowest version allowed" means
  something;
* the small pure-Python packages the teaching layer calls directly (its loader, the template
  engine of its tables) are installed at their floor, alone, into a folder cached in ``.venv/``
  (one small wheel each, from PyPI the first time), put first on ``sys.path`` of a fresh
  interpreter, and that interpreter checks what the course relies on them for: every name of
  ``mtglearn.teach`` is the function or class its stub names (lazy-loader), and a styled table
  renders to HTML (jinja2, through pandas).

The big compiled packages (pandas, matplotlib, JupyterLab, Voilà) are not installed at their
floors here (that would not be bounded); they only have to declare one.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".venv" / ".dependency-floors"
RUNTIME_EXTRAS = ("notebooks", "workshop")
# The pure-Python requirements installed at their floor (the probe below says what is checked).
CHECKED = ("lazy-loader", "jinja2")

PROBE = """
import importlib.metadata as md, types, sys
from packaging.version import Version
name, floor = sys.argv[1], sys.argv[2]
got = md.version(name)
assert Version(got) == Version(floor), f"{name} {got} is not the floor {floor}"
import mtglearn.teach as teach
wrong = {n: type(getattr(teach, n)).__name__ for n in teach.__all__
         if isinstance(getattr(teach, n), types.ModuleType)}
assert not wrong, f"with {name} {floor}, these names of mtglearn.teach are modules: {wrong}"
html = teach.course_map_table("en").to_html()
assert "<table" in html, html[:200]
print("ok", name, floor, len(teach.__all__))
"""


def requirements() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = [Requirement(r) for r in project["dependencies"]]
    for extra in RUNTIME_EXTRAS:
        found += [Requirement(r) for r in project["optional-dependencies"][extra]]
    return [r for r in found if not r.name.startswith("mtglearn")]


def floor(requirement: Requirement) -> str | None:
    lows = [s.version for s in requirement.specifier if s.operator in (">=", "==", "~=")]
    return lows[0] if len(lows) == 1 else None


def test_every_runtime_requirement_declares_one_floor() -> None:
    missing = [str(r) for r in requirements() if floor(r) is None]
    assert not missing, f"runtime requirements without a single floor (>=): {missing}"


def install_floor(name: str, version: str) -> Path:
    target = CACHE / f"{name}-{version}"
    if not (target / ".complete").exists():
        target.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-compile",
             "--disable-pip-version-check", "--target", str(target), f"{name}=={version}"],
            capture_output=True, text=True, timeout=300, check=False,
        )  # fmt: skip
        assert done.returncode == 0, (
            f"could not install {name}=={version} (PyPI is needed once; later runs use "
            f"{target}):\n{done.stderr[-2000:]}"
        )
        (target / ".complete").touch()
    return target


@pytest.mark.parametrize("name", CHECKED)
def test_the_teaching_layer_works_with_the_floor_of(name: str) -> None:
    by_name = {r.name.lower(): r for r in requirements()}
    assert name in by_name, f"{name} is no longer a runtime requirement: update CHECKED"
    version = floor(by_name[name])
    assert version is not None
    target = install_floor(name, version)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(target), str(ROOT)])}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, name, version],
        capture_output=True, text=True, env=env, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith(f"ok {name} {version}")
