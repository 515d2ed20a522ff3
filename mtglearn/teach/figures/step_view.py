"""The combat board in the explorers: one resolved combat's board, every step or one, and the
choices of a step control (only the steps that happened).

The drawing is :mod:`mtglearn.render.board`'s, shown through the front door's
:class:`~mtglearn.door.outcome.BoardPicture`; here only what an explorer needs around it.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any, Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door.outcome import BoardPicture
from mtglearn.render.board import frames, missing_reason
from mtglearn.rules.combat.engine import CombatResult
from mtglearn.rules.core.snapshot import MOMENTS

#: The step control's choices, in order (the moments the engine records).
STEPS: Final = MOMENTS
BOARD_CLASS: Final = "mtglearn-board-box"


def combat_board(
    result: CombatResult, lang: str | None = None, step: str | None = None
) -> BoardPicture:
    """The board of ``result`` (every step by default), ready to be shown by Jupyter; a step
    that did not happen in this combat is refused with the reason."""
    language = resolve_lang(lang)
    if step is not None:
        frames_keys = [f.key for f in frames(result, language)]
        if step not in frames_keys:
            from mtglearn.render.board import board_svg

            board_svg(result, language, step)  # raises the reason (510.4, 104.2a, 508.8)
    return BoardPicture(result, language, step)


def step_options(result: CombatResult, lang: Lang) -> list[tuple[str, str]]:
    """The step control's choices for ``result``: the snapshots that happened, numbered in
    their order, and no other (no first-strike step nor "between the steps" without first
    strike or double strike, 510.4; nothing after the step in which the game ended, 104.2a).
    Why the others are missing is :func:`~mtglearn.render.board.missing_reason`."""
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


def follow_steps(
    control: Any,
    note: Any,
    result: CombatResult,
    lang: Lang,
    quietly: Callable[[], AbstractContextManager[None]],
    *,
    first: bool = False,
) -> None:
    """Offer in an explorer's step ``control`` only the steps of ``result`` (510.4, 104.2a),
    and say in ``note`` (an HTML widget) why the others are missing. A chosen step that no
    longer exists gives way to the closest one that does (:func:`closest_step`); ``first``
    shows the first-strike damage step if there is one (the first board a learner sees shows
    damage flowing). ``quietly`` is the explorer's guard: inside it, setting the control draws
    nothing (setting the options selects the first one, then the value: one drawing for both).
    """
    options = step_options(result, lang)
    keys = [key for _, key in options]
    value = (
        "first_strike" if first and "first_strike" in keys else closest_step(control.value, keys)
    )
    if tuple(control.options) != tuple(options) or control.value != value:
        with quietly():
            control.options = options
            control.value = value
    reason = missing_reason(result, lang) or ""
    control.tooltip = reason  # "" rather than None, which a browser shows as "null"
    note.value = f"<i>{html.escape(reason)}</i>" if reason else ""


__all__ = [
    "BOARD_CLASS",
    "STEPS",
    "closest_step",
    "combat_board",
    "follow_steps",
    "step_options",
]
