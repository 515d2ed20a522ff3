"""The running state of one combat resolution: units, permanents, life totals, event log.

One :class:`Table` is made per resolution, from immutable inputs, and thrown away (or kept
read-only inside a result): this is what makes resolving twice give the same answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from mtglearn.rules.core.snapshot import Snapshot

if TYPE_CHECKING:
    from mtglearn.rules.core.events import LethalCount
    from mtglearn.rules.core.prevention import Prevention
    from mtglearn.rules.core.replacement import DiesReplacement
    from mtglearn.rules.core.units import Thing, Unit

Event = dict[str, Any]
#: No teams (every game but Two-Headed Giant), shared by every table (read-only: a Mapping).
_NO_TEAMS: Mapping[str, int] = {}


class Table:
    """Everything that changes while combat damage resolves."""

    __slots__ = (
        "active",
        "damage_order",
        "died",
        "era",
        "events",
        "lethal",
        "life",
        "losers",
        "order",
        "players",
        "poison",
        "preventions",
        "queued",
        "replacements",
        "shields",
        "snapshots",
        "spared",
        "step",
        "step_died",
        "teams",
        "things",
        "triggered",
        "units",
    )

    def __init__(
        self,
        players: tuple[tuple[str, int], ...],
        units: list[Unit],
        things: list[Thing],
        replacements: tuple[DiesReplacement, ...],
        by_id: dict[str, Unit] | None = None,
        triggered: bool | None = None,
        names: tuple[str, ...] | None = None,
    ) -> None:
        """``by_id``, if given, is ``units`` keyed by id (the caller already built it: one
        table is made per resolution, so this saves rebuilding it); ``triggered``, if given,
        whether any creature (face up or down) or permanent has a triggered ability; ``names``,
        if given, the players' names in order."""
        # List comprehensions rather than generators: a table is made per resolution.
        self.players = tuple([p for p, _ in players]) if names is None else names
        self.active = self.players[0]
        self.life = dict(players)
        self.order = units
        self.units = {u.cid: u for u in units} if by_id is None else by_id
        self.things = {t.cid: t for t in things} if things else {}
        self.replacements = replacements
        self.events: list[Event] = []
        #: The lethal damage each damage assignment counted for each recipient (702.19b), as
        #: the fields of a :class:`~mtglearn.rules.core.events.LethalDamage`.
        self.lethal: list[LethalCount] = []
        self.died: list[str] = []
        self.step_died: list[str] | None = None
        self.losers: list[str] = []
        self.step: str | None = None
        self.spared: set[tuple[str, str, int]] = set()
        #: Whether any creature or permanent has a triggered ability (else none to collect).
        self.triggered = (
            bool(self.things) or any(u.source.triggers for u in units)
            if triggered is None
            else triggered
        )
        # Poison counters of every player (filled by the combat), the prevention effects (615)
        # and what is left of their shields.
        self.poison: dict[str, int] = {}
        self.preventions: tuple[Prevention, ...] = ()
        self.shields: list[int] = []
        # The rank of each creature's damage in a step (docs/scenario-format.md §5.1: attackers
        # in the order of ``attacks``, then blockers in the order of ``creatures``), for the
        # shields.
        self.damage_order: dict[str, int] = {}
        #: The snapshots taken so far (:mod:`.snapshot`), or ``None`` when nobody will draw
        #: this resolution (an outcome for ``resolve_scenario`` needs none).
        self.snapshots: list[Snapshot] | None = None
        #: The rules of an older era this combat follows (a
        #: :class:`~mtglearn.rules.combat.eras.Era`), or ``None`` for today's rules.
        self.era: Any = None
        #: Triggered abilities of an era when lifelink and deathtouch were triggered abilities
        #: (502.68a, 502.63 of the 2007 rules) waiting to be put on the stack; ``None`` when
        #: they are static abilities (today, 702.15b, 702.2b).
        self.queued: list[Event] | None = None
        #: Two-Headed Giant: each player's team (810.1); empty in other games.
        self.teams: Mapping[str, int] = _NO_TEAMS

    def event(self, event: Event) -> None:
        """Record one structured event (each has ``type`` and ``rule``)."""
        if self.step is not None:
            event["step"] = self.step
        self.events.append(event)

    def snapshot(self, moment: str) -> None:
        """Record the table as ``moment`` ends, if snapshots are being kept."""
        if self.snapshots is None:
            return
        self.snapshots.append(
            Snapshot(
                moment,
                len(self.events),
                MappingProxyType(dict(self.life)),
                MappingProxyType({p: self.poison.get(p, 0) for p in self.players}),
                MappingProxyType(
                    {
                        # Whether it is still an attacking or blocking creature: one removed
                        # from combat stays on the battlefield (506.4); a blocker whose
                        # attacker left still blocks (509.1g).
                        u.cid: MappingProxyType(
                            {**u.state(), "in_combat": u.in_combat or u.blocking_creature}
                        )
                        for u in self.order
                    }
                ),
                MappingProxyType(
                    {
                        thing.cid: MappingProxyType(
                            {
                                "zone": thing.zone,
                                "counters": dict(
                                    thing.counters
                                    if thing.last_counters is None
                                    else thing.last_counters
                                ),
                            }
                        )
                        for thing in self.things.values()
                    }
                ),
            )
        )

    def game_over(self) -> bool:
        """104.2a: a player wins when all their opponents have left the game (a game between
        teams: :class:`~mtglearn.rules.core.teams.TeamTable`)."""
        return len(self.players) - len(self.losers) < 2

    def winners(self) -> list[str]:
        """The players who won, once the game is over (104.2a): those still in it."""
        if not self.game_over():
            return []
        return [p for p in self.players if p not in self.losers]
