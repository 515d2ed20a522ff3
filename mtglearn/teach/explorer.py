"""The pattern every explorer of the course follows (see DESIGN.md, "Widgets that can be tested").

An explorer has controls (sliders, toggles, buttons) and shows its result in widget *state*:
an ``HTML`` widget for narration and tables, an ``Image`` widget for a figure rendered to PNG.
Each change of a control recomputes both from the rules engine. So a test can set
``explorer.controls["power"].value = 5`` and read ``explorer.html.value``, nbval sees stable
outputs, and the browser sees live widgets. :meth:`Explorer.static` shows the current state as
plain outputs too, so the notebook reads well where widgets are not live.
"""

from __future__ import annotations

from typing import Any

from mtglearn.i18n import Lang, resolve_lang


class Explorer:
    """Base class: subclasses fill ``controls`` and implement :meth:`render`."""

    def __init__(self, lang: str | None = None, *, figure: bool = True) -> None:
        import ipywidgets as widgets

        self.lang: Lang = resolve_lang(lang)
        self.controls: dict[str, Any] = {}
        self.html = widgets.HTML()
        self.image = widgets.Image(format="png") if figure else None
        self._widgets = widgets

    def render(self) -> tuple[str, bytes | None]:
        """The HTML and the PNG figure (or None) for the current values of the controls."""
        raise NotImplementedError

    def refresh(self, change: object = None) -> None:
        """Recompute the result from the controls (called on every change)."""
        text, picture = self.render()
        self.html.value = text
        if self.image is not None and picture is not None:
            self.image.value = picture

    def watch(self) -> None:
        """Observe every control and draw the first state; call at the end of ``__init__``."""
        for control in self.controls.values():
            if hasattr(control, "value"):
                control.observe(self.refresh, names="value")
        self.refresh()

    @property
    def box(self) -> Any:
        """The whole explorer: controls on top, then the result, then the figure."""
        w = self._widgets
        controls = [c for c in self.controls.values() if isinstance(c, w.DOMWidget)]
        children = [w.HBox(controls, layout=w.Layout(flex_flow="row wrap")), self.html]
        if self.image is not None:
            children.append(self.image)
        return w.VBox(children)

    def static(self) -> None:
        """Display the current state as plain HTML and PNG (for readers without live widgets)."""
        from IPython.display import HTML, Image, display

        text, picture = self.render()
        display(HTML(text))
        if picture is not None:
            display(Image(picture))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.box._repr_mimebundle_(**kwargs)


__all__ = ["Explorer"]
