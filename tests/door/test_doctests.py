"""The examples written in the package's docstrings run, and say what they show."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import mtglearn
from mtglearn.base.i18n import get_lang, set_lang

#: Every module of the package that holds an example (``>>>``) in a docstring.
MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(mtglearn.__path__, "mtglearn.")
    if not info.name.startswith("mtglearn.teach")  # imports pandas; its examples are notebooks
    and ">>>" in (importlib.util.find_spec(info.name).loader.get_source(info.name) or "")  # type: ignore[union-attr]
)


def test_there_are_examples_to_run() -> None:
    assert {"mtglearn.door.combat", "mtglearn.door.scenario"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    before = get_lang()
    try:
        result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    finally:
        set_lang(before)
    assert result.failed == 0 and result.attempted > 0


def test_the_readme_examples_run() -> None:
    """The README's Python example is run as written (its ``>>>`` lines)."""
    from pathlib import Path

    before = get_lang()
    try:
        readme = Path(__file__).resolve().parents[2] / "README.md"
        result = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.ELLIPSIS)
    finally:
        set_lang(before)
    assert result.failed == 0 and result.attempted >= 8
