"""The build under test: compiled modules are never older than their source, and the build is
the one expected (``MTGLEARN_EXPECT_BUILD``: ``compiled`` on CI, ``pure`` for the second run of
``make test``, which tests the pure Python modules).

``setup.py`` compiles the rules engine with mypyc; ``pip install -e .`` puts the compiled modules
beside their source, and Python imports a compiled module before its ``.py``. An edited source
with an older compiled module beside it would be tested as it was before the edit: this test
says so and what to run.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mtglearn"


def _compiled_modules() -> list[Path]:
    return sorted(
        path
        for suffix in importlib.machinery.EXTENSION_SUFFIXES
        for path in PACKAGE.rglob(f"*{suffix}")
    )


def _source_of(extension: Path) -> Path:
    return extension.with_name(extension.name.split(".", 1)[0] + ".py")


def test_no_compiled_module_is_older_than_its_source() -> None:
    stale = [
        str(so.relative_to(ROOT))
        for so in _compiled_modules()
        if not _source_of(so).exists() or so.stat().st_mtime < _source_of(so).stat().st_mtime
    ]
    assert not stale, (
        "compiled modules older than their source (or without one): "
        f"{stale}; rebuild them with `make test` (or `.venv/bin/pip install -e .`)"
    )


def _engine_is_compiled() -> bool:
    engine = importlib.import_module("mtglearn.rules.combat.engine")
    return not str(engine.__file__).endswith(".py")


@pytest.mark.skipif(
    os.environ.get("MTGLEARN_EXPECT_BUILD") not in ("pure", "compiled"),
    reason="no build expected: MTGLEARN_EXPECT_BUILD is set by make test and CI only",
)
def test_the_build_is_the_one_expected() -> None:
    expected = os.environ["MTGLEARN_EXPECT_BUILD"]
    assert _engine_is_compiled() == (expected == "compiled"), (
        f"expected the {expected} build of mtglearn, "
        f"imported {importlib.import_module('mtglearn.rules.combat.engine').__file__}"
    )
