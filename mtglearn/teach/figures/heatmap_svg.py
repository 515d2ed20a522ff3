"""The grid explorer's heatmap as SVG: the damage dealt to the defending player over power ×
toughness, drawn as text in a few milliseconds (a matplotlib PNG took 0.2–0.3 s per change).

The same picture as :func:`mtglearn.teach.heatmaps.heatmap` (whose figure the notebooks
show): cividis colours by damage (colour-blind safe), vermillion lines where the resolver's
pattern changes between two neighbouring cells, a colour bar in whole points, a legend. Being
vector and inline, it stays crisp at any size and its text is text: it grows with the page's
large-text mode and is never drawn smaller than its design size (:data:`FIGURE_STYLE`), where
its smallest text is 14 px.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from functools import partial
from html import escape
from typing import TYPE_CHECKING, Final

from mtglearn.base.i18n import Lang, t
from mtglearn.rules.core.keywords import catalog_key
from mtglearn.teach.figures.colours import cividis

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

CELL: Final = 32
LEFT: Final = 76
TOP_TITLE: Final = 26
BAR_W: Final = 18
FONT: Final = "font-family:'DejaVu Sans',Verdana,Arial,sans-serif"
#: Drawn at its own size or larger, never smaller (then the page scrolls it sideways): its
#: smallest text stays 14 px on a phone; large-text mode raises the largest size.
FIGURE_STYLE: Final = (
    "width:100%;min-width:{width}px;max-width:calc({width}px * var(--mtglearn-figure-scale,1));"
    "height:auto;display:block"
)


#: Where the resolver's pattern changes (Okabe–Ito vermillion).
VERMILLION: Final = "#D55E00"


def keywords_label(keywords: Sequence[str], lang: Lang) -> str:
    """Keywords by their official names in ``lang`` ("no keyword" when there are none)."""
    if not keywords:
        return t("grids.heatmap.no_keywords", lang)
    return ", ".join(t(catalog_key(k), lang) for k in keywords)


def _boundaries(frame: pd.DataFrame) -> list[list[tuple[float, float]]]:
    """Cell edges between neighbours whose result pattern differs (as the resolver says)."""
    pattern: dict[tuple[int, int], str] = {
        (int(p), int(tough)): str(kind)
        for p, tough, kind in zip(
            frame["power"].tolist(),
            frame["toughness"].tolist(),
            frame["pattern"].tolist(),
            strict=True,
        )
    }
    segments: list[list[tuple[float, float]]] = []
    for (p, tough), here in pattern.items():
        right = pattern.get((p, tough + 1))
        if right is not None and right != here:
            segments.append([(tough + 0.5, p - 0.5), (tough + 0.5, p + 0.5)])
        above = pattern.get((p + 1, tough))
        if above is not None and above != here:
            segments.append([(tough - 0.5, p + 0.5), (tough + 0.5, p + 0.5)])
    return segments


def _text(
    x: float, y: float, text: str, size: int = 14, anchor: str = "middle", **extra: str
) -> str:
    attrs = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in extra.items())
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"'
        f' fill="#1a1a1a"{attrs}>{escape(text)}</text>'
    )


def heatmap_svg(
    frame: pd.DataFrame, keywords: tuple[str, ...], blocker_power: int, lang: Lang
) -> str:
    """The player-damage heatmap of ``frame`` (a grid of resolved duels) as an ``<svg>``."""
    # The grid's cells by (power, toughness), read from its columns (pandas or plain tables).
    cells = {
        (int(p), int(tough)): int(value)
        for p, tough, value in zip(
            frame["power"].tolist(), frame["toughness"].tolist(), frame["to_player"].tolist(),
            strict=True,
        )
    }  # fmt: skip
    powers = sorted({p for p, _ in cells})
    toughnesses = sorted({tough for _, tough in cells})
    high = max(max(cells.values()), 1)
    title = t(
        "grids.heatmap.title", lang, keywords=keywords_label(keywords, lang),
        blocker_power=blocker_power,
    )  # fmt: skip
    width = LEFT + CELL * len(toughnesses) + 110
    titles = textwrap.wrap(title, int((width - 20) / 9.5))
    top = TOP_TITLE + 22 * len(titles)
    grid_w, grid_h = CELL * len(toughnesses), CELL * len(powers)
    parts = [
        _text(10, 22 + 22 * i, line, size=16, anchor="start", font_weight="bold")
        for i, line in enumerate(titles)
    ]
    # The cell's tooltip: « F 0, E 1 : 0 » in French, as the lesson writes force and endurance.
    cell = partial(t, "grids.heatmap.cell", lang)
    for r, p in enumerate(powers):
        for c, tough in enumerate(toughnesses):
            value = cells[p, tough]
            parts.append(
                f'<rect x="{LEFT + c * CELL}" y="{top + r * CELL}" width="{CELL}" '
                f'height="{CELL}" fill="{cividis(value, high)}">'
                f"<title>{escape(cell(power=p, toughness=tough, value=value))}</title></rect>"
            )
    # Where the resolver's pattern changes (B dies in another step, or survives).
    p0, t0 = powers[0] - 0.5, toughnesses[0] - 0.5
    for (x1, y1), (x2, y2) in _boundaries(frame):
        parts.append(
            f'<line x1="{LEFT + (x1 - t0) * CELL:.1f}" y1="{top + (y1 - p0) * CELL:.1f}" '
            f'x2="{LEFT + (x2 - t0) * CELL:.1f}" y2="{top + (y2 - p0) * CELL:.1f}" '
            f'stroke="{VERMILLION}" stroke-width="3.5" stroke-linecap="round"/>'
        )
    for c, tough in enumerate(toughnesses):
        parts.append(_text(LEFT + (c + 0.5) * CELL, top + grid_h + 18, str(tough)))
    for r, p in enumerate(powers):
        parts.append(_text(LEFT - 8, top + (r + 0.5) * CELL + 5, str(p), anchor="end"))
    parts.append(_text(LEFT + grid_w / 2, top + grid_h + 40, t("grids.axis.toughness", lang), 15))
    y_mid = top + grid_h / 2
    parts.append(
        _text(24, y_mid, t("grids.axis.power", lang), 15, transform=f"rotate(-90 24 {y_mid:.1f})")
    )
    # The colour bar: one band per point of damage, labelled in whole points.
    bar_x = LEFT + grid_w + 18
    band = grid_h / (high + 1)
    for value in range(high + 1):
        y = top + grid_h - (value + 1) * band
        parts.append(
            f'<rect x="{bar_x}" y="{y:.1f}" width="{BAR_W}" height="{band + 0.5:.1f}" '
            f'fill="{cividis(value, high)}"/>'
        )
    step = max(1, round(high / 6))
    for value in range(0, high + 1, step):
        y = top + grid_h - (value + 0.5) * band + 5
        parts.append(_text(bar_x + BAR_W + 6, y, str(value), anchor="start"))
    bar_label = t("grids.heatmap.colorbar", lang)
    x_label = bar_x + BAR_W + 44
    parts.append(
        _text(x_label, y_mid, bar_label, 14, transform=f"rotate(-90 {x_label} {y_mid:.1f})")
    )
    # The legend: the line, then its meaning (wrapped to the figure).
    y = top + grid_h + 66
    parts.append(
        f'<line x1="10" y1="{y - 5}" x2="40" y2="{y - 5}" stroke="{VERMILLION}" '
        'stroke-width="3.5"/>'
    )
    legend = textwrap.wrap(t("grids.heatmap.legend.engine", lang), int((width - 60) / 8.3))
    for i, line in enumerate(legend):
        parts.append(_text(48, y + 20 * i, line, anchor="start"))
    height = y + 20 * len(legend) + 4
    style = FIGURE_STYLE.format(width=width)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="mtglearn-heatmap" '
        f'viewBox="0 0 {width} {height:.0f}" style="{style};{FONT}" role="img" '
        f'aria-label="{escape(title)}"><title>{escape(title)}</title>'
        f'<rect width="{width}" height="{height:.0f}" fill="#ffffff"/>{"".join(parts)}</svg>'
    )


__all__ = ["FIGURE_STYLE", "heatmap_svg"]
