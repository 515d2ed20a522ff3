"""Turning results into what a notebook shows: HTML fragments and PNG figures, deterministically.

Notebook outputs are compared by nbval on every test run, so everything rendered here is
stable: no random ids (Styler uuids are fixed), no timestamps in PNG metadata, no memory
addresses. Figures are built on :class:`matplotlib.figure.Figure` directly (not pyplot), so
that an explorer can redraw without leaving stray figures behind in the notebook.

PNGs are drawn at twice the size they are shown at (:data:`DPI` = 2 × 100), and shown with
their size set (:func:`picture`, the explorers' ``Image`` widgets): crisp on a projector and a
phone's screen alike.
"""

from __future__ import annotations

import base64
import html
import io
import re
import struct
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Final, Protocol

from mtglearn.door.outcome import Story

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

if TYPE_CHECKING:  # figures are drawn by the modules that need them: a dashboard without
    from matplotlib.figure import Figure  # one starts its kernel without matplotlib

#: Pixels per inch of a figure as shown (CSS pixels), and as stored: twice as many.
SHOWN_DPI: Final = 100
DPI: Final = 2 * SHOWN_DPI

#: Tables inside explorers look like the notebook's own (JupyterLab styles those, not the
#: ones in a widget): scoped by class, so no rule can reach another table of the page.
TABLE_CSS: Final = (
    "<style>"
    ".mtglearn-table{overflow-x:auto;max-width:100%}"  # a wide table scrolls, not the page
    # 13 px, and larger with JupyterLab's content font (Settings ▸ Theme ▸ Increase Content
    # Font Size, on a projector), up to 16 px so that every column still fits at 1280 px.
    ".mtglearn-table table{border-collapse:collapse;border:none;margin:.4em 0;"
    "font-size:min(calc(var(--jp-content-font-size1,14px) - 1px),16px)}"
    ".mtglearn-table th,.mtglearn-table td"
    "{padding:.3em .6em;border:none;vertical-align:top;line-height:1.3}"
    ".mtglearn-table thead{border-bottom:1px solid var(--jp-border-color1,#bdbdbd)}"
    ".mtglearn-table th{font-weight:bold}"
    ".mtglearn-table tbody tr:nth-child(odd)"
    "{background:var(--jp-rendermime-table-row-background,#f5f5f5)}"
    "</style>"
)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height in pixels of a PNG (from its IHDR chunk)."""
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


def png(figure: Figure, dpi: int = DPI, *, tight: bool = True) -> bytes:
    """The figure as PNG bytes (at twice its shown size by default), without the metadata
    that would change from run to run. ``tight`` crops to the drawing (which draws the figure
    twice): an explorer's figure with a fixed layout passes ``tight=False``, twice as fast."""
    buffer = io.BytesIO()
    figure.savefig(
        buffer,
        format="png",
        dpi=dpi,
        metadata={"Software": None},
        bbox_inches="tight" if tight else None,
    )
    return buffer.getvalue()


def svg(figure: Figure) -> str:
    """The figure as an ``<svg>`` element to put inline in HTML (vector: crisp at any size,
    scaled to its container), deterministic: no date, ids from a fixed salt, text as text."""
    import matplotlib

    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "mtglearn"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    text = buffer.getvalue()
    return text[text.index("<svg") :]


def svg_html(
    figure: Figure,
    *,
    image: bool = False,
    css_class: str = "mtglearn-figure",
    min_scale: float = 1.0,
) -> str:
    """The figure in HTML, at most its own width and never wider than the page: inline SVG,
    or (``image``) an ``<img>`` of it, which survives the sanitising of untrusted HTML.

    Inline, it is never drawn narrower than ``min_scale`` times its width (so that its
    smallest text stays legible on a phone, whose page then scrolls the figure's box)."""
    drawing = svg(figure)
    width = round(figure.get_figwidth() * SHOWN_DPI)
    style = f"width:100%;max-width:{width}px;height:auto"
    if image:
        data = base64.b64encode(drawing.encode("utf-8")).decode("ascii")
        return f'<img class="{css_class}" src="data:image/svg+xml;base64,{data}" style="{style}">'
    # The root's fixed size (in pt) gives way to the container's width; the viewBox keeps
    # the proportions.
    drawing = re.sub(r'<svg([^>]*?) width="[^"]*" height="[^"]*"', r"<svg\1", drawing, count=1)
    # Live, it grows with the page's large-text mode (--mtglearn-figure-scale) and is never
    # drawn below min_scale times its width (its small text stays legible; a phone scrolls its
    # box).
    grow = f"max-width:calc({round(width * min_scale)}px * var(--mtglearn-figure-scale,1))"
    style = f"width:100%;min-width:{round(width * min_scale)}px;{grow};height:auto"
    drawing = drawing.replace("<svg", f'<svg style="{style}"', 1)
    return f'<div class="{css_class}" style="{grow};overflow-x:auto">{drawing}</div>'


