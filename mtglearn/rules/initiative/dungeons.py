"""Dungeon cards as data (CR 309): rooms, arrows and room abilities.

The four dungeons of the course live in ``mtglearn/data/dungeons.json`` (see the sources noted
there): Undercity, which only "venture into Undercity" may start (701.49d, 205.3p), and the
three dungeons of Adventures in the Forgotten Realms. This module loads them once and answers
map questions: the topmost room (309.4a), the rooms an arrow leads to (309.5a, 701.49b), the
bottommost room (309.6), and every path from top to bottom.

Room names are flavor text (309.4b) and appear in three languages where a printed name was
found; a missing French name is ``None`` and the English name is displayed instead.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, french_typography
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.validate import listing

UNDERCITY: Final = "Undercity"
#: The dungeon a plain "venture into the dungeon" starts when the scenario names none. Any
#: dungeon but Undercity would do (701.49d); Lost Mine of Phandelver is the shortest AFR dungeon
#: and the usual first one, so it is the documented default.
DEFAULT_DUNGEON: Final = "Lost Mine of Phandelver"


class PrintedNames:
    """Names printed in English, French and Chinese (``names``), English being canonical."""

    names: Mapping[str, str | None]

    @property
    def name(self) -> str:
        """The English name, by which scenarios and outcomes name the object."""
        return str(self.names["en"])

    def display(self, lang: Lang) -> str:
        """The name printed in ``lang``, or the English name when no printed one is known."""
        shown = self.names.get(lang) or self.name
        # « Piège ! »: French names get French no-break spaces like every French message.
        return french_typography(shown) if lang == "fr" else shown


@dataclass(frozen=True)
class Room(PrintedNames):
    """One room of a dungeon card: its names, its exits (in printed order) and its effects."""

    id: str
    names: Mapping[str, str | None]
    exits: tuple[str, ...]
    effects: tuple[Mapping[str, Any], ...]

    @property
    def bottommost(self) -> bool:
        """Whether no arrow leaves this room (309.6: the room that completes the dungeon)."""
        return not self.exits


@dataclass(frozen=True)
class Dungeon(PrintedNames):
    """A dungeon card (309.1): its names and its rooms, the topmost first."""

    id: str
    names: Mapping[str, str | None]
    undercity: bool
    rooms: tuple[Room, ...]

    @property
    def top(self) -> Room:
        """The topmost room, where the venture marker is put (309.4a, 701.49a)."""
        return self.rooms[0]

    def room(self, name: str) -> Room:
        """The room called ``name`` (English); a ``KeyError`` means a bug in the data."""
        for room in self.rooms:
            if room.name == name:
                return room
        raise KeyError(name)

    def has_room(self, name: str) -> bool:
        """Whether this dungeon has a room called ``name``."""
        return any(room.name == name for room in self.rooms)

    def paths(self) -> list[list[str]]:
        """Every route from the topmost room to the bottommost one, following the arrows."""
        found: list[list[str]] = []

        def walk(room: Room, route: list[str]) -> None:
            route = [*route, room.name]
            if room.bottommost:
                found.append(route)
            for exit_name in room.exits:
                walk(self.room(exit_name), route)

        walk(self.top, [])
        return found


def _room(raw: Mapping[str, Any]) -> Room:
    return Room(
        id=raw["id"],
        names=dict(raw["name"]),
        exits=tuple(raw["exits"]),
        effects=tuple(dict(effect) for effect in raw["effects"]),
    )


@cache
def dungeons() -> tuple[Dungeon, ...]:
    """The dungeons of the course, in the order of the public scenario format."""
    text = (resources.files("mtglearn.data") / "dungeons.json").read_text(encoding="utf-8")
    data = json.loads(text)
    return tuple(
        Dungeon(
            id=raw["id"],
            names=dict(raw["name"]),
            undercity=bool(raw["undercity"]),
            rooms=tuple(_room(room) for room in raw["rooms"]),
        )
        for raw in data["dungeons"]
    )


def dungeon_names() -> tuple[str, ...]:
    """English names of every known dungeon."""
    return tuple(d.name for d in dungeons())


def find_dungeon(name: object, field: str, lang: Lang) -> Dungeon:
    """The dungeon called ``name`` (any printed name: « Les Souterrains » is Undercity), or an
    error listing the known dungeons."""
    for dungeon in dungeons():
        printed = {str(n).casefold() for n in dungeon.names.values() if n}
        if dungeon.name == name or (isinstance(name, str) and name.casefold() in printed):
            return dungeon
    raise ScenarioError(
        "initiative.error.unknown_dungeon",
        field,
        lang,
        value=name,
        allowed=Spoken(*(listing(d.display(x) for d in dungeons()) for x in ("en", "fr"))),
    )


__all__ = [
    "DEFAULT_DUNGEON",
    "UNDERCITY",
    "Dungeon",
    "Room",
    "dungeon_names",
    "dungeons",
    "find_dungeon",
]
