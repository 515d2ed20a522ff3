"""The keyword explorer of notebook 11 (and of the workshop): the combat explorer of chapter 1
with a keyword picker offering every keyword the engine knows, and a color picker.

It is the :class:`~mtglearn.teach.combat_explorer.CombatExplorer` with two changes: the
keyword checkboxes are hidden (kept unticked) and the pickers describe the creatures instead;
and an illegal fight — a creature with defender attacking (702.3b), a block that an evasion
ability forbids (509.1b) — shows the engine's one-line reason instead of a result.
"""

from __future__ import annotations

import html
from typing import Final

from mtglearn.base.card_names import name_of
from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import t
from mtglearn.rules.core.board import COLORS
from mtglearn.rules.core.keywords import (
    ALL_KEYWORDS,
    ANY_NUMBER,
    EXTRA_BLOCK,
    LANDWALKS,
    NUMBERED,
    PROVOKE,
    display,
)
from mtglearn.teach.combat_explorer import (
    ATTACKER_KEYWORDS,
    BLOCKER_KEYWORDS,
    RESULT_CLASS,
    CombatExplorer,
)
from mtglearn.teach.duel import Duel

#: What the keyword picker offers: every keyword that means something in a one-on-one fight
#: (not provoke, blocking several creatures or landwalk: a duel has one blocker and no lands),
#: and the numbered ones with N from 1 to 3.
PICKER_KEYWORDS: Final = tuple(
    k for k in ALL_KEYWORDS if k not in (PROVOKE, EXTRA_BLOCK, ANY_NUMBER, *LANDWALKS)
) + tuple(f"{k} {n}" for k in NUMBERED for n in (1, 2, 3))

_WHO: Final = ("attacker", "blocker")


class KeywordExplorer(CombatExplorer):
    """Sliders and "blocked" as in the combat explorer; ``attacker_keywords``,
    ``blocker_keywords`` (the whole list, official names) and ``attacker_colors``,
    ``blocker_colors`` as pickers."""

    def __init__(
        self,
        lang: str | None = None,
        *,
        start: Duel | str = "plain",
        figure: bool = True,
        uuid: str = "keyword-explorer",
    ) -> None:
        super().__init__(lang, start=start, figure=figure, uuid=uuid)
        w, lang_ = self._widgets, self.lang
        # The checkboxes stay (unticked, hidden): the pickers say which keywords there are.
        for who, words in zip(_WHO, (ATTACKER_KEYWORDS, BLOCKER_KEYWORDS), strict=True):
            for word in words:
                box = self.controls[f"{who}_{word.replace(' ', '_')}"]
                box.value = False
                box.layout.display = "none"
        style = {"description_width": "initial"}
        pickers = []
        for who in _WHO:
            pickers.append(
                w.SelectMultiple(
                    options=[(display(k, lang_), k) for k in PICKER_KEYWORDS],
                    value=tuple(
                        k for k in PICKER_KEYWORDS if k in getattr(self.start, f"{who}_keywords")
                    ),
                    description=t(f"teach_beyond.control.{who}_keywords", lang_),
                    rows=6,
                    style=style,
                )
            )
            self.controls[f"{who}_keywords"] = pickers[-1]
            pickers.append(
                w.SelectMultiple(
                    options=[(t(f"teach_beyond.color.{c}", lang_), c) for c in COLORS],
                    value=tuple(c for c in COLORS if c in getattr(self.start, f"{who}_colors")),
                    description=t(f"teach_beyond.control.{who}_colors", lang_),
                    rows=5,
                    style=style,
                )
            )
            self.controls[f"{who}_colors"] = pickers[-1]
        for picker in pickers:
            picker.observe(self.refresh, names="value")
        self.refresh()

    def duel(self) -> Duel:
        """The fight the controls describe now (the pickers' keywords and colors)."""
        duel = super().duel()
        c = self.controls
        if "attacker_keywords" not in c:  # the combat explorer's first drawing
            return duel
        return duel.with_(
            attacker_keywords=c["attacker_keywords"].value,
            blocker_keywords=c["blocker_keywords"].value,
            attacker_colors=c["attacker_colors"].value,
            blocker_colors=c["blocker_colors"].value,
        )

    def setup_text(self, duel: Duel) -> list[str]:
        """The combat explorer's sentence, then the colors of the creatures that have some."""
        lines = super().setup_text(duel)
        names = duel.names(self.lang)
        for who, cid in zip(_WHO, names, strict=True):
            colors = getattr(duel, f"{who}_colors")
            if colors and (who == "attacker" or duel.blocked):
                words = ", ".join(
                    t(f"teach_beyond.color_of.{c}", self.lang) for c in COLORS if c in colors
                )
                lines.append(
                    t(
                        "teach_beyond.setup.colors",
                        self.lang,
                        creature=name_of(names[cid], self.lang),
                        colors=words,
                    )
                )
        return lines

    def render(self) -> tuple[str, bytes | None]:
        try:
            return super().render()
        except ScenarioError as error:
            # An illegal fight (defender attacking, an evasion ability forbidding the block):
            # the engine's reason, with the creatures' names, is the lesson.
            who = self.duel().names(self.lang)
            params = {
                k: who.get(v, v) if isinstance(v, str) else v for k, v in error.params.items()
            }
            refused = t("teach_beyond.illegal", self.lang, reason=t(error.key, self.lang, **params))
            # The last legal fight's board stays, under the reason: the picture does not
            # vanish while the student reads why the change is refused.
            board = "" if self._copy else self._last_board
            kept = (
                f"<p><i>{html.escape(t('workshop_room.last_board', self.lang))}</i></p>"
                f'<div class="mtglearn-last-board" style="opacity:0.55">{board}</div>'
                if board
                else ""
            )
            return (
                f'<div class="{RESULT_CLASS}"><p class="mtglearn-refused" style="color:#a03a00">'
                f"<b>{html.escape(refused)}</b></p>{kept}</div>",
                None,
            )


__all__ = ["PICKER_KEYWORDS", "KeywordExplorer"]
