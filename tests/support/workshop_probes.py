"""How a test pokes each workshop explorer: one control per station, named by its label.

The same probe drives the kernel-side test (``tests/teach/test_workshop.py``: set the control in
Python) and the browser test (``tests/browser/test_workshop_browser.py``: press a key or click the
widget in Voilà), so both check the same interaction: the explorer's result must change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from playwright.sync_api import Locator

from mtglearn.base.i18n import Lang, t
from mtglearn.rules.core.keywords import catalog_key

Kind = Literal["slider", "checkbox", "toggle", "button", "dropdown"]


@dataclass(frozen=True)
class Probe:
    kind: Kind
    label_key: str  # catalog key of the control's description

    def label(self, lang: Lang) -> str:
        return t(self.label_key, lang)

    def control(self, explorer: Any, lang: Lang) -> Any:
        """The explorer's control carrying this label (exactly one)."""
        found = [
            c
            for c in explorer.controls.values()
            if getattr(c, "description", None) == self.label(lang)
        ]
        assert len(found) == 1, f"{self.label(lang)!r}: {len(found)} controls"
        return found[0]

    def poke(self, explorer: Any, lang: Lang) -> None:
        """What the browser test does, done in the kernel."""
        control = self.control(explorer, lang)
        if self.kind == "slider":
            control.value = control.value + 1  # one ArrowRight
        elif self.kind in ("checkbox", "toggle"):
            control.value = not control.value
        elif self.kind == "dropdown":
            values = [value for _, value in control.options]
            control.value = values[(values.index(control.value) + 1) % len(values)]
        else:
            control.click()


#: station key (mtglearn.teach.workshop.dashboards) → the control the tests change.
PROBES: dict[str, Probe] = {
    "combat": Probe("slider", "teach_combat.control.attacker_power"),
    "between": Probe("checkbox", "teach_combat.control.blocked"),
    "grid": Probe("toggle", catalog_key("first strike")),
    "judge": Probe("slider", "teach_judge.control.blockers"),
    "initiative": Probe("button", "teach_initiative.ui.take"),
    "provoke": Probe("checkbox", "teach_provoke.control.tapped"),
    "amplify": Probe("button", "teach_legions.control.eligible"),
    "morph": Probe("button", "teach_legions.button.cast_face_down"),
    "keywords": Probe("slider", "teach_combat.control.attacker_power"),
}
#: The explorers of the notebooks that no dashboard has (JupyterLab only).
LAB_ONLY_PROBES: dict[str, Probe] = {
    "glossary": Probe("dropdown", "teach_practice.explorer.term"),
}


def control(output: Locator, probe: Probe, lang: Lang) -> Locator:
    """The probed control in the browser, inside ``output`` (an explorer's output area)."""
    label = probe.label(lang)
    if probe.kind == "slider":
        return output.locator(".widget-slider", has_text=label).locator(".noUi-handle")
    if probe.kind == "dropdown":
        return output.locator(".widget-dropdown", has_text=label).locator("select")
    role: Any = "checkbox" if probe.kind == "checkbox" else "button"
    return output.get_by_role(role, name=label, exact=True)


def act(widget: Locator, probe: Probe) -> None:
    """What a person does to the probed control: a key on a slider, the next choice of a
    list, a click on the rest."""
    widget.scroll_into_view_if_needed()
    if probe.kind == "slider":
        widget.focus()
        widget.press("ArrowRight")
    elif probe.kind == "dropdown":
        options = widget.locator("option").all_inner_texts()
        current = widget.evaluate("(el) => el.options[el.selectedIndex].text")
        widget.select_option(label=options[(options.index(current) + 1) % len(options)])
    else:
        widget.click()
