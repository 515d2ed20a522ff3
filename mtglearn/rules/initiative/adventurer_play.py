"""Ravenloft Adventurer in a game: entering, creatures dying, attacking (603.6a, 614.1a, 603.4).

:class:`AdventurerPlay` adds to the initiative layer the three events of the course's card
(see :mod:`.ravenloft_adventurer` for its Oracle text): it enters and its controller takes the
initiative; a creature an opponent of its controller controls would die and is exiled with a
hit counter instead; it attacks and, if its controller completed a dungeon, the defending
player loses life for each card they own in exile with a hit counter.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglearn.base.errors import ScenarioError
from mtglearn.base.validate import choice, listing, name
from mtglearn.rules.initiative import ravenloft_adventurer as adventurer
from mtglearn.rules.initiative.designation import Designation
from mtglearn.rules.initiative.seating import atomic


class AdventurerPlay(Designation):
    """Ravenloft Adventurer entering, exiling dying creatures and attacking."""

    @atomic
    def enters(self, card: str, controller: str, *, hold: bool = False) -> None:
        """``card`` enters the battlefield under ``controller``'s control. Its enters trigger
        (603.6a) makes the controller take the initiative (726.2 then ventures)."""
        card = choice(card, adventurer.TAKES_INITIATIVE_ON_ENTER, self._f("card"))
        controller = self._present(controller, "controller")
        if card == adventurer.NAME:
            self.players[controller].adventurers += 1
        self.events.append(
            {"type": "enters", "rule": "603.6a", "card": card, "controller": controller}
        )
        self._take(controller, cause="enters")
        if not hold:
            self._settle()

    @atomic
    def dies(self, creature: str, controller: str, owner: str | None = None) -> bool:
        """A creature controlled by ``controller`` (owned by ``owner``, default the controller)
        would die. If an opponent of its controller controls Ravenloft Adventurer, it is exiled
        with a hit counter instead (614.1a) and its owner's count goes up; returns whether the
        replacement applied."""
        creature = name(creature, self._f("creature"))
        controller = self._present(controller, "controller")
        owner = controller if owner is None else self._present(owner, "owner")
        exilers = adventurer.exiling_players(controller, self.players, self.opponents(controller))
        self._record_death(creature, controller, owner, exilers)
        return bool(exilers)

    def _record_death(
        self, creature: str, controller: str, owner: str, exilers: Sequence[str]
    ) -> None:
        """Record a creature that would die: exiled with a hit counter by ``exilers``' Ravenloft
        Adventurers (614.1a), or dead (700.4) when there are none. The exilers are worked out
        by the caller, before the event: creatures dying at the same time all see the
        Adventurers that were on the battlefield as they died (704.3)."""
        if creature == adventurer.NAME:
            self._check_controls_adventurer(controller)
            self.players[controller].adventurers -= 1
        if exilers:
            self.players[owner].hit_exile += 1
            self.events.append(
                {
                    "type": "hit_exile",
                    "rule": "614.1a",
                    "creature": creature,
                    "controller": controller,
                    "owner": owner,
                    "by": list(exilers),
                    "count": self.players[owner].hit_exile,
                }
            )
            return
        self.events.append(
            {
                "type": "dies",
                "rule": "700.4",
                "creature": creature,
                "controller": controller,
                "owner": owner,
            }
        )

    @atomic
    def attacks(self, card: str, controller: str, defending: str) -> int:
        """Ravenloft Adventurer attacks ``defending``. If its controller has completed a dungeon
        (intervening "if", 603.4), the defending player loses 1 life per card they own in exile
        with a hit counter. Returns the life lost.

        Once the trigger has resolved, state-based actions are checked before anyone gets
        priority (704.3, 117.5), so before blockers are declared: a defending player at 0 or
        less life loses (704.5a, 104.3b). In a two-player game the game is over at once
        (104.2a); in a multiplayer game they leave it with what they own and control (800.4a),
        the initiative they held goes to the active player (726.4), and what that triggers
        resolves before blockers too."""
        choice(card, (adventurer.NAME,), self._f("card"))
        controller = self._present(controller, "controller")
        defending = self._present(defending, "defending")
        self._check_controls_adventurer(controller)
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
        if state.life <= 0:
            losers = [p for p in self.in_game() if self.players[p].life <= 0]
            self._lose(losers, moment="before_blockers")
            if not self.over:
                self._settle()
        return loss

    def _check_controls_adventurer(self, controller: str) -> None:
        """``controller`` has Ravenloft Adventurer on the battlefield (it entered and is still
        there), else the event is refused."""
        if self.players[controller].adventurers <= 0:
            raise ScenarioError(
                "initiative.error.no_adventurer",
                self._f("controller"),
                self.lang,
                value=controller,
            )


__all__ = ["AdventurerPlay"]
