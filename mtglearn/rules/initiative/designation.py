"""The initiative designation (726), and players leaving or losing the game (800.4a, 104).

:class:`Designation` adds to the dungeon layer who holds the initiative and its three inherent
triggers (726.2): the holder's upkeep, combat damage dealt to the holder, and taking it (each
time a venture into Undercity). 726.3: one holder at a time; 726.4: when the holder leaves the
game, the active player takes it at once (or the next player in turn order); 726.5: taking it
again is a venture, not a second designation.

Players leave the game (800.4a) when told to or when they lose: 704.5a, a player at 0 or less
life loses as a state-based action. In a multiplayer game the others play on; in a two-player
game the other player wins at once (104.2a) and the game is over: no waiting ability resolves
and the initiative no longer moves. Two-Headed Giant (805): a team attacks the other team
(805.10a), so a player's creatures never deal combat damage to a teammate.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.validate import listing
from mtglearn.rules.initiative.dungeon_progress import DungeonProgress
from mtglearn.rules.initiative.seating import atomic


class Designation(DungeonProgress):
    """The initiative, upkeeps, combat damage to its holder, leaving and losing."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.initiative: str | None = None  # 726.1: nobody has it until told to take it

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

    # ----------------------------------------------------------------- turns and upkeep

    @atomic
    def take_initiative(self, player: str, *, hold: bool = False) -> None:
        """``player`` takes the initiative (an effect told them to), then ventures (726.2)."""
        self._take(self._present(player, "player"), cause="effect")
        if not hold:
            self._settle()

    @atomic
    def upkeep(self, player: str, *, hold: bool = False) -> None:
        """The beginning of ``player``'s upkeep (503.1). It is their turn, so they become the
        active player. If they have the initiative, they venture into Undercity (726.2)."""
        player = self._present(player, "player")
        if self.active != player:
            self.active = player
            self.events.append({"type": "turn", "rule": "102.1", "player": player, "implied": True})
        self.turn_told = True
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

    @atomic
    def turn(self, player: str) -> None:
        """``player``'s turn begins: they are the active player (102.1). A turn can't begin
        with abilities waiting on the stack, so any held room ability resolves first."""
        player = self._present(player, "player")
        self._settle()
        if self.over:
            return
        self.active = player
        self.turn_told = True
        self.events.append({"type": "turn", "rule": "102.1", "player": player, "implied": False})

    # ----------------------------------------------------------------- combat damage (726.2)

    @atomic
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
        ``order`` (the holder orders the triggers; default: as listed); the last one keeps it.
        Refused when the game was told whose turn it is (``active``, ``turn``, ``upkeep``) and
        ``from_`` is not its attacking player or team (506.2, 805.10a): blockers deal combat
        damage to creatures only (510.1d)."""
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
            if (
                self.turn_told
                and self.active is not None
                and not (player == self.active or self.teammates(player, self.active))
            ):
                # 506.2: the active player is the attacking player (805.10a: the active team);
                # a blocker assigns its combat damage to creatures only (510.1d). So only the
                # attacking player's (or team's) creatures deal combat damage to a player.
                attacking = [
                    self.active,
                    *(p for p in self.in_game() if self.teammates(p, self.active)),
                ]
                raise ScenarioError(
                    "initiative.error.not_attacking",
                    f"{self._f('from_')}[{i}]" if not isinstance(from_, str) else self._f("from_"),
                    self.lang,
                    value=player,
                    active=self.active,
                    allowed=listing(attacking),
                )
            if self.teammates(player, target):
                # 805.10a: a team's creatures attack the other team, never a teammate.
                raise ScenarioError(
                    "initiative.error.teammate_damage",
                    self._f("to"),
                    self.lang,
                    value=target,
                    player=player,
                    allowed=listing(self.opponents(player)),
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
            player = self._present(player, "from_", field=field)
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

    @atomic
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

    # ----------------------------------------------------------------- leaving and losing

    @atomic
    def leave(self, player: str, *, hold: bool = False) -> None:
        """``player`` leaves the game (800.4a): their dungeon, the cards they own and the
        abilities they control leave with them. If they had the initiative, the active player
        takes it at once, or the next player in turn order if the active player is leaving or
        there is none (726.4); taking it this way is a venture into Undercity too (726.2)."""
        self._leave(self._present(player, "player"))
        if not hold and not self.over:
            self._settle()

    def _leave(self, player: str) -> None:
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
            self._game_over(remaining[0] if remaining else None)
            return
        if had_initiative:
            if self.active is not None:
                heir = self.active
            else:
                start = self.order.index(player)
                rotated = self.order[start + 1 :] + self.order[:start]
                heir = next(p for p in rotated if not self.players[p].left)
            self._take(heir, cause="leave", rule="726.4")

    def _game_over(self, winner: str | None) -> None:
        self.over = True
        self.events.append({"type": "game_over", "rule": "104.2a", "winner": winner})

    def _lose(
        self,
        losers: Sequence[str],
        moment: str | None = None,
        life: Mapping[str, int] | None = None,
    ) -> None:
        """704.5a: these players lose at once. With others still playing, each leaves the game
        (800.4a, and 726.4 for the initiative); when one player is left, that player wins and
        the game is over (104.2a) — the losers stay at the table as they were. ``moment``
        says when the check happened when it matters to the story (``"before_blockers"``:
        after an attack trigger, 704.3); ``life`` gives their life totals at that moment when
        the game's are not updated yet (a combat's, applied after it)."""
        for player in losers:
            self.lost.append(player)
            event: dict[str, Any] = {
                "type": "loses",
                "rule": "704.5a",
                "player": player,
                "life": self.players[player].life if life is None else life[player],
            }
            if moment is not None:
                event["moment"] = moment
            self.events.append(event)
        remaining = [p for p in self.in_game() if p not in losers]
        if len(remaining) <= 1:
            self._game_over(remaining[0] if remaining else None)
            return
        for player in losers:
            self._leave(player)

    def _state_based(self) -> None:
        """704.3: the dungeon action (704.5t), then 704.5a: a player at 0 or less life loses."""
        super()._state_based()
        if self.over:
            return
        losers = [p for p in self.in_game() if self.players[p].life <= 0]
        if losers:
            self._lose(losers)


__all__ = ["Designation"]