def picture(figure: Figure | Shown) -> Any:
    """The figure for a notebook cell: a PNG at twice its size, shown at its size (a drawing
    made without matplotlib, in a browser with nothing installed, is shown as it is)."""
    if isinstance(figure, Shown):
        return figure
    from IPython.display import Image

    data = png(figure)
    return Image(data, width=png_size(data)[0] * SHOWN_DPI // DPI)


class Shown:
    """HTML that shows itself in a notebook (what a cell's last expression displays)."""

    def __init__(self, html: str) -> None:
        self.html = html

    def _repr_html_(self) -> str:
        return self.html

    def __add__(self, other: Shown) -> Shown:
        """Two pieces of HTML shown one after the other."""
        return Shown(self.html + other.html)


#: The class of a folded prediction: a test finds every prediction cell's output by it.
REVEAL_CLASS: Final = "mtglearn-reveal"


def reveal(*shown: object) -> Shown:
    """What a prediction cell computed, folded until the learner asks to see it.

    A notebook asks the learner to predict, then run: run (or *Run All*), the cell shows a
    "Show what happens" fold, not the answer; the learner opens it after predicting. The
    outputs are still stored (so nbval checks them, and the HTML export shows them to whoever
    opens the fold). ``shown`` are what the cell would have shown, one after the other: an
    outcome, a story, a table, a figure, a check."""
    from mtglearn.base.i18n import resolve_lang, t

    summary = html.escape(t("teach.reveal", resolve_lang(None)))
    inner = "".join(_html_of(thing) for thing in shown)
    return Shown(
        f'<details class="{REVEAL_CLASS}"><summary><b>{summary}</b></summary>{inner}</details>'
    )


def _html_of(thing: object) -> str:
    """Anything a notebook shows, as HTML (its own HTML, its PNG or SVG picture, or text)."""
    if thing is None:
        return ""
    # A figure exists only once matplotlib is imported: no import here for a page without one.
    figures = sys.modules.get("matplotlib.figure")
    if figures is not None and isinstance(thing, figures.Figure):
        return svg_html(thing, image=True)
    as_html = getattr(thing, "_repr_html_", None)
    if callable(as_html):
        text = as_html()
        if isinstance(text, str):
            return text
    as_png = getattr(thing, "_repr_png_", None)
    if callable(as_png):
        data = as_png()
        if isinstance(data, bytes):
            width = png_size(data)[0] * SHOWN_DPI // DPI
            encoded = base64.b64encode(data).decode("ascii")
            return f'<img src="data:image/png;base64,{encoded}" width="{width}">'
    as_svg = getattr(thing, "_repr_svg_", None)
    if callable(as_svg):
        return str(as_svg())
    return f"<pre>{html.escape(str(thing))}</pre>"


class Narrated(Protocol):
    """Anything of the engine that tells its story (a face-down card's actions, a combat)."""

    def narrate(self, lang: str | None = None) -> list[str]: ...


def story(done: Narrated, lang: str | None = None) -> Story:
    """The story of ``done``, step by step with its rules, shown as a numbered list."""
    return Story(done.narrate(lang))


def lines_html(lines: Iterable[str], css_class: str = "mtglearn-lines") -> str:
    """A list of narration lines as an HTML ordered list (text escaped)."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f'<ol class="{css_class}">{items}</ol>'


def table_html(frame: pd.DataFrame | pd.io.formats.style.Styler, uuid: str | None = None) -> str:
    """A DataFrame or Styler as HTML, its element ids ``uuid`` or made from its content
    (stable under nbval)."""
    styler = frame if isinstance(frame, pd.io.formats.style.Styler) else frame.style
    if uuid is None:
        from mtglearn.teach.reference_tables import table_id

        shown: pd.DataFrame = getattr(styler, "data")  # noqa: B009 (untyped in the stubs)
        uuid = table_id(shown)
    return f'{TABLE_CSS}<div class="mtglearn-table">{styler.set_uuid(uuid).to_html()}</div>'


#: The class of a figure a phone fits to its width until it is tapped (explorer.css).
ZOOM_CLASS: Final = "mtglearn-zoom"


def zoomable(figure: str, lang: str) -> str:
    """A live explorer's figure (board, heat map, dungeon map) for a phone too: on a screen
    under 700 px it is drawn to the width of its box (no sideways scroll), and a tap (focus)
    draws it at its own size, its smallest text 11 px or more, its box then scrolling sideways
    until the reader taps elsewhere; a line under it says so, in ``lang``, on a phone only.
    Elsewhere nothing changes (explorer.css)."""
    from mtglearn.base.i18n import resolve_lang, t

    language = resolve_lang(lang)
    hint = html.escape(t("teach.figure.zoom_hint", language))
    return (
        f'<div class="{ZOOM_CLASS}" tabindex="0">{figure}'
        f'<p class="mtglearn-zoom-hint">{hint}</p></div>'
    )


__all__ = [
    "DPI",
    "REVEAL_CLASS",
    "TABLE_CSS",
    "ZOOM_CLASS",
    "Narrated",
    "Shown",
    "lines_html",
    "picture",
    "png",
    "png_size",
    "reveal",
    "story",
    "svg",
    "svg_html",
    "table_html",
    "zoomable",
]
