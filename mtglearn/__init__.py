"""mtglearn: the Magic: The Gathering combat rules, resolved, narrated and drawn.

The front door, for a notebook or a script:

- :func:`set_lang` once (``"en"`` or ``"fr"``): every result speaks that language after;
- :class:`Board`: a combat set up in readable Python (creatures and their keywords, who
  attacks, who blocks, what happens between the combat damage steps) that resolves, tells
  what happened and draws the combat board;
- :class:`InitiativeGame`, :class:`Amplify`, :class:`FaceDown`: the initiative and the
  Undercity dungeon, amplify, and face-down cards, the same way;
- :func:`load`: any scenario of the course's JSON format (a dict, a JSON string, a file, or
  the name of a shipped example, :func:`examples`), resolved into an outcome that narrates
  and draws itself; :func:`resolve_scenario` is the same, dict in and dict out.

Mistakes raise :class:`ScenarioError`, which names the field and what is allowed.
``import mtglearn`` stays light: the teaching layer (:mod:`mtglearn.teach`, with pandas,
matplotlib and ipywidgets) is imported only when used.
"""

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import get_lang, set_lang, t
from mtglearn.door.combat import (
    Board,
    Creature,
    bounce,
    counters,
    damage,
    destroy,
    exile,
    gain,
    gain_life,
    lose,
    lose_life,
    pump,
    remove_counters,
    remove_from_combat,
    turn_face_up,
)
from mtglearn.door.initiative import InitiativeGame
from mtglearn.door.legions import Amplify, FaceDown
from mtglearn.door.outcome import (
    AmplifyOutcome,
    BlockCheck,
    CombatOutcome,
    FaceDownOutcome,
    InitiativeOutcome,
    Outcome,
    Story,
)
from mtglearn.door.scenario import examples, load, narrate, resolve_scenario

__version__ = "0.1.0"

__all__ = [
    "Amplify",
    "AmplifyOutcome",
    "BlockCheck",
    "Board",
    "CombatOutcome",
    "Creature",
    "FaceDown",
    "FaceDownOutcome",
    "InitiativeGame",
    "InitiativeOutcome",
    "Outcome",
    "ScenarioError",
    "Story",
    "__version__",
    "bounce",
    "counters",
    "damage",
    "destroy",
    "examples",
    "exile",
    "gain",
    "gain_life",
    "get_lang",
    "load",
    "lose",
    "lose_life",
    "narrate",
    "pump",
    "remove_counters",
    "remove_from_combat",
    "resolve_scenario",
    "set_lang",
    "t",
    "turn_face_up",
]
