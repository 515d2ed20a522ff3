"""Abilities that trigger when blockers are declared (509.2a, 509.3): bushido, flanking,
rampage and afflict. Each instance triggers separately (702.45b, 702.25b, 702.130b).

- Bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until
  end of turn" — once per combat whatever the number of creatures (509.3a, 509.3c).
- Flanking (702.25a): "Whenever this creature becomes blocked by a creature without flanking,
  the blocking creature gets -1/-1 until end of turn" — once per such blocker (509.3d).
- Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of
  turn for each creature blocking it beyond the first"; the bonus is worked out once, when
  the ability resolves (702.23b).
- Afflict N (702.130a): "Whenever this creature becomes blocked, defending player loses N
  life" — the defending player of 508.5 (the controller of the planeswalker, the protector of
  the battle).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from mtglearn.rules.combat.attack_triggers import Pending
from mtglearn.rules.core.keywords import AFFLICT, BUSHIDO, FLANKING, RAMPAGE, number
from mtglearn.rules.core.table import Table
from mtglearn.rules.core.units import Unit


def collect(table: Table, defenders: Mapping[str, str]) -> list[Pending]:
    """The triggers of this combat's declaration of blockers, per creature in order."""
    pending: list[Pending] = []
    for unit in table.order:
        blocked = unit.attacking is not None and bool(unit.blockers)
        blocks = bool(unit.blocking)
        if not (blocked or blocks):
            continue
        for keyword in sorted(unit.keywords):
            if not keyword[-1].isdigit():
                continue  # bushido, rampage and afflict are numbered keywords (702.45a...)
            count = unit.instances(keyword)
            n = number(keyword, BUSHIDO)
            if n:
                for _ in range(count):
                    pending.append((unit.controller, unit, _pump(unit, unit, n, "702.45a")))
            if not blocked:
                continue
            n = number(keyword, RAMPAGE)
            if n:
                for _ in range(count):
                    pending.append((unit.controller, unit, _rampage(unit, n)))
            n = number(keyword, AFFLICT)
            if n and unit.attacking is not None:
                player = defenders.get(unit.attacking, unit.attacking)
                for _ in range(count):
                    pending.append((unit.controller, unit, _afflict(unit, player, n)))
        if blocked and FLANKING in unit.keywords:
            for _ in range(unit.instances(FLANKING)):
                for blocker in list(unit.blockers):
                    if FLANKING not in blocker.keywords:
                        pending.append((unit.controller, unit, _pump(unit, blocker, -1, "702.25a")))
    return pending


def _event(
    table: Table,
    rule: str,
    keyword: str,
    source: Unit,
    target: Unit,
    n: int,
    done: bool,
    **extra: object,
) -> None:
    table.event(
        {
            "type": "combat_trigger",
            "rule": rule,
            "keyword": keyword,
            "source": source.cid,
            "creature": target.cid,
            "power": n,
            "toughness": n,
            "new_power": target.power,
            "new_toughness": target.toughness,
            "done": done,
            **extra,
        }
    )


def _pump(source: Unit, target: Unit, n: int, rule: str) -> Callable[[Table], None]:
    keyword = BUSHIDO if rule == "702.45a" else FLANKING

    def resolve(table: Table) -> None:
        done = target.on_battlefield  # 608.2b
        if done:
            target.pump_power += n
            target.pump_toughness += n
        # Bushido says which it was: the creature blocks, or it is blocked (702.45a).
        extra = {"blocks": bool(source.blocking)} if keyword == BUSHIDO else {}
        _event(table, rule, keyword, source, target, n, done, **extra)

    return resolve


def _rampage(source: Unit, n: int) -> Callable[[Table], None]:
    def resolve(table: Table) -> None:
        beyond = max(0, len(source.blockers) - 1)  # 702.23b: counted on resolution
        bonus = n * beyond
        done = source.on_battlefield
        if done:
            source.pump_power += bonus
            source.pump_toughness += bonus
        # The narration gives the bonus per blocker (N), the blockers beyond the first and the
        # total (702.23a).
        _event(table, "702.23a", RAMPAGE, source, source, bonus, done, each=n, beyond=beyond)

    return resolve


def _afflict(source: Unit, player: str, n: int) -> Callable[[Table], None]:
    def resolve(table: Table) -> None:
        table.life[player] -= n  # 119.3: life loss, not damage
        table.event(
            {
                "type": "afflict",
                "rule": "702.130a",
                "keyword": AFFLICT,
                "source": source.cid,
                "player": player,
                "amount": n,
            }
        )

    return resolve
