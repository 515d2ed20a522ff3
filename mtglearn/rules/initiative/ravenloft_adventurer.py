"""Ravenloft Adventurer (CLB #142), the course's card for the initiative.

Oracle text (current wording):

- "When this creature enters, you take the initiative." — an enters trigger (603.6a); taking the
  initiative makes its controller venture into Undercity (726.2).
- "If a creature an opponent controls would die, instead exile it and put a hit counter on it."
  — a replacement effect (614.1a): the creature never reaches the graveyard, so it does not die
  (700.4); its owner now owns one more card in exile with a hit counter.
- "Whenever this creature attacks, if you've completed a dungeon, defending player loses 1 life
  for each card they own in exile with a hit counter on it." — an intervening "if" (603.4): no
  completed dungeon, no trigger.

The other cards that take the initiative when they enter (docs/cards.md §3) are accepted by the
``enters`` event too; only Ravenloft Adventurer has the replacement and the attack trigger.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from mtglearn.rules.initiative.player_state import PlayerState

NAME: Final = "Ravenloft Adventurer"

#: Cards whose enters trigger is "you take the initiative" (Commander Legends: Battle for
#: Baldur's Gate; see docs/cards.md §1.6 and §3).
TAKES_INITIATIVE_ON_ENTER: Final[tuple[str, ...]] = (
    NAME,
    "White Plume Adventurer",
    "Undermountain Adventurer",
    "Underdark Explorer",
    "Undercellar Sweep",
    "Trailblazer's Torch",
    "Seasoned Dungeoneer",
)


def exiling_players(
    controller: str, players: Mapping[str, PlayerState], opponents: Sequence[str]
) -> list[str]:
    """Opponents of ``controller`` whose Ravenloft Adventurer replaces the creature's death.

    Several may apply; the affected creature's controller picks one (616.1), and the result is
    the same either way: exiled with one hit counter. An empty list means the creature dies.
    """
    return [p for p in opponents if p != controller and players[p].adventurers > 0]


def attack_life_loss(attacker: PlayerState, defending: PlayerState) -> int | None:
    """Life the defending player loses to the attack trigger, or ``None`` if it doesn't trigger.

    The intervening "if" (603.4) needs the attacking player to have completed a dungeon.
    """
    if not attacker.completed:
        return None
    return defending.hit_exile


__all__ = ["NAME", "TAKES_INITIATIVE_ON_ENTER", "attack_life_loss", "exiling_players"]
