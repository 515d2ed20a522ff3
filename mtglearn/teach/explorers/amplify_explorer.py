"""The amplify explorer (702.38) of notebook 09: the reader picks the amplify creature, how it
enters and the cards to reveal; the engine answers (:mod:`mtglearn.teach.chapters.amplify` holds
the hand and the tables), including its own error message when a choice is illegal (702.38a: a
card that shares no creature type, the creature itself, a card entering at the same time; 708.3:
a face-down creature has no amplify).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import t
from mtglearn.base.i18n.grammar import continued
from mtglearn.door import legions
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.legions.amplify import HOW, AmplifyResult, eligible
from mtglearn.teach.chapters.amplify import (
    AMPLIFY_CREATURES,
    HAND,
    TOGETHER,
    entering_result,
    escaped,
    types_text,
    yes_no,
)
from mtglearn.teach.display import lines_html, table_html
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.reference_tables import styled
from mtglearn.words.legions import card_name, spoken_card

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd


def error_html(error: ScenarioError) -> str:
    """An engine error shown (not raised) in an explorer: the rule and its reason, in the
    learner's words (:func:`mtglearn.teach.refusals.reason`, never the field path)."""
    from mtglearn.teach.refusals import reason

    lang = error.lang
    return (
        '<p class="mtglearn-error"><b>'
        + html.escape(t("teach_legions.illegal", lang))
        + "</b> "
        + html.escape(continued(reason(error, lang), lang))
        + "</p>"
    )


