"""The pattern every explorer of the course follows (docs/architecture.md, "Explorers").

An explorer has controls (sliders, toggles, buttons) and shows its result in widget *state*:
an ``HTML`` widget for narration, tables and SVG pictures, an ``Image`` widget for a figure
rendered to PNG. Each change of a control recomputes both from the rules engine. So a test can
set ``explorer.controls["power"].value = 5`` and read ``explorer.html.value``, nbval sees
stable outputs, and the browser sees live widgets. An explorer shown as a cell's result carries
its starting state as HTML beside the widget (:meth:`Explorer.static_html`): a page where
nothing is live (the HTML export, a notebook opened before it runs) shows that copy in the
explorer's place, and a live page shows the explorer alone, never twice.

Layout: the controls on the left, the result on the right, side by side as long as both fit
(about 700 px); on a narrower screen the result wraps under the controls (a phone in Voilà).
Nothing there has a fixed width that could clip a label: controls size to their text.

Reopened after a run, a notebook draws its explorers again from the widget state saved with
it, but no kernel answers them any more: a note over the explorer then says so (it shows only
while ipywidgets marks the explorer disconnected).

Tables carry element ids (pandas Styler) and CSS rules keyed by them. The live result and its
static copy may be on the same page, so they must not share ids, or the copy's colours would
style the live table: :meth:`Explorer.uid` gives each rendering its own.
"""

from __future__ import annotations

import base64
import html
import itertools
import re
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from typing import Any, Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.teach.display import png_size

#: Side by side while the page is wider than about CONTROLS + RESULT (flex-basis, px).
CONTROLS_BASIS: Final = "300px"
RESULT_BASIS: Final = "380px"
RESULT_CLASS: Final = "mtglearn-explorer-result"
#: The static copy of an explorer, shown where the page is not live.
STATIC_CLASS: Final = "mtglearn-explorer-static"
CONTROLS_CLASS: Final = "mtglearn-explorer-controls"
EXPLORER_CLASS: Final = "mtglearn-explorer"
NOTE_CLASS: Final = "mtglearn-needs-kernel"
#: A checkbox whose label is longer than WIDE_LABEL characters takes a whole row of controls.
WIDE_CLASS: Final = "mtglearn-control-wide"
WIDE_LABEL: Final = 56


def style_sheet(name: str) -> str:
    """A style sheet of ``mtglearn/data`` as one line: its ``/* comments */`` dropped and its
    lines (one rule each) joined."""
    text = (resources.files("mtglearn.data") / name).read_text(encoding="utf-8")
    return "".join(re.sub(r"/\*.*?\*/", "", text, flags=re.S).split("\n"))


#: The explorers' style sheet, package data (``mtglearn/data/explorer.css``, where it can be read
#: and linted as CSS): labels wrap, the result keeps a reading line height, focus shows, the
#: controls stay on screen. Scoped by the explorer's classes.
EXPLORER_CSS: Final = "<style>" + style_sheet("explorer.css") + "</style>"


#: Explorers made in this kernel, numbered (a page's tables never share ids).
_SERIALS: Final = itertools.count(1)


