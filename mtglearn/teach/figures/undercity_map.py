"""Dungeon maps (309): the rooms and arrows of a dungeon card, drawn from the engine's data.

``undercity_map(lang, room=None, path=())`` draws Undercity (*Les Souterrains*) as printed: nine
rooms in five rows, an arrow for each "leads to" (docs/cards.md §1.7,
``mtglearn/data/dungeons.json``). The current room (where the venture marker is, 309.4) is filled
orange with a thick border and a marker symbol; the rooms of the path taken are filled sky blue and
their arrows drawn thick blue. Colours are from the Okabe–Ito palette (colour-blind safe), and shape
also carries the meaning (border width, the ◆ marker, arrow thickness), so the map reads without
colour too.

``dungeon_map(name, lang, room=None, path=())`` draws any dungeon of the course the same way:
rows are the length of the longest route from the top room (309.4a), so every arrow points
down. Room names are in the reader's language when a printed one is known (309.4b: they are
flavour text), otherwise the English name. Deterministic: fixed size, no randomness.
"""

from __future__ import annotations

import html
import textwrap
from collections.abc import Sequence
from itertools import pairwise
from typing import TYPE_CHECKING

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.validate import listing
from mtglearn.rules.initiative.dungeons import UNDERCITY, Dungeon, find_dungeon
from mtglearn.teach.display import Shown
from mtglearn.teach.frames import has_matplotlib

if TYPE_CHECKING:  # drawn with matplotlib where it is installed (dungeon_svg without it)
    from matplotlib.figure import Figure

#: Okabe–Ito colours.
CURRENT = "#E69F00"  # orange
PATH = "#56B4E9"  # sky blue
PATH_ARROW = "#0072B2"  # blue
OTHER = "#EEEEEE"
EDGE = "#333333"


def _depths(dungeon: Dungeon) -> dict[str, int]:
    """Row of each room: the length of the longest route to it from the top room."""
    depth = {dungeon.top.name: 0}
    changed = True
    while changed:  # the graph is small and acyclic: relax until stable
        changed = False
        for room in dungeon.rooms:
            if room.name not in depth:
                continue
            for exit_name in room.exits:
                if depth.get(exit_name, -1) < depth[room.name] + 1:
                    depth[exit_name] = depth[room.name] + 1
                    changed = True
    return depth


def layout(dungeon: Dungeon) -> dict[str, tuple[float, float]]:
    """Centre of each room's box: rows top to bottom, rooms of a row in printed order."""
    depths = _depths(dungeon)
    rows: dict[int, list[str]] = {}
    for room in dungeon.rooms:
        rows.setdefault(depths[room.name], []).append(room.name)
    widest = max(len(r) for r in rows.values())
    out: dict[str, tuple[float, float]] = {}
    for depth, names in rows.items():
        for i, room_name in enumerate(names):
            x = (i + 0.5) * widest / len(names)
            out[room_name] = (x, -float(depth))
    return out


def _check_rooms(dungeon: Dungeon, room: str | None, path: Sequence[str], lang: str) -> list[str]:
    language = resolve_lang(lang)
    names = [r.name for r in dungeon.rooms]
    wanted = [*path, *([room] if room is not None else [])]
    for i, value in enumerate(wanted):
        if value not in names:
            field = "room" if room is not None and i == len(wanted) - 1 else f"path[{i}]"
            raise ScenarioError(
                "error.one_of", field, language, value=value, allowed=listing(names)
            )
    return list(path)


def _plan(
    name: str, language: Lang, room: str | None, path: Sequence[str]
) -> tuple[Dungeon, list[str], list[str]]:
    """The dungeon, the route drawn (``path`` then ``room``) and the notes under the map."""
    dungeon = find_dungeon(name, "name", language)
    route = _check_rooms(dungeon, room, path, language)
    if room is not None and (not route or route[-1] != room):
        route = [*route, room]
    notes = []
    if room is not None:
        notes.append(
            t(
                "teach_initiative.map.current",
                language,
                room=dungeon.room(room).display(language),
            )
        )
    if len(route) > 1:
        notes.append(t("teach_initiative.map.path", language))
    return dungeon, route, notes


