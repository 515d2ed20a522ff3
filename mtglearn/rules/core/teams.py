"""Two-Headed Giant: a team's shared life total and poison counters (810.4, 810.9, 810.10).

"Damage, loss of life, and gaining life happen to each player individually. The result is
applied to the team's shared life total" (810.9), and "the poison counters are shared by the
team" (810.10). A :class:`Shared` mapping keeps one entry per player, as every rule that reads
a player's life or poison counters does (810.9a, 810.10a: a player's life total *is* the team's),
but writing one player's entry writes the whole team's: 3 damage to P4 leaves P2 and P4 both
at the team's new total. Only a combat with ``teams`` uses it; other combats keep plain dicts.

A team loses together (810.8a): at 0 or less life (810.8c, 704.6a) or with fifteen or more
poison counters (810.8d, 704.6b, instead of a player's ten, 704.5c) — see
:func:`mtglearn.rules.core.state_based.check`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from mtglearn.rules.core.table import Table

#: Poison counters that make a Two-Headed Giant team lose (810.8d, 704.6b).
TEAM_POISON: Final = 15


class Shared(dict[str, int]):
    """Per-player totals where a change to one player is a change to their team's total."""

    __slots__ = ("_mates",)

    def __init__(self, totals: Mapping[str, int], teams: Mapping[str, int]) -> None:
        super().__init__(totals)
        groups: dict[int, list[str]] = {}
        for player, team in teams.items():
            groups.setdefault(team, []).append(player)
        self._mates = {p: tuple(groups[team]) for p, team in teams.items()}

    def __setitem__(self, player: str, value: int) -> None:
        for mate in self._mates.get(player, (player,)):
            super().__setitem__(mate, value)


class TeamTable(Table):
    """The table of a game between teams (``teams``: each player's team)."""

    __slots__ = ()

    def game_over(self) -> bool:
        """104.2c: "a team with at least one player still in the game wins the game if all
        other teams have left the game"."""
        return len({self.teams[p] for p in self.players if p not in self.losers}) < 2

    def winners(self) -> list[str]:
        """104.2c: "Each player on the winning team wins the game" (810.8a)."""
        if not self.game_over():
            return []
        left = {self.teams[p] for p in self.players if p not in self.losers}
        return [p for p in self.players if self.teams[p] in left]


def teammates(teams: Mapping[str, int], player: str) -> list[str]:
    """``player`` and the players of their team, in the order of ``teams``."""
    team = teams.get(player)
    if team is None:
        return [player]
    return [p for p, t in teams.items() if t == team]


__all__ = ["TEAM_POISON", "Shared", "TeamTable", "teammates"]
