"""Combat damage on the stack: each combat damage step of the Sixth Edition rules (era
``sixth_edition``, April 1999 – July 10, 2009).

The rules of 2003 (``cr_2003`` in :data:`~mtglearn.rules.combat.eras.SOURCES`; the same in the
1999 rules, C.5.1 and C.5.6):

- 310.1: "All assignments of combat damage go on the stack as a single object. [...] Then the
  active player gets priority and players may play spells and abilities."
- 310.4: "Combat damage resolves as an object on the stack. When it resolves, it's all dealt at
  once, as originally assigned."
- 310.4a: "Combat damage is dealt as it was originally assigned even if the creature dealing
  damage is no longer in play, its power has changed, or the creature receiving damage has left
  combat."
- 310.4b: "The source of the combat damage is the creature as it currently exists, or as it
  most recently existed if it is no longer in play." (The engine keeps a creature's last
  characteristics when it leaves, so its keywords are read as they last were.)
- 310.4c: "If a creature that was supposed to receive combat damage is no longer in play or is
  no longer a creature, the damage assigned to it isn't dealt."

Ben Bleiweiss's "Damage on the Stack" (2002) lists the steps: "6. Assign combat damage (but
don't deal it yet) 7. Chance for instants and abilities. 8. Deal combat damage." — and plays the
trick this allows: a Hill Giant assigns 3 damage to one of two blocking Gray Ogres, the
defending player returns that Ogre to their hand with the damage on the stack; "The Ogre on the
board lives. The other Ogre is in your hand. My Giant is dealt 4 damage and dies."

:func:`on_the_stack` is the part of a combat damage step between assigning (510.1 today, 310.2
then) and dealing (510.2 today, 310.4 then): it records the assignment, takes the scenario's
``after_assignment`` actions for the step (each followed by state-based actions, as a player
gets priority), records the moment for the board, and gives back what is then dealt. The rest of
the step — dealing, state-based actions, triggered abilities — is the one pipeline of
:mod:`.damage_steps`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mtglearn.rules.combat.damage_assignment import Division
from mtglearn.rules.combat.eras import HISTORICAL, sixth_edition_rule
from mtglearn.rules.core import priority, snapshot
from mtglearn.rules.core.board import BATTLEFIELD
from mtglearn.rules.core.effects import Action
from mtglearn.rules.core.keywords import DOUBLE_STRIKE
from mtglearn.rules.core.table import Table
from mtglearn.rules.core.units import Unit

#: Where those rules are written (a key of ``eras.SOURCES``).
SOURCE = "cr_2003"

Divisions = list[tuple[Unit, Division, str]]


def on_the_stack(
    step: str,
    divisions: Divisions,
    actions: Sequence[Action],
    table: Table,
    announced: dict[str, Any],
) -> Divisions | None:
    """310.1–310.4c: the combat damage of ``step`` goes on the stack, ``actions`` are taken
    while it waits, then it resolves: what is dealt (``None`` if the game ended meanwhile).
    ``announced`` is the step's event, which gets the rule of that time (310.1 for the only
    step; 502.28b, as the French lesson on double strike quotes it, for each of two)."""
    if announced["rule"] == "510.4":
        announced.update(rule="502.28b", rules_of="french_lesson")
    else:
        announced.update(rule="310.1", rules_of=SOURCE)
    # The rules of 2003 a division follows (310.2b-d, 502.9b), where a number is attested.
    divisions = [
        (unit, division, sixth_edition_rule(rule)[0]) for unit, division, rule in divisions
    ]
    table.event(
        {
            "type": "damage_on_stack",
            "rule": "310.1",
            "rules_of": SOURCE,
            "assigned": [
                {"source": unit.cid, "target": target, "amount": amount}
                for unit, division, _ in divisions
                for target, amount in division
            ],
        }
    )
    table.step = f"{step}_stack"
    for action in actions:
        priority.take(action, table)
        if table.game_over():
            break
    table.step = step
    table.snapshot(snapshot.STACK[step])
    if table.game_over():
        return None
    table.event({"type": "damage_resolves", "rule": "310.4", "rules_of": SOURCE})
    return _still_dealt(divisions, table)


def second_step(
    table: Table,
    assigned: Sequence[str],
    had_double: set[str],
    dealt: Mapping[str, bool],
    struck: Sequence[str] = (),
) -> list[Unit]:
    """502.28b, as the French lesson on double strike quotes it: in the second combat damage
    step « les attaquants et bloqueurs survivants qui n'ont pas assigné de blessures de combat
    lors de la première étape, ainsi que les créatures avec la double initiative, assignent
    leurs blessures de combat »; 502.28c: « Retirer la double initiative lors de la première
    étape [...] empêchera une créature d'infliger ses blessures de combat lors de la deuxième
    étape » — an event says why each other creature in combat deals none. A creature of the
    first step (``struck``: it had first strike or double strike) that assigned nothing there
    (its power was 0) is in the second step for that reason alone: an event says so,
    the fact today's 702.7b reverses."""
    second: list[Unit] = []
    for unit in table.order:
        if not unit.in_combat:
            continue
        if unit.cid not in assigned or DOUBLE_STRIKE in unit.keywords:
            if (
                unit.cid in struck
                and unit.cid not in assigned
                and DOUBLE_STRIKE not in unit.keywords
            ):
                table.event(
                    {
                        "type": "second_strike_unassigned",
                        "rule": "502.28b",
                        "rules_of": "french_lesson",
                        "creature": unit.cid,
                    }
                )
            second.append(unit)
            continue
        table.event(
            {
                "type": "no_second_strike",
                "rule": "502.28c" if unit.cid in had_double else "502.28b",
                "rules_of": "french_lesson",
                "creature": unit.cid,
                "dealt": unit.cid in dealt,
            }
        )
    return second


