"""The combat damage step(s): 510.2, 510.4, 702.4 (double strike), 702.7 (first strike),
702.15 (lifelink), 702.2b (deathtouch).

510.4 / 702.4b / 702.7b: if any attacking or blocking creature has first strike or double
strike as the combat damage step begins, only those creatures assign damage in that first
step. A second step follows, in which the *remaining* attackers and blockers assign damage if
they had neither first strike nor double strike as the first step began, or if they currently
have double strike. Consequences pinned by tests:

- 702.4c: losing double strike after the first step → no damage in the second;
- 702.4d: a first striker given double strike after the first step deals damage again;
- 702.7b: a creature that had first strike as the first step began does not assign damage in
  the second (whether or not it dealt any in the first);
- 702.7c: gaining first strike after the first step does not stop a creature from dealing
  regular damage; losing it does not let a first striker deal damage again;
- 702.4e / 702.7d: instances are redundant; first strike + double strike is not a third hit.

510.2: the assigned damage is dealt simultaneously; 702.15b: a lifelink source's controller
gains that much life (once per source per step, 702.15e); 702.2b: damage from a deathtouch
source is remembered for the next state-based action check (704.5h).

508.8: with no attacking creature, the declare blockers and combat damage steps are skipped.

One pipeline serves every era (:mod:`.eras`): under the Magic 2010 rules the assignment follows
the damage assignment order (:mod:`.damage_order`, checked in :mod:`.damage_assignment`); under
the Sixth Edition rules each step's combat damage waits on the stack between assigning and
dealing (:mod:`.combat_damage_stack`), lifelink and deathtouch trigger
(:mod:`mtglearn.rules.core.damage_triggers`), and the second step is for the creatures that
didn't assign combat damage in the first, plus those with double strike — 502.28b as the French
lesson on double strike quotes it: « les attaquants et bloqueurs survivants qui n'ont pas
assigné de blessures de combat lors de la première étape, ainsi que les créatures avec la
double initiative ».
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.rules.combat import combat_damage_stack, damage_results
from mtglearn.rules.combat.damage_assignment import assign_step
from mtglearn.rules.core import priority, snapshot, triggers
from mtglearn.rules.core.board import BATTLEFIELD
from mtglearn.rules.core.effects import Action
from mtglearn.rules.core.keywords import DOUBLE_STRIKE, FIRST_STRIKE
from mtglearn.rules.core.state_based import check
from mtglearn.rules.core.table import Table
from mtglearn.rules.core.units import Unit

FIRST_STRIKE_STEP = "first_strike"
REGULAR_STEP = "regular"

StepRecord = dict[str, Any]
#: No actions after assignment (every era but the Sixth Edition's); read-only (a Mapping).
_NONE: Mapping[str, tuple[Action, ...]] = {}


def run_step(
    step: str,
    participants: list[Unit],
    assign: Mapping[str, Any] | None,
    table: Table,
    rule: str = "510.1",
    after: tuple[Action, ...] = (),
) -> tuple[StepRecord, dict[str, bool], list[str] | None]:
    """One combat damage step: assign (510.1), deal (510.2), state-based actions (704.3),
    then the abilities that triggered (510.3a). Under the Sixth Edition rules the damage waits
    on the stack between assigning and dealing, while ``after`` is done (310.1–310.4c then).

    Returns the step's record (as the outcome lists it), which sources dealt damage (and
    whether to a player), and under the Sixth Edition rules which creatures assigned damage
    (502.28b reads it; ``None`` in other eras)."""
    table.step = step
    cids: list[str] = []  # a loop, not a comprehension (a frame per call in Python 3.11)
    for unit in participants:
        cids.append(unit.cid)
    event = {"type": "step", "rule": rule, "participants": cids, "step": step}
    table.events.append(event)
    explicit = assign.get(step) if assign else None
    divisions = assign_step(participants, explicit, table, "assign." + step if explicit else "")
    era = table.era
    assigned: list[str] | None = None
    if era is not None and era.damage_on_stack:
        assigned = [unit.cid for unit, _, _ in divisions]
        waiting = combat_damage_stack.on_the_stack(step, divisions, after, table, event)
        if waiting is None:  # the game ended while the damage was on the stack (104.2a)
            table.step = None
            return {"step": step, "damage": [], "died": []}, {}, assigned
        divisions = waiting
        start = len(table.events)
    record, dealt = damage_results.deal(step, divisions, table)
    if assigned is not None:
        combat_damage_stack.cite_dealt(table.events[start:])
    table.step_died = record["died"]
    # 510.3a: only sources that dealt combat damage can trigger; none did → nothing to collect.
    # Abilities trigger as the damage is dealt (603.2), before state-based actions: an
    # Equipment's trigger sees the creature it was attached to even if that creature dies.
    pending = triggers.collect(dealt, table) if dealt and table.triggered else None
    check(table)
    if pending or table.queued:  # lifelink and deathtouch of 2007 trigger too (``queued``)
        triggers.resolve(pending or [], table)
    table.step_died = None
    table.step = None
    return record, dealt, assigned


def resolve_damage(
    table: Table,
    assign: Mapping[str, Any] | None,
    before_damage: tuple[Action, ...],
    between_steps: tuple[Action, ...],
    clean_start: bool = False,
    attacking: bool = True,
    after_assignment: Mapping[str, tuple[Action, ...]] | None = None,
) -> list[StepRecord]:
    """Actions before damage, the damage step(s) of 510.4, actions between them.

    ``clean_start`` says the caller already knows no state-based action applies to the
    starting position (a :class:`Combat` works it out once), which skips the first check;
    ``attacking`` says whether any creature was declared as an attacker (508.8);
    ``after_assignment`` (Sixth Edition rules only) the actions taken in each step while its
    combat damage is on the stack."""
    steps: list[StepRecord] = []
    after = after_assignment or _NONE
    # Snapshots are kept for a picture only: without one, not even the call is paid.
    keep = table.snapshots is not None
    if not attacking:
        # 508.8: no creature attacks, so the declare blockers and combat damage steps are
        # skipped: nothing can be done in them either.
        for field, actions in (("before_damage", before_damage), ("between_steps", between_steps)):
            if actions:
                raise ScenarioError("combat.error.no_attackers_actions", field)
        if after:
            field = "after_assignment." + next(iter(after))
            raise ScenarioError("combat.error.no_attackers_actions", field)
        if not clean_start:
            check(table)
        table.event({"type": "no_attackers", "rule": "508.8"})
        table.snapshot(snapshot.BLOCKERS)
        return steps
    if not clean_start:
        triggers.settle(table)  # 704.3: players get priority after blockers are declared
    for action in before_damage:
        if table.game_over():  # 104.2a: nothing more happens once the game is over
            break
        priority.take(action, table)
    if keep:
        table.snapshot(snapshot.BLOCKERS)
    if table.game_over():
        return steps
    # One pass (no comprehensions: this runs once per resolution, on few creatures): who
    # fights, who has first strike or double strike as the first step begins (510.4).
    fighters: list[Unit] = []
    struck: list[Unit] = []  # had first strike or double strike as the first step began
    had_double: set[str] = set()
    for unit in table.order:
        # ``unit.in_combat``, written out: this loop is on every resolution's path.
        if unit.zone == BATTLEFIELD and (
            unit.attacking is not None or unit.blocked or unit.blocking
        ):
            fighters.append(unit)
            keywords = unit.keywords
            if FIRST_STRIKE in keywords or DOUBLE_STRIKE in keywords:
                struck.append(unit)
                if DOUBLE_STRIKE in keywords:
                    had_double.add(unit.cid)
    if not struck:
        if between_steps:
            raise ScenarioError("combat.error.no_first_strike_step", "between_steps")
        if assign and FIRST_STRIKE_STEP in assign:
            raise ScenarioError("combat.error.no_first_strike_step", "assign.first_strike")
        if after:
            if FIRST_STRIKE_STEP in after:
                raise ScenarioError(
                    "combat.error.no_first_strike_step", "after_assignment.first_strike"
                )
            only, _, _ = run_step(
                REGULAR_STEP, fighters, assign, table, after=after.get(REGULAR_STEP, ())
            )
        else:
            only, _, _ = run_step(REGULAR_STEP, fighters, assign, table)
        steps.append(only)
        if keep:
            table.snapshot(snapshot.REGULAR)
        return steps
    first_step = (
        run_step(
            FIRST_STRIKE_STEP, struck, assign, table, "510.4", after.get(FIRST_STRIKE_STEP, ())
        )
        if after
        else run_step(FIRST_STRIKE_STEP, struck, assign, table, "510.4")
    )
    # ``assigned_first``, the Sixth Edition rules only: which creatures assigned damage in the
    # first step (502.28b).
    first, dealt_first, assigned_first = first_step
    steps.append(first)
    if keep:
        table.snapshot(snapshot.FIRST_STRIKE)
    if table.game_over():
        return steps
    if between_steps:  # without actions between the steps, nothing can end the game there
        table.step = "between_steps"
        for action in between_steps:
            if table.game_over():
                break
            priority.take(action, table)
        table.step = None
        if table.game_over():
            table.snapshot(snapshot.BETWEEN)
            return steps
    if assigned_first is not None:  # the Sixth Edition rules: 502.28b
        second = combat_damage_stack.second_step(
            table, assigned_first, had_double, dealt_first, [u.cid for u in struck]
        )
    else:
        second = []
        for unit in table.order:
            # ``unit.in_combat``, written out, as in the first loop.
            if unit.zone != BATTLEFIELD or (
                unit.attacking is None and not unit.blocked and not unit.blocking
            ):
                continue
            double = DOUBLE_STRIKE in unit.keywords
            if double or unit not in struck:
                second.append(unit)
            else:
                # 702.4c: it lost double strike; 702.7c: it lost first strike after dealing
                # first-strike damage; otherwise 702.7b (and 510.4): it had first strike as the
                # first step began, whether or not it dealt damage then.
                dealt = unit.cid in dealt_first
                if unit.cid in had_double:
                    rule = "702.4c"
                elif dealt and FIRST_STRIKE not in unit.keywords:
                    rule = "702.7c"
                else:
                    rule = "702.7b"
                table.event(
                    {"type": "no_second_strike", "rule": rule, "creature": unit.cid, "dealt": dealt}
                )
    if keep:
        table.snapshot(snapshot.BETWEEN)
    if after:
        regular, _, _ = run_step(
            REGULAR_STEP, second, assign, table, "510.4", after.get(REGULAR_STEP, ())
        )
    else:
        regular, _, _ = run_step(REGULAR_STEP, second, assign, table, "510.4")
    steps.append(regular)
    if keep:
        table.snapshot(snapshot.REGULAR)
    return steps
