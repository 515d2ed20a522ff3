"""A prediction's answer stays folded in the text too, not only in the cell's output.

A "Predict, then run." cell shows its output folded (``reveal(...)``); the markdown cell right
after it is read by a learner going down the page before they predict, so it is either the
explanation of the answer, folded (``answer(...)`` in the notebook source), or marked as left
open on purpose (``md(..., bridge=True)``: a heading, a neutral bridge, the next example). A
new prediction cannot go without that decision.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from mtglearn.base.i18n import t
from mtglearn.teach.display import REVEAL_CLASS
from tests.support.notebooks import series

PATHS = [path for lang in ("en", "fr") for path in series(lang).values()]
#: The tag of a markdown cell left open after a prediction (scripts/nbsource.py, BRIDGE_TAG).
BRIDGE = "bridge"
FOLD_START = f'<details class="{REVEAL_CLASS}">'


def cells(path: Path) -> list[nbformat.NotebookNode]:
    return list(nbformat.read(path, as_version=4).cells)


def after_predictions(nb: list[nbformat.NotebookNode]) -> dict[int, int]:
    """For each code cell that calls ``reveal(``, the index of the first markdown cell after it
    (a prediction may be revealed by several code cells in a row)."""
    found = {}
    for i, cell in enumerate(nb):
        if cell.cell_type == "code" and "reveal(" in cell.source:
            following = (j for j in range(i + 1, len(nb)) if nb[j].cell_type == "markdown")
            found[i] = next(following)
    return found


def is_folded(cell: nbformat.NotebookNode) -> bool:
    return cell.cell_type == "markdown" and cell.source.startswith(FOLD_START)


def is_bridge(cell: nbformat.NotebookNode) -> bool:
    return BRIDGE in cell.metadata.get("tags", [])


def folded_text(cell: nbformat.NotebookNode, lang: str) -> str:
    """What the fold holds, once checked that its summary is the catalog's and that its
    markdown is set apart from the HTML by blank lines (so JupyterLab renders it)."""
    opening = f"{FOLD_START}<summary><b>{t('teach.reveal_why', lang)}</b></summary>\n\n"
    assert cell.source.startswith(opening), cell.source[:160]
    assert cell.source.endswith("\n\n</details>"), cell.source[-160:]
    return cell.source[len(opening) : -len("\n\n</details>")]


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_the_text_after_a_prediction_is_its_folded_answer_or_a_bridge(path: Path) -> None:
    nb = cells(path)
    for prediction, following in after_predictions(nb).items():
        cell = nb[following]
        assert is_folded(cell) or is_bridge(cell), (
            f"{path.name}: cell {following}, after the prediction {nb[prediction].source!r}, "
            f"is in plain view: {' '.join(cell.source.split())[:160]!r}… Fold it with "
            "answer(...) if it explains the answer, or mark it md(..., bridge=True)"
        )
        assert not (is_folded(cell) and is_bridge(cell)), f"{path.name}: cell {following}"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_a_bridge_follows_a_prediction(path: Path) -> None:
    """The mark means "left open after a prediction, on purpose": nowhere else."""
    nb = cells(path)
    bridges = {i for i, cell in enumerate(nb) if is_bridge(cell)}
    assert bridges <= set(after_predictions(nb).values()), f"{path.name}: {sorted(bridges)}"


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_every_folded_answer_has_the_catalog_summary_and_some_text(path: Path) -> None:
    lang = path.parent.name
    for cell in cells(path):
        if is_folded(cell):
            assert folded_text(cell, lang).strip(), f"{path.name}: an empty fold"


@pytest.mark.parametrize("number", sorted(series("en")))
def test_the_two_series_fold_the_same_cells(number: str) -> None:
    en, fr = cells(series("en")[number]), cells(series("fr")[number])
    assert [(is_folded(c), is_bridge(c)) for c in en] == [(is_folded(c), is_bridge(c)) for c in fr]
