"""The initiative (726) as a small game object that reads well in a notebook.

``Game(players=["P1", "P2", "P3"])`` starts a game where nobody has the initiative (726.1).
Each method is one thing that happens; it validates its input, records structured events (each
with its rule number) and never leaves a half-applied change behind when it refuses:

- ``take_initiative(p)``: p takes the initiative (726.3: the previous holder loses it; 726.5:
  taking it again is still a venture into Undercity but not a second designation) and ventures
  into Undercity (726.2, third trigger).
- ``upkeep(p)``: the beginning of p's upkeep; if p has the initiative, p ventures into Undercity
  (726.2, first trigger).
- ``combat_damage(from_, to)``: creatures controlled by ``from_`` dealt combat damage to ``to``;
  if ``to`` has the initiative, ``from_`` takes it (726.2, second trigger). Several teammates at
  once (Two-Headed Giant): each takes it in turn, in the ``order`` the holder chose; the last
  keeps it. ``combat_damage_step`` is the seam for the combat engine: it takes the damage list
  of one combat damage step (510.2: all dealt at once) and the creatures' controllers.
- ``venture(p, into="dungeon" | "undercity", dungeon=None)``: 701.49 (see ``venture.py``).
- ``leave(p)``: p leaves the game (800.4a); if p had the initiative, the active player takes it
  at once, or the next player in turn order if the active player is the one leaving (726.4).
- ``turn(p)``: p becomes the active player.
- ``combat(c)``: a combat of the combat engine, played step by step (726.2 after each combat
  damage step; Ravenloft Adventurer's replacement and attack trigger), see
  ``initiative_combat.py``.
- ``enters(card, controller)``, ``dies(creature, controller, owner)``, ``attacks(card,
  controller, defending)``: Ravenloft Adventurer (``cards/ravenloft_adventurer.py``).

Room abilities (309.4c) are triggered abilities: they wait on a stack and resolve after the event
that triggered them, then the dungeon state-based action is checked (704.5t, 309.6: the dungeon
is removed, hence completed, 309.7, once its bottommost room's ability has resolved). ``hold=True``
leaves the event's room abilities waiting, so that the next event happens while they are still
on the stack (how 701.49c, venturing from the bottommost room, can happen). The initiative's own
triggers (726.2) are resolved at once, in order: the course needs no response to them.
"""

from __future__ import annotations

import copy
import functools
import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from mtglearn.errors import ScenarioError
from mtglearn.i18n import Lang, resolve_lang, t
from mtglearn.rules.initiative import ravenloft_adventurer as adventurer
from mtglearn.rules.initiative.dungeons import dungeons, find_dungeon
from mtglearn.rules.initiative.game_combat import play_combat
from mtglearn.rules.initiative.player_state import STARTING_LIFE, PlayerState
from mtglearn.rules.initiative.rooms import resolve_room_ability
from mtglearn.rules.initiative.venture import (
    INTO,
    Into,
    RoomTrigger,
    check_request,
    complete,
    venture,
)
from mtglearn.validate import boolean, choice, listing, name, seq

if TYPE_CHECKING:
    from mtglearn.rules.combat.engine import Combat, CombatResult

Event = dict[str, Any]
_P = ParamSpec("_P")
_R = TypeVar("_R")


