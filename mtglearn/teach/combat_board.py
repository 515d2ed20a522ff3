"""The combat board in a notebook: a resolved combat shown as SVG, every step or one.

``combat_board(result, LANG)`` is what a notebook cell writes to show a fight; it draws itself
like python-chess's board (``_repr_svg_``, and ``_repr_html_`` so the HTML export and JupyterLab
put the SVG inline, scaled to the page). The drawing is the rules layer's
(:mod:`mtglearn.rules.combat.board_svg`): here only the display.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from mtglearn.combat import CombatResult
from mtglearn.i18n import Lang, resolve_lang, t
from mtglearn.rules.combat.board_svg import board_html, frames

#: The step control's choices, in order (``board_svg``'s frames).
STEPS: Final = ("blockers", "first_strike", "between", "regular")
BOARD_CLASS: Final = "mtglearn-board-box"


@dataclass(frozen=True)
class Board:
    """A combat's board in ``lang``: every step, or only ``step`` (one of :data:`STEPS`)."""

    result: CombatResult
    lang: Lang
    step: str | None = None

    def svg(self) -> str:
        return self.result.board(self.lang, self.step)

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_html_(self) -> str:
        # Images (not inline SVG): they survive the sanitising of an untrusted notebook; the
        # snapshots stand side by side as far as the page allows.
        return f'<div class="{BOARD_CLASS}">{board_html(self.result, self.lang, self.step)}</div>'


def combat_board(result: CombatResult, lang: str | None = None, step: str | None = None) -> Board:
    """The board of ``result`` (every step by default), ready to be shown by Jupyter."""
    return Board(result, resolve_lang(lang), step)


def step_options(result: CombatResult, lang: Lang) -> list[tuple[str, str]]:
    """The step control's choices for ``result``: the snapshots that happened, numbered in
    their order, and no other (no first-strike step nor "between the steps" without first
    strike or double strike, 510.4; nothing after the step in which the game ended, 104.2a).
    Why the others are missing is :func:`~mtglearn.rules.combat.board_svg.missing_reason`."""
    return [
        (t("board.control.numbered", lang, number=n, step=t(f"board.control.{f.key}", lang)), f.key)
        for n, f in enumerate(frames(result, lang), start=1)
    ]


def closest_step(wanted: str, happened: Sequence[str]) -> str:
    """The step a control falls back to when ``wanted`` is no longer in the combat: the first
    later step that happened (the step that replaced it: with first strike gone, the regular
    step is the combat damage step), else the last one (where the game ended)."""
    if wanted in happened:
        return wanted
    later = [s for s in STEPS[STEPS.index(wanted) :] if s in happened] if wanted in STEPS else []
    return later[0] if later else happened[-1]


__all__ = ["BOARD_CLASS", "STEPS", "Board", "closest_step", "combat_board", "step_options"]
