"""Performing actions and the effects of triggered abilities on the combat table.

:mod:`.effects` says what an action is (its verb, target and amounts, checked); this module
carries it out, recording events with their rule numbers: keywords gained or lost (613.1f),
pumps, counters (122), costs of removing counters (602.2b), destroy (701.8), a return to hand
(400.7), exile (406.3), removal from combat (506.4), noncombat damage (120.3), life gained
(119.3) and turning a permanent face up (708.8). An action on an object that is gone does
nothing: a spell's target is illegal (608.2b); an ability that names its object without
targeting it cannot find it, as the object that left is a new object (400.7).

An activated ability (``remove_counters`` with ``then``) goes on the stack with its cost paid
(:func:`activate`) and later resolves (:func:`resolve_ability`): :func:`apply` does both at
once; :mod:`.priority` puts the players' responses between the two (117.7).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import has, t
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.i18n.names import spoken
from mtglearn.rules.core import damage_triggers
from mtglearn.rules.core.board import BATTLEFIELD, DEFENSE, LOYALTY, MINUS
from mtglearn.rules.core.damage_prevention import prevent
from mtglearn.rules.core.effects import EQUIPPED, Action
from mtglearn.rules.core.keywords import DEATHTOUCH, INFECT, LIFELINK, WITHER
from mtglearn.rules.core.state_based import destroy, leave, unattach
from mtglearn.rules.core.table import Table


def apply(action: Action, table: Table) -> None:
    """Perform ``action`` on the combat ``table``, recording events (rule numbers included)."""
    _APPLY[action.verb](action, table)


def _creature(action: Action, table: Table) -> Any:
    unit = table.units.get(action.target)
    if unit is None or not unit.on_battlefield:
        # The object is gone (it died or left): the action does nothing to it.
        table.event(_no_effect(action))
        return None
    return unit


def _no_effect(action: Action) -> dict[str, Any]:
    """The event of an action whose object is gone: 608.2b for a target, else 400.7."""
    rule = "608.2b" if action.targeted else "400.7"
    return {"type": "no_effect", "rule": rule, "verb": action.verb, "target": action.target}


def _keyword(action: Action, table: Table, *, gained: bool) -> None:
    """Gain or lose a keyword until end of turn (613.1f: ability-adding/removing effects)."""
    unit = _creature(action, table)
    if unit is not None:
        (unit.gain if gained else unit.lose)(action.keyword)
        table.event(
            {
                "type": "keyword_gained" if gained else "keyword_lost",
                "rule": "613.1f",
                "creature": unit.cid,
                "keyword": action.keyword,
            }
        )


def _pump(action: Action, table: Table) -> None:
    unit = _creature(action, table)
    if unit is not None:
        unit.pump_power += action.power
        unit.pump_toughness += action.toughness
        table.event(
            {
                "type": "pump",
                "rule": "613.4c",
                "creature": unit.cid,
                "power": action.power,
                "toughness": action.toughness,
                "new_power": unit.power,
                "new_toughness": unit.toughness,
            }
        )


def _holder(action: Action, table: Table) -> Any:
    unit = table.units.get(action.target)
    if unit is not None:
        return unit if unit.on_battlefield else None
    return table.things.get(action.target)


def _counters(action: Action, table: Table) -> None:
    holder = _holder(action, table)
    if holder is None:
        table.event(_no_effect(action))
        return
    have = holder.counters.get(action.kind, 0)
    change = max(action.amount, -have)  # 122.1: you cannot remove counters that are not there
    _set_counters(holder, action.kind, have + change)
    table.event(
        {
            "type": "counters",
            "rule": "122.1",
            "object": holder.cid,
            "kind": action.kind,
            "change": change,
            "total": have + change,
        }
    )


def _set_counters(holder: Any, kind: str, total: int) -> None:
    if total:
        holder.counters[kind] = total
    else:
        holder.counters.pop(kind, None)


def _remove_counters(action: Action, table: Table) -> None:
    resolve_ability(action, activate(action, table), table)


def activate(action: Action, table: Table) -> str | None:
    """Pay the cost of ``action`` (a ``remove_counters``), which puts its ability on the stack
    when it has an effect (602.2); gives back the creature an Equipment equips as it is
    activated (None if none), for an effect on "equipped creature"."""
    holder = _holder(action, table)
    have = 0 if holder is None else holder.counters.get(action.kind, 0)
    if holder is None or have < action.amount:
        # A cost that cannot be paid is not paid: the ability cannot be activated (602.2b).
        raise ScenarioError(
            "combat.error.not_enough_counters",
            f"{action.field}.remove_counters",
            target=_spoken(holder, action.target),
            kind=_counter(action.kind),
            have=have,
            need=action.amount,
        )
    if action.then is not None:
        # A cost with an effect is an activated ability: it goes on the stack as it is
        # activated (602.2, 405.1), its cost is paid at once, the players then get priority and
        # may respond (117.3c), and it resolves when they all pass (117.4, 608.1).
        table.event({"type": "activated", "rule": "602.2", "source": holder.cid})
    _set_counters(holder, action.kind, have - action.amount)
    table.event(
        {
            "type": "counters",
            "rule": "602.2b",
            "object": holder.cid,
            "kind": action.kind,
            "change": -action.amount,
            "total": have - action.amount,
            "cost": True,
        }
    )
    return getattr(holder, "attached_to", None)


def resolve_ability(action: Action, equipped: str | None, table: Table) -> None:
    """The ability of ``action`` resolves (608.1): its ``then``. "Equipped creature" is the
    creature the Equipment equips now — the Jitte's ruling of 2005-02-01 —; if that creature
    has left (``equipped``: the one it equipped when activated), it is a new object the effect
    cannot find (400.7)."""
    then = action.then
    if then is None:
        return
    table.event({"type": "resolves", "rule": "608.1", "source": action.target})
    if then.target == EQUIPPED:
        now = getattr(table.things.get(action.target), "attached_to", None)
        then = then.aimed(action.target, now if now is not None else equipped)
    apply(then, table)


def _destroy(action: Action, table: Table) -> None:
    unit = _creature(action, table)
    if unit is not None:
        destroy(unit, table, rule="701.8")


def _remove(action: Action, table: Table) -> None:
    unit = _creature(action, table)
    if unit is not None:
        leave(unit, table, "hand")
        table.event({"type": "returned_to_hand", "rule": "400.7", "creature": unit.cid})
        unattach(unit, table)


def _remove_from_combat(action: Action, table: Table) -> None:
    """506.4: the creature "stops being an attacking, blocking, blocked, and/or unblocked
    creature" and stays on the battlefield, its damage still marked (120.6). A creature it
    blocked stays blocked (509.1h); a creature it was blocked by blocks one attacker fewer."""
    unit = _creature(action, table)
    if unit is None:
        return
    if not (unit.in_combat or unit.blocking_creature):  # 509.1g: blocking, even nothing now
        table.event({"type": "not_in_combat", "rule": "506.4", "creature": unit.cid})
        return
    its_blockers = list(unit.blockers)
    unit.remove_from_combat()
    table.event({"type": "removed_from_combat", "rule": "506.4", "creature": unit.cid})
    for blocker in its_blockers:
        if not blocker.blocking:
            # 510.1d: "If it isn't currently blocking any creatures (if, for example, they
            # were destroyed or removed from combat), it assigns no combat damage."
            table.event({"type": "blocks_nothing", "rule": "510.1d", "creature": blocker.cid})


def _gain_life(action: Action, table: Table) -> None:
    """119.3: "If an effect causes a player to gain life [...], that player's life total is
    adjusted accordingly" (a Two-Headed Giant team's shared total, 810.9)."""
    if action.target in table.losers:
        table.event(_no_effect(action))  # 800.4a: a player who has left the game
        return
    table.life[action.target] += action.amount
    table.event(
        {"type": "gain_life", "rule": "119.3", "player": action.target, "amount": action.amount}
    )


