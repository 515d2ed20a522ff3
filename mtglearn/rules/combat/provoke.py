"""Provoke (702.39) and the other scenario keys about declaring blockers.

702.39a: "Whenever this creature attacks, you may choose to have target creature defending
player controls block this creature this combat if able. If you do, untap that creature." So a
provoke trigger (scenario key ``provoke``: attacker id → target id, or a list of target ids,
one per instance) does two things before blockers are declared:

- it untaps the target (a tapped target untaps, then must block);
- it creates a *requirement* (509.1c): the target blocks the provoker if able. It is not a
  permission: if the target can't block the provoker (tapped again afterwards, the provoker has
  flying and the target neither flying nor reach, the provoker can't be blocked...), the
  requirement can't be obeyed and the target is free; the defending player's other creatures
  block normally. Each instance of provoke triggers separately (702.39b).

Compatible extensions of the format read here (all optional):

- ``before_blocks``: things that happen after the attack triggers and before blockers are
  declared; only ``{"tap": "<id>"}`` (e.g. the target is tapped again by a spell);
- ``requirements``: generic requirements, ``{"blocks": "<id>"}`` ("blocks each combat if
  able") or ``{"blocks": "<id>", "attacker": "<id>"}`` ("blocks that creature if able");
- ``block_costs``: ``{"<id>": "{2}"}``: that creature can't block unless its controller pays the
  cost (a restriction, 509.1b, whose cost is never required, 509.1c; paid when declared, 509.1d).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.validate import (
    choice,
    known_creature,
    listing,
    name,
    obj,
    only_keys,
    required,
    seq,
)
from mtglearn.rules.combat.block_requirements import MUST_BLOCK, PROVOKE, Requirement
from mtglearn.rules.combat.blocking import creature_said
from mtglearn.rules.core.board import Creature
from mtglearn.rules.core.keywords import PROVOKE as PROVOKE_KEYWORD
from mtglearn.rules.core.table import Event


class BlockSetup:
    """The creatures as they are when blockers are declared, the requirements, the costs to
    block, and the events that led there (provoke triggers, creatures tapped). Read-only once
    made."""

    __slots__ = ("costs", "creatures", "events", "requirements")

    def __init__(
        self,
        creatures: tuple[Creature, ...],
        requirements: tuple[Requirement, ...],
        costs: Mapping[str, str],
        events: tuple[Event, ...],
    ) -> None:
        self.creatures = creatures
        self.requirements = requirements
        self.costs = costs
        self.events = events


def _abilities(creature: Creature) -> frozenset[str]:
    """A face-down creature has no abilities (708.2a)."""
    return frozenset() if creature.face_up is not None else creature.keywords


#: The scenario keys read here; a scenario has none of them, usually.
BLOCK_KEYS: Final = frozenset({"provoke", "before_blocks", "requirements", "block_costs"})


def setup_blocks(
    scenario: Mapping[str, Any],
    creatures: tuple[Creature, ...],
    defenders: Mapping[str, str] | None = None,
) -> BlockSetup:
    """Read ``provoke``, ``before_blocks``, ``requirements`` and ``block_costs``.

    ``defenders`` maps an attacked planeswalker or battle to its defending player (its
    controller, or a battle's protector: 506.2, 508.5); a player attacked is their own."""
    if BLOCK_KEYS.isdisjoint(scenario):
        return BlockSetup(creatures, (), {}, ())  # nothing to read: the usual combat
    by_id = {c.id: c for c in creatures}
    state = dict(by_id)
    attacks = obj(scenario.get("attacks", {}), "attacks")
    events: list[Event] = []
    requirements: list[Requirement] = []
    for attacker, value in obj(scenario.get("provoke", {}), "provoke").items():
        where = f"provoke.{attacker}"
        if attacker not in attacks:
            raise ScenarioError(
                "blocking.error.provoker_not_attacking",
                where,
                attacker=creature_said(by_id, attacker),
                allowed=listing(attacks),
            )
        known_creature(attacker, by_id, where)
        if PROVOKE_KEYWORD not in _abilities(by_id[attacker]):
            raise ScenarioError(
                "blocking.error.no_provoke",
                where,
                attacker=creature_said(by_id, attacker),
            )
        targets = [value] if isinstance(value, str) else seq(value, where)
        if not targets:
            raise ScenarioError("error.not_name", where, value=value)
        # 702.39a: "target creature defending player controls" (508.5: for an attacked
        # planeswalker or battle, the player who defends it).
        attacked = attacks[attacker]
        defender = defenders.get(attacked, attacked) if defenders else attacked
        for i, target in enumerate(targets):
            here = where if isinstance(value, str) else f"{where}[{i}]"
            known_creature(target, by_id, here)
            if by_id[target].controller != defender or target in attacks:
                allowed = listing(
                    c.id for c in creatures if c.controller == defender and c.id not in attacks
                )
                raise ScenarioError(
                    # No creature to provoke at all: say so, never « valeurs permises : ».
                    "blocking.error.provoke_target" if allowed else "blocking.error.provoke_none",
                    here,
                    target=creature_said(by_id, target),
                    defender=defender,
                    allowed=allowed,
                )
            untapped = state[target].tapped
            state[target] = replace(state[target], tapped=False)  # "untap that creature"
            events.append(
                {
                    "type": "provoke",
                    "rule": "702.39a",
                    "source": attacker,
                    "target": target,
                    "untapped": untapped,
                }
            )
            requirements.append(Requirement(target, attacker, PROVOKE, "702.39a"))
    for i, action in enumerate(seq(scenario.get("before_blocks", []), "before_blocks")):
        where = f"before_blocks[{i}]"
        entry = obj(action, where)
        only_keys(entry, ("tap",), where)
        cid = known_creature(required(entry, "tap", where), by_id, f"{where}.tap")
        state[cid] = replace(state[cid], tapped=True)
        events.append({"type": "tapped", "rule": "509.1a", "creature": cid})
    for i, item in enumerate(seq(scenario.get("requirements", []), "requirements")):
        where = f"requirements[{i}]"
        entry = obj(item, where)
        only_keys(entry, ("blocks", "attacker", "source"), where)
        blocker = known_creature(required(entry, "blocks", where), by_id, f"{where}.blocks")
        attacker_id = None
        if "attacker" in entry:
            attacker_id = known_creature(entry["attacker"], by_id, f"{where}.attacker")
        source = choice(entry.get("source", MUST_BLOCK), (MUST_BLOCK, PROVOKE), f"{where}.source")
        if source == PROVOKE and attacker_id is None:
            raise ScenarioError("error.missing", f"{where}.attacker")
        rule = "702.39a" if source == PROVOKE else "509.1c"
        requirements.append(Requirement(blocker, attacker_id, source, rule))
    costs: dict[str, str] = {}
    for cid, cost in obj(scenario.get("block_costs", {}), "block_costs").items():
        where = f"block_costs.{cid}"
        known_creature(cid, by_id, where)
        costs[cid] = name(cost, where)
    return BlockSetup(
        tuple(state[c.id] for c in creatures), tuple(requirements), costs, tuple(events)
    )


__all__ = ["BLOCK_KEYS", "BlockSetup", "setup_blocks"]
