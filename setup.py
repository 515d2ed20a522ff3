"""Build of mtglearn: the modules a combat resolution runs through are compiled with mypyc.

Everything else about the package is in ``pyproject.toml``. The rules engine is written in
typed Python (``mypy --strict``); mypyc turns those same modules into C extensions, which makes
a resolution about three times faster (``benchmarks/bench_combat.py`` prints which build it
measures). There is one copy of the rules, the Python source: the compiled modules are built
from it, and the tests run against both builds (``make test``).

The compiled build is optional. Set ``MTGLEARN_PURE_PYTHON=1`` to install pure Python; without
a C compiler, or if mypyc fails, the package installs as pure Python too, with a warning, and
works the same, only slower.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent

#: Compiled: the public entry point, input checks, and the core and combat rules. In them, the
#: public ``Creature``, ``FaceUp`` and ``Permanent`` stay ordinary Python classes
#: (``mypyc_attr(native_class=False)``): they accept loosely typed input and normalise it, which
#: a compiled class's typed fields would refuse. Left as Python: the SVG board (drawing, not
#: resolving) and the packages no resolution of a combat runs through (teaching, initiative,
#: Legions, i18n).
COMPILED_DIRS = ("mtglearn/rules/core", "mtglearn/rules/combat")
COMPILED_FILES = ("mtglearn/validate.py", "mtglearn/scenario.py")
LEFT_AS_PYTHON = frozenset(("mtglearn/rules/combat/board_svg.py",))


def compiled_sources() -> list[str]:
    """The source files mypyc compiles (paths relative to this folder, sorted)."""
    found = list(COMPILED_FILES)
    for folder in COMPILED_DIRS:
        for path in sorted((HERE / folder).glob("*.py")):
            relative = path.relative_to(HERE).as_posix()
            if path.name != "__init__.py" and relative not in LEFT_AS_PYTHON:
                found.append(relative)
    return sorted(found)


def _warn(message: str) -> None:
    print(f"mtglearn: {message}; installing pure Python (same results, slower).", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """Builds the compiled modules if it can; otherwise leaves the pure Python ones in place."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no compiler, missing headers...
            _warn(f"could not compile ({error})")

    def build_extension(self, ext: object) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:
            _warn(f"could not compile {getattr(ext, 'name', ext)} ({error})")


def extensions() -> list[object]:
    if os.environ.get("MTGLEARN_PURE_PYTHON", "") not in ("", "0"):
        return []
    os.chdir(HERE)  # mypyc works with paths relative to the project
    try:
        from mypyc.build import mypycify

        # One group named after the package: its shared library lands inside it
        # (mtglearn/__mypyc...), importable wherever the package is.
        return list(mypycify(compiled_sources(), opt_level="3", group_name="mtglearn"))
    except BaseException as error:  # mypyc reports its own failures with SystemExit
        _warn(f"mypyc failed ({error!r})")
        return []


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
