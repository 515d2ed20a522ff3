"""Abilities that trigger when attackers are declared (508.3a): exalted and battle cry.

- Exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets
  +1/+1 until end of turn." Every instance on every creature the attacking player controls
  triggers (docs/scenario-format.md §5.1), and only when exactly one creature was declared as an
  attacker (702.83b).
- Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets
  +1/+0 until end of turn." Each instance triggers separately (702.91b).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from mtglearn.rules.core.board import Creature
from mtglearn.rules.core.keywords import BATTLE_CRY, EXALTED
from mtglearn.rules.core.table import Table
from mtglearn.rules.core.units import Unit

#: A pending trigger: (controller, source unit, what it does when it resolves).
Pending = tuple[str, Unit, Callable[[Table], None]]


def power_bonus(creatures: tuple[Creature, ...], attacks: Mapping[str, str]) -> dict[str, int]:
    """The power each attacker will have gained from exalted and battle cry once they have
    resolved, before blockers are declared (skulk compares powers then, 702.118b). Empty when
    no creature has either ability (the usual case: nothing to pay)."""
    for c in creatures:
        if EXALTED in c.keywords or BATTLE_CRY in c.keywords:
            break
    else:
        return {}
    bonus = dict.fromkeys(attacks, 0)
    if len(attacks) == 1:
        (alone,) = attacks
        owner = next(c.controller for c in creatures if c.id == alone)
        bonus[alone] += sum(c.instances(EXALTED) for c in creatures if c.controller == owner)
    for c in creatures:
        if c.id in attacks and BATTLE_CRY in c.keywords:
            for other in attacks:
                if other != c.id:
                    bonus[other] += c.instances(BATTLE_CRY)
    return bonus


def collect(table: Table) -> list[Pending]:
    """The exalted and battle cry triggers of this combat's declaration of attackers."""
    attackers = [u for u in table.order if u.attacking is not None]
    alone = attackers[0] if len(attackers) == 1 else None  # 702.83b: it attacks alone
    pending: list[Pending] = []
    for unit in table.order:  # one player's triggers in the order of ``creatures``
        if alone is not None and unit.controller == alone.controller and unit.on_battlefield:
            for _ in range(unit.instances(EXALTED)):
                pending.append((unit.controller, unit, _pump(unit, alone, 1, 1, "702.83a")))
        if unit.attacking is not None:
            for _ in range(unit.instances(BATTLE_CRY)):
                pending.append((unit.controller, unit, _battle_cry(unit)))
    return pending


def _pump(
    source: Unit, target: Unit, power: int, toughness: int, rule: str
) -> Callable[[Table], None]:
    def resolve(table: Table) -> None:
        done = target.on_battlefield  # 608.2b: a creature that left gets nothing
        if done:
            target.pump_power += power
            target.pump_toughness += toughness
        table.event(
            {
                "type": "combat_trigger",
                "rule": rule,
                "keyword": EXALTED if rule == "702.83a" else BATTLE_CRY,
                "source": source.cid,
                "creature": target.cid,
                "power": power,
                "toughness": toughness,
                "new_power": target.power,
                "new_toughness": target.toughness,
                "done": done,
            }
        )

    return resolve


def _battle_cry(source: Unit) -> Callable[[Table], None]:
    def resolve(table: Table) -> None:
        others = [
            u
            for u in table.order
            if u is not source and u.attacking is not None and u.on_battlefield
        ]
        for unit in others:
            unit.pump_power += 1
        table.event(
            {
                "type": "battle_cry",
                "rule": "702.91a",
                "keyword": BATTLE_CRY,
                "source": source.cid,
                "creatures": [u.cid for u in others],
            }
        )

    return resolve
