"""Lifelink and deathtouch as the triggered abilities they were until Magic 2010 (era
``sixth_edition``).

The Comprehensive Rules of 2007 (see ``cr_2007`` in
:data:`mtglearn.rules.combat.eras.SOURCES`) defined them as triggered abilities:

- 502.68a: "Lifelink is a triggered ability. "Lifelink" means "Whenever this permanent deals
  damage, you gain that much life.""; 502.68b: "If a permanent has multiple instances of
  lifelink, each triggers separately."
- Glossary G4.2a (see rule 502.63): "Deathtouch is a triggered ability. "Deathtouch" means
  "Whenever this permanent deals damage to a creature, destroy that creature." If a permanent
  has multiple instances of deathtouch, each triggers separately."

So the life is gained, and the creature destroyed, only when the ability resolves: after the
damage, after state-based actions — a player brought to 0 life by the same combat damage has
already lost (the Magic 2010 article: "the controller of a blocker with lifelink dies from
combat damage before lifelink can grant that player enough life to stay alive"), and a creature
dealt lethal damage as well is already in the graveyard when the destroy resolves.

They are abilities of the permanent: as abilities of a permanent work only while it is on the
battlefield (113.6), a creature that has left when its damage is dealt — damage on the stack
is dealt even then (310.4a of 2003) — triggers neither.

When ``table.queued`` is a list (the engine makes it one for that era), the damage results
queue these abilities here (:func:`lifelink`, :func:`deathtouch`) instead of gaining life at
once (702.15b) or marking the creature for the state-based action (702.2b, 704.5h);
:func:`mtglearn.rules.core.triggers.resolve` puts them on the stack with the other triggered
abilities and resolves them (:func:`resolve_one`).
"""

from __future__ import annotations

from typing import Final

from mtglearn.rules.core.keywords import DEATHTOUCH, LIFELINK
from mtglearn.rules.core.state_based import destroy
from mtglearn.rules.core.table import Event, Table
from mtglearn.rules.core.units import Unit

#: Where those rules are written (a key of ``eras.SOURCES``).
SOURCE: Final = "cr_2007"


def lifelink(table: Table, source: Unit, amount: int) -> None:
    """502.68a–b: ``source`` dealt ``amount`` damage at once (divided or not): each instance of
    its lifelink triggers once, for that much life, if it is still on the battlefield."""
    if amount > 0 and source.on_battlefield and table.queued is not None:
        for _ in range(source.instances(LIFELINK)):
            table.queued.append(
                {"kind": LIFELINK, "controller": source.controller, "creature": source.cid,
                 "amount": amount}
            )  # fmt: skip


def deathtouch(table: Table, source: Unit, victim: Unit) -> None:
    """G4.2a (502.63): ``source`` dealt damage to the creature ``victim``: each instance of its
    deathtouch triggers, if it is still on the battlefield."""
    if source.on_battlefield and table.queued is not None:
        for _ in range(source.instances(DEATHTOUCH)):
            table.queued.append(
                {"kind": DEATHTOUCH, "controller": source.controller, "creature": source.cid,
                 "target": victim.cid}
            )  # fmt: skip


def resolve_one(item: Event, table: Table) -> None:
    """One of these abilities resolves: its controller gains the life, or the creature it
    names is destroyed if it is still on the battlefield (a creature that left is a new
    object: nothing happens to it, 400.7)."""
    if item["kind"] == LIFELINK:
        player = item["controller"]
        table.life[player] += item["amount"]
        table.event(
            {"type": "lifelink_trigger", "rule": "502.68a", "rules_of": SOURCE, "resolved": True,
             "done": True, "creature": item["creature"], "player": player,
             "amount": item["amount"]}
        )  # fmt: skip
        return
    victim = table.units[item["target"]]
    done = victim.on_battlefield
    table.event(
        {"type": "deathtouch_trigger", "rule": "502.63", "rules_of": SOURCE, "resolved": True,
         "done": done, "creature": item["creature"], "target": victim.cid}
    )  # fmt: skip
    if done:
        destroy(victim, table, rule="701.8")


def unresolved(items: list[Event], table: Table) -> None:
    """The game ended before these abilities could resolve (104.2a): say so, one event each."""
    for item in items:
        kind = "lifelink_trigger" if item["kind"] == LIFELINK else "deathtouch_trigger"
        event = {"type": kind, "rule": "502.68a" if item["kind"] == LIFELINK else "502.63",
                 "rules_of": SOURCE, "resolved": False, "done": False,
                 "creature": item["creature"]}  # fmt: skip
        if item["kind"] == LIFELINK:
            event.update(player=item["controller"], amount=item["amount"])
        else:
            event["target"] = item["target"]
        table.event(event)


__all__ = ["SOURCE", "deathtouch", "lifelink", "resolve_one", "unresolved"]
