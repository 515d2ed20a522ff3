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
  :mod:`.game_combat`.
- ``enters(card, controller)``, ``dies(creature, controller, owner)``, ``attacks(card,
  controller, defending)``: Ravenloft Adventurer (:mod:`.ravenloft_adventurer`).

Room abilities (309.4c) are triggered abilities: they wait on a stack and resolve after the event
that triggered them, then the dungeon state-based action is checked (704.5t, 309.6: the dungeon
is removed, hence completed, 309.7, once its bottommost room's ability has resolved). ``hold=True``
leaves the event's room abilities waiting, so that the next event happens while they are still
on the stack (how 701.49c, venturing from the bottommost room, can happen). The initiative's own
triggers (726.2) are resolved at once, in order: the course needs no response to them.

A player at 0 or less life loses (704.5a, checked whenever room abilities resolve, as Ravenloft
Adventurer's attack trigger resolves, before blockers are declared, and after each combat damage
step): in a multiplayer game they leave it (800.4a); in a two-player game the game is over
(104.2a) and nothing more happens.

The class is built in layers, one responsibility each: :class:`~.seating.Seating` (players,
turn order, teams, validation), :class:`~.dungeon_progress.DungeonProgress` (venture, room
abilities, 704.5t), :class:`~.designation.Designation` (the initiative, leaving and losing),
:class:`~.adventurer_play.AdventurerPlay` (Ravenloft Adventurer); :class:`Game` adds combat
(:mod:`.game_combat`) and the outcome.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from mtglearn.base.i18n import resolve_lang
from mtglearn.rules.initiative.adventurer_play import AdventurerPlay
from mtglearn.rules.initiative.game_combat import play_combat
from mtglearn.rules.initiative.seating import Event, atomic

if TYPE_CHECKING:
    from mtglearn.rules.combat.engine import Combat, CombatResult


class Game(AdventurerPlay):
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
        super().__init__(
            players, active, teams=teams, choices=choices, targets=targets, pay=pay, lang=lang
        )

    @atomic
    def combat(self, combat: Combat) -> CombatResult | None:
        """Play a combat resolved by the combat engine (``mtglearn.door.combat.Combat``): attack
        triggers, then each combat damage step in order, with 726.2 checked after each step
        against the player who holds the initiative at that moment (see :mod:`.game_combat`).
        Returns the combat's result, or None when an attack trigger ended the game before
        blockers were declared (704.3, 704.5a, 104.2a). All or nothing: a refused combat
        leaves the game as it was."""
        return play_combat(self, combat)

    # ----------------------------------------------------------------- results

    def state(self) -> dict[str, Any]:
        """The outcome so far (docs/scenario-format.md §2): holder, each player's dungeon and room,
        the log."""
        return {
            "kind": "initiative",
            "initiative": self.initiative,
            "active": self.active,
            "over": self.over,
            "players": {p: s.outcome() for p, s in self.players.items()},
            "losers": list(
                dict.fromkeys(
                    [*self.lost, *(p for p in self.in_game() if self.players[p].life <= 0)]
                )
            ),
            "pending": [
                {"player": t.player, "dungeon": t.dungeon, "room": t.room} for t in self.stack
            ],
            "log": [log_entry(e) for e in self.events],
            "events": copy.deepcopy(self.events),
        }

    def narrate(self, lang: str | None = None) -> list[str]:
        """The story so far, in ``lang`` (default: this game's language)."""
        from mtglearn.words.initiative import narrate

        return narrate(self.state(), resolve_lang(lang) if lang else self.lang)


def log_entry(event: Mapping[str, Any]) -> dict[str, Any]:
    """The format's ``log`` view of an event: ``{"event": type, ...its fields}``."""
    entry: dict[str, Any] = {"event": event["type"]}
    entry.update({k: copy.deepcopy(v) for k, v in event.items() if k != "type"})
    return entry


__all__ = ["Event", "Game", "log_entry"]
