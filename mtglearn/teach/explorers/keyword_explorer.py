"""The keyword explorer of notebook 11 (and of the workshop): the combat explorer of chapter 1
with a keyword picker offering every keyword the engine knows, and a color picker.

It is the :class:`~mtglearn.teach.explorers.combat_explorer.CombatExplorer` with two changes: the
keyword checkboxes are hidden (kept unticked) and the pickers describe the creatures instead;
and an illegal fight — a creature with defender attacking (702.3b), a block that an evasion
ability forbids (509.1b) — shows the engine's one-line reason instead of a result.

The pickers are ipywidgets' ``TagsInput``: the chosen keywords stay in view as tags in the
reader's language, whole (« protection contre le blanc », never « protection contre le b… »);
a tag's × removes one. Names are typed in a box beside the picker's heading (a ``Combobox``:
typing a few letters offers the matching official names, Enter sends the word to the kernel),
because the ``TagsInput``'s own box refuses a name outside its list in silence: here a word
that is not taken gets its reason and a button adding the nearest official name
(:mod:`~mtglearn.teach.explorers.typed_names`). No Ctrl-click, nothing scrolled out of sight.
A picker's value is the
list of tags as shown (official names in the reader's language); :meth:`KeywordExplorer.duel`
reads them back as the engine's keywords and colors.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, t
from mtglearn.base.i18n.names import name_of
from mtglearn.rules.core.board import COLORS
from mtglearn.rules.core.keywords import (
    ALL_KEYWORDS,
    ANY_NUMBER,
    EXTRA_BLOCK,
    LANDWALKS,
    NUMBERED,
    PROVOKE,
)
from mtglearn.teach.display import zoomable
from mtglearn.teach.duel import Duel
from mtglearn.teach.explorers.combat_explorer import (
    ATTACKER_KEYWORDS,
    BLOCKER_KEYWORDS,
    RESULT_CLASS,
    CombatExplorer,
)
from mtglearn.teach.explorers.typed_names import read_typed
from mtglearn.words.keywords import display

#: What the keyword picker offers: every keyword that means something in a one-on-one fight
#: (not provoke, blocking several creatures or landwalk: a duel has one blocker and no lands),
#: and the numbered ones with N from 1 to 3.
PICKER_KEYWORDS: Final = tuple(
    k for k in ALL_KEYWORDS if k not in (PROVOKE, EXTRA_BLOCK, ANY_NUMBER, *LANDWALKS)
) + tuple(f"{k} {n}" for k in NUMBERED for n in (1, 2, 3))

_WHO: Final = ("attacker", "blocker")
#: A picker that would change nothing (the blocker's while the attacker is unblocked): greyed,
#: out of the tab order and deaf to the pointer (a ``TagsInput`` has no ``disabled``).
INERT_CLASS: Final = "mtglearn-inert"
PICKER_CLASS: Final = "mtglearn-picker"
#: The line saying why a typed word is not taken.
TYPED_CLASS: Final = "mtglearn-typed"
PICKER_CSS: Final = (
    "<style>"
    f".{INERT_CLASS}{{opacity:0.45;pointer-events:none}}"
    # The tags wrap inside the controls' column; the typing box keeps room for a word.
    f".{PICKER_CLASS}{{flex-wrap:wrap;height:auto;max-width:100%}}"
    f".{PICKER_CLASS} .jupyter-widget-tag{{white-space:normal;height:auto;line-height:1.3;"
    "margin:2px 3px 2px 0;padding:2px 6px;background:#e3f0f9;color:#1a1a1a;"
    "border:1px solid #0072B2}"
    f".{PICKER_CLASS} .jupyter-widget-taginput{{min-width:10em;flex:1 1 10em}}"
    f".{PICKER_CLASS} .jupyter-widget-tag-close{{margin-left:6px;padding:0 2px}}"
    # Names are typed in the box under the tags (it says why it refuses a word), not in the
    # tags' own box (which refuses in silence).
    f".{PICKER_CLASS} .widget-text{{display:none !important}}"
    f".{PICKER_CLASS}{{min-height:0}}"
    f".{TYPED_CLASS}{{color:#a03a00}}"
    "@media (min-width:700px){"
    f".mtglearn-explorer-controls:has(> .{PICKER_CLASS}){{grid-template-columns:"
    "auto minmax(0,1fr) !important}"
    f".mtglearn-explorer-controls > .{PICKER_CLASS}-label{{grid-column:1;align-self:center}}"
    f".mtglearn-explorer-controls > .{PICKER_CLASS}-typing{{grid-column:2}}}}"
    "</style>"
)


def _picker(widgets: Any, allowed: Sequence[str], chosen: Sequence[str], **kw: Any) -> Any:
    """A tags picker offering ``allowed`` (names as shown), holding ``chosen``."""
    picker = widgets.TagsInput(
        value=list(chosen), allowed_tags=list(allowed), allow_duplicates=False, **kw
    )
    picker.add_class(PICKER_CLASS)
    return picker


class KeywordExplorer(CombatExplorer):
    """Sliders and "blocked" as in the combat explorer; ``attacker_keywords``,
    ``blocker_keywords`` (the whole list, official names in the reader's language) and
    ``attacker_colors``, ``blocker_colors`` as tags pickers, with ``picker_hint`` under them."""

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
        #: Each picker's names as shown → the engine's keyword or color.
        self.keyword_of = {display(k, lang_): k for k in PICKER_KEYWORDS}
        self.color_of = {t(f"teach_beyond.color.{c}", lang_): c for c in COLORS}
        step = [self.controls.pop(k) for k in ("step", "step_note") if k in self.controls]
        pickers = []
        for who in _WHO:
            for what, names, chosen in (
                ("keywords", self.keyword_of, getattr(self.start, f"{who}_keywords")),
                ("colors", self.color_of, getattr(self.start, f"{who}_colors")),
            ):
                label = t(f"teach_beyond.control.{who}_{what}", lang_)
                picker = _picker(
                    w,
                    list(names),
                    [name for name, key in names.items() if key in chosen],
                    # ipywidgets draws no label beside a TagsInput: the heading above it
                    # says what it is; the description names it for a screen reader.
                    description=label,
                    placeholder=t(f"teach_beyond.control.type_{what}", lang_),
                    layout=w.Layout(width="100%"),
                )
                heading = w.HTML(f"<b>{html.escape(label)}</b>")
                heading.add_class(f"{PICKER_CLASS}-label")
                key = f"{who}_{what}"
                typing, said, offer = self._typing(picker, key, names, label)
                # The heading and the typing box side by side on a desktop, the tags under.
                self.controls[f"{key}_label"] = heading
                self.controls[f"{key}_typing"] = typing
                self.controls[key] = picker
                self.controls[f"{key}_said"] = said
                self.controls[f"{key}_offer"] = offer
                pickers.append(picker)
        self.controls["picker_hint"] = w.HTML(
            f"<small>{html.escape(t('teach_beyond.control.picker_hint', lang_))}</small>"
            + PICKER_CSS,
            layout=w.Layout(max_width="100%"),
        )
        # The step control stays last, under the pickers (as in the combat explorer).
        for control, key in zip(step, ("step", "step_note"), strict=False):
            self.controls[key] = control
        for picker in pickers:
            picker.observe(self.refresh, names="value")
        self.refresh()

    def _typing(
        self, picker: Any, key: str, names: dict[str, str], label: str
    ) -> tuple[Any, Any, Any]:
        """Under the picker ``key``: the box where names are typed (the list of names drops
        down as letters are typed), a line saying why a typed word is not taken, and a button
        offering the nearest name (:func:`~mtglearn.teach.explorers.typed_names.read_typed`)."""
        w, lang = self._widgets, self.lang
        other: Lang = "en" if lang == "fr" else "fr"
        kind = key.rpartition("_")[2]
        # Each name in the other language → the same keyword or color's name here.
        if kind == "keywords":
            elsewhere = {display(self.keyword_of[n], other): n for n in names}
        else:
            elsewhere = {t(f"teach_beyond.color.{self.color_of[n]}", other): n for n in names}
        typing = w.Combobox(
            options=list(names),
            ensure_option=False,
            continuous_update=False,  # sent on Enter (or when the box loses the focus)
            placeholder=t(f"teach_beyond.control.type_{kind}", lang),
            tooltip=label,
            layout=w.Layout(width="100%"),
        )
        typing.add_class(f"{PICKER_CLASS}-typing")
        said = w.HTML("", layout=w.Layout(max_width="100%"))
        said.add_class(TYPED_CLASS)
        offer = w.Button(layout=w.Layout(display="none", width="auto", max_width="100%"))
        offered: list[str] = []  # the name the button adds

        def take(name: str) -> None:
            picker.value = [*picker.value, name]
            typing.value, said.value, offer.layout.display = "", "", "none"

        def typed(change: object = None) -> None:
            if not typing.value.strip():
                return
            reading = read_typed(typing.value, list(names), elsewhere, picker.value)
            if reading.taken and reading.name is not None:
                take(reading.name)
                return
            params = {"typed": reading.typed, "name": reading.name or ""}
            said.value = html.escape(t(f"teach_beyond.typed.{reading.reason}", lang, **params))
            offered[:] = [reading.name] if reading.name and reading.reason != "already" else []
            if offered:
                offer.description = t("teach_beyond.typed.offer", lang, name=offered[0])
            offer.layout.display = "" if offered else "none"

        def accept(button: object = None) -> None:
            if offered:
                take(offered[0])

        typing.observe(typed, names="value")
        offer.on_click(accept)
        return typing, said, offer

    def refresh(self, change: object = None) -> None:
        """The combat explorer's refresh; the blocker's pickers are inert while unblocked."""
        if "blocker_keywords" in self.controls:
            inert = not self.controls["blocked"].value
            for key in ("blocker_keywords", "blocker_colors"):
                picker, label = self.controls[key], self.controls[f"{key}_label"]
                picker.tabbable = not inert
                self.controls[f"{key}_typing"].disabled = inert
                for widget in (picker, label):
                    (widget.add_class if inert else widget.remove_class)(INERT_CLASS)
        super().refresh(change)

    def duel(self) -> Duel:
        """The fight the controls describe now (the pickers' keywords and colors)."""
        duel = super().duel()
        c = self.controls
        if "attacker_keywords" not in c:  # the combat explorer's first drawing
            return duel
        keyword, color = self.keyword_of, self.color_of
        return duel.with_(
            attacker_keywords=[keyword[k] for k in c["attacker_keywords"].value],
            blocker_keywords=[keyword[k] for k in c["blocker_keywords"].value],
            attacker_colors=[color[k] for k in c["attacker_colors"].value],
            blocker_colors=[color[k] for k in c["blocker_colors"].value],
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
            board = "" if self._copy else zoomable(self._last_board, self.lang)
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


__all__ = ["INERT_CLASS", "PICKER_KEYWORDS", "TYPED_CLASS", "KeywordExplorer"]
