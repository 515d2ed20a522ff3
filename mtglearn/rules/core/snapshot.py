"""What the table looks like at one moment of a combat: the engine's record for pictures.

A combat is drawn as a few snapshots (blockers declared, each combat damage step, what was done
between the two steps: 510.4; under the Sixth Edition rules, also each step's combat damage as
it waits on the stack, assigned but not yet dealt: 310.1 of the 2003 rules). The engine takes
each one itself, from its own running state, as the moment ends; a picture draws them and the
events recorded between them, and never re-applies a rule to work out what changed.

A snapshot is plain, read-only data: the life totals and poison counters of the players, each
creature's state as the outcome reports it (zone, power, toughness, damage, counters, keywords,
tapped) and whether it is still in combat (``in_combat``: an attacking or blocking creature,
false once removed from combat, 506.4), the zone and counters of each noncreature permanent,
and how many events had been recorded by then (the events since the previous snapshot are what
happened in that moment).
:meth:`~mtglearn.rules.core.table.Table.snapshot` takes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

#: The moments of a combat that are recorded, in order (a combat has those that happened).
BLOCKERS: Final = "blockers"
FIRST_STRIKE: Final = "first_strike"
BETWEEN: Final = "between"
REGULAR: Final = "regular"
#: Era ``sixth_edition`` only: a step's combat damage assigned, on the stack, not yet dealt.
FIRST_STRIKE_STACK: Final = "first_strike_stack"
REGULAR_STACK: Final = "regular_stack"
#: The "on the stack" moment of each combat damage step.
STACK: Final = {FIRST_STRIKE: FIRST_STRIKE_STACK, REGULAR: REGULAR_STACK}
MOMENTS: Final = (BLOCKERS, FIRST_STRIKE_STACK, FIRST_STRIKE, BETWEEN, REGULAR_STACK, REGULAR)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The table as ``moment`` ends (one of :data:`MOMENTS`); ``events`` is the number of
    events recorded by then."""

    moment: str
    events: int
    life: Mapping[str, int]
    poison: Mapping[str, int]
    creatures: Mapping[str, Mapping[str, Any]]
    permanents: Mapping[str, Mapping[str, Any]]


__all__ = [
    "BETWEEN",
    "BLOCKERS",
    "FIRST_STRIKE",
    "FIRST_STRIKE_STACK",
    "MOMENTS",
    "REGULAR",
    "REGULAR_STACK",
    "STACK",
    "Snapshot",
]
