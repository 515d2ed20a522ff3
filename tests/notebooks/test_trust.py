"""The course's notebooks open trusted (``make lab`` and Binder's ``postBuild`` sign them), so
their committed tables keep their style sheets: JupyterLab drops ``<style>`` from untrusted
output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import nbformat
from nbformat.sign import NotebookNotary

from mtglearn.teach.course import COURSE

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[ef][nr]/*.ipynb"))


def test_postbuild_signs_every_notebook_of_the_course(tmp_path: Path) -> None:
    env = dict(os.environ, JUPYTER_DATA_DIR=str(tmp_path))
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"
    notary = NotebookNotary(data_dir=str(tmp_path))
    before = [nb for nb in NOTEBOOKS if notary.check_signature(nbformat.read(nb, as_version=4))]
    assert before == []  # a fresh Jupyter data directory trusts nothing

    subprocess.run(["sh", "postBuild"], cwd=ROOT, env=env, check=True, capture_output=True)

    notary = NotebookNotary(data_dir=str(tmp_path))
    untrusted = [
        nb.name for nb in NOTEBOOKS if not notary.check_signature(nbformat.read(nb, as_version=4))
    ]
    assert len(NOTEBOOKS) == 2 * len(COURSE) and untrusted == []


def test_make_lab_trusts_the_same_notebooks_as_postbuild() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lab = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    assert "jupyter trust notebooks/en/*.ipynb notebooks/fr/*.ipynb" in lab
    assert "jupyter trust notebooks/en/*.ipynb notebooks/fr/*.ipynb" in (
        ROOT / "postBuild"
    ).read_text(encoding="utf-8")
