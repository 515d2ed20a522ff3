"""The board a declaration of blockers is checked against (509.1), read from a combat scenario.

:func:`parse_board` checks everything in a combat scenario except its declaration of blockers
and gives the :class:`~.block_requirements.BlockBoard` that declaration is checked against. The
block explainer (:mod:`mtglearn.words.block_explainer`) words each check against it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtglearn.base.i18n import Lang
from mtglearn.rules.combat import attack_triggers
from mtglearn.rules.combat.block_requirements import BlockBoard
from mtglearn.rules.combat.engine import Combat
from mtglearn.rules.combat.provoke import BlockSetup
from mtglearn.rules.combat.scenario import parts_and_setup


def parse_board(data: Mapping[str, Any], lang: Lang) -> tuple[BlockBoard, BlockSetup, Combat]:
    """Check everything in a combat scenario except its declaration of blockers, and give the
    board that declaration is checked against (for the explainer, 509.1)."""
    parts, setup = parts_and_setup(data, lang)
    blocks = parts["blocks"]
    combat = Combat(**{**parts, "blocks": {}, "requirements": (), "block_events": ()})
    by_id = {c.id: c for c in combat.creatures}
    # Shape of ``blocks`` (ids exist, lists well formed) without judging the declaration.
    combat._check_blocks(blocks, by_id, lang)
    board = BlockBoard(
        by_id,
        combat.attacks,
        setup.requirements,
        setup.costs,
        combat.defenders if combat.permanents else {},
        combat.lands,
        attack_triggers.power_bonus(combat.creatures, combat.attacks),
        combat.teams,  # 805.10d: a Two-Headed Giant team blocks as one
    )
    return board, setup, combat


__all__ = ["parse_board"]