def _lose_life(action: Action, table: Table) -> None:
    """119.3: "If an effect causes a player to [...] lose life, that player's life total is
    adjusted accordingly". Not damage (120.3): no prevention, no lifelink. 704.5a is checked
    as the next player would get priority (:mod:`.priority`)."""
    if action.target in table.losers:
        table.event(_no_effect(action))  # 800.4a: a player who has left the game
        return
    table.life[action.target] -= action.amount
    table.event(
        {"type": "lose_life", "rule": "119.3", "player": action.target, "amount": action.amount}
    )


def _exile(action: Action, table: Table) -> None:
    unit = _creature(action, table)
    if unit is not None:
        leave(unit, table, "exile")
        table.event({"type": "exiled", "rule": "406.3", "creature": unit.cid})
        unattach(unit, table)


def _damage(action: Action, table: Table) -> None:
    """Noncombat damage (120.3). Its ``source``, when the action names one, brings its own
    abilities (read as they last were if it has left, 702.2e, 702.15c): deathtouch destroys
    the creature it damages (702.2b, 704.5h), infect gives a player poison counters instead of
    life loss (702.90b) and, like wither, puts -1/-1 counters on a creature instead of marking
    damage (702.90c, 702.80a, 120.3d), lifelink gains its controller that much life (702.15b);
    protection and prevention read it too (702.16e, 615)."""
    source = table.units.get(action.source) if action.source else None
    amount = action.amount
    # 615, 702.16e: shields, "all damage from" and protection apply.
    amount = prevent(table, source, action.target, amount, table.units, combat=False)
    if amount <= 0 and action.amount > 0:
        return
    thing = table.things.get(action.target)
    if thing is not None:
        if _damage_permanent(action, amount, thing, table) and source is not None:
            _lifelink(source, amount, table)
        return
    if action.target in table.life:
        _damage_player(action, amount, source, table)
        return
    unit = _creature(action, table)
    if unit is None or amount <= 0:  # 120.8: 0 damage is no damage
        return
    keywords = source.keywords if source is not None else frozenset()
    event: dict[str, Any] = {
        "type": "noncombat_damage",
        "rule": "120.3e",
        "target": unit.cid,
        "amount": amount,
    }
    if INFECT in keywords or WITHER in keywords:
        unit.counters[MINUS] = unit.counters.get(MINUS, 0) + amount  # 120.3d
        event.update(rule="120.3d", minus_counters=amount)
    else:
        unit.damage += amount  # 120.3e
    if source is not None:
        event["source"] = source.cid
        if DEATHTOUCH in keywords:
            event["deathtouch"] = True
            if table.queued is None:
                unit.deathtouched = True  # 702.2b, checked by 704.5h
            else:
                damage_triggers.deathtouch(table, source, unit)  # G4.2a of 2007
    table.event(event)
    if source is not None:
        _lifelink(source, amount, table)


