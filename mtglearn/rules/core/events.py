"""The typed facts the engine records beside its events, each with the rule it applies.

The readers of a resolved combat (the board's pictures, the teaching layer's facts) read these
figures instead of applying a rule again:

- :class:`LethalDamage`: the lethal damage a damage assignment counted for one recipient
  (702.19b: damage already marked and damage other creatures assigned to it earlier in the same
  step count; 702.2c: with deathtouch, 1 is lethal, except in an era when deathtouch was a
  triggered ability, 502.9b and 502.63 of the 2003–2007 rules).
- :class:`Fate`: why a creature on the battlefield at the end of combat survived, or why one
  died: indestructible (702.12b), prevention (615) or protection (702.16e) that kept damage off
  it, its toughness against the damage marked (704.5g), 0 toughness (704.5f), deathtouch
  (704.5h). The format has no regeneration (701.19): no fate cites it.

Each record is a small frozen, slotted dataclass; ``to_dict()`` gives its JSON form.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

#: 702.19b: lethal damage counted for a trampler's (or any divided) assignment.
LETHAL_RULE: Final = "702.19b"
#: 702.2c: with deathtouch, any nonzero amount is lethal damage.
DEATHTOUCH_LETHAL_RULE: Final = "702.2c"


@dataclass(frozen=True, slots=True)
class LethalDamage:
    """What one damage assignment counted as lethal damage for one recipient (702.19b).

    ``lethal`` is how much more damage was lethal for ``target`` when ``source`` assigned its
    damage: its toughness less ``marked`` (damage already marked on it) and less ``assigned``
    (damage other creatures assigned to it earlier in the same step), or 1 when ``deathtouch``
    counted (702.2c: ``deathtouch`` says the source's deathtouch made any nonzero amount lethal,
    which it never did in an era when deathtouch was a triggered ability), or 0 when it was
    already assigned lethal damage."""

    step: str
    source: str
    target: str
    lethal: int
    toughness: int
    marked: int
    assigned: int
    deathtouch: bool

    @property
    def rule(self) -> str:
        """702.2c when deathtouch counted, else 702.19b."""
        return DEATHTOUCH_LETHAL_RULE if self.deathtouch else LETHAL_RULE

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.rule, **asdict(self)}


#: The reasons a fate gives (``Fate.why``), with the rule each cites.
SURVIVES_TOUGHNESS: Final = "toughness"  # 704.5g: less damage than its toughness
SURVIVES_INDESTRUCTIBLE: Final = "indestructible"  # 702.12b: not destroyed
SURVIVES_PREVENTED: Final = "prevented"  # 615: damage to it was prevented
SURVIVES_PROTECTION: Final = "protection"  # 702.16e: damage to it was prevented
DIES: Final = "dies"  # 704.5f, 704.5g, 704.5h, 701.8: the rule of its death


@dataclass(frozen=True, slots=True)
class Fate:
    """Why creature ``creature`` survived combat or died, as the engine applied the rules.

    ``rule`` is the deciding rule: 702.12b (indestructible: lethal damage, or deathtouch
    damage, did not destroy it; ``cause`` is the state-based action it escaped, 704.5g or
    704.5h), 615.1a / 615.7 or 702.16e (damage to it was prevented, ``prevented`` in all, and
    what was dealt is less than its toughness), 704.5g (the damage marked is less than its
    toughness), or for a death the rule its ``dies`` event cites (704.5f, 704.5g, 704.5h...).
    ``damage`` and ``toughness`` are its last ones on the battlefield."""

    creature: str
    died: bool
    why: str
    rule: str
    damage: int
    toughness: int
    cause: str | None = None
    prevented: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


__all__ = [
    "DEATHTOUCH_LETHAL_RULE",
    "DIES",
    "LETHAL_RULE",
    "SURVIVES_INDESTRUCTIBLE",
    "SURVIVES_PREVENTED",
    "SURVIVES_PROTECTION",
    "SURVIVES_TOUGHNESS",
    "Fate",
    "LethalDamage",
]