def cite_dealt(events: Sequence[dict[str, Any]]) -> None:
    """The combat damage events just recorded cite the rules of 2003 with their source."""
    for event in events:
        if event["type"] == "combat_damage" and event["rule"] in HISTORICAL:
            event["rules_of"] = SOURCE


def _still_dealt(divisions: Divisions, table: Table) -> Divisions:
    """310.4a: dealt as assigned, whatever became of its source; 310.4c: not to a creature that
    has left the battlefield (a planeswalker or a battle that left is a new object as well,
    400.7; a player who has left the game gets nothing, 800.4a)."""
    out: Divisions = []
    units = table.units
    things = table.things
    for unit, division, rule in divisions:
        if not unit.on_battlefield:
            table.event(
                {"type": "stack_source_gone", "rule": "310.4a", "rules_of": SOURCE,
                 "creature": unit.cid, "zone": unit.zone}
            )  # fmt: skip
        kept: Division = []
        for target, amount in division:
            why = _not_dealt(target, units, things, table)
            if why is None:
                kept.append((target, amount))
                continue
            event: dict[str, Any] = {
                "type": "stack_damage_not_dealt",
                "rule": why,
                "source": unit.cid,
                "target": target,
                "amount": amount,
            }
            if why == "310.4c":
                event["rules_of"] = SOURCE
            table.event(event)
        out.append((unit, kept, rule))
    return out


def _not_dealt(target: str, units: Any, things: Any, table: Table) -> str | None:
    """Why damage assigned to ``target`` is no longer dealt, as a rule number; None if it is."""
    victim = units.get(target)
    if victim is not None:
        return None if victim.zone == BATTLEFIELD else "310.4c"
    thing = things.get(target)
    if thing is not None:
        return None if thing.zone == BATTLEFIELD else "400.7"
    return "800.4a" if target in table.losers else None


__all__ = ["SOURCE", "cite_dealt", "on_the_stack", "second_step"]
