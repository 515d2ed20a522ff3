"""Prevention effects (615): what a scenario's ``prevent`` entries are, checked.

A scenario's ``prevent`` list (docs/scenario-format.md §5) holds the prevention effects of the turn:

- ``{"prevent": "all combat damage"}`` — a Fog (615.1a);
- ``{"prevent": "all", "from": "<id>"}`` — all damage that source would deal;
- ``{"prevent": N, "to": "<id or player>"}`` — a shield: the next N damage that would be
  dealt to it (615.7). Each prevented 1 reduces the shield by 1; what is left carries into the
  next damage step.

Applying them to damage is :mod:`.damage_prevention`'s business.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.validate import integer, name, obj, only_keys

ALL_COMBAT: Final = "all combat damage"
ALL: Final = "all"


@dataclass(frozen=True, slots=True)
class Prevention:
    """One prevention effect: a Fog (``to`` and ``source`` None, ``amount`` None), all damage
    from ``source``, or a shield of ``amount`` around ``to``."""

    amount: int | None = None
    to: str | None = None
    source: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """This prevention effect as plain data, in the scenario format."""
        if self.amount is not None:
            return {"prevent": self.amount, "to": self.to}
        if self.source is not None:
            return {"prevent": ALL, "from": self.source}
        return {"prevent": ALL_COMBAT}


def parse_prevention(data: object, where: str) -> Prevention:
    """One entry of ``prevent`` (docs/scenario-format.md §5), checked; references are checked by the
    combat."""
    entry = obj(data, where)
    what = entry.get("prevent")
    if what == ALL_COMBAT:
        only_keys(entry, ("prevent",), where)
        return Prevention()
    if what == ALL:
        only_keys(entry, ("prevent", "from"), where)
        if "from" not in entry:
            raise ScenarioError("combat.error.prevent_shape", where)
        return Prevention(source=name(entry["from"], f"{where}.from"))
    if isinstance(what, int) and not isinstance(what, bool):
        only_keys(entry, ("prevent", "to"), where)
        amount = integer(what, f"{where}.prevent")
        if amount < 1:
            raise ScenarioError("combat.error.positive", f"{where}.prevent", value=amount)
        if "to" not in entry:
            raise ScenarioError("combat.error.prevent_shape", where)
        return Prevention(amount=amount, to=name(entry["to"], f"{where}.to"))
    raise ScenarioError("combat.error.prevent_shape", where)