class AmplifyExplorer(Explorer):
    """Pick the amplify creature and how it enters, tick cards in hand: the engine answers.

    Controls: ``creature`` (Dropdown), ``how`` (ToggleButtons over
    :data:`mtglearn.rules.legions.amplify.HOW`), ``card0`` … ``card9`` (a Checkbox per card of
    :data:`HAND`), ``itself`` (try to reveal the entering creature), ``together`` (try to reveal
    :data:`TOGETHER`), and the buttons ``eligible`` (tick exactly the cards the engine says
    may be revealed) and ``clear``.
    """

    def __init__(self, lang: str | None = None, creature: str = "Canopy Crawler") -> None:
        super().__init__(lang, figure=False)
        w = self._widgets
        lang_ = self.lang
        self.controls["creature"] = w.Dropdown(
            options=[(legions.card(n).display_name(lang_), n) for n in AMPLIFY_CREATURES],
            value=creature,
            description=t("teach_legions.control.creature", lang_),
        )
        self.controls["how"] = w.ToggleButtons(
            options=[(t(f"teach_legions.how.{h}", lang_), h) for h in HOW],
            value="cast",
            description=t("teach_legions.control.how", lang_),
        )
        # The hand under its own heading, its two buttons first: on a projector they stay on
        # screen with the result, above the ten cards.
        self.controls["hand"] = w.HTML(
            f"<b>{html.escape(t('teach_legions.control.hand', lang_))}</b>",
            layout=w.Layout(margin="10px 0 0 0"),
        )
        self.controls["eligible"] = w.Button(description=t("teach_legions.control.eligible", lang_))
        self.controls["clear"] = w.Button(description=t("teach_legions.control.clear", lang_))
        for i, c in enumerate(HAND):
            self.controls[f"card{i}"] = w.Checkbox(
                value=False,
                description=f"{card_name(c.name, lang_)} ({types_text(c, lang_)})",
                indent=False,
            )
        self.controls["itself"] = w.Checkbox(
            value=False, description=t("teach_legions.control.itself", lang_), indent=False
        )
        self.controls["together"] = w.Checkbox(
            value=False,
            description=t(
                "teach_legions.control.together", lang_, card=spoken_card(TOGETHER.name, lang_)
            ),
            indent=False,
        )
        self.controls["eligible"].on_click(lambda _: self.tick_eligible())
        self.controls["clear"].on_click(lambda _: self.clear())
        self.watch()

    # --- what the buttons do -----------------------------------------------------------------

    def tick_eligible(self) -> None:
        """Tick exactly the cards of the hand that the engine says may be revealed."""
        ok = {c.name for c in eligible(self.creature, HAND)}
        self._set({f"card{i}": c.name in ok for i, c in enumerate(HAND)})

    def clear(self) -> None:
        """Untick everything."""
        self._set({key: False for key in self._boxes()})

    def _set(self, values: dict[str, bool]) -> None:
        # One redraw at the end instead of one per checkbox.
        for key in self._boxes():
            self.controls[key].unobserve(self.refresh, names="value")
        try:
            for key, value in values.items():
                self.controls[key].value = value
        finally:
            for key in self._boxes():
                self.controls[key].observe(self.refresh, names="value")
        self.refresh()

    def _boxes(self) -> list[str]:
        return [f"card{i}" for i in range(len(HAND))] + ["itself", "together"]

    # --- state -------------------------------------------------------------------------------

    @property
    def creature(self) -> Card:
        """The creature with amplify chosen in the controls."""
        return legions.card(str(self.controls["creature"].value))

    def reveal(self) -> list[str]:
        """The names the reader asks to reveal, in hand order, then the two illegal tries."""
        names = [c.name for i, c in enumerate(HAND) if self.controls[f"card{i}"].value]
        if self.controls["itself"].value:
            names.append(self.creature.name)
        if self.controls["together"].value:
            names.append(TOGETHER.name)
        return names

    def result(self) -> AmplifyResult:
        """The engine's result for the current choices (raises ScenarioError if illegal)."""
        return entering_result(
            self.creature.name, self.reveal(), str(self.controls["how"].value), self.lang
        )

    def render(self) -> tuple[str, bytes | None]:
        lang = self.lang
        creature = self.creature
        parts = [self._hand_table(creature)]
        try:
            result = self.result()
        except ScenarioError as error:
            parts.insert(0, error_html(error))
            return "".join(parts), None
        parts.insert(0, self._summary(result))
        parts.append(
            f"<h4>{html.escape(t('teach_legions.narration', lang))}</h4>"
            + lines_html(result.narrate(lang))
        )
        return "".join(parts), None

    def _summary(self, result: AmplifyResult) -> str:
        lang = self.lang
        creature = result.creature
        printed = f"{creature.power}/{creature.toughness}"
        if result.how == "countered":
            final = t("teach_legions.never_enters", lang)
        else:
            final = f"{result.power}/{result.toughness}"
        rows = {
            t("teach_legions.row.creature", lang): creature.display_name(lang),
            t("teach_legions.row.amplify", lang): ", ".join(str(n) for n in creature.amplify),
            t("teach_legions.row.how", lang): t(f"teach_legions.how.{result.how}", lang),
            t("teach_legions.row.revealed", lang): ", ".join(
                card_name(n, lang) for n in result.revealed
            )
            or "—",
            t("teach_legions.row.counters", lang): str(result.counters),
            t("teach_legions.row.printed", lang): printed,
            t("teach_legions.row.final", lang): final,
        }
        frame = pd.DataFrame({t("teach_legions.col.value", lang): rows})
        return table_html(
            escaped(styled(frame, self.uid("amplify-summary"))), self.uid("amplify-summary")
        )

    def _hand_table(self, creature: Card) -> str:
        lang = self.lang
        ok = {c.name for c in eligible(creature, HAND)}
        ticked = set(self.reveal())
        rows: list[dict[str, Any]] = []
        for c in HAND:
            rows.append(
                {
                    t("teach_legions.col.card", lang): card_name(c.name, lang),
                    t("teach_legions.col.types", lang): types_text(c, lang),
                    t("teach_legions.col.eligible", lang): yes_no(c.name in ok, lang),
                    t("teach_legions.col.ticked", lang): yes_no(c.name in ticked, lang),
                }
            )
        frame = pd.DataFrame(rows)
        return f"<h4>{html.escape(t('teach_legions.hand', lang))}</h4>" + table_html(
            escaped(styled(frame, self.uid("amplify-hand"), index=False)), self.uid("amplify-hand")
        )


__all__ = [
    "AmplifyExplorer",
    "error_html",
]
