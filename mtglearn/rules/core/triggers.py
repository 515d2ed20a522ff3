"""Abilities that trigger on combat damage, resolved before the next step (510.3a, 603).

A creature's ``triggers`` fire when it deals combat damage (``"deals combat damage"``) or
combat damage to a player (``"deals combat damage to a player"``). An Equipment's triggers
(e.g. Umezawa's Jitte: "Whenever equipped creature deals combat damage, put two charge counters
on Umezawa's Jitte") fire when the creature it is attached to does. Combat damage in one step
is dealt simultaneously (510.2), so an ability triggers at most once per step per source, even
when the damage is divided — and twice in a combat for a double striker that connects in both
steps (the French lesson on double strike: a double striker with the Jitte gets 4 charge
counters).

The triggered abilities are put on the stack in APNAP order (603.3b) — the active player's
first, so the others' resolve first — and each resolves (with state-based actions checked
after it, 704.3) before the next combat damage step begins. In the era when lifelink and
deathtouch were triggered abilities (:mod:`.damage_triggers`), theirs join them.
"""

from __future__ import annotations

from mtglearn.rules.core import damage_triggers
from mtglearn.rules.core.actions import apply
from mtglearn.rules.core.effects import ANY_TARGET, TO_PLAYER, Action
from mtglearn.rules.core.state_based import check
from mtglearn.rules.core.table import Event, Table
from mtglearn.rules.core.units import Unit

#: A triggered ability waiting to be put on the stack: (controller, source id, when, action).
Pending = tuple[str, str, str, Action]


def collect(dealt: dict[str, bool], table: Table) -> list[Pending]:
    """Triggered abilities for the sources that dealt combat damage: ``dealt`` maps each source
    id to whether it dealt damage to a player. Returns (controller, source id, when, action)."""
    pending: list[Pending] = []
    units = table.units
    things = table.things.values()
    for cid, to_player in dealt.items():
        unit: Unit = units[cid]
        if not unit.on_battlefield:
            # Its damage was dealt after it left (damage on the stack, 310.4a of 2003): the
            # abilities of a permanent work only on the battlefield (113.6), and nothing is
            # attached to it any more (301.5c).
            continue
        for trigger in unit.triggers:
            if trigger.when == ANY_TARGET or (trigger.when == TO_PLAYER and to_player):
                pending.append((unit.controller, cid, trigger.when, trigger.do.aimed(cid, cid)))
        for thing in things:
            if thing.attached_to != cid:
                continue
            for trigger in thing.triggers:
                if trigger.when == ANY_TARGET or (trigger.when == TO_PLAYER and to_player):
                    action = trigger.do.aimed(thing.cid, cid)
                    pending.append((thing.controller, thing.cid, trigger.when, action))
    return pending


def resolve(pending: list[Pending], table: Table) -> None:
    """Put the abilities on the stack in APNAP order (603.3b) and resolve them one by one;
    the lifelink and deathtouch abilities of an era that had them (``table.queued``) too."""
    queued = table.queued
    era: list[Event] = []
    if queued:
        era = list(queued)
        queued.clear()
    if not pending and not era:
        return
    if table.game_over():  # 104.2a: the game is over, nothing more resolves
        damage_triggers.unresolved(era, table)
        return
    losers = table.losers
    if losers:
        # 800.4d: an ability that would be controlled by a player who has left the game is not
        # put on the stack.
        pending = [item for item in pending if item[0] not in losers]
        era = [item for item in era if item["controller"] not in losers]
    seat = {p: i for i, p in enumerate(table.players)}
    # The stack resolves last-in first-out: the last player in turn order resolves first;
    # a player's own abilities resolve in the order they are listed.
    stack: list[tuple[int, int, Pending | Event]] = [
        (-seat.get(item[0], 0), i, item) for i, item in enumerate(pending)
    ]
    stack += [
        (-seat.get(str(item["controller"]), 0), len(pending) + i, item)
        for i, item in enumerate(era)
    ]
    stack.sort(key=lambda entry: (entry[0], entry[1]))
    for index, (_, _, item) in enumerate(stack):
        if table.game_over():  # 104.2a: the rest never resolves
            damage_triggers.unresolved(
                [x for _, _, x in stack[index:] if isinstance(x, dict)], table
            )
            return
        if isinstance(item, dict):
            damage_triggers.resolve_one(item, table)
        else:
            controller, source, when, action = item
            table.event(
                {
                    "type": "trigger",
                    "rule": "510.3a",
                    "source": source,
                    "controller": controller,
                    "when": when,
                }
            )
            apply(action, table)
        check(table)


def settle(table: Table) -> None:
    """704.3: the state-based actions, then the abilities waiting to be put on the stack (only
    an era's lifelink and deathtouch abilities can be, after an action)."""
    check(table)
    if table.queued:
        resolve([], table)
