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
from collections.abc import Iterator
from contextlib import contextmanager
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

#: Labels wrap instead of being cut with "…" (ipywidgets' default for long descriptions),
#: and the result's text keeps a reading line height. Scoped by the explorer's classes.
EXPLORER_CSS: Final = (
    "<style>"
    f".{CONTROLS_CLASS} .widget-radio-box label,"
    f".{CONTROLS_CLASS} .widget-checkbox label,"
    f".{CONTROLS_CLASS} .widget-label"
    "{white-space:normal;overflow:visible;text-overflow:clip;height:auto;line-height:1.3}"
    f".{CONTROLS_CLASS} .widget-radio-box label{{margin:3px 0}}"
    # ipywidgets floats a radio button that comes after its text: an option filling its line
    # (French, large text) pushed the button under it. Before its text, and the text wraps.
    f".{CONTROLS_CLASS} .widget-radio-box label{{display:flex;align-items:center}}"
    f".{CONTROLS_CLASS} .widget-radio-box input{{order:-1;float:none;flex:none}}"
    f".{CONTROLS_CLASS} .widget-html-content{{line-height:1.35;white-space:normal}}"
    f".{CONTROLS_CLASS} .widget-checkbox{{height:auto;min-height:var(--jp-widgets-inline-height)}}"
    f".{CONTROLS_CLASS} .widget-button,.{CONTROLS_CLASS} .widget-toggle-button"
    "{white-space:normal;text-overflow:clip;height:auto;"
    "min-height:var(--jp-widgets-inline-height);line-height:1.3;padding:4px 10px}"
    f".{RESULT_CLASS} .widget-html-content{{line-height:1.45;white-space:normal;min-width:0;"
    "max-width:100%}"
    f".{RESULT_CLASS} .widget-html{{min-width:0;max-width:100%}}"
    f".{RESULT_CLASS} p,.{RESULT_CLASS} li,.{RESULT_CLASS} h4{{overflow-wrap:anywhere}}"
    # Tables fit their column (headers wrap between words, « Joueur » never « Joue/ur »)
    # rather than hiding a column behind a scroll.
    f".{RESULT_CLASS} table{{max-width:100%}}"
    f".{RESULT_CLASS} th{{white-space:normal;overflow-wrap:break-word;padding:2px 5px}}"
    # ...but the combat step table's eight columns, in French with large text, need its
    # headers to break anywhere to fit beside the controls.
    f".{RESULT_CLASS} .mtglearn-combat-result th{{overflow-wrap:anywhere}}"
    f".{RESULT_CLASS} td{{padding:2px 5px}}"
    # A control with keyboard focus shows it (the slider's handle included), and a toggle
    # that is on reads as on: the course's blue with white text and a check mark (4.6:1
    # against the grey of "off", where ipywidgets' greys give 1.6:1).
    f".{EXPLORER_CLASS} :focus-visible,.{EXPLORER_CLASS} .noUi-handle:focus"
    "{outline:3px solid #D55E00 !important;outline-offset:2px}"
    f".{EXPLORER_CLASS} .jupyter-button.mod-active{{background:#0072B2;color:#ffffff}}"
    f".{EXPLORER_CLASS} .widget-toggle-button.mod-active::before{{content:'✓ '}}"
    # The controls stay on screen while the result scrolls (a projector's 720 px); taller
    # than the screen, their column scrolls, and no control is squeezed onto the next one.
    f"@media (min-width:700px){{.{CONTROLS_CLASS}{{position:sticky;top:0;align-self:flex-start;"
    "max-height:100vh;overflow-y:auto}}"
    f".{CONTROLS_CLASS} > *{{flex-shrink:0}}"
    # A figure kept wide enough for its text on a phone (its box then scrolls sideways) fits
    # its box on a desktop, where its text stays legible anyway (the Undercity map was cut
    # by 113 px at 1280×720).
    f"@media (min-width:1000px){{.{RESULT_CLASS} svg{{min-width:0 !important}}}}"
    # Saved with the notebook, the explorer is drawn again when it is reopened, but no kernel
    # answers its controls: ipywidgets then marks it disconnected, and this note shows.
    f".{NOTE_CLASS}{{display:none !important}}"
    f".{EXPLORER_CLASS}.jupyter-widgets-disconnected .{NOTE_CLASS}"
    "{display:block !important;order:-1;flex:1 1 100%;background:#fff3cd;border:2px solid #D55E00;"
    "border-radius:6px;padding:6px 10px;margin:4px 0;font-weight:bold}"
    # Its advice: JupyterLab's Kernel menu in a notebook, a reload in a dashboard (Voilà marks
    # its page's body with data-voila and has no Kernel menu).
    f".{NOTE_CLASS} .{NOTE_CLASS}-dashboard,body[data-voila] .{NOTE_CLASS} .{NOTE_CLASS}-lab"
    "{display:none}"
    f"body[data-voila] .{NOTE_CLASS} .{NOTE_CLASS}-dashboard{{display:block}}"
    "</style>"
)


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
    elif hasattr(getattr(control, "style", None), "description_width"):  # a row (a Box): none
        control.style.description_width = "initial"
    if isinstance(control, widgets.IntSlider | widgets.FloatSlider):
        # The track takes what the label leaves of the column (ipywidgets' fixed width left
        # it 60 px long beside a long French label).
        control.layout.width = control.layout.width or "100%"
    control.layout.max_width = "100%"


__all__ = ["EXPLORER_CLASS", "NOTE_CLASS", "Explorer", "fit_label"]
