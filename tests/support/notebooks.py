"""Helpers shared by the notebook tests: where the two series are and how to read them."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
LANG_LINE = re.compile(r'^mtg\.set_lang\("(en|fr)"\)$', re.MULTILINE)


#: The course's notebooks in a language folder: a number (two digits, and a letter for a
#: notebook placed after another, « 05b »), then ``_`` and the title.
NOTEBOOK_GLOB = "[0-9][0-9]*_*.ipynb"


def number_of(path: Path) -> str:
    """A notebook's number: what its file name says before the first ``_`` (« 05b »)."""
    return path.name.split("_", 1)[0]


def series(lang: str) -> dict[str, Path]:
    """The notebooks of one language, by number (« 05 », « 05b »)."""
    return {number_of(p): p for p in sorted((NOTEBOOKS / lang).glob(NOTEBOOK_GLOB))}


def code_cells(path: Path) -> list[nbformat.NotebookNode]:
    nb = nbformat.read(path, as_version=4)
    return [cell for cell in nb.cells if cell.cell_type == "code"]


def without_comments(source: str) -> str:
    """Python source with its comments removed: comments are in the reader's language (each
    series keeps its side of a bilingual comment, see scripts/nbsource.py), the code is not."""
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    kept = [tok for tok in tokens if tok.type != tokenize.COMMENT]
    return "\n".join(line.rstrip() for line in tokenize.untokenize(kept).splitlines())
