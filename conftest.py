"""Root pytest configuration: pins nbval's sanitize file whatever the working directory.

nbval opens ``--nbval-sanitize-with`` relative to the current directory, and a conftest inside
``tests/`` is not loaded when a notebook is given directly on the command line, so the setting
lives here, at the root.
"""

from pathlib import Path

import pytest

SANITIZE = Path(__file__).parent / "tests" / "nbval_sanitize.cfg"


def pytest_configure(config: pytest.Config) -> None:
    opt = config.option
    if (getattr(opt, "nbval", False) or getattr(opt, "nbval_lax", False)) and not getattr(
        opt, "nbval_sanitize_with", None
    ):
        opt.nbval_sanitize_with = str(SANITIZE)