class Explorer:
    """Base class: subclasses fill ``controls`` and implement :meth:`render`."""

    #: Show the figure above the HTML result (when the figure is what most controls change).
    FIGURE_FIRST: bool = False

    def __init__(self, lang: str | None = None, *, figure: bool = True) -> None:
        import ipywidgets as widgets

        self.lang: Lang = resolve_lang(lang)
        self.controls: dict[str, Any] = {}
        self.html = widgets.HTML(layout=widgets.Layout(max_width="100%", overflow="auto"))
        self.image = (
            widgets.Image(format="png", layout=widgets.Layout(max_width="100%", height="auto"))
            if figure
            else None
        )
        self._widgets = widgets
        self._copy = ""  # "" for the live result, "-static" while drawing the static copy
        #: True while the explorer sets its own controls (see :meth:`_quietly`).
        self._following = False
        self.serial = next(_SERIALS)

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        """While the explorer sets its own controls (a step control following the combat, a
        division filled in), ``_following`` is True: its ``refresh`` draws nothing for each of
        those changes, and the caller draws once."""
        self._following = True
        try:
            yield
        finally:
            self._following = False

    def uid(self, name: str) -> str:
        """A table's id, distinct for each explorer of a page (numbered in the order they are
        made: the same on every run) and for the live result and its static copy."""
        return f"{name}-{self.serial}{self._copy}"

    def render(self) -> tuple[str, bytes | None]:
        """The HTML and the PNG figure (or None) for the current values of the controls."""
        raise NotImplementedError

    def refresh(self, change: object = None) -> None:
        """Recompute the result from the controls (called on every change)."""
        text, picture = self.render()
        self.html.value = text
        if self.image is not None and picture is not None:
            self.image.value = picture
            # PNGs are drawn at twice their displayed size: crisp on a projector or a phone.
            self.image.layout.width = f"{png_size(picture)[0] // 2}px"

    def watch(self) -> None:
        """Observe every control and draw the first state; call at the end of ``__init__``."""
        shown_only = (self._widgets.HTML, self._widgets.Label)  # they say, they do not ask
        for control in self.controls.values():
            fit_label(control, self._widgets)
            if hasattr(control, "value") and not isinstance(control, shown_only):
                control.observe(self.refresh, names="value")
        self.refresh()

    @property
    def box(self) -> Any:
        """The whole explorer: controls on the left, result and figure on the right; the
        result wraps under the controls when the two no longer fit side by side."""
        w = self._widgets
        controls = [c for c in self.controls.values() if isinstance(c, w.DOMWidget)]
        for control in controls:
            if getattr(control, "tooltip", "") is None:
                # ipywidgets 8 writes a missing tooltip into the label's title as "null",
                # which the browser shows on hover: no tooltip is an empty one.
                control.tooltip = ""
        left = w.VBox(
            controls,
            layout=w.Layout(flex=f"1 1 {CONTROLS_BASIS}", max_width="460px", min_width="0"),
        )
        left.add_class(CONTROLS_CLASS)
        # The explorer's CSS: a <style> in a hidden widget still applies to the page.
        css = w.HTML(EXPLORER_CSS, layout=w.Layout(display="none"))
        result = [self.html] if self.image is None else [self.html, self.image]
        if self.FIGURE_FIRST:
            result.reverse()
        right = w.VBox(result, layout=w.Layout(flex=f"3 1 {RESULT_BASIS}", min_width="0"))
        right.add_class(RESULT_CLASS)
        note = w.HTML(
            f'<p class="{NOTE_CLASS}-lab">{html.escape(t("workshop_room.needs_kernel", self.lang))}'
            f'</p><p class="{NOTE_CLASS}-dashboard">'
            f"{html.escape(t('workshop_room.needs_kernel_dashboard', self.lang))}</p>"
        )
        note.add_class(NOTE_CLASS)
        box = w.Box(
            [left, right, css, note],
            layout=w.Layout(flex_flow="row wrap", align_items="flex-start", width="100%"),
        )
        box.add_class(EXPLORER_CLASS)
        return box

    def static(self) -> None:
        """Display the current state as plain HTML and PNG (for readers without live widgets),
        with table ids of its own (see :meth:`uid`)."""
        from IPython.display import HTML, Image, display

        self._copy = "-static"
        try:
            text, picture = self.render()
        finally:
            self._copy = ""
        display(HTML(text))
        if picture is not None:
            display(Image(picture, width=png_size(picture)[0] // 2))

    def static_html(self) -> str:
        """The current state as one piece of HTML (its figure as an image in it), with table
        ids of its own: the copy a page that is not live shows in the explorer's place."""
        self._copy = "-static"
        try:
            text, picture = self.render()
        finally:
            self._copy = ""
        if picture is None:
            return f'<div class="{STATIC_CLASS}">{text}</div>'
        data = base64.b64encode(picture).decode("ascii")
        width = png_size(picture)[0] // 2
        image = f'<img src="data:image/png;base64,{data}" width="{width}">'
        first, then = (image, text) if self.FIGURE_FIRST else (text, image)
        return f'<div class="{STATIC_CLASS}">{first}{then}</div>'

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        # Live, JupyterLab and Voilà show the widget; where nothing is live (the HTML export, a
        # notebook opened before it runs) the page shows the explorer's starting state instead,
        # so the live notebook never shows the explorer twice.
        bundle = self.box._repr_mimebundle_(**kwargs)
        bundle["text/html"] = self.static_html()
        return bundle


def fit_label(control: Any, widgets: Any) -> None:
    """Let a control's label take the room its text needs (no "…" cut), within the page."""
    if isinstance(control, widgets.ToggleButtons):
        control.style.button_width = "auto"
    if isinstance(control, widgets.Checkbox | widgets.Button | widgets.ToggleButton):
        control.layout.width = control.layout.width or "auto"
        if isinstance(control, widgets.Checkbox):
            control.indent = False
            # Short checkboxes sit two by two on a desktop (explorer.css); a long one keeps
            # the column's whole width.
            if len(control.description) > WIDE_LABEL:
                control.add_class(WIDE_CLASS)
    elif hasattr(getattr(control, "style", None), "description_width"):  # a row (a Box): none
        control.style.description_width = "initial"
    if isinstance(control, widgets.IntSlider | widgets.FloatSlider):
        # The track takes what the label leaves of the column (ipywidgets' fixed width left
        # it 60 px long beside a long French label).
        control.layout.width = control.layout.width or "100%"
    control.layout.max_width = "100%"


__all__ = ["EXPLORER_CLASS", "NOTE_CLASS", "Explorer", "fit_label"]
