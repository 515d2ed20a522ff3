"""The damage assignment order of the Magic 2010 rules (era ``m10``, July 2009 – November 2024).

From the rules effective April 12, 2024, the last that had it (see
:data:`~mtglearn.rules.combat.eras.SOURCES`, ``cr_2024_04``):

- 509.2 (then): "for each attacking creature that's become blocked, the active player announces
  that creature's damage assignment order, which consists of the creatures blocking it in an
  order of that player's choice"; 509.3 (then): the defending player does the same for each
  blocking creature and the creatures it blocks. Both are announced as blockers are declared,
  before anyone may cast a spell: the order is known to everyone before combat tricks.
- 509.2a / 509.3a (then): a creature removed from combat leaves every order it was in; "the
  relative order among the remaining [...] creatures is unchanged".
- 510.1c / 510.1d (then): a creature "can't assign combat damage to a creature that's blocking
  it unless, when combat damage assignments are complete, each creature that precedes that
  blocking creature in its order is assigned lethal damage", counting "damage already marked
  on the creature and damage from other creatures that's being assigned during the same
  combat damage step"; more than lethal damage may be assigned.
- 702.2c (then; 702.2b from Magic 2011): "Any nonzero amount of combat damage assigned to a
  creature by a source with deathtouch is considered to be lethal damage for the purposes of
  determining if a proposed combat damage assignment is valid" — the July 2010 Update Bulletin
  (Magic 2011): "you must adhere to that order—but any amount of damage from the creature with
  deathtouch is considered lethal damage for damage-assignment purposes".

A scenario gives the attacking player's orders as ``damage_order`` (docs/scenario-format.md §6):
attacker id → its blockers in order; the same key may name a creature blocking several attackers
(509.3) with those attackers in order. Without it, a creature's order is the order of ``blocks``.

The engine keeps each unit's ``blockers`` (and ``blocking``) list in that order, so removing a
creature from combat keeps the others' relative order (509.2a), and the default division of
:mod:`.damage_assignment` (lethal damage to each creature in turn) already follows it. This
module checks the orders a scenario gives, puts the units in order, records the announcement
(``damage_order`` events) and refuses an explicit ``assign`` that skips ahead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol, cast

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n.grammar import Name, Spoken, listing_fr
from mtglearn.base.i18n.names import spoken
from mtglearn.base.validate import known_creature, listing, obj_dict, seq
from mtglearn.rules.core.table import Event, Table
from mtglearn.rules.core.units import Unit

#: Where the order rules of that era are written (a key of ``eras.SOURCES``).
SOURCE = "cr_2024_04"


class Covered(Protocol):
    """What the check needs of the step's ledger: whether a creature is assigned lethal damage
    once every assignment is complete (510.1c then; deathtouch: 702.2c then)."""

    def covered(self, target: Unit) -> bool: ...


def check_orders(
    data: object,
    blocks: Mapping[str, tuple[str, ...]],
    ids: Sequence[str],
) -> dict[str, tuple[str, ...]]:
    """The ``damage_order`` of a scenario, checked: each key a blocked attacker (509.2) or a
    creature blocking several (509.3); each list exactly the creatures it is in combat with,
    each once, in the order chosen."""
    orders = obj_dict(data, "damage_order")
    blockers_of: dict[str, list[str]] = {}
    for blocker, attackers in blocks.items():
        for attacker in attackers:
            blockers_of.setdefault(attacker, []).append(blocker)
    out: dict[str, tuple[str, ...]] = {}
    for cid, listed in orders.items():
        where = f"damage_order.{cid}"
        known_creature(cid, ids, where)
        if cid in blockers_of:
            fighting, rule = blockers_of[cid], "509.2"
        elif len(blocks.get(cid, ())) > 1:
            fighting, rule = list(blocks[cid]), "509.3"
        else:
            allowed = [a for a in blockers_of] + [b for b, a in blocks.items() if len(a) > 1]
            raise ScenarioError(
                "combat.error.order_nothing",
                where,
                creature=spoken(cid, None),
                allowed=listing(allowed),
            )
        given = [known_creature(x, ids, f"{where}[{i}]") for i, x in enumerate(seq(listed, where))]
        if sorted(given) != sorted(fighting) or len(set(given)) != len(given):
            raise ScenarioError(
                "combat.error.order_members",
                where,
                creature=spoken(cid, None),
                value=listing(given),
                allowed=listing(fighting),
                rule=rule,
            )
        out[cid] = tuple(given)
    return out


def put_in_order(
    by_id: Mapping[str, Unit],
    attacks: Mapping[str, str],
    orders: Mapping[str, tuple[str, ...]],
    table: Table,
) -> None:
    """509.2–509.3 (then): each attacker's blockers, and each creature's attackers when it blocks
    several, in their damage assignment order (the scenario's, else that of ``blocks``); the
    announcement of every order with two creatures or more is recorded."""
    for cid, unit in by_id.items():
        if cid in attacks:
            fighting, rule, who = unit.blockers, "509.2", "attacking"
        else:
            fighting, rule, who = unit.blocking, "509.3", "defending"
        if len(fighting) < 2:
            continue
        order = orders.get(cid)
        if order is not None:
            rank = {x: i for i, x in enumerate(order)}
            fighting.sort(key=lambda u: rank[u.cid])
        event: Event = {
            "type": "damage_order",
            "rule": rule,
            "rules_of": SOURCE,
            "creature": cid,
            "order": [u.cid for u in fighting],
            "by": who,
        }
        table.event(event)


def check_assignment(
    unit: Unit,
    division: Sequence[tuple[str, int]],
    ledger: Covered,
    field: str,
) -> None:
    """510.1c–d (then): refuse a division that gives damage to a creature of ``unit``'s order
    while a creature before it is not assigned lethal damage (checked once every creature of
    the step has assigned: ``ledger`` holds the complete assignment)."""
    order = unit.blocking or unit.blockers
    if len(order) < 2:
        return
    given = dict(division)
    short: list[Unit] = []
    for target in order:
        if given.get(target.cid, 0) > 0 and short:
            raise ScenarioError(
                "combat.error.assign_order",
                f"{field}.{target.cid}",
                creature=_spoken(unit),
                target=_spoken(target),
                before=Spoken(listing(u.cid for u in short), listing_fr(_french(u) for u in short)),
                order=listing(u.cid for u in order),
            )
        if not ledger.covered(target):
            short.append(target)


__all__ = ["SOURCE", "check_assignment", "check_orders", "put_in_order"]


def _spoken(unit: Unit) -> Spoken:
    """A creature in an error: its id in English, its name with its grammar in French."""
    return spoken(unit.cid, unit.label(), gender=unit.source.gender)


def _french(unit: Unit) -> Name:
    """The creature's French name with its grammar (« la créature B1 », « l'Ours »)."""
    return cast(Name, _spoken(unit).in_lang("fr"))
