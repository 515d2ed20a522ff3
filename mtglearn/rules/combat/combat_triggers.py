"""Putting the attack and block triggers on the stack and resolving them (603.3b, 704.3).

Attack triggers (:mod:`.attack_triggers`) resolve in the declare attackers step, then block
triggers (:mod:`.block_triggers`) in the declare blockers step, all before any combat damage
(and before the ``before_damage`` actions). Triggers of one event go on the stack in APNAP
order (603.3b): the active player's first, so the other players' resolve first; one player's
own triggers resolve in the order of ``creatures``. State-based actions are checked after
each resolution (704.3), and nothing more resolves once the game is over (104.2a).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from mtglearn.rules.combat import attack_triggers, block_triggers
from mtglearn.rules.combat.attack_triggers import Pending
from mtglearn.rules.core.board import Creature
from mtglearn.rules.core.keywords import AFFLICT, BATTLE_CRY, BUSHIDO, EXALTED, FLANKING, RAMPAGE
from mtglearn.rules.core.state_based import check
from mtglearn.rules.core.table import Table


def _resolve(pending: list[Pending], table: Table) -> None:
    seat = {p: i for i, p in enumerate(table.players)}
    # sorted() is stable: a player's own triggers keep the order of ``creatures``.
    for _, _, effect in sorted(pending, key=lambda item: -seat.get(item[0], 0)):
        if table.game_over():
            return
        effect(table)
        check(table)


#: The keywords that trigger on the declaration of attackers or blockers: exalted (702.83a),
#: battle cry (702.91a), flanking (702.25a), and the numbered bushido (702.45a), rampage
#: (702.23a) and afflict (702.130a).
TRIGGERING: Final = frozenset((EXALTED, BATTLE_CRY, FLANKING))
TRIGGERING_NUMBERED: Final = frozenset((BUSHIDO, RAMPAGE, AFFLICT))


def any_trigger(creatures: Iterable[Creature]) -> bool:
    """Whether any creature (face up: a face-down one has no abilities, 708.2a) has a keyword
    that triggers on the declarations (none: nothing to collect, nothing to resolve)."""
    for creature in creatures:
        if creature.face_up is not None:
            continue
        for word in creature.keywords:
            if word in TRIGGERING or word.partition(" ")[0] in TRIGGERING_NUMBERED:
                return True
    return False


def resolve(table: Table, defenders: Mapping[str, str], clean: bool = False) -> None:
    """Resolve the triggers of the declarations of attackers, then of blockers, once the
    state-based actions are performed (704.3; ``clean``: the caller knows none applies)."""
    if not clean:
        check(table)
    pending = attack_triggers.collect(table)
    if pending:
        table.step = "declare_attackers"
        _resolve(pending, table)
    pending = block_triggers.collect(table, defenders)
    if pending and not table.game_over():
        table.step = "declare_blockers"
        _resolve(pending, table)
    table.step = None
