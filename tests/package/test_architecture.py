"""The package's layers hold, as written once in ``pyproject.toml`` (``[tool.importlinter]``).

The contracts say: the command line, then the teaching layer, the front door, drawing, the words
(narration, the block explainer), the rules engine and the base, each importing only the layers
below it; inside the engine, initiative stands on combat, combat and Legions on core; no two
sibling modules import each other in a loop, at any depth; nothing below the teaching layer imports
pandas, matplotlib, ipywidgets or IPython; the teaching layer never imports the command line.
Inside the teaching layer, the rooms stand on each other: the workshop on top, then the explorers
and the exercises (which never import each other), the chapters, the figures, and the base modules
left directly in ``mtglearn/teach/``, which import no room.

``lint-imports`` checks them on the package as it is, and on copies of it with one import
planted that breaks a contract: each must be caught, by the contract it breaks. Every import
must be one the contracts can see (no ``importlib.import_module`` or ``__import__``), and every
folder of the package must be one of the layers.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "mtglearn"
LINT = Path(sys.executable).with_name("lint-imports")


def lint(where: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` on the package found in ``where`` (its own ``pyproject.toml``)."""
    return subprocess.run(
        [str(LINT), "--no-cache"],
        cwd=where,
        env={"PYTHONPATH": str(where), "PATH": str(LINT.parent)},
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_contracts_hold() -> None:
    done = lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "BROKEN" not in done.stdout


@pytest.fixture(scope="module")
def copy_of_the_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    where = tmp_path_factory.mktemp("planted")
    shutil.copytree(PACKAGE, where / "mtglearn", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", where / "pyproject.toml")
    return where


TEACH = "Inside teach"

PLANTED = [
    # (file, import planted at its top, the contract that must catch it)
    ("rules/core/units.py", "import mtglearn.render.board", "Layers point down"),
    ("base/validate.py", "import mtglearn.rules.core.board", "Layers point down"),
    ("render/board.py", "import mtglearn.door.outcome", "Layers point down"),
    # the words read the engine's record: never the door, drawing or the teaching layer; the
    # engine never reads the words (but for the four lazy imports the contract lists)
    ("words/combat.py", "import mtglearn.door.outcome", "Layers point down"),
    ("words/block_explainer.py", "import mtglearn.render.tables", "Layers point down"),
    ("rules/combat/blocking.py", "import mtglearn.words.combat", "Layers point down"),
    ("rules/core/table.py", "import mtglearn.words.legions", "Layers point down"),
    ("base/card_names.py", "import mtglearn.words.initiative", "Layers point down"),
    ("words/legions.py", "import pandas", "Light below teach"),
    (
        "rules/combat/engine.py",
        "import mtglearn.rules.initiative.game",
        "Inside the rules engine",
    ),
    ("rules/combat/engine.py", "import mtglearn.rules.combat.kind", "No import cycle"),
    ("rules/core/units.py", "import pandas", "Light below teach"),
    ("door/outcome.py", "import matplotlib", "Light below teach"),
    ("render/tables.py", "import ipywidgets", "Light below teach"),
    ("teach/figures/grids.py", "import mtglearn.__main__", "does not import the command line"),
    # inside the teaching layer: each room imports only the rooms below it, and the base none
    ("teach/exercises/tasks.py", "import mtglearn.teach.explorers.morph_explorer", TEACH),
    ("teach/explorers/word_traps.py", "import mtglearn.teach.exercises.exercises_glossary", TEACH),
    ("teach/chapters/judge.py", "import mtglearn.teach.exercises.exercise", TEACH),
    ("teach/figures/grids.py", "import mtglearn.teach.chapters.checks", TEACH),
    ("teach/explorers/explorer.py", "import mtglearn.teach.workshop.dashboards", TEACH),
    ("teach/display.py", "import mtglearn.teach.figures.grids", TEACH),
]


@pytest.mark.parametrize(("file", "planted", "contract"), PLANTED)
def test_a_planted_import_breaks_its_contract(
    copy_of_the_package: Path, file: str, planted: str, contract: str
) -> None:
    path = copy_of_the_package / "mtglearn" / file
    original = path.read_text(encoding="utf-8")
    path.write_text(f"{planted}  # noqa\n{original}", encoding="utf-8")
    try:
        done = lint(copy_of_the_package)
    finally:
        path.write_text(original, encoding="utf-8")
    assert done.returncode != 0, f"{planted} in {file} was not caught"
    # "<name> BROKEN", or "<name> BROKEN (4 ignored imports)" for a contract with exceptions
    broken = [line for line in done.stdout.splitlines() if re.search(r" BROKEN( \(.*\))?$", line)]
    assert any(contract in line for line in broken), done.stdout


def test_every_import_is_one_the_contracts_can_see() -> None:
    """A dynamic import would hide a dependency from ``lint-imports``."""
    hidden = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if called in ("import_module", "__import__"):
                    hidden.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert hidden == []


def test_every_folder_of_the_package_is_a_layer() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    layers = next(c for c in contracts if c["name"] == "Layers point down")["layers"]
    folders = {
        f"mtglearn.{p.name}"
        for p in PACKAGE.iterdir()
        if p.is_dir() and (p / "__init__.py").exists() and p.name != "data"
    }
    modules = {f"mtglearn.{p.stem}" for p in PACKAGE.glob("*.py")} - {"mtglearn.__init__"}
    assert folders | modules == set(layers)


def test_every_room_and_base_module_of_the_teaching_layer_is_a_layer() -> None:
    """A new sub-package or module of ``mtglearn/teach/`` must take its place in the contract."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    layers = next(c for c in contracts if c["name"].startswith(TEACH))["layers"]
    named = {name.strip() for layer in layers for name in layer.replace(":", "|").split("|")}
    teach = PACKAGE / "teach"
    rooms = {p.name for p in teach.iterdir() if (p / "__init__.py").exists()}
    modules = {p.stem for p in teach.glob("*.py")} - {"__init__"}
    assert rooms | modules == named
    assert len(modules) <= 8, "at most eight modules directly in mtglearn/teach/"


#: A path of the repository as docs/architecture.md cites it: a link target or a code span.
CITED = re.compile(
    r"\]\(\.\./([^)#\s]+)|`((?:mtglearn|tests|scripts|docs|benchmarks|notebooks)/[^`\s]*)`"
)

#: A path inside the package as the page names it, from its layer (`rules/core/table.py`).
LAYER_PATH = re.compile(r"`((?:base|rules|words|render|door|teach)/[^`\s]*)`")


def test_the_architecture_page_cites_only_paths_that_exist() -> None:
    """docs/architecture.md is a map: every file or folder it links to or names exists (paths
    in a table's module column are relative to their layer and are checked with it)."""
    page = ROOT / "docs" / "architecture.md"
    text = page.read_text(encoding="utf-8")
    cited = {a or b for a, b in CITED.findall(text)}
    cited |= {f"mtglearn/{p}" for p in LAYER_PATH.findall(text)}
    missing = sorted(p for p in cited if "*" not in p and not (ROOT / p.rstrip("/")).exists())
    assert len(cited) > 40
    assert missing == []
