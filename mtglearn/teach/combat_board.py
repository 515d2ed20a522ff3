"""The combat board in a notebook: a resolved combat shown as SVG, every step or one.

``combat_board(result, LANG)`` is what a notebook cell writes to show a fight; it draws itself
like python-chess's board (``_repr_svg_``, and ``_repr_html_`` so the HTML export and JupyterLab
put the SVG inline, scaled to the page). The drawing is the rules layer's
(:mod:`mtglearn.rules.combat.board_svg`): here only the display.
"""

from __future__ import annotations

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


def shown_step(result: CombatResult, wanted: str, lang: Lang) -> tuple[str, str | None]:
    """The step to show when ``wanted`` is asked, and a note when that step did not happen
    (no first-strike step without first strike or double strike, 510.4; no regular step once
    the game is over, 104.2a): then the nearest step that did happen is shown."""
    happened = [f.key for f in frames(result, lang)]
    if wanted in happened:
        return wanted, None
    later = [s for s in STEPS[STEPS.index(wanted) :] if s in happened]
    step = later[0] if later else happened[-1]
    missing = t(f"board.frame.{wanted}", lang)
    return step, t(
        "board.not_happened", lang, missing=missing, shown=t(f"board.frame.{step}", lang)
    )


__all__ = ["BOARD_CLASS", "STEPS", "Board", "combat_board", "shown_step"]
