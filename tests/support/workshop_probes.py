"""How a test pokes each workshop explorer: one control per station, named by its label.

The same probe drives the kernel-side test (``tests/test_workshop.py``: set the control in
Python) and the browser test (``tests/test_workshop_browser.py``: press a key or click the
widget in Voilà), so both check the same interaction: the explorer's result must change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from mtglearn.base.i18n import Lang, t
from mtglearn.rules.core.keywords import catalog_key

Kind = Literal["slider", "checkbox", "toggle", "button"]


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
        else:
            control.click()


#: station key (mtglearn.teach.workshop) → the control the tests change.
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