def _atomic(method: Callable[Concatenate[Game, _P], _R]) -> Callable[Concatenate[Game, _P], _R]:
    """Run a game action all-or-nothing: on a refused input, the game is left as it was."""

    def wrapper(self: Game, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
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


class Game:
    """A multiplayer game reduced to what the initiative and dungeons need (see module doc)."""

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
        for i, entry in enumerate(seq(players, "players", self.lang)):
            state = self._player_entry(entry, f"players[{i}]")
            if state.name in self.players:
                raise ScenarioError("error.duplicate", f"players[{i}]", self.lang, value=state.name)
            self.players[state.name] = state
        if not self.players:
            raise ScenarioError("initiative.error.no_players", "players", self.lang)
        self.order: list[str] = list(self.players)
        self.active: str | None = self.order[0]
        if active is not None:
            self.active = self._known(active, "active")
        self.initiative: str | None = None
        self.over = False
        self.events: list[Event] = []
        self.stack: list[RoomTrigger] = []
        self.teams: dict[str, int] = self._teams(teams or [])
        for player, wanted in (choices or {}).items():
            state = self.players[self._known(player, f"choices.{player}")]
            state.choices = self._rooms(wanted, f"choices.{player}")
        for player, wanted in (targets or {}).items():
            state = self.players[self._known(player, f"targets.{player}")]
            state.targets = [
                name(v, f"targets.{player}[{i}]", self.lang)
                for i, v in enumerate(seq(wanted, f"targets.{player}", self.lang))
            ]
        for player, answers in (pay or {}).items():
            state = self.players[self._known(player, f"pay.{player}")]
            state.pays = [
                boolean(v, f"pay.{player}[{i}]", self.lang)
                for i, v in enumerate(seq(answers, f"pay.{player}", self.lang))
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
            return PlayerState(name(entry["name"], f"{field}.name", self.lang), life=life)
        return PlayerState(name(entry, field, self.lang))

    def _known(self, player: object, param: str) -> str:
        """A player of this game (even one who left)."""
        if not isinstance(player, str) or player not in self.players:
            raise ScenarioError(
                "error.unknown_player",
                self._f(param),
                self.lang,
                value=player,
                allowed=listing(self.order),
            )
        return player

    def _present(self, player: object, param: str) -> str:
        """A player still in the game: events can't name a player who left (800.4a)."""
        known = self._known(player, param)
        if self.players[known].left:
            raise ScenarioError(
                "initiative.error.player_left",
                self._f(param),
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
                if not isinstance(player, str) or player not in self.players:
                    raise ScenarioError(
                        "error.unknown_player",
                        field,
                        self.lang,
                        value=player,
                        allowed=listing(self.order),
                    )
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

    # ----------------------------------------------------------------- the initiative (726)

    def _take(self, player: str, cause: str, rule: str | None = None) -> None:
        """``player`` takes the initiative, then ventures into Undercity (726.2-726.5)."""
        previous = self.initiative
        again = previous == player
        self.initiative = player
        if rule is None:
            rule = "726.5" if again else ("726.3" if previous is not None else "726.1")
        self.events.append(
            {
                "type": "take_initiative",
                "rule": rule,
                "player": player,
                "previous": previous,
                "again": again,
                "cause": cause,
            }
        )
        # 726.2, third inherent trigger: "Whenever a player takes the initiative, that player
        # ventures into Undercity."
        self._venture(player, "undercity", None, None, cause="726.2")

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
        """Resolve waiting room abilities, last triggered first, checking 704.5t after each."""
        self._sba()
        while self.stack:
            trigger = self.stack.pop()
            if self.players[trigger.player].left:
                continue  # abilities controlled by a player who left cease to exist (800.4a)
            self.events.extend(
                resolve_room_ability(
                    trigger, self.players, self.in_game(), self.opponents, self.lang
                )
            )
            self._sba()

    def _sba(self) -> None:
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

    @_atomic
    def take_initiative(self, player: str, *, hold: bool = False) -> None:
        """``player`` takes the initiative (an effect told them to), then ventures (726.2)."""
        self._take(self._present(player, "player"), cause="effect")
        if not hold:
            self._settle()

    @_atomic
    def upkeep(self, player: str, *, hold: bool = False) -> None:
        """The beginning of ``player``'s upkeep (503.1). It is their turn, so they become the
        active player. If they have the initiative, they venture into Undercity (726.2)."""
        player = self._present(player, "player")
        if self.active != player:
            self.active = player
            self.events.append({"type": "turn", "rule": "102.1", "player": player, "implied": True})
        holds = self.initiative == player
        self.events.append(
            {
                "type": "upkeep",
                "rule": "726.2" if holds else "503.1",
                "player": player,
                "holder": self.initiative,
                "triggered": holds,
            }
        )
        if holds:
            self._venture(player, "undercity", None, None, cause="726.2")
        if not hold:
            self._settle()

    @_atomic
    def combat_damage(
        self,
        from_: str | Sequence[str],
        to: str,
        *,
        order: Sequence[str] | None = None,
        hold: bool = False,
    ) -> None:
        """Creatures controlled by ``from_`` (one player, or teammates at once) dealt combat
        damage to ``to``. If ``to`` has the initiative, each of them takes it (726.2), in
        ``order`` (the holder orders the triggers; default: as listed); the last one keeps it."""
        self._combat_damage(from_, to, order, hold)

    def _combat_damage(
        self, from_: object, to: object, order: Sequence[str] | None, hold: bool
    ) -> None:
        sources = self._sources(from_)
        target = self._present(to, "to")
        for i, player in enumerate(sources):
            if player == target:
                raise ScenarioError(
                    "initiative.error.same_player",
                    f"{self._f('from_')}[{i}]",
                    self.lang,
                    value=player,
                )
        if len(sources) > 1:
            teams = {self.teams.get(p) for p in sources}
            if None in teams or len(teams) != 1:
                raise ScenarioError(
                    "initiative.error.not_teammates",
                    self._f("from_"),
                    self.lang,
                    value=listing(sources),
                )
        resolution = list(sources) if order is None else self._order(order, sources)
        triggered = self.initiative == target
        self.events.append(
            {
                "type": "combat_damage",
                "rule": "726.2",
                "from": list(sources),
                "to": target,
                "holder": self.initiative,
                "triggered": triggered,
                "order": resolution if triggered else [],
            }
        )
        if not triggered:
            return
        for player in resolution:
            self._take(player, cause="combat_damage")
            if not hold:
                self._settle()

    def _sources(self, from_: object) -> list[str]:
        if isinstance(from_, str):
            return [self._present(from_, "from_")]
        if not isinstance(from_, Sequence) or not from_:
            raise ScenarioError("initiative.error.bad_from", self._f("from_"), self.lang)
        out: list[str] = []
        for i, player in enumerate(from_):
            field = f"{self._f('from_')}[{i}]"
            if not isinstance(player, str) or player not in self.players:
                raise ScenarioError(
                    "error.unknown_player",
                    field,
                    self.lang,
                    value=player,
                    allowed=listing(self.order),
                )
            if self.players[player].left:
                raise ScenarioError(
                    "initiative.error.player_left",
                    field,
                    self.lang,
                    value=player,
                    allowed=listing(self.in_game()),
                )
            if player in out:
                raise ScenarioError("error.duplicate", field, self.lang, value=player)
            out.append(player)
        return out

    def _order(self, order: object, sources: list[str]) -> list[str]:
        if (
            isinstance(order, str)
            or not isinstance(order, Sequence)
            or sorted(map(str, order)) != sorted(sources)
            or len(order) != len(sources)
        ):
            raise ScenarioError(
                "initiative.error.bad_order",
                self._f("order"),
                self.lang,
                allowed=listing(sources),
            )
        return [str(p) for p in order]

    @_atomic
    def combat_damage_step(
        self,
        damage: Iterable[Mapping[str, Any]],
        controllers: Mapping[str, str],
        *,
        order: Sequence[str] | None = None,
        hold: bool = False,
    ) -> list[str]:
        """Seam for the combat engine: one combat damage step's damage (entries shaped like the
        combat outcome's ``{"source", "target", "amount"}``) and each creature's controller.

        All combat damage of a step is dealt at once (510.2), so the holder is the player who
        had the initiative as the step's damage was dealt. Each player whose creatures dealt
        damage to the holder triggers 726.2 once ("one or more creatures"). Returns the players
        who took the initiative, in order. With first strike or double strike, call this once
        per combat damage step: the initiative can change hands between the two steps.
        """
        holder = self.initiative
        if holder is None:
            return []
        dealers: list[str] = []
        for i, entry in enumerate(damage):
            field = f"damage[{i}]"
            if not isinstance(entry, Mapping) or not {"source", "target", "amount"} <= set(entry):
                raise ScenarioError("initiative.error.bad_damage", field, self.lang)
            amount = entry["amount"]
            if isinstance(amount, bool) or not isinstance(amount, int):
                raise ScenarioError("error.not_int", f"{field}.amount", self.lang, value=amount)
            if entry["target"] != holder or amount <= 0:
                continue
            source = entry["source"]
            if source not in controllers:
                raise ScenarioError(
                    "initiative.error.no_controller", f"{field}.source", self.lang, value=source
                )
            controller = self._present(controllers[source], "controllers")
            if controller not in dealers:
                dealers.append(controller)
        if not dealers:
            return []
        self._combat_damage(dealers, holder, order, hold)
        return list(dealers if order is None else order)

    @_atomic
    def combat(self, combat: Combat) -> CombatResult:
        """Play a combat resolved by the combat engine (``mtglearn.combat.Combat``): attack
        triggers, then each combat damage step in order, with 726.2 checked after each step
        against the player who holds the initiative at that moment (see
        ``initiative_combat.py``). All or nothing: a refused combat leaves the game as it was."""
        return play_combat(self, combat)

    @_atomic
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
            "undercity"
            if choice(into, INTO, self._f("into"), self.lang) == "undercity"
            else "dungeon"
        )
        try:
            check_request(kind, dungeon, "dungeon", self.lang)
        except ScenarioError as error:
            raise ScenarioError(error.key, self._f("dungeon"), self.lang, **error.params) from None
        self._venture(player, kind, dungeon, choose, cause="effect")
        if not hold:
            self._settle()

    @_atomic
    def leave(self, player: str, *, hold: bool = False) -> None:
        """``player`` leaves the game (800.4a): their dungeon, the cards they own and the
        abilities they control leave with them. If they had the initiative, the active player
        takes it at once, or the next player in turn order if the active player is leaving or
        there is none (726.4); taking it this way is a venture into Undercity too (726.2)."""
        player = self._present(player, "player")
        state = self.players[player]
        state.left = True
        state.dungeon = None
        state.room = None
        state.hit_exile = 0
        state.adventurers = 0
        self.stack = [t for t in self.stack if t.player != player]
        self.events.append({"type": "leave", "rule": "800.4a", "player": player})
        if self.active == player:
            self.active = None
        had_initiative = self.initiative == player
        remaining = self.in_game()
        if len(remaining) <= 1:
            # 104.2a: the last player left wins; the game is over, nothing else happens.
            if had_initiative:
                self.initiative = None
            self.over = True
            self.events.append(
                {
                    "type": "game_over",
                    "rule": "104.2a",
                    "winner": remaining[0] if remaining else None,
                }
            )
            return
        if had_initiative:
            if self.active is not None:
                heir = self.active
            else:
                start = self.order.index(player)
                rotated = self.order[start + 1 :] + self.order[:start]
                heir = next(p for p in rotated if not self.players[p].left)
            self._take(heir, cause="leave", rule="726.4")
        if not hold:
            self._settle()

    @_atomic
    def turn(self, player: str) -> None:
        """``player``'s turn begins: they are the active player (102.1). A turn can't begin
        with abilities waiting on the stack, so any held room ability resolves first."""
        player = self._present(player, "player")
        self._settle()
        self.active = player
        self.events.append({"type": "turn", "rule": "102.1", "player": player, "implied": False})

    @_atomic
    def resolve_stack(self) -> None:
        """Let every waiting room ability resolve (and the dungeon state-based action apply)."""
        self._settle()

    # ----------------------------------------------------------------- Ravenloft Adventurer

    @_atomic
    def enters(self, card: str, controller: str, *, hold: bool = False) -> None:
        """``card`` enters the battlefield under ``controller``'s control. Its enters trigger
        (603.6a) makes the controller take the initiative (726.2 then ventures)."""
        card = choice(card, adventurer.TAKES_INITIATIVE_ON_ENTER, self._f("card"), self.lang)
        controller = self._present(controller, "controller")
        if card == adventurer.NAME:
            self.players[controller].adventurers += 1
        self.events.append(
            {"type": "enters", "rule": "603.6a", "card": card, "controller": controller}
        )
        self._take(controller, cause="enters")
        if not hold:
            self._settle()

    @_atomic
    def dies(self, creature: str, controller: str, owner: str | None = None) -> bool:
        """A creature controlled by ``controller`` (owned by ``owner``, default the controller)
        would die. If an opponent of its controller controls Ravenloft Adventurer, it is exiled
        with a hit counter instead (614.1a) and its owner's count goes up; returns whether the
        replacement applied. This is the hook the combat engine's "dies" replacement calls."""
        creature = name(creature, self._f("creature"), self.lang)
        controller = self._present(controller, "controller")
        owner = controller if owner is None else self._present(owner, "owner")
        if creature == adventurer.NAME:
            if self.players[controller].adventurers <= 0:
                raise ScenarioError(
                    "initiative.error.no_adventurer",
                    self._f("controller"),
                    self.lang,
                    value=controller,
                )
            self.players[controller].adventurers -= 1
        exilers = adventurer.exiling_players(controller, self.players, self.opponents(controller))
        if exilers:
            self.players[owner].hit_exile += 1
            self.events.append(
                {
                    "type": "hit_exile",
                    "rule": "614.1a",
                    "creature": creature,
                    "controller": controller,
                    "owner": owner,
                    "by": exilers,
                    "count": self.players[owner].hit_exile,
                }
            )
            return True
        self.events.append(
            {
                "type": "dies",
                "rule": "700.4",
                "creature": creature,
                "controller": controller,
                "owner": owner,
            }
        )
        return False

    @_atomic
    def attacks(self, card: str, controller: str, defending: str) -> int:
        """Ravenloft Adventurer attacks ``defending``. If its controller has completed a dungeon
        (intervening "if", 603.4), the defending player loses 1 life per card they own in exile
        with a hit counter. Returns the life lost."""
        choice(card, (adventurer.NAME,), self._f("card"), self.lang)
        controller = self._present(controller, "controller")
        defending = self._present(defending, "defending")
        if self.players[controller].adventurers <= 0:
            raise ScenarioError(
                "initiative.error.no_adventurer",
                self._f("controller"),
                self.lang,
                value=controller,
            )
        if defending not in self.opponents(controller):
            raise ScenarioError(
                "initiative.error.not_opponent",
                self._f("defending"),
                self.lang,
                value=defending,
                player=controller,
                allowed=listing(self.opponents(controller)),
            )
        loss = adventurer.attack_life_loss(self.players[controller], self.players[defending])
        self.events.append(
            {
                "type": "attack_trigger",
                "rule": "603.4",
                "card": adventurer.NAME,
                "controller": controller,
                "defending": defending,
                "triggered": loss is not None,
                "completed": list(self.players[controller].completed),
                "hit_exile": self.players[defending].hit_exile,
            }
        )
        if not loss:
            return 0
        state = self.players[defending]
        state.life -= loss
        self.events.append(
            {
                "type": "life",
                "rule": "119.3",
                "player": defending,
                "amount": -loss,
                "life": state.life,
                "room": None,
            }
        )
        return loss

    # ----------------------------------------------------------------- results

    def state(self) -> dict[str, Any]:
        """The outcome so far (format §2): holder, each player's dungeon and room, the log."""
        return {
            "kind": "initiative",
            "initiative": self.initiative,
            "active": self.active,
            "over": self.over,
            "players": {p: s.outcome() for p, s in self.players.items()},
            "losers": [p for p in self.in_game() if self.players[p].life <= 0],
            "pending": [
                {"player": t.player, "dungeon": t.dungeon, "room": t.room} for t in self.stack
            ],
            "log": [log_entry(e) for e in self.events],
            "events": copy.deepcopy(self.events),
        }

    def narrate(self, lang: str | None = None) -> list[str]:
        """The story so far, in ``lang`` (default: this game's language)."""
        from mtglearn.rules.initiative.narration import narrate

        return narrate(self.state(), resolve_lang(lang) if lang else self.lang)

    def _repr_html_(self) -> str:
        """A table: who holds the initiative, each player's dungeon, room, completions, life."""
        lang = self.lang
        head = [
            t("initiative.table.player", lang),
            t("initiative.table.initiative", lang),
            t("initiative.table.dungeon", lang),
            t("initiative.table.room", lang),
            t("initiative.table.completed", lang),
            t("initiative.table.life", lang),
            t("initiative.table.hit_exile", lang),
        ]
        rows = []
        for player, state in self.players.items():
            dungeon = find_dungeon(state.dungeon, "", lang) if state.dungeon else None
            room = dungeon.room(str(state.room)).display(lang) if dungeon else "—"
            status = t("initiative.table.left", lang) if state.left else ""
            cells = [
                f"{player} {status}".strip(),
                "★" if self.initiative == player else "",
                dungeon.display(lang) if dungeon else "—",
                room,
                ", ".join(find_dungeon(d, "", lang).display(lang) for d in state.completed),
                str(state.life),
                str(state.hit_exile),
            ]
            rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
        header = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"
        return f"<table>{header}{''.join(rows)}</table>"


def log_entry(event: Mapping[str, Any]) -> dict[str, Any]:
    """The format's ``log`` view of an event: ``{"event": type, ...its fields}``."""
    entry: dict[str, Any] = {"event": event["type"]}
    entry.update({k: copy.deepcopy(v) for k, v in event.items() if k != "type"})
    return entry


__all__ = ["Game", "log_entry"]
