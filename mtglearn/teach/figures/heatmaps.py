"""Heatmaps of the damage dealt to the defending player over power × toughness.

Each picture is drawn from a grid of resolved duels (:func:`mtglearn.teach.grids.grid`): the
color of a cell is the damage the resolver dealt to the player, the number in it too, and the
solid lines are drawn where the *resolver's* pattern changes between two neighbouring cells (B
dies in the first-strike step / in the regular step / survives). The dashed lines P = T and
2P = T and the formulas written in each region are seed lesson 001's claims, drawn on top so the
reader can see that they fall on the resolver's boundaries (notebook 03 checks it in code).

Figures are built on :class:`matplotlib.figure.Figure` (no pyplot state) with the colorblind-safe
``cividis`` map, and turned into deterministic PNG bytes by :func:`mtglearn.teach.display.png`.

Legible when projected: P grows downwards as in the tables (row 0 on top), cell numbers are
9 pt, nothing is written over a cell (the lesson's formulas are listed under the panel, by
region), every line is in the legend, and the colour bar counts in whole points of damage.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.teach.display import Shown
from mtglearn.teach.figures.grids import HALF_LE_P_LT_T, P_GE_T, P_LT_HALF, grid
from mtglearn.teach.figures.heatmap_svg import VERMILLION, _boundaries, heatmap_svg, keywords_label
from mtglearn.teach.frames import has_matplotlib

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from matplotlib.lines import Line2D
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

CMAP: Final = "cividis"


def halo() -> list[Any]:
    """A black line with a white halo reads on both ends of cividis (dark blue, light yellow).

    (matplotlib is imported by the functions that draw, not by this module: the SVG heat map
    of :mod:`mtglearn.teach.figures.heatmap_svg` uses the names above without it.)"""
    from matplotlib import patheffects

    return [patheffects.withStroke(linewidth=3.2, foreground="white")]


#: The lesson's formulas (catalog keys) written in each region, with and without trample.
FORMULAS: Final[Mapping[bool, Mapping[str, str]]] = {
    True: {
        P_GE_T: "grids.heatmap.player_2p_minus_t",
        HALF_LE_P_LT_T: "grids.heatmap.player_2p_minus_t",
        P_LT_HALF: "grids.heatmap.player_zero_b_2p",
    },
    False: {
        P_GE_T: "grids.heatmap.player_zero",
        HALF_LE_P_LT_T: "grids.heatmap.player_zero_b_2p",
        P_LT_HALF: "grids.heatmap.player_zero_b_2p",
    },
}


def draw(
    ax: Axes,
    frame: pd.DataFrame,
    lang: Lang,
    *,
    title: str,
    vmax: int | None = None,
    numbers: bool = True,
) -> Any:
    """Draw the player-damage heatmap of ``frame`` on ``ax``; returns the image (for a colorbar)."""
    table = frame.pivot(index="power", columns="toughness", values="to_player")
    powers = [int(p) for p in table.index.tolist()]
    toughnesses = [int(x) for x in table.columns.tolist()]
    values = table.to_numpy()
    high = vmax if vmax is not None else max(int(values.max()), 1)
    # Row 0 on top, as in the tables: P grows downwards.
    image = ax.imshow(
        values,
        origin="upper",
        cmap=CMAP,
        vmin=0,
        vmax=high,
        extent=(
            toughnesses[0] - 0.5,
            toughnesses[-1] + 0.5,
            powers[-1] + 0.5,
            powers[0] - 0.5,
        ),
        aspect="auto",
        interpolation="nearest",
    )
    if numbers:
        for row, p in enumerate(powers):
            for column, tough in enumerate(toughnesses):
                value = int(values[row, column])
                color = "black" if value > high * 0.6 else "white"
                ax.text(tough, p, str(value), ha="center", va="center", fontsize=9, color=color)
    from matplotlib.collections import LineCollection

    ax.add_collection(LineCollection(_boundaries(frame), colors=VERMILLION, linewidths=2.5))
    ax.set_xticks(toughnesses)
    ax.set_yticks(powers)
    ax.tick_params(labelsize=9)
    ax.set_xlabel(t("grids.axis.toughness", lang))
    ax.set_ylabel(t("grids.axis.power", lang))
    ax.set_title(title, fontsize=11)
    return image


def _legend_handles(lang: Lang, lesson: bool) -> list[Line2D]:
    """One legend entry per kind of line drawn."""
    from matplotlib.lines import Line2D

    handles = [
        Line2D([], [], color=VERMILLION, lw=2.5, label=t("grids.heatmap.legend.engine", lang))
    ]
    if lesson:
        for key, style in (("line_p_eq_t", "--"), ("line_2p_eq_t", ":")):
            label = t("grids.heatmap.legend.lesson", lang, line=t(f"grids.heatmap.{key}", lang))
            handles.append(
                Line2D([], [], color="black", lw=1.8, ls=style, label=label, path_effects=halo())
            )
    return handles


def _lesson_overlay(ax: Axes, frame: pd.DataFrame, trample: bool, lang: Lang) -> None:
    """The lesson's boundaries (P = T dashed, 2P = T dotted), and its formula for each region
    of the resolver's pattern, listed under the panel (never over a cell's number)."""
    low, high = float(frame["toughness"].min()) - 0.5, float(frame["toughness"].max()) + 0.5
    top = float(frame["power"].max()) + 0.5
    ax.plot(
        [low, min(high, top)], [low, min(high, top)], color="black", ls="--", lw=1.8,
        path_effects=halo(),
    )  # fmt: skip
    ax.plot([low, high], [low / 2, high / 2], color="black", ls=":", lw=1.8, path_effects=halo())
    ax.set_ylim(top, float(frame["power"].min()) - 0.5)  # the lines must not widen the axes
    lines = [
        f"{t(f'grids.heatmap.region.{region}', lang)} → {t(key, lang)}"
        for region, key in FORMULAS[trample].items()
        if not frame[frame["region"] == region].empty
    ]
    ax.text(
        0.0, -0.09, "\n".join(lines), transform=ax.transAxes, ha="left", va="top", fontsize=10,
    )  # fmt: skip


def double_strike_heatmaps(
    lang: str | None = None,
    *,
    blocker_power: int = 2,
    powers: Sequence[int] = range(0, 16),
    toughnesses: Sequence[int] = range(1, 16),
) -> Figure | Shown:
    """Two panels: A with double strike, then with double strike and trample, blocked by B.

    Without matplotlib (a browser with nothing installed), the two panels are the SVG heat maps
    of the grid explorer (:func:`mtglearn.teach.heatmap_svg.heatmap_svg`), side by side."""
    language = resolve_lang(lang)
    frames = {
        trample: grid(
            ("double strike", "trample") if trample else ("double strike",),
            blocker_power=blocker_power,
            powers=powers,
            toughnesses=toughnesses,
            lang=language,
        )
        for trample in (False, True)
    }
    if not has_matplotlib():
        panels = "".join(
            f'<div style="flex:1 1 22em">{heatmap_svg(frame, words, blocker_power, language)}</div>'
            for frame, words in (
                (frames[False], ("double strike",)),
                (frames[True], ("double strike", "trample")),
            )
        )
        return Shown(f'<div style="display:flex;flex-wrap:wrap;gap:1em">{panels}</div>')
    vmax = max(max(int(f["to_player"].max()) for f in frames.values()), 1)
    from matplotlib.figure import Figure

    figure = Figure(figsize=(11, 6.8))
    axes = figure.subplots(1, 2)
    image: Any = None
    for ax, (trample, frame) in zip(axes, frames.items(), strict=True):
        words = ("double strike", "trample") if trample else ("double strike",)
        title = t(
            "grids.heatmap.title",
            language,
            keywords=keywords_label(words, language),
            blocker_power=blocker_power,
        )
        image = draw(ax, frame, language, title=title, vmax=vmax)
        _lesson_overlay(ax, frame, trample, language)
    figure.suptitle(t("grids.heatmap.suptitle", language, blocker_power=blocker_power))
    _colorbar(figure, image, list(axes), language)
    figure.legend(
        handles=_legend_handles(language, lesson=True), loc="upper center", ncol=2,
        fontsize=10, frameon=False, bbox_to_anchor=(0.45, -0.075),
    )  # fmt: skip
    return figure


def _colorbar(figure: Figure, image: Any, axes: Any, lang: Lang, *, cax: bool = False) -> None:
    """The colour bar beside ``axes`` (or in it, with ``cax``), in whole points of damage."""
    where = {"cax": axes} if cax else {"ax": axes}
    from matplotlib.ticker import MaxNLocator

    bar = figure.colorbar(image, ticks=MaxNLocator(integer=True), **where)
    bar.set_label(t("grids.heatmap.colorbar", lang), fontsize=10)
    bar.ax.tick_params(labelsize=9)


def heatmap(
    frame: pd.DataFrame,
    keywords: Sequence[str],
    blocker_power: int,
    lang: str | None = None,
    *,
    numbers: bool = True,
) -> Figure:
    """One panel for an already computed grid (what the grid explorer shows). ``numbers``
    writes each cell's value (the explorer leaves that to its table: drawing them doubles the
    time of an update)."""
    language = resolve_lang(lang)
    # A fixed layout (axes placed by hand), so the explorer can save it without cropping.
    from matplotlib.figure import Figure

    figure = Figure(figsize=(5.8, 5.1))
    ax = figure.add_axes((0.13, 0.2, 0.66, 0.71))
    bar_ax = figure.add_axes((0.83, 0.2, 0.035, 0.71))
    title = t(
        "grids.heatmap.title",
        language,
        keywords=keywords_label(keywords, language),
        blocker_power=blocker_power,
    )
    image = draw(ax, frame, language, title=title, numbers=numbers)
    _colorbar(figure, image, bar_ax, language, cax=True)
    figure.legend(
        handles=_legend_handles(language, lesson=False), loc="lower center",
        bbox_to_anchor=(0.5, 0.005), fontsize=9, frameon=False,
    )  # fmt: skip
    return figure


__all__ = ["FORMULAS", "double_strike_heatmaps", "draw", "heatmap", "keywords_label"]
