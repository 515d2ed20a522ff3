"""The combat resolver's Python API, for notebooks and other modules.

>>> from mtglearn.combat import Creature, Combat
>>> champion = Creature("A", 2, 2, keywords=("double strike",), name="Crypt Champion")
>>> Combat.duel(champion).resolve().life
{'P1': 20, 'P2': 16}
"""

from mtglearn.rules.combat.block_explainer import BlockVerdict, explain_blocks
from mtglearn.rules.combat.engine import Combat, CombatResult, CreatureState
from mtglearn.rules.core.board import Creature, FaceUp, Permanent
from mtglearn.rules.core.effects import Action, Trigger
from mtglearn.rules.core.prevention import Prevention
from mtglearn.rules.core.replacement import DiesInstead, DiesReplacement, ExileInstead

__all__ = [
    "Action",
    "BlockVerdict",
    "Combat",
    "CombatResult",
    "Creature",
    "CreatureState",
    "DiesInstead",
    "DiesReplacement",
    "ExileInstead",
    "FaceUp",
    "Permanent",
    "Prevention",
    "Trigger",
    "explain_blocks",
]
