"""Venture into the dungeon (701.49) and completing a dungeon (309.5-309.7, 704.5t).

- Not in a dungeon: bring one into the command zone and put the venture marker on its topmost
  room (701.49a, 309.2a, 309.4a). "Venture into Undercity" must start Undercity; a plain
  "venture into the dungeon" can start any dungeon *except* Undercity (701.49d and the rulings
  on the initiative cards).
- In any room but the bottommost: follow an arrow to an adjacent room; at a branch the player
  chooses (701.49b, 309.5a). This is the same for both kinds of venture, whatever dungeon the
  player is in (701.49d: "they follow the normal procedure").
- In the bottommost room (possible only while that room's ability is still waiting, otherwise
  the state-based action has already removed the card): remove the dungeon, which completes it
  (701.49c, 309.5b, 309.7), then start a new one as above.

Each room the marker moves into triggers its room ability (309.4c); the caller puts the returned
:class:`RoomTrigger` on its stack.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.validate import listing
from mtglearn.rules.initiative.dungeons import (
    DEFAULT_DUNGEON,
    UNDERCITY,
    Dungeon,
    dungeons,
    find_dungeon,
)
from mtglearn.rules.initiative.player_state import PlayerState

Into = Literal["undercity", "dungeon"]
INTO: tuple[Into, ...] = ("undercity", "dungeon")
Event = dict[str, Any]


@dataclass(frozen=True)
class RoomTrigger:
    """A room ability that triggered (309.4c): whose, which dungeon card, which room."""

    player: str
    dungeon: str
    room: str
    serial: int


def check_request(into: Into, named: str | None, field: str, lang: Lang) -> None:
    """Refuse a dungeon that this kind of venture may never start (701.49d and its rulings)."""
    if named is None:
        return
    found = find_dungeon(named, field, lang)  # any printed name: « Les Souterrains » too
    if into == "undercity" and found.name != UNDERCITY:
        # Ruling: "when instructed to venture into Undercity, you can't start a dungeon that
        # isn't Undercity." The dungeon is named as the reader's language prints it.
        said = Spoken(found.display("en"), found.display("fr"))
        raise ScenarioError("initiative.error.undercity_only", field, lang, value=said)
    if into == "dungeon" and found.name == UNDERCITY:
        # Ruling: "if you aren't in a dungeon and an effect instructs you to venture into the
        # dungeon (not venture into Undercity), you can't start Undercity."
        others = [d for d in dungeons() if d.name != UNDERCITY]
        names = Spoken(*(listing(d.display(x) for d in others) for x in ("en", "fr")))
        raise ScenarioError("initiative.error.not_undercity", field, lang, dungeons=names)


def _start(
    state: PlayerState, into: Into, named: str | None, rule: str
) -> tuple[Event, RoomTrigger]:
    """Bring a dungeon into the command zone; the marker goes on its topmost room (309.4a)."""
    name = UNDERCITY if into == "undercity" else (named or DEFAULT_DUNGEON)
    dungeon = find_dungeon(name, "dungeon", "en")
    state.dungeon = dungeon.name
    state.room = dungeon.top.name
    state.dungeon_serial += 1
    event: Event = {
        "type": "venture",
        "rule": rule,
        "player": state.name,
        "into": into,
        "dungeon": dungeon.name,
        "room": dungeon.top.name,
        "from_room": None,
        "started": True,
    }
    return event, RoomTrigger(state.name, dungeon.name, dungeon.top.name, state.dungeon_serial)


def _next_room(
    state: PlayerState, dungeon: Dungeon, choose: str | None, lang: Lang
) -> tuple[str, bool]:
    """The room the marker moves to, and whether the player had a choice (701.49b)."""
    exits = dungeon.room(str(state.room)).exits
    if choose is not None:
        if choose not in exits:
            raise ScenarioError(
                "initiative.error.not_an_exit",
                "choose",
                lang,
                value=choose,
                room=state.room,
                allowed=listing(exits),
            )
        return choose, len(exits) > 1
    if len(exits) == 1:
        return exits[0], False
    if state.choices:
        wanted = state.choices[0]
        field = f"choices.{state.name}[{state.choices_used}]"
        if wanted not in exits:
            raise ScenarioError(
                "initiative.error.not_an_exit",
                field,
                lang,
                value=wanted,
                room=state.room,
                allowed=listing(exits),
            )
        state.choices.pop(0)
        state.choices_used += 1
        return wanted, True
    # No choice given: the first exit printed on the card (the format's documented default).
    return exits[0], True


def complete(state: PlayerState, rule: str, via: str) -> Event:
    """Remove the player's dungeon card from the game: they complete it (309.7)."""
    dungeon = str(state.dungeon)
    state.completed.append(dungeon)
    state.dungeon = None
    state.room = None
    return {"type": "complete", "rule": rule, "player": state.name, "dungeon": dungeon, "via": via}


def venture(
    state: PlayerState,
    into: Into,
    named: str | None,
    lang: Lang,
    choose: str | None = None,
) -> tuple[list[Event], RoomTrigger]:
    """Venture into Undercity (``into="undercity"``) or into the dungeon (701.49a-d).

    ``named`` is the dungeon to start if a new one is started (ignored otherwise); ``choose``
    forces the room at a branch (otherwise the player's next listed choice, else the first exit).
    Returns the events and the room ability that triggered.
    """
    check_request(into, named, "dungeon", lang)
    if state.dungeon is None:
        rule = "701.49d" if into == "undercity" else "701.49a"
        event, trigger = _start(state, into, named, rule)
        return [event], trigger
    dungeon = find_dungeon(state.dungeon, "dungeon", lang)
    current = dungeon.room(str(state.room))
    if current.bottommost:
        # 701.49c: venturing from the bottommost room completes the dungeon, then a new one
        # (Undercity for "venture into Undercity") is started at its topmost room.
        done = complete(state, "701.49c", "venture")
        event, trigger = _start(state, into, named, "701.49c")
        return [done, event], trigger
    room, chosen = _next_room(state, dungeon, choose, lang)
    state.room = room
    moved: Event = {
        "type": "venture",
        "rule": "701.49b",
        "player": state.name,
        "into": into,
        "dungeon": dungeon.name,
        "room": room,
        "from_room": current.name,
        "started": False,
        "chosen": chosen,
    }
    return [moved], RoomTrigger(state.name, dungeon.name, room, state.dungeon_serial)


__all__ = ["INTO", "Into", "RoomTrigger", "check_request", "complete", "venture"]
