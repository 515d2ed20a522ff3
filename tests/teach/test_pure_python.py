"""The dashboards and notebooks 00–05 run on pure Python: no pandas, numpy or matplotlib.

In a browser with nothing installed (JupyterLite and Voici on the Pyodide runtime from npm, with
only the pure wheels PyPI has) those three packages do not exist. Each check here runs in a fresh
interpreter where importing them raises ImportError (a finder first on ``sys.meta_path``), runs a
notebook's code cells in order, and finds that none of the three was imported. Tables then come
from :mod:`mtglearn.teach.frames`, heat maps and dungeon maps are SVG drawn by the course.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtglearn.teach.course import COURSE

ROOT = Path(__file__).resolve().parents[2]
WORKSHOP = sorted((ROOT / "workshop").glob("*/*.ipynb"))
FIRST_NOTEBOOKS = [
    ROOT / "notebooks" / lang / lesson.file(lang)
    for lesson in COURSE
    if int(lesson.number[:2]) <= 5  # « 05b » too
    for lang in ("en", "fr")
]

RUNNER = r"""
import json, sys
BLOCKED = ("pandas", "numpy", "matplotlib")

class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"{name} is not installed here (blocked by the test)")
        return None

sys.meta_path.insert(0, Blocker())
shown = []
import IPython.display
IPython.display.display = lambda *things, **_: shown.extend(things)
namespace = {"__name__": "__main__", "display": IPython.display.display}
notebook = json.load(open(sys.argv[1], encoding="utf-8"))
import ast
for cell in notebook["cells"]:
    if cell["cell_type"] != "code":
        continue
    tree = ast.parse("".join(cell["source"]))
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, sys.argv[1], "exec"), namespace)
    if last is not None:  # what the cell shows, as a notebook would
        value = eval(compile(ast.Expression(last.value), sys.argv[1], "eval"), namespace)
        if value is not None:
            shown.append(value)

def html_of(thing):
    if hasattr(thing, "box"):  # an explorer: its widgets
        return html_of(thing.box)
    as_html = getattr(thing, "_repr_html_", None)
    if callable(as_html):
        return as_html() or ""
    text = getattr(thing, "value", None)
    inner = "".join(html_of(child) for child in getattr(thing, "children", ()))
    return (text if isinstance(text, str) else "") + inner

html = "".join(html_of(thing) for thing in shown)
loaded = sorted({m.split(".")[0] for m in sys.modules} & set(BLOCKED))
print(json.dumps({"loaded": loaded, "shown": len(shown), "tables": html.count("<table"),
                  "drawings": html.count("<svg")}))
"""


def run_without_them(notebook: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, str(notebook)],
        capture_output=True, text=True, timeout=600, cwd=notebook.parent, check=False,
    )  # fmt: skip
    assert done.returncode == 0, f"{notebook.name} failed without pandas:\n{done.stderr[-3000:]}"
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_the_blocker_blocks() -> None:
    code = RUNNER.split("shown = []")[0] + "import pandas\n"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode != 0 and "blocked by the test" in done.stderr


def test_importing_the_teaching_layer_needs_none_of_them(tmp_path: Path) -> None:
    notebook = tmp_path / "import.ipynb"
    source = "import mtglearn.teach\nfrom mtglearn.teach import CombatExplorer, step_table\n"
    notebook.write_text(json.dumps({"cells": [{"cell_type": "code", "source": source}]}))
    assert run_without_them(notebook)["loaded"] == []


@pytest.mark.parametrize("notebook", WORKSHOP, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_dashboard_runs_without_pandas_numpy_matplotlib(notebook: Path) -> None:
    result = run_without_them(notebook)
    assert result["loaded"] == []
    # Every dashboard shows its explorers' results: tables, and the board, maps or heat maps.
    assert result["tables"] or result["drawings"], result


@pytest.mark.parametrize("notebook", FIRST_NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_notebooks_00_to_05_run_without_pandas_numpy_matplotlib(notebook: Path) -> None:
    result = run_without_them(notebook)
    assert result["loaded"] == []
    assert result["tables"], result  # the course's tables, shown as plain HTML tables


def test_the_svg_heat_maps_colours_are_matplotlibs_cividis() -> None:
    from matplotlib import colormaps
    from matplotlib.colors import Normalize, to_hex

    from mtglearn.teach.figures.colours import CIVIDIS, cividis

    colour = colormaps["cividis"]
    assert list(CIVIDIS) == [to_hex(colour(i)) for i in range(colour.N)]
    for high in (1, 3, 7, 24, 45):
        norm = Normalize(vmin=0, vmax=high)
        for value in range(high + 1):
            assert cividis(value, high) == to_hex(colour(norm(value))), (value, high)
