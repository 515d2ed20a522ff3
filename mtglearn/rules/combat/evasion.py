"""Evasion abilities of version 2, checked when blockers are declared (509.1b,
docs/scenario-format.md §5).

Each rule says which blockers an attacker can't have; :func:`refusal` answers for one
(blocker, attacker) pair with the catalog key of the reason, or ``None`` when the block is
allowed:

- protection (702.16f): not by creatures with the stated quality;
- fear (702.36b): only by artifact creatures and/or black creatures;
- intimidate (702.13b): only by artifact creatures and/or creatures sharing a color with it;
- shadow (702.28b): a creature with shadow blocks and is blocked only by creatures with shadow;
- horsemanship (702.31b): not by creatures without horsemanship;
- skulk (702.118b): not by creatures with greater power;
- landwalk (702.14c): not at all while the defending player controls a land of that type.
"""

from __future__ import annotations

from collections.abc import Collection

from mtglearn.rules.core.board import MINUS, PLUS, Creature
from mtglearn.rules.core.keywords import (
    FEAR,
    HORSEMANSHIP,
    INTIMIDATE,
    LANDWALKS,
    SHADOW,
    SKULK,
)
from mtglearn.rules.core.protection import protected_from


def power(creature: Creature) -> int:
    """Power as blockers are declared: printed, then counters (122.1a)."""
    counters = creature.counters
    return creature.power + counters.get(PLUS, 0) - counters.get(MINUS, 0)


def _abilities(creature: Creature) -> frozenset[str]:
    # 708.2a: a face-down creature has no abilities.
    return creature.keywords if creature.face_up is None else frozenset()


def _colors(creature: Creature) -> frozenset[str]:
    return creature.colors if creature.face_up is None else frozenset()


def _types(creature: Creature) -> tuple[str, ...]:
    return creature.card_types if creature.face_up is None else ("creature",)


def refusal(
    blocker: Creature, attacker: Creature, lands: Collection[str], bonus: int = 0
) -> str | None:
    """Why ``blocker`` can't block ``attacker`` (the catalog key of the reason), or None.
    ``lands`` are the basic land types the defending player controls; ``bonus`` is the power
    the attacker got from attack triggers (exalted, battle cry) before blockers were declared."""
    theirs = _abilities(attacker)
    mine = _abilities(blocker)
    if (SHADOW in theirs) != (SHADOW in mine):
        key = "shadow" if SHADOW in theirs else "shadow_blocker"
        return f"combat.block.{key}"
    if not theirs:
        return None
    quality = protected_from(theirs, _colors(blocker), _types(blocker))
    if quality is not None:
        return f"combat.block.protection_{quality}"
    artifact = "artifact" in _types(blocker)
    if FEAR in theirs and not (artifact or "black" in _colors(blocker)):
        return "combat.block.fear"
    if INTIMIDATE in theirs and not (artifact or _colors(blocker) & _colors(attacker)):
        return "combat.block.intimidate"
    if HORSEMANSHIP in theirs and HORSEMANSHIP not in mine:
        return "combat.block.horsemanship"
    if SKULK in theirs and power(blocker) > power(attacker) + bonus:
        return "combat.block.skulk"
    for walk, land in LANDWALKS.items():
        if walk in theirs and land in lands:
            return f"combat.block.{walk}"
    return None
