"""pyproject.toml is the single list of dependencies; environment.yml must install from it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]


def pyproject() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def environment() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "environment.yml").read_text(encoding="utf-8"))


def pip_section(env: dict[str, Any]) -> list[str]:
    for dep in env["dependencies"]:
        if isinstance(dep, dict) and "pip" in dep:
            return list(dep["pip"])
    return []


def test_environment_installs_the_local_package_with_its_notebook_extra() -> None:
    extras = pyproject()["project"]["optional-dependencies"]
    pip = pip_section(environment())
    assert pip, "environment.yml has no pip section"
    local = [p for p in pip if re.fullmatch(r"(-e\s+)?\.\[([\w,-]+)\]", p)]
    assert local, f"environment.yml does not install the local package: {pip}"
    named = set(re.fullmatch(r"(-e\s+)?\.\[([\w,-]+)\]", local[0]).group(2).split(","))
    assert named <= set(extras), f"unknown extras {named - set(extras)}"
    assert "notebooks" in named


def test_environment_lists_no_dependency_of_its_own() -> None:
    """Everything but python and pip comes from pyproject, so the two cannot disagree."""
    conda = [d for d in environment()["dependencies"] if isinstance(d, str)]
    assert {re.split(r"[<>=\s]", d)[0] for d in conda} == {"python", "pip"}
    assert all(p.startswith(("-e .", ".")) for p in pip_section(environment()))


def test_python_versions_agree() -> None:
    requires = pyproject()["project"]["requires-python"]
    conda_python = next(d for d in environment()["dependencies"] if str(d).startswith("python"))
    assert requires.replace(" ", "") in conda_python.replace(" ", "")


def test_notebook_extra_has_what_the_user_asked_for() -> None:
    deps = pyproject()["project"]["optional-dependencies"]
    names = {re.split(r"[<>=\[;\s]", d)[0].lower() for d in deps["notebooks"]}
    assert {"jupyterlab", "ipywidgets", "pandas", "matplotlib"} <= names
    test_names = {re.split(r"[<>=\[;\s]", d)[0].lower() for d in deps["test"]}
    assert {"nbval", "pytest", "pytest-xdist", "hypothesis", "ruff", "mypy"} <= test_names


def test_distribution_name_is_not_the_unrelated_pypi_mtglearn() -> None:
    assert pyproject()["project"]["name"] != "mtglearn"
