"""No case grid printed twice in a notebook.

A grid (a table of duels, one row per power and one column per toughness) is the largest thing
a notebook prints; printing the same one twice (a cell, then an explorer that opens on the same
board) makes the reader compare two identical tables for nothing. Every table of at least
:data:`GRID` rows and columns that a notebook's outputs print is compared with the others, ids
and generated class names aside.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from tests.support.notebooks import series

PATHS = [path for lang in ("en", "fr") for path in series(lang).values()]
#: A table with at least this many rows and columns is a grid.
GRID = 8
TABLE = re.compile(r"<table.*?</table>", re.DOTALL)
#: What differs between two prints of the same table: element ids, generated uuids.
VOLATILE = re.compile(r'\s(?:id|class)="[^"]*"|T_[0-9a-f_]+|story-[0-9a-f]+')


def grids(html_outputs: list[tuple[int, str]]) -> dict[str, list[int]]:
    """Each grid printed (as normalised HTML) and the cells that print it."""
    found: dict[str, list[int]] = {}
    for cell, html in html_outputs:
        for table in TABLE.findall(html):
            rows = re.findall(r"<tr.*?</tr>", table, re.DOTALL)
            columns = max((len(re.findall(r"<t[dh][\s>]", row)) for row in rows), default=0)
            if len(rows) >= GRID and columns >= GRID:
                found.setdefault(VOLATILE.sub("", table), []).append(cell)
    return found


def outputs(path: Path) -> list[tuple[int, str]]:
    cells = nbformat.read(path, as_version=4).cells
    return [
        (i, str(output.get("data", {}).get("text/html", "")))
        for i, cell in enumerate(cells)
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
    ]


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_grid_is_printed_twice(path: Path) -> None:
    twice = [cells for cells in grids(outputs(path)).values() if len(cells) > 1]
    assert not twice, f"{path.name}: the same grid printed by cells {twice}"


def test_the_check_sees_a_grid_printed_twice() -> None:
    row = "<tr>" + "<td>1</td>" * GRID + "</tr>"
    grid = f'<table id="T_abc">{row * GRID}</table>'
    other = f'<table id="T_def">{row * GRID}</table>'  # the same grid, other ids
    small = f"<table>{row * 3}</table>"
    assert [c for c in grids([(3, grid), (9, other)]).values() if len(c) > 1] == [[3, 9]]
    assert all(len(c) == 1 for c in grids([(3, grid), (4, small), (5, small)]).values())
