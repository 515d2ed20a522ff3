"""Creatures and permanents while a combat resolves: small mutable records (slots, no dict).

Each :class:`~mtglearn.rules.core.board.Creature` becomes a :class:`Unit` and each
:class:`~mtglearn.rules.core.board.Permanent` a :class:`Thing` for one resolution; the rules
modules update them in place, and a fresh set is made for every resolution, so resolving never
changes what the scenario gave and resolving twice gives the same answer. These classes are on
the hot path of every resolution (see ``benchmarks/bench_combat.py``), hence the slots.

Power and toughness (208, 613): printed value, then +1/+1 and -1/-1 counters (122.1a), then
"until end of turn" pumps. A face-down creature is a 2/2 with no name and no abilities until it
is turned face up (708.2a); turning it up restores its real characteristics while effects
already applied to it (pumps, gained or lost keywords, counters, marked damage) still apply
(708.8).
"""

from __future__ import annotations

from typing import Final

from mtglearn.rules.core.board import (
    BATTLEFIELD,
    DEFENSE,
    LOYALTY,
    MINUS,
    PLUS,
    Creature,
    FaceUp,
    Permanent,
)

_NO_KEYWORDS: Final[frozenset[str]] = frozenset()


class Unit:
    """One creature while a combat resolves (mutable; one fresh set per resolution)."""

    __slots__ = (
        "attacking",
        "base_keywords",
        "base_power",
        "base_toughness",
        "blocked",
        "blockers",
        "blocking",
        "blocking_creature",
        "cid",
        "controller",
        "counters",
        "damage",
        "deathtouched",
        "face_up",
        "gained",
        "keywords",
        "last_counters",
        "lost",
        "name",
        "pump_power",
        "pump_toughness",
        "revealed",
        "source",
        "tapped",
        "triggers",
        "zone",
    )

    def __init__(self, creature: Creature) -> None:
        self.source = creature
        self.cid = creature.id
        self.controller = creature.controller
        face_up = creature.face_up
        self.face_up = face_up
        if face_up is None:
            self.name = creature.name
            self.base_power = creature.power
            self.base_toughness = creature.toughness
            self.base_keywords = creature.keywords
        else:  # 708.2a: a face-down permanent is a nameless 2/2 with no abilities.
            self.name = None
            self.base_power = 2
            self.base_toughness = 2
            self.base_keywords = _NO_KEYWORDS
        self.keywords = self.base_keywords
        self.gained: frozenset[str] = _NO_KEYWORDS
        self.lost: frozenset[str] = _NO_KEYWORDS
        self.pump_power = 0
        self.pump_toughness = 0
        self.counters: dict[str, int] = dict(creature.counters) if creature.counters else {}
        self.last_counters: dict[str, int] | None = None
        self.damage = creature.damage
        self.deathtouched = False
        self.zone = BATTLEFIELD
        self.tapped = creature.tapped
        #: What a face-down creature turned out to be, once revealed as it left (708.9).
        self.revealed: FaceUp | None = None
        self.triggers = creature.triggers if face_up is None else ()
        self.attacking: str | None = None  # the player it attacks (508.1)
        self.blocked = False  # 509.1h: stays blocked even if its blockers leave
        self.blockers: list[Unit] = []
        self.blocking: list[Unit] = []
        #: 509.1g: a blocking creature "remains a blocking creature until it's removed from
        #: combat", even once the creatures it blocked are gone (it then deals no damage).
        self.blocking_creature = False

    @property
    def power(self) -> int:
        """Printed power, counters (122.1a), then pumps."""
        counters = self.counters
        if counters:
            return (
                self.base_power + self.pump_power + counters.get(PLUS, 0) - counters.get(MINUS, 0)
            )
        return self.base_power + self.pump_power

    @property
    def toughness(self) -> int:
        """Printed toughness, counters (122.1a), then pumps."""
        counters = self.counters
        if counters:
            return (
                self.base_toughness
                + self.pump_toughness
                + counters.get(PLUS, 0)
                - counters.get(MINUS, 0)
            )
        return self.base_toughness + self.pump_toughness

    @property
    def on_battlefield(self) -> bool:
        return self.zone == BATTLEFIELD

    def label(self) -> str:
        return self.name or self.cid

    def instances(self, keyword: str) -> int:
        """Instances of ``keyword`` it has now: those printed (repeats count,
        docs/scenario-format.md §5.1), or one if an effect gave it (613.1f)."""
        if keyword not in self.keywords:
            return 0
        if keyword in self.base_keywords and self.face_up is None:
            return 1 + self.source.extra.get(keyword, 0)
        return 1

    @property
    def colors(self) -> frozenset[str]:
        """Its colors (105.2); a face-down creature is colorless (708.2a)."""
        return self.source.colors if self.face_up is None else frozenset()

    @property
    def card_types(self) -> tuple[str, ...]:
        """Its card types (300.1); a face-down creature is just a creature (708.2a)."""
        return self.source.card_types if self.face_up is None else ("creature",)

    def refresh_keywords(self) -> None:
        """Keywords = printed ones, plus gained, minus lost (later effects win, 613.7)."""
        self.keywords = (self.base_keywords | self.gained) - self.lost

    def gain(self, keyword: str) -> None:
        self.gained = self.gained | {keyword}
        self.lost = self.lost - {keyword}
        self.refresh_keywords()

    def lose(self, keyword: str) -> None:
        self.lost = self.lost | {keyword}
        self.gained = self.gained - {keyword}
        self.refresh_keywords()

    def turn_face_up(self) -> bool:
        """708.8: real characteristics return; effects already applied keep applying."""
        face_up = self.face_up
        if face_up is None:
            return False
        self.face_up = None
        self.name = face_up.name
        self.base_power = face_up.power
        self.base_toughness = face_up.toughness
        self.base_keywords = face_up.keywords
        self.triggers = self.source.triggers
        self.refresh_keywords()
        return True

    def remove_from_combat(self) -> None:
        """506.4: a creature removed from combat (it left the battlefield, or an effect removed
        it) "stops being an attacking, blocking, blocked, and/or unblocked creature"; the
        attackers it blocked stay blocked (509.1h)."""
        for attacker in self.blocking:
            if self in attacker.blockers:
                attacker.blockers.remove(self)
        for blocker in self.blockers:
            if self in blocker.blocking:
                blocker.blocking.remove(self)
        self.blocking = []
        self.blockers = []
        self.attacking = None
        self.blocked = False
        self.blocking_creature = False

    @property
    def in_combat(self) -> bool:
        return self.zone == BATTLEFIELD and (
            self.attacking is not None or self.blocked or bool(self.blocking)
        )

    def state(self) -> dict[str, object]:
        """Final state for the outcome (docs/scenario-format.md §1): zone, power, toughness, damage,
        counters."""
        counters = self.counters if self.last_counters is None else self.last_counters
        out: dict[str, object] = {
            "zone": self.zone,
            "power": self.power,
            "toughness": self.toughness,
            "damage": self.damage,
            "counters": counters.copy(),
            "keywords": sorted(self.keywords) if self.keywords else [],
            "tapped": self.tapped,
        }
        if self.name is not None:
            out["name"] = self.name
        if self.source.face_up is not None:
            out["face_down"] = self.face_up is not None
            revealed = self.revealed
            if revealed is not None:
                out["revealed"] = {
                    "name": revealed.name,
                    "power": revealed.power,
                    "toughness": revealed.toughness,
                    "keywords": sorted(revealed.keywords),
                }
        return out


class Thing:
    """A noncreature permanent while a combat resolves (its counters change)."""

    __slots__ = (
        "attached_to",
        "cid",
        "controller",
        "counters",
        "last_counters",
        "name",
        "source",
        "triggers",
        "zone",
    )

    def __init__(self, permanent: Permanent) -> None:
        self.source = permanent
        self.cid = permanent.id
        self.name = permanent.name
        self.controller = permanent.controller
        self.attached_to = permanent.attached_to
        self.counters = dict(permanent.counters)
        # A planeswalker enters with its loyalty, a battle with its defense, as counters
        # (306.5b, 310.4b); damage removes them (120.3c, 120.3h).
        if permanent.loyalty is not None:
            self.counters[LOYALTY] = permanent.loyalty
        if permanent.defense is not None:
            self.counters[DEFENSE] = permanent.defense
        self.triggers = permanent.triggers
        self.zone = BATTLEFIELD
        self.last_counters: dict[str, int] | None = None

    def label(self) -> str:
        return self.name or self.cid
