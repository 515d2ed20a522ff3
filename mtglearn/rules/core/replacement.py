"""Replacing "dies" (614, 700.4): e.g. Ravenloft Adventurer.

"Dies" means "is put into a graveyard from the battlefield" (700.4). A replacement effect
(614.1a, "instead") can send the creature elsewhere: Ravenloft Adventurer says "If a creature
an opponent controls would die, instead exile it and put a hit counter on it." The creature
then never dies: it is not in ``died`` and "dies" triggers do not fire.

Python API: any object with an ``instead(creature, controller, players)`` method returning a
:class:`DiesInstead` (or ``None`` when it does not apply) is a :class:`DiesReplacement`;
:class:`ExileInstead` is the ready-made one. Scenario format (extension): a top-level
``"replacements": [{"dies": "exile", "counter": "hit", "creatures_of_opponents_of": "P1"}]``
(or ``"creatures_of": "P2"``). The first replacement that applies is used (616.1: with
several, the affected object's controller would choose; scenarios rarely need more than one).

A replacement may name its ``source``: the creature whose static ability it is. It then exists
only while that creature is on the battlefield (604.2): once the Adventurer has died, an
opponent's creature dying later goes to the graveyard.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from mtglearn.base.errors import ScenarioError
from mtglearn.base.validate import choice, listing, name, obj, only_keys, required

ZONES: Final[tuple[str, ...]] = ("exile",)


@dataclass(frozen=True, slots=True)
class DiesInstead:
    """Where a creature goes instead of its owner's graveyard, and a counter to put on it."""

    zone: str = "exile"
    counter: str | None = None


class DiesReplacement(Protocol):
    """A replacement effect for "dies" (614.1a, 700.4)."""

    def instead(self, creature: str, controller: str, players: Sequence[str]) -> DiesInstead | None:
        """What happens instead if ``creature`` (controlled by ``controller``) would die."""
        ...  # pragma: no cover


@dataclass(frozen=True, slots=True)
class ExileInstead:
    """Exile a creature that would die (and put ``counter`` on it), like Ravenloft Adventurer.

    It applies to creatures controlled by an opponent of ``opponents_of`` or, if given, by
    ``controlled_by``.
    """

    opponents_of: str | None = None
    controlled_by: str | None = None
    counter: str | None = "hit"
    #: The creature whose ability this is (604.2: it lasts while that creature is on the
    #: battlefield); ``None``: for the whole combat.
    source: str | None = None

    def instead(self, creature: str, controller: str, players: Sequence[str]) -> DiesInstead | None:
        """Where a dying creature goes instead, and with which counter, or ``None`` if this
        effect doesn't apply to it (614.1a)."""
        if self.opponents_of is not None and controller == self.opponents_of:
            return None
        if self.controlled_by is not None and controller != self.controlled_by:
            return None
        return DiesInstead("exile", self.counter)

    def to_dict(self) -> dict[str, Any]:
        """This effect as plain data, in the scenario format."""
        out: dict[str, Any] = {"dies": "exile"}
        if self.counter is not None:
            out["counter"] = self.counter
        if self.opponents_of is not None:
            out["creatures_of_opponents_of"] = self.opponents_of
        if self.controlled_by is not None:
            out["creatures_of"] = self.controlled_by
        if self.source is not None:
            out["source"] = self.source
        return out


_KEYS: Final = ("dies", "counter", "creatures_of_opponents_of", "creatures_of", "source")


def parse_replacement(data: object, where: str, players: Mapping[str, object]) -> ExileInstead:
    """Check one ``replacements[]`` entry of a scenario."""
    entry = obj(data, where)
    only_keys(entry, _KEYS, where)
    choice(required(entry, "dies", where), ZONES, f"{where}.dies")
    counter = name(entry["counter"], f"{where}.counter") if "counter" in entry else None
    whose: dict[str, str] = {}
    for key in ("creatures_of_opponents_of", "creatures_of"):
        if key in entry:
            player = name(entry[key], f"{where}.{key}")
            if player not in players:
                raise ScenarioError(
                    "error.unknown_player",
                    f"{where}.{key}",
                    value=player,
                    allowed=listing(players),
                )
            whose[key] = player
    if len(whose) != 1:
        raise ScenarioError("combat.error.replacement_whose", where)
    source = name(entry["source"], f"{where}.source") if "source" in entry else None
    return ExileInstead(
        opponents_of=whose.get("creatures_of_opponents_of"),
        controlled_by=whose.get("creatures_of"),
        counter=counter,
        source=source,
    )