def _damage_player(action: Action, amount: int, source: Any, table: Table) -> None:
    """120.3a: a player loses that much life; 120.3b, 702.90b: from a source with infect, gets
    that many poison counters instead."""
    event: dict[str, Any] = {
        "type": "noncombat_damage",
        "rule": "120.3a",
        "target": action.target,
        "amount": amount,
    }
    if source is not None and INFECT in source.keywords:
        table.poison[action.target] = table.poison.get(action.target, 0) + amount
        event.update(rule="120.3b", poison=amount)
    else:
        table.life[action.target] -= amount
    if source is not None:
        event["source"] = source.cid
    table.event(event)
    if source is not None:
        _lifelink(source, amount, table)


def _lifelink(source: Any, amount: int, table: Table) -> None:
    """702.15b: damage dealt by a source with lifelink gains its controller that much life
    (one event per source, 702.15e; instances are redundant, 702.15f); in the era when it
    was a triggered ability, each instance triggers
    (502.68a of 2007, :mod:`.damage_triggers`)."""
    if amount <= 0 or LIFELINK not in source.keywords:
        return
    if table.queued is not None:
        damage_triggers.lifelink(table, source, amount)
        return
    table.life[source.controller] += amount
    table.event(
        {
            "type": "life_gain",
            "rule": "702.15b",
            "source": source.cid,
            "player": source.controller,
            "amount": amount,
        }
    )


def _damage_permanent(action: Action, amount: int, thing: Any, table: Table) -> bool:
    """Noncombat damage to a planeswalker removes loyalty counters, to a battle defense
    counters (120.3c, 120.3h); one that has left the battlefield gets nothing (608.2b).
    Whether damage was dealt."""
    if thing.zone != BATTLEFIELD:
        table.event(
            {"type": "no_effect", "rule": "608.2b", "verb": action.verb, "target": action.target}
        )
        return False
    if amount <= 0:
        return False
    battle = "battle" in thing.source.card_types
    counter, rule = (DEFENSE, "120.3h") if battle else (LOYALTY, "120.3c")
    have = thing.counters.get(counter, 0)
    thing.counters[counter] = max(0, have - amount)
    event: dict[str, Any] = {
        "type": "noncombat_damage",
        "rule": rule,
        "target": thing.cid,
        "amount": amount,
        "removed": min(have, amount),
    }
    if action.source:
        event["source"] = action.source
    table.event(event)
    return True


def _turn_face_up(action: Action, table: Table) -> None:
    unit = _creature(action, table)
    if unit is None:
        return
    if not unit.turn_face_up():
        # Only a face-down permanent can be turned face up (702.37e, 708.8), as in the
        # face_down kind: the scenario asks for something that cannot happen.
        raise ScenarioError(
            "combat.error.already_face_up",
            f"{action.field}.turn_face_up",
            creature=_spoken(unit, unit.cid),
        )
    table.event(
        {
            "type": "turned_face_up",
            "rule": "708.8",
            "creature": unit.cid,
            "name": unit.name,
            "power": unit.power,
            "toughness": unit.toughness,
            "damage": unit.damage,  # what stays marked (708.8), said only when there is some
        }
    )


_APPLY: Final[dict[str, Callable[[Action, Table], None]]] = {
    "gain": partial(_keyword, gained=True),
    "lose": partial(_keyword, gained=False),
    "pump": _pump,
    "counters": _counters,
    "remove_counters": _remove_counters,
    "destroy": _destroy,
    "remove": _remove,
    "exile": _exile,
    "remove_from_combat": _remove_from_combat,
    "damage": _damage,
    "gain_life": _gain_life,
    "lose_life": _lose_life,
    "turn_face_up": _turn_face_up,
}


def _spoken(holder: Any, ident: str) -> Spoken:
    """A creature or a permanent in an error: its id in English; in French its name with its
    grammar (« le Jitte d'Umezawa », « la créature A »)."""
    if holder is None:
        return spoken(ident, None)
    gender = getattr(holder.source, "gender", None)
    types = tuple(getattr(holder.source, "card_types", ()) or ("creature",))
    kind = next((k for k in ("planeswalker", "battle", "creature") if k in types), "card")
    return spoken(ident, holder.label(), gender=gender, kind=kind)


def _counter(kind: str) -> Spoken:
    """A counter's kind as printed in each language (« charge » in guillemets) when known."""
    key = f"combat.counter.{kind}"
    return Spoken(t(key, "en"), t(key, "fr")) if has(key) else Spoken(kind, kind)
