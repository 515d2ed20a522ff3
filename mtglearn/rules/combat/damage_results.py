"""What combat damage does once dealt (510.2, 120.3, 120.4, docs/scenario-format.md §5): the one
path every combat takes, whatever format features it uses.

- 120.4b / 615 / 702.16e: each amount first meets protection and the prevention effects
  (:mod:`mtglearn.rules.core.damage_prevention`); prevented damage is not dealt at all.
- 120.3a / 120.3b / 702.90b: damage to a player makes them lose that much life — or, from a
  source with infect, gives them that many poison counters.
- 702.164c: combat damage to a player from a creature with toxic also gives that player poison
  counters equal to its total toxic value (702.164b: the sum of its toxic N).
- 120.3c / 120.3h: damage to a planeswalker removes loyalty counters; to a battle, defense
  counters.
- 120.3d / 702.90c / 702.80a: damage to a creature from a source with wither and/or infect puts
  that many -1/-1 counters on it instead of being marked (120.3e).
- 702.15b: lifelink gains life equal to the damage dealt — infect damage included, prevented
  damage not; 702.2b: deathtouch only marks a creature that was really dealt damage. In the
  era when both were triggered abilities (502.68a, 502.63 of 2007), they trigger instead
  (:mod:`mtglearn.rules.core.damage_triggers`).
"""

from __future__ import annotations

from typing import Any

from mtglearn.rules.combat.damage_assignment import Division
from mtglearn.rules.core import damage_triggers
from mtglearn.rules.core.board import DEFENSE, LOYALTY, MINUS
from mtglearn.rules.core.damage_prevention import prevent
from mtglearn.rules.core.keywords import (
    DEATHTOUCH,
    INFECT,
    LIFELINK,
    TOXIC,
    WITHER,
    number,
)
from mtglearn.rules.core.table import Table
from mtglearn.rules.core.units import Unit


def total_toxic(unit: Unit) -> int:
    """702.164b: the sum of the N of every toxic instance the creature has."""
    total = 0
    for keyword in unit.keywords:
        if not keyword[-1].isdigit():
            continue  # not a numbered keyword
        n = number(keyword, TOXIC)
        if n:
            total += n * unit.instances(keyword)
    return total


def deal(
    step: str, divisions: list[tuple[Unit, Division, str]], table: Table
) -> tuple[dict[str, Any], dict[str, bool]]:
    """510.2: deal every assigned amount at once (see above). Returns the step's record and,
    for each source that dealt damage, whether any went to a player."""
    units = table.units
    things = table.things
    life = table.life
    poison = table.poison
    events = table.events
    damage_list: list[dict[str, Any]] = []
    dealt: dict[str, bool] = {}
    queued = table.queued  # None: lifelink and deathtouch are static abilities (today)
    preventions = table.preventions
    rank = table.damage_order
    if rank:  # prevention shields meet the damage in the order of docs/scenario-format.md §5.1
        divisions = sorted(divisions, key=lambda d: rank.get(d[0].cid, len(rank)))
    for unit, division, rule in divisions:
        keywords = unit.keywords
        cid = unit.cid
        controller = unit.controller
        if keywords:
            deathtouch = DEATHTOUCH in keywords
            triggered_touch = deathtouch and queued is not None
            if triggered_touch:
                deathtouch = False  # a triggered ability then (G4.2a of 2007), not 702.2b
            infect = INFECT in keywords
            counters_instead = infect or WITHER in keywords
            toxic = total_toxic(unit)
        else:
            deathtouch = triggered_touch = infect = counters_instead = False
            toxic = 0
        total = 0
        to_player = False
        for target, assigned in division:
            amount = assigned
            victim = units.get(target)
            # Only a prevention effect (615) or a creature's protection (702.16e) can stop it.
            if preventions or (victim is not None and victim.keywords):
                amount = prevent(table, unit, target, assigned, units)
                if amount <= 0:
                    continue
            total += amount
            extra: dict[str, int] | None = None
            if victim is not None:
                kind = "creature"
                if counters_instead:  # 120.3d
                    victim.counters[MINUS] = victim.counters.get(MINUS, 0) + amount
                    extra = {"minus_counters": amount}
                else:
                    victim.damage += amount  # 120.3e
                if deathtouch:
                    victim.deathtouched = True  # 702.2b, checked by 704.5h
                elif triggered_touch:
                    damage_triggers.deathtouch(table, unit, victim)  # G4.2a of 2007
            elif target in life:
                kind = "player"
                to_player = True
                if infect:
                    poison[target] += amount  # 120.3b, 702.90b
                    extra = {"poison": amount}
                else:
                    life[target] -= amount  # 120.3a
                if toxic:
                    poison[target] += toxic  # 702.164c
                    extra = {**(extra or {}), "toxic": toxic}
            else:
                thing = things[target]
                kind = "battle" if "battle" in thing.source.card_types else "planeswalker"
                counter = DEFENSE if kind == "battle" else LOYALTY
                have = thing.counters.get(counter, 0)
                thing.counters[counter] = max(0, have - amount)  # 120.3c, 120.3h
                extra = {"removed": min(have, amount)}
            damage_list.append(
                {
                    "source": cid,
                    "source_controller": controller,
                    "target": target,
                    "target_type": kind,
                    "amount": amount,
                }
            )
            event = {
                "type": "combat_damage",
                "rule": rule,
                "step": step,
                "source": cid,
                "source_controller": controller,
                "target": target,
                "target_type": kind,
                "amount": amount,
                "deathtouch": deathtouch,
            }
            if extra:
                event.update(extra)
            events.append(event)
        if total:
            dealt[cid] = to_player
            if LIFELINK in keywords and queued is not None:
                damage_triggers.lifelink(table, unit, total)  # 502.68a of 2007
            elif LIFELINK in keywords:
                life[controller] += total
                events.append(
                    {
                        "type": "life_gain",
                        "rule": "702.15b",
                        "step": step,
                        "source": cid,
                        "player": controller,
                        "amount": total,
                    }
                )
    return {"step": step, "damage": damage_list, "died": []}, dealt
