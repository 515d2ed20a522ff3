"""Running the command line: in this process (fast: most tests), or as a user does,
``python -m mtglearn ...`` from the repository root (the smoke tests)."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

from mtglearn.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m mtglearn *args`` run in this process: its exit status, stdout and stderr,
    never raising (argparse's own exits included)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(ROOT), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(list(args))
        except SystemExit as exit_:
            status = exit_.code if isinstance(exit_.code, int) else 2
    return subprocess.CompletedProcess(["mtglearn", *args], status, out.getvalue(), err.getvalue())


def run_process(*args: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m mtglearn *args`` in a new process, as a user does."""
    return subprocess.run(
        [sys.executable, "-m", "mtglearn", *args],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )  # fmt: skip
