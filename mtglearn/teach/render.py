"""Turning results into what a notebook shows: HTML fragments and PNG figures, deterministically.

Notebook outputs are compared by nbval on every test run, so everything rendered here is
stable: no random ids (Styler uuids are fixed), no timestamps in PNG metadata, no memory
addresses. Figures are built on :class:`matplotlib.figure.Figure` directly (not pyplot), so
that an explorer can redraw without leaving stray figures behind in the notebook.
"""

from __future__ import annotations

import html
import io
from collections.abc import Iterable

import pandas as pd
from matplotlib.figure import Figure


def png(figure: Figure, dpi: int = 100) -> bytes:
    """The figure as PNG bytes, without the metadata that would change from run to run."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=dpi, metadata={"Software": None}, bbox_inches="tight")
    return buffer.getvalue()


def lines_html(lines: Iterable[str], css_class: str = "mtglearn-lines") -> str:
    """A list of narration lines as an HTML ordered list (text escaped)."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f'<ol class="{css_class}">{items}</ol>'


def table_html(frame: pd.DataFrame | pd.io.formats.style.Styler, uuid: str) -> str:
    """A DataFrame or Styler as HTML with a fixed ``uuid`` (stable under nbval)."""
    styler = frame if isinstance(frame, pd.io.formats.style.Styler) else frame.style
    return styler.set_uuid(uuid).to_html()


__all__ = ["lines_html", "png", "table_html"]
