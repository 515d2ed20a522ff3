"""The grid explorer: toggle the attacker's keywords, move the blocker's power, watch the grid.

A :class:`GridExplorer` resolves a whole grid of duels (:func:`mtglearn.teach.figures.grids.grid`)
for the attacker's keywords chosen with toggles (first strike 702.7, double strike 702.4, trample
702.19, deathtouch 702.2, lifelink 702.15) against a blocker without abilities of the chosen
power, then shows the damage to the defending player as a heatmap and a table in the view
chosen: the outcome of each duel, the damage to the player, to the attacker, or the life
gained. Both are in ``html``: the heatmap is an inline SVG
(:mod:`mtglearn.teach.figures.heatmap_svg`), drawn in milliseconds, crisp and growing with the
page's large-text mode; the static copy (:meth:`Explorer.static`) carries it as an image, which
survives an untrusted notebook.
"""

from __future__ import annotations

import base64
import html
from typing import Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import t
from mtglearn.rules.core.keywords import catalog_key
from mtglearn.teach.display import table_html, zoomable
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.figures.grids import (
    ATTACKER_TOUGHNESS,
    grid,
    outcome_legend,
    outcome_styler,
    value_table,
)
from mtglearn.teach.figures.heatmap_svg import heatmap_svg
from mtglearn.teach.figures.heatmaps import keywords_label

#: The keywords the explorer toggles, in the canonical order.
TOGGLED: Final = ("first strike", "double strike", "trample", "deathtouch", "lifelink")
VIEWS: Final = ("outcome", "to_player", "to_attacker", "life_gained")


class GridExplorer(Explorer):
    """Keyword toggles and the blocker's power → heatmap of the player's damage + a table.

    Controls (``controls[...]``): one ``ToggleButton`` per keyword of :data:`TOGGLED` (named by
    the keyword), ``"blocker_power"`` (``IntSlider`` 0–10) and ``"view"`` (``ToggleButtons``,
    one of :data:`VIEWS`; ``view`` is the table it opens on, a :class:`ScenarioError` naming the
    field for any other).
    """

    def __init__(
        self,
        lang: str | None = None,
        *,
        keywords: tuple[str, ...] = ("double strike", "trample"),
        blocker_power: int = 2,
        max_power: int = 10,
        max_toughness: int = 10,
        view: str = "outcome",
    ) -> None:
        super().__init__(lang, figure=False)
        if view not in VIEWS:
            raise ScenarioError(
                "grids.error.view", "view", self.lang, value=view, allowed=", ".join(VIEWS)
            )
        w = self._widgets
        self.powers = range(0, max_power + 1)
        self.toughnesses = range(1, max_toughness + 1)
        for word in TOGGLED:
            self.controls[word] = w.ToggleButton(
                value=word in keywords,
                description=t(catalog_key(word), self.lang),
                layout=w.Layout(width="auto"),
            )
        self.controls["blocker_power"] = w.IntSlider(
            value=blocker_power,
            min=0,
            max=10,
            description=t("grids.explorer.blocker_power", self.lang),
            style={"description_width": "initial"},
        )
        self.controls["view"] = w.ToggleButtons(
            options=[(t(f"grids.explorer.view.{v}", self.lang), v) for v in VIEWS],
            value=view,
            description=t("grids.explorer.view_label", self.lang),
        )
        self.watch()

    @property
    def keywords(self) -> tuple[str, ...]:
        """The attacker's keywords currently toggled on."""
        return tuple(word for word in TOGGLED if self.controls[word].value)

    def render(self) -> tuple[str, bytes | None]:
        words = self.keywords
        power = int(self.controls["blocker_power"].value)
        view = str(self.controls["view"].value)
        frame = grid(
            words,
            blocker_power=power,
            powers=self.powers,
            toughnesses=self.toughnesses,
            lang=self.lang,
        )
        heading = t(
            "grids.explorer.heading",
            self.lang,
            keywords=keywords_label(words, self.lang),
            attacker_toughness=ATTACKER_TOUGHNESS,
            blocker_power=power,
        )
        uuid = self.uid("grid-explorer")
        if view == "outcome":
            styler = outcome_styler(frame, self.lang, uuid=uuid)
            table = table_html(styler, uuid) + outcome_legend(self.lang)
        else:
            table = table_html(value_table(frame, view, self.lang, uuid=uuid), uuid)
        figure = heatmap_svg(frame, words, power, self.lang)
        if self._copy:  # the static copy: an image (an untrusted notebook drops inline SVG)
            data = base64.b64encode(figure.encode("utf-8")).decode("ascii")
            figure = (
                f'<img class="mtglearn-heatmap-img" src="data:image/svg+xml;base64,{data}" '
                f'alt="{html.escape(heading)}" style="width:min(100%,520px);height:auto">'
            )
        else:  # a phone fits it to its width until tapped
            figure = zoomable(figure, self.lang)
        # The heatmap first: keywords and power change both, the view only the table.
        return f"{figure}<h4>{html.escape(heading)}</h4>{table}", None


__all__ = ["TOGGLED", "VIEWS", "GridExplorer"]
