"""The morph explorer (702.37, 708) of notebook 10: buttons drive a face-down permanent.

The explorer drives :class:`~mtglearn.rules.legions.face_down.FaceDownPermanent` with buttons (cast
face down, turn face up by paying the morph cost or by an effect, enter face up, put a +1/+1
counter, reveal, leave the battlefield) and shows the characteristics before and after the last
action (708.2a while face down), what triggered, and the engine's narration
(:mod:`mtglearn.teach.chapters.morph` holds the cards and the tables). An illegal action is shown
as the engine's error message and changes nothing.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import t
from mtglearn.base.i18n.grammar import continued
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.legions.face_down import Characteristics, FaceDownPermanent, Step
from mtglearn.teach.chapters.amplify import escaped
from mtglearn.teach.chapters.morph import (
    MORPH_CARDS,
    characteristics_frame,
    morph_card,
    triggered_text,
)
from mtglearn.teach.display import lines_html, table_html
from mtglearn.teach.explorers.amplify_explorer import error_html
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.reference_tables import styled
from mtglearn.words.legions import spoken_card

#: Buttons of the explorer, in display order: control key → action.
BUTTONS: Final[tuple[str, ...]] = (
    "cast_face_down",
    "turn_up_cost",
    "turn_up_effect",
    "enter_face_up",
    "counter",
    "reveal",
    "leave",
    "reset",
)


#: Engine refusals the explorer says in its own words (``teach_legions.refused.*``).
REFUSALS: Final = (
    "no_morph",
    "no_morph_cost",
    "already_face_up",
    "already_on_battlefield",
    "not_yet",
    "left",
)


class MorphExplorer(Explorer):
    """Pick a card, press the action buttons: the engine's characteristics, triggers, story.

    Controls: ``card`` (Dropdown over :data:`MORPH_CARDS`) and one Button per entry of
    :data:`BUTTONS`; each button calls the method of the same name in :attr:`ACTIONS`
    (``explorer.press("turn_up_cost")`` does what the button does). Changing the card starts
    again from the hand.
    """

    def __init__(self, lang: str | None = None, card: str = "Skirk Marauder") -> None:
        super().__init__(lang, figure=False)
        w = self._widgets
        lang_ = self.lang
        self.controls["card"] = w.Dropdown(
            options=[(c.display_name(lang_), c.name) for c in MORPH_CARDS],
            value=morph_card(card).name,
            description=t("teach_legions.control.card", lang_),
        )
        for key in BUTTONS:
            button = w.Button(description=t(f"teach_legions.button.{key}", lang_))
            button.on_click(lambda _, key=key: self.press(key))
            self.controls[key] = button
        self.permanent = FaceDownPermanent(self.card, lang_)
        self.before: Characteristics | None = None
        self.error: ScenarioError | None = None
        self.pressed = "reset"
        self.controls["card"].observe(self._new_card, names="value")
        self.watch()

    @property
    def card(self) -> Card:
        """The card chosen in the controls."""
        return morph_card(str(self.controls["card"].value))

    def _new_card(self, change: object = None) -> None:
        self.press("reset")

    @property
    def actions(self) -> dict[str, Callable[[], Step | None]]:
        """What each button does to the permanent (the engine checks it is legal)."""
        p = self.permanent
        return {
            "cast_face_down": p.cast_face_down,
            "turn_up_cost": lambda: p.turn_face_up(paid=True),
            "turn_up_effect": lambda: p.turn_face_up(paid=False),
            "enter_face_up": p.enter_face_up,
            "counter": lambda: p.add_counters(1),
            "reveal": p.reveal,
            "leave": p.leave_battlefield,
            "reset": lambda: None,
        }

    def press(self, key: str) -> None:
        """Do what button ``key`` does, then redraw (an illegal action is shown, not raised)."""
        self.error = None
        self.pressed = key
        if key == "reset":
            self.permanent = FaceDownPermanent(self.card, self.lang)
            self.before = None
        else:
            before = self.permanent.characteristics()
            try:
                self.actions[key]()
            except ScenarioError as error:
                self.error = error
            else:
                self.before = before
        self.refresh()

    @property
    def last(self) -> Step | None:
        """The last action the engine accepted (None before any)."""
        return self.permanent.history[-1] if self.permanent.history else None

    def _refusal(self, error: ScenarioError) -> str:
        """The engine's refusal said to a person (its message names scenario fields and
        action keys, for scenario writers): what the button could not do, and why."""
        short = error.key.removeprefix("legions.error.")
        if short not in REFUSALS:
            return error_html(error)
        lang = self.lang
        text = t(
            f"teach_legions.refused.{short}",
            lang,
            card=spoken_card(self.card.name, lang),
            button=t(f"teach_legions.button.{self.pressed}", lang),
        )
        return (
            f'<p class="mtglearn-error"><b>{html.escape(t("teach_legions.illegal", lang))}</b> '
            f"{html.escape(continued(text, lang))}</p>"
        )

    def render(self) -> tuple[str, bytes | None]:
        lang = self.lang
        parts: list[str] = []
        if self.error is not None:
            parts.append(self._refusal(self.error))
        last = self.last
        done = [t(f"teach_legions.action.{s.action}", lang) for s in self.permanent.history]
        parts.append(
            "<p><b>"
            + html.escape(t("teach_legions.actions_so_far", lang))
            + "</b> "
            + html.escape(" → ".join(done) or t("teach_legions.in_hand", lang))
            + "</p>"
        )
        if last is None:
            now = {t("teach_legions.col.now", lang): self.permanent.characteristics()}
            frame = characteristics_frame(now, lang)
            parts.append(
                table_html(escaped(styled(frame, self.uid("morph-state"))), self.uid("morph-state"))
            )
        else:
            states = {
                t("teach_legions.col.before", lang): self.before,
                t(
                    "teach_legions.col.after",
                    lang,
                    action=t(f"teach_legions.action.{last.action}", lang),
                ): last.state,
            }
            frame = characteristics_frame(states, lang)
            parts.append(
                table_html(escaped(styled(frame, self.uid("morph-state"))), self.uid("morph-state"))
            )
            parts.append(
                "<p><b>"
                + html.escape(t("teach_legions.triggered", lang))
                + "</b> "
                + html.escape(triggered_text(last.triggered, lang))
                + "</p>"
            )
            parts.append(
                f"<h4>{html.escape(t('teach_legions.narration', lang))}</h4>"
                + lines_html(self.permanent.narrate(lang))
            )
        return "".join(parts), None


__all__ = [
    "BUTTONS",
    "REFUSALS",
    "MorphExplorer",
]
