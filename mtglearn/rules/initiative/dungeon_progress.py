"""Venturing into the dungeon and the room abilities waiting on the stack (701.49, 309).

:class:`DungeonProgress` adds to the seating what moves a player's venture marker: a venture
(701.49, see :mod:`.venture`) puts the room's triggered ability on a stack (309.4c); waiting
abilities resolve last-in first-out, each followed by the state-based actions (704.3): the
dungeon whose marker is on its bottommost room, with none of its room abilities still waiting,
is removed and completed (704.5t, 309.6, 309.7). ``hold=True`` leaves the event's room
abilities waiting, so that the next event happens while they are still on the stack (how
701.49c, venturing from the bottommost room, can happen).
"""

from __future__ import annotations

from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.validate import choice
from mtglearn.rules.initiative.dungeons import find_dungeon
from mtglearn.rules.initiative.rooms import resolve_room_ability
from mtglearn.rules.initiative.seating import Seating, atomic
from mtglearn.rules.initiative.venture import (
    INTO,
    Into,
    RoomTrigger,
    check_request,
    complete,
    venture,
)


class DungeonProgress(Seating):
    """Venture markers, dungeons and the stack of room abilities (see module doc)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # The typed signature is :class:`~.game.Game`'s (that of :class:`.Seating`).
        super().__init__(*args, **kwargs)
        self.stack: list[RoomTrigger] = []

    def _venture(
        self, player: str, into: Into, named: str | None, choose: str | None, cause: str
    ) -> None:
        try:
            events, trigger = venture(self.players[player], into, named, self.lang, choose)
        except ScenarioError as error:
            if error.field in ("dungeon", "choose"):
                raise ScenarioError(
                    error.key, self._f(error.field), self.lang, **error.params
                ) from None
            raise
        for event in events:
            event["cause"] = cause
        self.events.extend(events)
        self.stack.append(trigger)

    def _settle(self) -> None:
        """Resolve waiting room abilities, last triggered first, checking state-based actions
        after each (704.3). Once the game is over (104.2a), nothing resolves any more."""
        self._state_based()
        while self.stack and not self.over:
            trigger = self.stack.pop()
            if self.players[trigger.player].left:
                continue  # abilities controlled by a player who left cease to exist (800.4a)
            self.events.extend(
                resolve_room_ability(
                    trigger, self.players, self.in_game(), self.opponents, self.lang
                )
            )
            self._state_based()

    def _state_based(self) -> None:
        """704.5t / 309.6: a dungeon whose marker is on the bottommost room, with no room
        ability of that card still waiting, is removed from the game: it is completed (309.7)."""
        for player in self.in_game():
            state = self.players[player]
            if state.dungeon is None:
                continue
            room = find_dungeon(state.dungeon, "dungeon", self.lang).room(str(state.room))
            waiting = any(
                t.player == player and t.serial == state.dungeon_serial for t in self.stack
            )
            if room.bottommost and not waiting:
                event = complete(state, "704.5t", "state_based_action")
                event["also"] = ["309.6", "309.7"]
                self.events.append(event)

    @atomic
    def venture(
        self,
        player: str,
        into: str = "dungeon",
        dungeon: str | None = None,
        *,
        choose: str | None = None,
        hold: bool = False,
    ) -> None:
        """``player`` ventures into the dungeon, or into Undercity with ``into="undercity"``
        (701.49). ``dungeon`` names the dungeon to start if a new one is started; ``choose``
        the room to enter at a branch (default: the player's next listed choice, else the first
        exit printed)."""
        player = self._present(player, "player")
        kind: Into = (
            "undercity" if choice(into, INTO, self._f("into")) == "undercity" else "dungeon"
        )
        try:
            check_request(kind, dungeon, "dungeon", self.lang)
        except ScenarioError as error:
            raise ScenarioError(error.key, self._f("dungeon"), self.lang, **error.params) from None
        self._venture(player, kind, dungeon, choose, cause="effect")
        if not hold:
            self._settle()

    @atomic
    def resolve_stack(self) -> None:
        """Let every waiting room ability resolve (and the dungeon state-based action apply)."""
        self._settle()


__all__ = ["DungeonProgress"]