def dungeon_map(
    name: str, lang: str | None = None, room: str | None = None, path: Sequence[str] = ()
) -> Figure:
    """The map of dungeon ``name`` (English name), ``room`` marked, ``path`` highlighted."""
    from matplotlib.figure import Figure
    from matplotlib.patches import FancyBboxPatch

    language = resolve_lang(lang)
    dungeon, route, notes = _plan(name, language, room, path)
    places = layout(dungeon)
    width = max(x for x, _ in places.values()) + 0.5
    rows = -min(y for _, y in places.values()) + 1
    # A fixed layout (room for the title above, the notes below), so that the explorer can
    # save it without cropping, in one drawing.
    extra = 0.32 * len(notes)
    height = 1.25 * (rows + extra) + 0.9
    figure = Figure(figsize=(2.3 * width + 0.6, height))
    axes = figure.add_axes((0.01, 0.01, 0.98, 1 - 0.5 / height))
    axes.set_axis_off()
    axes.set_xlim(-0.1, width + 0.1)
    axes.set_ylim(-rows + 0.45 - extra, 0.75)
    steps = set(pairwise(route))
    box_w, box_h = 0.86, 0.5
    for source in dungeon.rooms:
        x0, y0 = places[source.name]
        for exit_name in source.exits:
            x1, y1 = places[exit_name]
            taken = (source.name, exit_name) in steps
            axes.annotate(
                "",
                xy=(x1, y1 + box_h / 2),
                xytext=(x0, y0 - box_h / 2),
                arrowprops={
                    "arrowstyle": "-|>",
                    "color": PATH_ARROW if taken else "#777777",
                    "lw": 3.0 if taken else 1.2,
                    "shrinkA": 1,
                    "shrinkB": 1,
                },
            )
    for each in dungeon.rooms:
        x, y = places[each.name]
        current = each.name == room
        fill = CURRENT if current else (PATH if each.name in route else OTHER)
        axes.add_patch(
            FancyBboxPatch(
                (x - box_w / 2, y - box_h / 2),
                box_w,
                box_h,
                boxstyle="round,pad=0.02,rounding_size=0.08",
                facecolor=fill,
                edgecolor=EDGE,
                linewidth=3.0 if current else 1.0,
            )
        )
        label = textwrap.fill(each.display(language), 16)
        if current:
            label = "◆ " + label
        axes.text(x, y, label, ha="center", va="center", fontsize=9, wrap=True)
    title = t("teach_initiative.map.title", language, dungeon=dungeon.display(language))
    axes.set_title(title, fontsize=11)
    if notes:
        # One note a line: a French legend on one line was wider than the map.
        axes.text(width / 2, -rows + 0.5, "\n".join(notes), ha="center", va="top", fontsize=10)
    return figure


def dungeon_svg(
    name: str, lang: str | None = None, room: str | None = None, path: Sequence[str] = ()
) -> str:
    """The same map as :func:`dungeon_map`, drawn as an ``<svg>`` with the standard library
    only (where matplotlib is absent: a browser with nothing installed)."""
    language = resolve_lang(lang)
    dungeon, route, notes = _plan(name, language, room, path)
    places = layout(dungeon)
    # Pixels per unit of the layout, across and down, and the top margin.
    unit_x, unit_y, top = 190, 95, 40
    box_w, box_h = 0.86 * unit_x / 1.15, 0.5 * unit_y
    width = (max(x for x, _ in places.values()) + 0.5) * unit_x / 1.15 + 20
    rows = -min(y for _, y in places.values()) + 1

    def centre(room_name: str) -> tuple[float, float]:
        x, y = places[room_name]
        return 10 + x * unit_x / 1.15, top + box_h / 2 + 10 - y * unit_y

    steps = set(pairwise(route))
    parts = [
        '<defs><marker id="mtglearn-arrow" viewBox="0 0 10 10" refX="9" refY="5" '
        'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        '<path d="M0,0L10,5L0,10z" fill="context-stroke"/></marker></defs>'
    ]
    for source in dungeon.rooms:
        x0, y0 = centre(source.name)
        for exit_name in source.exits:
            x1, y1 = centre(exit_name)
            taken = (source.name, exit_name) in steps
            colour, thick = (PATH_ARROW, 3.0) if taken else ("#777777", 1.2)
            parts.append(
                f'<line x1="{x0:.1f}" y1="{y0 + box_h / 2:.1f}" x2="{x1:.1f}" '
                f'y2="{y1 - box_h / 2 - 2:.1f}" stroke="{colour}" stroke-width="{thick}" '
                'marker-end="url(#mtglearn-arrow)"/>'
            )
    for each in dungeon.rooms:
        x, y = centre(each.name)
        current = each.name == room
        fill = CURRENT if current else (PATH if each.name in route else OTHER)
        parts.append(
            f'<rect x="{x - box_w / 2:.1f}" y="{y - box_h / 2:.1f}" width="{box_w:.1f}" '
            f'height="{box_h:.1f}" rx="8" fill="{fill}" stroke="{EDGE}" '
            f'stroke-width="{3.0 if current else 1.0}"/>'
        )
        lines = textwrap.wrap(each.display(language), 16)
        if current:
            lines[0] = "◆ " + lines[0]
        first = y - 7 * (len(lines) - 1) + 4
        for i, line in enumerate(lines):
            parts.append(
                f'<text x="{x:.1f}" y="{first + 14 * i:.1f}" font-size="12" '
                f'text-anchor="middle">{html.escape(line)}</text>'
            )
    title = t("teach_initiative.map.title", language, dungeon=dungeon.display(language))
    parts.append(
        f'<text x="{width / 2:.1f}" y="22" font-size="15" text-anchor="middle">'
        f"{html.escape(title)}</text>"
    )
    bottom = top + rows * unit_y
    for i, note in enumerate(notes):
        parts.append(
            f'<text x="{width / 2:.1f}" y="{bottom + 18 * i:.1f}" font-size="13" '
            f'text-anchor="middle">{html.escape(note)}</text>'
        )
    height = bottom + 18 * len(notes) + 6
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="{width:.0f}" height="{height:.0f}" '
        "font-family=\"'DejaVu Sans',Verdana,Arial,sans-serif\">"
        f"{''.join(parts)}</svg>"
    )


def undercity_map(
    lang: str | None = None, room: str | None = None, path: Sequence[str] = ()
) -> Figure | Shown:
    """Undercity (*Les Souterrains*) as printed: nine rooms, the current ``room`` marked and
    the ``path`` taken (English room names) highlighted (drawn as SVG without matplotlib)."""
    if not has_matplotlib():
        return Shown(dungeon_svg(UNDERCITY, lang, room, path))
    return dungeon_map(UNDERCITY, lang, room, path)


__all__ = ["dungeon_map", "dungeon_svg", "layout", "undercity_map"]
