"""What the initiative engine knows about each player at the table.

A player's dungeon card lives in the command zone (309.2b) with their venture marker on one room
(309.4); they keep a list of the dungeons they completed (309.7), a life total (the room
abilities and Ravenloft Adventurer change it), and the count of cards they own in exile with a
hit counter (Ravenloft Adventurer's replacement effect). Everything is plain data so that a
game can be copied, compared and turned into JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STARTING_LIFE = 20


@dataclass
class PlayerState:
    """One player: dungeon and venture marker, completed dungeons, life and tracked objects."""

    name: str
    life: int = STARTING_LIFE
    #: English name of the dungeon card this player owns in the command zone, or ``None``.
    dungeon: str | None = None
    #: English name of the room the venture marker is on, or ``None``.
    room: str | None = None
    #: Which dungeon card this is (a new number each time one is brought into the game), so that
    #: a room ability can be traced to its source after that card has left (704.5t, 701.49c).
    dungeon_serial: int = 0
    completed: list[str] = field(default_factory=list)
    left: bool = False
    #: Cards this player owns in exile with a hit counter on them (Ravenloft Adventurer).
    hit_exile: int = 0
    #: How many Ravenloft Adventurers this player controls.
    adventurers: int = 0
    #: Tokens created by room abilities: token key → number.
    tokens: dict[str, int] = field(default_factory=dict)
    #: +1/+1 counters put by this player's room abilities: target → number.
    counters: dict[str, int] = field(default_factory=dict)
    #: Creatures goaded by this player's room abilities (Arena), in order.
    goaded: list[str] = field(default_factory=list)
    #: Rooms still to choose at branches (from the scenario's ``choices``), in order.
    choices: list[str] = field(default_factory=list)
    #: Targets still to use for room abilities (from the scenario's ``targets``), in order.
    targets: list[str] = field(default_factory=list)
    #: Answers to "unless" room abilities (scenario ``pay``): ``True`` = pays instead.
    pays: list[bool] = field(default_factory=list)
    #: How many choices and targets were used, to name the field of a bad one.
    choices_used: int = 0
    targets_used: int = 0

    def outcome(self) -> dict[str, Any]:
        """This player's part of the outcome (docs/scenario-format.md §2, plus life and tracked
        objects)."""
        return {
            "dungeon": self.dungeon,
            "room": self.room,
            "completed": list(self.completed),
            "left": self.left,
            "life": self.life,
            "hit_exile": self.hit_exile,
            "ravenloft_adventurers": self.adventurers,
            "tokens": dict(self.tokens),
            "counters": dict(self.counters),
            "goaded": list(self.goaded),
        }


__all__ = ["STARTING_LIFE", "PlayerState"]
