"""Running the command line as a user does: ``python -m mtglearn ...`` from the repository root."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m mtglearn *args``; its exit status, stdout and stderr, never raising."""
    return subprocess.run(
        [sys.executable, "-m", "mtglearn", *args],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )  # fmt: skip
