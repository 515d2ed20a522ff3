"""Who is at the table: players, turn order, teams and the active player (102, 800, 805).

:class:`Seating` is the bottom layer of :class:`~.game.Game`: it reads the players of a game
(a name, or ``{"name", "life"}``), the Two-Headed Giant teams (805: teammates are not
opponents), and each player's scripted answers (branch choices, targets, "unless" answers). It
answers the questions every other rule asks — who is still in the game (800.4a), who are a
player's opponents — and names the scenario field of a refused input. :func:`atomic` makes a
game action all-or-nothing.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Concatenate, ParamSpec, TypeVar

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang
from mtglearn.base.validate import boolean, listing, name, seq
from mtglearn.rules.initiative.dungeons import dungeons
from mtglearn.rules.initiative.player_state import STARTING_LIFE, PlayerState

Event = dict[str, Any]
_P = ParamSpec("_P")
_R = TypeVar("_R")
_S = TypeVar("_S", bound="Seating")


def atomic(method: Callable[Concatenate[_S, _P], _R]) -> Callable[Concatenate[_S, _P], _R]:
    """Run a game action all-or-nothing: on a refused input, the game is left as it was. A game
    that is over (104.2a) refuses every action."""

    def wrapper(self: _S, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        # The event log only grows during an action, so it is saved by length; the rest of the
        # state is small and copied whole.
        logged = len(self.events)
        saved = copy.deepcopy({k: v for k, v in self.__dict__.items() if k != "events"})
        try:
            if self.over:
                raise ScenarioError("initiative.error.game_over", self._f("event"), self.lang)
            return method(self, *args, **kwargs)
        except ScenarioError:
            events = self.events[:logged]
            self.__dict__.clear()
            self.__dict__.update(saved)
            self.events = events
            raise

    functools.update_wrapper(wrapper, method)  # keep the method's name and docstring
    return wrapper


class Seating:
    """The players of a game, their order, teams and scripted answers (see module doc)."""

    def __init__(
        self,
        players: Sequence[str | Mapping[str, Any]],
        active: str | None = None,
        *,
        teams: Sequence[Sequence[str]] | None = None,
        choices: Mapping[str, Sequence[str]] | None = None,
        targets: Mapping[str, Sequence[str]] | None = None,
        pay: Mapping[str, Sequence[bool]] | None = None,
        lang: str | None = None,
    ) -> None:
        self.lang: Lang = resolve_lang(lang)
        #: Scenario field names for method parameters, set by the scenario resolver so that an
        #: error names ``events[3].upkeep`` rather than ``player``.
        self._fields: dict[str, str] = {}
        self.players: dict[str, PlayerState] = {}
        for i, entry in enumerate(seq(players, "players")):
            state = self._player_entry(entry, f"players[{i}]")
            if state.name in self.players:
                raise ScenarioError("error.duplicate", f"players[{i}]", self.lang, value=state.name)
            self.players[state.name] = state
        if not self.players:
            raise ScenarioError("initiative.error.no_players", "players", self.lang)
        self.order: list[str] = list(self.players)
        self.active: str | None = self.order[0]
        #: Whether the game was told whose turn it is (``active``, a turn or an upkeep): only
        #: then is a player's combat damage refused for not being the attacking player (506.2).
        self.turn_told = active is not None
        if active is not None:
            self.active = self._known(active, "active")
        self.over = False
        #: Players who lost the game (704.5a), in the order they lost.
        self.lost: list[str] = []
        self.events: list[Event] = []
        self.teams: dict[str, int] = self._teams(teams or [])
        for player, wanted in (choices or {}).items():
            state = self.players[self._known(player, f"choices.{player}")]
            state.choices = self._rooms(wanted, f"choices.{player}")
        for player, wanted in (targets or {}).items():
            state = self.players[self._known(player, f"targets.{player}")]
            state.targets = [
                name(v, f"targets.{player}[{i}]")
                for i, v in enumerate(seq(wanted, f"targets.{player}"))
            ]
        for player, answers in (pay or {}).items():
            state = self.players[self._known(player, f"pay.{player}")]
            state.pays = [
                boolean(v, f"pay.{player}[{i}]")
                for i, v in enumerate(seq(answers, f"pay.{player}"))
            ]

    # ----------------------------------------------------------------- validation helpers

    def _f(self, param: str) -> str:
        """The field to name in an error about ``param`` (scenario path when resolving one)."""
        return self._fields.get(param, param)

    def _player_entry(self, entry: object, field: str) -> PlayerState:
        if isinstance(entry, Mapping):
            unknown = [k for k in entry if k not in ("name", "life")]
            if unknown:
                raise ScenarioError(
                    "error.unknown_key",
                    f"{field}.{unknown[0]}",
                    self.lang,
                    name=unknown[0],
                    allowed="name, life",
                )
            if "name" not in entry:
                raise ScenarioError("error.missing", f"{field}.name", self.lang)
            life = entry.get("life", STARTING_LIFE)
            if isinstance(life, bool) or not isinstance(life, int):
                raise ScenarioError("error.not_int", f"{field}.life", self.lang, value=life)
            return PlayerState(name(entry["name"], f"{field}.name"), life=life)
        return PlayerState(name(entry, field))

    def _known(self, player: object, param: str, *, field: str | None = None) -> str:
        """A player of this game (even one who left). ``field``: the path an error names, when
        it is more precise than ``param``'s (an entry of a list)."""
        if not isinstance(player, str) or player not in self.players:
            raise ScenarioError(
                "error.unknown_player",
                self._f(param) if field is None else field,
                self.lang,
                value=player,
                allowed=listing(self.order),
            )
        return player

    def _present(self, player: object, param: str, *, field: str | None = None) -> str:
        """A player still in the game: events can't name a player who left (800.4a)."""
        known = self._known(player, param, field=field)
        if self.players[known].left:
            raise ScenarioError(
                "initiative.error.player_left",
                self._f(param) if field is None else field,
                self.lang,
                value=known,
                allowed=listing(self.in_game()),
            )
        return known

    def _teams(self, teams: Sequence[Sequence[str]]) -> dict[str, int]:
        found: dict[str, int] = {}
        for i, team in enumerate(teams):
            if isinstance(team, str) or not isinstance(team, Sequence):
                raise ScenarioError("error.not_list", f"teams[{i}]", self.lang)
            for j, player in enumerate(team):
                field = f"teams[{i}][{j}]"
                self._known(player, "teams", field=field)
                if player in found:
                    raise ScenarioError("error.duplicate", field, self.lang, value=player)
                found[player] = i
        return found

    def _rooms(self, wanted: object, field: str) -> list[str]:
        if isinstance(wanted, str) or not isinstance(wanted, Sequence):
            raise ScenarioError("error.not_list", field, self.lang)
        # Any printed name of a room (English, French or Chinese) names it; the outcome uses
        # the English one, the canonical name of the data.
        rooms = {
            str(printed).casefold(): room.name
            for d in dungeons()
            for room in d.rooms
            for printed in room.names.values()
            if printed
        }
        out: list[str] = []
        for i, room in enumerate(wanted):
            if not isinstance(room, str) or room.casefold() not in rooms:
                raise ScenarioError(
                    "initiative.error.unknown_room", f"{field}[{i}]", self.lang, value=room
                )
            out.append(rooms[room.casefold()])
        return out

    # ----------------------------------------------------------------- queries

    def in_game(self) -> list[str]:
        """Players still in the game, in turn order."""
        return [p for p in self.order if not self.players[p].left]

    def teammates(self, first: str, second: str) -> bool:
        """Whether two different players are on the same Two-Headed Giant team (805)."""
        team = self.teams.get(first)
        return first != second and team is not None and self.teams.get(second) == team

    def opponents(self, player: str) -> list[str]:
        """``player``'s opponents still in the game, in turn order starting after ``player``.

        Teammates (``teams``) are not opponents; without teams every other player is.
        """
        start = self.order.index(player)
        rotated = self.order[start + 1 :] + self.order[:start]
        team = self.teams.get(player)
        return [
            p
            for p in rotated
            if not self.players[p].left and (team is None or self.teams.get(p) != team)
        ]


__all__ = ["Event", "Seating", "atomic"]
