"""A game of the initiative written in readable Python: :class:`InitiativeGame`.

Each method is one event of the ``initiative`` scenario format (726, 701.49, 309): a player
takes the initiative, a player's upkeep begins, creatures deal combat damage to a player, a
player ventures into the dungeon, leaves the game, starts their turn, or a whole combat is
fought. Methods return the game, so events can be chained; :meth:`InitiativeGame.resolve` plays
them on the rules engine and gives an outcome that tells the story and shows each player's
dungeon; the game as the last expression of a cell shows that outcome.

>>> from mtglearn import InitiativeGame, set_lang
>>> set_lang("en")
>>> game = InitiativeGame("P1", "P2").take_initiative("P1").combat_damage("P2", to="P1")
>>> game.resolve().initiative
'P2'
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from mtglearn.door.builder import Scenario
from mtglearn.door.outcome import InitiativeOutcome


class InitiativeGame(Scenario):
    """Players in turn order (the first is the active player unless ``active`` says), the
    events that happen to them, and what they choose. Checked when resolved: a mistake raises
    :class:`~mtglearn.ScenarioError` naming the event and what is allowed."""

    def __init__(
        self,
        *players: str,
        active: str | None = None,
        teams: Sequence[Sequence[str]] = (),
    ) -> None:
        data: dict[str, Any] = {
            "kind": "initiative",
            "players": list(players or ("P1", "P2")),
            "events": [],
        }
        if active is not None:
            data["active"] = active
        if teams:
            data["teams"] = [list(team) for team in teams]
        super().__init__(data)

    @classmethod
    def from_dict(cls, scenario: Mapping[str, Any]) -> InitiativeGame:
        """A game holding an ``initiative`` scenario (a copy of it)."""
        game = cls()
        game._data = copy.deepcopy(dict(scenario))
        return game

    def _event(self, event: dict[str, Any], hold: bool = False) -> InitiativeGame:
        if hold:
            event["hold"] = True
        self._data["events"].append(event)
        return self

    def take_initiative(self, player: str, *, hold: bool = False) -> InitiativeGame:
        """``player`` takes the initiative and ventures into Undercity (726.2). ``hold``:
        the room's ability waits on the stack until the next event."""
        return self._event({"take_initiative": player}, hold)

    def upkeep(self, player: str, *, hold: bool = False) -> InitiativeGame:
        """``player``'s upkeep begins: if they have the initiative, they venture (726.2)."""
        return self._event({"upkeep": player}, hold)

    def combat_damage(
        self,
        by: str | Sequence[str],
        *,
        to: str,
        order: Sequence[str] | None = None,
        hold: bool = False,
    ) -> InitiativeGame:
        """Creatures of ``by`` (a player, or teammates dealing damage at once) deal combat
        damage to ``to``; if ``to`` has the initiative, ``by`` takes it (726.2). ``order``: the
        order the holder puts simultaneous triggers in (603.3b)."""
        damage: dict[str, Any] = {"from": by if isinstance(by, str) else list(by), "to": to}
        if order is not None:
            damage["order"] = list(order)
        return self._event({"combat_damage": damage}, hold)

    def venture(
        self,
        player: str,
        *,
        into: str = "dungeon",
        dungeon: str | None = None,
        choose: str | None = None,
        hold: bool = False,
    ) -> InitiativeGame:
        """``player`` ventures into the dungeon (701.49a), or into Undercity
        (``into="undercity"``, 701.49c); ``dungeon`` names the one a new venture starts,
        ``choose`` the room taken at a branch."""
        event: dict[str, Any] = {"venture": player, "into": into}
        if dungeon is not None:
            event["dungeon"] = dungeon
        if choose is not None:
            event["choose"] = choose
        return self._event(event, hold)

    def leave(self, player: str, *, hold: bool = False) -> InitiativeGame:
        """``player`` leaves the game; if they had the initiative, it passes on (726.4)."""
        return self._event({"leave": player}, hold)

    def turn(self, player: str) -> InitiativeGame:
        """``player``'s turn begins: they become the active player."""
        return self._event({"turn": player})

    def enters(self, card: str, controller: str, *, hold: bool = False) -> InitiativeGame:
        """``card`` (e.g. ``"Ravenloft Adventurer"``) enters under ``controller``'s control."""
        return self._event({"enters": card, "controller": controller}, hold)

    def dies(self, creature: str, controller: str, owner: str | None = None) -> InitiativeGame:
        """A creature of ``controller`` (owned by ``owner``) would die."""
        dying: dict[str, Any] = {"creature": creature, "controller": controller}
        if owner is not None:
            dying["owner"] = owner
        return self._event({"dies": dying})

    def attacks(self, card: str, controller: str, defending: str) -> InitiativeGame:
        """``card`` of ``controller`` attacks ``defending`` (its attack trigger, 508.3a)."""
        return self._event({"attacks": card, "controller": controller, "defending": defending})

    def combat(self, board: Any) -> InitiativeGame:
        """A whole combat (a :class:`~mtglearn.Board` or a combat scenario dict), fought with
        the game's life totals; combat damage to the holder moves the initiative (726.2)."""
        scenario = board.to_dict() if hasattr(board, "to_dict") else dict(board)
        return self._event({"combat": scenario})

    def choose(self, player: str, *rooms: str) -> InitiativeGame:
        """The rooms ``player`` enters, in order, whenever a room has several exits."""
        self._data.setdefault("choices", {}).setdefault(player, []).extend(rooms)
        return self

    def resolve(self) -> InitiativeOutcome:
        """Play the events on the rules engine, in the current language; a game the rules
        refuse raises :class:`~mtglearn.ScenarioError`, which names the event and why."""
        outcome = super().resolve()
        assert isinstance(outcome, InitiativeOutcome)  # an initiative scenario's outcome
        return outcome

    def __repr__(self) -> str:
        return (
            f"InitiativeGame(players={self._data['players']!r}, events={len(self._data['events'])})"
        )


__all__ = ["InitiativeGame"]
