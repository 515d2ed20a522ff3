"""What players do while they have priority: one action, then what happens before anyone gets
priority again.

The scenario format's actions (``before_damage``, ``between_steps``, ``after_assignment``) are
spells and abilities played while a player has priority. Each resolves, then the game performs
state-based actions and puts triggered abilities on the stack before a player gets priority
again (117.5, 704.3), so a creature given -1/-1 with lethal damage marked on it dies before the
next action or step.

An activated ability with ``responses`` waits on the stack while the players respond to it:
each response is "cast or activated in response", so it "will resolve first" (117.7; the last
object put on the stack resolves first, 405.5), and state-based actions are checked after each
(117.5). The ability's cost was paid as it was activated (602.2b, 601.2h), whatever the
responses do; then it resolves (608.1), and a target that has left makes it do nothing
(608.2b).
"""

from __future__ import annotations

from mtglearn.rules.core import triggers
from mtglearn.rules.core.actions import activate, apply, resolve_ability
from mtglearn.rules.core.effects import Action
from mtglearn.rules.core.table import Table


def take(action: Action, table: Table) -> None:
    """``action`` taken by a player with priority, its responses resolved first (117.7), then
    state-based actions and triggered abilities (117.5)."""
    if not action.responses:
        apply(action, table)
        triggers.settle(table)
        return
    equipped = activate(action, table)
    triggers.settle(table)  # 117.5: before the next player gets priority
    for response in action.responses:
        if table.game_over():  # 104.2a: nothing more happens once the game is over
            return
        table.event({"type": "response", "rule": "117.7", "source": action.target})
        take(response, table)
    if table.game_over():
        return
    resolve_ability(action, equipped, table)
    triggers.settle(table)


__all__ = ["take"]
