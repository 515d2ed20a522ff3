"""Preventing damage: protection (702.16e) and the prevention effects (615).

Combat damage meets protection, a Fog ("all combat damage"), "all damage from" its source and
the shields. Noncombat damage (the ``damage`` action) meets the shields, "all damage from" its
``source`` when it names one, and protection from the qualities that source has; without a
source it has no color and no quality, so only protection from everything prevents it
(702.16j).

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
    *,
    combat: bool = True,
) -> int:
    """How much of ``amount`` damage from ``source`` (a unit, or ``None`` for a source with no
    characteristics) to ``target`` is still dealt after protection and the prevention effects;
    each prevention is recorded as an event. ``protection`` maps the ids of objects that may
    have protection to their units."""
    if amount <= 0:
        return amount
    source_id = "" if source is None else source.cid
    victim = protection.get(target) if protection else None
    if victim is not None and victim.on_battlefield:
        colors = () if source is None else source.colors
        types = () if source is None else source.card_types
        quality = protected_from(victim.keywords, colors, types)
        if quality is not None:
            _record(table, source_id, target, amount, "702.16e", quality=quality)
            return 0
    preventions = table.preventions
    if not preventions:
        return amount
    for p in preventions:
        if p.amount is not None:
            continue
        if (p.source is None and combat) or (p.source is not None and p.source == source_id):
            _record(table, source_id, target, amount, "615.1a", effect=p.to_dict())
            return 0
    shields = table.shields
    for i, p in enumerate(preventions):
        if p.to != target or not shields[i]:
            continue
        stop = min(shields[i], amount)
        shields[i] -= stop
        amount -= stop
        _record(table, source_id, target, stop, "615.7", left=shields[i])
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
