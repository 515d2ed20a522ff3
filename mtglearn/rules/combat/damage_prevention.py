"""Preventing combat damage: protection (702.16e) and the prevention effects (615).

Prevented damage is not dealt (615.1): it causes no life loss, no counters, no lifelink
(702.15b), no deathtouch (702.2b) and no "deals combat damage" trigger (510.3a). When several
effects could apply, the player or controller being dealt damage chooses the order (616.1);
the default order used here wastes nothing: first what prevents all of it (protection, a Fog,
all damage from a source), then the shields (615.7), in the order listed; what is left of a
shield carries into the next combat damage step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtglearn.rules.core.protection import protected_from
from mtglearn.rules.core.table import Table


def prevent(
    table: Table,
    source: Any,
    target: str,
    amount: int,
    protection: Mapping[str, Any] | None = None,
) -> int:
    """How much of ``amount`` damage from ``source`` (a unit) to ``target`` is still dealt
    after protection and the prevention effects; each prevention is recorded as an event.
    ``protection`` maps the ids of objects that may have protection to their units."""
    if amount <= 0:
        return amount
    victim = protection.get(target) if protection else None
    if victim is not None:
        quality = protected_from(victim.keywords, source.colors, source.card_types)
        if quality is not None:
            _record(table, source.cid, target, amount, "702.16e", quality=quality)
            return 0
    preventions = table.preventions
    if not preventions:
        return amount
    for p in preventions:
        if p.amount is None and (p.source is None or p.source == source.cid):
            _record(table, source.cid, target, amount, "615.1a", effect=p.to_dict())
            return 0
    shields = table.shields
    for i, p in enumerate(preventions):
        if p.to != target or not shields[i]:
            continue
        stop = min(shields[i], amount)
        shields[i] -= stop
        amount -= stop
        _record(table, source.cid, target, stop, "615.7", left=shields[i])
        if not amount:
            break
    return amount


def _record(table: Table, source: str, target: str, amount: int, rule: str, **more: Any) -> None:
    table.event(
        {
            "type": "prevented",
            "rule": rule,
            "source": source,
            "target": target,
            "amount": amount,
            **more,
        }
    )
